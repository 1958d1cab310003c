// unique.go holds serate's uniqueness techniques: Unique Rectangles
// and Loops (types 1 to 4) and the Bivalue Universal Grave (types 1 to 4),
// with lkSudoku's fixes that serate's default settings turn on. They
// assume the board has one solution; they must not change the grid.

package rate

import (
	"fmt"
	"math/bits"
)

// loopWork is the state of the unique loop search.
type loopWork struct {
	path    [81]int // the cells of the loop being built
	n       int
	in      cellSet   // the cells of path
	both    cellSet   // the cells holding v1 and v2
	seen    [2]uint64 // the regions of the path's cells at even and odd places
	v1, v2  int
	best    Step
	bestKey [2]float64 // rating, then type
	found   bool
	// When the rater explains: the kept hint's loop in serate's order, the
	// two digits its text names, and its picture.
	bestPath [81]int
	bestN    int
	bestVals [2]int
	pic      picture
}

// uniqueLoops finds serate's UniqueLoops hint: every loop of cells holding
// two digits, from each bivalue cell in turn, gives its hints; the first
// after sorting by rating then type is taken.
func (r *Rater) uniqueLoops(s *Step) bool {
	w := &r.loops
	w.found = false
	for c := 0; c < 81; c++ {
		m := r.g.cand[c]
		if bits.OnesCount16(m) != 2 {
			continue
		}
		w.v1 = bits.TrailingZeros16(m)
		w.v2 = bits.TrailingZeros16(m &^ (1 << uint(w.v1)))
		w.n, w.in, w.both, w.seen = 0, cellSet{}, cellSet{}, [2]uint64{}
		for o := 0; o < 81; o++ {
			if r.g.cand[o]&m == m {
				w.both.add(o)
			}
		}
		r.loopSearch(c, 2, 0, -1)
	}
	if w.found {
		*s = w.best
		if r.explain {
			r.explainLoop(s)
		}
	}
	return w.found
}

// explainLoop writes the kept unique loop's text, as serate's
// UniqueLoopHint prints it ("Unique Rectangle type 1: Cells
// r4c8,r4c9,r9c9,r9c8 on 4, 9": the loop in the order found), and its
// picture, with a link from each cell of the loop to the next as SE draws
// it (digit 0: the links join cells, not candidates).
func (r *Rater) explainLoop(s *Step) {
	w := &r.loops
	path := w.bestPath[:w.bestN]
	s.setPattern(path, nil, w.bestVals[0], w.bestVals[1])
	links := r.pic.links[:0]
	r.pic = w.pic
	for i, c := range path {
		links = append(links, Link{FromCell: c, ToCell: path[(i+1)%len(path)]})
	}
	r.pic.links = links
}

// loopSearch extends the path by cell through a region of another type
// than the last step's, as serate's checkForLoops (lkSudoku's version): a
// cell may hold more than the two digits while allowed > 0 or while the
// extra digits seen so far are one digit. The cell's regions come type by
// type in serate's order, each region's cells in its order.
func (r *Rater) loopSearch(cell, allowed int, extra uint16, lastType int) {
	w, t := &r.loops, r.g.t
	w.path[w.n] = cell
	w.seen[w.n%2] |= t.ownSet[cell]
	w.n++
	w.in.add(cell)
	both := uint16(1)<<uint(w.v1) | uint16(1)<<uint(w.v2)
	for _, reg := range t.own[cell] {
		typ := regionKind(int(reg))
		if typ == lastType {
			continue
		}
		for _, q := range &t.cells[reg] {
			// Only the cells holding both digits can extend the loop.
			next := int(q)
			if !w.both.has(next) {
				continue
			}
			if next == w.path[0] && w.n >= 4 {
				r.loopFound()
				continue
			}
			// A region met twice at places of one parity makes every loop
			// through the path invalid (validLoop): such paths are left out.
			if w.in.has(next) || w.seen[w.n%2]&t.ownSet[next] != 0 {
				continue
			}
			pots := r.g.cand[next]
			ex := (extra | pots) &^ both
			card := bits.OnesCount16(pots)
			if card == 2 || bits.OnesCount16(ex) == 1 || allowed > 0 {
				na := allowed
				if card > 2 {
					na--
				}
				r.loopSearch(next, na, ex, typ)
			}
		}
	}
	w.n--
	w.in.del(cell)
	w.seen[w.n%2] &^= t.ownSet[cell]
}

