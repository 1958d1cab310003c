// wings.go holds serate's WXYZ-Wing and VWXYZ-Wing (a set of 3 or 4
// cells of one region holding 4 or 5 digits, with a bivalue cell) and its
// Aligned Pair Exclusion. They must not change the grid.

package rate

import "math/bits"

// wingWork is the state of a WXYZ or VWXYZ-Wing search.
type wingWork struct {
	k       int     // cells in the set: 3 (WXYZ) to 6 (TUVWXYZ)
	set     [6]int  // the set's cells, in increasing order
	pairs   cellSet // the bivalue cells, the pivots' candidates
	best    Step
	bestKey wingKey
	found   bool
	show    wingShow    // the best hint's pattern, kept when the rater explains
	missed  [7]gridMark // by set size: the grid the last search found nothing on
	changed cellSet     // the cells changed since, all if there is none
	touch   cellSet     // a wing to try has a set cell here (see wingTouch)
}

// forget drops the grids of the searches that found nothing: they belong
// to the board before.
func (w *wingWork) forget() {
	w.missed = [7]gridMark{}
}

// wingShow is a wing as serate's hint shows it.
type wingShow struct {
	set    [6]int // the set's cells
	yz     int    // the pivot
	x, z   int    // serate's xValue and zValue: the digit the pivot restricts, the one removed
	double bool   // doubly linked
}

// wingKey is what serate sorts the wings by: rating, then most
// eliminations, then suffix from the last.
type wingKey struct {
	diff   float64
	elims  int
	suffix string
}

func (a wingKey) before(b wingKey) bool {
	if a.diff != b.diff {
		return a.diff < b.diff
	}
	if a.elims != b.elims {
		return a.elims > b.elims
	}
	return a.suffix > b.suffix
}

// wxyzWing finds serate's WXYZ-Wing (5.5 to 5.6).
func (r *Rater) wxyzWing(s *Step) bool { return r.alsWing(s, 3) }

// vwxyzWing finds serate's VWXYZ-Wing (6.2 to 6.4).
func (r *Rater) vwxyzWing(s *Step) bool { return r.alsWing(s, 4) }

// alsWing finds the wings of k set cells: each set, taken cell by cell in
// increasing order among the cells that see the ones before, with each
// bivalue cell seeing one of them whose digits are two of the set's. A
// stopped search finds nothing and keeps no mark.
func (r *Rater) alsWing(s *Step, k int) bool {
	w := &r.wing
	w.k, w.found = k, false
	w.pairs = cellSet{}
	for c := 0; c < 81; c++ {
		if r.g.candCount(c) == 2 {
			w.pairs.add(c)
		}
	}
	need := r.wingTouch(&w.missed[k])
	for c := 0; c < 81; c++ {
		n := r.g.candCount(c)
		if n < 2 || n > k+1 {
			continue
		}
		w.set[0] = c
		r.wingExtend(1, r.g.t.forward[c], r.g.cand[c], n, n, need && !w.touch.has(c))
	}
	if r.halt.stopped {
		return false
	}
	if !w.found {
		w.missed[k].keep(&r.g)
		return false
	}
	w.missed[k].ok = false
	*s = w.best
	if r.explain {
		r.wingExplain(s)
	}
	return true
}

// wingTouch sets the cells changed since miss and the cells a wing to
// try has in its set: a wing's removals rest on its set's and pivot's
// candidates (gridMark), and a pivot sees a cell of its set, so a wing
// that removes anything now has a changed cell in its set or a cell that
// sees a changed pivot. False if that leaves out no cell.
func (r *Rater) wingTouch(miss *gridMark) bool {
	w := &r.wing
	w.changed = miss.changed(&r.g)
	w.touch = w.changed
	for c := w.changed.next(0); c >= 0; c = w.changed.next(c + 1) {
		if r.g.candCount(c) == 2 {
			w.touch = w.touch.or(r.g.t.peers[c])
		}
	}
	return w.touch.count() < 81
}

// wingExtend adds the set's cell depth from next, with union the digits so
// far, big the most candidates of a cell and size their total; need says
// that the set must still take a cell of w.touch. The second cell comes
// in the order of the first's forward seen cells, as serate's
// getForwardVisibleCellIndexes gives them (a variant's after the classic
// ones); the others in increasing order.
func (r *Rater) wingExtend(depth int, next cellSet, union uint16, big, size int, need bool) {
	w := &r.wing
	if (need && next.and(w.touch).empty()) || r.halt.stop() {
		return
	}
	if depth == 1 {
		for _, c := range r.g.t.ahead[w.set[0]] {
			r.wingAdd(depth, int(c), next, union, big, size, need)
		}
		return
	}
	for c := next.next(0); c >= 0; c = next.next(c + 1) {
		r.wingAdd(depth, c, next, union, big, size, need)
	}
}

