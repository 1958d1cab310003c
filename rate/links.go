// links.go holds serate's StrongLinks producer: chains of 2 to 4
// strong links on one digit (Skyscraper, 2-String Kite, Turbot Fish and
// their bigger and grouped kin, X-Loops). It follows serate's search step by
// step, as its quirks decide which hint comes first; it must not change the
// grid.

package rate

import (
	"math/bits"
	"strings"
	"sync"
)

// A strong link is a region where the digit has two places, or two groups
// of places: in a line, the places in two of its three block segments; in
// a block, the places on the cross of a "heart" cell's row and column
// (an empty rectangle), or in two of its rows or columns. serate numbers a
// block's 15 layouts e: 0-8 the crosses of the cell at position e, 9-14 the
// pairs of rows and of columns.
var (
	// blockRect[e] are the positions that must be empty for layout e.
	blockRect = [15]uint16{
		0x1b0, 0x168, 0xd8, 0x186, 0x145, 0xc3, 0x36, 0x2d, 0x1b,
		0x1c0, 0x38, 0x7, 0x124, 0x92, 0x49,
	}
	// blockBlade1 and blockBlade2 are the two groups of layout e: for a
	// cross, the heart's column and row without the heart.
	blockBlade1 = [15]uint16{
		0x48, 0x90, 0x120, 0x41, 0x82, 0x104, 0x9, 0x12, 0x24,
		0x7, 0x7, 0x38, 0x49, 0x49, 0x92,
	}
	blockBlade2 = [15]uint16{
		0x6, 0x5, 0x3, 0x30, 0x28, 0x18, 0x180, 0x140, 0xc0,
		0x38, 0x1c0, 0x1c0, 0x92, 0x124, 0x124,
	}
	// lineEmpty[e] is the segment of a line that must be empty; lineBlade1
	// and lineBlade2 are the two others.
	lineEmpty  = [3]uint16{0x7, 0x38, 0x1c0}
	lineBlade1 = [3]uint16{0x38, 0x7, 0x7}
	lineBlade2 = [3]uint16{0x1c0, 0x1c0, 0x38}
)

// linkRec is a strong link as serate's buildLinks sets it in one pass over
// a region: its two ends, each with the second and third cells of its group
// (serate keeps them at 2d+u, 2n+2d+u and 4n+2d+u of its cell array).
type linkRec struct {
	reg     int
	grouped bool       // serate's baseLinkEmptyRegion: three places or more
	cells   [3][2]int  // [k][u]: cell k (end, second, third) of end u; -1 for none
	home    [2]uint64  // the regions holding all of end u's cells, as bits of the board's linkHome
	sees    [2]cellSet // the cells that see all of end u's cells
	in      cellSet    // the places of the digit in the region
}

// linkWork is the state of the StrongLinks searches: each digit's links,
// the chain being tried, and each digit's best hint for each size.
type linkWork struct {
	n, digit int
	set      [4]int      // the region type of each link, in serate's depth order
	rank     uint64      // where serate finds the links: link set, then each link's place
	chosen   [4]*linkRec // the links, in serate's depth order
	share    [8][8]int8  // the region ends 2a+u and 2b+v share, -1 if none
	best     *linkBest   // the digit's best hint so far
	live     cellSet     // the digit's cells outside the links' regions
	gen      int         // the board's number, for the caches
	fresh    uint64      // the links of a region changed since the digit's search found nothing; all if it found one
	digits   [10]linkDigit
	cache    [5][10]linkBest
	keys     *linkKeyTable      // the ratings and suffixes of the chains, once a search needs them
	vkeys    map[uint32]linkKey // those of the chains with a link in a variant's region
}

// linkDigit holds a digit's strong links and which can follow which. A
// digit's hints depend on its own candidates alone, so it stays good while
// they do.
type linkDigit struct {
	gen   int         // the board it was made on
	cells cellSet     // the digit's candidates then
	recs  [64]linkRec // a block may give two links, another region one
	n     int
	// adj[i] bit j: links i and j have no place in common and an end of
	// each shares a region; apart[i] bit j: no place in common.
	adj, apart [64]uint64
}

// linkBest is a digit's first hint in serate's sort for one search size.
type linkBest struct {
	gen   int     // the board it was found on
	cells cellSet // the digit's candidates then
	found bool
	key   linkKey
	rank  uint64  // where serate finds it, for ties
	elim  cellSet // the cells that lose the digit
	name  string
	show  linkShow // the chain, kept when the rater explains
}