// validLoop is serate's isValidLoop: taking the cells in turn, each region
// of every type the board has is met at most once at odd and once at even
// places, and the regions met at odd places are those met at even ones.
func (r *Rater) validLoop() bool {
	w := &r.loops
	return w.seen[0] == w.seen[1] // loopSearch kept each parity free of repeats
}

// loopFound makes the hints of the closed path, in serate's order, and keeps
// the first that sorts first.
func (r *Rater) loopFound() {
	w := &r.loops
	if !r.validLoop() || r.loopRestricted() {
		return
	}
	both := uint16(1)<<uint(w.v1) | uint16(1)<<uint(w.v2)
	var extra [81]int
	ne := 0
	for i := 0; i < w.n; i++ {
		if c := w.path[i]; bits.OnesCount16(r.g.cand[c]) > 2 {
			extra[ne] = c
			ne++
		}
	}
	var s Step
	switch {
	case ne == 1:
		s.reset()
		s.elim[extra[0]] = both
		r.loopKeep(&s, 1, 0)
	case ne > 2:
		r.loopType2(extra[:ne])
	case ne == 2:
		c1, c2 := extra[0], extra[1]
		rest := (r.g.cand[c1] | r.g.cand[c2]) &^ both
		if bits.OnesCount16(rest) == 1 {
			r.loopType2(extra[:2])
		} else if bits.OnesCount16(rest) >= 2 {
			r.loopType3(c1, c2, rest)
		}
		r.loopType4(c1, c2)
	}
}

// loopRestricted is serate's isRestricted under the chess moves and the
// non-consecutive rule: a cell a king's or knight's move from a loop
// cell, and seen from it by no region, that can hold either loop digit,
// or a neighbour that can hold a digit next to one, may tell the loop's
// two fillings apart, so the loop is no deadly pattern.
func (r *Rater) loopRestricted() bool {
	w := &r.loops
	both := uint16(1)<<uint(w.v1) | uint16(1)<<uint(w.v2)
	for _, c := range w.path[:w.n] {
		if r.leapHolds(c, both) {
			return true
		}
	}
	return false
}

// leapHolds reports whether a cell only a chess move from c sees holds a
// digit of m, or, under the non-consecutive rule, a neighbour of c a
// digit next to one of m.
func (r *Rater) leapHolds(c int, m uint16) bool {
	t := r.g.t
	for _, q := range t.leaps[c] {
		if r.g.cand[q]&m != 0 {
			return true
		}
	}
	if t.wazir[c] == nil {
		return false
	}
	var next uint16
	for x := m; x != 0; x &= x - 1 {
		next |= t.ncMask[bits.TrailingZeros16(x)]
	}
	for _, q := range t.wazir[c] {
		if r.g.cand[q]&next != 0 {
			return true
		}
	}
	return false
}

// loopDiff is serate's rating of a unique loop of n cells: 4.5 for a
// rectangle, 4.6 for 6 cells, 4.7 for 8, 5.0 from 10.
func loopDiff(n int) float64 {
	d := 4.5
	if n >= 10 {
		d += 0.3
	}
	if n >= 8 {
		d += 0.2
	} else if n >= 6 {
		d += 0.1
	}
	return d
}

