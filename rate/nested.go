// nested.go holds what serate's nested forcing chains (level 1 and
// up) add when a dynamic chain stalls: the candidates other rules remove
// from the chain's grid (getAdvancedPotentials), each with the removals
// the rule needed as its parents. It must not change the grids it is
// given.

package rate

import (
	"math/bits"
	"sort"
)

// advPot is a candidate a nested rule removes: the removals it rests on
// (parents, off potentials, in ruleWork.parents) and the nested chain
// hint that removes it (1 + its index in chaining.nests, 0 for none).
type advPot struct {
	pot      pot
	par, npa int32
	nest     int32
}

// ruleWork gathers the potentials of one call of the nested rules.
type ruleWork struct {
	out     []advPot
	parents []pot
	// When noting, each potential's note (notes, as out), the rule's
	// hint being note.
	noting bool
	note   *ruleNote
	notes  []*ruleNote
}

// emit records that a rule removes p, resting on the parents added to
// ruleWork.parents from index par on.
func (rw *ruleWork) emit(p pot, par int, nest int32) {
	rw.out = append(rw.out, advPot{p, int32(par), int32(len(rw.parents) - par), nest})
	if rw.noting {
		rw.notes = append(rw.notes, rw.note)
	}
}

// advanced adds to set the potentials the rules of the nested level remove
// from grid cur (serate's getAdvancedPotentials): the rules are tried in
// order (locking, hidden pairs, naked pairs, X-Wings, then for level 2
// and 3 the forcing chains and cycles, for level 3 the multiple forcing
// chains, for level 4 the dynamic forcing chains of the mode's limit)
// and the first that removes something, resting on earlier removals,
// gives all its hints. It reports whether a potential was new.
func (w *chaining) advanced(cur, save *cands, set *chainSet, m *chainMode) bool {
	w.halt.spend(16) // the rules scan the grid
	rw := &w.rules
	rw.out, rw.parents = rw.out[:0], rw.parents[:0]
	rw.noting, rw.notes = w.noting, rw.notes[:0]
	// Per digit, the regions that lost places since save: a rule's hint
	// rests on such a loss.
	var lost [10]uint32
	for r := 0; r < 27; r++ {
		for d := 1; d <= 9; d++ {
			if cur.pos[r][d] != save.pos[r][d] {
				lost[d] |= 1 << uint(r)
			}
		}
	}
	switch {
	case w.intersectionRule(cur, save, &lost):
	case w.hiddenPairRule(cur, save):
	case w.nakedPairRule(cur, save):
	case w.xWingRule(cur, save):
	case m.level >= 2 && m.level < 4 && w.chainRule(cur, save, chainMode{}):
	case m.level == 3 && w.chainRule(cur, save, chainMode{multiple: true}):
	case m.level >= 4 && w.chainRule(cur, save, chainMode{multiple: true, dynamic: true, level: m.limit}):
	default:
		return false
	}
	a := &w.arena
	added := false
	for i, ap := range rw.out {
		if set.has(ap.pot) {
			continue
		}
		x := a.add(ap.pot, causeAdvanced)
		a.nodes[x].nest = ap.nest
		if w.noting {
			w.notes[x] = rw.notes[i]
		}
		for _, q := range rw.parents[ap.par : ap.par+ap.npa] {
			n := set.node(q)
			if n < 0 {
				panic("rater: a nested rule's parent is not in the chain")
			}
			a.addParent(x, n)
		}
		set.put(ap.pot, x)
		added = true
	}
	return added
}

// javaMapOrder sorts cells (distinct, in the order a hint put them in its
// removable map) in the order Java's HashMap iterates them: by bucket,
// the cell's index modulo the table size (16, doubled while the map is
// more than three quarters full), then in the order they were put.
func javaMapOrder(cells []int) {
	javaMapOrderMasks(cells, nil)
}

// javaTableSize is the size of a Java HashMap's table holding n entries.
func javaTableSize(n int) int {
	size := 16
	for n*4 > size*3 {
		size *= 2
	}
	return size
}

// javaMapOrderMasks is javaMapOrder for cells that carry a mask each (if
// masks is not nil): the masks move with their cells. An insertion sort,
// stable, as the lists are short.
func javaMapOrderMasks(cells []int, masks []uint16) {
	b := javaTableSize(len(cells)) - 1
	for i := 1; i < len(cells); i++ {
		for j := i; j > 0 && cells[j]&b < cells[j-1]&b; j-- {
			cells[j], cells[j-1] = cells[j-1], cells[j]
			if masks != nil {
				masks[j], masks[j-1] = masks[j-1], masks[j]
			}
		}
	}
}

