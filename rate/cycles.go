// cycles.go holds serate's first Chaining producer (Forcing Chains &
// Cycles, 6.5 and up): bidirectional X-, Y- and XY-cycles and forcing X-
// and XY-chains, each from one candidate, on the grid's static links. It
// must not change the grid.

package rate

import "math/bits"

// chainAdj is a grid's static implications: for each candidate, what its
// on potential makes off and what its off potential makes on, in serate's
// order (the cell rule's first, then block, row and column).
type chainAdj struct {
	onStart  [730]int32 // onList[onStart[c]:onStart[c+1]] for candidate c
	onCell   [729]int8  // how many of them the cell rule gives
	onList   []pot
	onCause  []int8
	offStart [730]int32
	offCell  [729]int8
	offList  []pot
	offCause []int8
}

// build fills the implications of grid g, as serate's getOnToOff and
// getOffToOn list them.
func (j *chainAdj) build(g *cands) {
	j.onList, j.onCause = j.onList[:0], j.onCause[:0]
	j.offList, j.offCause = j.offList[:0], j.offCause[:0]
	for c := 0; c < 729; c++ {
		j.onStart[c] = int32(len(j.onList))
		j.offStart[c] = int32(len(j.offList))
		j.onCell[c], j.offCell[c] = 0, 0
		cell, d := c/9, c%9+1
		if g.cand[cell]&(1<<uint(d)) == 0 {
			continue
		}
		j.buildOn(g, c, cell, d)
		j.buildOff(g, c, cell, d)
	}
	j.onStart[729] = int32(len(j.onList))
	j.offStart[729] = int32(len(j.offList))
}

// buildOn lists what candidate c (digit d in cell) on makes off: the
// cell's other candidates, then the digit's other places in the block, the
// row and the column, a cell of the block met again in its line left out.
func (j *chainAdj) buildOn(g *cands, c, cell, d int) {
	for m := g.cand[cell] &^ (1 << uint(d)); m != 0; m &= m - 1 {
		j.onList = append(j.onList, potOf(cell, bits.TrailingZeros16(m), false))
		j.onCause = append(j.onCause, causeCell)
		j.onCell[c]++
	}
	for k := g.t.firstType(); k < 3; k++ {
		reg := rtab.loc[cell][k].reg
		for places := weakPlaces(g, cell, d, k); places != 0; places &= places - 1 {
			q := int(rtab.cells[reg][bits.TrailingZeros16(places)])
			j.onList = append(j.onList, potOf(q, d, false))
			j.onCause = append(j.onCause, int8(causeBlock+k))
		}
	}
	if g.t.weak {
		weakBeyond(g, cell, d, func(p pot, cause int8) bool {
			j.onList = append(j.onList, p)
			j.onCause = append(j.onCause, cause)
			return false
		})
	}
}

// buildOff lists what candidate c (digit d in cell) off makes on: the
// cell's other candidate when it has two, then the digit's other place in
// the block, the row and the column when it has two there.
func (j *chainAdj) buildOff(g *cands, c, cell, d int) {
	if m := g.cand[cell]; bits.OnesCount16(m) == 2 {
		j.offList = append(j.offList, potOf(cell, bits.TrailingZeros16(m&^(1<<uint(d))), true))
		j.offCause = append(j.offCause, causeCell)
		j.offCell[c]++
	}
	for k := g.t.firstType(); k < 3; k++ {
		l := rtab.loc[cell][k]
		if rest := g.pos[l.reg][d] &^ l.bit; bits.OnesCount16(rest) == 1 {
			j.offList = append(j.offList, potOf(int(rtab.cells[l.reg][bits.TrailingZeros16(rest)]), d, true))
			j.offCause = append(j.offCause, int8(causeBlock+k))
		}
	}
	if g.t.extra != nil {
		strongBeyond(g, cell, d, func(l spot, rest uint16) bool {
			j.offList = append(j.offList, potOf(int(g.t.cells[l.reg][bits.TrailingZeros16(rest)]), d, true))
			j.offCause = append(j.offCause, regionCause(int(l.reg)))
			return false
		})
	}
}

// onOff returns what candidate c's on potential makes off, without the
// cell rule's potentials unless cellRule.
func (j *chainAdj) onOff(c int, cellRule bool) ([]pot, []int8) {
	lo, hi := j.onStart[c], j.onStart[c+1]
	if !cellRule {
		lo += int32(j.onCell[c])
	}
	return j.onList[lo:hi], j.onCause[lo:hi]
}

// offOn returns what candidate c's off potential makes on under the rules
// asked for.
func (j *chainAdj) offOn(c int, cellRule, regionRule bool) ([]pot, []int8) {
	lo, hi := j.offStart[c], j.offStart[c+1]
	mid := lo + int32(j.offCell[c])
	if !cellRule {
		lo = mid
	}
	if !regionRule {
		hi = mid
	}
	return j.offList[lo:hi], j.offCause[lo:hi]
}

// chainLengthDiff is what serate adds to a chain's rating for its
// complexity (ChainingHint.getLengthDifficulty): 0.1 for each step of the
// ceiling 4, 6, 8, 12, 16, 24, 32, ... the length passes.
func chainLengthDiff(complexity int) float64 {
	added := 0.0
	ceil, length, odd := 4, complexity-2, false
	for length > ceil {
		added += 0.1
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
		odd = !odd
	}
	return added
}