// linkShow is a chain as serate's StrongLinksHint shows it, in chain
// order.
type linkShow struct {
	// path holds each link's entry and exit cells: link i runs from
	// path[2i] to path[2i+1], and a weak link from path[2i+1] to
	// path[2i+2]. A grouped end shows its first cell.
	path    [8]int8
	base    [4]int8 // each link's region
	grouped [4]bool // the link has a group of places at an end
	share   [3]int8 // the region of each weak link
	ring    int8    // the region closing a loop, -1 for none
}

// linkKey is what serate sorts StrongLinks hints by: rating, then most
// eliminations, then suffix.
type linkKey struct {
	diff   float64
	elims  int
	suffix string
}

// before reports whether a sorts before b.
func (a linkKey) before(b linkKey) bool {
	if a.diff != b.diff {
		return a.diff < b.diff
	}
	if a.elims != b.elims {
		return a.elims > b.elims
	}
	return a.suffix < b.suffix
}

// strongLinks finds serate's StrongLinks(n) hint: every chain of n strong
// links on a digit is found, then the first after sorting by rating, most
// eliminations and suffix is taken (the first found among equals: serate
// finds them by link set, then digit, then links).
func (r *Rater) strongLinks(s *Step, n int) bool {
	w := &r.work
	w.n = n
	if w.keys == nil {
		w.keys = linkKeys()
	}
	var best *linkBest
	bestD := 0
	for d := 1; d <= 9; d++ {
		var cells cellSet
		for c := 0; c < 81; c++ {
			if r.g.cand[c]&(1<<uint(d)) != 0 {
				cells.add(c)
			}
		}
		b := &w.cache[n][d]
		if b.gen != w.gen || b.cells != cells {
			gone, all := linkCellsLost(b, w.gen, cells)
			*b = linkBest{gen: w.gen, cells: cells}
			r.linkSearch(d, cells, b, gone, all)
		}
		if b.found && (best == nil || b.key.before(best.key) || (b.key == best.key && b.rank>>uint(6*n) < best.rank>>uint(6*n))) {
			best, bestD = b, d
		}
	}
	if best == nil {
		return false
	}
	for c := best.elim.next(0); c >= 0; c = best.elim.next(c + 1) {
		s.elim[c] = 1 << uint(bestD)
	}
	s.diff, s.kind, s.name = best.key.diff, StrongLinks, best.name
	if r.explain {
		r.linkExplain(s, best, bestD)
	}
	return true
}

// linkCellsLost gives the places the digit lost since a search of this
// board (b) found no hint, or all if there was none such. A chain whose
// links' regions all kept their places was a chain then, with the same
// ends: it removes nothing now either (its removals only shrink), so the
// search may try only chains with a link in a region that lost a place.
func linkCellsLost(b *linkBest, gen int, cells cellSet) (gone cellSet, all bool) {
	if b.gen != gen || b.found || !cells.minus(b.cells).empty() {
		return cellSet{}, true
	}
	return b.cells.minus(cells), false
}

// linkSearch finds digit d's best chain of n links, trying only chains
// with a link in a region that lost a place of gone, or all of them (see
// linkCellsLost). serate tries the links
// of each link set in turn (n region types in non-decreasing order), each
// set's links by region, and keeps the chains whose links join; here the
// connected sets of links are found from the links' graph and ranked in
// serate's order, which decides between hints that sort alike.
func (r *Rater) linkSearch(d int, cells cellSet, b *linkBest, gone cellSet, all bool) {
	w := &r.work
	dg := &w.digits[d]
	if dg.gen != w.gen || dg.cells != cells {
		r.linkRecords(d, dg)
		dg.gen, dg.cells = w.gen, cells
	}
	w.fresh = 0
	for i := 0; i < dg.n; i++ {
		if all || !rtab.set[dg.recs[i].reg].and(gone).empty() {
			w.fresh |= 1 << uint(i)
		}
	}
	w.digit, w.best = d, b
	for v := 0; v < dg.n; v++ {
		above := ^(uint64(1)<<uint(v+1) - 1)
		r.linkSets(dg, 1<<uint(v), dg.adj[v]&above, dg.adj[v], above)
	}
}