// emitCells records the removal of digit d from cells (in removable map
// order) with the parents from par on.
func (rw *ruleWork) emitCells(cells []int, d int, par int) {
	javaMapOrder(cells)
	for _, c := range cells {
		rw.emit(potOf(c, d, false), par, 0)
	}
}

// lockingRule is serate's Locking(false) on cur: a digit whose places in
// a region all lie in a crossing region leaves the latter's other cells;
// the parents are the places the first region lost since save, outside
// the second (lost has, per digit, the regions that lost places).
func (w *chaining) lockingRule(cur, save *cands, lost *[10]uint32) bool {
	rw := &w.rules
	var cells [9]int
	for _, tp := range lockingPairs {
		for d := 1; d <= 9; d++ {
			// Only a region that lost places gives parents.
			for regs := lost[d] >> uint(tp[0]*9) & 0x1ff; regs != 0; regs &= regs - 1 {
				reg1 := tp[0]*9 + bits.TrailingZeros32(regs)
				p := cur.pos[reg1][d]
				if p&(p-1) == 0 {
					continue
				}
				for _, r2 := range rtab.cross[reg1][tp[1]] {
					reg2 := int(r2)
					if p&^rtab.inter[reg1][reg2] != 0 {
						continue
					}
					out := cur.pos[reg2][d] &^ rtab.inter[reg2][reg1]
					lost := save.pos[reg1][d] &^ p &^ rtab.inter[reg1][reg2]
					if out == 0 || lost == 0 {
						continue
					}
					par := len(rw.parents)
					for ; lost != 0; lost &= lost - 1 {
						rw.parents = append(rw.parents, potOf(int(rtab.cells[reg1][bits.TrailingZeros16(lost)]), d, false))
					}
					n := 0
					for ; out != 0; out &= out - 1 {
						cells[n] = int(rtab.cells[reg2][bits.TrailingZeros16(out)])
						n++
					}
					if rw.noting {
						rw.note = lockingNote(cur, reg1, reg2, d)
					}
					rw.emitCells(cells[:n], d, par)
				}
			}
		}
	}
	return len(rw.out) > 0
}

// intersectionRule is the nested levels' first rule: Locking, or under a
// variant VLocking, as serate's getAdvancedPotentials chooses; none in a
// Latin square without extra regions (Locking needs blocks).
func (w *chaining) intersectionRule(cur, save *cands, lost *[10]uint32) bool {
	switch {
	case cur.t.links:
		return w.vLockingRule(cur, save)
	case cur.t.variant.Latin:
		return false
	}
	return w.lockingRule(cur, save, lost)
}

// vLockingRule is serate's VLocking on cur, the nested rule under a
// variant in place of Locking (Generalized Intersections): two to six
// places of a digit in a region, by region type (serate's order), digit
// and region; the digit leaves every cell that sees them all. The
// parents are the places the region lost since save; a region that lost
// none gives no hint.
func (w *chaining) vLockingRule(cur, save *cands) bool {
	rw := &w.rules
	t := cur.t
	var cells [81]int
	for _, gr := range t.groups {
		for d := 1; d <= 9; d++ {
			for reg := int(gr.first); reg < int(gr.first+gr.n); reg++ {
				p := cur.places(reg, d)
				lost := save.places(reg, d) &^ p
				if n := bits.OnesCount16(p); n < 2 || n > 6 || lost == 0 {
					continue
				}
				victims := cellSet{^uint64(0), 1<<17 - 1}
				for m := p; m != 0; m &= m - 1 {
					victims = victims.and(t.peers[t.cells[reg][bits.TrailingZeros16(m)]])
				}
				n := 0
				for c := victims.next(0); c >= 0; c = victims.next(c + 1) {
					if cur.cand[c]&(1<<uint(d)) != 0 {
						cells[n] = c
						n++
					}
				}
				if n == 0 {
					continue
				}
				par := len(rw.parents)
				for ; lost != 0; lost &= lost - 1 {
					rw.parents = append(rw.parents, potOf(int(t.cells[reg][bits.TrailingZeros16(lost)]), d, false))
				}
				if rw.noting {
					rw.note = &ruleNote{text: intersectionText(regionCells(reg, p), d, reg)}
				}
				rw.emitCells(cells[:n], d, par)
			}
		}
	}
	return len(rw.out) > 0
}

