// gen_test.go tests the problem setter's job: -gen's puzzles checked by
// the oracle (one solution, every clue needed, symmetry cell by cell, the
// same output for the same seed), -against's call counts recounted by
// the oracle's own backtracking, and -verdict against the oracle.

package main

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
)

// genLines runs -gen with flags and returns its puzzles, failing the test
// on any message or a non-zero exit.
func genLines(t *testing.T, flags ...string) []string {
	t.Helper()
	stdout, stderr, code := runCmd(append([]string{"-gen"}, flags...), "")
	if code != 0 || stderr != "" {
		t.Fatalf("-gen %v: exit %d, stderr %q", flags, code, stderr)
	}
	return strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
}

// oracleUnique reports whether the oracle finds exactly one solution.
func oracleUnique(t *testing.T, b Board) bool {
	t.Helper()
	_, n, decided := backtrack(b, 2, oracleBudget())
	if !decided {
		t.Skipf("oracle undecided on %s", b)
	}
	return n == 1
}

// image maps a cell by a -symmetry, written again here.
func image(name string, i int) int {
	r, c := i/9, i%9
	switch name {
	case "rot180":
		r, c = 8-r, 8-c
	case "rot90":
		r, c = c, 8-r
	case "mirror":
		c = 8 - c
	case "diagonal":
		r, c = c, r
	}
	return 9*r + c
}

func TestGenUniqueMinimalSymmetric(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	for _, sym := range []string{"none", "rot180", "rot90", "mirror", "diagonal"} {
		minimal := "-minimal"
		if sym == "rot90" { // minimal rot90 puzzles take a thousand grids
			minimal = "-seed=7"
		}
		lines := genLines(t, strconv.Itoa(short(8, 3)), "-seed", "7", "-symmetry", sym, minimal)
		for _, line := range lines {
			b := mustBoard(t, line)
			if !oracleUnique(t, b) {
				t.Errorf("%s: %s has several solutions", sym, line)
			}
			for i, v := range b {
				if (v == 0) != (b[image(sym, i)] == 0) {
					t.Errorf("%s: %s: cell %d and its image %d differ", sym, line, i, image(sym, i))
				}
				if v == 0 {
					continue
				}
				b[i] = 0
				if minimal == "-minimal" && oracleUnique(t, b) {
					t.Errorf("%s: %s: clue %d can go", sym, line, i)
				}
				b[i] = v
			}
		}
	}
}

func TestGenSameSeed(t *testing.T) {
	a := genLines(t, "40", "-seed", "3", "-j", "1")
	b := genLines(t, "40", "-seed", "3", "-j", "2")
	c := genLines(t, "40", "-seed", "4", "-j", "2")
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Errorf("-seed 3: -j 1 and -j 2 differ")
	}
	if strings.Join(a, "\n") == strings.Join(c, "\n") {
		t.Errorf("-seed 3 and -seed 4 give the same puzzles")
	}
	if len(a) != 40 {
		t.Errorf("-gen 40: %d lines", len(a))
	}
}

func TestGenCluesAndSeveral(t *testing.T) {
	for _, line := range genLines(t, "5", "-clues", "28", "-symmetry", "rot180") {
		if n := 81 - strings.Count(line, "."); n != 28 {
			t.Errorf("-clues 28: %s has %d clues", line, n)
		}
		if !oracleUnique(t, mustBoard(t, line)) {
			t.Errorf("-clues 28: %s has several solutions", line)
		}
	}
	for _, line := range genLines(t, "5", "-several") {
		b := mustBoard(t, line)
		if n := 81 - strings.Count(line, "."); n != 30 {
			t.Errorf("-several: %s has %d clues, want 30", line, n)
		}
		if _, n, _ := backtrack(b, 2, oracleBudget()); n != 2 {
			t.Errorf("-several: %s has %d solutions", line, n)
		}
	}
	_, stderr, code := runCmd([]string{"-gen", "1", "-clues", "12"}, "")
	if code != 1 || !strings.Contains(stderr, "-clues 12 out of reach") {
		t.Errorf("-clues 12: exit %d, stderr %q", code, stderr)
	}
}

// TestGenFormats feeds puzzles made in judges' formats back to the
// same format: each must read and solve.
func TestGenFormats(t *testing.T) {
	for _, p := range []string{"boj2580", "poj2676", "poj3074", "pe96", "hdu1426"} {
		puzzles, stderr, code := runCmd([]string{"-gen", "3", "-format", p}, "")
		if code != 0 || stderr != "" {
			t.Fatalf("-gen -format %s: exit %d, %s", p, code, stderr)
		}
		_, stderr, code = runCmd([]string{"-format", p}, puzzles)
		if code != 0 || stderr != "" {
			t.Errorf("-format %s: its generated puzzles read back: exit %d, %s\n%s", p, code, stderr, puzzles)
		}
	}
}

// TestGenAgainst runs a short -against search, recounts the calls with
// the oracle, and replays the search with -moves.
func TestGenAgainst(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no search against row-major")
	}
	lines := genLines(t, "1", "-against", "rowmajor", "-time", "100ms", "-stats", "-seed", "4")
	f := strings.Fields(lines[0])
	if len(f) != 4 || f[2] != "-moves" {
		t.Fatalf("-stats line %q: want a puzzle, a count and -moves N", lines[0])
	}
	b := mustBoard(t, f[0])
	want, _ := strconv.Atoi(f[1])
	if _, n, _ := plainBacktrack(3, b[:], 2, 1<<40); n != 1 {
		t.Errorf("%s: %d solutions", f[0], n)
	}
	if _, _, calls := plainBacktrack(3, b[:], 1, 1<<40); calls != want || calls < 1000 {
		t.Errorf("%s: printed %d calls, the oracle counts %d", f[0], want, calls)
	}
	again := genLines(t, "1", "-against", "rowmajor", "-moves", f[3], "-stats", "-seed", "4", "-j", "2")
	if again[0] != lines[0] {
		t.Errorf("-moves %s: %q, want %q", f[3], again[0], lines[0])
	}
}