// linkSets extends the connected set of links sub (ESU: each connected set
// once, from its first link) with the links of ext; near holds the links
// that join sub.
func (r *Rater) linkSets(dg *linkDigit, sub, ext, near, above uint64) {
	k := bits.OnesCount64(sub)
	if k == r.work.n {
		if sub&r.work.fresh != 0 {
			r.linkTuple(dg, sub)
		}
		return
	}
	// Polled above the last links' sets only, the most numerous; a stopped
	// search's caches are forgotten (Rater.forget).
	if k+1 < r.work.n && r.halt.stop() {
		return
	}
	for ext != 0 {
		x := bits.TrailingZeros64(ext)
		ext &^= 1 << uint(x)
		if dg.apart[x]&sub != sub {
			continue // a place in common with a link of sub
		}
		only := dg.adj[x] &^ sub &^ near & above // joins x but not sub
		r.linkSets(dg, sub|1<<uint(x), ext|only, near|dg.adj[x], above)
	}
}

// linkTuple tries the links of sub, in serate's depth order (by region,
// which orders them by type), if no two share a place. serate takes its
// link sets (non-decreasing types) by the last type, then the one before
// it, and so on: the types read from the last, four bits each, rank them.
func (r *Rater) linkTuple(dg *linkDigit, sub uint64) {
	w := &r.work
	n := w.n
	set, rank := uint64(0), uint64(0)
	d := 0
	for m := sub; m != 0; m &= m - 1 {
		x := bits.TrailingZeros64(m)
		if dg.apart[x]&sub != sub&^(1<<uint(x)) {
			return
		}
		w.chosen[d] = &dg.recs[x]
		w.set[d] = regionKind(dg.recs[x].reg)
		set |= uint64(w.set[d]) << uint(4*d)
		rank = rank<<6 | uint64(x)
		d++
	}
	w.rank = set<<uint(6*n) | rank
	w.live = dg.cells
	for a := 0; a < n; a++ {
		w.live = w.live.minus(rtab.set[w.chosen[a].reg])
	}
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for e := 0; e < 4; e++ {
				ea, eb := 2*a+e/2, 2*b+e%2
				sh := int8(shareHome(w.chosen[a].home[e/2], w.chosen[b].home[e%2]))
				w.share[ea][eb], w.share[eb][ea] = sh, sh
			}
		}
	}
	r.linkOrders()
}

// linkRecords finds digit d's strong links in every region, in serate's
// order of regions and passes, and which can follow which.
func (r *Rater) linkRecords(d int, dg *linkDigit) {
	dg.n = 0
	extra := r.g.t.extra
	for i := r.g.t.firstUnit(); i < 27+len(extra); i++ {
		reg := i
		if i >= 27 {
			reg = int(extra[i-27])
		}
		t := regionKind(reg)
		pot := r.g.places(reg, d)
		c := bits.OnesCount16(pot)
		if c <= 1 || c > 6 {
			continue
		}
		var b1, b2, heart uint16
		e, grouped := 0, c > 2
		if grouped {
			var ok bool
			e, b1, b2, heart, ok = linkLayout(t, pot, c)
			if !ok {
				continue
			}
		}
		for ord := 0; ord < 2; ord++ {
			rec := &dg.recs[dg.n]
			rec.reg, rec.grouped = reg, grouped
			var skip bool
			ord, skip = rec.ends(t, e, ord, pot, b1, b2, heart)
			if skip {
				continue
			}
			rec.in = r.g.cellsWith(reg, d)
			rec.setHome(r.g.t)
			dg.n++
		}
	}
	dg.relate()
}

// relate sets which of the digit's links lie apart and which are near.
// Links i and j share a place when a cell holds both; an end of each
// shares a region when some region holds all of both ends' cells.
func (dg *linkDigit) relate() {
	var atCell [81]uint64       // the links with a place at the cell
	var atHome [nRegions]uint64 // the links with an end homed in the region (by home bit)
	for i := 0; i < dg.n; i++ {
		rec := &dg.recs[i]
		for c := rec.in.next(0); c >= 0; c = rec.in.next(c + 1) {
			atCell[c] |= 1 << uint(i)
		}
		for h := rec.home[0] | rec.home[1]; h != 0; h &= h - 1 {
			atHome[bits.TrailingZeros64(h)] |= 1 << uint(i)
		}
	}
	all := uint64(1)<<uint(dg.n) - 1
	for i := 0; i < dg.n; i++ {
		rec := &dg.recs[i]
		var common, near uint64
		for c := rec.in.next(0); c >= 0; c = rec.in.next(c + 1) {
			common |= atCell[c]
		}
		for h := rec.home[0] | rec.home[1]; h != 0; h &= h - 1 {
			near |= atHome[bits.TrailingZeros64(h)]
		}
		dg.apart[i] = all &^ common
		dg.adj[i] = near & dg.apart[i]
	}
}