// chainRank is what serate sorts a Chaining producer's hints by: rating,
// complexity, then a key by kind; among equals the first found wins.
type chainRank struct {
	diff float64
	comp int
	sort int
}

func (a chainRank) less(b chainRank) bool {
	if a.diff != b.diff {
		return a.diff < b.diff
	}
	if a.comp != b.comp {
		return a.comp < b.comp
	}
	return a.sort < b.sort
}

// unaryKind is one of the three searches of the producer, with the links
// it follows: X (one digit), Y (bivalue cells) or both.
type unaryKind struct {
	cellRule, regionRule bool
}

var unaryKinds = [3]unaryKind{{false, true}, {true, false}, {true, true}}

// sortKey is serate's key for a cycle or forcing chain of the kind.
func (k unaryKind) sortKey() int {
	switch {
	case k.cellRule && k.regionRule:
		return 4
	case k.cellRule:
		return 3
	}
	return 2
}

// cycleKey and forcingKey are the keys of a cycle and a forcing chain of
// the kind with the complexity.
func (k unaryKind) cycleKey(comp int) chainRank {
	base := 6.5
	if k.cellRule && k.regionRule {
		base = 7.0
	}
	return chainRank{base + chainLengthDiff(comp), comp, k.sortKey()}
}

func (k unaryKind) forcingKey(comp int) chainRank {
	base := 6.6
	if k.cellRule && k.regionRule {
		base = 7.0
	}
	return chainRank{base + chainLengthDiff(comp), comp, k.sortKey()}
}

// cycNode is a potential of a unary search: its parent (-1 for the
// source), depth and, for an on potential, its row in unaryWork.onPath.
type cycNode struct {
	pot    pot
	parent int32
	depth  int32
	path   int32
	cause  int8
}

// bfsTable holds the depths a plain breadth-first search from one
// potential gives, over the producer's links (each potential once).
type bfsTable struct {
	depth     [1458]int16
	mark      [1458]uint32
	gen       uint32
	cur, next []pot
}

// start empties the table.
func (t *bfsTable) start() {
	t.gen++
	if t.gen == 0 {
		t.mark = [1458]uint32{}
		t.gen = 1
	}
}

// get is p's depth, -1 if not reached.
func (t *bfsTable) get(p pot) int {
	if t.mark[p] == t.gen {
		return int(t.depth[p])
	}
	return -1
}

// set records p at depth d.
func (t *bfsTable) set(p pot, d int) {
	t.mark[p], t.depth[p] = t.gen, int16(d)
}

// expand makes t.next the layer after t.cur over the links of kind k,
// the potentials not reached before, at depth d.
func (t *bfsTable) expand(j *chainAdj, k unaryKind, d int) {
	t.next = t.next[:0]
	for _, p := range t.cur {
		qs, _ := j.successors(p, k)
		for _, q := range qs {
			if t.mark[q] != t.gen {
				t.set(q, d)
				t.next = append(t.next, q)
			}
		}
	}
}

// unaryWork is the state of the producer's searches.
type unaryWork struct {
	nodes  []cycNode
	onPath [][12]uint64 // the off candidates on an on potential's path
	seenOn [729]uint32
	stamp  uint32
	pendOn []int32
	pendOf []int32
	found  []int32 // the cycle ends found
	offs   []int32 // scratch: a cycle's off nodes
	fw, bk bfsTable
	dist   [2][3][729]int16 // per assumption (off, on), kind and candidate: the forcing chain's length, 0 if none
}

// add appends a node and returns its index.
func (u *unaryWork) add(p pot, parent int32, cause int8) int32 {
	d := int32(0)
	if parent >= 0 {
		d = u.nodes[parent].depth + 1
	}
	u.nodes = append(u.nodes, cycNode{p, parent, d, -1, cause})
	return int32(len(u.nodes) - 1)
}

// start empties the nodes and begins new marks.
func (u *unaryWork) start() {
	u.nodes, u.onPath, u.found = u.nodes[:0], u.onPath[:0], u.found[:0]
	u.stamp++
	if u.stamp == 0 {
		u.seenOn = [729]uint32{}
		u.stamp = 1
	}
}

// unaryHint is a hint of the producer: its key, kind, chain (from its end
// back to the source) and what it removes or places.
type unaryHint struct {
	key    chainRank
	cycle  bool
	kind   unaryKind
	src    pot    // a forcing chain's assumption
	path   []pot  // a cycle's chain
	causes []int8 // the causes of path's potentials, when the rater explains
	elim   [81]uint16
	nCells int // the cells of a cycle
}

// unaryBest keeps the first hint with the lowest key. While virtual, the
// key is that of a hint known to come later: a hint of equal key found
// before it wins.
type unaryBest struct {
	found, virtual bool
	hint           unaryHint
}

// beats reports whether a hint with key k found now would come first.
func (b *unaryBest) beats(k chainRank) bool {
	return !b.found || k.less(b.hint.key) || (b.virtual && k == b.hint.key)
}

// maxLen is the longest length from lo up, by steps of 2, whose key
// (keyOf) beats the best; lo-2 if none. Keys grow with the length.
func (b *unaryBest) maxLen(lo int, keyOf func(int) chainRank) int {
	if !b.found {
		return 1 << 12
	}
	l := lo
	for b.beats(keyOf(l)) {
		l += 2
	}
	return l - 2
}