// hiddenPairRule is serate's HiddenSet(2, false) on cur: two digits with
// the same two places in a region (of more than four empty cells) leave
// those cells' other candidates; the parents are the two digits' places
// lost since save elsewhere in the region. Only digits of two places can
// pair, and a pair without a lost place has no parent.
func (w *chaining) hiddenPairRule(cur, save *cands) bool {
	for _, r := range cur.t.setRegions() {
		reg := int(r)
		if cur.emptyIn(reg) <= 4 {
			continue
		}
		var two, lost uint16 // digits of two places, digits that lost places
		var places [10]uint16
		for d := 1; d <= 9; d++ {
			p := cur.places(reg, d)
			places[d] = p
			if bits.OnesCount16(p) == 2 {
				two |= 1 << uint(d)
			}
			if save.places(reg, d) != p {
				lost |= 1 << uint(d)
			}
		}
		if two&lost == 0 || two&(two-1) == 0 {
			continue
		}
		// serate's pairs come in Gosper's order: by the second digit,
		// then the first.
		for m2 := two &^ (two & -two); m2 != 0; m2 &= m2 - 1 {
			d2 := bits.TrailingZeros16(m2)
			for m1 := two & (1<<uint(d2) - 1); m1 != 0; m1 &= m1 - 1 {
				d1 := bits.TrailingZeros16(m1)
				if (lost>>uint(d1)|lost>>uint(d2))&1 != 0 && places[d1] == places[d2] {
					w.hiddenPair(cur, save, reg, places[d1], d1, d2)
				}
			}
		}
	}
	return len(w.rules.out) > 0
}

// hiddenPair emits the hint of digits d1 and d2, whose two places in
// region reg are the same.
func (w *chaining) hiddenPair(cur, save *cands, reg int, u uint16, d1, d2 int) {
	rw := &w.rules
	var cells [2]int
	var rem [2]uint16
	digits := uint16(1)<<uint(d1) | uint16(1)<<uint(d2)
	n := 0
	for m := u; m != 0; m &= m - 1 {
		c := int(rtab.cells[reg][bits.TrailingZeros16(m)])
		if x := cur.cand[c] &^ digits; x != 0 {
			cells[n], rem[n] = c, x
			n++
		}
	}
	if n == 0 {
		return
	}
	par := len(rw.parents)
	for i := 0; i < 9; i++ {
		if u&(1<<uint(i)) != 0 {
			continue
		}
		c := int(rtab.cells[reg][i])
		for _, d := range [2]int{d1, d2} {
			if save.cand[c]&(1<<uint(d)) != 0 {
				rw.parents = append(rw.parents, potOf(c, d, false))
			}
		}
	}
	if rw.noting {
		rw.note = &ruleNote{text: setText("Hidden Pair", regionCells(reg, u), maskDigits(digits), reg)}
	}
	rw.emitMasks(cells[:n], rem[:n], par)
}

// emitMasks records the removal of each cell's digits of mask (cells in
// the order put in the removable map) with the parents from par on.
func (rw *ruleWork) emitMasks(cells []int, masks []uint16, par int) {
	javaMapOrderMasks(cells, masks)
	for i, c := range cells {
		for m := masks[i]; m != 0; m &= m - 1 {
			rw.emit(potOf(c, bits.TrailingZeros16(m), false), par, 0)
		}
	}
}

// nakedPairRule is serate's NakedSet(2) on cur: two cells of a region (of
// four empty cells or more) holding the same two digits only; the digits
// leave the region's other cells; the parents are the two cells' other
// candidates in save. Only cells of two candidates can pair, and a pair
// of cells that lost none has no parent.
func (w *chaining) nakedPairRule(cur, save *cands) bool {
	for _, r := range cur.t.setRegions() {
		reg := int(r)
		if cur.emptyIn(reg) < 4 {
			continue
		}
		var two, lost uint16 // positions of cells of two candidates, of cells that lost some
		for i, c := range &rtab.cells[reg] {
			if bits.OnesCount16(cur.cand[c]) == 2 {
				two |= 1 << uint(i)
			}
			if save.cand[c] != cur.cand[c] {
				lost |= 1 << uint(i)
			}
		}
		if two&lost == 0 || two&(two-1) == 0 {
			continue
		}
		// serate's pairs come in Gosper's order: by the second cell,
		// then the first.
		for m2 := two &^ (two & -two); m2 != 0; m2 &= m2 - 1 {
			i2 := bits.TrailingZeros16(m2)
			c2 := rtab.cells[reg][i2]
			for m1 := two & (1<<uint(i2) - 1); m1 != 0; m1 &= m1 - 1 {
				i1 := bits.TrailingZeros16(m1)
				if (lost>>uint(i1)|lost>>uint(i2))&1 != 0 && cur.cand[rtab.cells[reg][i1]] == cur.cand[c2] {
					w.nakedPair(cur, save, reg, i1, i2)
				}
			}
		}
	}
	return len(w.rules.out) > 0
}

