// count.go holds the rater's check that a board has one solution: a small
// search on the candidate grid. It must not rate: it only counts.

package rate

import "math/bits"

// countSolutions counts the solutions of a grid given as each cell's
// possible digits (a placed digit as its one bit), up to limit. It places
// naked and hidden singles before it guesses, and guesses in a cell with
// the fewest candidates: enough to count a 17-clue board in microseconds,
// which is all the rater asks of it (once a board, before its first
// uniqueness technique). t gives the regions and the cells each cell
// sees. Stopped (h), it gives up part-way: its count is
// then no count.
func countSolutions(t *rateTables, cells [81]uint16, limit int, h *stopper) int {
	found := 0
	search(t, &cells, cellSet{}, limit, &found, h)
	return found
}

// search counts into found the solutions of cells whose cells in fixed
// have had their digit taken from their peers, until found reaches limit
// or h stops it.
func search(t *rateTables, cells *[81]uint16, fixed cellSet, limit int, found *int, h *stopper) {
	if h.stop() || !settle(t, cells, &fixed) {
		return
	}
	best, fewest := -1, 10
	for c := 0; c < 81; c++ {
		if n := bits.OnesCount16(cells[c]); !fixed.has(c) && n < fewest {
			best, fewest = c, n
		}
	}
	if best < 0 {
		*found++
		return
	}
	for m := cells[best]; m != 0 && *found < limit; m &= m - 1 {
		next := *cells
		next[best] = m & -m
		search(t, &next, fixed, limit, found, h)
	}
}

// settle places every naked and hidden single until none is left; false
// if a cell or a region's digit has no place left. Hidden singles, the
// dearer search, wait until no naked single is left.
func settle(t *rateTables, cells *[81]uint16, fixed *cellSet) bool {
	for {
		ok, more := nakedSingles(t, cells, fixed)
		if !ok {
			return false
		}
		if more {
			continue
		}
		for r := t.firstUnit(); r < 27; r++ {
			ok, hidden := hiddenSingles(t, cells, r)
			if !ok {
				return false
			}
			more = more || hidden
		}
		for _, r := range t.extra {
			ok, hidden := hiddenSingles(t, cells, int(r))
			if !ok {
				return false
			}
			more = more || hidden
		}
		if !more {
			return true
		}
	}
}

// nakedSingles takes the digit of each cell with one candidate, not yet
// in fixed, from its peers (and the digits next to it from its
// neighbours); ok is false if a cell is left with none, more
// whether a cell was fixed.
func nakedSingles(t *rateTables, cells *[81]uint16, fixed *cellSet) (ok, more bool) {
	for c := 0; c < 81; c++ {
		m := cells[c]
		if m&(m-1) != 0 || fixed.has(c) {
			continue
		}
		if m == 0 {
			return false, false
		}
		fixed.add(c)
		more = true
		for _, p := range t.sees[c] {
			if cells[p]&m != 0 {
				if cells[p] &^= m; cells[p] == 0 {
					return false, false
				}
			}
		}
		if t.wazir[c] != nil && !nextDigits(t, cells, c, m) {
			return false, false
		}
	}
	return true, more
}

// nextDigits takes the digits next to c's digit (bit m) from c's
// neighbours under the non-consecutive rule; false if a neighbour is left
// with none.
func nextDigits(t *rateTables, cells *[81]uint16, c int, m uint16) bool {
	for _, p := range t.wazir[c] {
		if x := t.ncMask[bits.TrailingZeros16(m)]; cells[p]&x != 0 {
			if cells[p] &^= x; cells[p] == 0 {
				return false
			}
		}
	}
	return true
}

// hiddenSingles narrows each cell of region r that alone can take a digit
// to that digit; ok is false if a digit has no place in the region or a
// cell is the only place of two digits, more whether a cell changed.
func hiddenSingles(t *rateTables, cells *[81]uint16, r int) (ok, more bool) {
	var ones, twos uint16
	for _, c := range t.cells[r] {
		twos |= ones & cells[c]
		ones |= cells[c]
	}
	if ones != 0x3fe {
		return false, false
	}
	only := ones &^ twos
	if only == 0 {
		return true, false
	}
	for _, c := range t.cells[r] {
		m := cells[c]
		if h := m & only; h != 0 && h != m {
			if h&(h-1) != 0 {
				return false, false
			}
			cells[c], more = h, true
		}
	}
	return true, more
}

// firstSolution returns the first solution search would count of cells
// (each cell's possible digits), or false if they have none.
func firstSolution(t *rateTables, cells [81]uint16, fixed cellSet) (Grid, bool) {
	if !settle(t, &cells, &fixed) {
		return Grid{}, false
	}
	best, fewest := -1, 10
	for c := 0; c < 81; c++ {
		if n := bits.OnesCount16(cells[c]); !fixed.has(c) && n < fewest {
			best, fewest = c, n
		}
	}
	if best < 0 {
		var g Grid
		for c, m := range cells {
			g[c] = uint8(bits.TrailingZeros16(m))
		}
		return g, true
	}
	for m := cells[best]; m != 0; m &= m - 1 {
		next := cells
		next[best] = m & -m
		if g, ok := firstSolution(t, next, fixed); ok {
			return g, true
		}
	}
	return Grid{}, false
}