// forcingChainCycles finds the hint serate's Forcing Chains & Cycles
// producer gives first; a stopped search gives none.
func (r *Rater) forcingChainCycles(s *Step) bool {
	w := &r.chains
	w.g, w.halt = &r.g, &r.halt
	if !w.unaryBestHint() || r.halt.stopped {
		return false
	}
	w.unaryStep(&w.best.hint, s)
	if r.explain {
		unaryExplain(&w.best.hint, s, &r.pic)
	}
	return true
}

// unaryBestHint finds the producer's first hint on w.g: its X-cycles and
// X-chains from every candidate, then its Y-cycles, then its XY-cycles
// and XY-chains, the lowest key winning (the first found among equals). A
// first pass finds the length of every forcing chain that may win, and
// their best key; the cycles, searched in serate's order, then know how
// far to look.
func (w *chaining) unaryBestHint() bool {
	cycles, any := w.unaryReach()
	if !any {
		return false
	}
	w.adj.build(w.g)
	w.halt.spend(64)
	best := &w.best
	best.found, best.virtual = false, false
	w.unaryForcingPass(best)
	best.virtual = best.found
	w.unarySources(func(ki int, k unaryKind, src pot) {
		if cycles[ki]&(1<<uint(src.digit())) != 0 && w.reachXY.mayCycle(src) {
			w.unaryCycles(k, src, best)
		}
		if k.regionRule {
			w.forcingFound(ki, src, best)
			w.forcingFound(ki, src.conj(), best)
		}
	})
	return best.found && !best.virtual
}

// unarySources calls visit with each kind of chain in serate's order and
// each candidate its chains start from, cell by cell: the candidates of
// cells with two, or with more when the kind has region links.
func (w *chaining) unarySources(visit func(ki int, k unaryKind, src pot)) {
	g := w.g
	for ki, k := range unaryKinds {
		for c := 0; c < 81; c++ {
			n := g.candCount(c)
			if g.val[c] != 0 || n < 2 || (!k.regionRule && n > 2) {
				continue
			}
			for m := g.cand[c]; m != 0; m &= m - 1 {
				if w.halt.stop() {
					return
				}
				visit(ki, k, potOf(c, bits.TrailingZeros16(m), true))
			}
		}
	}
}

// unaryAllHints collects every hint of the producer on w.g, in serate's
// order, for a nested level (ruleHints).
func (w *chaining) unaryAllHints() {
	cycles, any := w.unaryReach()
	if !any {
		return
	}
	w.adj.build(w.g)
	w.halt.spend(64)
	rc := &w.reachXY // X chains are XY chains
	w.unarySources(func(ki int, k unaryKind, src pot) {
		if cycles[ki]&(1<<uint(src.digit())) != 0 && w.reachXY.mayCycle(src) {
			w.unaryCycles(k, src, nil)
		}
		if !k.regionRule {
			return
		}
		for _, s := range [2]pot{src, src.conj()} {
			if !rc.result[s] {
				continue // no chain to its opposite
			}
			if end := w.forcingSearch(k, s); end >= 0 {
				w.unaryChainHint(k, end)
			}
		}
	})
}

// unaryReach finds which potentials reach their opposite over XY links
// (a forcing chain exists from them; over X links, a subset, it may) and
// returns, per kind, the digits whose cycles may remove something, and
// whether any potential reaches its opposite (without one the producer
// has no hint). A cycle that removes candidate z (z sees a cell where the
// cycle puts z's digit on and one where it puts it off) makes a forcing
// chain from z on to z off: z on puts the first off, the cycle reversed
// leads from there to the second on, which puts z off. So a cycle needs
// such a z; an X-cycle one of its digit.
func (w *chaining) unaryReach() (cycles [3]uint16, any bool) {
	g := w.g
	w.reachXY.compute(g)
	w.halt.spend(256)
	for c := 0; c < 81; c++ {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			if w.reachXY.result[potOf(c, d, true)] {
				cycles[0] |= 1 << uint(d)
				cycles[1], cycles[2] = 0x3fe, 0x3fe
			}
			any = any || w.reachXY.result[potOf(c, d, true)] || w.reachXY.result[potOf(c, d, false)]
		}
	}
	if v := g.t.variant; v.Toroidal && v.leaps() {
		// A cycle removes by what a cell sees, which wraps round the
		// board, but its links do not: z need not reach its opposite.
		return [3]uint16{0x3fe, 0x3fe, 0x3fe}, true
	}
	if g.t.variant.nc() != 0 && any {
		// An X-cycle changes digits through the neighbours: its
		// removals need not be of its digit.
		cycles[0] = 0x3fe
	}
	return cycles, any
}