// nakedPair emits the hint of the cells at positions i1 and i2 of region
// reg, which hold the same two digits.
func (w *chaining) nakedPair(cur, save *cands, reg, i1, i2 int) {
	rw := &w.rules
	var cells [81]int
	var masks [81]uint16
	c1, c2 := int(rtab.cells[reg][i1]), int(rtab.cells[reg][i2])
	u := cur.cand[c1]
	n := 0
	if cur.t.links {
		// serate's NakedSetGen: the digits leave the cells that see both
		// cells, in the region or out of it.
		both := cur.t.peers[c1].and(cur.t.peers[c2])
		for c := both.next(0); c >= 0; c = both.next(c + 1) {
			if x := cur.cand[c] & u; x != 0 {
				cells[n], masks[n] = c, x
				n++
			}
		}
	}
	for i := 0; i < 9 && !cur.t.links; i++ {
		c := int(rtab.cells[reg][i])
		if i == i1 || i == i2 {
			continue
		}
		if x := cur.cand[c] & u; x != 0 {
			cells[n], masks[n] = c, x
			n++
		}
	}
	if n == 0 {
		return
	}
	par := len(rw.parents)
	for _, c := range [2]int{c1, c2} {
		for x := save.cand[c] &^ u; x != 0; x &= x - 1 {
			rw.parents = append(rw.parents, potOf(c, bits.TrailingZeros16(x), false))
		}
	}
	if rw.noting {
		name := "Naked Pair"
		if cur.t.links {
			name = "Generalized Naked Pair"
		}
		rw.note = &ruleNote{text: setText(name, []int{c1, c2}, maskDigits(u), reg)}
	}
	rw.emitMasks(cells[:n], masks[:n], par)
}

// xWingRule is serate's Fisherman(2) on cur: a digit with the same two
// places in two columns (then rows) leaves the rest of the two crossing
// lines; the parents are the places the two base lines lost since save
// outside the crossing lines. Only lines where the digit has two places
// can pair, and a pair of lines that lost none has no parent.
func (w *chaining) xWingRule(cur, save *cands) bool {
	var placed [10]int
	for c := 0; c < 81; c++ {
		placed[cur.val[c]]++
	}
	var digits uint16 // serate leaves out digits placed six times or more
	for d := 1; d <= 9; d++ {
		if placed[d]+4 <= 9 {
			digits |= 1 << uint(d)
		}
	}
	for _, pass := range [2][2]int{{typeCol, typeRow}, {typeRow, typeCol}} {
		base := pass[0] * 9
		var two, lost [9]uint16 // per line, digits of two places, digits that lost places
		for l := 0; l < 9; l++ {
			for d := 1; d <= 9; d++ {
				p := cur.pos[base+l][d]
				if bits.OnesCount16(p) == 2 {
					two[l] |= 1 << uint(d)
				}
				if save.pos[base+l][d] != p {
					lost[l] |= 1 << uint(d)
				}
			}
			two[l] &= digits
		}
		for lines := uint(3); lines < 1<<9; lines = nextCombo(lines) {
			l1 := bits.TrailingZeros(lines)
			l2 := bits.TrailingZeros(lines & (lines - 1))
			for m := two[l1] & two[l2] & (lost[l1] | lost[l2]); m != 0; m &= m - 1 {
				d := bits.TrailingZeros16(m)
				if cur.pos[base+l1][d] == cur.pos[base+l2][d] {
					w.xWing(cur, save, pass, l1, l2, d)
				}
			}
		}
	}
	return len(w.rules.out) > 0
}

