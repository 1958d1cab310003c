// vbasic.go holds the techniques serate uses under a variant with an extra
// region or a chess move in place of, or beside, the classic ones on one
// region: Direct Pointing and Claiming with the disjoint groups and
// windows, Generalized Intersections and the Generalized Naked sets. Each
// searches in serate's order and stops at its first hint; none may change
// the grid.

package rate

import "math/bits"

// variantLockingPairs are the (first, second) region groups serate's
// Locking tries after the classic pairs: disjoint groups and windows with
// the lines and blocks, and with each other.
var variantLockingPairs = [...]struct {
	dg, windows bool // the pair needs the disjoint groups, the windows
	a, b        int  // the first region of each group
}{
	{true, false, regDG, 18}, {true, false, regDG, 9}, {true, false, 18, regDG}, {true, false, 9, regDG},
	{true, false, 0, regDG}, {true, false, regDG, 0},
	{false, true, regWindow, 18}, {false, true, regWindow, 9}, {false, true, 18, regWindow}, {false, true, 9, regWindow},
	{false, true, 0, regWindow}, {false, true, regWindow, 0},
	{true, true, regWindow, regDG}, {true, true, regDG, regWindow},
}

// variantDirectLocking is serate's Direct Pointing and Direct Claiming
// under a variant: the classic pairs of region types, then those with the
// disjoint groups and windows. A pair whose first region is a block is
// Direct Pointing (1.7), any other Direct Claiming (1.9).
func (r *Rater) variantDirectLocking(s *Step) bool {
	if r.directLocking(s) {
		return true
	}
	v := r.g.t.variant
	for _, p := range variantLockingPairs {
		if (p.dg && !v.DG) || (p.windows && !v.Windows) {
			continue
		}
		if r.directLockingIn(s, p.a, p.b) {
			return true
		}
	}
	return false
}

// directLockingIn tries the nine regions from a against the nine from b,
// as serate's Locking in direct mode: a digit of region 1 confined to
// region 2 that leaves one place in another region of region 1's type.
func (r *Rater) directLockingIn(s *Step, a, b int) bool {
	g, t := &r.g, r.g.t
	for d := 1; d <= 9; d++ {
		for reg1 := a; reg1 < a+9; reg1++ {
			p := g.places(reg1, d)
			if p&(p-1) == 0 {
				continue
			}
			for reg2 := b; reg2 < b+9; reg2++ {
				if in := t.inter[reg1][reg2]; in == 0 || p&^in != 0 {
					continue
				}
				for reg3 := a; reg3 < a+9; reg3++ {
					in := t.inter[reg3][reg2]
					p3 := g.places(reg3, d)
					if reg3 == reg1 || in == 0 || p3&(p3-1) == 0 {
						continue
					}
					if rest := p3 &^ in; oneBit(rest) {
						r.directLockingHint(s, int(t.cells[reg3][bits.TrailingZeros16(rest)]), d, a == 0, reg1, reg2)
						return true
					}
				}
			}
		}
	}
	return false
}

// generalizedIntersections is serate's VLocking (2.9): two to six places
// of a digit in a region; the digit leaves every cell that sees them all.
// Region types in serate's order (blocks, rows, columns, the variant's),
// in each the digits, in each digit the regions.
func (r *Rater) generalizedIntersections(s *Step) bool {
	g, t := &r.g, r.g.t
	for _, gr := range t.groups {
		for d := 1; d <= 9; d++ {
			bit := uint16(1) << uint(d)
			for reg := int(gr.first); reg < int(gr.first+gr.n); reg++ {
				p := g.places(reg, d)
				if n := bits.OnesCount16(p); n < 2 || n > 6 {
					continue
				}
				victims := cellSet{^uint64(0), 1<<17 - 1}
				for m := p; m != 0; m &= m - 1 {
					victims = victims.and(t.peers[t.cells[reg][bits.TrailingZeros16(m)]])
				}
				for c := victims.next(0); c >= 0; c = victims.next(c + 1) {
					if g.cand[c]&bit != 0 {
						s.elim[c] |= bit
					}
				}
				if !s.worth() {
					continue
				}
				s.diff, s.kind, s.name = 2.9, GeneralizedIntersections, "Generalized Intersections"
				if r.explain {
					r.explainLocking(s, reg, reg, d)
					s.pat.Regions = s.pat.Regions[:1]
				}
				return true
			}
		}
	}
	return false
}

// generalizedNakedSet is serate's NakedSetGen: deg cells of a region, each
// with two candidates or more, holding deg digits between them; each of
// the digits leaves the cells that see every set cell holding it, in the
// region or out of it (Generalized Naked Pair 3.0, Triplet 3.6, Quad
// 5.0). Regions in serate's order: blocks, columns, rows, the variant's.
func (r *Rater) generalizedNakedSet(s *Step, deg int) bool {
	for _, reg := range r.g.t.setRegions() {
		if r.generalizedNakedSetIn(s, int(reg), deg) {
			return true
		}
	}
	return false
}

// generalizedNakedSetIn is generalizedNakedSet in region reg.
func (r *Rater) generalizedNakedSetIn(s *Step, reg, deg int) bool {
	g, t := &r.g, r.g.t
	if g.emptyIn(reg) < 2*deg {
		return false
	}
	var able uint16
	for i, c := range t.cells[reg] {
		if k := bits.OnesCount16(g.cand[c]); k >= 2 && k <= deg {
			able |= 1 << uint(i)
		}
	}
	if bits.OnesCount16(able) < deg {
		return false
	}
	for it := newSubsets(able, deg); ; {
		m, ok := it.next()
		if !ok {
			return false
		}
		var union uint16
		for b := m; b != 0; b &= b - 1 {
			union |= g.cand[t.cells[reg][bits.TrailingZeros16(b)]]
		}
		if bits.OnesCount16(union) != deg {
			continue
		}
		for v := union; v != 0; v &= v - 1 {
			bit := v & -v
			victims := cellSet{^uint64(0), 1<<17 - 1}
			for b := m; b != 0; b &= b - 1 {
				if c := t.cells[reg][bits.TrailingZeros16(b)]; g.cand[c]&bit != 0 {
					victims = victims.and(t.peers[c])
				}
			}
			for c := victims.next(0); c >= 0; c = victims.next(c + 1) {
				s.elim[c] |= g.cand[c] & bit
			}
		}
		if s.worth() {
			s.diff = [5]float64{2: 3.0, 3: 3.6, 4: 5.0}[deg]
			s.kind = [5]Kind{2: GeneralizedNakedPair, 3: GeneralizedNakedTriplet, 4: GeneralizedNakedQuad}[deg]
			s.name = "Generalized Naked " + setNames[deg]
			if r.explain {
				r.explainSet(s, reg, m, union)
			}
			return true
		}
	}
}