// unaryForcingPass finds the length of the forcing chains from every
// candidate on and off, X and XY, that may beat the best, and keeps the
// best key as a virtual best.
func (w *chaining) unaryForcingPass(best *unaryBest) {
	g := w.g
	u := &w.unary
	for _, ki := range [2]int{0, 2} {
		k := unaryKinds[ki]
		rc := &w.reachXY // X chains are XY chains
		for c := 0; c < 81; c++ {
			if g.val[c] != 0 || g.candCount(c) < 2 {
				for d := 0; d < 9; d++ {
					u.dist[0][ki][c*9+d], u.dist[1][ki][c*9+d] = 0, 0
				}
				continue
			}
			for d := 1; d <= 9 && !w.halt.stop(); d++ {
				for on := 0; on < 2; on++ {
					u.dist[on][ki][c*9+d-1] = 0
					if g.cand[c]&(1<<uint(d)) == 0 || !rc.result[potOf(c, d, on == 1)] {
						continue
					}
					maxL := best.maxLen(1, func(l int) chainRank { return k.forcingKey(l + 1) })
					if l := w.forcingDist(k, potOf(c, d, on == 1), maxL); l > 0 {
						u.dist[on][ki][c*9+d-1] = int16(l)
						if key := k.forcingKey(l + 1); best.beats(key) {
							best.found, best.virtual, best.hint.key = true, true, key
						}
					}
				}
			}
		}
	}
}

// successors lists what p implies under the kind's rules; a forcing chain
// always follows the region rule.
func (j *chainAdj) successors(p pot, k unaryKind) ([]pot, []int8) {
	if p.on() {
		return j.onOff(p.cand(), k.cellRule)
	}
	return j.offOn(p.cand(), k.cellRule, k.regionRule)
}

// forcingDist is the length of the shortest chain from src to its
// opposite (serate's doForcingChains finds it breadth first), if at most
// maxL, else 0. By contraposition the chain's second half, reversed, is a
// chain from src to the opposites of its potentials, so a search of half
// the depth finds it: src's opposite is at length d(x) + d(opposite of x)
// for a potential x at the middle, and after depth h every length up to
// 2h shows.
func (w *chaining) forcingDist(k unaryKind, src pot, maxL int) int {
	u := &w.unary
	j := &w.adj
	t := &u.fw
	t.start()
	t.set(src, 0)
	t.cur = append(t.cur[:0], src)
	m := maxL + 1
	for h := 1; len(t.cur) > 0; h++ {
		t.expand(j, k, h)
		w.halt.spend(len(t.next) >> 2)
		for _, q := range t.next {
			if dc := t.get(q.conj()); dc >= 0 && h+dc < m {
				m = h + dc
			}
		}
		if m <= 2*h || 2*h >= maxL {
			break
		}
		t.cur, t.next = t.next, t.cur
	}
	if m <= maxL {
		return m
	}
	return 0
}

// forcingFound weighs the forcing chain from src of the kind the first
// pass measured.
func (w *chaining) forcingFound(ki int, src pot, best *unaryBest) {
	on := 0
	if src.on() {
		on = 1
	}
	l := int(w.unary.dist[on][ki][src.cand()])
	if l == 0 {
		return
	}
	k := unaryKinds[ki]
	key := k.forcingKey(l + 1)
	if !best.beats(key) {
		return
	}
	best.found, best.virtual = true, false
	h := &best.hint
	h.key, h.cycle, h.kind, h.src, h.nCells = key, false, k, src, 0
}

// unaryCycles is serate's doCycles from src (on) and the cycles' hints: a
// layered search where an on potential is followed once, but an off one
// once per on potential it comes from, unless it is on that potential's
// path; a cycle closes when an off potential leads back to src, after four
// links or more. A cycle closing at length L has complexity L, so with a
// best hint the search stops at the longest length whose cycle could beat
// it; it also leaves out the potentials that cannot get back to src in
// time, which changes neither the paths nor the order of the cycles it
// finds. Without a best (nil) it collects every cycle's hint.
func (w *chaining) unaryCycles(k unaryKind, src pot, best *unaryBest) {
	maxL := 1 << 12
	back := func(pot) int { return 0 }
	if best != nil {
		if maxL = best.maxLen(4, k.cycleKey); maxL < 4 {
			return
		}
		if maxL < 1<<12 {
			back = w.backDepths(k, src, (maxL+1)/2)
		}
	}
	u := &w.unary
	u.start()
	root := u.add(src, -1, causeNone)
	u.seenOn[src.cand()] = u.stamp
	u.nodes[root].path = 0
	u.onPath = append(u.onPath, [12]uint64{})
	u.pendOn = append(u.pendOn[:0], root)
	for length := 0; len(u.pendOn) > 0 && length+2 <= maxL; {
		length++
		if !w.cycleOffs(k, src, back, length, maxL) {
			return
		}
		length++
		w.cycleOns(k, src, back, length, maxL)
	}
	for _, end := range u.found {
		w.cycleHint(k, end, best)
	}
}

// cycleOffs takes the cycle search's half-step from each on potential
// pending to the off ones it makes that are not on its path; false when
// the search is stopped.
func (w *chaining) cycleOffs(k unaryKind, src pot, back func(pot) int, length, maxL int) bool {
	u, j := &w.unary, &w.adj
	u.pendOf = u.pendOf[:0]
	for _, n := range u.pendOn {
		if w.halt.stop() {
			return false
		}
		p := u.nodes[n].pot
		path := &u.onPath[u.nodes[n].path]
		offs, causes := j.onOff(p.cand(), k.cellRule)
		for i, x := range offs {
			xc := x.cand()
			if path[xc>>6]&(1<<uint(xc&63)) == 0 && length+back(x) <= maxL && u.leads(j, k, xc, src) {
				u.pendOf = append(u.pendOf, u.add(x, n, causes[i]))
			}
		}
	}
	return true
}