// linkLayout finds serate's layout of three or more places pot of a link of
// type t: the first e whose empty part holds none; ok is false if there is
// none or one of its groups is empty. serate lays a disjoint or window
// group out as a block, but tries only its layouts 0-2 (a heart in the
// group's first three cells).
func linkLayout(t int, pot uint16, c int) (e int, b1, b2, heart uint16, ok bool) {
	if blockLike(t) {
		layouts := 3
		if t == typeBlock {
			layouts = 15
		}
		for e = 0; e < layouts; e++ {
			if e > 8 && c < 4 {
				continue
			}
			if pot&blockRect[e] == 0 {
				heart = 0
				if e < 9 {
					heart = pot & (1 << uint(e))
				}
				b1, b2 = pot&blockBlade1[e], pot&blockBlade2[e]
				return e, b1, b2, heart, b1 != 0 && b2 != 0
			}
		}
		return e, 0, 0, 0, false
	}
	for e = 0; e < 3; e++ {
		if pot&lineEmpty[e] == 0 {
			b1, b2 = pot&lineBlade1[e], pot&lineBlade2[e]
			return e, b1, b2, 0, b1 != 0 && b2 != 0
		}
	}
	return e, 0, 0, 0, false
}

// nthBit returns the position of the set bit of m after position p (-1 for
// the first), serate's nextSetBit(p+1).
func nthBit(m uint16, p int) int {
	m &^= uint16(1)<<uint(p+1) - 1
	if m == 0 {
		return -1
	}
	return bits.TrailingZeros16(m)
}

// ends sets the link's two ends (and their groups) for serate's pass ord
// over the region, as serate's buildLinks does; it returns the pass number
// serate continues with, and skip if this pass gives no link.
func (rec *linkRec) ends(t, e, ord int, pot, b1, b2, heart uint16) (int, bool) {
	at := func(p int) int { return int(rtab.cells[rec.reg][p]) }
	rec.cells[1] = [2]int{-1, -1}
	rec.cells[2] = [2]int{-1, -1}
	if !rec.grouped {
		p := nthBit(pot, -1)
		rec.cells[0] = [2]int{at(p), at(nthBit(pot, p))}
		return 1, blockLike(t) && sameLine(rec.cells[0][0], rec.cells[0][1])
	}
	n1, n2 := bits.OnesCount16(b1), bits.OnesCount16(b2)
	if n1 != 1 && n2 != 1 {
		return rec.endsWide(e, ord, pot, b1, b2, heart)
	}
	// One group is a single cell: the link runs from it to the other group,
	// which in a block takes in the heart cell. (A block layout past 8 has
	// groups of two or more: a single cell gives a cross layout first.)
	if t == typeBlock && e > 8 {
		return 1, true
	}
	if ord == 0 {
		if n1 != 1 {
			return ord, true
		}
		if n2 == 1 {
			ord = 1 // serate sets this pass's ends, then the next pass's over them
		} else {
			rec.endsNarrow(t, e, b1, b2)
		}
	}
	if ord == 1 {
		if n2 != 1 {
			return ord, true
		}
		rec.endsNarrow(t, e, b2, b1)
	}
	return ord, false
}

// endsNarrow sets the link from the single cell of group one to group
// many: in a block its first cell, the heart, then its second; in a line
// its cells in order.
func (rec *linkRec) endsNarrow(t, e int, one, many uint16) {
	at := func(p int) int { return int(rtab.cells[rec.reg][p]) }
	rec.cells[0][0] = at(nthBit(one, -1))
	rec.cells[1] = [2]int{-1, -1}
	rec.cells[2] = [2]int{-1, -1}
	p1 := nthBit(many, -1)
	rec.cells[0][1] = at(p1)
	if blockLike(t) {
		rec.cells[1][1] = at(e) // serate's Heart(e); e < 9 here
		if bits.OnesCount16(many) > 1 {
			rec.cells[2][1] = at(nthBit(many, p1))
		}
		return
	}
	p2 := nthBit(many, p1)
	rec.cells[1][1] = at(p2)
	if bits.OnesCount16(many) > 2 {
		rec.cells[2][1] = at(nthBit(many, p2))
	}
}