// xWing emits the hint of digit d, whose two places in base lines l1 and
// l2 of the pass are the same.
func (w *chaining) xWing(cur, save *cands, pass [2]int, l1, l2, d int) {
	rw := &w.rules
	var cells [18]int
	base, cover := pass[0]*9, pass[1]*9
	u := cur.pos[base+l1][d]
	lines := uint16(1)<<uint(l1) | uint16(1)<<uint(l2)
	n := 0
	for m := u; m != 0; m &= m - 1 {
		line := cover + bits.TrailingZeros16(m)
		for x := cur.pos[line][d] &^ lines; x != 0; x &= x - 1 {
			cells[n] = int(rtab.cells[line][bits.TrailingZeros16(x)])
			n++
		}
	}
	if n == 0 {
		return
	}
	par := len(rw.parents)
	for _, l := range [2]int{l1, l2} {
		for x := save.pos[base+l][d] &^ u; x != 0; x &= x - 1 {
			rw.parents = append(rw.parents, potOf(int(rtab.cells[base+l][bits.TrailingZeros16(x)]), d, false))
		}
	}
	if rw.noting {
		rw.note = fishNote(cur, pass, lines, u, d)
	}
	rw.emitCells(cells[:n], d, par)
}

// ruleHint is a hint of a Chaining producer run as a nested rule, kept
// until all are sorted: its key, removals (in chaining.pots, in the
// order of its Java removable map), the sources of its rule parents (in
// chaining.srcs), the Java hashCode of its removable map, and complexity.
type ruleHint struct {
	key       chainRank
	sig       uint64 // its chains' signature (hintComplexity)
	order     int32  // the order serate found it in
	rem, nrem int32
	src, nsrc int32
	hash      int
	comp      int
	dead      bool      // replaced by an earlier one in sorted order
	note      *ruleNote // when noting
}

// causeSource is what an on potential of a nested hint's chains owes its
// state to, which gives the hint's rule parents: a cell left with one
// candidate (the cell, below 81), or a digit left with one place in a
// region (81 + region*9 + digit-1). Its parents are the candidates the
// cell, or the digit's places the region, lost since the outer chain's
// grid.
type causeSource uint16

const causeSources = 81 + nRegions*9

// lost appends to out the removals since save that source s on grid cur
// rests on, in serate's order.
func (s causeSource) lost(cur, save *cands, out []pot) []pot {
	if s < 81 {
		c := int(s)
		for m := save.cand[c] &^ cur.cand[c]; m != 0; m &= m - 1 {
			out = append(out, potOf(c, bits.TrailingZeros16(m), false))
		}
		return out
	}
	reg, d := int(s-81)/9, int(s-81)%9+1
	for m := save.places(reg, d) &^ cur.places(reg, d); m != 0; m &= m - 1 {
		out = append(out, potOf(int(rtab.cells[reg][bits.TrailingZeros16(m)]), d, false))
	}
	return out
}

// subContext returns the state nested producers run in, polling w's
// stopper.
func (w *chaining) subContext() *chaining {
	if w.sub == nil {
		w.sub = new(chaining)
	}
	w.sub.halt = w.halt
	return w.sub
}

// chainRule runs a Chaining producer of mode m on cur, collecting all its
// hints (serate's getAdvancedPotentials uses every hint): sorted by key
// (the first found first among equals), those equal to an earlier one
// left out (Java's LinkedHashSet: same hashCode and removals), each hint
// that rests on removals since save adds its removals. The run does not
// depend on save: it is kept by grid, and the parents taken from save
// each time.
func (w *chaining) chainRule(cur, save *cands, m chainMode) bool {
	memos := &w.memo
	if w.noting {
		memos = &w.noteMemo // runs with their notes
	}
	if memo, ok := (*memos)[ruleMemoKey{cur.cand, m}]; ok {
		w.emitMemo(memo, cur, save)
		return len(w.rules.out) > 0
	}
	sub := w.subContext()
	if w.noting && !sub.noting {
		sub.startNoting()
	}
	sub.g, sub.collect = cur, true
	sub.hints, sub.pots, sub.srcs = sub.hints[:0], sub.pots[:0], sub.srcs[:0]
	sub.order = 0
	sub.remGen++
	if sub.remGen == 0 {
		sub.remMark = [1458]uint32{}
		sub.remGen = 1
	}
	if m.multiple {
		sub.forcingRun(m)
	} else {
		sub.unaryAllHints()
	}
	if w.halt.stopped {
		return false // a part-made run, not to be kept
	}
	w.halt.spend(len(sub.hints))
	memo := sub.ruleMemo()
	if *memos == nil || len(*memos) >= memoCap {
		*memos = map[ruleMemoKey][]ruleMemoHint{}
	}
	(*memos)[ruleMemoKey{cur.cand, m}] = memo
	w.emitMemo(memo, cur, save)
	return len(w.rules.out) > 0
}