// cycleOns takes the cycle search's half-step from each off potential
// pending to the on ones it makes, each once, noting those back at src.
func (w *chaining) cycleOns(k unaryKind, src pot, back func(pot) int, length, maxL int) {
	u, j := &w.unary, &w.adj
	u.pendOn = u.pendOn[:0]
	for _, x := range u.pendOf {
		xc := u.nodes[x].pot.cand()
		ons, causes := j.offOn(xc, k.cellRule, k.regionRule)
		for i, q := range ons {
			if length >= 4 && q == src {
				u.found = append(u.found, u.add(q, x, causes[i]))
			}
			qc := q.cand()
			if u.seenOn[qc] == u.stamp || length+back(q) > maxL {
				continue
			}
			u.seenOn[qc] = u.stamp
			n := u.add(q, x, causes[i])
			pp := u.onPath[u.nodes[u.nodes[x].parent].path]
			pp[xc>>6] |= 1 << uint(xc&63)
			u.nodes[n].path = int32(len(u.onPath))
			u.onPath = append(u.onPath, pp)
			u.pendOn = append(u.pendOn, n)
		}
	}
}

// leads reports whether an off potential of candidate xc, followed now,
// can still matter: it closes a cycle at src or makes on a potential not
// yet reached (those reached stay so). Leaving out the others changes
// nothing found.
func (u *unaryWork) leads(j *chainAdj, k unaryKind, xc int, src pot) bool {
	ons, _ := j.offOn(xc, k.cellRule, k.regionRule)
	for _, q := range ons {
		if q == src || u.seenOn[q.cand()] != u.stamp {
			return true
		}
	}
	return false
}

// backDepths searches from src's opposite to depth h and returns the
// lower bound it gives of the links from a potential back to src: by
// contraposition, a chain from p to src is a chain from src's opposite to
// p's opposite.
func (w *chaining) backDepths(k unaryKind, src pot, h int) func(pot) int {
	u := &w.unary
	j := &w.adj
	t := &u.bk
	t.start()
	t.set(src.conj(), 0)
	t.cur = append(t.cur[:0], src.conj())
	for d := 1; d <= h && len(t.cur) > 0; d++ {
		t.expand(j, k, d)
		w.halt.spend(len(t.next) >> 2)
		t.cur, t.next = t.next, t.cur
	}
	return func(p pot) int {
		if d := t.get(p.conj()); d >= 0 {
			return d
		}
		return h + 1
	}
}

// cycleHint makes the hint of the cycle ending at node end (serate's
// createCycleHint): a candidate leaves every cell outside the cycle that
// sees both a cell where the cycle puts the digit on and one where it puts
// it off. With best nil the hint joins the nested rule's list.
func (w *chaining) cycleHint(k unaryKind, end int32, best *unaryBest) {
	u := &w.unary
	g := w.g
	comp := int(u.nodes[end].depth)
	key := k.cycleKey(comp)
	if best != nil && !best.beats(key) {
		return
	}
	var loop cellSet
	var fw, bw [10]cellSet
	peers := &g.t.peers // the variant's: cycles remove by what a cell sees
	for n := end; u.nodes[n].parent >= 0; n = u.nodes[n].parent {
		p := u.nodes[n].pot
		loop.add(p.cell())
		if p.on() {
			fw[p.digit()] = fw[p.digit()].or(peers[p.cell()])
		} else {
			bw[p.digit()] = bw[p.digit()].or(peers[p.cell()])
		}
	}
	var elim [81]uint16
	any := false
	for d := 1; d <= 9; d++ {
		both := fw[d].and(bw[d]).minus(loop)
		for c := both.next(0); c >= 0; c = both.next(c + 1) {
			if g.cand[c]&(1<<uint(d)) != 0 {
				elim[c] |= 1 << uint(d)
				any = true
			}
		}
	}
	if !any {
		return
	}
	if best == nil {
		w.cycleRuleHint(k, key, end, &elim)
		return
	}
	h := &best.hint
	best.found, best.virtual = true, false
	h.key, h.cycle, h.kind, h.elim = key, true, k, elim
	h.nCells = loop.count()
	h.path = u.pathOf(end, h.path[:0])
	h.causes = u.causesOf(end, h.causes[:0])
}

// pathOf appends the potentials from node n back to its source.
func (u *unaryWork) pathOf(n int32, out []pot) []pot {
	for ; n >= 0; n = u.nodes[n].parent {
		out = append(out, u.nodes[n].pot)
	}
	return out
}

// causesOf appends the causes of the potentials from node n back to its
// source, as pathOf lists them.
func (u *unaryWork) causesOf(n int32, out []int8) []int8 {
	for ; n >= 0; n = u.nodes[n].parent {
		out = append(out, u.nodes[n].cause)
	}
	return out
}

