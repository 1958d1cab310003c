// general_test.go tests the solver for other sizes (general.go) against
// the plain backtracking oracle, and benchmarks it.

package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// checkGeneral compares the general solver's answer and count for one
// board with the oracle's (when it decides within budget), and checks
// every answer against the rules.
func checkGeneral(t *testing.T, s *general, n int, cells []uint8, start budgets, budget int) (decided bool) {
	t.Helper()
	got, ok := s.solveWithin(n, cells, start)
	if ok {
		if msg := validSolutionN(n, cells, got); msg != "" {
			t.Fatalf("n=%d %v: answer %v: %s", n, cells, got, msg)
		}
	}
	want, count, decided := backtrackN(n, cells, 2, budget)
	if !decided {
		return false
	}
	if ok != (count > 0) || ok && fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("n=%d %v:\ngot  %v %v\nwant %v %v", n, cells, got, ok, want, count > 0)
	}
	if c := s.Count(n, cells, 2); c != count {
		t.Fatalf("n=%d %v: Count(2) = %d, oracle %d", n, cells, c, count)
	}
	return true
}

// TestGeneral4x4 checks 4x4 boards: every count of the empty board up to
// past the 288 grids, and random boards of every number of givens, with
// the normal budgets and with budgets of one guess (every fallback round).
func TestGeneral4x4(t *testing.T) {
	t.Parallel()
	var s general
	empty := make([]uint8, 16)
	for _, limit := range []int{1, 2, 100, 288, 289, 1000} {
		want := limit
		if want > 288 {
			want = 288
		}
		if got := s.Count(2, empty, limit); got != want {
			t.Errorf("Count(empty 4x4, %d) = %d, want %d", limit, got, want)
		}
	}
	r := rand.New(rand.NewSource(4))
	for k := 0; k < short(3000, 500); k++ {
		cells := randomBoardN(r, 2, r.Intn(17))
		start := budgets{quickBudget, boundBudget, roundsBudget}
		if k%2 == 1 {
			start = budgets{1, 1, 1}
		}
		checkGeneral(t, &s, 2, cells, start, 1<<30)
		want, all, _ := backtrackN(2, cells, 1000, 1<<30)
		_ = want
		if got := s.Count(2, cells, 1000); got != all {
			t.Fatalf("%v: Count = %d, oracle %d", cells, got, all)
		}
	}
}

// TestGeneral16x16 checks random 16x16 boards from solved grids with cells
// removed: half given (the judges' kind, unique or nearly), fewer (many
// solutions), some made unsolvable; against the oracle where it finishes.
func TestGeneral16x16(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	var s general
	r := rand.New(rand.NewSource(16))
	decided := 0
	boards := sweep(200, short(50, 40))
	for k := 0; k < boards; k++ {
		givens := 256 - r.Intn(200)
		if k%3 == 0 {
			givens = 100 + r.Intn(60)
		}
		start := budgets{quickBudget, boundBudget, roundsBudget}
		if k%4 == 3 {
			start = budgets{1, 1, 1}
		}
		if checkGeneral(t, &s, 4, randomBoardN(r, 4, givens), start, 200_000) {
			decided++
		}
	}
	t.Logf("%d of %d boards decided by the oracle", decided, boards)
	if decided < boards/3 {
		t.Errorf("the oracle decided only %d of %d boards", decided, boards)
	}
}

