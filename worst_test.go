// worst_test.go measures the 9x9 solver on the boards that cost it most:
// families built to be hard, generated deterministically, each with the
// time a board of it should take at most (BenchmarkWorst reports it beside
// the slowest board). No test bounds these times yet: the impossible
// family is still over 100 times its budget (TestImpossibleBoards bounds
// its guesses instead).

package main

import (
	"math/rand"
	"testing"
	"time"
)

// worstFamily is a family of boards, how many to make, and the time each
// should take at most, solving and counting.
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
		if b[i] = d; CheckGivens(&b) == nil {
			out = append(out, b)
		}
	}
	return out
}

// worstRun solves and counts (to 2) each board, and returns the slowest
// board's time, and the mean and most guesses.
func worstRun(boards []Board) (worst time.Duration, meanGuesses float64, maxGuesses int) {
	var s Solver
	for _, b := range boards {
		start, before := time.Now(), s.Guesses
		s.Solve(&b)
		s.Count(&b, 2)
		if d := time.Since(start); d > worst {
			worst = d
		}
		if g := s.Guesses - before; g > maxGuesses {
			maxGuesses = g
		}
	}
	return worst, float64(s.Guesses) / float64(len(boards)), maxGuesses
}

// BenchmarkWorst reports, per family, µs per board (solving and counting
// to 2), the slowest board, and guesses; compare max-µs with the budget in
// worstFamilies.
func BenchmarkWorst(b *testing.B) {
	for _, f := range worstFamilies {
		b.Run(f.name, func(b *testing.B) {
			boards := f.boards(b, f.n)
			b.ResetTimer()
			var worst time.Duration
			var mean float64
			var most int
			for i := 0; i < b.N; i++ {
				w, m, g := worstRun(boards)
				if w > worst {
					worst = w
				}
				mean, most = m, g
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(boards)), "µs/board")
			b.ReportMetric(float64(worst.Microseconds()), "max-µs")
			b.ReportMetric(float64(f.budget.Microseconds()), "budget-µs")
			b.ReportMetric(mean, "guesses/board")
			b.ReportMetric(float64(most), "max-guesses")
			b.ReportMetric(0, "ns/op")
		})
	}
}
