// Package prog holds what the repository's programs (tools/mkjudge,
// tools/mkpackage, bench/vstdoku, bench/vsdlx, bench/vsserate) share:
// their flags and failures in one line, the move into the project's
// folder, running commands and writing files. It must hold nothing that
// one program alone uses, and the command must not import it: judge
// files are made of the command's own files.
package prog

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// name is the program's name in its messages: go run and go build name
// the binary after the program's folder.
func name() string { return filepath.Base(os.Args[0]) }

// Fail ends the program with err on one line and exit code 1.
func Fail(err error) {
	fmt.Fprintf(os.Stderr, "%s: %v\n", name(), err)
	os.Exit(1)
}

// UsageError ends the program with msg on one line and exit code 2, as
// the flag package ends on a bad flag.
func UsageError(msg string) {
	fmt.Fprintf(os.Stderr, "%s: %s\n", name(), msg)
	os.Exit(2)
}

// Flags returns the program's flag set, empty, for ParseFlags: it prints
// nothing itself, as its usage would name the binary's path in the build
// cache under go run.
func Flags() *flag.FlagSet {
	fs := flag.NewFlagSet(name(), flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// ParseFlags parses the program's arguments into fs, as
// ParseFlagsAndArgs does, for a program that takes flags alone: an
// argument ends it as a bad flag does.
func ParseFlags(fs *flag.FlagSet, usage string) {
	if args := ParseFlagsAndArgs(fs, usage); len(args) > 0 {
		UsageError(fmt.Sprintf("%q: no arguments but flags: usage: %s", args[0], usage))
	}
}

// ParseFlagsAndArgs parses the program's arguments into fs and returns
// the arguments after the flags. With -h it prints usage (the command
// line to run, with its flags in brackets) and the flags, and ends the
// program; a bad flag ends it in one line that names the flag and usage,
// with exit code 2.
func ParseFlagsAndArgs(fs *flag.FlagSet, usage string) []string {
	err := fs.Parse(os.Args[1:])
	switch {
	case err == flag.ErrHelp:
		fmt.Println("usage: " + usage)
		fs.SetOutput(os.Stdout)
		fs.PrintDefaults()
		os.Exit(0)
	case err != nil:
		UsageError(fmt.Sprintf("%v: usage: %s", err, usage))
	}
	return fs.Args()
}

// EnterProject makes each path given absolute (a path on the command line
// is relative to where the program was started), leaving "" as it is,
// then moves into the project's folder dir, where the program's own paths
// (the sources, dist/, testdata/, ref/) lie.
func EnterProject(dir string, paths ...*string) {
	for _, p := range paths {
		if *p == "" {
			continue
		}
		abs, err := filepath.Abs(*p)
		if err != nil {
			Fail(err)
		}
		*p = abs
	}
	if err := os.Chdir(dir); err != nil {
		Fail(fmt.Errorf("-dir: %v", err))
	}
}

// Run runs a command; a failure ends the program with what it printed.
func Run(cmd string, args ...string) {
	if out, err := exec.Command(cmd, args...).CombinedOutput(); err != nil {
		Fail(fmt.Errorf("%s %s: %v\n%s", filepath.Base(cmd), strings.Join(args, " "), err, out))
	}
}

// Output returns what a command prints on stdout; a failure ends the
// program with what it printed on stderr.
func Output(cmd string, args ...string) []byte {
	out, err := exec.Command(cmd, args...).Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		Fail(fmt.Errorf("%s %s: %v\n%s", filepath.Base(cmd), strings.Join(args, " "), err, stderr))
	}
	return out
}

// Write writes data to the file at path, making its folder first.
func Write(path string, data []byte) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		Fail(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		Fail(err)
	}
}

// TempDir makes a folder for the programs a program builds and the files
// it writes on the way; the caller removes it.
func TempDir() string {
	dir, err := os.MkdirTemp("", name())
	if err != nil {
		Fail(err)
	}
	return dir
}

// BuildCommand builds the command (the package in the project's folder)
// into dir and returns its path.
func BuildCommand(dir string) string {
	sudoku := filepath.Join(dir, "sudoku")
	Run("go", "build", "-o", sudoku, ".")
	return sudoku
}

// BuildBenchmarks builds the command's test binary, which holds its
// benchmarks, into dir and returns its path.
func BuildBenchmarks(dir string) string {
	tests := filepath.Join(dir, "sudoku.test")
	Run("go", "test", "-c", "-o", tests, ".")
	return tests
}
