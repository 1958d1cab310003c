// bigwings.go holds serate's techniques between 6.2 and the forcing
// chains that wings.go's wing search covers with bigger sets (the
// UVWXYZ- and TUVWXYZ-Wings) and its Aligned Triplet Exclusion. They must
// not change the grid.

package rate

// wingNames are serate's names of the wings by the cells of their set.
var wingNames = [7]string{3: "WXYZ-Wing", 4: "VWXYZ-Wing", 5: "UVWXYZ-Wing", 6: "TUVWXYZ-Wing"}

// wingKinds are their kinds.
var wingKinds = [7]Kind{3: WXYZWing, 4: VWXYZWing, 5: UVWXYZWing, 6: TUVWXYZWing}

// bigWingDiff are the fixed ratings of the wings of 5 and 6 set cells
// (UVWXYZWingHint, TUVWXYZWingHint: the size term is commented out).
var bigWingDiff = [7]float64{5: 6.6, 6: 7.5}

// uvwxyzWing finds serate's UVWXYZ-Wing (6.6).
func (r *Rater) uvwxyzWing(s *Step) bool { return r.alsWing(s, 5) }

// tuvwxyzWing finds serate's TUVWXYZ-Wing (7.5).
func (r *Rater) tuvwxyzWing(s *Step) bool { return r.alsWing(s, 6) }

// alignedTriplets finds serate's Aligned Triplet Exclusion (7.5,
// AlignedExclusion(3)): three base cells, the first two by serate's pairs
// of its base list and the third among the cells with two or three
// candidates either of them sees; each combination of their digits that
// would empty a cell all three see (with two candidates or three) is
// forbidden, as are those repeating a digit in cells that see each other,
// and a digit in no allowed combination leaves its cell.
func (r *Rater) alignedTriplets(s *Step) bool {
	g := &r.g
	var base [81]int8
	var excl [81]cellSet // a base cell's excluders: peers with 2 or 3 candidates
	nb := g.alignedBases(3, &base, &excl)
	var isBase cellSet
	for _, c := range base[:nb] {
		isBase.add(int(c))
	}
	mark := &r.aligned[1]
	changed := mark.changed(&r.g)
	mark.ok = false
	for j := 1; j < nb; j++ {
		for i := 0; i < j; i++ {
			c0, c1 := int(base[i]), int(base[j])
			pair := excl[c0].and(excl[c1])
			if pair.count() < 2 {
				continue // the three cells' common excluders are among these
			}
			// The third cell: the excluders of c0, then those of c1, that
			// are base cells, each in the order of the cells it sees
			// (increasing on the classic board, a variant's cells after).
			first := excl[c0].and(isBase)
			first.del(c1)
			second := excl[c1].and(isBase).minus(excl[c0])
			second.del(c0)
			if !alignedChanged(changed, pair, c0, c1, c1) {
				// The three cells' common excluders are among the pair's.
				first, second = first.and(changed), second.and(changed)
			}
			for k, thirds := range [2]cellSet{first, second} {
				for _, t8 := range g.t.sees[[2]int{c0, c1}[k]] {
					t := int(t8)
					if !thirds.has(t) {
						continue
					}
					if r.halt.stop() {
						return false // no mark kept: mark.ok is false
					}
					common := pair.and(excl[t])
					if common.count() >= 2 && alignedChanged(changed, common, c0, c1, t) &&
						r.alignedTriplet(s, c0, c1, t, common) {
						return true
					}
				}
			}
		}
	}
	mark.keep(&r.g)
	return false
}

// alignedTriplet tries the base cells a, b, c with their common excluders
// (two or more). For each pair of digits of a and b, the digits c may
// take are those no excluder forbids: an excluder whose candidates the
// pair covers forbids every digit, one with a single candidate outside
// the pair forbids that one.
func (r *Rater) alignedTriplet(s *Step, a, b, c int, common cellSet) bool {
	g := &r.g
	t := triplet{
		cand: [3]uint16{g.cand[a], g.cand[b], g.cand[c]},
		ab:   g.t.peers[a].has(b), ac: g.t.peers[a].has(c), bc: g.t.peers[b].has(c),
	}
	// Only an excluder whose candidates the base cells cover can forbid a
	// combination; without one, only repeated digits are forbidden, which
	// removes nothing unless the three cells see each other.
	var ex [80]uint16 // a variant's cells see more than the classic 20
	n := 0
	for e := common.next(0); e >= 0; e = common.next(e + 1) {
		if m := g.cand[e]; m&^(t.cand[0]|t.cand[1]|t.cand[2]) == 0 {
			ex[n] = m
			n++
		}
	}
	if n == 0 && !(t.ab && t.ac && t.bc) {
		return false
	}
	ok := t.allowed(ex[:n])
	if ok == t.cand {
		return false
	}
	s.elim[a], s.elim[b], s.elim[c] = t.cand[0]&^ok[0], t.cand[1]&^ok[1], t.cand[2]&^ok[2]
	s.diff, s.kind, s.name = 7.5, AlignedTripletExclusion, "Aligned Triplet Exclusion"
	if r.explain {
		r.alignedExplain(s, common, a, b, c)
	}
	return true
}

// triplet is an Aligned Triplet Exclusion's three base cells: their
// candidates, and which of them see each other (a and b, a and c, b and
// c).
type triplet struct {
	cand       [3]uint16
	ab, ac, bc bool
}

// allowed gives the digits of each base cell that some combination the
// excluders ex (their candidates) leave allowed holds; it stops once
// every digit is, as then nothing leaves.
func (t *triplet) allowed(ex []uint16) (ok [3]uint16) {
	for ma := t.cand[0]; ma != 0; ma &= ma - 1 {
		da := ma & -ma
		for mb := t.cand[1]; mb != 0; mb &= mb - 1 {
			db := mb & -mb
			if da == db && t.ab {
				continue
			}
			pair := da | db
			var no uint16 // the digits c may not take
			if t.ac {
				no |= da
			}
			if t.bc {
				no |= db
			}
			for _, e := range ex {
				if rest := e &^ pair; rest == 0 {
					no = 0x3fe
					break
				} else if oneBit(rest) {
					no |= rest
				}
			}
			if allowed := t.cand[2] &^ no; allowed != 0 {
				ok[0] |= da
				ok[1] |= db
				ok[2] |= allowed
			}
		}
		if ok == t.cand {
			return ok // every digit allowed somewhere: nothing to remove
		}
	}
	return ok
}
