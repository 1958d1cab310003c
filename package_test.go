// package_test.go tests the Kattis problem packages tools/mkpackage writes:
// their layout, their programs run as Kattis runs them on their own data,
// and, where Kattis' problemtools is at hand, its verifyproblem.

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestKattisPackage writes the package of BOJ 2580 (and with PROBLEMTOOLS
// of POJ 3076 too): a sample and ten secret tests. It builds the
// validators with their build scripts and runs them as Kattis does: the
// input validator accepts every input (exit 42) and rejects an edited one
// (43), the output validator accepts every answer (42) and rejects
// another output (43), and the accepted submission, built alone, answers
// every input with its answer file. With PROBLEMTOOLS naming a checkout of
// Kattis/problemtools (and Debian's python3-yaml and python3-plastex),
// verifyproblem must report no error and no warning.
func TestKattisPackage(t *testing.T) {
	longOnly(t, "builds the problem packages")
	t.Parallel() // mostly compiling, beside the tests that search
	formats := []string{"boj2580"}
	if os.Getenv("PROBLEMTOOLS") != "" {
		formats = append(formats, "poj3076")
	}
	for _, format := range formats {
		dir := filepath.Join(t.TempDir(), format)
		if out, err := exec.Command("go", "run", "./tools/mkpackage", "-format", format, "-o", dir).CombinedOutput(); err != nil {
			t.Fatalf("mkpackage -format %s: %v\n%s", format, err, out)
		}
		for _, f := range []string{"problem.yaml", "problem_statement/problem.en.tex", "data/sample/1.in", "data/sample/1.ans",
			"data/secret/01.in", "data/secret/10.ans", "submissions/accepted/sudoku.go"} {
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				t.Errorf("%s package: %v", format, err)
			}
		}
		validator := buildProgram(t, filepath.Join(dir, "input_validators", "sudoku_validate"))
		checker := buildProgram(t, filepath.Join(dir, "output_validators", "sudoku_check"))
		submission := filepath.Join(t.TempDir(), "submission")
		if out, err := exec.Command("go", "build", "-o", submission, filepath.Join(dir, "submissions", "accepted", "sudoku.go")).CombinedOutput(); err != nil {
			t.Fatalf("go build the submission: %v\n%s", err, out)
		}
		inputs, _ := filepath.Glob(filepath.Join(dir, "data", "*", "*.in"))
		if len(inputs) != 11 {
			t.Errorf("%s package: %d inputs, want 11", format, len(inputs))
		}
		for _, in := range inputs {
			input, ans := readFile(t, in), readFile(t, strings.TrimSuffix(in, ".in")+".ans")
			if _, stderr, code := runBin(t, validator, nil, input); code != 42 {
				t.Errorf("%s: the input validator exits %d: %s", in, code, stderr)
			}
			if _, _, code := runBin(t, validator, nil, input+"\n"); code != 43 {
				t.Errorf("%s with a blank line more: the input validator exits %d, want 43", in, code)
			}
			if out, _, code := runBin(t, submission, nil, input); out != ans || code != 0 {
				t.Errorf("%s: the submission exits %d and answers otherwise than the answer file", in, code)
			}
			feedback := t.TempDir()
			for _, tt := range []struct {
				output string
				code   int
			}{{ans, 42}, {ans + ans, 43}, {"", 43}} {
				if _, stderr, code := runBin(t, checker, []string{in, strings.TrimSuffix(in, ".in") + ".ans", feedback}, tt.output); code != tt.code {
					t.Errorf("%s: the output validator exits %d, want %d: %s", in, code, tt.code, stderr)
				}
			}
		}
		verifyProblem(t, dir)
	}
}

// buildProgram runs a program folder's build script, as Kattis does, and
// returns the run it makes.
func buildProgram(t *testing.T, dir string) string {
	t.Helper()
	build := exec.Command("./build")
	build.Dir = dir
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s/build: %v\n%s", dir, err, out)
	}
	return filepath.Join(dir, "run")
}

// verifyProblem runs problemtools' verifyproblem on a package, on the
// parts mkpackage makes (the statement is a stub), when PROBLEMTOOLS names
// its checkout; it wants no error and no warning.
func verifyProblem(t *testing.T, dir string) {
	tools := os.Getenv("PROBLEMTOOLS")
	if tools == "" {
		t.Logf("PROBLEMTOOLS unset: verifyproblem not run on %s", filepath.Base(dir))
		return
	}
	// problemtools compiles Go with /usr/bin/gccgo; where only gccgo-11 is
	// installed its languages.yaml is pointed there.
	config := t.TempDir()
	if _, err := os.Stat("/usr/bin/gccgo"); err != nil {
		mkdirWrite(t, filepath.Join(config, "problemtools", "languages.yaml"),
			"go:\n    compile: '/usr/bin/gccgo-11 -g -o {binary} -static-libgcc {files}'\n")
	}
	cmd := exec.Command("/usr/bin/python3", "-m", "problemtools.verifyproblem", dir, "-p", "config", "validators", "data", "submissions")
	cmd.Dir = tools
	cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+config)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Errorf("verifyproblem %s: %v\n%s", dir, err, out.String())
	}
	t.Logf("verifyproblem %s:\n%s", filepath.Base(dir), out.String())
	if !regexp.MustCompile(`tested: 0 errors, 0 warnings`).MatchString(out.String()) {
		t.Errorf("verifyproblem %s: want 0 errors, 0 warnings:\n%s", filepath.Base(dir), out.String())
	}
}
