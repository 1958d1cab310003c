// forcing.go holds serate's Chaining producers that follow every
// candidate both ways: Nishio (7.5), Multiple (cell and region, 8.0),
// Dynamic (8.5) and Dynamic with nested rules (9.0 and up). It must not
// change the grid: dynamic chains work on copies.

package rate

import "math/bits"

// Kinds of hint of these producers, each with serate's sort key.
const (
	hintDouble = 1 // double forcing chain: both states imply the target
	hintCell   = 5 // cell forcing chains: every digit of a cell implies it
	hintRegion = 6 // region forcing chains: every place of a digit implies it
	hintAbsurd = 7 // contradiction forcing chain: a state implies absurdity
)

// forcingHint is the best hint of a search so far: its key, kind, the
// potential it proves (on: the cell holds the digit) and the chains that
// prove it, each from its target back to its assumption.
type forcingHint struct {
	found  bool
	key    chainRank
	kind   int
	result pot
	paths  [][]pot
}

// forcingWork is the state of one run of a producer: its mode, the
// closures of the candidates' on potentials (they do not change during a
// run), and the best hint.
type forcingWork struct {
	mode   chainMode
	base   float64 // the producer's rating before the length term
	onSets [729]*chainSet
	pool   []*chainSet
	used   int
	best   forcingHint
}

// newSet returns an empty chain set from the pool.
func (f *forcingWork) newSet() *chainSet {
	if f.used == len(f.pool) {
		f.pool = append(f.pool, new(chainSet))
	}
	s := f.pool[f.used]
	f.used++
	s.clear()
	return s
}

// forcingBase is serate's Chaining.getDifficulty for the mode.
func forcingBase(m *chainMode) float64 {
	switch {
	case m.level > 0:
		return 8.5 + 0.5*float64(m.level)
	case m.nishio:
		return 7.5
	case m.dynamic:
		return 8.5
	}
	return 8.0
}

// nishioChains, multipleChains, dynamicChains and dynamicPlusChains are
// serate's producers 30 to 33 (Solver.java); nestedChains are the last
// ones, levels 2 to 4.
func (r *Rater) nishioChains(s *Step) bool {
	return r.forcingChains(s, chainMode{dynamic: true, nishio: true})
}

func (r *Rater) multipleChains(s *Step) bool {
	return r.forcingChains(s, chainMode{multiple: true})
}

func (r *Rater) dynamicChains(s *Step) bool {
	return r.forcingChains(s, chainMode{multiple: true, dynamic: true})
}

func (r *Rater) dynamicPlusChains(s *Step) bool {
	return r.forcingChains(s, chainMode{multiple: true, dynamic: true, level: 1})
}

// nestedChains runs serate's NestedForcingChain producers in order:
// levels 2 and 3, then level 4 nesting dynamic chains of levels 0 to 3.
func (r *Rater) nestedChains(s *Step) bool {
	for _, m := range []chainMode{
		{multiple: true, dynamic: true, level: 2},
		{multiple: true, dynamic: true, level: 3},
		{multiple: true, dynamic: true, level: 4, limit: 0},
		{multiple: true, dynamic: true, level: 4, limit: 1},
		{multiple: true, dynamic: true, level: 4, limit: 2},
		{multiple: true, dynamic: true, level: 4, limit: 3},
	} {
		if r.forcingChains(s, m) {
			return true
		}
	}
	return false
}

