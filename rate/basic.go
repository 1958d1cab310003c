// basic.go holds the rater's techniques on one region or a few lines:
// singles, serate's Direct hints, pointing and claiming, naked and hidden
// sets, and the basic fishes. Each searches in serate's order and stops at
// its first hint; none may change the grid (the rating loop applies hints).

package rate

import "math/bits"

// oneBit reports whether m has exactly one bit set.
func oneBit(m uint16) bool { return m != 0 && m&(m-1) == 0 }

// hiddenSingle finds serate's Hidden Single: first a region with one empty
// cell (1.0), then a digit with one place in a block (1.2) or another
// region (1.5), regions in serate's order: blocks, columns, rows, then a
// variant's (in their numbers' order).
func (r *Rater) hiddenSingle(s *Step) bool {
	g := &r.g
	units := ^uint32(0) << uint(g.t.firstUnit()) // no blocks in a Latin square
	for pass, m := range [2]uint32{g.singles & g.alone & units, g.singles &^ g.alone & units} {
		reg, d := -1, 0
		switch {
		case m&0x1ff != 0:
			reg = bits.TrailingZeros32(m)
		case m>>18 != 0:
			reg = 18 + bits.TrailingZeros32(m>>18)
		case m != 0:
			reg = bits.TrailingZeros32(m)
		default:
			reg, d = g.extraSingle(pass == 0)
		}
		if reg < 0 {
			continue
		}
		if reg < 27 {
			d = bits.TrailingZeros16(g.once[reg])
		}
		diff := 1.5
		if g.emptyIn(reg) == 1 {
			diff = 1.0
		} else if reg < 9 {
			diff = 1.2
		}
		s.placement(diff, HiddenSingle, "Hidden Single", int(g.t.cells[reg][bits.TrailingZeros16(g.places(reg, d))]), d)
		if r.explain {
			r.explainPlacement(s, reg)
		}
		return true
	}
	return false
}

// extraSingle finds the first of a variant's extra regions, with one
// empty cell (alone) or more, where a digit has one place: the region
// and the lowest such digit, or -1.
func (g *cands) extraSingle(alone bool) (reg, d int) {
	for _, x := range g.t.extra {
		reg := int(x)
		if (g.emptyIn(reg) == 1) != alone {
			continue
		}
		var ones, twos uint16
		for _, c := range &g.t.cells[reg] {
			twos |= ones & g.cand[c]
			ones |= g.cand[c]
		}
		if once := ones &^ twos; once != 0 {
			return reg, bits.TrailingZeros16(once)
		}
	}
	return -1, 0
}

// nakedSingle finds a cell with one candidate left (2.3).
func (r *Rater) nakedSingle(s *Step) bool {
	for c := 0; c < 81; c++ {
		if m := r.g.cand[c]; r.g.val[c] == 0 && oneBit(m) {
			s.placement(2.3, NakedSingle, "Naked Single", c, bits.TrailingZeros16(m))
			if r.explain {
				r.explainPlacement(s, -1)
			}
			return true
		}
	}
	return false
}

// explainPlacement writes the text and picture of the placement s found in
// region reg (-1 for none, as a Naked Single): SE shows the cell selected
// and its digit green, and frames the region.
func (r *Rater) explainPlacement(s *Step, reg int) {
	var regs []int
	if reg >= 0 {
		regs = []int{reg}
	}
	s.setPattern([]int{s.cell}, regs, s.digit)
	r.pic.selectCells(s.cell)
	r.pic.green[s.cell] |= 1 << uint(s.digit)
	if reg >= 0 {
		r.pic.frame(reg)
	}
}

// lockingPairs are the (first, second) region types serate's Locking tries,
// in order: a digit of the first region confined to the second.
var lockingPairs = [4][2]int{{typeBlock, typeCol}, {typeBlock, typeRow}, {typeCol, typeBlock}, {typeRow, typeBlock}}

// lockedIn calls found for each digit d, region reg1 and region reg2 of
// serate's Locking loops where d's two or more places in reg1 all lie in
// reg2, until found returns true.
func (r *Rater) lockedIn(found func(t1, reg1, reg2, d int) bool) bool {
	for _, tp := range lockingPairs {
		for d := 1; d <= 9; d++ {
			for reg1 := tp[0] * 9; reg1 < tp[0]*9+9; reg1++ {
				p := r.g.pos[reg1][d]
				if p&(p-1) == 0 {
					continue // fewer than two places
				}
				// The places lie in one of the three regions of type
				// tp[1] crossing reg1 (in order) if in one third of reg1.
				which := 0
				if tp[1] == typeCol {
					which = 1
				}
				if k := rtab.segment[which][p]; k >= 0 && found(tp[0], reg1, int(rtab.cross[reg1][tp[1]][k]), d) {
					return true
				}
			}
		}
	}
	return false
}

