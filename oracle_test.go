// oracle_test.go holds the oracle: the reference algorithm (plain
// row-major backtracking, plainBacktrack) that every answer is checked
// against, for every size, and the exact-cover counter that decides the
// boards it gives up on (coverCount). Neither shares code with the
// solvers.

package main

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand"
	"sync"
	"testing"
)

// oracleAnswer is what the oracle decided of a board.
type oracleAnswer struct {
	sol         Board
	ok, decided bool
}

// oracleMemo keeps decided answers: a few famous boards cost the oracle
// seconds each and appear in many tests, some of them parallel (hence the
// lock).
var oracleMemo = struct {
	sync.Mutex
	m map[Board]oracleAnswer
}{m: map[Board]oracleAnswer{}}

// oracle solves b by plain backtracking. It gives up (decided false) after
// budget calls, so random tests can skip boards that defeat it.
func oracle(b Board, budget int) (sol Board, ok, decided bool) {
	oracleMemo.Lock()
	a, hit := oracleMemo.m[b]
	oracleMemo.Unlock()
	if hit {
		return a.sol, a.ok, a.decided
	}
	sol, ok, decided = plainSolve(b, budget)
	if decided {
		oracleMemo.Lock()
		oracleMemo.m[b] = oracleAnswer{sol, ok, decided}
		oracleMemo.Unlock()
	}
	return sol, ok, decided
}

func plainSolve(b Board, budget int) (sol Board, ok, decided bool) {
	sol, n, decided := backtrack(b, 1, budget)
	return sol, n > 0, decided
}

// backtrack is the plain row-major backtracking on a 9x9 board: it counts
// solutions up to limit, keeps the first, and gives up (decided false)
// after budget calls.
func backtrack(b Board, limit, budget int) (first Board, n int, decided bool) {
	sol, n, decided := backtrackN(3, b[:], limit, budget)
	copy(first[:], sol)
	return first, n, decided
}

// backtrackN is backtrack for a board of any box size n, cells row by row.
func backtrackN(n int, cells []uint8, limit, budget int) (first []uint8, count int, decided bool) {
	first, count, calls := plainBacktrack(n, cells, limit, budget)
	return first, count, calls <= budget
}

// plainBacktrack is the reference algorithm (README, "How it works": cells
// in row-major order, digits 1 to 9, the first that fits), counting
// solutions up to limit and its own calls, up to budget+1. Clashing givens
// cost it no call.
func plainBacktrack(n int, cells []uint8, limit, budget int) (first []uint8, count, calls int) {
	first, _, count, calls = backtrackLast(n, cells, limit, budget)
	return first, count, calls
}

// backtrackLast is plainBacktrack that also returns the last solution it
// found: with count solutions found, the count-th in row-major order.
func backtrackLast(n int, cells []uint8, limit, budget int) (first, last []uint8, count, calls int) {
	b := append([]uint8(nil), cells...)
	side := n * n
	if givensClashN(n, b) {
		return nil, nil, 0, 0
	}
	var rec func(i int) bool
	rec = func(i int) bool {
		if calls++; calls > budget {
			return true
		}
		for i < len(b) && b[i] != 0 {
			i++
		}
		if i == len(b) {
			if count++; count == 1 {
				first = append([]uint8(nil), b...)
			}
			last = append(last[:0], b...)
			return count >= limit
		}
		for d := 1; d <= side; d++ {
			if fitsN(n, b, i/side, i%side, uint8(d)) {
				b[i] = uint8(d)
				if rec(i + 1) {
					return true
				}
			}
		}
		b[i] = 0
		return false
	}
	rec(0)
	return first, last, count, calls
}

// fits reports whether d is absent from the row, column and box of (r, c).
func fits(b *Board, r, c int, d uint8) bool { return fitsN(3, b[:], r, c, d) }

func fitsN(n int, b []uint8, r, c int, d uint8) bool {
	side := n * n
	for k := 0; k < side; k++ {
		if b[side*r+k] == d || b[side*k+c] == d {
			return false
		}
	}
	br, bc := r/n*n, c/n*n
	for y := br; y < br+n; y++ {
		for x := bc; x < bc+n; x++ {
			if b[side*y+x] == d {
				return false
			}
		}
	}
	return true
}

// givensClash reports whether two givens of b share a unit.
func givensClash(b Board) bool { return givensClashN(3, b[:]) }

func givensClashN(n int, cells []uint8) bool {
	b := append([]uint8(nil), cells...)
	side := n * n
	for i, d := range b {
		if d != 0 {
			b[i] = 0
			if int(d) > side || !fitsN(n, b, i/side, i%side, d) {
				return true
			}
			b[i] = d
		}
	}
	return false
}

// oracleCount counts solutions by plain backtracking, up to limit.
func oracleCount(b Board, limit int) int {
	_, n, _ := backtrack(b, limit, math.MaxInt64)
	return n
}