// endsWide sets the link when both groups have two cells or more: one end
// per group. A block's four places on two rows and two columns (layouts
// 9-14) also link by columns (rows) on serate's second pass.
func (rec *linkRec) endsWide(e, ord int, pot, b1, b2, heart uint16) (int, bool) {
	at := func(p int) int { return int(rtab.cells[rec.reg][p]) }
	p1 := nthBit(b1, -1)
	p3 := nthBit(b1, p1)
	rec.cells[0][0], rec.cells[1][0] = at(p1), at(p3)
	if bits.OnesCount16(b1) > 2 {
		rec.cells[2][0] = at(nthBit(b1, p3))
	}
	p2 := nthBit(b2, -1)
	p4 := nthBit(b2, p2)
	rec.cells[0][1], rec.cells[1][1] = at(p2), at(p4)
	if bits.OnesCount16(b2) > 2 {
		rec.cells[2][1] = at(nthBit(b2, p4))
	}
	square := e > 8 && bits.OnesCount16(pot) == 4 &&
		sameLine(rec.cells[1][0], rec.cells[1][1]) && sameLine(rec.cells[0][0], rec.cells[0][1])
	if square {
		if ord == 1 {
			rec.cells[0][1], rec.cells[1][0] = at(p3), at(p2)
		}
		return ord, false
	}
	if e < 9 && heart != 0 {
		// serate's fix for its issue 111: the heart joins a two-cell group.
		if bits.OnesCount16(b1) == 2 {
			rec.cells[2][0] = at(e)
		}
		if bits.OnesCount16(b2) == 2 {
			rec.cells[2][1] = at(e)
		}
	}
	return 1, false
}

// sameLine reports whether cells a and b share a row or a column.
func sameLine(a, b int) bool { return rowOf(a) == rowOf(b) || colOf(a) == colOf(b) }

// setHome sets the homes of the link's ends (the regions each end's cells,
// end, second and third, all lie in) and the cells that see them all, on
// t's board.
func (rec *linkRec) setHome(t *rateTables) {
	for u := 0; u < 2; u++ {
		c := rec.cells[0][u]
		h, sees := t.linkHome[c], t.peers[c]
		for _, o := range [2]int{rec.cells[1][u], rec.cells[2][u]} {
			if o >= 0 {
				h &= t.linkHome[o]
				sees = sees.and(t.peers[o])
			}
		}
		rec.home[u], rec.sees[u] = h, sees
	}
}

// shareHome is serate's shareRegionOf for two ends by their homes: the
// first region all their cells lie in, in serate's order (linkHome), or -1.
func shareHome(a, b uint64) int {
	m := a & b
	if m == 0 {
		return -1
	}
	return int(homeRegion[bits.TrailingZeros64(m)])
}

// A cell's link homes are its regions as bits in the order serate's
// shareRegionOf tries them: column, row, block, then a variant's disjoint
// group, window group, girandola, asterisk, center dot and diagonals.
// homeBit is region reg's bit, homeRegion the region of a bit.
var homeRegion = [nRegions]int8{
	18, 19, 20, 21, 22, 23, 24, 25, 26,
	9, 10, 11, 12, 13, 14, 15, 16, 17,
	0, 1, 2, 3, 4, 5, 6, 7, 8,
	27, 28, 29, 30, 31, 32, 33, 34, 35,
	36, 37, 38, 39, 40, 41, 42, 43, 44,
	regGirandola, regAsterisk, regCD, regMainDiag, regAntiDiag,
}

func homeBit(reg int) int {
	for b, r := range homeRegion {
		if int(r) == reg {
			return b
		}
	}
	return -1
}

