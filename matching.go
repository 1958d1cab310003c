// matching.go holds the matching both solvers use. The cells of a unit
// take distinct symbols among their candidates (bitmasks), which is
// possible unless some k cells have fewer than k symbols among them
// (Hall's condition). It must compile with Go 1.16, and must not read,
// print or know about boards: it sees masks.

package main

import "math/bits"

// match finds a symbol for every cell by augmenting paths. It sets owner[d]
// to the cell given symbol d (or -1). It returns 0, or when the cells have
// no matching some k of them with fewer than k symbols among them (as a set
// of cell indexes: the cell no path was found for, and the cells the search
// for one visited).
func match(masks []uint32, owner *[32]int8) (stuck uint32) {
	// One copy of a constant, two 16-byte moves: a loop storing -1 byte by
	// byte was much of the 9x9 Hall check's time (NOTES.md, Choices:
	// match).
	*owner = [32]int8{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
		-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}
	var taken uint32 // the symbols matched so far
	for c := range masks {
		// Most cells find a free symbol at once: take it, and search
		// for an augmenting path only when there is none. (On the
		// 1905_11+ boards' roots this halves the 9x9 check's time.)
		if free := masks[c] &^ taken; free != 0 {
			d := bits.TrailingZeros32(free)
			owner[d], taken = int8(c), taken|1<<uint(d)
			continue
		}
		var seen uint32
		if !augment(c, masks, owner, &seen) {
			// The symbols seen are all matched, and are all the
			// candidates of c and of the cells matched to them.
			stuck = 1 << uint(c)
			for ; seen != 0; seen &= seen - 1 {
				stuck |= 1 << uint(owner[bits.TrailingZeros32(seen)])
			}
			return stuck
		}
		// The path visited matched symbols only, and the free one it
		// ended on: that one is now matched too.
		taken |= seen
	}
	return 0
}

// augment finds a symbol for cell c by an augmenting path. It moves the
// cells that hold its candidates to others where it must.
func augment(c int, masks []uint32, owner *[32]int8, seen *uint32) bool {
	for m := masks[c] &^ *seen; m != 0; m &= m - 1 {
		d := bits.TrailingZeros32(m)
		if *seen&(1<<uint(d)) != 0 {
			continue
		}
		*seen |= 1 << uint(d)
		if owner[d] < 0 || augment(int(owner[d]), masks, owner, seen) {
			owner[d] = int8(c)
			return true
		}
	}
	return false
}

// consistent returns the candidates each cell can keep. The cells have the
// given candidate masks, and each keeps those it can take in some
// assignment of distinct symbols to all of them; when there is none,
// consistent returns the cells match found stuck. A matching gives one
// assignment; cell k, matched to a, may take b instead iff the cells can
// pass symbols along a chain from b back to a and on to b again: a and b
// lie in one strongly connected component of the graph where each symbol
// points to the other candidates of the cell matched to it (Régin's
// filter). The candidates must hold no more symbols than there are cells,
// as in a unit, whose empty cells are as many as the symbols it lacks.
//
// Each component is what a symbol reaches forwards and backwards within the
// symbols not yet in a component: most units are one component, found by
// two walks of at most 25 steps. (Warshall's transitive closure took 25 x
// 25 steps a unit, the most of the 25x25 boards' time: NOTES.md, Choices:
// consistent.)
func consistent(masks []uint32) (keep [maxBox * maxBox]uint32, stuck uint32) {
	var owner [32]int8 // the cell matched to each symbol, or -1
	if stuck = match(masks, &owner); stuck != 0 {
		return keep, stuck
	}
	// Only the cells' symbols can be matched: visiting those, rather than
	// all 32 owners with a branch on each, costs less (NOTES.md, Choices:
	// consistent).
	var union uint32
	for _, m := range masks {
		union |= m
	}
	var next [32]uint32 // the symbols each symbol points to
	var left uint32     // the symbols matched and in no component yet
	for k := union; k != 0; k &= k - 1 {
		d := bits.TrailingZeros32(k)
		if c := owner[d]; c >= 0 {
			left |= 1 << uint(d)
			next[d] = masks[c]
		}
	}
	for left != 0 {
		d := left & -left
		comp := reach(d, &next, left) & reachBack(d, &next, left)
		for k := comp; k != 0; k &= k - 1 {
			c := owner[bits.TrailingZeros32(k)]
			keep[c] = masks[c] & comp
		}
		left &^= comp
	}
	return keep, 0
}

// reach returns the symbols that the symbols from reach along edges. It
// keeps those within the set, the symbols from included.
func reach(from uint32, edges *[32]uint32, within uint32) uint32 {
	seen, todo := from, from
	for todo != 0 {
		d := bits.TrailingZeros32(todo)
		todo &= todo - 1
		more := edges[d] & within &^ seen
		seen |= more
		todo |= more
	}
	return seen
}

// reachBack returns the symbols that reach the symbols to along edges. It
// keeps those within the set, the symbols to included, by a pass over the
// others per step back, cheaper than turning the edges round (most walks
// take two or three). The pass sets each symbol's bit without a branch, as
// a branch on whether the symbol reaches those seen costs more (NOTES.md,
// Choices: reachBack).
func reachBack(to uint32, edges *[32]uint32, within uint32) uint32 {
	seen := to
	for {
		var more uint32
		for m := within &^ seen; m != 0; m &= m - 1 {
			d := bits.TrailingZeros32(m)
			hit := edges[d] & seen
			more |= (hit | -hit) >> 31 << uint(d) // bit d iff hit != 0
		}
		if more == 0 {
			return seen
		}
		seen |= more
	}
}