// forcingChains runs a producer on the grid and turns its first hint into
// the step; a stopped run gives none.
func (r *Rater) forcingChains(s *Step, m chainMode) bool {
	w := &r.chains
	w.g, w.collect, w.halt = &r.g, false, &r.halt
	w.keepMemos(&r.g.cand)
	w.forcingRun(m)
	f := &w.forcing
	if !f.best.found || r.halt.stopped {
		return false
	}
	h := &f.best
	s.diff = h.key.diff
	s.kind, s.name = forcingKind(&m, h.kind), forcingName(&m, h.kind)
	if p := h.result; p.on() {
		s.cell, s.digit = p.cell(), p.digit()
	} else {
		s.elim[p.cell()] = 1 << uint(p.digit())
	}
	s.chain = ""
	for i, path := range h.paths {
		if i > 0 {
			s.chain += chainSep
		}
		s.chain += eurekaPath(path)
	}
	if r.explain {
		w.forcingExplain(s, &r.pic)
	}
	return true
}

// forcingExplain writes the text, picture and proof of the producer's
// hint, once forcingChains made it the step: the text names the
// assumption (the source of the hint's first chain) and what it proves;
// the picture is the hint's views, one a chain (forcingTargets), its
// selected cells and region shared. The chains of a nested level are
// followed again, noting the rules they meet.
func (w *chaining) forcingExplain(s *Step, pic *picture) {
	f := &w.forcing
	h := &f.best
	if f.mode.level > 0 {
		w.startNoting()
		defer w.stopNoting()
		f.onSets = [729]*chainSet{}
	}
	srcs, targets := w.forcingTargets(h)
	if w.halt.stopped {
		return // the chains followed part-way: the step is void
	}
	_, s.pat = w.forcingPattern(h.kind, srcs, targets, h.result)
	if h.kind == hintRegion {
		pic.regions |= 1 << uint(s.pat.Regions[0])
	} else {
		pic.cells.add(srcs[0].cell())
	}
	pic.cells.add(w.arena.nodes[targets[0]].pot.cell())
	for i, t := range targets {
		view := pic
		if i > 0 {
			pic.views = append(pic.views, picture{cells: pic.cells, regions: pic.regions})
			view = &pic.views[i-1]
		}
		w.arena.paint(view, t)
		view.branch = "If " + potWeak(srcs[i]) + ", then " + potStrong(w.arena.nodes[t].pot)
	}
	s.proof = append(w.forcingProof(h, srcs, targets), nestedChains(w.nestedNotes(targets))...)
}

// forcingPattern gives the kind and pattern of a hint of the kind, from
// its chains' assumptions srcs and the nodes they end on, proving result:
// the assumptions' cells, each once; a region hint's region and digit;
// the first assumption, and the result (for a contradiction, the
// potential found both on and off).
func (w *chaining) forcingPattern(kind int, srcs []pot, targets []int32, result pot) (Kind, Pattern) {
	k := forcingKind(&w.forcing.mode, kind)
	p := Pattern{Assumption: candidate(srcs[0]), Target: candidate(result)}
	for i, src := range srcs {
		if i == 0 || src.cell() != srcs[0].cell() {
			p.Cells = append(p.Cells, src.cell())
		}
	}
	switch kind {
	case hintAbsurd:
		p.Target = candidate(w.arena.nodes[targets[0]].pot)
	case hintRegion:
		p.Regions, p.Digits = []int{w.forcingRegion(srcs)}, []int{srcs[0].digit()}
	}
	return k, p
}

// forcingKind is the kind of the producer's hint of the kind.
func forcingKind(m *chainMode, kind int) Kind {
	switch {
	case m.nishio:
		return NishioChain
	case kind == hintAbsurd:
		return ContradictionChain
	case kind == hintDouble:
		return DoubleChain
	case kind == hintCell:
		return CellChains
	}
	return RegionChains
}

