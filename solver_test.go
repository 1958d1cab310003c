// solver_test.go tests the solver against the oracle, and holds the
// benchmarks (make bench).

package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os"
	"strings"
	"testing"
)

// ---------------------------------------------------------------------------
// Tests (the oracle is oracle_test.go's, the boards helpers_test.go's)

// tinyBudgets make every attempt give up at once: every fallback runs.
var tinyBudgets = budgets{quick: 1, bound: 1, rounds: 1}

func TestFamousBoards(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
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
			// The anti-backtracking board costs the oracle seconds: make
			// test gives it a hundredth of its budget, and -long all of it.
			budget := oracleBudget()
			if !*long {
				budget /= 100
			}
			want, ok, decided := oracle(b, budget)
			if !decided && (testing.Short() || !*long) {
				t.Skipf("the oracle gives up on %s within %d calls (-long: %d)", f.name, budget, oracleBudget())
			}
			if !decided || !ok {
				t.Fatalf("oracle undecided on %s", f.name)
			}
			if got != want {
				t.Errorf("Solve(%s)\n got %v\nwant %v", f.name, got, want)
			}
		})
	}
}

// TestImpossibleBoards: Norvig's "impossible" board (no solution, though
// no givens clash) and relabelled, row- and column-permuted, transposed
// copies of it are proved unsolvable by the Hall check made after
// 2*hallAfter guesses (they are sparse). Guesses are counted, not timed:
// the search alone took 1.39 to 4 million guesses on them.
func TestImpossibleBoards(t *testing.T) {
	for _, v := range impossibleBoards(t, 100) {
		var s Solver
		if _, ok := s.Solve(&v); ok || s.Guesses > 2*hallAfter {
			t.Fatalf("Solve(%v): solved %v after %d guesses", v, ok, s.Guesses)
		}
		var c Solver
		if n := c.Count(&v, 2); n != 0 || c.Guesses > 2*hallAfter {
			t.Fatalf("Count(%v) = %d after %d guesses", v, n, c.Guesses)
		}
	}
}

// impossible is Norvig's board with no solution whose givens clash nowhere.
const impossible = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

// equivalentBoard returns b with its digits relabelled, its rows permuted
// within bands and its bands permuted, likewise columns and stacks, and
// transposed half the time: a board with as many solutions.
func equivalentBoard(r *rand.Rand, b Board) Board {
	digits, rows, cols := r.Perm(9), shuffledLines(r, 3), shuffledLines(r, 3)
	transpose := r.Intn(2) == 1
	var v Board
	for y := 0; y < 9; y++ {
		for x := 0; x < 9; x++ {
			d := b[9*rows[y]+cols[x]]
			if d != 0 {
				d = uint8(digits[d-1] + 1)
			}
			if transpose {
				v[9*x+y] = d
			} else {
				v[9*y+x] = d
			}
		}
	}
	return v
}

