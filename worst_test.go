// worst_test.go measures the 9x9 solver on the boards that cost it most:
// families built to be hard, generated deterministically, each with the
// time a board of it should take at most (BenchmarkWorst reports it beside
// the slowest board), and fails when a board takes over 100 times that
// (TestWorstBounds: a bound that catches blow-ups, not a timing test).

package main

import (
	"math/rand"
	"testing"
	"time"
)

// worstFamily is a family of boards, how many to make, and the time each
// should take at most to solve, and to count to 2.
type worstFamily struct {
	name   string
	n      int
	budget time.Duration
	boards func(tb testing.TB, n int) []Board
}

var worstFamilies = []worstFamily{
	{"impossible", 100, 50 * time.Microsecond, impossibleBoards},
	{"clues11-19", 3000, time.Millisecond, fewClueBoards},
	{"one-wrong-digit", 300, time.Millisecond, oneWrongDigitBoards},
}

// impossibleBoards returns Norvig's impossible board and copies of it
// relabelled, permuted and transposed.
func impossibleBoards(tb testing.TB, n int) []Board {
	b := mustBoard(tb, impossible)
	r := rand.New(rand.NewSource(15))
	out := []Board{b}
	for len(out) < n {
		out = append(out, equivalentBoard(r, b))
	}
	return out
}

// fewClueBoards returns random boards with 11 to 19 givens (some with a
// blank set to a digit that clashes with no given).
func fewClueBoards(tb testing.TB, n int) []Board {
	r := rand.New(rand.NewSource(1119))
	out := make([]Board, n)
	for i := range out {
		out[i] = randomBoard(r, 11+r.Intn(9))
	}
	return out
}

// oneWrongDigitBoards returns boards of the 1905 set with one blank set to
// a digit that is not its answer's and clashes with no given (most then
// have no solution); it skips without the set.
func oneWrongDigitBoards(tb testing.TB, n int) []Board {
	set := dataSet(tb, "puzzles5_forum_hardest_1905_11+", 0)
	r := rand.New(rand.NewSource(1905))
	var s Solver
	var out []Board
	for len(out) < n {
		b := set[r.Intn(len(set))]
		want, _ := s.Solve(&b)
		i, d := r.Intn(81), uint8(1+r.Intn(9))
		if b[i] != 0 || d == want[i] {
			continue
		}
		if b[i] = d; checkGivens(&b) == nil {
			out = append(out, b)
		}
	}
	return out
}

// TestWorstBounds fails when a board of a worst family takes over 100
// times its family's budget to solve, or to count to 2: the best of three
// tries, so that a pause of the machine cannot fail it.
func TestWorstBounds(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	for _, f := range worstFamilies {
		f := f
		t.Run(f.name, func(t *testing.T) {
			var s Solver
			for _, b := range f.boards(t, short(f.n, f.n/10)) {
				b := b
				solve := bestOf3(func() { s.Solve(&b) })
				count := bestOf3(func() { s.Count(&b, 2) })
				if solve > 100*f.budget || count > 100*f.budget {
					t.Errorf("%s: solving %v, counting %v: over 100 times the budget of %v", b, solve, count, f.budget)
				}
			}
		})
	}
}

// bestOf3 returns the shortest of three runs of f.
func bestOf3(f func()) time.Duration {
	best := time.Duration(1<<63 - 1)
	for i := 0; i < 3; i++ {
		start := time.Now()
		f()
		if d := time.Since(start); d < best {
			best = d
		}
	}
	return best
}

// worstRun solves and counts (to 2) each board, adds the time of each of
// the two to total, keeps in best each board's shortest time for each so
// far, and returns the mean and most guesses of a board, solved and
// counted.
func worstRun(boards []Board, total *[2]time.Duration, best [][2]time.Duration) (meanGuesses float64, maxGuesses int) {
	var s Solver
	for i, b := range boards {
		before := s.Guesses
		for k, run := range [2]func(){func() { s.Solve(&b) }, func() { s.Count(&b, 2) }} {
			start := time.Now()
			run()
			d := time.Since(start)
			if total[k] += d; best[i][k] == 0 || d < best[i][k] {
				best[i][k] = d
			}
		}
		if g := s.Guesses - before; g > maxGuesses {
			maxGuesses = g
		}
	}
	return float64(s.Guesses) / float64(len(boards)), maxGuesses
}

// BenchmarkWorst reports, per family and per public set (where every
// board should take under 1 ms), solving and counting (to 2) apart, µs per
// board and the slowest board's time, taken as its best of b.N runs (so
// that a pause of the machine does not count; make bench runs 3), and
// guesses, solved and counted; compare the slowest with the budget.
func BenchmarkWorst(b *testing.B) {
	for _, f := range worstFamilies {
		f := f
		b.Run(f.name, func(b *testing.B) { benchWorst(b, f.boards(b, f.n), f.budget) })
	}
	for _, name := range dataSets {
		name := name
		b.Run(name, func(b *testing.B) { benchWorst(b, dataSet(b, name, 0), time.Millisecond) })
	}
}

func benchWorst(b *testing.B, boards []Board, budget time.Duration) {
	best := make([][2]time.Duration, len(boards))
	b.ResetTimer()
	var total, worst [2]time.Duration
	var mean float64
	var most int
	for i := 0; i < b.N; i++ {
		mean, most = worstRun(boards, &total, best)
	}
	for _, t := range best {
		for k := range t {
			if t[k] > worst[k] {
				worst[k] = t[k]
			}
		}
	}
	per := float64(b.N*len(boards)) * 1e3 // ns to µs, per board
	b.ReportMetric(float64(total[0].Nanoseconds())/per, "solve-µs/board")
	b.ReportMetric(float64(total[1].Nanoseconds())/per, "count-µs/board")
	b.ReportMetric(float64(worst[0].Microseconds()), "max-solve-µs")
	b.ReportMetric(float64(worst[1].Microseconds()), "max-count-µs")
	b.ReportMetric(float64(budget.Microseconds()), "budget-µs")
	b.ReportMetric(mean, "guesses/board")
	b.ReportMetric(float64(most), "max-guesses")
	b.ReportMetric(0, "ns/op")
}