// forcingProof is the proof of the best hint, its chains from srcs to
// targets (forcingTargets), under serate's headings: a cell or region
// hint's "If ASSUMPTION, then RESULT" a chain; a double one's from the
// assumption on, then off; a contradiction's, serate's, the first from
// the assumption to what it makes false, the second from what it makes
// true to that again (serate heads both chains with the potential made
// false, though the first leads to it made true).
func (w *chaining) forcingProof(h *forcingHint, srcs []pot, targets []int32) []Chain {
	g := &arenaGraph{w}
	var out []Chain
	for i, t := range targets {
		head := assertion(srcs[i], w.arena.nodes[t].pot)
		if h.kind == hintAbsurd {
			on, off := w.arena.nodes[targets[0]].pot, w.arena.nodes[targets[1]].pot
			head = "If " + potWeak(srcs[0]) + ", then " + potStrong(off)
			if i == 1 {
				head = "If " + potStrong(on) + ", then " + potStrong(off)
			}
		}
		out = append(out, Chain{Assertion: head, Links: proofLinks(g, t)})
	}
	return out
}

// arenaGraph is the chains of the arena as a proof reads them.
// A nested rule's words are in the notes, when noted.
type arenaGraph struct {
	w *chaining
}

func (g *arenaGraph) potOf(n int32) pot { return g.w.arena.nodes[n].pot }

func (g *arenaGraph) parentsOf(n int32) []int32 { return g.w.arena.parentsOf(n) }

func (g *arenaGraph) reasonOf(n int32) (Reason, string) {
	nd := &g.w.arena.nodes[n]
	r := reasonOf(nd.cause, nd.pot.on())
	if note := g.w.notes[n]; r == Rule && note != nil {
		return r, note.text
	}
	return r, ""
}

// forcingTargets gives the best hint's chains as serate's views show
// them: each chain's assumption and the node it ends on. A cell or region
// hint's chains end in their assumptions' closures; a binary hint's are
// the assumption's two states' (double: the result from each;
// contradiction: the potential found on, then off). An off closure was
// dropped once weighed, so it is followed again: the same grid and rules
// give the same chains.
func (w *chaining) forcingTargets(h *forcingHint) (srcs []pot, targets []int32) {
	src := h.paths[0][len(h.paths[0])-1]
	switch h.kind {
	case hintAbsurd:
		if src.on() {
			return []pot{src, src}, w.onSet(src.cell(), src.digit()).absurd[:]
		}
		return []pot{src, src}, w.offClosure(src).absurd[:]
	case hintDouble:
		off := src.conj()
		return []pot{src, off}, []int32{w.onSet(src.cell(), src.digit()).node(h.result), w.offClosure(off).node(h.result)}
	}
	for _, path := range h.paths {
		p := path[len(path)-1]
		srcs = append(srcs, p)
		targets = append(targets, w.onSet(p.cell(), p.digit()).node(h.result))
	}
	return srcs, targets
}

// offClosure follows the chains of off potential src again.
func (w *chaining) offClosure(src pot) *chainSet {
	f := &w.forcing
	off := f.newSet()
	off.put(src, w.arena.add(src, causeNone))
	w.chain(w.g, off, &f.mode)
	return off
}

// forcingRegion is the region of a region hint whose chains start from
// srcs: the first, in serate's order (block, row, column), of the first
// assumption's cell where the digit's places are the assumptions, as
// serate met it first.
func (w *chaining) forcingRegion(srcs []pot) int {
	src := srcs[0]
	d := src.digit()
	regs := make([]int, 0, 10)
	for _, l := range w.g.t.units(src.cell()) {
		regs = append(regs, int(l.reg))
	}
	for _, l := range w.g.t.xloc[src.cell()] {
		regs = append(regs, int(l.reg))
	}
	for _, reg := range regs {
		if bits.OnesCount16(w.g.places(reg, d)) != len(srcs) {
			continue
		}
		in := true
		for _, p := range srcs {
			in = in && rtab.set[reg].has(p.cell())
		}
		if in {
			return reg
		}
	}
	panic("rater: a region hint's assumptions fill no region")
}

