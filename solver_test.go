package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ---------------------------------------------------------------------------
// The oracle: the plain row-major backtracking every user knows. Its first
// solution is by construction the lexicographically first one.

type oracleAnswer struct {
	sol         Board
	ok, decided bool
}

// oracleMemo keeps decided answers: a few famous boards cost the oracle
// seconds each and appear in many tests.
var oracleMemo = map[Board]oracleAnswer{}

// oracle solves b by plain backtracking. It gives up (decided false) after
// budget calls, so random tests can skip boards that defeat it.
func oracle(b Board, budget int) (sol Board, ok, decided bool) {
	if a, hit := oracleMemo[b]; hit {
		return a.sol, a.ok, a.decided
	}
	sol, ok, decided = plainSolve(b, budget)
	if decided {
		oracleMemo[b] = oracleAnswer{sol, ok, decided}
	}
	return sol, ok, decided
}

func plainSolve(b Board, budget int) (sol Board, ok, decided bool) {
	sol, n, decided := backtrack(b, 1, budget)
	return sol, n > 0, decided
}

// backtrack is the plain row-major backtracking: it counts solutions up
// to limit, keeps the first, and gives up (decided false) after budget calls.
func backtrack(b Board, limit, budget int) (first Board, n int, decided bool) {
	if CheckGivens(&b) != nil {
		return first, 0, true
	}
	calls := 0
	var rec func(i int) bool
	rec = func(i int) bool {
		if calls++; calls > budget {
			return true
		}
		for i < 81 && b[i] != 0 {
			i++
		}
		if i == 81 {
			if n++; n == 1 {
				first = b
			}
			return n >= limit
		}
		for d := uint8(1); d <= 9; d++ {
			if fits(&b, i/9, i%9, d) {
				b[i] = d
				if rec(i + 1) {
					return true
				}
			}
		}
		b[i] = 0
		return false
	}
	rec(0)
	return first, n, calls <= budget
}

// fits reports whether d is absent from the row, column and box of (r, c).
func fits(b *Board, r, c int, d uint8) bool {
	for k := 0; k < 9; k++ {
		if b[9*r+k] == d || b[9*k+c] == d {
			return false
		}
	}
	br, bc := r/3*3, c/3*3
	for y := br; y < br+3; y++ {
		for x := bc; x < bc+3; x++ {
			if b[9*y+x] == d {
				return false
			}
		}
	}
	return true
}

// oracleCount counts solutions by plain backtracking, up to limit.
func oracleCount(b Board, limit int) int {
	_, n, _ := backtrack(b, limit, math.MaxInt64)
	return n
}

// validSolution reports why sol is not a solution of puzzle, or "".
// It shares no code with the solver.
func validSolution(puzzle, sol Board) string {
	for i := 0; i < 81; i++ {
		if sol[i] < 1 || sol[i] > 9 {
			return fmt.Sprintf("cell %d holds %d", i, sol[i])
		}
		if puzzle[i] != 0 && puzzle[i] != sol[i] {
			return fmt.Sprintf("cell %d: given %d changed to %d", i, puzzle[i], sol[i])
		}
	}
	for u := 0; u < 27; u++ {
		var seen [10]bool
		for k := 0; k < 9; k++ {
			var i int
			switch u / 9 {
			case 0:
				i = 9*(u%9) + k
			case 1:
				i = 9*k + u%9
			default:
				x := u % 9
				i = 9*(x/3*3+k/3) + x%3*3 + k%3
			}
			if seen[sol[i]] {
				return fmt.Sprintf("unit %d repeats %d", u, sol[i])
			}
			seen[sol[i]] = true
		}
	}
	return ""
}

// ---------------------------------------------------------------------------
// Boards for the tests

func mustBoard(t testing.TB, s string) Board {
	t.Helper()
	var b Board
	s = strings.Join(strings.Fields(s), "")
	if len(s) != 81 {
		t.Fatalf("board %q: %d cells, want 81", s, len(s))
	}
	for i := 0; i < 81; i++ {
		switch c := s[i]; {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			b[i] = c - '0'
		default:
			t.Fatalf("board %q: bad cell %q", s, c)
		}
	}
	return b
}

func (b Board) String() string { return string(AppendBoard(nil, &b, FormLine)[:81]) }