// forcingSearch is serate's doForcingChains from src: a layered search
// where each potential is followed once, until src's opposite shows; it
// returns the node of that opposite (its chain leads back to src), -1 if
// none.
func (w *chaining) forcingSearch(k unaryKind, src pot) int32 {
	u := &w.unary
	j := &w.adj
	t := &u.fw
	t.start()
	u.start()
	t.set(src, 0)
	layer := append(u.pendOn[:0], u.add(src, -1, causeNone))
	for len(layer) > 0 {
		w.halt.spend(len(layer) >> 2)
		next := u.pendOf[:0]
		for _, n := range layer {
			qs, causes := j.successors(u.nodes[n].pot, k)
			for i, q := range qs {
				if q == src.conj() {
					return u.add(q, n, causes[i])
				}
				if t.mark[q] != t.gen {
					t.set(q, 0)
					next = append(next, u.add(q, n, causes[i]))
				}
			}
		}
		u.pendOn, u.pendOf = next, layer
		layer = next
	}
	return -1
}

// unaryStep turns the producer's hint into the rater's step.
func (w *chaining) unaryStep(h *unaryHint, s *Step) {
	s.diff = h.key.diff
	s.kind, s.name = ForcingChain, unaryName(h)
	if h.cycle {
		s.kind = Cycle
	}
	if h.cycle {
		s.elim = h.elim
	} else {
		end := w.forcingSearch(h.kind, h.src)
		h.path = w.unary.pathOf(end, h.path[:0])
		h.causes = w.unary.causesOf(end, h.causes[:0])
		if p := h.path[0]; p.on() {
			s.cell, s.digit = p.cell(), p.digit()
		} else {
			s.elim[p.cell()] = 1 << uint(p.digit())
		}
	}
	s.chain = eurekaPath(h.path)
}

// unaryExplain writes the text and picture of the producer's hint, once
// unaryStep made it the step: a cycle names its cells (CycleHint), a
// forcing chain its target (ForcingChainHint).
func unaryExplain(h *unaryHint, s *Step, pic *picture) {
	paintPath(pic, h.path)
	s.proof = unaryProof(h)
	if h.cycle {
		cells := cycleCells(h.path)
		s.setPattern(cells, nil)
		for _, c := range cells {
			pic.cells.add(c)
		}
		// serate's red adds the removals to the chain's off potentials.
		for c, m := range h.elim {
			pic.red[c] |= m
		}
		return
	}
	t := h.path[0]
	s.setPattern([]int{t.cell()}, nil, t.digit())
	s.pat.Assumption, s.pat.Target = candidate(h.path[len(h.path)-1]), candidate(t)
	pic.cells.add(t.cell())
	// The target's candidate, also the source's, shows in its own colour
	// only.
	if t.on() {
		pic.red[t.cell()] &^= 1 << uint(t.digit())
	} else {
		pic.green[t.cell()] &^= 1 << uint(t.digit())
	}
}

// unaryProof is the proof of the producer's hint: a cycle's two
// directions, or the single forcing chain under serate's heading.
func unaryProof(h *unaryHint) []Chain {
	if h.cycle {
		return cycleProof(h.path, h.causes)
	}
	g := &pathGraph{h.path, pathReasons(h.path, h.causes)}
	return []Chain{{Assertion: "Details of the Forcing Chain", Links: proofLinks(g, 0)}}
}

// cycleCells lists a cycle's cells as serate's CycleHint selects them:
// along the reversed cycle from its source, each cell once, which is the
// path from the second potential to the last, the source's cell last.
func cycleCells(path []pot) []int {
	var cells []int
	var seen cellSet
	for i := len(path) - 2; i >= 0; i-- {
		if c := path[i].cell(); !seen.has(c) {
			seen.add(c)
			cells = append(cells, c)
		}
	}
	return cells
}

// unaryName is serate's name of a cycle or forcing chain.
func unaryName(h *unaryHint) string {
	xy := h.kind.cellRule && h.kind.regionRule
	if h.cycle {
		switch {
		case xy:
			return "Bidirectional Cycle"
		case h.kind.cellRule:
			return "Bidirectional Y-Cycle"
		case h.nCells == 4:
			return "Generalized X-Wing"
		}
		return "Bidirectional X-Cycle"
	}
	switch {
	case xy:
		return "Forcing Chain"
	case h.kind.cellRule:
		return "Forcing Y-Chain"
	case h.key.comp == 6:
		return "Turbot Fish"
	}
	return "Forcing X-Chain"
}

// chainReach finds which potentials reach their opposite over a kind's
// static links (a forcing chain exists from them): the links' strongly
// connected components (Tarjan's, iteratively), then for each component,
// in the order Tarjan completes them, the set of potentials it reaches.
type chainReach struct {
	node    [1458]int32 // the potential's index among those of the grid, -1 if none
	pots    []pot
	start   []int32 // succ[start[i]:start[i+1]] are node i's successors, by index
	succ    []int32
	index   []int32 // Tarjan's discovery index, 0 if not yet
	low     []int32
	comp    []int32 // the node's component
	onSt    []bool
	stack   []int32
	call    []reachFrame
	words   int
	reach   []uint64 // per component, words bits: the on potentials it reaches
	merged  []int32  // per component, the last component whose set took it in
	size    []int32  // per component, its potentials
	ncomp   int32
	all     bool       // the reach sets hold every potential, not the on ones only
	strong  []bool     // per candidate of the grid: in a strong link (its off potential makes one on)
	strongs cands      // the grid's candidates in strong links (cand and pos only)
	excl    []int32    // scratch: the off nodes of the candidates one excludes
	result  [1458]bool // per potential: it reaches its opposite
}