// forcingRun is serate's getMultipleChainsHintList on w.g: the cells with
// two candidates or more (three for static chains), in order.
func (w *chaining) forcingRun(m chainMode) {
	f := &w.forcing
	g := w.g
	w.arena.reset()
	w.nests = w.nests[:0]
	f.mode, f.base, f.used = m, forcingBase(&m), 0
	f.onSets = [729]*chainSet{}
	f.best.found = false
	if !m.dynamic && !m.nishio {
		w.reach.components(g, true)
	}
	for c := 0; c < 81 && !w.halt.stopped; c++ {
		n := g.candCount(c)
		if g.val[c] == 0 && (n > 2 || (n > 1 && m.dynamic)) {
			w.forcingCell(c, n)
		}
	}
}

// forcingName is serate's name of the producer's hint of the kind.
func forcingName(m *chainMode, kind int) string {
	prefix := ""
	switch {
	case m.level > 0 || (m.dynamic && !m.nishio):
		prefix = "Dynamic "
	case m.nishio:
		prefix = "Nishio "
	}
	var what string
	switch {
	case m.nishio:
		what = "Forcing"
	case kind == hintAbsurd:
		what = "Contradiction Forcing"
	case kind == hintDouble:
		what = "Double Forcing"
	case kind == hintCell:
		what = "Cell Forcing"
	default:
		what = "Region Forcing"
	}
	return prefix + what + " Chains" + nestedSuffix(m.level)
}

// nestedSuffix is serate's Chaining.getNestedSuffix.
func nestedSuffix(level int) string {
	switch {
	case level == 1:
		return " (+)"
	case level == 2:
		return " (+ Forcing Chains)"
	case level == 3:
		return " (+ Multiple Forcing Chains)"
	case level == 4:
		return " (+ Dynamic Forcing Chains)"
	case level >= 5:
		return " (+ Dynamic Forcing Chains" + nestedSuffix(level-3) + ")"
	}
	return ""
}

// onSet returns the closure of candidate (c, d)'s on potential, computing
// it the first time.
func (w *chaining) onSet(c, d int) *chainSet {
	f := &w.forcing
	k := c*9 + d - 1
	if s := f.onSets[k]; s != nil {
		return s
	}
	s := f.newSet()
	p := potOf(c, d, true)
	s.put(p, w.arena.add(p, causeNone))
	w.chain(w.g, s, &f.mode)
	f.onSets[k] = s
	return s
}

// forcingCell is serate's getMultipleChainsHintListForCell: for each digit
// of cell c, the binary chains (contradiction, double) and the region
// chains, then the cell chains.
func (w *chaining) forcingCell(c, n int) {
	f := &w.forcing
	m := &f.mode
	for v := w.g.cand[c]; v != 0 && !w.halt.stopped; v &= v - 1 {
		d := bits.TrailingZeros16(v)
		if m.dynamic || m.nishio {
			w.forcingBinary(c, d, w.onSet(c, d), n >= 3 && !m.nishio && m.dynamic)
		}
		if !m.nishio {
			w.forcingRegions(c, d)
		}
	}
	if m.nishio || !(n == 2 || (m.multiple && n > 2)) || w.halt.stopped {
		return
	}
	var ps [9]pot
	k := 0
	for v := w.g.cand[c]; v != 0; v &= v - 1 {
		ps[k] = potOf(c, bits.TrailingZeros16(v), true)
		k++
	}
	if !w.mayProve(ps[:k]) {
		return
	}
	// Cell chains: the potentials every digit's closure holds, in the
	// first digit's order, on ones then off ones.
	var sets [10]*chainSet
	first := bits.TrailingZeros16(w.g.cand[c])
	common := w.onSet(c, first).bits
	for v := w.g.cand[c]; v != 0; v &= v - 1 {
		d := bits.TrailingZeros16(v)
		sets[d] = w.onSet(c, d)
		common.and(&sets[d].bits)
	}
	sets[first].eachIn(&common, func(p pot) {
		if w.halt.stop() {
			return
		}
		w.forcingMulti(hintCell, p, sets[:], w.g.cand[c], causeCell)
	})
}