// loopKeep names a hint of type typ of the current loop, rated the loop's
// rating plus add tenths, and keeps it if it removes something and sorts
// first; it reports whether it kept it. When the rater explains, it keeps
// the loop and the picture all types share: the loop's cells selected
// with its two digits green, the removals red; the caller adds the rest.
func (r *Rater) loopKeep(s *Step, typ, add int) bool {
	w := &r.loops
	if !s.worth() {
		return false
	}
	s.diff = loopDiff(w.n)
	if add > 0 {
		s.diff = plusTenths(s.diff, add)
	}
	key := [2]float64{s.diff, float64(typ)}
	if w.found && !(key[0] < w.bestKey[0] || key[0] == w.bestKey[0] && key[1] < w.bestKey[1]) {
		return false
	}
	kind := " type " + string(rune('0'+typ))
	s.kind = UniqueLoop
	if w.n == 4 {
		s.name = "Unique Rectangle" + kind
	} else {
		s.name = "Unique Loop " + itoa(w.n) + kind
	}
	w.best, w.bestKey, w.found = *s, key, true
	if r.explain {
		r.loopPicture(s)
	}
	return true
}

// loopPicture keeps the current loop as the kept hint's and starts its
// picture.
func (r *Rater) loopPicture(s *Step) {
	w := &r.loops
	copy(w.bestPath[:], w.path[:w.n])
	w.bestN, w.bestVals = w.n, [2]int{w.v1, w.v2}
	w.pic = picture{red: s.elim}
	path := w.path[:w.n]
	w.pic.selectCells(path...)
	shadeAll(&w.pic.green, &r.g, path, 1<<uint(w.v1)|1<<uint(w.v2))
}

// loopType2: the extra cells share one extra digit, which leaves the cells
// that see them all.
func (r *Rater) loopType2(extra []int) {
	w := &r.loops
	both := uint16(1)<<uint(w.v1) | uint16(1)<<uint(w.v2)
	d := bits.TrailingZeros16(r.g.cand[extra[0]] &^ both)
	peers := &r.g.t.peers
	common := peers[extra[0]]
	for _, c := range extra[1:] {
		common = common.and(peers[c])
	}
	var s Step
	s.reset()
	for c := common.next(0); c >= 0; c = common.next(c + 1) {
		s.elim[c] = r.g.cand[c] & (1 << uint(d))
	}
	if r.loopKeep(&s, 2, 0) && r.explain {
		// serate's type 2 shows the extra digit orange in the extra cells.
		shadeAll(&w.pic.green, &r.g, extra, 1<<uint(d))
		shadeAll(&w.pic.red, &r.g, extra, 1<<uint(d))
	}
}

// loopType4: one of the loop's digits is locked in a region of the two
// extra cells, so the other leaves them. serate takes the last region
// (region types in its order) where the first digit is locked, else the
// second.
func (r *Rater) loopType4(c1, c2 int) {
	w, t := &r.loops, r.g.t
	r1, r2 := -1, -1
	for _, rg := range t.own[c1] {
		reg := int(rg)
		if t.ownSet[c2]&(1<<uint(reg)) == 0 {
			continue
		}
		others := ^uint16(1<<uint(t.posIn(reg, c1)) | 1<<uint(t.posIn(reg, c2)))
		if r.g.places(reg, w.v1)&others == 0 {
			r1 = reg
		}
		if r.g.places(reg, w.v2)&others == 0 {
			r2 = reg
		}
	}
	lock, rem, reg := w.v1, w.v2, r1
	switch {
	case r1 >= 0:
	case r2 >= 0:
		lock, rem, reg = w.v2, w.v1, r2
	default:
		return
	}
	var s Step
	s.reset()
	s.elim[c1] = 1 << uint(rem)
	s.elim[c2] = 1 << uint(rem)
	if r.loopKeep(&s, 4, 0) && r.explain {
		// serate's type 4 names the locked digit first.
		w.bestVals = [2]int{lock, rem}
		w.pic.frame(reg)
	}
}

// combos calls f with each k-of-n bit pattern in serate's Permutations order
// until f returns true (k = 0 gives the empty pattern once if n > 0).
func combos(k, n int, f func(m uint) bool) bool {
	if k == 0 {
		return n > 0 && f(0)
	}
	for m := uint(1)<<uint(k) - 1; m < 1<<uint(n); m = nextCombo(m) {
		if f(m) {
			return true
		}
	}
	return false
}