// coverCount counts the solutions of a 9x9 board up to limit as an exact
// cover, sharing no code with the solver: it always branches on the rule
// with the fewest ways left, a cell's digits or a digit's places in a row,
// column or box (Knuth's Algorithm X, without the links). Where the plain
// backtracking gives up, as on boards with few givens and no solution, it
// still decides most boards in a few thousand calls; decided is false
// after budget calls.
func coverCount(b Board, limit, budget int) (n int, decided bool) {
	var used [3][9]uint16 // digits placed in each row, column and box
	for i, v := range b {
		if v != 0 {
			r, c := i/9, i%9
			bit := uint16(1) << (v - 1)
			if (used[0][r]|used[1][c]|used[2][r/3*3+c/3])&bit != 0 {
				return 0, true
			}
			used[0][r] |= bit
			used[1][c] |= bit
			used[2][r/3*3+c/3] |= bit
		}
	}
	calls := 0
	var count func() bool // true to stop: limit reached or budget spent
	count = func() bool {
		if calls++; calls > budget {
			return true
		}
		free := func(i int) uint16 {
			r, c := i/9, i%9
			return 0x1ff &^ (used[0][r] | used[1][c] | used[2][r/3*3+c/3])
		}
		best, ways := -1, 10 // a cell (0..80), or 81 + unit*9 + digit
		for i := range b {
			if b[i] == 0 {
				if k := bits.OnesCount16(free(i)); k < ways {
					best, ways = i, k
				}
			}
		}
		if best < 0 {
			n++
			return n >= limit
		}
		var places [27][9][]int // the empty cells of each unit where each digit may go
		for i := range b {
			if b[i] == 0 {
				r, c := i/9, i%9
				for m := free(i); m != 0; m &= m - 1 {
					d := bits.TrailingZeros16(m)
					for _, u := range []int{r, 9 + c, 18 + r/3*3 + c/3} {
						places[u][d] = append(places[u][d], i)
					}
				}
			}
		}
		for u := range places {
			for d := range places[u] {
				if used[u/9][u%9]>>d&1 == 0 && len(places[u][d]) < ways {
					best, ways = 81+u*9+d, len(places[u][d])
				}
			}
		}
		var options [][2]int // cell, digit index
		if best < 81 {
			for m := free(best); m != 0; m &= m - 1 {
				options = append(options, [2]int{best, bits.TrailingZeros16(m)})
			}
		} else {
			u, d := (best-81)/9, (best-81)%9
			for _, i := range places[u][d] {
				options = append(options, [2]int{i, d})
			}
		}
		for _, o := range options {
			i, d := o[0], o[1]
			r, c, bit := i/9, i%9, uint16(1)<<d
			b[i] = uint8(d + 1)
			used[0][r] |= bit
			used[1][c] |= bit
			used[2][r/3*3+c/3] |= bit
			stop := count()
			b[i] = 0
			used[0][r] &^= bit
			used[1][c] &^= bit
			used[2][r/3*3+c/3] &^= bit
			if stop {
				return true
			}
		}
		return false
	}
	count()
	return n, calls <= budget
}

// validSolution reports why sol is not a solution of puzzle, or "".
// It shares no code with the solver.
func validSolution(puzzle, sol Board) string { return validSolutionN(3, puzzle[:], sol[:]) }

// validSolutionN is validSolution for any box size n: the rules are
// checked unit by unit, rows, columns, then boxes.
func validSolutionN(n int, puzzle, sol []uint8) string {
	side := n * n
	if len(sol) != side*side {
		return fmt.Sprintf("%d cells, want %d", len(sol), side*side)
	}
	for i := range sol {
		if sol[i] < 1 || int(sol[i]) > side {
			return fmt.Sprintf("cell %d holds %d", i, sol[i])
		}
		if puzzle[i] != 0 && puzzle[i] != sol[i] {
			return fmt.Sprintf("cell %d: given %d changed to %d", i, puzzle[i], sol[i])
		}
	}
	for u := 0; u < 3*side; u++ {
		seen := make([]bool, side+1)
		for k := 0; k < side; k++ {
			var i int
			switch x := u % side; u / side {
			case 0:
				i = side*x + k
			case 1:
				i = side*k + x
			default:
				i = side*(x/n*n+k/n) + x%n*n + k%n
			}
			if seen[sol[i]] {
				return fmt.Sprintf("unit %d repeats %d", u, sol[i])
			}
			seen[sol[i]] = true
		}
	}
	return ""
}

// TestCoverCount checks the exact-cover counter that FuzzRun's checker
// uses where the plain backtracking gives up: on famous boards, Norvig's
// impossible board, the board FuzzRun found, and random boards with few
// givens, it must decide, and agree with the solver's count.
func TestCoverCount(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	boards := []Board{mustBoard(t, impossible), mustBoard(t, "000190000070000100000000000000000020000000007000000089000000210700000000000000890")}
	for _, f := range famous {
		boards = append(boards, mustBoard(t, f.board))
	}
	r := rand.New(rand.NewSource(324))
	for len(boards) < 300 {
		boards = append(boards, randomBoard(r, 11+r.Intn(20)))
	}
	var s Solver
	for k, b := range boards {
		n, decided := coverCount(b, 2, 200_000)
		if want := s.Count(&b, 2); !decided || n != want {
			t.Fatalf("board %d %v: cover counts %d (decided %v), the solver %d", k, b, n, decided, want)
		}
	}
}

// oracleBestScore returns the highest target score (Luogu P1074: each
// digit times its ring's weight, 6 at the border to 10 at the centre) of
// the solutions of a 9x9 board, found by enumerating them all with plain
// backtracking, or -1 if there is none; decided is false after budget
// calls.
func oracleBestScore(cells []uint8, budget int) (best int, decided bool) {
	b := append([]uint8(nil), cells...)
	best, calls := -1, 0
	if givensClashN(3, b) {
		return -1, true
	}
	var fill func(i int) bool
	fill = func(i int) bool {
		if calls++; calls > budget {
			return false
		}
		for i < 81 && b[i] != 0 {
			i++
		}
		if i == 81 {
			score := 0
			for k, v := range b {
				r, c := k/9, k%9
				ring := r
				for _, e := range []int{c, 8 - r, 8 - c} {
					if e < ring {
						ring = e
					}
				}
				score += (6 + ring) * int(v)
			}
			if score > best {
				best = score
			}
			return true
		}
		for d := uint8(1); d <= 9; d++ {
			if fitsN(3, b, i/9, i%9, d) {
				b[i] = d
				if !fill(i + 1) {
					return false
				}
			}
		}
		b[i] = 0
		return true
	}
	return best, fill(0)
}