// directLocking finds serate's Direct Pointing (1.7) or Direct Claiming
// (1.9): a locked digit that leaves a hidden single in another region of
// the first type. serate applies the placement alone, not the eliminations.
func (r *Rater) directLocking(s *Step) bool {
	return r.lockedIn(func(t1, reg1, reg2, d int) bool {
		for _, r3 := range rtab.cross[reg2][t1] {
			reg3 := int(r3)
			if reg3 == reg1 {
				continue
			}
			in := rtab.inter[reg3][reg2]
			p := r.g.pos[reg3][d]
			if p&(p-1) == 0 {
				continue
			}
			if rest := p &^ in; oneBit(rest) {
				r.directLockingHint(s, int(rtab.cells[reg3][bits.TrailingZeros16(rest)]), d, t1 == typeBlock, reg1, reg2)
				return true
			}
		}
		return false
	})
}

// directLockingHint makes s the placement of d in c a lock of d in reg1
// and reg2 leaves: Direct Pointing (1.7) when reg1 is a block, else
// Direct Claiming (1.9).
func (r *Rater) directLockingHint(s *Step, c, d int, pointing bool, reg1, reg2 int) {
	if pointing {
		s.placement(1.7, DirectPointing, "Direct Pointing", c, d)
	} else {
		s.placement(1.9, DirectClaiming, "Direct Claiming", c, d)
	}
	if r.explain {
		r.explainDirectLocking(s, reg1, reg2)
	}
}

// locking finds serate's Pointing (2.6: a block's digit locked in a line)
// or Claiming (2.8: a line's digit locked in a block).
func (r *Rater) locking(s *Step) bool {
	return r.lockedIn(func(t1, reg1, reg2, d int) bool {
		out := r.g.pos[reg2][d] &^ rtab.inter[reg2][reg1]
		if out == 0 {
			return false
		}
		for ; out != 0; out &= out - 1 {
			s.elim[rtab.cells[reg2][bits.TrailingZeros16(out)]] |= 1 << uint(d)
		}
		if t1 == typeBlock {
			s.diff, s.kind, s.name = 2.6, Pointing, "Pointing"
		} else {
			s.diff, s.kind, s.name = 2.8, Claiming, "Claiming"
		}
		if r.explain {
			r.explainLocking(s, reg1, reg2, d)
		}
		return true
	})
}

// explainLocking writes the text and picture of the Pointing or Claiming
// s of digit d, locked in reg1 and reg2: the locked cells selected and
// green, the removals red.
func (r *Rater) explainLocking(s *Step, reg1, reg2, d int) {
	cells := regionCells(reg1, r.g.places(reg1, d))
	s.setPattern(cells, []int{reg1, reg2}, d)
	r.pic.selectCells(cells...)
	r.pic.frame(reg1, reg2)
	shadeAll(&r.pic.green, &r.g, cells, 1<<uint(d))
	r.pic.red = s.elim
}

// explainDirectLocking writes the text and picture of the Direct Pointing
// or Claiming s, locked in reg1 and reg2. As serate's DirectLockingHint:
// the placed cell selected, its digit green; the locked cells' digit
// orange (green and red); the digit red where the lock would remove it.
func (r *Rater) explainDirectLocking(s *Step, reg1, reg2 int) {
	d := s.digit
	cells := regionCells(reg1, r.g.places(reg1, d))
	s.setPattern(cells, []int{reg1, reg2}, d)
	r.pic.selectCells(s.cell)
	r.pic.frame(reg1, reg2)
	r.pic.green[s.cell] |= 1 << uint(d)
	shadeAll(&r.pic.green, &r.g, cells, 1<<uint(d))
	shadeAll(&r.pic.red, &r.g, regionCells(reg2, r.g.places(reg2, d)), 1<<uint(d))
}

var setNames = [5]string{2: "Pair", 3: "Triplet", 4: "Quad"}

// subsets walks the k-element subsets of the set bits of a mask in
// increasing numeric order, serate's Permutations order over all the bits
// with the subsets that hold a bit outside the mask left out.
type subsets struct {
	idx [16]uint8 // the mask's bits, in increasing order
	n   int
	g   uint // the current subset, as bits of idx
}

// newSubsets starts the walk over the k-subsets of mask (k >= 1).
func newSubsets(mask uint16, k int) subsets {
	var it subsets
	for ; mask != 0; mask &= mask - 1 {
		it.idx[it.n] = uint8(bits.TrailingZeros16(mask))
		it.n++
	}
	it.g = 1<<uint(k) - 1
	return it
}