// loopType3: the two extra cells act as one cell holding their extra digits
// (rest), which forms a naked set with other cells of a region they share,
// or the loop's digits and others form a hidden set there. serate tries the
// sets by size, 2 to 7, region types in order, naked before hidden.
func (r *Rater) loopType3(c1, c2 int, rest uint16) {
	t := r.g.t
	for deg := 2; deg <= 7; deg++ {
		for _, rg := range t.own[c1] {
			reg := int(rg)
			if t.ownSet[c2]&(1<<uint(reg)) == 0 {
				continue
			}
			n := r.g.emptyIn(reg)
			if deg*2 <= n && deg >= bits.OnesCount16(rest) {
				r.loopNaked(c1, c2, rest, reg, deg)
			}
			if deg*2 < n {
				r.loopHidden(c1, c2, rest, reg, deg)
			}
		}
	}
}

// loopNaked tries the naked sets of deg cells of reg with c1 (standing for
// both extra cells, with the digits rest) and without c2.
func (r *Rater) loopNaked(c1, c2 int, rest uint16, reg, deg int) {
	g, t := &r.g, r.g.t
	i1, i2 := uint(t.posIn(reg, c1)), uint(t.posIn(reg, c2))
	combos(deg, 9, func(m uint) bool {
		if m&(1<<i1) == 0 || m&(1<<i2) != 0 {
			return false
		}
		set := rest & g.cand[c1] & g.cand[c2]
		var union uint16
		ok := true
		for b := m; b != 0; b &= b - 1 {
			p := rest
			if i := uint(bits.TrailingZeros(b)); i != i1 {
				p = g.cand[t.cells[reg][i]]
				set |= p
			}
			if bits.OnesCount16(p) <= 1 {
				ok = false
			}
			union |= p
		}
		if bits.OnesCount16(set) != deg || !ok || bits.OnesCount16(union) != deg {
			return false
		}
		var s Step
		s.reset()
		r.loopNakedRemovals(&s, c1, c2, reg, m, i1, union)
		if r.loopKeep(&s, 3, deg-1) && r.explain {
			r.loopNakedPicture(c1, c2, rest, reg, m&^(1<<i1), union)
		}
		return false
	})
}

// loopNakedRemovals sets the removals of a type 3 naked set on the
// positions m of reg (i1 standing for c1 and c2) with the digits union.
// On the classic board the digits leave the region's other cells; under
// a variant (serate's generalized naked set) each digit leaves the cells
// that see every set cell holding it, c1 and c2 among them, in the region
// or out of it.
func (r *Rater) loopNakedRemovals(s *Step, c1, c2, reg int, m, i1 uint, union uint16) {
	g, t := &r.g, r.g.t
	if t.variant.classic() {
		for i := uint(0); i < 9; i++ {
			c := int(t.cells[reg][i])
			if m&(1<<i) == 0 && c != c1 && c != c2 {
				s.elim[c] = g.cand[c] & union
			}
		}
		return
	}
	var cells [9]int
	n := 0
	for b := m &^ (1 << i1); b != 0; b &= b - 1 {
		cells[n] = int(t.cells[reg][bits.TrailingZeros(b)])
		n++
	}
	cells[n], cells[n+1] = c1, c2
	for v := union; v != 0; v &= v - 1 {
		bit := v & -v
		victims, held := cellSet{^uint64(0), 1<<17 - 1}, false
		for _, c := range cells[:n+2] {
			if g.cand[c]&bit != 0 {
				victims, held = victims.and(t.peers[c]), true
			}
		}
		for c := victims.next(0); held && c >= 0; c = victims.next(c + 1) {
			s.elim[c] |= g.cand[c] & bit
		}
	}
}

// loopNakedPicture adds a type 3 naked set's own part to the kept hint's
// picture, as serate's UniqueLoopType3NakedHint: the set's other cells
// (positions m of reg) with the set's digits, and the two extra cells with
// their extra digits rest, orange.
func (r *Rater) loopNakedPicture(c1, c2 int, rest uint16, reg int, m uint, union uint16) {
	p := &r.loops.pic
	p.frame(reg)
	cells := regionCells(reg, uint16(m))
	for _, col := range []*[81]uint16{&p.green, &p.red} {
		shadeAll(col, &r.g, cells, union)
		shadeAll(col, &r.g, []int{c1, c2}, rest)
	}
}