// reachFrame is a node of Tarjan's search with its next successor to try,
// as an index in chainReach.succ.
type reachFrame struct {
	n    int32
	next int32
}

// compute fills result for grid g's links.
func (rc *chainReach) compute(g *cands) {
	rc.components(g, false)
	for i, p := range rc.pots {
		rc.result[p] = rc.reachesOpposite(int32(i))
	}
}

// components finds the components of grid g's XY links (the cell's and
// the regions') and the set each reaches: every potential with all, else
// the on ones.
func (rc *chainReach) components(g *cands, all bool) {
	rc.all = all
	rc.graph(g)
	n := len(rc.pots)
	rc.index = resize32(rc.index, n)
	rc.low = resize32(rc.low, n)
	rc.comp = resize32(rc.comp, n)
	if cap(rc.onSt) < n {
		rc.onSt = make([]bool, n)
	}
	rc.onSt = rc.onSt[:n]
	for i := 0; i < n; i++ {
		rc.index[i], rc.onSt[i] = 0, false
	}
	rc.words = (n/2 + 63) / 64
	if all {
		rc.words = (n + 63) / 64
	}
	rc.reach, rc.merged, rc.size = rc.reach[:0], rc.merged[:0], rc.size[:0]
	rc.ncomp = 0
	counter := int32(0)
	for root := 0; root < n; root++ {
		if rc.index[root] == 0 && (all || rc.strong[root>>1]) {
			rc.tarjan(int32(root), &counter)
		}
	}
}

// mayCycle reports whether a cycle of four links or more may pass through
// potential p (in the grid): its potentials would be in p's component.
func (rc *chainReach) mayCycle(p pot) bool {
	v := rc.node[p]
	return rc.strong[v>>1] && rc.size[rc.comp[v]] >= 4
}

// reachOf is the set potential p reaches (p in the grid).
func (rc *chainReach) reachOf(p pot) []uint64 {
	c := int(rc.comp[rc.node[p]])
	return rc.reach[c*rc.words : (c+1)*rc.words]
}

// reachesOpposite reports whether node v reaches its opposite.
// The reach sets hold on potentials only (node 2i+1, the candidate's on
// potential, is bit i): an off potential's opposite is one; an on one, x,
// reaches x off when it reaches an on potential that makes x off, which
// are the candidates x excludes (two candidates exclude each other both
// ways). A candidate in no strong link was left out of the search: its
// off potential makes nothing on, and its on potential reaches what the
// off potentials it makes reach.
func (rc *chainReach) reachesOpposite(v int32) bool {
	i := v >> 1
	if v&1 == 0 {
		if !rc.strong[i] {
			return false
		}
		set := rc.reach[int(rc.comp[v])*rc.words:]
		return set[i>>6]&(1<<uint(i&63)) != 0
	}
	// Only on potentials of candidates in strong links are reached: those
	// x excludes are its successors.
	excl := rc.succ[rc.start[v]:rc.start[v+1]]
	var buf [(729 + 63) / 64]uint64
	set := buf[:rc.words]
	if rc.strong[i] {
		set = rc.reach[int(rc.comp[v])*rc.words:]
	} else {
		for _, y := range excl {
			other := rc.reach[int(rc.comp[y])*rc.words:]
			for k := range set {
				set[k] |= other[k]
			}
		}
	}
	for _, y := range excl {
		if j := y >> 1; set[j>>6]&(1<<uint(j&63)) != 0 {
			return true
		}
	}
	return false
}

// graph numbers grid g's potentials, a candidate's off then on (node 2i
// and 2i+1 for the grid's i-th candidate), and lists each one's
// successors over the XY links by number (in any order: the components
// and what they reach do not depend on it). Without all, the candidates
// in no strong link are left out: nothing leads to their on potential,
// their off potential leads nowhere (the search starts from none of them,
// and an on potential's successors are those in strong links).
func (rc *chainReach) graph(g *cands) {
	rc.pots, rc.strong = rc.pots[:0], rc.strong[:0]
	rc.strongs.cand, rc.strongs.pos = [81]uint16{}, [27][10]uint16{}
	rc.strongs.t = g.t
	for c := 0; c < 81; c++ {
		for m := g.cand[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			p := potOf(c, d, false)
			rc.node[p] = int32(len(rc.pots))
			rc.node[p|1] = int32(len(rc.pots) + 1)
			rc.pots = append(rc.pots, p, p|1)
			strong := offImplies(g, c, d, true)
			rc.strong = append(rc.strong, strong)
			if strong {
				rc.strongs.cand[c] |= 1 << uint(d)
				for _, l := range &rtab.loc[c] {
					rc.strongs.pos[l.reg][d] |= l.bit
				}
			}
		}
	}
	links := g // the candidates an on potential's successors are among
	if !rc.all {
		links = &rc.strongs
	}
	rc.start, rc.succ = rc.start[:0], rc.succ[:0]
	for i := 0; i < len(rc.pots); i += 2 {
		c, d := rc.pots[i].cell(), rc.pots[i].digit()
		rc.start = append(rc.start, int32(len(rc.succ)))
		rc.linksOff(g, c, d)
		rc.start = append(rc.start, int32(len(rc.succ)))
		rc.succ = append(rc.succ, rc.excluded(links, c, d)...)
	}
	rc.start = append(rc.start, int32(len(rc.succ)))
}

