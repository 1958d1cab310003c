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

	"sudoku/rate"
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
		lines := genLines(t, strconv.Itoa(sweep(8, 2)), "-seed", "7", "-symmetry", sym, minimal)
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
	t.Parallel()
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
	t.Parallel() // one of the slower tests, which share the two cores
	if testing.Short() {
		t.Skip("-short: no search against row-major")
	}
	puzzle, calls, moves := genStats(t, "1", "-against", "rowmajor", "-time", "100ms", "-stats", "-seed", "4")
	b := mustBoard(t, puzzle)
	if _, n, _ := plainBacktrack(3, b[:], 2, 1<<40); n != 1 {
		t.Errorf("%s: %d solutions", puzzle, n)
	}
	if _, _, want := plainBacktrack(3, b[:], 1, 1<<40); calls != want || calls < 1000 {
		t.Errorf("%s: printed %d calls, the oracle counts %d", puzzle, calls, want)
	}
	again, _, _ := genStats(t, "1", "-against", "rowmajor", "-moves", strconv.Itoa(moves), "-stats", "-seed", "4", "-j", "2")
	if again != puzzle {
		t.Errorf("-moves %d: %q, want %q", moves, again, puzzle)
	}
}

// genStats runs -gen for one puzzle with -stats and returns it, and the
// calls and -moves its line on stderr gives.
func genStats(t *testing.T, flags ...string) (puzzle string, calls, moves int) {
	t.Helper()
	stdout, stderr, code := runCmd(append([]string{"-gen"}, flags...), "")
	if _, err := fmt.Sscanf(stderr, "sudoku: puzzle 1: %d row-major calls (-moves %d)\n", &calls, &moves); err != nil || code != 0 {
		t.Fatalf("-gen %v: exit %d, stderr %q: want a -stats line (%v)", flags, code, stderr, err)
	}
	return strings.TrimSpace(stdout), calls, moves
}

// TestRowMajorCalls compares the generator's call counter with the
// oracle's on famous and random boards, unsolvable ones included.
func TestRowMajorCalls(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
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
		got, done := rowMajorCalls(3, b[:], budget+1, time.Time{})
		if want > budget && (got != budget+1 || done) || want <= budget && (got != want || !done) {
			t.Errorf("%s: %d calls (done %v), the oracle makes %d", b, got, done, want)
		}
	}
}

func TestVerdict(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
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
		{[]string{"-verdict", "-gen", "2"}, "-verdict and -gen go apart"},
		{[]string{"-gen", "2", "-check", "x"}, "-check and -gen go apart"},
		{[]string{"-gen", "2", "-symmetry", "spiral"}, "-symmetry spiral: want none"},
		{[]string{"-gen", "2", "-against", "dlx"}, "-against dlx: want rowmajor"},
		{[]string{"-gen", "2", "-format", "poj3076", "-box", "3"}, "-box 3: -format poj3076 reads boards of box size 4"},
		{[]string{"-gen", "2", "-box", "6"}, "-box must be 2-5"},
		{[]string{"-gen", "2", "-against", "rowmajor", "-clues", "20"}, "not with -symmetry, -clues"},
		{[]string{"-gen", "2", "-moves", "0"}, "-moves must be at least 1"},
		{[]string{"-gen", "2", "-count"}, "-count does not go with -gen"},
		{[]string{"-gen", "2", "-clues", "0"}, "-clues 0 is the empty board"},
		{[]string{"-gen", "2", "-several", "-minimal"}, "-minimal makes puzzles with one solution"},
		{[]string{"-gen", "2", "-test", "3"}, "-test must be 1-2"},
		{[]string{"-gen", "2", "-max-calls", "5", "-min-calls", "9"}, "the least first"},
		{[]string{"-gen", "2", "-format", "uva989", "-box", "4", "-max-calls", "9"}, "-max-calls bound 9x9"},
		{[]string{"-gen", "2", "-box", "4"}, "-format uva989 takes every size"},
		{[]string{"-gen", "2", "-format", "leetcode36"}, "not -format leetcode36"},
		{[]string{"-out", "x"}, "-out goes with -gen"},
		{[]string{"-gen", "2", "-unique"}, "-unique goes with -validate"},
		{[]string{"-gen", "2", "-calls"}, "-calls goes with -verdict"},
		{[]string{"-validate", "-format", "boj2580", "-judge", "kattis", "-strict"}, "not -validate"},
		{[]string{"-verdict", "-moves", "3"}, "-moves goes with -gen"},
		{[]string{"-gen", "0"}, "-gen must be at least 1"},
		{[]string{"-strict"}, "-strict goes with -judge"},
		{[]string{"-judge", "cms", "-points", "-format", "boj2580"}, "-points goes with -judge testlib or kattis"},
		{[]string{"-judge", "cms", "a", "b", "c"}, "-judge needs -format"},
		{[]string{"-judge", "spoj", "-format", "boj2580"}, "-judge spoj: no such system"},
		{[]string{"-judge", "cms", "-check", "x", "-format", "boj2580"}, "-check and -judge go apart"},
		{[]string{"-judge", "cms", "-gen", "2", "-format", "boj2580"}, "-judge and -gen go apart"},
		{[]string{"-gen", "-3"}, "-gen must be at least 1"},
	} {
		_, stderr, code := runCmd(tt.args, "")
		if code != 2 || !strings.Contains(stderr, tt.err) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tt.args, code, stderr, tt.err)
		}
	}
}