// wingAdd makes c the set's cell depth, and goes on to the next cell or
// to the pivots.
func (r *Rater) wingAdd(depth, c int, next cellSet, union uint16, big, size int, need bool) {
	w := &r.wing
	v := r.g.cand[c]
	n := bits.OnesCount16(v)
	u := union | v
	if n <= 1 {
		return
	}
	b := big
	if n > b {
		b = n
	}
	w.set[depth] = c
	still := need && !w.touch.has(c)
	if depth < w.k-1 {
		if bits.OnesCount16(u) < w.k+2 {
			r.wingExtend(depth+1, next.and(r.g.t.forward[c]), u, b, size+n, still)
		}
		return
	}
	if !still && bits.OnesCount16(u) == w.k+1 {
		r.wingPivots(u, b, size+n)
	}
}

// wingPivots tries each bivalue cell seeing a cell of the set (in
// increasing order) whose two digits are the set's: only the changed ones
// when the set's cells all kept their candidates (see wingTouch).
func (r *Rater) wingPivots(union uint16, big, size int) {
	w := &r.wing
	var in, seen cellSet
	for _, c := range w.set[:w.k] {
		in.add(c)
		seen = seen.or(r.g.t.peers[c])
	}
	seen = seen.minus(in).and(r.wing.pairs)
	if in.and(w.changed).empty() {
		seen = seen.and(w.changed)
	}
	for yz := seen.next(0); yz >= 0; yz = seen.next(yz + 1) {
		yv := r.g.cand[yz]
		if yv&^union != 0 {
			continue
		}
		x := bits.TrailingZeros16(yv)
		z := bits.TrailingZeros16(yv &^ (1 << uint(x)))
		double := r.wingRestricted(yz, z)
		switch {
		case r.wingRestricted(yz, x):
			r.wingHint(yz, x, z, union, big, size, double)
		case double:
			r.wingHint(yz, z, x, union, big, size, false)
		}
	}
}

// wingRestricted reports whether yz sees every cell of the set holding d.
func (r *Rater) wingRestricted(yz, d int) bool {
	w := &r.wing
	for _, c := range w.set[:w.k] {
		if r.g.cand[c]&(1<<uint(d)) != 0 && !r.g.t.peers[yz].has(c) {
			return false
		}
	}
	return true
}

// wingSees returns the cells that see every cell of the set holding d, and
// the pivot yz too if withPivot, leaving out the set and yz.
func (r *Rater) wingSees(yz, d int, withPivot bool) cellSet {
	w := &r.wing
	v := cellSet{^uint64(0), 1<<17 - 1}
	if withPivot {
		v = r.g.t.peers[yz]
	}
	for _, c := range w.set[:w.k] {
		if r.g.cand[c]&(1<<uint(d)) != 0 {
			v = v.and(r.g.t.peers[c])
		}
		v.del(c)
	}
	v.del(yz)
	return v
}

// wingHint builds serate's hint for the set with pivot yz, x the digit the
// pivot restricts and z the one removed; doubly linked (both restricted),
// the set's other digits leave the cells that see their places, and x the
// cells that see the pivot and its places. It keeps the hint if it sorts
// first.
func (r *Rater) wingHint(yz, x, z int, union uint16, big, size int, double bool) {
	w := &r.wing
	var s Step
	s.reset()
	elims := 0
	take := func(v cellSet, d int) bool {
		hit := false
		for c := v.next(0); c >= 0; c = v.next(c + 1) {
			if r.g.cand[c]&(1<<uint(d)) != 0 {
				s.elim[c] |= 1 << uint(d)
				elims++
				hit = true
			}
		}
		return hit
	}
	weak, strongX := false, false
	if double {
		for m := union &^ r.g.cand[yz]; m != 0; m &= m - 1 {
			if take(r.wingSees(yz, bits.TrailingZeros16(m), false), bits.TrailingZeros16(m)) {
				weak = true
			}
		}
		strongX = take(r.wingSees(yz, x, true), x)
	}
	strongZ := take(r.wingSees(yz, z, true), z)
	// Doubly linked but removing neither the other digits nor z, serate's
	// hint swaps x and z: its text names x, the removed digit.
	swap := double && !weak && !strongZ
	if double && !weak && (!strongZ || !strongX) {
		double = false
	}
	if elims == 0 {
		return
	}
	key := w.keyOf(elims, double, big, size)
	if w.found && !key.before(w.bestKey) {
		return
	}
	s.diff = key.diff
	s.kind, s.name = wingKinds[w.k], wingNames[w.k]+" "+key.suffix
	w.best, w.bestKey, w.found = s, key, true
	if r.explain && swap {
		w.show = wingShow{set: w.set, yz: yz, x: z, z: x}
	} else if r.explain {
		w.show = wingShow{set: w.set, yz: yz, x: x, z: z, double: double}
	}
}