func TestRandomBoardsMatchOracle(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	r := rand.New(rand.NewSource(2580))
	var s Solver
	var tiny Solver // with tinyBudgets
	n, skipped, unsolvable, several := 0, 0, 0, 0
	for n < short(sweep(4000, 250), 250) {
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
	t.Parallel() // one of the slower tests, which share the two cores
	r := rand.New(rand.NewSource(2239))
	var boards []Board
	for _, f := range famous[:len(famous)-1] { // the blank board has too many solutions to bound quickly
		boards = append(boards, mustBoard(t, f.board))
	}
	for len(boards) < sweep(1500, short(500, 200)) {
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
		if !s.attempt(&s.root, bounded, maxInt, 1<<20) {
			t.Fatalf("bounded search of %v ran out of guesses", b)
		}
		if got := s.solution(); s.count > 0 != wantOK || wantOK && got != want {
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

// TestWalk gives walk any solution of a board with several as its witness,
// from a search for any solution (most constrained first, seldom the
// first solution): it must walk to the oracle's answer, and leave the
// root as it found it, also when it runs out of guesses.
func TestWalk(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	r := rand.New(rand.NewSource(989))
	var s Solver
	walked, moved, gaveUp := 0, 0, 0
	for walked < sweep(300, 100) {
		b := randomBoard(r, 17+r.Intn(15))
		want, ok, decided := oracle(b, 300_000)
		if !decided || !ok || oracleCount(b, 2) < 2 || !s.root.load(&b) || !s.root.propagate() {
			continue
		}
		walked++
		root := s.root
		s.attempt(&s.root, constrained, 1, maxInt)
		witness := s.solution()
		if witness != want {
			moved++
		}
		if !s.walk(-1) {
			gaveUp++
		}
		if s.root != root {
			t.Fatalf("walk(%v, budget -1) changed the root", b)
		}
		s.attempt(&s.root, constrained, 1, maxInt)
		if !s.walk(1 << 30) {
			t.Fatalf("walk(%v) gave up", b)
		}
		if got := s.solution(); got != want || s.root != root {
			t.Fatalf("walk(%v) from %v = %v, want %v (root changed: %v)", b, witness, got, want, s.root != root)
		}
	}
	t.Logf("%d boards walked, %d from a witness that was not the answer, %d gave up at once (budget -1)", walked, moved, gaveUp)
	if moved < walked/2 || gaveUp < walked/2 {
		t.Errorf("walk barely tested: %d of %d witnesses not the answer, %d gave up", moved, walked, gaveUp)
	}
}

func TestCountLimits(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	var s Solver
	blank := Board{}
	for _, limit := range []int{1, 2, 5, 100} {
		if got := s.Count(&blank, limit); got != limit {
			t.Errorf("Count(blank, %d) = %d, want %d", limit, got, limit)
		}
	}
	r := rand.New(rand.NewSource(3))
	for i := 0; i < sweep(200, short(80, 40)); i++ {
		b := randomBoard(r, 25+r.Intn(10))
		if got, want := s.Count(&b, 50), oracleCount(b, 50); got != want {
			t.Fatalf("Count(%v, 50) = %d, want %d", b, got, want)
		}
	}
}

func TestDataSetsMatchOracle(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	// A slice of each set, checked against the plain backtracking where it
	// can decide quickly, and always by the validity check.
	var s Solver
	for _, name := range dataSets {
		t.Run(name, func(t *testing.T) {
			boards := dataSet(t, name, short(sweep(200, 20), 20))
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
	fmt.Print(string(appendBoard(nil, &sol, formGrid)))
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
	for _, name := range dataSets {
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

// BenchmarkCount counts each board's solutions to 2, as tdoku's harness
// does by default: bench/vstdoku sets it beside tdoku-bench.
func BenchmarkCount(b *testing.B) {
	for _, name := range dataSets {
		b.Run(name, func(b *testing.B) {
			boards := dataSet(b, name, 0)
			var s Solver
			for j := 0; j < len(boards) && j < 10; j++ {
				s.Count(&boards[j], 2)
			}
			s.Guesses = 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for j := range boards {
					s.Count(&boards[j], 2)
				}
			}
			n := float64(b.N * len(boards))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/n, "us/puzzle")
			b.ReportMetric(float64(s.Guesses)/n, "guesses/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
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
	for _, name := range dataSets {
		b.Run(name, func(b *testing.B) {
			data, err := os.ReadFile(dataPath(name))
			if err != nil {
				b.Fatal(err)
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

// TestGivens checks the word-at-a-time reading of a board's cells against
// a plain loop, on boards with every value a byte can hold somewhere.
func TestGivens(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for n := 0; n < 20000; n++ {
		var board Board
		for i := range board {
			if rng.Intn(3) > 0 {
				board[i] = uint8(rng.Intn(10))
			}
		}
		if n%2 == 1 { // one cell out of range
			board[rng.Intn(81)] = uint8(10 + rng.Intn(246))
		}
		var want [3]uint32
		wantOK := true
		for i, v := range board {
			if v != 0 {
				want[i/27] |= 1 << uint(i%27)
			}
			wantOK = wantOK && v <= 9
		}
		got, ok := givens(&board)
		if ok != wantOK || ok && got != want {
			t.Fatalf("givens(%v) = %o, %v; want %o, %v", board, got, ok, want, wantOK)
		}
	}
}
