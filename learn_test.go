// learn_test.go tests the clause-learning solver (learn.go) against the
// plain backtracking oracle on 4x4 boards, against the 9x9 solver and the
// general solver's own search on larger ones, and the general solver's
// hand-over to it.

package main

import (
	"fmt"
	"math/rand"
	"os"
	"testing"
)

// TestLearner4x4 compares the learner's answer with the oracle's on random
// 4x4 boards of every number of givens, unsolvable and clashing ones
// included.
func TestLearner4x4(t *testing.T) {
	var l clauseLearner
	sh := newShape(2)
	r := rand.New(rand.NewSource(44))
	for k := 0; k < short(3000, 500); k++ {
		cells := randomBoardN(r, 2, r.Intn(17))
		if k%10 == 0 { // a clash: a given copied to a peer
			i, j := r.Intn(16), r.Intn(16)
			if cells[i] != 0 && i != j && (i/4 == j/4 || i%4 == j%4) {
				cells[j] = cells[i]
			}
		}
		got, ok := l.solve(sh, cells)
		want, count, _ := backtrackN(2, cells, 1, 1<<30)
		if ok != (count > 0) || ok && fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("%v:\nlearner %v %v\noracle  %v %v", cells, got, ok, want, count > 0)
		}
	}
}

// TestLearnerLarger compares the learner's answer with the 9x9 solver's on
// random 9x9 boards and the first boards of the hard public sets, and with
// the general solver's search (no learning) on 16x16 and 25x25 boards.
func TestLearnerLarger(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	var l clauseLearner
	var fast Solver
	nine := newShape(3)
	r := rand.New(rand.NewSource(45))
	var boards []Board
	for k := 0; k < short(400, 100); k++ {
		boards = append(boards, randomBoard(r, 17+r.Intn(40)))
	}
	for _, name := range []string{"puzzles3_magictour_top1465", "puzzles6_forum_hardest_1106"} {
		if _, err := os.Stat(dataPath(name)); err == nil {
			boards = append(boards, dataSet(t, name, short(100, 20))...)
		}
	}
	for _, b := range boards {
		want, wok := fast.Solve(&b)
		got, ok := l.solve(nine, b[:])
		if ok != wok || ok && fmt.Sprint(got) != fmt.Sprint(want[:]) {
			t.Fatalf("%v: learner %v %v, Solver %v %v", b, got, ok, want, wok)
		}
	}
	var s general // no fallback: its own search only
	for _, tc := range []struct{ n, boards, low, high int }{{4, short(60, 12), 40, 70}, {5, short(4, 1), 55, 65}} {
		sh, size := newShape(tc.n), tc.n*tc.n*tc.n*tc.n
		for k := 0; k < tc.boards; k++ {
			cells := randomBoardN(r, tc.n, size*(tc.low+r.Intn(tc.high-tc.low))/100)
			want, wok := s.Solve(tc.n, cells)
			got, ok := l.solve(sh, cells)
			if ok != wok || ok && fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("n=%d %v:\nlearner %v %v\nsearch  %v %v", tc.n, cells, got, ok, want, wok)
			}
		}
	}
}

// TestLearnerCount compares the learner's counts with the oracle's on
// random 4x4 boards (every solution, up to the 288 grids of the empty
// board) and with the general solver's search on 16x16 boards.
func TestLearnerCount(t *testing.T) {
	t.Parallel()
	var l clauseLearner
	r := rand.New(rand.NewSource(47))
	sh := newShape(2)
	for k := 0; k < short(1000, 200); k++ {
		cells := randomBoardN(r, 2, r.Intn(17))
		limit := 1 + r.Intn(300)
		_, want, _ := backtrackN(2, cells, limit, 1<<30)
		if got := l.count(sh, cells, limit); got != want {
			t.Fatalf("%v: learner counts %d of at most %d, oracle %d", cells, got, limit, want)
		}
	}
	var s general // no fallback: its own search only
	sh = newShape(4)
	for k := 0; k < short(40, 8); k++ {
		cells := randomBoardN(r, 4, 100+r.Intn(120))
		if got, want := l.count(sh, cells, 3), s.Count(4, cells, 3); got != want {
			t.Fatalf("%v: learner counts %d, search %d", cells, got, want)
		}
	}
}

// handCounter is a boardLearner that counts the boards handed to it.
type handCounter struct {
	boardLearner
	solves, counts int
}

func (h *handCounter) solve(sh *shape, cells []uint8) ([]uint8, bool) {
	h.solves++
	return h.boardLearner.solve(sh, cells)
}

func (h *handCounter) count(sh *shape, cells []uint8, limit int) int {
	h.counts++
	return h.boardLearner.count(sh, cells, limit)
}

// TestLearnAfter checks the general solver's hand-over (learnAfter): with
// budgets of one guess most boards reach it, and every answer and count
// must still be the oracle's.
func TestLearnAfter(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	s := newLearningGeneral().(*general)
	h := &handCounter{boardLearner: s.learner}
	s.learner = h
	r := rand.New(rand.NewSource(46))
	for k := 0; k < sweep(300, 60); k++ {
		n := 2 + k%2*2 // 4x4 and 16x16
		size := n * n * n * n
		cells := randomBoardN(r, n, size/3+r.Intn(size/3))
		checkGeneral(t, s, n, cells, budgets{1, 1, 1}, 200_000)
	}
	if h.solves < sweep(60, 10) {
		t.Errorf("only %d boards handed to the learner to solve", h.solves)
	}
	t.Logf("boards handed to the learner: %d to solve, %d to count", h.solves, h.counts)
}

// TestUnique25 solves testdata/unique25.txt, a 25x25 board with one
// solution and 45% given (made by removing cells from a solved grid while
// one solution stayed), which the rounds took 52 s and 1,388,581 guesses
// to solve and 535,779 to count before clause learning; solved and
// counted, it must now take under 100 times 60,000 guesses and conflicts
// (55,345 when written: 28,782 and 26,563).
func TestUnique25(t *testing.T) {
	longOnly(t, "solves the 25x25 board, seconds")
	t.Parallel() // one of the slow tests, which share the two cores
	n, cells := unique25(t)
	s := newLearningGeneral().(*general)
	got, ok := s.Solve(n, cells)
	if !ok {
		t.Fatal("no solution")
	}
	if msg := validSolutionN(n, cells, got); msg != "" {
		t.Fatalf("answer %v: %s", got, msg)
	}
	if c := s.Count(n, cells, 2); c != 1 {
		t.Errorf("Count = %d, want 1", c)
	}
	if s.Guesses > 100*60_000 {
		t.Errorf("%d guesses and conflicts", s.Guesses)
	}
	t.Logf("%d guesses and conflicts, solved and counted", s.Guesses)
}

// unique25 reads testdata/unique25.txt, a board in UVa 989's form.
func unique25(tb testing.TB) (n int, cells []uint8) {
	boards := readJudgeInput(tb, judgeSpecs["uva989"], readFile(tb, "testdata/unique25.txt"))
	if len(boards) != 1 || len(boards[0].cells) != 625 {
		tb.Fatalf("testdata/unique25.txt: want one 25x25 board")
	}
	return boards[0].n, boards[0].cells
}