// fillLinkHomes sets each cell's link homes on t's board: the classic
// regions and the variant's extra ones.
func (t *rateTables) fillLinkHomes() {
	for c := 0; c < 81; c++ {
		var h uint64
		for _, l := range t.units(c) {
			h |= 1 << uint(homeBit(int(l.reg)))
		}
		for _, reg := range t.extra {
			if t.set[reg].has(c) {
				h |= 1 << uint(homeBit(int(reg)))
			}
		}
		t.linkHome[c] = h
	}
}

// blockLike reports whether serate's StrongLinks lays a region of type t
// out as a block (its cells as three rows of three): the blocks, and the
// disjoint and window groups.
func blockLike(t int) bool { return t == typeBlock || t == 3 || t == 4 }

// lexFirst reports whether q reads no later than q reversed, serate's
// isLex: each chain is tried in one direction of its links.
func lexFirst(q []int) bool {
	for i := range q {
		j := len(q) - 1 - i
		if q[i] != q[j] {
			return q[i] < q[j]
		}
	}
	return true
}

// linkOrders tries the chosen links in every order serate's QuickPerm
// gives, each order and each direction of every link.
func (r *Rater) linkOrders() {
	n := r.work.n
	var q [4]int
	var idx [5]int
	for i := 0; i < n; i++ {
		q[i], idx[i] = i, i
	}
	idx[n] = n
	if lexFirst(q[:n]) {
		r.linkDirections(q[:n])
	}
	for s := 1; s < n; {
		idx[s]--
		t := s % 2 * idx[s]
		q[t], q[s] = q[s], q[t]
		if lexFirst(q[:n]) {
			r.linkDirections(q[:n])
		}
		s = 1
		for idx[s] == 0 {
			idx[s] = s
			s++
		}
	}
}

// chain is one order and direction of the links: each link's entry and
// exit ends as views of its link, and the regions joining them.
type chain struct {
	in, out [4]*cellSet // the cells that see all cells of each link's entry and exit
	share   [3]int      // the region shared by link i's exit and link i+1's entry
}

// linkDirections tries the order q with each direction of its links, in
// serate's counting order (the first link's direction is the high bit),
// and keeps the hints.
func (r *Rater) linkDirections(q []int) {
	var ch chain
	r.linkDirection(q, 0, 0, &ch, r.minRegionFirst(q))
}

// linkDirection sets the direction of link i of the order (those before it
// are the bits of dirs) and goes on while the links join.
func (r *Rater) linkDirection(q []int, i, dirs int, ch *chain, minFirst bool) {
	w := &r.work
	n := w.n
	for dir := 0; dir < 2; dir++ {
		if i > 0 {
			sh := w.share[2*q[i-1]+1-dirs&1][2*q[i]+dir]
			if sh < 0 {
				continue
			}
			ch.share[i-1] = int(sh)
		}
		rec := w.chosen[q[i]]
		ch.in[i], ch.out[i] = &rec.sees[dir], &rec.sees[1-dir]
		d := dirs<<1 | dir
		if i < n-1 {
			r.linkDirection(q, i+1, d, ch, minFirst)
			continue
		}
		first := d >> uint(n-1) & 1
		ring := int(w.share[2*q[0]+first][2*q[n-1]+1-dir])
		if ring >= 0 && (first != 0 || !minFirst) {
			continue // serate keeps one rotation and direction of a loop
		}
		r.linkHint(q, ch, d, ring)
	}
}

// minRegionFirst reports whether the first link of q has the smallest
// region: serate keeps one rotation of each loop.
func (r *Rater) minRegionFirst(q []int) bool {
	w := &r.work
	for _, l := range q {
		if w.chosen[l].reg < w.chosen[q[0]].reg {
			return false
		}
	}
	return true
}

