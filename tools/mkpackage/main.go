// Mkpackage writes a Kattis problem package for one preset: a problem
// folder that Kattis' problemtools (verifyproblem) and DOMjudge take as
// it is.
//
// Usage:
//
//	go run ./tools/mkpackage -format NAME [-tests N] [-seed S] [-o DIR] [-dir DIR] [-- GEN FLAGS]
//
// (make package FORMAT=NAME.) The folder is dist/NAME in the project's
// folder (-dir, by default the folder it runs in), NAME's letters and
// digits alone (dist/kattissudokunique for kattis-sudokunique), as Kattis
// takes a folder's name for the problem's short name; a folder given with
// -o is where the program was started.
//
// The package holds problem.yaml (custom validation), a statement stub
// (problem_statement/problem.en.tex) giving the preset's input and output,
// data/sample (the statement's sample, testdata/NAME-sample.in and its
// golden answer, where the preset has one), data/secret (N tests that
// sudoku -gen -out writes: one board per test, its answer as the preset
// answers it; GEN FLAGS such as -max-calls 100000 go to -gen), and three
// programs, each a file tools/mkjudge writes: the input validator
// (input_validators/sudoku_validate, sudoku -validate -judge kattis), the
// output validator (output_validators/sudoku_check, sudoku -judge kattis)
// and the preset's judge file as an accepted submission
// (submissions/accepted). The validators' folders hold a build script
// that compiles the Go file into run, with the Go compiler at hand
// (gccgo, as Kattis', or go): the format's way for a program in any
// language, which problemtools takes without warning that Go is not one
// of the languages it recommends for output validators.
//
// Like mkjudge, this is a program beside the command, not part of it: it
// builds the command and mkjudge, and runs them.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"sudoku/internal/prog"
)

// usage is mkpackage's command line, as its one-line errors name it.
const usage = "go run ./tools/mkpackage -format NAME [-tests N] [-seed S] [-o DIR] [-dir DIR] [-- GEN FLAGS]"

// options are the package asked for.
type options struct {
	format, seed string
	out          string   // the package's folder
	tests        int      // secret tests
	gen          []string // more flags for sudoku -gen
}

func main() {
	o := parseOptions()
	tools := prog.TempDir()
	defer os.RemoveAll(tools)
	sudoku := prog.BuildCommand(tools)
	mkjudge := filepath.Join(tools, "mkjudge")
	prog.Run("go", "build", "-o", mkjudge, "./tools/mkjudge")
	if err := os.RemoveAll(o.out); err != nil {
		prog.Fail(err)
	}
	writePrograms(mkjudge, o.out, o.format)
	writeTests(sudoku, o)
	about := presetAbout(sudoku, o.format)
	prog.Write(filepath.Join(o.out, "problem.yaml"), []byte(problemYAML(o.format, about)))
	prog.Write(filepath.Join(o.out, "problem_statement", "problem.en.tex"), []byte(statement(o.format, about)))
	fmt.Printf("mkpackage: wrote %s: %d secret tests; check it with problemtools: verifyproblem %s\n", o.out, o.tests, o.out)
}

// parseOptions reads the command line, making the package's folder
// absolute, and moves into the project's folder.
func parseOptions() options {
	var o options
	fs := prog.Flags()
	fs.StringVar(&o.format, "format", "", "the preset the problem is (sudoku -format list)")
	fs.IntVar(&o.tests, "tests", 10, "the secret tests to generate")
	fs.StringVar(&o.seed, "seed", "", "the generator's seed (default: the preset's name)")
	fs.StringVar(&o.out, "o", "", "the package's folder (default dist/NAME, its letters and digits)")
	dir := fs.String("dir", ".", "the project's `folder`")
	o.gen = prog.ParseFlagsAndArgs(fs, usage)
	switch {
	case o.format == "":
		prog.UsageError("-format names the preset the problem is (sudoku -format list names them): usage: " + usage)
	case strings.HasPrefix(o.format, "leetcode"):
		prog.UsageError("-format " + o.format + ": LeetCode runs a function, not a program on test files")
	}
	if o.seed == "" {
		o.seed = o.format
	}
	prog.EnterProject(*dir, &o.out)
	if o.out == "" {
		o.out = filepath.Join("dist", shortName(o.format))
	}
	return o
}

