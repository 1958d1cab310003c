package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden and *.err from the current output (never the inputs)")

// runCmd runs the command in-process on input with the given flags.
func runCmd(args []string, input string) (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(input), &out, &errb)
	return out.String(), errb.String(), code
}

// goldenCase is one testdata/NAME.in, with the flags in NAME.args if any.
type goldenCase struct {
	base, input string
	args        []string
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

// TestGolden runs every golden case through the command in-process, and
// checks every answer printed against the oracle.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases(t) {
		t.Run(filepath.Base(c.base), func(t *testing.T) {
			stdout, stderr, code := runCmd(c.args, c.input)
			c.check(t, stdout, stderr, code)
			if len(c.args) == 0 {
				checkAnswers(t, c.input, stdout)
			}
		})
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t *testing.T, name, text string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// compareText reports the first line where got and want differ.
func compareText(t *testing.T, file, got, want string) {
	t.Helper()
	if got == want {
		return
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			t.Errorf("%s:%d: got %q, want %q (run with -update to accept)", file, i+1, gl, wl)
			return
		}
	}
}

// checkAnswers pairs each board of input with its answer in output and
// checks every printed solution: valid, givens kept, and the oracle's.
func checkAnswers(t *testing.T, input, output string) {
	t.Helper()
	checkAnswersBudget(t, input, output, 200_000_000)
}

// checkAnswersBudget is checkAnswers with the oracle limited to budget
// calls per board; boards it cannot decide are checked for validity only.
// It walks the output by the layout the README promises: per board, a
// blank line if it or the board before came in a 9-line form, then one
// marker line, or the solution in the board's form.
func checkAnswersBudget(t *testing.T, input, output string, budget int) {
	t.Helper()
	lines := strings.SplitAfter(output, "\n")
	if lines[len(lines)-1] != "" {
		t.Fatalf("output does not end in a newline: %q", output)
	}
	lines = lines[:len(lines)-1]
	sc := NewScanner(strings.NewReader(input), "input", solutions())
	at, prevTall, num := 0, false, 0
	take := func(n int) string {
		if at+n > len(lines) {
			t.Fatalf("board %d: output ends early (line %d of %d)", num, at+n, len(lines))
		}
		at += n
		return strings.Join(lines[at-n:at], "")
	}
	for sc.Scan() {
		rec := sc.Record()
		num++
		if num > 1 && (rec.Tall || prevTall) {
			if blank := take(1); blank != "\n" {
				t.Fatalf("board %d: got %q, want a blank line", num, blank)
			}
		}
		prevTall = rec.Tall
		if at < len(lines) && (lines[at] == "no solution\n" || lines[at] == "bad input\n") {
			marker := take(1)
			if rec.Err != nil && marker != "bad input\n" || rec.Err == nil && marker != "no solution\n" {
				t.Errorf("board %d: got %q (error: %v)", num, marker, rec.Err)
			}
			if rec.Err == nil && CheckGivens(&rec.Board) == nil {
				if _, ok, decided := oracle(rec.Board, budget); decided && ok {
					t.Errorf("board %d: got %q, the oracle finds a solution", num, marker)
				}
			}
			continue
		}
		got := take(strings.Count(string(AppendBoard(nil, &rec.Board, rec.Form)), "\n"))
		if rec.Err != nil {
			t.Fatalf("board %d: got %q for bad input (%v)", num, got, rec.Err)
		}
		sol := mustBoard(t, strings.NewReplacer("|", "", "-", "", "+", "").Replace(got))
		if want := string(AppendBoard(nil, &sol, rec.Form)); got != want {
			t.Errorf("board %d: got %q, want it in form %d: %q", num, got, rec.Form, want)
		}
		if msg := validSolution(rec.Board, sol); msg != "" {
			t.Errorf("board %d: answer %v is wrong: %s", num, sol, msg)
		}
		if want, ok, decided := oracle(rec.Board, budget); decided && ok && want != sol {
			t.Errorf("board %d: got %v, want %v (the oracle's)", num, sol, want)
		}
	}
	if at != len(lines) {
		t.Errorf("%d output lines left after the last board: %q", len(lines)-at, lines[at])
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
		forms[i] = []Form{FormLine, FormGrid, FormRows}[r.Intn(3)]
		sb.Write(AppendBoard(nil, &boards[i], forms[i]))
	}
	return sb.String(), boards, forms
}

// TestStreamMatchesOracle runs random boards in every form, one process
// each and as one stream with several workers, against the oracle.
func TestStreamMatchesOracle(t *testing.T) {
	r := rand.New(rand.NewSource(2239))
	input, boards, forms := randomStream(r, 1500)
	var want strings.Builder
	parts := make([]string, len(boards)) // each board's answer alone
	wantCode := 0
	for i, b := range boards {
		if i > 0 && (forms[i] != FormLine || forms[i-1] != FormLine) {
			want.WriteString("\n")
		}
		sol, ok, decided := oracle(b, 50_000_000)
		if !decided {
			t.Fatalf("oracle undecided on %v", b)
		}
		parts[i] = "no solution\n"
		if ok {
			parts[i] = string(AppendBoard(nil, &sol, forms[i]))
		} else {
			wantCode = 1
		}
		want.WriteString(parts[i])
	}
	for _, j := range []string{"1", "2", "3"} {
		stdout, _, code := runCmd([]string{"-j", j}, input)
		if code != wantCode {
			t.Errorf("-j %s: exit %d, want %d", j, code, wantCode)
		}
		compareText(t, "stream -j "+j, stdout, want.String())
	}
	// One run per board, for the first few.
	for i := 0; i < 60; i++ {
		if got, _, _ := runCmd(nil, string(AppendBoard(nil, &boards[i], forms[i]))); got != parts[i] {
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
	bin := buildBinary(b)
	for _, name := range append([]string{"boj2580"}, benchSets...) {
		b.Run(name, func(b *testing.B) {
			path := filepath.Join("..", "shared", "data", name)
			if name == "boj2580" {
				path = filepath.Join("testdata", "boj2580.in")
			}
			data, err := os.ReadFile(path)
			if err != nil {
				b.Skipf("puzzle set not available: %v", err)
			}
			n := 1
			if name != "boj2580" {
				n = bytes.Count(data, []byte("\n"))
			}
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