// TestGeneralOtherSizes checks 1x1, 9x9 (against the 9x9 solver, which
// shares no search code with it, only the unit matching of matching.go)
// and 25x25 boards, and bad boards.
func TestGeneralOtherSizes(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	var s general
	if got, ok := s.Solve(1, []uint8{0}); !ok || got[0] != 1 {
		t.Errorf("1x1 blank: %v %v", got, ok)
	}
	if _, ok := s.Solve(1, []uint8{2}); ok {
		t.Errorf("1x1 holding 2: solved")
	}
	var fast Solver
	r := rand.New(rand.NewSource(9))
	for k := 0; k < sweep(500, short(200, 100)); k++ {
		b := randomBoard(r, 17+r.Intn(40))
		want, wok := fast.Solve(&b)
		got, ok := s.Solve(3, b[:])
		if ok != wok || ok && fmt.Sprint(got) != fmt.Sprint(want[:]) {
			t.Fatalf("%v: general %v %v, Solver %v %v", b, got, ok, want, wok)
		}
		if c, w := s.Count(3, b[:], 3), fast.Count(&b, 3); c != w {
			t.Fatalf("%v: general counts %d, Solver %d", b, c, w)
		}
	}
	for k := 0; k < sweep(6, 2); k++ {
		cells := randomBoardN(r, 5, 625*60/100)
		checkGeneral(t, &s, 5, cells, budgets{quickBudget, boundBudget, roundsBudget}, 1_000_000)
	}
	for _, bad := range [][]uint8{make([]uint8, 15), {5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}} {
		if _, ok := s.Solve(2, bad); ok {
			t.Errorf("Solve(%v) succeeded", bad)
		}
		if c := s.Count(2, bad, 2); c != 0 {
			t.Errorf("Count(%v) = %d", bad, c)
		}
	}
}

// TestGeneralWalk walks boards from one of their first 200 solutions in
// row-major order, as Solve walks from a solution of branch and bound's
// once its first attempts give up (which the small boards of the other
// tests seldom reach), and checks the answer against the oracle's first
// solution, from solutions that are not the first (at least half the
// walks) and from the first itself.
func TestGeneralWalk(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	var s general
	r := rand.New(rand.NewSource(7))
	walks, moved, want := 0, 0, sweep(60, short(30, 15))
	for k := 0; walks < want && k < 100*want; k++ {
		n := 2 + k%3
		size := n * n * n * n
		cells := randomBoardN(r, n, size/5+r.Intn(size*2/5))
		first, from, count, calls := backtrackLast(n, cells, 1+r.Intn(200), 200_000)
		if count == 0 || calls > 200_000 || !s.load(n, cells) {
			continue
		}
		for i, v := range from {
			s.best[i] = v - 1
		}
		s.walk()
		walks++
		if count > 1 {
			moved++
		}
		got := make([]uint8, len(s.best))
		for i, d := range s.best {
			got[i] = d + 1
		}
		if fmt.Sprint(got) != fmt.Sprint(first) {
			t.Fatalf("n=%d %v: walk from %v gives %v, want %v", n, cells, from, got, first)
		}
	}
	if walks < want || moved < walks/2 {
		t.Errorf("%d boards walked, %d from a solution that is not the first", walks, moved)
	}
}

// TestGeneralCosts bounds the work on boards users build (empty,
// clashing, unsolvable, many solutions) at 100 times the budgets in the
// README, so a blow-up fails here and slowness shows in the benchmarks.
func TestGeneralCosts(t *testing.T) {
	var s general
	r := rand.New(rand.NewSource(25))
	for _, n := range []int{2, 4} {
		size := n * n * n * n
		boards := [][]uint8{make([]uint8, size)}
		for k := 0; k < 20; k++ {
			boards = append(boards, randomBoardN(r, n, r.Intn(size)))
		}
		for _, cells := range boards {
			start := time.Now()
			s.Solve(n, cells)
			s.Count(n, cells, 2)
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("n=%d %v: %v", n, cells, d)
			}
		}
	}
}

// BenchmarkGeneral reports µs and guesses per board, and the worst board,
// for 16x16 boards with half the cells given (the judges' kind: 5 ms
// each at most), 40% or 25%, and 25x25 boards with 60%, 55%, 50% or 25%
// given.
func BenchmarkGeneral(b *testing.B) {
	benchGeneral(b, []generalSet{{4, 50, 200}, {4, 40, 100}, {4, 25, 100}, {5, 60, 10}, {5, 55, 4}, {5, 50, 4}, {5, 25, 10}}, 0)
}