// keyOf is serate's rating and sort key of a wing of w.k set cells that
// removes elims candidates, doubly linked or not, big the most candidates
// of a set cell and size their total.
func (w *wingWork) keyOf(elims int, double bool, big, size int) wingKey {
	link := 1
	if double {
		link = 2
	}
	key := wingKey{elims: elims, suffix: itoa(link) + itoa(big) + itoa(size)}
	mid := 3 // the middle of the set cells' possible sizes, serate's sizeDif
	switch w.k {
	case 3:
		key.diff = plusTenths(5.5, (4-mid)-abs(mid-big))
	case 4:
		key.diff = plusTenths(6.2, (5-mid)-abs(mid-big))
	default:
		key.diff = bigWingDiff[w.k]
	}
	return key
}

// wingExplain writes the wing's text as serate's WXYZWingHint and its
// bigger kin print it, "WXYZ-Wing 137: Cells r1c7,r1c9,r2c7,r5c7 on value
// 4" (the set's cells, the pivot, z; "on values x,z" doubly linked), and
// its picture: the cells selected, z green in them (doubly linked, every
// candidate), the removals red, and links from the pivot's x (and z,
// doubly linked) to the set's cells holding it.
func (r *Rater) wingExplain(s *Step) {
	w := &r.wing
	sh := &w.show
	var cells [7]int
	n := copy(cells[:], sh.set[:w.k])
	cells[n] = sh.yz
	n++
	if sh.double {
		s.setPattern(cells[:n], nil, sh.x, sh.z)
	} else {
		s.setPattern(cells[:n], nil, sh.z)
	}
	p := &r.pic
	for _, c := range cells[:n] {
		p.cells.add(c)
		p.green[c] = r.g.cand[c] & (1 << uint(sh.z))
		if sh.double {
			p.green[c] = r.g.cand[c]
		}
	}
	wingLinks(p, &r.g, sh.yz, sh.x, sh.set[:w.k])
	if sh.double {
		wingLinks(p, &r.g, sh.yz, sh.z, sh.set[:w.k])
	}
	p.red = s.elim
}

// wingLinks draws serate's links of a wing on digit d from the pivot yz to
// the set's cells holding d, in serate's order: the first cell, then the
// others from the last. They are weak links: the pivot's d and a cell's
// see each other.
func wingLinks(p *picture, g *cands, yz, d int, set []int) {
	for i := range set {
		c := set[(len(set)-i)%len(set)]
		if g.cand[c]&(1<<uint(d)) != 0 {
			p.links = append(p.links, Link{FromCell: yz, FromDigit: d, ToCell: c, ToDigit: d})
		}
	}
}

// abs is |n|.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// alignedPairs finds serate's Aligned Pair Exclusion (6.2): for two cells,
// each with two candidates or more and no naked single among the cells
// they see, the bivalue cells both see (two or more) forbid the pairs of
// digits that would empty them; a digit in no allowed pair leaves its cell.
func (r *Rater) alignedPairs(s *Step) bool {
	var base [81]int8
	var excl [81]cellSet
	nb := r.g.alignedBases(2, &base, &excl)
	mark := &r.aligned[0]
	changed := mark.changed(&r.g)
	mark.ok = false
	for j := 1; j < nb; j++ {
		for i := 0; i < j; i++ {
			if r.halt.stop() {
				return false // no mark kept: mark.ok is false
			}
			a, b := int(base[i]), int(base[j])
			common := excl[a].and(excl[b])
			if !alignedChanged(changed, common, a, b, b) {
				continue
			}
			if r.alignedPair(s, a, b, common) {
				return true
			}
		}
	}
	mark.keep(&r.g)
	return false
}

// alignedChanged reports whether an aligned exclusion's base cells (a, b
// and c; c repeats b for a pair) or their common excluders changed since
// the grid the last search found nothing on. If none did, the exclusion
// removes nothing: the combinations its excluders forbid rest on those
// cells' candidates, and an excluder lost since only forbids fewer
// (gridMark).
func alignedChanged(changed, common cellSet, a, b, c int) bool {
	return changed.has(a) || changed.has(b) || changed.has(c) || !common.and(changed).empty()
}