// next returns the next subset, false when there is none.
func (it *subsets) next() (uint16, bool) {
	if it.g >= 1<<uint(it.n) {
		return 0, false
	}
	var m uint16
	for b := it.g; b != 0; b &= b - 1 {
		m |= 1 << it.idx[bits.TrailingZeros(b)]
	}
	it.g = nextCombo(it.g)
	return m, true
}

// hiddenSet finds serate's hidden sets in a region: deg digits, each with
// two places or more, that share deg cells. Indirect (Hidden Pair 3.4,
// Triplet 4.0, Quad 5.4) it removes the cells' other candidates; direct
// (Direct Hidden Pair 2.0, Triplet 2.5) it places the first digit those
// removals would leave with one place in the region, and only that.
// serate tries every deg digits; only those with 2 to deg places can make
// a set, so the others are left out of the walk.
func (r *Rater) hiddenSet(s *Step, deg int, direct bool) bool {
	g := &r.g
	for _, reg8 := range r.g.t.setRegions() {
		reg := int(reg8)
		if n := g.emptyIn(reg); n <= 2*deg && !(direct && n > deg) {
			continue
		}
		var able uint16
		for d := 1; d <= 9; d++ {
			if k := bits.OnesCount16(g.places(reg, d)); k >= 2 && k <= deg {
				able |= 1 << uint(d)
			}
		}
		if bits.OnesCount16(able) < deg {
			continue
		}
		for it := newSubsets(able, deg); ; {
			digits, ok := it.next()
			if !ok {
				break
			}
			var union uint16
			for b := digits; b != 0; b &= b - 1 {
				union |= g.places(reg, bits.TrailingZeros16(b))
			}
			if bits.OnesCount16(union) != deg {
				continue
			}
			if direct {
				if r.hiddenSetSingle(s, reg, deg, digits, union) {
					return true
				}
				continue
			}
			for u := union; u != 0; u &= u - 1 {
				c := rtab.cells[reg][bits.TrailingZeros16(u)]
				s.elim[c] = g.cand[c] &^ digits
			}
			if s.worth() {
				s.diff = [5]float64{2: 3.4, 3: 4.0, 4: 5.4}[deg]
				s.kind, s.name = [5]Kind{2: HiddenPair, 3: HiddenTriplet, 4: HiddenQuad}[deg], "Hidden "+setNames[deg]
				if r.explain {
					r.explainSet(s, reg, union, digits)
				}
				return true
			}
		}
	}
	return false
}

// hiddenSetSingle is the placement of a direct hidden set of digits on the
// places union of region reg, if there is one.
func (r *Rater) hiddenSetSingle(s *Step, reg, deg int, digits, union uint16) bool {
	for v := 1; v <= 9; v++ {
		p := r.g.places(reg, v)
		if digits&(1<<uint(v)) != 0 || bits.OnesCount16(p) <= 1 {
			continue
		}
		if rest := p &^ union; oneBit(rest) {
			c := int(rtab.cells[reg][bits.TrailingZeros16(rest)])
			s.placement([5]float64{2: 2.0, 3: 2.5}[deg], [4]Kind{2: DirectHiddenPair, 3: DirectHiddenTriplet}[deg], "Direct Hidden "+setNames[deg], c, v)
			if r.explain {
				r.explainDirectHiddenSet(s, reg, digits, union)
			}
			return true
		}
	}
	return false
}

// explainSet writes the text and picture of the naked or hidden set s:
// the digits of the cells at positions places of region reg. Its cells
// are selected with their set digits green, the removals red (a hidden
// set's are its cells' other digits).
func (r *Rater) explainSet(s *Step, reg int, places, digits uint16) {
	cells := regionCells(reg, places)
	s.setPattern(cells, []int{reg}, maskDigits(digits)...)
	r.pic.selectCells(cells...)
	r.pic.frame(reg)
	shadeAll(&r.pic.green, &r.g, cells, digits)
	r.pic.red = s.elim
}

// explainDirectHiddenSet writes the text and picture of the Direct Hidden
// set s: as serate's DirectHiddenSetHint, the placed cell selected and its
// digit green, the set's digits orange (green and red) and the set cells'
// other digits red.
func (r *Rater) explainDirectHiddenSet(s *Step, reg int, digits, union uint16) {
	cells := regionCells(reg, union)
	s.setPattern(cells, []int{reg}, maskDigits(digits)...)
	r.pic.selectCells(s.cell)
	r.pic.frame(reg)
	r.pic.green[s.cell] |= 1 << uint(s.digit)
	shadeAll(&r.pic.green, &r.g, cells, digits)
	shadeAll(&r.pic.red, &r.g, cells, 0x3fe)
}