// excluded lists the off nodes of the candidates that candidate (c, d)
// excludes among those of grid g: the cell's other candidates and the digit's other
// places in its block, row and column (in rc.excl).
func (rc *chainReach) excluded(g *cands, c, d int) []int32 {
	out := rc.excl[:0]
	for m := g.cand[c] &^ (1 << uint(d)); m != 0; m &= m - 1 {
		out = append(out, rc.node[potOf(c, bits.TrailingZeros16(m), false)])
	}
	for k := g.t.firstType(); k < 3; k++ {
		reg := rtab.loc[c][k].reg
		for places := weakPlaces(g, c, d, k); places != 0; places &= places - 1 {
			q := int(rtab.cells[reg][bits.TrailingZeros16(places)])
			out = append(out, rc.node[potOf(q, d, false)])
		}
	}
	if g.t.weak {
		weakBeyond(g, c, d, func(p pot, _ int8) bool {
			out = append(out, rc.node[p])
			return false
		})
	}
	rc.excl = out
	return out
}

// linksOff lists what candidate (c, d) off makes on: the cell's other
// candidate when it has two, the digit's other place in a region where
// it has two.
func (rc *chainReach) linksOff(g *cands, c, d int) {
	if m := g.cand[c] &^ (1 << uint(d)); bits.OnesCount16(m) == 1 {
		rc.succ = append(rc.succ, rc.node[potOf(c, bits.TrailingZeros16(m), true)])
	}
	for _, l := range g.t.units(c) {
		if rest := g.pos[l.reg][d] &^ l.bit; bits.OnesCount16(rest) == 1 {
			q := int(rtab.cells[l.reg][bits.TrailingZeros16(rest)])
			rc.succ = append(rc.succ, rc.node[potOf(q, d, true)])
		}
	}
	if g.t.extra != nil {
		strongBeyond(g, c, d, func(l spot, rest uint16) bool {
			q := int(g.t.cells[l.reg][bits.TrailingZeros16(rest)])
			rc.succ = append(rc.succ, rc.node[potOf(q, d, true)])
			return false
		})
	}
}

// tarjan runs Tarjan's search from root.
func (rc *chainReach) tarjan(root int32, counter *int32) {
	enter := func(v int32) {
		*counter++
		rc.index[v], rc.low[v] = *counter, *counter
		rc.stack = append(rc.stack, v)
		rc.onSt[v] = true
		rc.call = append(rc.call, reachFrame{v, rc.start[v]})
	}
	rc.stack, rc.call = rc.stack[:0], rc.call[:0]
	enter(root)
	for len(rc.call) > 0 {
		f := &rc.call[len(rc.call)-1]
		v := f.n
		if f.next < rc.start[v+1] {
			w := rc.succ[f.next]
			f.next++
			if rc.start[w] == rc.start[w+1] {
				continue // a dead end: closeComponent takes it in
			}
			if rc.index[w] == 0 {
				enter(w)
			} else if rc.onSt[w] && rc.index[w] < rc.low[v] {
				rc.low[v] = rc.index[w]
			}
			continue
		}
		rc.call = rc.call[:len(rc.call)-1]
		if len(rc.call) > 0 {
			if u := rc.call[len(rc.call)-1].n; rc.low[v] < rc.low[u] {
				rc.low[u] = rc.low[v]
			}
		}
		if rc.low[v] == rc.index[v] {
			rc.closeComponent(v)
		}
	}
}

// closeComponent pops the component rooted at v and builds its reach set:
// its own potentials and what their links lead to, in components already
// closed (Tarjan closes a component after every one it leads to), each
// taken in once.
func (rc *chainReach) closeComponent(v int32) {
	id := rc.ncomp
	rc.ncomp++
	base := len(rc.reach)
	for i := 0; i < rc.words; i++ {
		rc.reach = append(rc.reach, 0)
	}
	rc.merged = append(rc.merged, id)
	set := rc.reach[base : base+rc.words]
	top := len(rc.stack)
	for {
		top--
		x := rc.stack[top]
		rc.onSt[x] = false
		rc.comp[x] = id
		rc.mark(set, x)
		if x == v {
			break
		}
	}
	rc.size = append(rc.size, int32(len(rc.stack)-top))
	for _, x := range rc.stack[top:] {
		for _, w := range rc.succ[rc.start[x]:rc.start[x+1]] {
			if rc.start[w] == rc.start[w+1] {
				rc.mark(set, w) // a dead end reaches itself only
				continue
			}
			if c := rc.comp[w]; rc.merged[c] != id {
				rc.merged[c] = id
				other := rc.reach[int(c)*rc.words : int(c+1)*rc.words]
				for i := range set {
					set[i] |= other[i]
				}
			}
		}
	}
	rc.stack = rc.stack[:top]
}

// mark adds node x to a reach set, if the sets hold its kind.
func (rc *chainReach) mark(set []uint64, x int32) {
	if rc.all {
		set[x>>6] |= 1 << uint(x&63)
	} else if i := x >> 1; x&1 != 0 {
		set[i>>6] |= 1 << uint(i&63)
	}
}

// resize32 returns s with length n.
func resize32(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n)
	}
	return s[:n]
}