// TestGenCallBounds checks -max-calls and -min-calls with the oracle's
// own count of the reference algorithm's calls, and -verdict -calls'
// counts likewise.
func TestGenCallBounds(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	for _, tt := range []struct {
		flag     string
		min, max int
	}{{"-max-calls", 0, 5000}, {"-min-calls", 300_000, 0}} {
		bound := tt.max + tt.min
		lines := genLines(t, "4", "-seed", "bounds", tt.flag, strconv.Itoa(bound))
		verdicts, stderr, code := runCmd([]string{"-verdict", "-calls"}, strings.Join(lines, "\n")+"\n")
		if code != 0 || stderr != "" {
			t.Fatalf("-verdict -calls: exit %d, %s", code, stderr)
		}
		for k, line := range lines {
			b := mustBoard(t, line)
			_, _, calls := plainBacktrack(3, b[:], 1, 1<<40)
			if tt.max > 0 && calls > tt.max || calls < tt.min {
				t.Errorf("%s %d: %s takes %d calls", tt.flag, bound, line, calls)
			}
			if want := fmt.Sprintf("unique, %d calls", calls); strings.Split(verdicts, "\n")[k] != want {
				t.Errorf("-verdict -calls: %q, want %q", strings.Split(verdicts, "\n")[k], want)
			}
		}
	}
}

// TestGenTests writes tests with -out under several presets and sizes:
// each test's answer is what the command answers its input with, each
// puzzle has the solutions asked for (the dancing links count them),
// -test K writes test K byte for byte again, a text seed and its number
// seed are told apart, and a number seed is the number.
func TestGenTests(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	for _, tt := range []struct {
		format string
		flags  []string
		box    int
		want   int // solutions: 1, or 2 for several
	}{
		{"boj2580", nil, 3, 1},
		{"kattis-sudokunique", []string{"-several"}, 3, 2},
		{"pe96", []string{"-symmetry", "rot180"}, 3, 1},
		{"poj3076", nil, 4, 1},
		{"uva989", []string{"-box", "5"}, 5, 1},
		{"uva989", []string{"-box", "2"}, 2, 1},
	} {
		dir := t.TempDir()
		args := append([]string{"-gen", "3", "-format", tt.format, "-seed", "setter's seed", "-out", dir}, tt.flags...)
		if _, stderr, code := runCmd(args, ""); code != 0 || stderr != "" {
			t.Fatalf("%v: exit %d, %s", args, code, stderr)
		}
		for k := 1; k <= 3; k++ {
			in, ans := readFile(t, fmt.Sprintf("%s/%02d.in", dir, k)), readFile(t, fmt.Sprintf("%s/%02d.ans", dir, k))
			got, stderr, _ := runCmd([]string{"-format", tt.format}, in)
			if got != ans || stderr != "" {
				t.Errorf("%s test %d: the answer file differs from the command's answer (%s)", tt.format, k, stderr)
			}
			cells := gridCells(t, in, tt.box)
			if n, _ := dlxCount(tt.box, cells, 3); tt.want == 1 && n != 1 || tt.want == 2 && n < 2 {
				t.Errorf("%s test %d: %d solutions, want %d", tt.format, k, n, tt.want)
			}
		}
		again := t.TempDir()
		if _, stderr, code := runCmd(append(args[:len(args):len(args)], "-test", "2", "-out", again), ""); code != 0 {
			t.Fatalf("-test 2: exit %d, %s", code, stderr)
		}
		for _, ext := range []string{".in", ".ans"} {
			if readFile(t, again+"/02"+ext) != readFile(t, dir+"/02"+ext) {
				t.Errorf("%s: -test 2 wrote another 02%s", tt.format, ext)
			}
		}
	}
	if a, b := genLines(t, "2", "-seed", "7"), genLines(t, "2", "-seed", "07x"); strings.Join(a, "") == strings.Join(b, "") {
		t.Errorf("-seed 7 and -seed 07x give the same puzzles")
	}
}