// linkHint builds the hint of the chain (a loop when ring >= 0) as serate's
// createHint and createHint1 do, and keeps it if it sorts first: the
// victims see both cells joined by a weak link (or the chain's ends), and
// all the cells of a grouped end. The bits of dirs give each link's
// direction, the first link's the highest.
func (r *Rater) linkHint(q []int, ch *chain, dirs, ring int) {
	w := &r.work
	n := w.n
	live := w.live
	var sets [4]cellSet
	sets[0] = ch.in[0].and(*ch.out[n-1]).and(live)
	ns := 1
	if ring < 0 {
		for i := 0; i+1 < n; i++ {
			sets[0] = sets[0].minus(rtab.set[ch.share[i]])
		}
	} else {
		for i := 0; i+1 < n; i++ {
			sets[ns] = ch.out[i].and(*ch.in[i+1]).and(live)
			ns++
		}
	}
	var all cellSet
	elims := 0 // serate counts a cell once per set it is in
	for _, v := range sets[:ns] {
		elims += v.count()
		all = all.or(v)
	}
	if elims == 0 {
		return
	}
	key := r.linkKey(q)
	key.elims = elims
	b := w.best
	if b.found && !key.before(b.key) && !(key == b.key && w.rank < b.rank) {
		return
	}
	b.found, b.key, b.rank, b.elim = true, key, w.rank, all
	b.name = r.linkName(q, ring >= 0, key.suffix)
	if r.explain {
		b.show = r.linkShow(q, ch, dirs, ring)
	}
}

// linkShow records the chain of order q and directions dirs for its text
// and picture.
func (r *Rater) linkShow(q []int, ch *chain, dirs, ring int) linkShow {
	w := &r.work
	n := len(q)
	sh := linkShow{ring: int8(ring)}
	for i, l := range q {
		rec := w.chosen[l]
		in := dirs >> uint(n-1-i) & 1
		sh.path[2*i], sh.path[2*i+1] = int8(rec.cells[0][in]), int8(rec.cells[0][1-in])
		sh.base[i], sh.grouped[i] = int8(rec.reg), rec.grouped
	}
	for i := 0; i+1 < n; i++ {
		sh.share[i] = int8(ch.share[i])
	}
	return sh
}

// linkExplain writes the hint's text as serate's StrongLinksHint prints
// it, "Skyscraper 011: Cell r5c2,r5c6,r8c6,r8c1 on value 6" (the chain's
// start, each weak link's two cells, its end), and its picture: the
// chain's ends selected (with a grouped link, the places of the grouped
// links' regions), the weak links' regions framed (for a loop, every
// link's region too), the ungrouped links' ends green, the removals red,
// and each strong link drawn.
func (r *Rater) linkExplain(s *Step, b *linkBest, d int) {
	n := r.work.n
	sh := &b.show
	var path [8]int
	for i := range path[:2*n] {
		path[i] = int(sh.path[i])
	}
	s.setPattern(path[:2*n], nil, d)
	p := &r.pic
	bit := uint16(1) << uint(d)
	var groups cellSet
	for i := 0; i < n; i++ {
		from, to := path[2*i], path[2*i+1]
		p.links = append(p.links, Link{FromCell: from, FromDigit: d, ToCell: to, ToDigit: d, Strong: true})
		if sh.grouped[i] {
			groups = groups.or(r.g.cellsWith(int(sh.base[i]), d))
		} else {
			p.green[from] |= bit
			p.green[to] |= bit
		}
		if sh.ring >= 0 {
			p.regions |= 1 << uint(sh.base[i])
		}
	}
	if groups.empty() {
		p.cells.add(path[0])
		p.cells.add(path[2*n-1])
	}
	p.cells = p.cells.or(groups)
	for i := 0; i+1 < n; i++ {
		p.regions |= 1 << uint(sh.share[i])
	}
	if sh.ring >= 0 {
		p.regions |= 1 << uint(sh.ring)
	}
	for c := b.elim.next(0); c >= 0; c = b.elim.next(c + 1) {
		p.red[c] |= bit
	}
}

// linkKey returns the rating and suffix serate's StrongLinksHint gives the
// chain of order q: linkKeys has those of the classic chains, vkeys keeps
// those of the chains with a link in a variant's region once made.
func (r *Rater) linkKey(q []int) linkKey {
	w := &r.work
	grouped, types, packed, wide := 0, 0, uint32(0), false
	for i, l := range q {
		if w.chosen[i].grouped {
			grouped++
		}
		t := w.set[l]
		types = types*3 + t
		packed = packed<<4 | uint32(t)
		wide = wide || t > typeCol
	}
	if !wide {
		return w.keys[w.n][grouped][types]
	}
	id := uint32(w.n)<<20 | uint32(grouped)<<16 | packed
	key, ok := w.vkeys[id]
	if !ok {
		if w.vkeys == nil {
			w.vkeys = make(map[uint32]linkKey)
		}
		a := make([]int, len(q))
		for i, l := range q {
			a[i] = w.set[l]
		}
		key = chainKey(grouped, a)
		w.vkeys[id] = key
	}
	return key
}