// famous holds hard boards by name: the classic hardest lists, and the one
// built against row-major backtracking.
var famous = []struct{ name, board string }{
	{"anti-backtracking", "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"},
	{"platinum-blonde", ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6..."},
	{"golden-nugget", ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7....."},
	{"easter-monster", "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"},
	{"ai-escargot", "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."},
	{"inkala-2012", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."},
	{"norvig-hardest", ".....6....59.....82....8....45........3........6..3.54...325..6.................."},
	{"blank", strings.Repeat(".", 81)},
}

// randomGrid returns a random complete grid: a fixed pattern with its
// digits, rows within bands, bands, columns within stacks and stacks shuffled.
func randomGrid(r *rand.Rand) Board {
	var b Board
	digits := r.Perm(9)
	rows := shuffledLines(r)
	cols := shuffledLines(r)
	for y := 0; y < 9; y++ {
		for x := 0; x < 9; x++ {
			ry, cx := rows[y], cols[x]
			b[9*y+x] = uint8(digits[(ry%3*3+ry/3+cx)%9] + 1)
		}
	}
	return b
}

func shuffledLines(r *rand.Rand) [9]int {
	var out [9]int
	bands := r.Perm(3)
	for i, band := range bands {
		for j, k := range r.Perm(3) {
			out[3*i+j] = 3*band + k
		}
	}
	return out
}

// randomBoard blanks cells of a random grid, keeping about `givens` clues,
// and sometimes sets one blank to a digit that clashes with no given, which
// often leaves no solution.
func randomBoard(r *rand.Rand, givens int) Board {
	b := randomGrid(r)
	for _, i := range r.Perm(81)[givens:] {
		b[i] = 0
	}
	if r.Intn(4) == 0 {
		for _, i := range r.Perm(81) {
			if b[i] != 0 {
				continue
			}
			for _, d := range r.Perm(9) {
				if fits(&b, i/9, i%9, uint8(d+1)) {
					b[i] = uint8(d + 1)
					return b
				}
			}
		}
	}
	return b
}

// dataSet reads a puzzle file from ../shared/data, skipping when absent.
func dataSet(tb testing.TB, name string, max int) []Board {
	tb.Helper()
	f, err := os.Open(filepath.Join("..", "shared", "data", name))
	if err != nil {
		tb.Skipf("puzzle set not available: %v", err)
	}
	defer f.Close()
	var out []Board
	sc := bufio.NewScanner(f)
	for sc.Scan() && (max <= 0 || len(out) < max) {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			out = append(out, mustBoard(tb, line))
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// ---------------------------------------------------------------------------
// Tests

// tinyBudgets make every attempt give up at once: every fallback runs.
var tinyBudgets = budgets{quick: 1, bound: 1, rounds: 1}

func TestFamousBoards(t *testing.T) {
	for _, f := range famous {
		t.Run(f.name, func(t *testing.T) {
			b := mustBoard(t, f.board)
			var s Solver
			got, ok := s.Solve(&b)
			if s.Guesses > quickBudget+boundBudget {
				t.Errorf("%d guesses: the first two attempts did not finish", s.Guesses)
			}
			var tiny Solver
			if got2, ok2 := tiny.solveWithin(&b, tinyBudgets); got2 != got || ok2 != ok {
				t.Errorf("Solve(%s) with tiny budgets = %v, want %v", f.name, got2, got)
			}
			if !ok {
				t.Fatalf("Solve(%s) found no solution", f.name)
			}
			if msg := validSolution(b, got); msg != "" {
				t.Fatalf("Solve(%s) = %v: %s", f.name, got, msg)
			}
			want, ok, decided := oracle(b, 200_000_000)
			if !decided || !ok {
				t.Fatalf("oracle undecided on %s", f.name)
			}
			if got != want {
				t.Errorf("Solve(%s)\n got %v\nwant %v", f.name, got, want)
			}
		})
	}
}

func TestRandomBoardsMatchOracle(t *testing.T) {
	r := rand.New(rand.NewSource(2580))
	var s Solver
	var tiny Solver // with tinyBudgets
	n, skipped, unsolvable, several := 0, 0, 0, 0
	for n < 4000 {
		b := randomBoard(r, 17+r.Intn(45))
		want, wantOK, decided := oracle(b, 300_000)
		if !decided {
			skipped++
			continue
		}
		n++
		got, ok := s.Solve(&b)
		if ok != wantOK || ok && got != want {
			t.Fatalf("Solve(%v) = %v, %v; oracle says %v, %v", b, got, ok, want, wantOK)
		}
		if got, ok := tiny.solveWithin(&b, tinyBudgets); ok != wantOK || ok && got != want {
			t.Fatalf("Solve(%v) with tiny budgets = %v, %v; oracle says %v, %v", b, got, ok, want, wantOK)
		}
		if c, want := tiny.countWithin(&b, 3, 1), oracleCount(b, 3); c != want {
			t.Fatalf("Count(%v, 3) with tiny budgets = %d, want %d", b, c, want)
		}
		if ok {
			if msg := validSolution(b, got); msg != "" {
				t.Fatalf("Solve(%v) = %v: %s", b, got, msg)
			}
		} else {
			unsolvable++
		}
		if c := s.Count(&b, 2); c != oracleCount(b, 2) {
			t.Fatalf("Count(%v, 2) = %d, oracle says %d", b, c, oracleCount(b, 2))
		} else if c == 2 {
			several++
		}
	}
	t.Logf("%d boards (%d unsolvable, %d with several solutions), %d skipped as too slow for the oracle",
		n, unsolvable, several, skipped)
	if unsolvable < n/20 || several < n/5 {
		t.Errorf("random boards lack variety: %d unsolvable, %d with several solutions", unsolvable, several)
	}
}

// TestBranchAndBound runs the bounded search alone to its end, on random
// boards with one solution, several or none, and on the famous ones: its
// last solution must be the oracle's, the first.
func TestBranchAndBound(t *testing.T) {
	r := rand.New(rand.NewSource(2239))
	var boards []Board
	for _, f := range famous[:len(famous)-1] { // the blank board has too many solutions to bound quickly
		boards = append(boards, mustBoard(t, f.board))
	}
	for len(boards) < 1500 {
		boards = append(boards, randomBoard(r, 20+r.Intn(30)))
	}
	var s Solver
	several, compared := 0, 0
	for _, b := range boards {
		want, wantOK, decided := oracle(b, 200_000)
		if !decided || !s.root.load(&b) || !s.root.propagate() {
			continue
		}
		compared++
		if !s.attempt(bounded, maxInt, 1<<20) {
			t.Fatalf("bounded search of %v ran out of guesses", b)
		}
		if got := s.answer(); s.count > 0 != wantOK || wantOK && got != want {
			t.Fatalf("bounded search of %v: %d solutions, last %v; oracle says %v, %v", b, s.count, got, want, wantOK)
		}
		if s.count > 1 {
			several++
		}
	}
	t.Logf("%d boards compared, %d where the bound found smaller solutions", compared, several)
	if several < compared/10 {
		t.Errorf("only %d of %d boards improved on their first solution: the bound is barely tested", several, compared)
	}
}

func TestCountLimits(t *testing.T) {
	var s Solver
	blank := Board{}
	for _, limit := range []int{1, 2, 5, 100} {
		if got := s.Count(&blank, limit); got != limit {
			t.Errorf("Count(blank, %d) = %d, want %d", limit, got, limit)
		}
	}
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 200; i++ {
		b := randomBoard(r, 25+r.Intn(10))
		if got, want := s.Count(&b, 50), oracleCount(b, 50); got != want {
			t.Fatalf("Count(%v, 50) = %d, want %d", b, got, want)
		}
	}
}

func TestCheckGivens(t *testing.T) {
	tests := []struct {
		board string
		want  string
	}{
		{"11" + strings.Repeat(".", 79), "digit 1 twice in row 1 (r1c1 and r1c2)"},
		{"2" + strings.Repeat(".", 8) + "2" + strings.Repeat(".", 71), "digit 2 twice in column 1 (r1c1 and r2c1)"},
		{"3" + strings.Repeat(".", 9) + "3" + strings.Repeat(".", 70), "digit 3 twice in box 1 (r1c1 and r2c2)"},
		{strings.Repeat(".", 80) + "9", ""},
	}
	for _, tt := range tests {
		b := mustBoard(t, tt.board)
		got := ""
		if c := CheckGivens(&b); c != nil {
			got = c.Error()
		}
		if got != tt.want {
			t.Errorf("CheckGivens(%s) = %q, want %q", tt.board, got, tt.want)
		}
	}
}

func TestDataSetsMatchOracle(t *testing.T) {
	// A slice of each set, checked against the plain backtracking where it
	// can decide quickly, and always by the validity check.
	sets := []string{"puzzles0_kaggle_sample69", "puzzles2_17_clue", "puzzles3_magictour_top1465",
		"puzzles5_forum_hardest_1905_11+", "puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark"}
	var s Solver
	for _, name := range sets {
		t.Run(name, func(t *testing.T) {
			boards := dataSet(t, name, 200)
			compared := 0
			for _, b := range boards {
				got, ok := s.Solve(&b)
				if !ok {
					t.Fatalf("Solve(%v): no solution", b)
				}
				if msg := validSolution(b, got); msg != "" {
					t.Fatalf("Solve(%v) = %v: %s", b, got, msg)
				}
				if want, _, decided := oracle(b, 100_000); decided {
					compared++
					if got != want {
						t.Fatalf("Solve(%v)\n got %v\nwant %v", b, got, want)
					}
				}
			}
			t.Logf("%d boards valid, %d compared with the oracle", len(boards), compared)
		})
	}
}

func ExampleSolver_Solve() {
	var s Solver
	b := Board{
		0, 3, 5, 4, 6, 9, 2, 7, 8,
		7, 8, 2, 1, 0, 5, 6, 0, 9,
		0, 6, 0, 2, 7, 8, 1, 3, 5,
		3, 2, 1, 0, 4, 6, 8, 9, 7,
		8, 0, 4, 9, 1, 3, 5, 0, 6,
		5, 9, 6, 8, 2, 0, 4, 1, 3,
		9, 1, 7, 6, 5, 2, 0, 8, 0,
		6, 0, 3, 7, 0, 1, 9, 5, 2,
		2, 5, 8, 3, 9, 4, 7, 6, 0,
	}
	sol, ok := s.Solve(&b)
	fmt.Println(ok)
	fmt.Print(string(AppendBoard(nil, &sol, FormGrid)))
	// Output:
	// true
	// 1 3 5 4 6 9 2 7 8
	// 7 8 2 1 3 5 6 4 9
	// 4 6 9 2 7 8 1 3 5
	// 3 2 1 5 4 6 8 9 7
	// 8 7 4 9 1 3 5 2 6
	// 5 9 6 8 2 7 4 1 3
	// 9 1 7 6 5 2 3 8 4
	// 6 4 3 7 8 1 9 5 2
	// 2 5 8 3 9 4 7 6 1
}

// ---------------------------------------------------------------------------
// Benchmarks: `make bench`, or go test -run '^$' -bench . -benchtime 3x

// benchSets are the puzzle sets in ../shared/data, easiest first.
var benchSets = []string{
	"puzzles0_kaggle_sample69",
	"puzzles2_17_clue",
	"puzzles3_magictour_top1465",
	"puzzles5_forum_hardest_1905_11+",
	"puzzles6_forum_hardest_1106",
	"puzzles7_serg_benchmark",
}

// benchSolve solves every board b.N times and reports per-puzzle figures.
func benchSolve(b *testing.B, boards []Board) {
	var s Solver
	// Warm up on a few boards first: with -benchtime 3x, a cold first run
	// of a single famous board would otherwise weigh a third.
	for j := 0; j < len(boards) && j < 10; j++ {
		s.Solve(&boards[j])
	}
	s.Guesses = 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j := range boards {
			if _, ok := s.Solve(&boards[j]); !ok {
				b.Fatalf("no solution for %v", boards[j])
			}
		}
	}
	n := float64(b.N * len(boards))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/n, "us/puzzle")
	b.ReportMetric(float64(s.Guesses)/n, "guesses/puzzle")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkSolve(b *testing.B) {
	for _, name := range benchSets {
		b.Run(name, func(b *testing.B) { benchSolve(b, dataSet(b, name, 0)) })
	}
	b.Run("famous", func(b *testing.B) {
		var boards []Board
		for _, f := range famous {
			boards = append(boards, mustBoard(b, f.board))
		}
		benchSolve(b, boards)
	})
}

// BenchmarkFamous times each famous board alone.
func BenchmarkFamous(b *testing.B) {
	for _, f := range famous {
		b.Run(f.name, func(b *testing.B) { benchSolve(b, []Board{mustBoard(b, f.board)}) })
	}
}

// BenchmarkCommand runs the whole command in-process on each set with one
// worker: parsing and printing included, process start-up not.
func BenchmarkCommand(b *testing.B) {
	for _, name := range benchSets {
		b.Run(name, func(b *testing.B) {
			data, err := os.ReadFile(filepath.Join("..", "shared", "data", name))
			if err != nil {
				b.Skipf("puzzle set not available: %v", err)
			}
			n := bytes.Count(data, []byte("\n"))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if code := run([]string{"-j", "1"}, bytes.NewReader(data), io.Discard, io.Discard); code != 0 {
					b.Fatalf("exit %d", code)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/float64(b.N*n), "us/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}

func TestSolveRejectsBadBoards(t *testing.T) {
	var s Solver
	bad := mustBoard(t, famous[0].board)
	bad[0] = 10
	if _, ok := s.Solve(&bad); ok {
		t.Error("Solve accepted a cell holding 10")
	}
	if n := s.Count(&bad, 2); n != 0 {
		t.Errorf("Count of a board with a 10 = %d, want 0", n)
	}
	clash := mustBoard(t, "11"+strings.Repeat(".", 79))
	if _, ok := s.Solve(&clash); ok {
		t.Error("Solve accepted clashing givens")
	}
}