// nakedSet finds serate's naked sets: deg cells of a region, each with two
// candidates or more, holding deg digits between them, which leave the
// region's other cells (Naked Pair 3.0, Triplet 3.6, Quad 5.0). Only cells
// with 2 to deg candidates can be in one, so the walk leaves out the others.
func (r *Rater) nakedSet(s *Step, deg int) bool {
	g := &r.g
	for _, reg8 := range r.g.t.setRegions() {
		reg := int(reg8)
		if g.emptyIn(reg) < 2*deg {
			continue
		}
		var able uint16
		for i, c := range rtab.cells[reg] {
			if k := bits.OnesCount16(g.cand[c]); k >= 2 && k <= deg {
				able |= 1 << uint(i)
			}
		}
		if bits.OnesCount16(able) < deg {
			continue
		}
		for it := newSubsets(able, deg); ; {
			m, ok := it.next()
			if !ok {
				break
			}
			var union uint16
			for b := m; b != 0; b &= b - 1 {
				union |= g.cand[rtab.cells[reg][bits.TrailingZeros16(b)]]
			}
			if bits.OnesCount16(union) != deg {
				continue
			}
			for i := 0; i < 9; i++ {
				if m&(1<<uint(i)) == 0 {
					c := rtab.cells[reg][i]
					s.elim[c] = g.cand[c] & union
				}
			}
			if s.worth() {
				s.diff = [5]float64{2: 3.0, 3: 3.6, 4: 5.0}[deg]
				s.kind, s.name = [5]Kind{2: NakedPair, 3: NakedTriplet, 4: NakedQuad}[deg], "Naked "+setNames[deg]
				if r.explain {
					r.explainSet(s, reg, m, union)
				}
				return true
			}
		}
	}
	return false
}

var fishNames = [5]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}

// fish finds serate's Fisherman: deg columns (then deg rows) whose places
// for a digit, two or more in each, lie in deg rows (columns), which lose
// the digit elsewhere (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2). serate
// tries the line tuples in order and each digit for each; here each digit
// walks only its lines with 2 to deg places, and the first tuple wins, the
// lower digit on a tie.
func (r *Rater) fish(s *Step, deg int) bool {
	g := &r.g
	var placed [10]int
	for c := 0; c < 81; c++ {
		placed[g.val[c]]++
	}
	for _, tp := range [2][2]int{{typeCol, typeRow}, {typeRow, typeCol}} {
		best, bestD := uint16(0), 0
		for d := 1; d <= 9; d++ {
			if placed[d]+2*deg > 9 {
				continue
			}
			if m, ok := r.fishFirst(tp, d, deg, best, bestD != 0); ok {
				best, bestD = m, d
			}
		}
		if bestD != 0 {
			r.fishHint(s, tp, bestD, deg, best)
			return true
		}
	}
	return false
}

// fishFirst returns the first tuple of lines of type tp[0], before stop if
// limited, that makes a fish of digit d with eliminations.
func (r *Rater) fishFirst(tp [2]int, d, deg int, stop uint16, limited bool) (uint16, bool) {
	g := &r.g
	var able uint16
	for i := 0; i < 9; i++ {
		if k := bits.OnesCount16(g.pos[tp[0]*9+i][d]); k >= 2 && k <= deg {
			able |= 1 << uint(i)
		}
	}
	if bits.OnesCount16(able) < deg {
		return 0, false
	}
	for it := newSubsets(able, deg); ; {
		m, ok := it.next()
		if !ok || (limited && m >= stop) {
			return 0, false
		}
		var union uint16
		for b := m; b != 0; b &= b - 1 {
			union |= g.pos[tp[0]*9+bits.TrailingZeros16(b)][d]
		}
		if bits.OnesCount16(union) != deg {
			continue
		}
		for u := union; u != 0; u &= u - 1 {
			if g.pos[tp[1]*9+bits.TrailingZeros16(u)][d]&^m != 0 {
				return m, true
			}
		}
	}
}