// loopHidden tries the hidden sets of reg made of the loop's two digits and
// deg-2 digits outside rest, on deg places counting the place of c1 (c2's
// is left out).
func (r *Rater) loopHidden(c1, c2 int, rest uint16, reg, deg int) {
	w := &r.loops
	g, t := &r.g, r.g.t
	i1, i2 := uint(t.posIn(reg, c1)), uint(t.posIn(reg, c2))
	var others [9]int
	no := 0
	for v := 1; v <= 9; v++ {
		if v != w.v1 && v != w.v2 && rest&(1<<uint(v)) == 0 {
			others[no] = v
			no++
		}
	}
	if deg-2 > no {
		return
	}
	combos(deg-2, no, func(m uint) bool {
		digits := uint16(1)<<uint(w.v1) | uint16(1)<<uint(w.v2)
		for b := m; b != 0; b &= b - 1 {
			digits |= 1 << uint(others[bits.TrailingZeros(b)])
		}
		var union uint16
		for ds := digits; ds != 0; ds &= ds - 1 {
			p := g.places(reg, bits.TrailingZeros16(ds)) &^ (1 << i2)
			if p == 0 {
				return false
			}
			union |= p
		}
		if bits.OnesCount16(union) != deg {
			return false
		}
		union &^= 1<<i1 | 1<<i2
		var s Step
		s.reset()
		for u := union; u != 0; u &= u - 1 {
			c := int(t.cells[reg][bits.TrailingZeros16(u)])
			if c != c1 && c != c2 {
				s.elim[c] = g.cand[c] &^ digits
			}
		}
		if r.loopKeep(&s, 3, bits.OnesCount16(union)-1) && r.explain {
			r.loopHiddenPicture(c1, c2, reg, digits, union)
		}
		return false
	})
}

// loopHiddenPicture adds a type 3 hidden set's own part to the kept hint's
// picture, as serate's UniqueLoopType3HiddenHint: the set's digits orange
// in its other cells (positions union of reg) and in the two extra cells.
func (r *Rater) loopHiddenPicture(c1, c2, reg int, digits, union uint16) {
	p := &r.loops.pic
	p.frame(reg)
	cells := append(regionCells(reg, union), c1, c2)
	shadeAll(&p.green, &r.g, cells, digits)
	shadeAll(&p.red, &r.g, cells, digits)
}

// regType is the type of region reg.
func regType(reg int) int { return reg / 9 }

// bugWork is the state of the BUG search: the cells and digits that keep
// the grid from being a bivalue universal grave.
type bugWork struct {
	cells   [81]int // serate's bugCells, in the order found
	n       int
	values  [81]uint16 // serate's bugValues, by cell
	all     uint16     // allBugValues
	common  cellSet    // the cells that see every bug cell (and are not one)
	started bool       // common is set
	temp    [81]uint16 // the candidates without the bug values
	t       *rateTables
}

// bug finds serate's Bivalue Universal Grave hint (lkSudoku's version): the
// digits that appear other than twice in a region, in cells of three
// candidates or more, are the bug values; without them every cell would
// hold two candidates and every digit two places per region.
func (r *Rater) bug(s *Step) bool {
	b := &r.bugs
	*b = bugWork{temp: r.g.cand, t: r.g.t}
	if !r.bugCells() || !b.grave(&r.g) || r.bugRestricted() {
		return false
	}
	switch {
	case b.n == 1:
		c := b.cells[0]
		s.elim[c] = r.g.cand[c] &^ b.all
		s.diff, s.kind, s.name = 5.6, BUG, "BUG type 1"
		if !s.worth() {
			return false
		}
		if r.explain {
			s.setPattern([]int{c}, nil)
			r.bugPicture(s, b.all)
		}
		return true
	case bits.OnesCount16(b.all) == 1:
		if r.bug2(s) {
			return true
		}
		return b.n == 2 && r.bug4(s)
	case b.started && !b.common.empty():
		if b.n == 2 && r.bug4(s) {
			return true
		}
		return r.bug3(s)
	}
	return false
}