// mayProve reports whether the chains from the on potentials ps may all
// hold a potential. Static chains hold no more than what their assumption
// reaches over the grid's links (w.reach), so they cannot when those
// reaches have none in common; the other chains are not bounded so.
func (w *chaining) mayProve(ps []pot) bool {
	if m := &w.forcing.mode; m.dynamic || m.nishio {
		return true
	}
	rc := &w.reach
	var buf [(1458 + 63) / 64]uint64
	common := buf[:rc.words]
	copy(common, rc.reachOf(ps[0]))
	for _, p := range ps[1:] {
		set := rc.reachOf(p)
		for k := range common {
			common[k] &= set[k]
		}
	}
	for _, x := range common {
		if x != 0 {
			return true
		}
	}
	return false
}

// forcingMulti weighs the hint proving p from the closures sets[k] for each
// k of mask (the digits of a cell, or the places of a region), if every
// one holds p; rootCause is what serate takes the assumptions' cause for
// (the cell or the region) when a nested rule asks its parents.
func (w *chaining) forcingMulti(kind int, p pot, sets []*chainSet, mask uint16, rootCause int8) {
	var targets [9]int32
	n, lb := 0, 0
	for m := mask; m != 0; m &= m - 1 {
		nd := sets[bits.TrailingZeros16(m)].node(p)
		if nd < 0 {
			return
		}
		targets[n] = nd
		n++
		lb += int(w.arena.nodes[nd].depth) + 1
	}
	if w.forcingWorth(p) {
		w.forcingHintOf(kind, p, targets[:n], lb, rootCause)
	}
}

// forcingHintOf weighs the hint of the kind proving p by the chains to the
// target nodes, whose lower bound of complexity is lb: it keeps it as the
// best, or collects it for a nested rule.
func (w *chaining) forcingHintOf(kind int, p pot, targets []int32, lb int, rootCause int8) {
	f := &w.forcing
	// Collecting, only the first hint of each removal in serate's sorted
	// order counts (Java's LinkedHashSet drops the equal ones after it).
	beats := f.beats
	if w.collect {
		beats = func(k chainRank) bool { return w.firstOfRemoval(p, k) }
	}
	if !beats(f.rank(lb, kind)) {
		return
	}
	comp := lb
	if f.mode.dynamic {
		if len(w.nests) > 0 && !beats(f.rank(w.hintBound(targets), kind)) {
			return
		}
		comp = w.hintComplexity(targets)
	}
	key := f.rank(comp, kind)
	if !beats(key) {
		return
	}
	if w.collect {
		w.forcingRuleHint(kind, key, p, targets, rootCause)
		return
	}
	f.best.found, f.best.key, f.best.kind, f.best.result = true, key, kind, p
	f.best.paths = f.best.paths[:0]
	for _, t := range targets {
		w.keepPath(t)
	}
}

// keepPath appends to the best hint the chain from node n back to its
// assumption, through first parents.
func (w *chaining) keepPath(n int32) {
	f := &w.forcing
	var path []pot
	for {
		nd := &w.arena.nodes[n]
		path = append(path, nd.pot)
		if nd.npar == 0 {
			break
		}
		n = w.arena.parents[nd.par]
	}
	f.best.paths = append(f.best.paths, path)
}

// forcingWorth reports whether proving p changes the grid: an on potential
// fills a cell that has other candidates (an off one always removes one).
func (w *chaining) forcingWorth(p pot) bool {
	return !p.on() || w.g.cand[p.cell()]&^(1<<uint(p.digit())) != 0
}

// rank is the key of a hint of the producer with the complexity.
func (f *forcingWork) rank(comp, kind int) chainRank {
	return chainRank{f.base + chainLengthDiff(comp), comp, kind}
}

// beats reports whether a hint with key k found now comes first.
func (f *forcingWork) beats(k chainRank) bool {
	return !f.best.found || k.less(f.best.key)
}

