// main_test.go tests the command end to end, in-process: the golden files,
// the flags, and random streams against the oracle.

package main

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// goldenCase is one testdata/NAME.in, with the flags in NAME.args if any.
// A NAME that starts with a preset's name and a dash (poj3076-sample) is
// run with -format and that preset.
type goldenCase struct {
	base, input string
	args        []string
	preset      string
}

func goldenCases(t *testing.T) []goldenCase {
	inputs, err := filepath.Glob(filepath.Join("testdata", "*.in"))
	if err != nil || len(inputs) == 0 {
		t.Fatalf("no golden inputs: %v", err)
	}
	var cases []goldenCase
	for _, in := range inputs {
		c := goldenCase{base: strings.TrimSuffix(in, ".in"), input: readFile(t, in)}
		if a, err := os.ReadFile(c.base + ".args"); err == nil {
			c.args = strings.Fields(string(a))
		}
		for name := range judgeSpecs {
			if strings.HasPrefix(filepath.Base(c.base), name+"-") {
				c.preset = name
				c.args = append([]string{"-format", name}, c.args...)
			}
		}
		cases = append(cases, c)
	}
	return cases
}

// check compares a run with NAME.golden (stdout) and NAME.err (stderr, then
// "exit status N"; no .err file: empty stderr and exit 0).
func (c goldenCase) check(t *testing.T, stdout, stderr string, code int) {
	t.Helper()
	errText := ""
	if stderr != "" || code != 0 {
		errText = fmt.Sprintf("%sexit status %d\n", stderr, code)
	}
	if *update {
		writeFile(t, c.base+".golden", stdout)
		if errText != "" {
			writeFile(t, c.base+".err", errText)
		} else {
			os.Remove(c.base + ".err")
		}
	}
	compareText(t, c.base+".golden", stdout, readFile(t, c.base+".golden"))
	wantErr := ""
	if _, err := os.Stat(c.base + ".err"); err == nil {
		wantErr = readFile(t, c.base+".err")
	}
	compareText(t, c.base+".err", errText, wantErr)
}

// TestGolden runs every golden case through the command in-process,
// checks every answer printed against the oracle, and feeds the answers of
// the cases that solve every board back in.
func TestGolden(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	// The oracle takes seconds on the anti-backtracking boards among the
	// cases: make test gives it a hundredth of its budget, after which an
	// answer is held to being a solution (the golden file holds the first
	// one), and -long all of it.
	budget := oracleBudget()
	if !*long {
		budget /= 100
	}
	for _, c := range goldenCases(t) {
		t.Run(filepath.Base(c.base), func(t *testing.T) {
			stdout, stderr, code := runCmd(c.args, c.input)
			c.check(t, stdout, stderr, code)
			if len(c.args) == 0 {
				checkAnswers(t, c.input, stdout, budget)
			}
			if c.preset != "" && code != 2 && solvesOnly(c) {
				checkJudgeOutput(t, c.preset, c.input, stdout, budget)
			}
			if solvesOnly(c) {
				checkBack(t, c, stdout)
			}
			if len(c.args) == 0 && code == 0 && stdout != "" {
				// Idempotence, as gofmt's tests check: a solved board
				// fed back in answers itself, in the same form.
				again, stderr, code := runCmd(nil, stdout)
				if code != 0 || stderr != "" {
					t.Errorf("answers fed back: exit %d, stderr %q", code, stderr)
				}
				compareText(t, c.base+".golden fed back", again, stdout)
			}
		})
	}
}

// solvesOnly reports whether a golden case runs the main job with no
// flags but its preset.
func solvesOnly(c goldenCase) bool {
	return len(c.args) == 0 || c.preset != "" && len(c.args) == 2
}

// checkBack checks a golden case's answers with the command's own checker,
// in its preset: every board ok, or bad input where it was.
func checkBack(t *testing.T, c goldenCase, answers string) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "answers")
	writeFile(t, file, answers)
	verdicts, stderr, code := runCmd(append(append([]string(nil), c.args...), "-check", file), c.input)
	for i, v := range strings.Split(strings.TrimSuffix(verdicts, "\n"), "\n") {
		if v != "ok" && v != "bad input" && verdicts != "" {
			t.Errorf("answers checked back: board %d: %s\n%s", i+1, v, stderr)
		}
	}
	if code == 1 {
		t.Errorf("answers checked back: exit 1\n%s", stderr)
	}
}

func TestRunFlags(t *testing.T) {
	tests := []struct {
		args    []string
		code    int
		errPart string
	}{
		{[]string{"-h"}, 0, ""},
		{[]string{"-limit", "3"}, 2, "-limit goes with -count"},
		{[]string{"-nosuch"}, 2, "flag provided but not defined"},
		{[]string{"-count", "-limit", "0"}, 2, "-limit must be at least 1"},
		{[]string{"-j", "0"}, 2, "-j must be at least 1"},
		{[]string{"no-such-file.txt"}, 2, "open no-such-file.txt: no such file or directory"},
		{[]string{"-gen", "2", "-rating", "9.0-", "-clues", "24"}, 2, "near the hardest known: not with -clues"},
		{[]string{"-gen", "2", "-rating", "10.0-", "-max-calls", "1000"}, 2, "near the hardest known: not with"},
	}
	for _, tt := range tests {
		_, stderr, code := runCmd(tt.args, famous[0].board+"\n")
		if code != tt.code || !strings.Contains(stderr, tt.errPart) {
			t.Errorf("run(%q) = exit %d, stderr %q; want exit %d, stderr with %q", tt.args, code, stderr, tt.code, tt.errPart)
		}
	}
}

