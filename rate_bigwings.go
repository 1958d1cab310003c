// rate_bigwings.go holds serate's techniques between 6.2 and the forcing
// chains that rate_wings.go's wing search covers with bigger sets (the
// UVWXYZ- and TUVWXYZ-Wings) and its Aligned Triplet Exclusion. They must
// not change the grid.

package main

import "math/bits"

// wingNames are serate's names of the wings by the cells of their set.
var wingNames = [7]string{3: "WXYZ-Wing", 4: "VWXYZ-Wing", 5: "UVWXYZ-Wing", 6: "TUVWXYZ-Wing"}

// bigWingDiff are the fixed ratings of the wings of 5 and 6 set cells
// (UVWXYZWingHint, TUVWXYZWingHint: the size term is commented out).
var bigWingDiff = [7]float64{5: 6.6, 6: 7.5}

// uvwxyzWing finds serate's UVWXYZ-Wing (6.6).
func (r *rater) uvwxyzWing(s *step) bool { return r.alsWing(s, 5) }

// tuvwxyzWing finds serate's TUVWXYZ-Wing (7.5).
func (r *rater) tuvwxyzWing(s *step) bool { return r.alsWing(s, 6) }

// alignedTriplets finds serate's Aligned Triplet Exclusion (7.5,
// AlignedExclusion(3)): three base cells, the first two by serate's pairs
// of its base list and the third among the cells with two or three
// candidates either of them sees; each combination of their digits that
// would empty a cell all three see (with two candidates or three) is
// forbidden, as are those repeating a digit in cells that see each other,
// and a digit in no allowed combination leaves its cell.
func (r *rater) alignedTriplets(s *step) bool {
	g := &r.g
	var base []int
	var excl [81]cellSet // a base cell's excluders: peers with 2 or 3 candidates
	var order [81][]int  // the same, in increasing order
	var isBase cellSet
	for c := 0; c < 81; c++ {
		if g.candCount(c) < 2 {
			continue
		}
		single := false
		var ex cellSet
		var list []int
		for p := rtab.peers[c].next(0); p >= 0; p = rtab.peers[c].next(p + 1) {
			switch n := g.candCount(p); {
			case n == 1:
				single = true
			case n == 2 || n == 3:
				ex.add(p)
				list = append(list, p)
			}
		}
		if !single && len(list) > 0 {
			base = append(base, c)
			excl[c], order[c] = ex, list
			isBase.add(c)
		}
	}
	for j := 1; j < len(base); j++ {
		for i := 0; i < j; i++ {
			c0, c1 := base[i], base[j]
			// The third cell: the excluders of c0, then those of c1, that
			// are base cells, in that order.
			var done cellSet
			done.add(c0)
			done.add(c1)
			for _, list := range [2][]int{order[c0], order[c1]} {
				for _, t := range list {
					if done.has(t) || !isBase.has(t) {
						continue
					}
					done.add(t)
					common := excl[c0].and(excl[c1]).and(excl[t])
					if common.count() >= 2 && r.alignedTriplet(s, [3]int{c0, c1, t}, common) {
						return true
					}
				}
			}
		}
	}
	return false
}

// alignedTriplet tries the base cells with their common excluders.
func (r *rater) alignedTriplet(s *step, cells [3]int, common cellSet) bool {
	g := &r.g
	var ok [3]uint16
	var ds [3][]int
	for k, c := range cells {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			ds[k] = append(ds[k], bits.TrailingZeros16(m))
		}
	}
	sees01 := rtab.peers[cells[0]].has(cells[1])
	sees02 := rtab.peers[cells[0]].has(cells[2])
	sees12 := rtab.peers[cells[1]].has(cells[2])
	for _, a := range ds[0] {
		for _, b := range ds[1] {
			if a == b && sees01 {
				continue
			}
			for _, c := range ds[2] {
				if (a == c && sees02) || (b == c && sees12) {
					continue
				}
				combo := uint16(1)<<uint(a) | uint16(1)<<uint(b) | uint16(1)<<uint(c)
				allowed := true
				for e := common.next(0); e >= 0 && allowed; e = common.next(e + 1) {
					allowed = g.cand[e]&^combo != 0
				}
				if allowed {
					ok[0] |= 1 << uint(a)
					ok[1] |= 1 << uint(b)
					ok[2] |= 1 << uint(c)
				}
			}
		}
	}
	hit := false
	for k, c := range cells {
		if m := g.cand[c] &^ ok[k]; m != 0 {
			s.elim[c] |= m
			hit = true
		}
	}
	if hit {
		s.diff, s.name = 7.5, "Aligned Triplet Exclusion"
	}
	return hit
}