// bugAdd makes c a bug cell with value d, as serate does; false when the
// pattern can no longer give a hint.
func (b *bugWork) bugAdd(c, d int, all bool) bool {
	known := false
	for i := 0; i < b.n; i++ {
		known = known || b.cells[i] == c
	}
	if !known {
		b.cells[b.n] = c
		b.n++
	}
	b.values[c] |= 1 << uint(d)
	if all {
		b.all |= 1 << uint(d)
	}
	b.temp[c] &^= 1 << uint(d)
	if !b.started {
		b.common, b.started = b.t.peers[c], true
	} else {
		b.common = b.common.and(b.t.peers[c])
	}
	for i := 0; i < b.n; i++ {
		b.common.del(b.cells[i])
	}
	return !(b.n > 1 && bits.OnesCount16(b.all) > 1 && b.common.empty())
}

// bugCells finds the bug cells and values region by region (region types
// in serate's order); with lkSudoku's fix, when one digit alone is out of
// place, all its cells of three candidates or more are bug cells. It
// returns false when there is no BUG.
func (r *Rater) bugCells() bool {
	b, t := &r.bugs, r.g.t
	var extra cellSet
	extraSet, only, oneValue := false, 0, true
	for _, gr := range t.groups {
		for reg := int(gr.first); reg < int(gr.first+gr.n); reg++ {
			for d := 1; d <= 9; d++ {
				fresh, odd := r.bugFresh(reg, d)
				if !odd {
					continue
				}
				if !extraSet {
					extra, only, extraSet = fresh, d, true
				} else if oneValue {
					if only == d {
						extra = extra.or(fresh)
					} else {
						oneValue = false
					}
				}
				if fresh.count() == 1 && !b.bugAdd(fresh.next(0), d, true) {
					return false
				}
				if fresh.empty() {
					return false
				}
			}
		}
	}
	if oneValue && extraSet && extra.count() > b.n {
		for i := 0; i < b.n; i++ {
			extra.del(b.cells[i])
		}
		for c := extra.next(0); c >= 0; c = extra.next(c + 1) {
			if !b.bugAdd(c, only, false) {
				return false
			}
		}
	}
	return true
}

// bugFresh gives the cells of three candidates or more among digit d's
// places in region reg, when the places are neither none nor two (odd).
func (r *Rater) bugFresh(reg, d int) (fresh cellSet, odd bool) {
	p := r.g.places(reg, d)
	if k := bits.OnesCount16(p); k == 0 || k == 2 {
		return fresh, false
	}
	for ; p != 0; p &= p - 1 {
		if c := int(r.g.t.cells[reg][bits.TrailingZeros16(p)]); r.g.candCount(c) >= 3 {
			fresh.add(c)
		}
	}
	return fresh, true
}

// grave reports whether the grid without the bug values is a BUG: two
// candidates in every empty cell, two places for a digit in a region (of
// every type the board has) or none.
func (b *bugWork) grave(g *cands) bool {
	var pos [nRegions][10]uint8
	for c := 0; c < 81; c++ {
		m := b.temp[c]
		if g.val[c] != 0 {
			continue
		}
		if bits.OnesCount16(m) != 2 {
			return false
		}
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			for _, reg := range b.t.own[c] {
				pos[reg][d]++
			}
		}
	}
	for reg := range pos {
		for _, k := range pos[reg] {
			if k != 0 && k != 2 {
				return false
			}
		}
	}
	return true
}