// gridCells reads the cells of the one board in a test's input: its
// numbers or letters in order, past a count or size line, blanks as 0.
func gridCells(t *testing.T, in string, box int) []uint8 {
	t.Helper()
	side := box * box
	var cells []uint8
	for _, line := range strings.Split(in, "\n") {
		f := strings.Fields(line)
		if len(f) == 1 && len(f[0]) != side || len(f) == 0 || strings.HasPrefix(line, "Grid") {
			continue // a count, size, label or blank line
		}
		if len(f) == 1 {
			f = strings.Split(f[0], "")
		}
		for _, tok := range f {
			v, err := strconv.Atoi(tok)
			switch {
			case len(tok) == 1 && tok[0] >= 'A' && tok[0] <= 'Y':
				v = int(tok[0]-'A') + 1
			case err != nil:
				v = 0
			}
			cells = append(cells, uint8(v))
		}
	}
	if len(cells) != side*side {
		t.Fatalf("%d cells in %q, want %d", len(cells), in, side*side)
	}
	return cells
}

// TestGenRating: -gen -rating makes puzzles with one solution (the
// oracle's count) whose rating lies in the bounds asked (the rater's,
// which package rate's tests hold to serate's), the same ones again for the same
// seed, and takes the bank's bucket names.
func TestGenRating(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	for _, tt := range []struct {
		rating string
		lo, hi int // in tenths; hi 0 for no upper bound
	}{{"4.0-5.6", 40, 56}, {"medium", 15, 24}, {"2.6", 26, 26}, {"diabolical", 50, 0}} {
		args := []string{"-gen", "4", "-rating", tt.rating, "-seed", "rating"}
		out, stderr, code := runCmd(args, "")
		again, _, _ := runCmd(args, "")
		if code != 0 || out != again {
			t.Fatalf("%v: exit %d, stderr %q; the same output twice: %v", args, code, stderr, out == again)
		}
		for _, line := range strings.Fields(out) {
			b := mustBoard(t, line)
			if _, count, decided := backtrackN(3, b[:], 2, oracleBudget()); decided && count != 1 {
				t.Errorf("-rating %s: %s has %d solutions", tt.rating, line, count)
			}
			rt, err := rate.Rate((*rate.Grid)(&b))
			if err != nil || int(rt.ER) < tt.lo || tt.hi != 0 && int(rt.ER) > tt.hi {
				t.Errorf("-rating %s: %s rates %v (%v)", tt.rating, line, rt, err)
			}
		}
	}
}

// TestGenRatingVariant: -gen -rating under a variant makes puzzles with
// one solution under its rules (the variant oracle's count) whose rating
// under it lies in the bounds asked.
func TestGenRatingVariant(t *testing.T) {
	for _, tt := range []struct {
		name string
		v    rate.Variant
	}{{"windoku", rate.Variant{Windows: true}}, {"latin", rate.Variant{Latin: true}}} {
		args := []string{"-gen", "2", "-variant", tt.name, "-rating", "2.9-4.5", "-seed", "4"}
		out, stderr, code := runCmd(args, "")
		if code != 0 || len(strings.Fields(out)) != 2 {
			t.Fatalf("%v: exit %d, stderr %q, out %q", args, code, stderr, out)
		}
		tr := newTestRules(tt.name)
		for _, line := range strings.Fields(out) {
			b := mustBoard(t, line)
			if _, count, decided := variantBacktrack(tr, b[:], 2, oracleBudget()); decided && count != 1 {
				t.Errorf("%s has %d solutions under %s", line, count, tt.name)
			}
			r := rate.Rater{Variant: tt.v}
			rt, err := r.Rate((*rate.Grid)(&b))
			if err != nil || rt.ER < 29 || rt.ER > 45 {
				t.Errorf("-rating 2.9-4.5 -variant %s: %s rates %v (%v)", tt.name, line, rt, err)
			}
		}
	}
}
