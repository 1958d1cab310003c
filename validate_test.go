// validate_test.go tests the input validator (-validate): under every
// preset it accepts the statement's sample and what the generator writes,
// and rejects the edits problemtools makes of a valid input, junk, CRs and
// byte order marks, naming the line and column, in each system's exits.

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// validInputs returns inputs of preset p that are valid: its sample, and
// with the generator's help two tests of one board and one stream of
// three (for the presets that solve boards).
func validInputs(t *testing.T, p *preset) map[string]string {
	inputs := map[string]string{}
	if sample, err := os.ReadFile(filepath.Join("testdata", p.name+"-sample.in")); err == nil {
		inputs["sample"] = string(sample)
	}
	if p.reply == validity || p.reply == bestScore {
		return inputs
	}
	dir := t.TempDir()
	if _, stderr, code := runCmd([]string{"-gen", "2", "-format", p.name, "-out", dir, "-seed", "valid"}, ""); code != 0 {
		t.Fatalf("-gen -format %s -out: exit %d, %s", p.name, code, stderr)
	}
	inputs["test 01"], inputs["test 02"] = readFile(t, dir+"/01.in"), readFile(t, dir+"/02.in")
	if !p.single {
		stream, stderr, code := runCmd([]string{"-gen", "3", "-format", p.name, "-seed", "valid"}, "")
		if code != 0 {
			t.Fatalf("-gen 3 -format %s: exit %d, %s", p.name, code, stderr)
		}
		inputs["stream"] = stream
	}
	return inputs
}

// edits are the ways a valid input goes wrong: problemtools' five edits
// of a valid input (an extra space, trailing spaces, a doubled newline, a
// leading zero, junk appended), and others users make.
var edits = []struct {
	name string
	edit func(string) string
}{
	{"extra space", func(s string) string { return regexp.MustCompile(`(\S) `).ReplaceAllString(s, "$1  ") }},
	{"space first", func(s string) string { return " " + s }},
	{"trailing spaces", func(s string) string { return strings.ReplaceAll(s, "\n", "  \n") }},
	{"doubled newline", func(s string) string { return strings.Replace(s, "\n", "\n\n", 1) }},
	{"leading zero", func(s string) string { return regexp.MustCompile(`(^|\n)([1-9A-Z.?-])`).ReplaceAllString(s, "${1}0$2") }},
	{"junk appended", func(s string) string { return s + "junk\n" }},
	{"no final newline", func(s string) string { return strings.TrimSuffix(s, "\n") }},
	{"CRLF", func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }},
	{"byte order mark", func(s string) string { return "\ufeff" + s }},
	{"empty", func(string) string { return "" }},
	{"junk", func(string) string { return "hello world\n" }},
}

// faultLine matches the validator's one line: the input, line and column.
var faultLine = regexp.MustCompile(`^sudoku: stdin:\d+:\d+: [^\n]+\n$`)

func TestValidate(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	for _, p := range presets[1:] {
		for name, input := range validInputs(t, p) {
			args := []string{"-format", p.name, "-validate"}
			if _, stderr, code := runCmd(args, input); code != 0 {
				t.Errorf("%s %s: exit %d, %s%s", p.name, name, code, stderr, input)
				continue
			}
			for _, e := range edits {
				bad := e.edit(input)
				if bad == input || p.rowSpace && e.name == "trailing spaces" {
					continue // the edit does not apply, or the statement's data allows it
				}
				_, stderr, code := runCmd(args, bad)
				if code != 1 || !faultLine.MatchString(stderr) {
					t.Errorf("%s %s, %s: exit %d, stderr %q; want 1 and one line naming the place", p.name, name, e.name, code, stderr)
				}
			}
		}
	}
}

// TestValidateSystems checks the exit statuses of the validator in each
// system's terms, and the board bounds.
func TestValidateSystems(t *testing.T) {
	valid := readFile(t, "testdata/boj2580.in")
	for _, tt := range []struct {
		args  []string
		input string
		code  int
		err   string
	}{
		{[]string{"-judge", "kattis"}, valid, 42, ""},
		{[]string{"-judge", "kattis"}, valid + "\n", 43, "stdin:10:1: want the end of input, got a line break"},
		{[]string{"-judge", "kattis", "unique"}, valid, 42, ""},
		{[]string{"-judge", "kattis", "max-calls=10"}, valid, 43, "board 1: plain row-major backtracking takes 15 calls, want at most 10"},
		{[]string{"-judge", "kattis", "unique=yes"}, valid, 1, "input_validator_flags"},
		{[]string{"-judge", "testlib"}, valid, 0, ""},
		{[]string{"-judge", "testlib"}, " " + valid, 3, "FAIL stdin:1:1"},
		{[]string{"-unique", "-min-clues", "70"}, valid, 1, "board 1: 67 clues, want at least 70"},
		{[]string{"-max-clues", "67", "-solvable", "-min-calls", "15"}, valid, 0, ""},
		{[]string{"-solvable"}, strings.Replace(valid, "0 3 5", "3 3 5", 1), 1, "board 1: no solution"},
		{[]string{"-judge", "cms"}, valid, 2, "validators are kattis' or testlib's"},
		{[]string{"-unique"}, valid, 0, ""},
	} {
		args := append([]string{"-format", "boj2580", "-validate"}, tt.args...)
		_, stderr, code := runCmd(args, tt.input)
		if code != tt.code || !strings.Contains(stderr, tt.err) || tt.err == "" && stderr != "" {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", args, code, stderr, tt.code, tt.err)
		}
	}
	// Polygon passes its testlib validators --testset and --group.
	var stderr strings.Builder
	if code := validateAs(findPreset("boj2580"), "testlib", boardBounds{}, []string{"--testset", "tests", "--group", "1"}, strings.NewReader(valid), &stderr, &stderr); code != 0 {
		t.Errorf("testlib validator with Polygon's arguments: exit %d, %s", code, stderr.String())
	}
	for _, args := range [][]string{{"-validate"}, {"-unique"}, {"-validate", "-format", "boj2580", "-gen", "2"}} {
		if _, stderr, code := runCmd(args, valid); code != 2 {
			t.Errorf("%v: exit %d, %s; want a usage error", args, code, stderr)
		}
	}
}