// bugRestricted is serate's isRestricted for a BUG under the chess
// moves and the non-consecutive rule: a cell holding two candidates
// without the bug values, whose cells only a chess move from it sees
// hold either of them, or whose neighbours a digit next to one (bug
// values kept), may be no part of a deadly pattern, so there is no BUG.
func (r *Rater) bugRestricted() bool {
	b := &r.bugs
	for c := 0; c < 81; c++ {
		if r.g.val[c] == 0 && bits.OnesCount16(b.temp[c]) == 2 && r.leapHolds(c, b.temp[c]) {
			return true
		}
	}
	return false
}

// bug2: one bug value, which leaves the cells that see every bug cell.
func (r *Rater) bug2(s *Step) bool {
	b := &r.bugs
	if !b.started {
		return false
	}
	d := bits.TrailingZeros16(b.all)
	for c := b.common.next(0); c >= 0; c = b.common.next(c + 1) {
		s.elim[c] = r.g.cand[c] & (1 << uint(d))
	}
	s.diff, s.kind, s.name = 5.7, BUG, "BUG type 2"
	if !s.worth() {
		return false
	}
	if r.explain {
		s.setPattern(b.cells[:b.n], nil, d)
		r.bugPicture(s, b.all)
	}
	return true
}

// bugPicture fills the picture of a BUG type 1 or 2 as serate's Bug1Hint
// and Bug2Hint show it: the bug cells selected with the digits green
// (the bug values), the removals red.
func (r *Rater) bugPicture(s *Step, green uint16) {
	b := &r.bugs
	r.pic.selectCells(b.cells[:b.n]...)
	shadeAll(&r.pic.green, &r.g, b.cells[:b.n], green)
	r.pic.red = s.elim
}

// sharedRegion returns the region of type gr that holds all cells, or -1.
func (t *rateTables) sharedRegion(gr group, cells []int) int {
	reg := t.regionIn(gr, cells[0])
	for _, c := range cells[1:] {
		if t.regionIn(gr, c) != reg {
			return -1
		}
	}
	return reg
}

// bug4: two bug cells in one region with one common digit besides the bug
// values: each keeps only its bug values and that digit. serate gives a
// hint for each region type the cells share, in its order: the first is
// taken.
func (r *Rater) bug4(s *Step) bool {
	b, t := &r.bugs, r.g.t
	c1, c2 := b.cells[0], b.cells[1]
	common := r.g.cand[c1] & r.g.cand[c2] &^ b.all
	if bits.OnesCount16(common) != 1 {
		return false
	}
	for _, gr := range t.groups {
		reg := t.sharedRegion(gr, b.cells[:2])
		if reg < 0 {
			continue
		}
		s.elim[c1] = r.g.cand[c1] &^ b.values[c1] &^ common
		s.elim[c2] = r.g.cand[c2] &^ b.values[c2] &^ common
		s.diff, s.kind, s.name = 5.7, BUG, "BUG type 4"
		if r.explain {
			r.explainBug4(s, reg, common)
		}
		return true
	}
	return false
}

// explainBug4 writes the text and picture of the BUG type 4 s in region
// reg, with the digit common to both cells: as serate's Bug4Hint, the two
// cells selected, their bug values green, the common digit orange, the
// removals red.
func (r *Rater) explainBug4(s *Step, reg int, common uint16) {
	b := &r.bugs
	c1, c2 := b.cells[0], b.cells[1]
	s.setPattern([]int{c1, c2}, []int{reg}, bits.TrailingZeros16(common))
	r.pic.selectCells(c1, c2)
	r.pic.frame(reg)
	r.pic.red = s.elim
	for _, c := range [2]int{c1, c2} {
		shade(&r.pic.green, &r.g, c, b.values[c]|common)
		shade(&r.pic.red, &r.g, c, common)
	}
}

