// helpers_test.go holds what the rater's tests share: boards from text,
// the public puzzle sets, and a solver of the tests' own for the solution
// a step is checked against. It must not call the rater.

package rate

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mustGrid reads an 81-cell board ('.' or '0' blank; blanks between cells
// ignored), failing the test on anything else.
func mustGrid(tb testing.TB, s string) Grid {
	tb.Helper()
	var g Grid
	s = strings.Join(strings.Fields(s), "")
	if len(s) != 81 {
		tb.Fatalf("board %q: %d cells, want 81", s, len(s))
	}
	for i := 0; i < 81; i++ {
		switch c := s[i]; {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			g[i] = c - '0'
		default:
			tb.Fatalf("board %q: bad cell %q", s, c)
		}
	}
	return g
}

// dataSets are the public puzzle sets in ../../shared/data, easiest first.
var dataSets = []string{
	"puzzles0_kaggle_sample69",
	"puzzles2_17_clue",
	"puzzles3_magictour_top1465",
	"puzzles5_forum_hardest_1905_11+",
	"puzzles6_forum_hardest_1106",
	"puzzles7_serg_benchmark",
}

// dataSet reads the first max boards of a puzzle set (all if max <= 0):
// the full set in ../../shared/data when it is there, else the command's
// sample of it in ../testdata/sets (the first 2,000 boards).
func dataSet(tb testing.TB, name string, max int) []Grid {
	tb.Helper()
	path := filepath.Join("..", "..", "shared", "data", name)
	if _, err := os.Stat(path); err != nil {
		path = filepath.Join("..", "testdata", "sets", name)
	}
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() && (max <= 0 || len(out) < max) {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			out = append(out, mustGrid(tb, line))
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// solve returns a solution of g and whether it has exactly one, by a
// search of the tests' own: each empty cell's digits from masks of its
// row, column and box, the cell with fewest tried first. It shares
// nothing with the rater's count.
func solve(g Grid) (sol Grid, unique bool) {
	var s solver
	for c := range s.cands {
		s.cands[c] = 0x3fe
	}
	for c, d := range g {
		if d != 0 {
			s.set(c, d)
		}
	}
	s.g = g
	s.try()
	return s.sol, s.n == 1
}

// solver is solve's and solveMarks' state: the board, each empty cell's
// candidates (all digits for solve), the digits used in each row, column
// and box, and the solutions found.
type solver struct {
	g             Grid
	cands         [81]uint16
	row, col, box [9]uint16
	n             int
	sol           Grid
}

// used is the digits cell c's row, column and box hold.
func (s *solver) used(c int) uint16 { return s.row[c/9] | s.col[c%9] | s.box[c/27*3+c%9/3] }

// set flips digit d of cell c in its row's, column's and box's masks.
func (s *solver) set(c int, d uint8) {
	s.row[c/9] ^= 1 << d
	s.col[c%9] ^= 1 << d
	s.box[c/27*3+c%9/3] ^= 1 << d
}

// try fills the board's empty cells, counting solutions up to two; true
// once it has found two. It tries a digit that has one place left in a
// row, column or box first, else the cell with the fewest digits.
func (s *solver) try() bool {
	var free [81]uint16
	best, bestFree := -1, uint16(0)
	for c := 0; c < 81; c++ {
		if s.g[c] == 0 {
			free[c] = s.cands[c] &^ s.used(c)
			if best < 0 || popcount(free[c]) < popcount(bestFree) {
				best, bestFree = c, free[c]
			}
		}
	}
	if best < 0 {
		if s.n++; s.n == 1 {
			s.sol = s.g
		}
		return s.n > 1
	}
	if bestFree&(bestFree-1) != 0 {
		if best, bestFree = s.onePlace(&free, best, bestFree); bestFree == 0 {
			return false // a unit with no place for a digit it lacks
		}
	}
	for d := uint8(1); d <= 9; d++ {
		if bestFree&(1<<d) == 0 {
			continue
		}
		s.g[best] = d
		s.set(best, d)
		done := s.try()
		s.set(best, d)
		if done {
			return true
		}
	}
	s.g[best] = 0
	return false
}

// onePlace finds a digit with one place left in a row, column or box and
// returns that cell with that digit alone, or no digit (0) when a unit
// has no place for a digit it lacks; else cell c with its digits m.
func (s *solver) onePlace(free *[81]uint16, c int, m uint16) (int, uint16) {
	for u := 0; u < 27; u++ {
		var cells [9]int
		for i := range cells {
			switch {
			case u < 9:
				cells[i] = u*9 + i
			case u < 18:
				cells[i] = i*9 + u - 9
			default:
				b := u - 18
				cells[i] = b/3*27 + b%3*3 + i/3*9 + i%3
			}
		}
		var placed, ones, twos uint16
		for _, p := range cells {
			placed |= 1 << s.g[p]
			twos |= ones & free[p]
			ones |= free[p]
		}
		if (ones|placed)&0x3fe != 0x3fe {
			return cells[0], 0
		}
		if only := ones &^ twos; only != 0 {
			bit := only & -only
			for _, p := range cells {
				if free[p]&bit != 0 {
					return p, bit
				}
			}
		}
	}
	return c, m
}

// popcount counts the set bits of m.
func popcount(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