// fishHint fills the step with the fish of digit d on the base lines m.
func (r *Rater) fishHint(s *Step, tp [2]int, d, deg int, m uint16) {
	g := &r.g
	var union uint16
	for b := m; b != 0; b &= b - 1 {
		union |= g.pos[tp[0]*9+bits.TrailingZeros16(b)][d]
	}
	for u := union; u != 0; u &= u - 1 {
		cover := tp[1]*9 + bits.TrailingZeros16(u)
		for e := g.pos[cover][d] &^ m; e != 0; e &= e - 1 {
			s.elim[rtab.cells[cover][bits.TrailingZeros16(e)]] |= 1 << uint(d)
		}
	}
	s.diff = [5]float64{2: 3.2, 3: 3.8, 4: 5.2}[deg]
	s.kind, s.name = [5]Kind{2: XWing, 3: Swordfish, 4: Jellyfish}[deg], fishNames[deg]
	if r.explain {
		r.explainFish(s, tp, d, deg, m, union)
	}
}

// explainFish writes the text and picture of the fish s of digit d on the
// base lines m (type tp[0]) and cover lines union (type tp[1]). serate's
// Fisherman lists the cells cover line by cover line, base lines in order
// in each: row by row for column fishes, column by column for row ones.
func (r *Rater) explainFish(s *Step, tp [2]int, d, deg int, m, union uint16) {
	var cells []int
	for u := union; u != 0; u &= u - 1 {
		cover := tp[1]*9 + bits.TrailingZeros16(u)
		r.pic.frame(cover)
		for b := m; b != 0; b &= b - 1 {
			if c := int(rtab.cells[cover][bits.TrailingZeros16(b)]); r.g.cand[c]&(1<<uint(d)) != 0 {
				cells = append(cells, c)
			}
		}
	}
	for b := m; b != 0; b &= b - 1 {
		r.pic.frame(tp[0]*9 + bits.TrailingZeros16(b))
	}
	var regs []int
	for b := m; b != 0; b &= b - 1 {
		regs = append(regs, tp[0]*9+bits.TrailingZeros16(b))
	}
	for u := union; u != 0; u &= u - 1 {
		regs = append(regs, tp[1]*9+bits.TrailingZeros16(u))
	}
	s.setPattern(cells, regs, d)
	r.pic.selectCells(cells...)
	shadeAll(&r.pic.green, &r.g, cells, 1<<uint(d))
	r.pic.red = s.elim
}

// xyWing finds serate's XY-Wing (4.2: three bivalue cells xy, xz, yz, xz
// and yz seeing xy) and XYZ-Wing (4.4: xy holds x, y and z): z leaves the
// cells that see xz and yz (and xy, for the XYZ-Wing).
func (r *Rater) xyWing(s *Step, xyz bool) bool {
	g := &r.g
	target := 2
	if xyz {
		target = 3
	}
	var pairs cellSet // the bivalue cells: xz and yz are among them
	for c := 0; c < 81; c++ {
		if bits.OnesCount16(g.cand[c]) == 2 {
			pairs.add(c)
		}
	}
	for i := 0; i < 81; i++ {
		xy := g.cand[i]
		if bits.OnesCount16(xy) != target {
			continue
		}
		// The wings in the order of the cells the pivot sees, serate's
		// getVisibleCellIndexes (a variant's after the classic ones).
		seen := g.t.sees[i]
		for _, xz8 := range seen {
			xz := int(xz8)
			if !pairs.has(xz) || bits.OnesCount16(xy&^g.cand[xz]) != 1 {
				continue
			}
			for _, yz8 := range seen {
				if yz := int(yz8); pairs.has(yz) && r.xyWingAt(s, xyz, i, xz, yz) {
					return true
				}
			}
		}
	}
	return false
}

// xyWingAt tries the pivot i with the wings xz and yz, and fills s with
// the hint if it removes anything.
func (r *Rater) xyWingAt(s *Step, xyz bool, i, xz, yz int) bool {
	g := &r.g
	xy, xzv, yzv := g.cand[i], g.cand[xz], g.cand[yz]
	if bits.OnesCount16(xy|xzv|yzv) != 3 {
		return false
	}
	inter := bits.OnesCount16(xy & xzv & yzv)
	if (xyz && inter != 1) || (!xyz && inter != 0) {
		return false
	}
	z := bits.TrailingZeros16(xzv & yzv)
	victims := g.t.peers[xz].and(g.t.peers[yz])
	if xyz {
		victims = victims.and(g.t.peers[i])
	}
	victims.del(i)
	victims.del(xz)
	victims.del(yz)
	for c := victims.next(0); c >= 0; c = victims.next(c + 1) {
		s.elim[c] = g.cand[c] & (1 << uint(z))
	}
	if !s.worth() {
		return false
	}
	if xyz {
		s.diff, s.kind, s.name = 4.4, XYZWing, "XYZ-Wing"
	} else {
		s.diff, s.kind, s.name = 4.2, XYWing, "XY-Wing"
	}
	if r.explain {
		r.xyWingExplain(s, i, xz, yz, z)
	}
	return true
}