// shortName is the problem's short name, which Kattis takes from the
// package folder's name and wants of lower-case letters and digits: the
// preset's name with the other characters left out.
func shortName(format string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, format)
}

// writePrograms writes the package's programs into its folder p with
// mkjudge: the input and output validators, each with its build script,
// and the preset's judge file as the accepted submission.
func writePrograms(mkjudge, p, format string) {
	validator, checker := filepath.Join(p, "input_validators", "sudoku_validate"), filepath.Join(p, "output_validators", "sudoku_check")
	prog.Run(mkjudge, "-problem", "validate", "-judge", "kattis", "-format", format, "-o", filepath.Join(validator, "validate.go"))
	prog.Run(mkjudge, "-problem", "check", "-judge", "kattis", "-format", format, "-o", filepath.Join(checker, "check.go"))
	writeBuild(validator, "validate.go")
	writeBuild(checker, "check.go")
	prog.Run(mkjudge, "-problem", format, "-o", filepath.Join(p, "submissions", "accepted", "sudoku.go"))
}

// writeTests writes the secret tests with sudoku -gen, and the sample
// with its golden answer where the preset has one.
func writeTests(sudoku string, o options) {
	if o.tests > 0 {
		gen := append([]string{"-format", o.format, "-gen", strconv.Itoa(o.tests), "-seed", o.seed, "-out", filepath.Join(o.out, "data", "secret")}, o.gen...)
		prog.Run(sudoku, gen...)
	}
	sample := filepath.Join("testdata", o.format+"-sample.in")
	if in, err := os.ReadFile(sample); err == nil {
		prog.Write(filepath.Join(o.out, "data", "sample", "1.in"), in)
		prog.Write(filepath.Join(o.out, "data", "sample", "1.ans"), prog.Output(sudoku, "-format", o.format, sample))
	}
}

// presetAbout is what sudoku -format list says of the preset: its input
// and its answers.
func presetAbout(sudoku, format string) string {
	for _, line := range strings.Split(string(prog.Output(sudoku, "-format", "list")), "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == format {
			return strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), f[0]))
		}
	}
	prog.Fail(fmt.Errorf("sudoku -format list does not list %s", format))
	return ""
}

// problemYAML is the package's problem.yaml: the output validator is the
// checker, as the preset's answers may not be unique; the license is
// public domain, which needs no rights owner.
func problemYAML(format, about string) string {
	return "# Made by \"go run ./tools/mkpackage -format " + format + "\": " + about + "\n" +
		"source: sudoku -format " + format + "\n" +
		"license: public domain\n" +
		"validation: custom\n"
}

// statement is a stub statement: the setter writes the story; the input
// and output sections say what the preset reads and prints.
func statement(format, about string) string {
	return `\problemname{Sudoku}

% A stub made by "go run ./tools/mkpackage -format ` + format + `": the setter
% writes the story.
Fill in the grid so that every row, column and box holds each symbol once.

\section*{Input}
` + texEscape(about) + `

\section*{Output}
As the input section says, for each board in the input.
`
}

// texEscape escapes LaTeX's special characters.
func texEscape(s string) string {
	return strings.NewReplacer(`\`, `\textbackslash{}`, `_`, `\_`, `%`, `\%`, `&`, `\&`, `#`, `\#`, `$`, `\$`,
		`{`, `\{`, `}`, `\}`, `^`, `\^{}`, `~`, `\~{}`, `"`, `''`).Replace(s)
}

// writeBuild writes dir/build, the script that compiles dir's Go file
// into dir/run.
func writeBuild(dir, file string) {
	path := filepath.Join(dir, "build")
	prog.Write(path, []byte(`#!/bin/sh
# Compiles `+file+` into ./run, as the Kattis problem format asks of a
# program with a build script: with gccgo (Kattis' Go compiler), else go.
set -e
for cc in gccgo gccgo-11 gccgo-12 gccgo-13; do
	if command -v "$cc" >/dev/null 2>&1; then
		exec "$cc" -O2 -o run `+file+`
	fi
done
export GOCACHE="${GOCACHE:-$PWD/.gocache}" GOFLAGS=-mod=mod GO111MODULE=on
exec go build -o run `+file+`
`))
	if err := os.Chmod(path, 0o755); err != nil {
		prog.Fail(err)
	}
}