func TestRunStats(t *testing.T) {
	_, stderr, code := runCmd([]string{"-stats"}, famous[0].board+"\n"+famous[1].board+"\n")
	if code != 0 || !strings.HasPrefix(stderr, "sudoku: 2 boards, 2 solved, 0 failed, ") || !strings.Contains(stderr, "guesses/board") {
		t.Errorf("-stats: exit %d, stderr %q", code, stderr)
	}
}

// randomStream makes n random boards in random forms, as one input.
func randomStream(r *rand.Rand, n int) (string, []Board, []Form) {
	var sb strings.Builder
	boards := make([]Board, n)
	forms := make([]Form, n)
	for i := range boards {
		boards[i] = randomBoard(r, 17+r.Intn(45))
		forms[i] = []Form{formLine, formGrid, formRows}[r.Intn(3)]
		sb.Write(appendBoard(nil, &boards[i], forms[i]))
	}
	return sb.String(), boards, forms
}

// TestStreamMatchesOracle runs random boards in every form, one process
// each and as one stream with several workers, against the oracle.
func TestStreamMatchesOracle(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	r := rand.New(rand.NewSource(2239))
	input, boards, forms := randomStream(r, short(sweep(1500, 150), 150))
	parts := make([]string, len(boards)) // each board's answer alone
	tall := make([]bool, len(boards))
	wantCode := 0
	for i, b := range boards {
		sol, ok, decided := oracle(b, 50_000_000)
		if !decided {
			t.Fatalf("oracle undecided on %v", b)
		}
		tall[i] = forms[i] != formLine
		parts[i] = "no solution\n"
		if ok {
			parts[i] = formatBoard(sol, testForm{tall: tall[i], spaced: forms[i] == formGrid})
		} else {
			wantCode = 1
		}
	}
	want := joinAnswers(parts, tall)
	for _, j := range []string{"1", "2", "3"} {
		stdout, _, code := runCmd([]string{"-j", j}, input)
		if code != wantCode {
			t.Errorf("-j %s: exit %d, want %d", j, code, wantCode)
		}
		compareText(t, "stream -j "+j, stdout, want)
	}
	// One run per board, for the first few.
	for i := 0; i < sweep(60, 20); i++ {
		if got, _, _ := runCmd(nil, string(appendBoard(nil, &boards[i], forms[i]))); got != parts[i] {
			t.Fatalf("board %d alone: got %q, want %q", i+1, got, parts[i])
		}
	}
}

// TestErrorsKeepGoodBoards checks that every error class leaves the boards
// around it answered, and that the exit status is the worst seen.
func TestErrorsKeepGoodBoards(t *testing.T) {
	good := famous[0].board
	var s Solver
	b := mustBoard(t, good)
	sol, _ := s.Solve(&b)
	want := sol.String()
	for _, tt := range []struct {
		name, bad string
		code      int
	}{
		{"letter", strings.Repeat("a", 81), 2},
		{"short line", "123", 2},
		{"long line", strings.Repeat("1", 200), 2},
		{"clash", "11" + strings.Repeat(".", 79), 1},
		{"no solution", "12345678.........9" + strings.Repeat(".", 63), 1},
	} {
		stdout, stderr, code := runCmd([]string{"-j", "1"}, good+"\n"+tt.bad+"\n"+good+"\n")
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		if code != tt.code || len(lines) != 3 || lines[0] != want || lines[2] != want || len(lines[1]) == 81 {
			t.Errorf("%s: exit %d, stdout %q; want exit %d and the good boards answered", tt.name, code, stdout, tt.code)
		}
		if strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "sudoku: ") || !strings.Contains(stderr, "2") {
			t.Errorf("%s: stderr %q, want one line naming board 2", tt.name, stderr)
		}
	}
}

// BenchmarkProcess times the whole process, as a user's shell would see it:
// ./sudoku -j 1 < set, start-up, parsing and printing included.
func BenchmarkProcess(b *testing.B) {
	for _, name := range append([]string{"boj2580"}, dataSets...) {
		b.Run(name, func(b *testing.B) {
			path := dataPath(name)
			if name == "boj2580" {
				path = filepath.Join("testdata", "boj2580.in")
			}
			data, err := os.ReadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			n := 1
			if name != "boj2580" {
				n = bytes.Count(data, []byte("\n"))
			}
			bin := sudokuBin(b)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				f, err := os.Open(path)
				if err != nil {
					b.Fatal(err)
				}
				cmd := exec.Command(bin, "-j", "1")
				cmd.Stdin = f
				if err := cmd.Run(); err != nil {
					b.Fatal(err)
				}
				f.Close()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N*n), "us/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}
