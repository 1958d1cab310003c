// score.go holds the target sudoku's search (Luogu P1074, NOIP 2009): the
// highest score over all of a 9x9 board's solutions, each cell's digit
// times its ring's weight, 10 at the centre down to 6 at the border. A
// board has up to millions of solutions, so it searches for the best one
// with a bound instead of counting them: a node whose best reachable
// score cannot beat the best found is dropped. It must not read or print
// boards.

package main

import "math/bits"

// ringWeight is the weight of cell i. It is 6 on the border, then 7, 8, 9,
// and 10 at the centre.
func ringWeight(i int) int {
	r, c := i/9, i%9
	d := r
	for _, e := range [...]int{c, 8 - r, 8 - c} {
		if e < d {
			d = e
		}
	}
	return 6 + d
}

// scorer is the state of one search: the digits placed and, per row,
// column and box, the digits used (bit d for digit d+1).
type scorer struct {
	cells           Board
	row, col, box   [9]uint16
	weight          [81]int
	best, sum, left int // the best score found (-1: none), the score placed, the cells empty
}

// targetScore returns the highest score of a solution of board. It returns
// -1 if the board has none (clashing givens included).
func targetScore(board *Board) int {
	s := scorer{best: -1}
	for i, v := range board {
		s.weight[i] = ringWeight(i)
		if v == 0 {
			s.left++
			continue
		}
		if v > 9 || !s.free(i, uint16(1)<<(v-1)) {
			return -1
		}
		s.set(i, v)
	}
	s.search()
	return s.best
}

// free reports whether digit bit may go in cell i.
func (s *scorer) free(i int, bit uint16) bool {
	return (s.row[i/9]|s.col[i%9]|s.box[i/27*3+i%9/3])&bit == 0
}

// set places digit v (1..9) in cell i.
func (s *scorer) set(i int, v uint8) {
	bit := uint16(1) << (v - 1)
	s.cells[i] = v
	s.row[i/9] |= bit
	s.col[i%9] |= bit
	s.box[i/27*3+i%9/3] |= bit
	s.sum += s.weight[i] * int(v)
}

// unset takes digit v back out of cell i.
func (s *scorer) unset(i int, v uint8) {
	bit := ^(uint16(1) << (v - 1))
	s.cells[i] = 0
	s.row[i/9] &= bit
	s.col[i%9] &= bit
	s.box[i/27*3+i%9/3] &= bit
	s.sum -= s.weight[i] * int(v)
}

// search fills the empty cells and keeps the best complete score. Each step
// fills the empty cell with the fewest candidates, largest digit first (big
// digits on heavy cells find good solutions early, which makes the bound
// bite).
func (s *scorer) search() {
	if s.left == 0 {
		if s.sum > s.best {
			s.best = s.sum
		}
		return
	}
	at, cands, byCell := -1, uint16(0), 0
	var heavy [3][9][5]uint8 // per row, column and box: its empty cells by weight (6..10)
	for i, v := range s.cells {
		if v != 0 {
			continue
		}
		m := 0x1ff &^ (s.row[i/9] | s.col[i%9] | s.box[i/27*3+i%9/3])
		if m == 0 {
			return
		}
		w := s.weight[i]
		byCell += w * bits.Len16(m)
		heavy[0][i/9][w-6]++
		heavy[1][i%9][w-6]++
		heavy[2][i/27*3+i%9/3][w-6]++
		if n, k := bits.OnesCount16(m), bits.OnesCount16(cands); at < 0 || n < k || n == k && w > s.weight[at] {
			at, cands = i, m
		}
	}
	if s.sum+s.bound(&heavy, byCell) <= s.best {
		return // no solution below can beat the best found
	}
	s.left--
	for m := cands; m != 0; m &^= 1 << (bits.Len16(m) - 1) {
		v := uint8(bits.Len16(m))
		s.set(at, v)
		s.search()
		s.unset(at, v)
	}
	s.left++
}

// bound returns a score no completion of the node can beat. It is the least
// of byCell (each empty cell's weight times its largest candidate) and, for
// the rows, the columns and the boxes in turn, the sum over the units of
// their missing digits laid largest on heaviest, the best any unit can do
// on its own (the rearrangement inequality).
func (s *scorer) bound(heavy *[3][9][5]uint8, byCell int) int {
	best := byCell
	for k, used := range [3]*[9]uint16{&s.row, &s.col, &s.box} {
		sum := 0
		for u := 0; u < 9 && sum < best; u++ {
			missing := 0x1ff &^ used[u]
			for w := 4; w >= 0; w-- {
				for n := heavy[k][u][w]; n > 0; n-- {
					top := bits.Len16(missing)
					sum += (w + 6) * top
					missing &^= 1 << (top - 1)
				}
			}
		}
		if sum < best {
			best = sum
		}
	}
	return best
}