// ruleMemo gives the run's hints as a nested rule keeps them: sorted by
// key (the first found first among equals), each once (Java's
// LinkedHashSet: the same hashCode and removals).
func (sub *chaining) ruleMemo() []ruleMemoHint {
	hs := sub.hints
	sort.Slice(hs, func(i, j int) bool {
		if hs[i].key != hs[j].key {
			return hs[i].key.less(hs[j].key)
		}
		return hs[i].order < hs[j].order
	})
	kept := map[int][]int{} // by hash
	var memo []ruleMemoHint
	for i := range hs {
		h := &hs[i]
		if h.dead {
			continue
		}
		dup := false
		for _, k := range kept[h.hash] {
			if sub.sameRemovals(&hs[k], h) {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		kept[h.hash] = append(kept[h.hash], i)
		memo = append(memo, ruleMemoHint{
			pots: append([]pot(nil), sub.pots[h.rem:h.rem+h.nrem]...),
			srcs: append([]causeSource(nil), sub.srcs[h.src:h.src+h.nsrc]...),
			nest: nestInfo{h.comp, h.sig},
			note: h.note,
		})
	}
	return memo
}

// memoCap bounds the nested runs a chaining keeps, for memory.
const memoCap = 1 << 15

// ruleMemoKey names a nested rule's run on a grid.
type ruleMemoKey struct {
	cand [81]uint16
	mode chainMode
}

// ruleMemoHint is a hint of a nested rule's run, after those equal to an
// earlier one are left out: its removals, the sources of its rule parents
// and its complexity and signature.
type ruleMemoHint struct {
	pots []pot
	srcs []causeSource
	nest nestInfo
	note *ruleNote // when noting
}

// keepMemos drops the nested runs, in w and the levels below, whose grid
// does not lie within grid g: the chains from g and its successors never
// meet them again.
func (w *chaining) keepMemos(g *[81]uint16) {
	h := w.halt
	for ; w != nil; w = w.sub {
		if w.memoGrid == *g {
			return
		}
		w.memoGrid = *g
		for k := range w.memo {
			if h.stop() {
				return // the rest kept: a run's result depends on its grid alone
			}
			for c, m := range &k.cand {
				if m&^g[c] != 0 {
					delete(w.memo, k)
					break
				}
			}
		}
	}
}

// emitMemo adds the removals of a run's hints on cur that rest on
// removals since save, each hint a nested chain.
func (w *chaining) emitMemo(memo []ruleMemoHint, cur, save *cands) {
	rw := &w.rules
	for _, h := range memo {
		w.halt.spend(1)
		par := len(rw.parents)
		w.parGen++
		if w.parGen == 0 {
			w.parMark = [1458]uint32{}
			w.parGen = 1
		}
		for _, s := range h.srcs {
			from := len(rw.parents)
			rw.parents = s.lost(cur, save, rw.parents)
			// Each removal once, where first met.
			kept := rw.parents[:from]
			for _, p := range rw.parents[from:] {
				if w.parMark[p] != w.parGen {
					w.parMark[p] = w.parGen
					kept = append(kept, p)
				}
			}
			rw.parents = kept
		}
		if len(rw.parents) == par {
			continue
		}
		w.nests = append(w.nests, h.nest)
		nest := int32(len(w.nests))
		rw.note = h.note
		for _, p := range h.pots {
			rw.emit(p, par, nest)
		}
	}
}

// sameRemovals reports whether two hints remove the same candidates.
func (w *chaining) sameRemovals(a, b *ruleHint) bool {
	if a.nrem != b.nrem {
		return false
	}
	var in [729]bool
	for _, p := range w.pots[a.rem : a.rem+a.nrem] {
		in[p.cand()] = true
	}
	for _, p := range w.pots[b.rem : b.rem+b.nrem] {
		if !in[p.cand()] {
			return false
		}
	}
	return true
}

// addHint starts a collected hint with the key; its removals and parents
// follow.
func (w *chaining) addHint(key chainRank) *ruleHint {
	w.hints = append(w.hints, ruleHint{key: key, order: w.order, rem: int32(len(w.pots)), src: int32(len(w.srcs))})
	w.order++
	w.srcGen++
	if w.srcGen == 0 {
		w.srcMark = [causeSources]uint32{}
		w.srcGen = 1
	}
	return &w.hints[len(w.hints)-1]
}

// addRemovals gives hint h its removals: each cell's digits of masks, the
// cells in the order the hint put them in its map.
func (w *chaining) addRemovals(h *ruleHint, cells []int, masks []uint16) {
	javaMapOrderMasks(cells, masks)
	for i, c := range cells {
		if i < 3 {
			h.hash ^= c
		}
		for m := masks[i]; m != 0; m &= m - 1 {
			w.pots = append(w.pots, potOf(c, bits.TrailingZeros16(m), false))
		}
	}
	h.nrem = int32(len(w.pots)) - h.rem
}

// addCauseParents adds to hint h the source of the removals an on
// potential of (c, d) with the cause rests on: the cell for a naked
// single, the digit's places in the region for a hidden one.
func (w *chaining) addCauseParents(h *ruleHint, c, d int, cause int8) {
	var s causeSource
	switch {
	case cause == causeCell:
		s = causeSource(c)
	case cause >= causeBlock && cause <= causeCol || cause >= causeExtra:
		s = causeSource(81 + causeRegion(c, cause)*9 + d - 1)
	default:
		return
	}
	if w.srcMark[s] != w.srcGen {
		w.srcMark[s] = w.srcGen
		w.srcs = append(w.srcs, s)
	}
	h.nsrc = int32(len(w.srcs)) - h.src
}

// cycleRuleHint collects a cycle's hint (serate's CycleHint): removals in
// the order serate's createCycleHint meets them (the cycle's on
// potentials from its end, each one's peers in order), rule parents from
// every potential of the cycle but its source, off ones taken as the on
// potentials of the reversed cycle, with their causes.
func (w *chaining) cycleRuleHint(k unaryKind, key chainRank, end int32, elim *[81]uint16) {
	u := &w.unary
	h := w.addHint(key)
	var loop cellSet
	for n := end; u.nodes[n].parent >= 0; n = u.nodes[n].parent {
		loop.add(u.nodes[n].pot.cell())
	}
	var cells []int
	var masks []uint16
	var seen cellSet
	for n := end; u.nodes[n].parent >= 0; n = u.nodes[n].parent {
		p := u.nodes[n].pot
		if p.on() {
			// The cells it sees in serate's order (visibleCellIndex).
			for _, q := range w.g.t.sees[p.cell()] {
				c := int(q)
				if elim[c]&(1<<uint(p.digit())) != 0 && !seen.has(c) {
					seen.add(c)
					cells = append(cells, c)
					masks = append(masks, elim[c])
				}
			}
		}
	}
	w.addRemovals(h, cells, masks)
	sig := sigAdd(sigStart, -2) // a cycle: its second chain is its first reversed
	offs := u.offs[:0]
	for n := end; u.nodes[n].parent >= 0; n = u.nodes[n].parent {
		nd := &u.nodes[n]
		if nd.pot.on() {
			w.addCauseParents(h, nd.pot.cell(), nd.pot.digit(), nd.cause)
		} else {
			offs = append(offs, n)
		}
		sig = sigAdd(sig, int(nd.pot))
	}
	// serate takes the cycle's on potentials from its end, then the
	// reversed cycle's, which are the off ones from its source.
	for i := len(offs) - 1; i >= 0; i-- {
		nd := &u.nodes[offs[i]]
		w.addCauseParents(h, nd.pot.cell(), nd.pot.digit(), nd.cause)
	}
	u.offs = offs
	h.comp, h.sig = key.comp, sig
	if w.noting {
		h.note = unaryNote(&unaryHint{key: key, cycle: true, kind: k, nCells: loop.count(),
			path: u.pathOf(end, nil), causes: u.causesOf(end, nil)})
		h.note.sig = sig
	}
}

// unaryChainHint collects the forcing chain ending at node end (serate's
// ForcingChainHint): an off target is removed, an on one fills its cell.
func (w *chaining) unaryChainHint(k unaryKind, end int32) {
	u := &w.unary
	p := u.nodes[end].pot
	key := k.forcingKey(int(u.nodes[end].depth) + 1)
	mask := uint16(1) << uint(p.digit())
	if p.on() {
		mask = w.g.cand[p.cell()] &^ mask
		if mask == 0 {
			return
		}
	}
	h := w.addHint(key)
	w.addRemovals(h, []int{p.cell()}, []uint16{mask})
	sig := sigAdd(sigStart, -1)
	for n := end; n >= 0; n = u.nodes[n].parent {
		nd := &u.nodes[n]
		if nd.pot.on() {
			w.addCauseParents(h, nd.pot.cell(), nd.pot.digit(), nd.cause)
		}
		sig = sigAdd(sig, int(nd.pot))
	}
	h.comp, h.sig = key.comp, sig
	if w.noting {
		h.note = unaryNote(&unaryHint{key: key, kind: k, path: u.pathOf(end, nil), causes: u.causesOf(end, nil)})
		h.note.sig = sig
	}
}

// forcingRuleHint collects a hint of the multiple or dynamic producer
// proving p by the chains to targets: its rule parents come from every
// on potential of the chains with its cause, the assumptions taking
// rootCause.
func (w *chaining) forcingRuleHint(kind int, key chainRank, p pot, targets []int32, rootCause int8) {
	mask := uint16(1) << uint(p.digit())
	if p.on() {
		mask = w.g.cand[p.cell()] &^ mask
	}
	rk := w.removalKey(p)
	if w.remMark[rk] == w.remGen {
		w.hints[w.remAt[rk]].dead = true
	}
	w.remMark[rk], w.remAt[rk] = w.remGen, int32(len(w.hints))
	h := w.addHint(key)
	w.addRemovals(h, []int{p.cell()}, []uint16{mask})
	a := &w.arena
	sig := sigAdd(sigStart, len(targets))
	for _, t := range targets {
		sig = sigAdd(sig, int(a.nodes[t].pot))
	}
	for _, t := range targets {
		sig = sigAdd(sig, -1)
		// serate's collectRuleParents and getChain: breadth first over the
		// parents, each potential once.
		a.layers(t, func(n int32) {
			nd := &a.nodes[n]
			sig = sigAdd(sig, int(nd.pot))
			if !nd.pot.on() {
				return
			}
			cause := nd.cause
			if nd.npar == 0 {
				cause = rootCause
			}
			w.addCauseParents(h, nd.pot.cell(), nd.pot.digit(), cause)
		})
	}
	h.comp, h.sig = key.comp, sig
	if w.noting {
		h.note = w.forcingNote(kind, p, targets)
		h.note.sig = sig
	}
}

// nestInfo is a nested hint a chain rests on: its complexity and the
// signature of its chains (serate counts equal chains, FullChain, once).
type nestInfo struct {
	comp int
	sig  uint64
}

// hintComplexity is serate's getComplexity of a hint whose chains end at
// targets: each chain's potentials (ancestors), plus the complexity of
// each nested hint those rest on, equal chains counted once.
func (w *chaining) hintComplexity(targets []int32) int {
	a := &w.arena
	total := 0
	if len(w.nests) == 0 {
		// No nested hint: each chain's count alone.
		for _, t := range targets {
			total += int(w.ancestry(t).nodes)
		}
		return total
	}
	seen := w.nestBuf[:0]
	nests := int32(0)
	for _, t := range targets {
		a.walk(t, func(n int32) {
			total++
			if k := a.nodes[n].nest; k != 0 {
				seen, nests = addNest(seen, &w.nests[k-1], nests)
			}
		})
	}
	w.nestBuf = seen
	w.halt.spend(total >> 4)
	return total + int(nests)
}

// hintBound is a lower bound of hintComplexity(targets) from the targets'
// ancestries: every chain's nodes, and the nested hints of one chain.
func (w *chaining) hintBound(targets []int32) int {
	total, most := 0, 0
	for _, t := range targets {
		an := w.ancestry(t)
		total += int(an.nodes)
		if int(an.nests) > most {
			most = int(an.nests)
		}
	}
	return total + most
}

// sigStart and sigAdd compute a chain signature (FNV-1a over the numbers
// of its potentials), which stands for serate's FullChain equality.
const sigStart = uint64(14695981039346656037)

func sigAdd(h uint64, v int) uint64 {
	for i := 0; i < 4; i++ {
		h ^= uint64(v>>(8*uint(i))) & 0xff
		h *= 1099511628211
	}
	return h
}

// removalKey identifies what a hint proving p removes: the removal of one
// candidate (an off target, or an on target in a cell of two), or the
// filling of a cell of more.
func (w *chaining) removalKey(p pot) int {
	if p.on() {
		if o := w.g.cand[p.cell()] &^ (1 << uint(p.digit())); oneBit(o) {
			return p.cell()*18 + bits.TrailingZeros16(o) - 1
		}
		return p.cell()*18 + 9 + p.digit() - 1
	}
	return p.cell()*18 + p.digit() - 1
}

// firstOfRemoval reports whether a collected hint proving p with key k
// would come before the one kept for the same removal, if any.
func (w *chaining) firstOfRemoval(p pot, k chainRank) bool {
	rk := w.removalKey(p)
	return w.remMark[rk] != w.remGen || k.less(w.hints[w.remAt[rk]].key)
}