// alignedBases finds the base cells of serate's aligned exclusions, in
// increasing order: cells with two candidates or more, no naked single
// among their peers, and some peer with two to most candidates (an
// excluder). It gives each base cell's excluders by cell.
func (g *cands) alignedBases(most int, base *[81]int8, excl *[81]cellSet) (nb int) {
	for c := 0; c < 81; c++ {
		if g.candCount(c) < 2 {
			continue
		}
		var ex cellSet
		single := false
		ps := g.t.peers[c]
		for p := ps.next(0); p >= 0; p = ps.next(p + 1) {
			switch n := g.candCount(p); {
			case n == 1:
				single = true
			case n >= 2 && n <= most:
				ex.add(p)
			}
		}
		if !single && !ex.empty() {
			base[nb], excl[c] = int8(c), ex
			nb++
		}
	}
	return nb
}

// alignedPair tries the cells a and b with their common excluding cells.
func (r *Rater) alignedPair(s *Step, a, b int, common cellSet) bool {
	g := &r.g
	if common.count() < 2 {
		return false
	}
	var okA, okB uint16
	for ma := g.cand[a]; ma != 0; ma &= ma - 1 {
		da := bits.TrailingZeros16(ma)
		for mb := g.cand[b]; mb != 0; mb &= mb - 1 {
			db := bits.TrailingZeros16(mb)
			if da == db && r.g.t.peers[a].has(b) {
				continue
			}
			pair := uint16(1)<<uint(da) | uint16(1)<<uint(db)
			allowed := true
			for c := common.next(0); c >= 0 && allowed; c = common.next(c + 1) {
				allowed = g.cand[c]&^pair != 0
			}
			if allowed {
				okA |= 1 << uint(da)
				okB |= 1 << uint(db)
			}
		}
	}
	s.elim[a] = g.cand[a] &^ okA
	s.elim[b] = g.cand[b] &^ okB
	if !s.worth() {
		s.elim[a], s.elim[b] = 0, 0
		return false
	}
	s.diff, s.kind, s.name = 6.2, AlignedPairExclusion, "Aligned Pair Exclusion"
	if r.explain {
		r.alignedExplain(s, common, a, b)
	}
	return true
}

// alignedExplain writes an aligned exclusion's text as serate's
// AlignedExclusionHint prints it, "Aligned Triplet Exclusion:
// r4c1,r5c8,r4c3" (the base cells in serate's order), and its picture:
// the base cells selected, the removals red, a base cell that loses
// nothing orange (all its candidates green and red), and green the
// candidates of each cell that forbids a combination, when the digits of
// the forbidden combinations that hold a removal cover them.
func (r *Rater) alignedExplain(s *Step, common cellSet, cells ...int) {
	g := &r.g
	s.setPattern(cells, nil)
	p := &r.pic
	p.red = s.elim
	var combo [3]int
	locks, relevant := r.alignedLocks(s, common, cells, combo[:0])
	for c := locks.next(0); c >= 0; c = locks.next(c + 1) {
		if g.cand[c]&^relevant == 0 {
			p.green[c] = g.cand[c]
		}
	}
	for _, c := range cells {
		p.cells.add(c)
		if s.elim[c] == 0 {
			p.green[c] |= g.cand[c]
			p.red[c] |= g.cand[c]
		}
	}
}

// alignedLocks goes through the combinations of the base cells' digits
// that extend combo, as serate's AlignedExclusion does, and gives the
// cells that forbid one (each forbidden combination's first common
// excluder whose candidates it covers) and the digits of the forbidden
// combinations that hold a removal.
func (r *Rater) alignedLocks(s *Step, common cellSet, cells, combo []int) (locks cellSet, relevant uint16) {
	g := &r.g
	k := len(combo)
	if k < len(cells) {
		for m := g.cand[cells[k]]; m != 0; m &= m - 1 {
			l, rel := r.alignedLocks(s, common, cells, append(combo, bits.TrailingZeros16(m)))
			locks, relevant = locks.or(l), relevant|rel
		}
		return locks, relevant
	}
	lock, forbidden := alignedLock(g, common, cells, combo)
	if !forbidden {
		return locks, 0
	}
	if lock >= 0 {
		locks.add(lock)
	}
	var digits uint16
	hit := false
	for i, c := range cells {
		digits |= 1 << uint(combo[i])
		hit = hit || s.elim[c]&(1<<uint(combo[i])) != 0
	}
	if hit {
		relevant = digits
	}
	return locks, relevant
}

// alignedLock reports whether serate forbids the digits combo in the base
// cells, and the common excluder that forbids it (-1 when two cells that
// see each other would hold one digit).
func alignedLock(g *cands, common cellSet, cells, combo []int) (lock int, forbidden bool) {
	var digits uint16
	for i, c := range cells {
		for j := 0; j < i; j++ {
			if combo[i] == combo[j] && g.t.peers[c].has(cells[j]) {
				return -1, true
			}
		}
		digits |= 1 << uint(combo[i])
	}
	for e := common.next(0); e >= 0; e = common.next(e + 1) {
		if g.cand[e]&^digits == 0 {
			return e, true
		}
	}
	return -1, false
}