// bug3: the bug cells, standing as one cell holding the bug values, form a
// naked set with other cells of a region they share (sizes 2 to 6 first,
// then region types in serate's order); the set's digits leave the
// region's other cells, or under a variant the cells that see the set's
// cells holding them.
func (r *Rater) bug3(s *Step) bool {
	b, t := &r.bugs, r.g.t
	for deg := 2; deg <= 6; deg++ {
		for _, gr := range t.groups {
			reg := t.sharedRegion(gr, b.cells[:b.n])
			if reg < 0 {
				continue
			}
			in := b.common.and(t.set[reg])
			if gr.n == 1 && in != b.common {
				// serate asks each common cell for its region of the type,
				// and one outside the diagonal or group throws.
				r.fault = fmt.Errorf("%w: serate fails (an exception) looking for a BUG type 3 in the %s", ErrNotRated, regionFullName(reg))
				return false
			}
			var cells [9]int
			nc := 0
			for c := in.next(0); c >= 0; c = in.next(c + 1) {
				cells[nc] = c
				nc++
			}
			if nc < deg {
				continue
			}
			if combos(deg-1, nc, func(m uint) bool { return r.bug3Set(s, reg, cells[:nc], m, deg) }) {
				return true
			}
		}
	}
	return false
}

// bug3Set tries the naked set of the cells picked by m (cells of region
// reg) with the bug values.
func (r *Rater) bug3Set(s *Step, reg int, cells []int, m uint, deg int) bool {
	b := &r.bugs
	var union uint16
	ok := true
	for x := m; x != 0; x &= x - 1 {
		p := r.g.cand[cells[bits.TrailingZeros(x)]]
		ok = ok && bits.OnesCount16(p) > 1
		union |= p
	}
	if bits.OnesCount16(union) != deg || !ok || bits.OnesCount16(b.all) <= 1 {
		return false
	}
	if set := union | b.all; bits.OnesCount16(set) != deg {
		return false
	}
	r.bug3Removals(s, cells, m, union)
	if !s.worth() {
		return false
	}
	s.diff = plusTenths(5.7, deg-1)
	s.kind, s.name = BUG, "BUG type 3"
	if r.explain {
		r.explainBug3(s, reg, cells, m, union)
	}
	return true
}

// bug3Removals sets the removals of the naked set of the digits union on
// the cells picked by m and the bug cells. On the classic board the digits
// leave the set's region's other cells that see every bug cell; under a
// variant (serate's generalized naked set) each digit leaves the cells
// that see every set cell and bug cell holding it.
func (r *Rater) bug3Removals(s *Step, cells []int, m uint, union uint16) {
	b, g := &r.bugs, &r.g
	if g.t.variant.classic() {
		for i, c := range cells {
			if m&(1<<uint(i)) == 0 {
				s.elim[c] = g.cand[c] & union
			}
		}
		return
	}
	for v := union; v != 0; v &= v - 1 {
		bit := v & -v
		victims := cellSet{^uint64(0), 1<<17 - 1}
		for x := m; x != 0; x &= x - 1 {
			if c := cells[bits.TrailingZeros(x)]; g.cand[c]&bit != 0 {
				victims = victims.and(g.t.peers[c])
			}
		}
		for _, c := range b.cells[:b.n] {
			if g.cand[c]&bit != 0 {
				victims = victims.and(g.t.peers[c])
			}
		}
		for c := victims.next(0); c >= 0; c = victims.next(c + 1) {
			s.elim[c] |= g.cand[c] & bit
		}
	}
}

// explainBug3 writes the text and picture of the BUG type 3 s: the naked
// set of the digits union on the cells picked by m of region reg, and the
// bug cells. As serate's Bug3Hint: the bug cells selected with their bug
// values of the set green, the set's other cells orange, the removals red.
func (r *Rater) explainBug3(s *Step, reg int, cells []int, m uint, union uint16) {
	b := &r.bugs
	s.setPattern(b.cells[:b.n], []int{reg}, maskDigits(union)...)
	r.pic.selectCells(b.cells[:b.n]...)
	r.pic.frame(reg)
	r.pic.red = s.elim
	for _, c := range b.cells[:b.n] {
		shade(&r.pic.green, &r.g, c, b.values[c]&union)
	}
	for i, c := range cells {
		if m&(1<<uint(i)) != 0 {
			shade(&r.pic.green, &r.g, c, union)
			shade(&r.pic.red, &r.g, c, union)
		}
	}
}