// TestRowMajorCalls compares the generator's call counter with the
// oracle's on famous and random boards, unsolvable ones included.
func TestRowMajorCalls(t *testing.T) {
	var boards []Board
	for _, line := range genLines(t, "30", "-seed", "9") {
		b := mustBoard(t, line)
		boards = append(boards, b)
		// One blank set to a digit that clashes with no given: most
		// such boards have no solution.
		for i, v := range b {
			if v == 0 {
				sol, _, _ := oracle(b, oracleBudget())
				b[i] = sol[i]%9 + 1
				if !givensClash(b) {
					boards = append(boards, b)
				}
				break
			}
		}
	}
	const budget = 3_000_000
	for _, b := range boards {
		_, _, want := plainBacktrack(3, b[:], 1, budget)
		got, done := rowMajorCalls(&b, budget+1, time.Time{})
		if want > budget && (got != budget+1 || done) || want <= budget && (got != want || !done) {
			t.Errorf("%s: %d calls (done %v), the oracle makes %d", b, got, done, want)
		}
	}
}

func TestVerdict(t *testing.T) {
	puzzles := genLines(t, "4", "-seed", "11")
	var in strings.Builder
	var want []string
	for _, line := range puzzles {
		b := mustBoard(t, line)
		sol, _, _ := oracle(b, oracleBudget())
		blank := strings.IndexByte(line, '.')
		b[blank] = sol[blank] // one clue too many: which can go?
		in.WriteString(b.String() + "\n")
		var spare []string
		for i, v := range b {
			if v == 0 {
				continue
			}
			b[i] = 0
			if oracleUnique(t, b) {
				spare = append(spare, fmt.Sprintf("r%dc%d", i/9+1, i%9+1))
			}
			b[i] = v
		}
		switch len(spare) {
		case 0:
			want = append(want, "unique minimal")
		case 1:
			want = append(want, "unique, clue "+spare[0]+" can go")
		default:
			want = append(want, "unique, clues "+strings.Join(spare, " ")+" can go")
		}
		in.WriteString(line + "\n")
		want = append(want, "unique minimal")
	}
	in.WriteString(strings.Repeat(".", 81) + "\n" + impossible + "\n")
	want = append(want, "several", "none")
	stdout, stderr, code := runCmd([]string{"-verdict", "-minimal"}, in.String())
	compareText(t, "-verdict -minimal", stdout, strings.Join(want, "\n")+"\n")
	if code != 0 || stderr != "" {
		t.Errorf("-verdict: exit %d, stderr %q", code, stderr)
	}
}

// BenchmarkGen reports the generator's throughput by option, one core.
func BenchmarkGen(b *testing.B) {
	for _, flags := range [][]string{
		{},
		{"-symmetry", "rot180"},
		{"-symmetry", "rot180", "-minimal"},
		{"-clues", "24"},
		{"-several"},
	} {
		n := 1000
		if len(flags) == 3 { // symmetric and minimal: rare, a hundred will do
			n = 100
		}
		b.Run(strings.Join(append([]string{"gen"}, flags...), ""), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				args := append([]string{"-gen", strconv.Itoa(n), "-j", "1", "-seed", strconv.Itoa(i + 1)}, flags...)
				_, stderr, code := runCmd(args, "")
				if code != 0 {
					b.Fatalf("exit %d: %s", code, stderr)
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// TestModeFlags checks that a mode's flags without the mode, and two
// modes at once, are usage errors.
func TestModeFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"-first"}, "-first goes with -check"},
		{[]string{"-seed", "3"}, "-seed goes with -gen"},
		{[]string{"-minimal"}, "-minimal goes with -verdict or -gen"},
		{[]string{"-verdict", "-symmetry", "rot90"}, "-symmetry goes with -gen"},
		{[]string{"-verdict", "-gen", "2"}, "go alone"},
		{[]string{"-gen", "2", "-check", "x"}, "go alone"},
		{[]string{"-gen", "2", "-symmetry", "spiral"}, "-symmetry spiral: want none"},
		{[]string{"-gen", "2", "-against", "dlx"}, "-against dlx: want rowmajor"},
		{[]string{"-gen", "2", "-format", "poj3076"}, "-gen makes 9x9 puzzles"},
		{[]string{"-gen", "2", "-against", "rowmajor", "-clues", "20"}, "not with -symmetry or -clues"},
		{[]string{"-verdict", "-moves", "3"}, "-moves goes with -gen"},
		{[]string{"-gen", "0"}, "-gen must be at least 1"},
		{[]string{"-strict"}, "-strict goes with -judge"},
		{[]string{"-judge", "cms", "-points", "-format", "boj2580"}, "-points goes with -judge testlib"},
		{[]string{"-judge", "cms", "a", "b", "c"}, "-judge needs -format"},
		{[]string{"-judge", "spoj", "-format", "boj2580"}, "-judge spoj: no such system"},
		{[]string{"-judge", "cms", "-check", "x", "-format", "boj2580"}, "-judge and -check go apart"},
		{[]string{"-judge", "cms", "-gen", "2", "-format", "boj2580"}, "go alone"},
		{[]string{"-gen", "-3"}, "-gen must be at least 1"},
	} {
		_, stderr, code := runCmd(tt.args, "")
		if code != 2 || !strings.Contains(stderr, tt.err) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tt.args, code, stderr, tt.err)
		}
	}
}