// linkKeyTable holds, at [n][g][k], the rating and suffix of a chain of n
// links, g of them grouped, whose link types in chain order read k in
// base 3.
type linkKeyTable [5][5][81]linkKey

// linkKeys gives the table of the chains' keys, built on first use: its
// names, a string or more each, would cost every program importing the
// package their allocations at start.
var linkKeys = onceKeys()

// onceKeys returns a function that builds the table of the chains' keys
// the first time it is called and gives that table ever after.
func onceKeys() func() *linkKeyTable {
	var once sync.Once
	var t *linkKeyTable
	return func() *linkKeyTable {
		once.Do(func() { t = newLinkKeys() })
		return t
	}
}

func newLinkKeys() *linkKeyTable {
	t := new(linkKeyTable)
	for n := 2; n <= 4; n++ {
		for g := 0; g <= n; g++ {
			k := 1
			for i := 0; i < n; i++ {
				k *= 3
			}
			for types := 0; types < k; types++ {
				a := make([]int, n)
				for i, x := n-1, types; i >= 0; i, x = i-1, x/3 {
					a[i] = x % 3
				}
				t[n][g][types] = chainKey(g, a)
			}
		}
	}
	return t
}

// chainKey is serate's getSuffix and getDifficulty for a chain of links
// of types a in chain order (which it may reverse), g of them grouped: a
// grouped link, or a link in a variant's region (a digit 3-9 in the
// suffix), adds 0.3.
func chainKey(g int, a []int) linkKey {
	n := len(a)
	if !lexFirst(a) {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			a[i], a[j] = a[j], a[i]
		}
	}
	suffix := string(rune('0'+g)) + lineName(a)
	tail := suffix[1:]
	has0, has2 := strings.Contains(tail, "0"), strings.Contains(tail, "2")
	base := [5]float64{2: 4.0, 3: 5.4, 4: 5.8}[n]
	key := linkKey{suffix: suffix}
	switch {
	case g > 0 || strings.ContainsAny(tail, "3456789"):
		key.diff = base + 0.3
	case !has0 && !has2:
		key.diff = base
	case has0 && has2:
		key.diff = base + 0.2
	default:
		key.diff = base + 0.1
	}
	return key
}

// linkName is serate's name of the chain: X-Loop for a loop, else by the
// link types of its suffix, with its suffix.
func (r *Rater) linkName(q []int, ring bool, suffix string) string {
	n := r.work.n
	tail := suffix[1:]
	grouped := suffix[0] != '0'
	has0, has2 := strings.Contains(tail, "0"), strings.Contains(tail, "2")
	num := string(rune('0' + n))
	var name string
	switch {
	case ring:
		name = "(" + num + " Strong Links) "
		if grouped {
			name += "Grouped "
		}
		name += "X-Loop"
	case !has0 && !has2 && n < 3:
		name = "Skyscraper"
	case !has0 && !has2:
		name = num + " Skyscrapers"
	case !has0 && n < 4:
		name = num + "-String Kite"
	default:
		name = num + " Strong links"
	}
	if grouped && !ring {
		name = "Grouped " + name
	}
	return name + " " + suffix
}

// lineName is serate's rLineName of the link types a: the smallest of its
// readings with rows and columns swapped, read forward or back, when a row
// is among them (block 0, row 1, column 2, a variant's 3-9); else columns
// read as 1. Types other than rows and columns read as their digit.
func lineName(a []int) string {
	var orig, rev, cur, plain []byte
	hasRow := false
	for _, t := range a {
		orig = append(orig, byte('0'+t))
		switch t {
		case typeRow:
			hasRow = true
			rev = append([]byte{'2'}, rev...)
			cur = append(cur, '2')
			plain = append(plain, '1')
		case typeCol:
			rev = append([]byte{'1'}, rev...)
			cur = append(cur, '1')
			plain = append(plain, '1')
		default:
			ch := byte('0' + t)
			rev = append([]byte{ch}, rev...)
			cur = append(cur, ch)
			plain = append(plain, ch)
		}
	}
	if string(rev) > string(cur) {
		rev = cur
	}
	if !hasRow {
		return string(plain)
	}
	if string(orig) > string(rev) {
		return string(rev)
	}
	return string(orig)
}
