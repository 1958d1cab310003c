// vnc.go holds serate's techniques under the non-consecutive rule (digits
// next to each other never side by side): the Non-Consecutive Forcing
// Cell and the Locked Non Consecutive. Each searches in serate's order
// and stops at its first hint; none may change the grid.

package rate

import "math/bits"

// ncForcingCell is serate's forcingCellNC (2.4): a cell of two or three
// candidates close together forbids its neighbours a digit whatever it
// holds: {v,v+1} both digits, {v,v+2} and {v,v+1,v+2} the middle one,
// and under NC+ the sets that wrap from 9 to 1. Cells in order; per cell
// serate's tests in its order.
func (r *Rater) ncForcingCell(s *Step) bool {
	g := &r.g
	plus := g.t.variant.nc() == 2
	for c := 0; c < 81; c++ {
		m := g.cand[c]
		n := bits.OnesCount16(m)
		if n != 2 && n != 3 {
			continue
		}
		lo, hi := bits.TrailingZeros16(m), 15-bits.LeadingZeros16(m)
		second := bits.TrailingZeros16(m &^ (1 << uint(lo)))
		span := hi - lo
		if span == n-1 || plus && span == 8 {
			switch {
			case n == 2:
				if r.ncForcingHint(s, c, lo, hi) {
					return true
				}
			case plus && span == 8:
				if second == lo+1 && r.ncForcingHint(s, c, lo) || second == hi-1 && r.ncForcingHint(s, c, hi) {
					return true
				}
				continue
			case r.ncForcingHint(s, c, lo+1):
				return true
			}
		}
		if plus && span == 7 && n == 2 {
			x := 1
			if second == 8 {
				x = 9
			}
			if r.ncForcingHint(s, c, x) {
				return true
			}
		} else if span == 2 && r.ncForcingHint(s, c, lo+1) {
			return true
		}
	}
	return false
}

// ncForcingHint makes s the forcing cell c's hint that takes the digits
// ds from c's neighbours, if it removes any.
func (r *Rater) ncForcingHint(s *Step, c int, ds ...int) bool {
	g := &r.g
	var x uint16
	for _, d := range ds {
		x |= 1 << uint(d)
	}
	for _, q := range g.t.wazir[c] {
		s.elim[q] |= g.cand[q] & x
	}
	if !s.worth() {
		return false
	}
	s.diff, s.kind, s.name = 2.4, NCForcingCell, "Non-Consecutive Forcing Cell"
	if r.explain {
		s.setPattern([]int{c}, nil, ds...)
		r.pic.selectCells(c)
		r.pic.green[c] = g.cand[c]
		r.pic.red = s.elim
	}
	return true
}

// lockedNCRegions are the regions serate's lockedNC scans for a digit, in
// its order: the four windows (under the windows rule), the columns, the
// rows, the blocks (not in a Latin square); with the most places a digit
// may have there for them all to share a neighbour.
var lockedNCRegions = [...]struct {
	first, n, most int
	windows        bool
}{{regWindow, 4, 5, true}, {18, 9, 3, false}, {9, 9, 3, false}, {0, 9, 5, false}}

// lockedNC is serate's lockedNC (2.5): a digit's few places in a region
// that are all the same cell or its neighbours forbid that cell the
// digits next to it. Digits in order, then serate's regions.
func (r *Rater) lockedNC(s *Step) bool {
	g, t := &r.g, r.g.t
	for d := 1; d <= 9; d++ {
		for _, rs := range lockedNCRegions {
			if rs.windows && !t.variant.Windows || rs.first < t.firstUnit() {
				continue
			}
			for reg := rs.first; reg < rs.first+rs.n; reg++ {
				p := g.places(reg, d)
				if n := bits.OnesCount16(p); n == 0 || n > rs.most {
					continue
				}
				victims := cellSet{^uint64(0), 1<<17 - 1}
				for m := p; m != 0 && !victims.empty(); m &= m - 1 {
					c := int(t.cells[reg][bits.TrailingZeros16(m)])
					var near cellSet
					near.add(c)
					for _, q := range t.wazir[c] {
						near.add(int(q))
					}
					victims = victims.and(near)
				}
				for c := victims.next(0); c >= 0; c = victims.next(c + 1) {
					s.elim[c] |= g.cand[c] & t.ncMask[d]
				}
				if s.worth() {
					r.lockedNCHint(s, reg, d, p)
					return true
				}
			}
		}
	}
	return false
}

// lockedNCHint names the Locked Non Consecutive s of digit d on the
// places p of reg.
func (r *Rater) lockedNCHint(s *Step, reg, d int, p uint16) {
	s.diff, s.kind, s.name = 2.5, LockedNC, "Locked Non Consecutive"
	if !r.explain {
		return
	}
	t := r.g.t
	ds := []int{d}
	for _, x := range [2]uint8{t.ncDown[d], t.ncUp[d]} {
		if x != 0 {
			ds = append(ds, int(x))
		}
	}
	cells := regionCells(reg, p)
	s.setPattern(cells, []int{reg}, ds...)
	r.pic.selectCells(cells...)
	r.pic.frame(reg)
	shadeAll(&r.pic.green, &r.g, cells, 1<<uint(d))
	r.pic.red = s.elim
}
