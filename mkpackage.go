//go:build ignore
// +build ignore

// mkpackage writes a Kattis problem package for one preset: a problem
// folder that Kattis' problemtools (verifyproblem) and DOMjudge take as
// it is.
//
// Usage:
//
//	go run mkpackage.go -format NAME [-tests N] [-seed S] [-o DIR] [-- GEN FLAGS]
//
// (make package FORMAT=NAME.) The folder is dist/NAME by default, NAME's
// letters and digits alone (dist/kattissudokunique for kattis-sudokunique), as
// Kattis takes a folder's name for the problem's short name.
//
// The package holds problem.yaml (custom validation), a statement stub
// (problem_statement/problem.en.tex) giving the preset's input and output,
// data/sample (the statement's sample, testdata/NAME-sample.in and its
// golden answer, where the preset has one), data/secret (N tests that
// sudoku -gen -out writes: one board per test, its answer as the preset
// answers it; GEN FLAGS such as -max-calls 100000 go to -gen), and three
// programs, each a file mkjudge.go writes: the input validator
// (input_validators/sudoku_validate, sudoku -validate -judge kattis), the
// output validator (output_validators/sudoku_check, sudoku -judge kattis)
// and the preset's judge file as an accepted submission
// (submissions/accepted). The validators' folders hold a build script
// that compiles the Go file into run, with the Go compiler at hand
// (gccgo, as Kattis', or go): the format's way for a program in any
// language, which problemtools takes without warning that Go is not one
// of the languages it recommends for output validators.
//
// Like mkjudge, this is a program beside the package (marked to be
// ignored by builds), not part of the command: it builds the command and
// mkjudge, and runs them.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

func main() {
	format := flag.String("format", "", "the preset the problem is (sudoku -format list)")
	tests := flag.Int("tests", 10, "the secret tests to generate")
	seed := flag.String("seed", "", "the generator's seed (default: the preset's name)")
	out := flag.String("o", "", "the package's folder (default dist/NAME, its letters and digits)")
	flag.Parse()
	if *format == "" {
		fail(fmt.Errorf("usage: go run mkpackage.go -format NAME [-tests N] [-seed S] [-o DIR] [-- GEN FLAGS]"))
	}
	if strings.HasPrefix(*format, "leetcode") {
		fail(fmt.Errorf("-format %s: LeetCode runs a function, not a program on test files", *format))
	}
	if *out == "" {
		// The folder's name is the problem's short name, which Kattis
		// wants of lower-case letters and digits.
		*out = "dist/" + strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, *format)
	}
	if *seed == "" {
		*seed = *format
	}
	tools, err := os.MkdirTemp("", "mkpackage")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(tools)
	sudoku, mkjudge := filepath.Join(tools, "sudoku"), filepath.Join(tools, "mkjudge")
	run("go", "build", "-o", sudoku, ".")
	run("go", "build", "-o", mkjudge, "./tools/mkjudge")
	if err := os.RemoveAll(*out); err != nil {
		fail(err)
	}
	p := *out
	validator, checker := filepath.Join(p, "input_validators", "sudoku_validate"), filepath.Join(p, "output_validators", "sudoku_check")
	run(mkjudge, "-problem", "validate", "-judge", "kattis", "-format", *format, "-o", filepath.Join(validator, "validate.go"))
	run(mkjudge, "-problem", "check", "-judge", "kattis", "-format", *format, "-o", filepath.Join(checker, "check.go"))
	writeBuild(validator, "validate.go")
	writeBuild(checker, "check.go")
	run(mkjudge, "-problem", *format, "-o", filepath.Join(p, "submissions", "accepted", "sudoku.go"))
	if *tests > 0 {
		gen := append([]string{"-format", *format, "-gen", strconv.Itoa(*tests), "-seed", *seed, "-out", filepath.Join(p, "data", "secret")}, flag.Args()...)
		run(sudoku, gen...)
	}
	about := strings.TrimSpace(string(output(sudoku, "-format", "list")))
	for _, line := range strings.Split(about, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == *format {
			about = strings.TrimSpace(strings.TrimPrefix(line, f[0]))
		}
	}
	sample := filepath.Join("testdata", *format+"-sample")
	if in, err := os.ReadFile(sample + ".in"); err == nil {
		write(filepath.Join(p, "data", "sample", "1.in"), string(in))
		write(filepath.Join(p, "data", "sample", "1.ans"), string(output(sudoku, "-format", *format, sample+".in")))
	}
	write(filepath.Join(p, "problem.yaml"), problemYAML(*format, about))
	write(filepath.Join(p, "problem_statement", "problem.en.tex"), statement(*format, about))
	fmt.Printf("mkpackage: wrote %s: %d secret tests; check it with problemtools: verifyproblem %s\n", p, *tests, p)
}

// problemYAML is the package's problem.yaml: the output validator is the
// checker, as the preset's answers may not be unique; the license is
// public domain, which needs no rights owner.
func problemYAML(format, about string) string {
	return "# Made by \"go run mkpackage.go -format " + format + "\": " + about + "\n" +
		"source: sudoku -format " + format + "\n" +
		"license: public domain\n" +
		"validation: custom\n"
}

// statement is a stub statement: the setter writes the story; the input
// and output sections say what the preset reads and prints.
func statement(format, about string) string {
	return `\problemname{Sudoku}

% A stub made by "go run mkpackage.go -format ` + format + `": the setter
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
	write(path, `#!/bin/sh
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
`)
	if err := os.Chmod(path, 0o755); err != nil {
		fail(err)
	}
}

func run(name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		fail(fmt.Errorf("%s %s: %v", filepath.Base(name), strings.Join(args, " "), err))
	}
}

func output(name string, args ...string) []byte {
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		fail(fmt.Errorf("%s %s: %v", filepath.Base(name), strings.Join(args, " "), err))
	}
	return out
}

func write(path, text string) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		fail(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "mkpackage:", err)
	os.Exit(1)
}