// forcingBinary is serate's doBinaryChaining for candidate (c, d) with its
// on closure: contradictions from the candidate on and off, and with
// double the potentials both imply.
func (w *chaining) forcingBinary(c, d int, on *chainSet, double bool) {
	f := &w.forcing
	if f.mode.level == 0 && !offImplies(w.g, c, d, !f.mode.nishio) {
		// The off chain would be its assumption alone, no rule adding to
		// it: no contradiction, nothing in common with the on chain.
		if on.absurd[0] >= 0 {
			w.forcingPair(hintAbsurd, potOf(c, d, false), on.absurd[0], on.absurd[1])
		}
		return
	}
	mark, pmark, used := len(w.arena.nodes), len(w.arena.parents), f.used
	nmark := len(w.nests)
	off := f.newSet()
	p := potOf(c, d, false)
	off.put(p, w.arena.add(p, causeNone))
	w.chain(w.g, off, &f.mode)
	if on.absurd[0] >= 0 {
		w.forcingPair(hintAbsurd, potOf(c, d, false), on.absurd[0], on.absurd[1])
	}
	if off.absurd[0] >= 0 {
		w.forcingPair(hintAbsurd, potOf(c, d, true), off.absurd[0], off.absurd[1])
	}
	if double {
		common := on.bits
		common.and(&off.bits)
		on.eachIn(&common, func(q pot) {
			if w.halt.stop() {
				return
			}
			w.forcingPair(hintDouble, q, on.at[q], off.at[q])
		})
	}
	// The off closure serves only here: drop its nodes.
	w.arena.truncate(mark, pmark)
	f.used = used
	w.nests = w.nests[:nmark]
}

// forcingPair weighs a binary hint proving p by the chains to nodes a and
// b.
func (w *chaining) forcingPair(kind int, p pot, a, b int32) {
	if !w.forcingWorth(p) {
		return
	}
	lb := int(w.arena.nodes[a].depth+w.arena.nodes[b].depth) + 2
	targets := [2]int32{a, b}
	w.forcingHintOf(kind, p, targets[:], lb, causeNone)
}

// forcingRegions is serate's doRegionChainings for candidate (c, d): for
// each region of c where d has two places (or more, for multiple chains)
// and c is the first, the potentials every place's closure holds.
func (w *chaining) forcingRegions(c, d int) {
	for _, l := range w.g.t.units(c) {
		if w.halt.stopped {
			return
		}
		w.forcingRegion1(c, d, l, w.g.pos[l.reg][d])
	}
	for _, l := range w.g.t.xloc[c] {
		if w.halt.stopped {
			return
		}
		w.forcingRegion1(c, d, l, w.g.places(int(l.reg), d))
	}
}

// forcingRegion1 is doRegionChainings for candidate (c, d) in one region:
// l is c's spot there, places the digit's.
func (w *chaining) forcingRegion1(c, d int, l spot, places uint16) {
	f := &w.forcing
	n := bits.OnesCount16(places)
	if !(n == 2 || (f.mode.multiple && n > 2)) || places&(l.bit-1) != 0 {
		return
	}
	cells := &w.g.t.cells[l.reg]
	var ps [9]pot
	for m, j := places, 0; m != 0; m, j = m&(m-1), j+1 {
		ps[j] = potOf(int(cells[bits.TrailingZeros16(m)]), d, true)
	}
	if !w.mayProve(ps[:n]) {
		return
	}
	on := w.onSet(c, d)
	var sets [9]*chainSet
	common := on.bits
	for m := places; m != 0; m &= m - 1 {
		i := bits.TrailingZeros16(m)
		sets[i] = w.onSet(int(cells[i]), d)
		common.and(&sets[i].bits)
	}
	on.eachIn(&common, func(p pot) {
		if w.halt.stop() {
			return
		}
		w.forcingMulti(hintRegion, p, sets[:], places, regionCause(int(l.reg)))
	})
}