var (
	hard    = flag.Bool("hard", false, "BenchmarkGeneralHard: run the 25x25 boards with 45% given")
	hardOut = flag.String("hardout", "", "BenchmarkGeneralHard: append the 25x25 boards of its seeds to this file, for ref/cadical_walk.cpp")
)

// BenchmarkGeneralHard times 25x25 boards with 45% given, one by one,
// giving up on a board after a minute, then 80 more and 80 more again
// (benchSeeds: the second 80 were held out while the solver's choices were
// tuned, to check them), and testdata/unique25.txt, solved and counted (its
// guesses include the learner's conflicts): go test -run '^$' -bench
// GeneralHard -benchtime 1x -hard -v, which logs each board's time, guesses
// and answer's FNV-1a hash (-hardout FILE also writes the 160 boards, for
// ref/cadical_walk.cpp). make bench runs it once (about a minute).
func BenchmarkGeneralHard(b *testing.B) {
	if !*hard {
		b.Skip("needs -hard")
	}
	benchGeneral(b, []generalSet{{5, 45, 4}}, time.Minute)
	b.Run("25x25-45%-seeds1-20", benchSeeds(1, 20))
	b.Run("25x25-45%-seeds21-40", benchSeeds(21, 40))
	b.Run("unique25", func(b *testing.B) {
		n, cells := unique25(b)
		s := newLearningGeneral().(*general)
		for i := 0; i < b.N; i++ {
			if _, ok := s.Solve(n, cells); !ok || s.Count(n, cells, 2) != 1 {
				b.Fatal("not solved, or not one solution")
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/board")
		b.ReportMetric(float64(s.Guesses)/float64(b.N), "guesses/board")
		b.ReportMetric(0, "ns/op")
	})
}

// benchSeeds returns a benchmark that solves 25x25 boards with 45% given,
// four from each of the seeds first to last, each with a fresh solver and
// no time limit (the slowest takes seconds), and reports the
// geometric means of their guesses (and conflicts) and times, and how
// many took under 50 ms: the figures of NOTES.md since "A weight per
// cell".
func benchSeeds(first, last int64) func(b *testing.B) {
	return func(b *testing.B) {
		var boards [][]uint8
		for seed := first; seed <= last; seed++ {
			boards = append(boards, blankedGrids(rand.New(rand.NewSource(seed)), generalSet{5, 45, 4})...)
		}
		if *hardOut != "" {
			appendBoards(b, *hardOut, first, boards)
		}
		for i := 0; i < b.N; i++ {
			logGuesses, logMs, under := 0.0, 0.0, 0
			for k, cells := range boards {
				s := newLearningGeneral().(*general)
				start := time.Now()
				answer, ok := s.Solve(5, cells)
				if !ok {
					b.Fatalf("no solution: %v", cells)
				}
				d := time.Since(start)
				h := fnv.New64a()
				h.Write(answer)
				b.Logf("seed %d board %d: %v, %d guesses, answer %016x", first+int64(k/4), k%4, d, s.Guesses, h.Sum64())
				logGuesses += math.Log(float64(s.Guesses + 1))
				logMs += math.Log(d.Seconds() * 1000)
				if d < 50*time.Millisecond {
					under++
				}
			}
			n := float64(len(boards))
			b.ReportMetric(math.Exp(logGuesses/n)-1, "gmean-guesses")
			b.ReportMetric(math.Exp(logMs/n), "gmean-ms")
			b.ReportMetric(float64(under), "under-50ms")
			b.ReportMetric(0, "ns/op")
		}
	}
}

// appendBoards appends boards, four from each seed from first on, to the
// file at path, one a line: "seed/board", then the cells (0 blank), for
// ref/cadical_walk.cpp.
func appendBoards(b *testing.B, path string, first int64, boards [][]uint8) {
	var sb strings.Builder
	for k, cells := range boards {
		fmt.Fprintf(&sb, "%d/%d", first+int64(k/4), k%4)
		for _, c := range cells {
			fmt.Fprintf(&sb, " %d", c)
		}
		sb.WriteByte('\n')
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err == nil {
		_, err = f.WriteString(sb.String())
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		b.Fatal(err)
	}
}

// generalSet is boards of box size n made from random solved grids with
// all but percent of the cells blanked at random.
type generalSet struct{ n, percent, boards int }

// blankedGrids makes the set's boards with r.
func blankedGrids(r *rand.Rand, tc generalSet) [][]uint8 {
	size := tc.n * tc.n * tc.n * tc.n
	var boards [][]uint8
	for k := 0; k < tc.boards; k++ {
		cells := randomGridN(r, tc.n)
		for _, i := range r.Perm(size)[size*tc.percent/100:] {
			cells[i] = 0
		}
		boards = append(boards, cells)
	}
	return boards
}

// benchGeneral times each set's boards; with a limit it gives up on a
// board after that long, and logs each board's time and guesses.
func benchGeneral(b *testing.B, sets []generalSet, limit time.Duration) {
	for _, tc := range sets {
		size := tc.n * tc.n * tc.n * tc.n
		boards := blankedGrids(rand.New(rand.NewSource(int64(size+tc.percent))), tc)
		b.Run(fmt.Sprintf("%dx%d-%d%%", tc.n*tc.n, tc.n*tc.n, tc.percent), func(b *testing.B) {
			s := newLearningGeneral().(*general)
			var worst time.Duration
			over, guesses := 0, 0 // boards given up on; guesses of the others
			for i := 0; i < b.N; i++ {
				for k, cells := range boards {
					start := time.Now()
					if limit > 0 {
						made, ok := solveFor(tc.n, cells, limit)
						if !ok {
							b.Logf("board %d: over %v", k, limit)
							over++
							continue
						}
						guesses += made
						b.Logf("board %d: %v, %d guesses", k, time.Since(start), made)
					} else {
						before := s.Guesses
						if _, ok := s.Solve(tc.n, cells); !ok {
							b.Fatalf("no solution: %v", cells)
						}
						guesses += s.Guesses - before
					}
					if d := time.Since(start); d > worst {
						worst = d
					}
				}
			}
			total := float64(b.N * len(boards))
			b.ReportMetric(float64(b.Elapsed().Microseconds())/total, "µs/board")
			b.ReportMetric(float64(worst.Microseconds()), "max-µs")
			b.ReportMetric(float64(guesses)/total, "guesses/board")
			b.ReportMetric(0, "ns/op")
			if limit > 0 {
				b.ReportMetric(float64(over), "given-up") // in the mean time, not in max or guesses
			}
		})
	}
}

// solveFor solves a board with a solver of its own and returns its
// guesses, or false if it finds no solution within limit.
func solveFor(n int, cells []uint8, limit time.Duration) (int, bool) {
	done := make(chan int, 1)
	go func() {
		s := newLearningGeneral().(*general)
		if _, ok := s.Solve(n, cells); ok {
			done <- s.Guesses
		}
	}()
	select {
	case guesses := <-done:
		return guesses, true
	case <-time.After(limit):
		return 0, false
	}
}

// TestShape checks each box size's geometry against the rules written
// plainly: a cell's peers, in order, are the other cells of its row,
// column or box; the units are the rows, the columns and the boxes, their
// cells in row-major order; a cell's places in its units hold it; and
// locked, for every unit and many places masks (every one for n <= 2),
// names the units that the locked candidates rule removes from.
func TestShape(t *testing.T) {
	t.Parallel()
	for n := 1; n <= maxBox; n++ {
		sh := newShape(n)
		side := n * n
		where := func(i int16) (r, c, box int) {
			r, c = int(i)/side, int(i)%side
			return r, c, r/n*n + c/n
		}
		for i := 0; i < sh.size; i++ {
			var want []int16
			r, c, box := where(int16(i))
			for j := 0; j < sh.size; j++ {
				rj, cj, boxj := where(int16(j))
				if j != i && (rj == r || cj == c || boxj == box) {
					want = append(want, int16(j))
				}
			}
			if fmt.Sprint(sh.peers[i]) != fmt.Sprint(want) {
				t.Fatalf("n=%d: peers of %d are %v, want %v", n, i, sh.peers[i], want)
			}
		}
		for u := range sh.units {
			var want []int16
			for j := 0; j < sh.size; j++ {
				r, c, box := where(int16(j))
				if []int{r, side + c, 2*side + box}[u/side] == u {
					want = append(want, int16(j))
				}
			}
			if fmt.Sprint(sh.units[u]) != fmt.Sprint(want) {
				t.Fatalf("n=%d: unit %d is %v, want %v", n, u, sh.units[u], want)
			}
		}
		for i := 0; i < sh.size; i++ {
			for k, u := range sh.unitsOf[i] {
				if sh.units[u][sh.at[i][k]] != int16(i) {
					t.Fatalf("n=%d: cell %d is not at %d in unit %d", n, i, sh.at[i][k], u)
				}
			}
		}
		r := rand.New(rand.NewSource(int64(n)))
		for u := range sh.units {
			for try := 0; try < 2000; try++ {
				m := uint32(r.Int63()) & sh.full
				if try < 1<<uint(side) {
					m = uint32(try)
				} else if try%2 == 0 { // within where u crosses a unit of another kind
					i := sh.units[u][r.Intn(side)]
					v := sh.unitsOf[i][r.Intn(3)]
					var cross uint32
					for p, j := range sh.units[u] {
						if sh.unitsOf[j][0] == v || sh.unitsOf[j][1] == v || sh.unitsOf[j][2] == v {
							cross |= 1 << uint(p)
						}
					}
					m &= cross
				}
				if m&(m-1) == 0 {
					continue
				}
				checkLocked(t, sh, u, m, where)
			}
		}
	}
}

// checkLocked checks shape.locked for the places m of unit u against the
// rule written plainly: the places' cells, when they share another unit
// (a line's, a box; a box's, a row or a column), lock the symbol there,
// and the places kept are that unit's cells inside u.
func checkLocked(t *testing.T, sh *shape, u int, m uint32, where func(int16) (r, c, box int)) {
	t.Helper()
	var cells []int16
	for p, i := range sh.units[u] {
		if m>>uint(p)&1 != 0 {
			cells = append(cells, i)
		}
	}
	var want []lock
	for v := range sh.units {
		if v/sh.side == u/sh.side || (u < 2*sh.side) == (v < 2*sh.side) {
			continue // same kind, or line and line
		}
		in := func(i int16) bool {
			r, c, box := where(i)
			return []int{r, sh.side + c, 2*sh.side + box}[v/sh.side] == v
		}
		all := true
		for _, i := range cells {
			all = all && in(i)
		}
		if !all {
			continue
		}
		l := lock{unit: v}
		for p, i := range sh.units[v] {
			for _, j := range sh.units[u] {
				if i == j {
					l.keep |= 1 << uint(p)
				}
			}
		}
		want = append(want, l)
	}
	var got []lock
	for _, l := range sh.locked(u, m) {
		if l.unit >= 0 {
			got = append(got, l)
		}
	}
	sort.Slice(got, func(a, b int) bool { return got[a].unit < got[b].unit })
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("n=%d: unit %d, places %b: locked %v, want %v", sh.n, u, m, got, want)
	}
}

// TestPlaces checks the general solver's places masks against its cell
// masks, read plainly, after loading random boards of each size and after
// random placements propagated from them: bit p of the places of unit u
// and symbol d is set iff the unit's p-th cell has d as a candidate or
// holds it.
func TestPlaces(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for _, tc := range []generalSet{{2, 25, 20}, {4, 40, 10}, {5, 45, 4}, {5, 25, 4}} {
		for _, cells := range blankedGrids(r, tc) {
			s := newGeneral().(*general)
			if !s.load(tc.n, cells) {
				t.Fatalf("n=%d: %v does not load", tc.n, cells)
			}
			checkPlaces(t, s, s.root, "the root")
			for try := 0; try < 20; try++ {
				g := s.node(1)
				copy(g, s.root)
				var empty []int
				for i := 0; i < s.sh.size; i++ {
					if g[i]&placed == 0 {
						empty = append(empty, i)
					}
				}
				if len(empty) == 0 {
					break
				}
				i := empty[r.Intn(len(empty))]
				var ds []int
				for d := 0; d < s.sh.side; d++ {
					if g[i]>>uint(d)&1 != 0 {
						ds = append(ds, d)
					}
				}
				d := ds[r.Intn(len(ds))]
				if s.place(g, i, d) && s.propagate(g) {
					checkPlaces(t, s, g, fmt.Sprintf("symbol %d placed in cell %d", d+1, i))
				}
				s.mark(0)
			}
		}
	}
}

// checkPlaces checks node g's places masks against its cell masks.
func checkPlaces(t *testing.T, s *general, g []uint32, what string) {
	t.Helper()
	side, size := s.sh.side, s.sh.size
	for u := 0; u < 3*side; u++ {
		k, n := u%side, s.sh.n // row k, column k or box k
		for d := 0; d < side; d++ {
			var want uint32
			for p := 0; p < side; p++ {
				i := k*side + p // its p-th cell
				switch u / side {
				case 1:
					i = p*side + k
				case 2:
					i = (k/n*n+p/n)*side + k%n*n + p%n
				}
				if g[i]>>uint(d)&1 != 0 {
					want |= 1 << uint(p)
				}
			}
			if got := g[size+u*side+d]; got != want {
				t.Fatalf("n=%d, %s: unit %d, symbol %d: places %b, want %b", s.sh.n, what, u, d+1, got, want)
			}
		}
	}
}

var boardsFile = flag.String("boards", "", "BenchmarkBoardsFile: the boards to solve, a line each: n, then the n^4 cells (0 blank), as ref/dlx.cpp reads them")

// BenchmarkBoardsFile solves (or with -count-boards counts to 2) the
// boards of -boards with one solver, its tables built before the clock
// starts, and reports µs per board: bench/vsdlx's side of the comparison
// with ref/dlx.cpp.
func BenchmarkBoardsFile(b *testing.B) {
	if *boardsFile == "" {
		b.Skip("needs -boards FILE")
	}
	type board struct {
		n     int
		cells []uint8
	}
	var boards []board
	for _, line := range strings.Split(strings.TrimSpace(readFile(b, *boardsFile)), "\n") {
		f := strings.Fields(line)
		n, _ := strconv.Atoi(f[0])
		cells := make([]uint8, len(f)-1)
		for i, tok := range f[1:] {
			v, _ := strconv.Atoi(tok)
			cells[i] = uint8(v)
		}
		boards = append(boards, board{n, cells})
	}
	s := newLearningGeneral().(*general)
	s.Count(boards[0].n, make([]uint8, len(boards[0].cells)), 1) // the size's tables
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, bd := range boards {
			if *countBoards {
				s.Count(bd.n, bd.cells, 2)
			} else if _, ok := s.Solve(bd.n, bd.cells); !ok {
				b.Fatalf("no solution: %v", bd.cells)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(boards)), "µs/board")
	b.ReportMetric(0, "ns/op")
}

var countBoards = flag.Bool("count-boards", false, "BenchmarkBoardsFile: count each board's solutions to 2 instead of solving")
