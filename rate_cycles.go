// rate_cycles.go holds serate's first Chaining producer (Forcing Chains &
// Cycles, 6.5 and up): bidirectional X-, Y- and XY-cycles and forcing X-
// and XY-chains, each from one candidate, on the grid's static links. It
// must not change the grid.

package main

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

// build fills the implications of grid g.
func (j *chainAdj) build(g *cands) {
	j.onList, j.onCause = j.onList[:0], j.onCause[:0]
	j.offList, j.offCause = j.offList[:0], j.offCause[:0]
	var buf [32]implication
	for c := 0; c < 729; c++ {
		j.onStart[c] = int32(len(j.onList))
		j.offStart[c] = int32(len(j.offList))
		j.onCell[c], j.offCell[c] = 0, 0
		cell, d := c/9, c%9+1
		if g.cand[cell]&(1<<uint(d)) == 0 {
			continue
		}
		for _, im := range onToOff(g, potOf(cell, d, true), true, buf[:0]) {
			j.onList = append(j.onList, im.pot)
			j.onCause = append(j.onCause, im.cause)
			if im.cause == causeCell {
				j.onCell[c]++
			}
		}
		for _, im := range offToOn(g, g, potOf(cell, d, false), true, true, buf[:0]) {
			j.offList = append(j.offList, im.pot)
			j.offCause = append(j.offCause, im.cause)
			if im.cause == causeCell {
				j.offCell[c]++
			}
		}
	}
	j.onStart[729] = int32(len(j.onList))
	j.offStart[729] = int32(len(j.offList))
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
}

// unaryWork is the state of the producer's searches.
type unaryWork struct {
	nodes  []cycNode
	onPath [][12]uint64 // the off candidates on an on potential's path
	seenOn [729]uint32
	seenOf [729]uint32
	stamp  uint32
	pendOn []int32
	pendOf []int32
	found  []int32 // the cycle ends or chain targets found
}

// add appends a node and returns its index.
func (u *unaryWork) add(p pot, parent int32) int32 {
	d := int32(0)
	if parent >= 0 {
		d = u.nodes[parent].depth + 1
	}
	u.nodes = append(u.nodes, cycNode{p, parent, d, -1})
	return int32(len(u.nodes) - 1)
}

// start empties the nodes and begins new marks.
func (u *unaryWork) start() {
	u.nodes, u.onPath, u.found = u.nodes[:0], u.onPath[:0], u.found[:0]
	u.stamp++
	if u.stamp == 0 {
		u.seenOn, u.seenOf = [729]uint32{}, [729]uint32{}
		u.stamp = 1
	}
}

// unaryHint is a hint of the producer: its key, kind, chain (from its end
// back to the source) and what it removes or places.
type unaryHint struct {
	key    chainRank
	cycle  bool
	kind   unaryKind
	path   []pot
	elim   [81]uint16
	cell   int // the cell it fills, -1 if none
	digit  int
	nCells int // the cells of a cycle
}

// unaryBest keeps the first hint with the lowest key.
type unaryBest struct {
	found bool
	hint  unaryHint
}

// beats reports whether a hint with key k found now would come first.
func (b *unaryBest) beats(k chainRank) bool {
	return !b.found || k.less(b.hint.key)
}

// forcingChainCycles finds the hint serate's Forcing Chains & Cycles
// producer gives first: its X-cycles and X-chains from every candidate,
// then its Y-cycles, then its XY-cycles and XY-chains, the lowest key
// winning (the first found among equals).
func (r *rater) forcingChainCycles(s *step) bool {
	w := &r.chains
	w.adj.build(&r.g)
	best := &w.best
	best.found = false
	for _, k := range unaryKinds {
		for c := 0; c < 81; c++ {
			n := r.g.candCount(c)
			if r.g.val[c] != 0 || n < 2 || (!k.regionRule && n > 2) {
				continue
			}
			for m := r.g.cand[c]; m != 0; m &= m - 1 {
				src := potOf(c, bits.TrailingZeros16(m), true)
				r.unaryCycles(k, src, best)
				if k.regionRule {
					r.unaryForcing(k, src, best)
					r.unaryForcing(k, src.conj(), best)
				}
			}
		}
	}
	if !best.found {
		return false
	}
	r.unaryStep(&best.hint, s)
	return true
}

// unaryCycles is serate's doCycles from src (on) and the cycles' hints: a
// layered search where an on potential is followed once, but an off one
// once per on potential it comes from, unless it is on that potential's
// path; a cycle closes when an off potential leads back to src, after four
// links or more. A cycle closing at length L has complexity L, so the
// search stops once no cycle can beat the best hint.
func (r *rater) unaryCycles(k unaryKind, src pot, best *unaryBest) {
	w := &r.chains
	u := &w.unary
	j := &w.adj
	u.start()
	root := u.add(src, -1)
	u.seenOn[src.cand()] = u.stamp
	u.nodes[root].path = 0
	u.onPath = append(u.onPath, [12]uint64{})
	u.pendOn = append(u.pendOn[:0], root)
	length := 0
	for len(u.pendOn) > 0 {
		if !best.beats(k.cycleKey(length + 2)) {
			break // every cycle from here on has complexity length+2 or more
		}
		length++
		u.pendOf = u.pendOf[:0]
		for _, n := range u.pendOn {
			p := u.nodes[n].pot
			path := &u.onPath[u.nodes[n].path]
			offs, _ := j.onOff(p.cand(), k.cellRule)
			for _, x := range offs {
				if xc := x.cand(); path[xc>>6]&(1<<uint(xc&63)) == 0 {
					u.pendOf = append(u.pendOf, u.add(x, n))
				}
			}
		}
		length++
		u.pendOn = u.pendOn[:0]
		for _, x := range u.pendOf {
			xc := u.nodes[x].pot.cand()
			ons, _ := j.offOn(xc, k.cellRule, k.regionRule)
			for _, q := range ons {
				if length >= 4 && q == src {
					u.found = append(u.found, u.add(q, x))
				}
				qc := q.cand()
				if u.seenOn[qc] == u.stamp {
					continue
				}
				u.seenOn[qc] = u.stamp
				n := u.add(q, x)
				pp := u.onPath[u.nodes[u.nodes[x].parent].path]
				pp[xc>>6] |= 1 << uint(xc&63)
				u.nodes[n].path = int32(len(u.onPath))
				u.onPath = append(u.onPath, pp)
				u.pendOn = append(u.pendOn, n)
			}
		}
	}
	for _, end := range u.found {
		r.cycleHint(k, end, best)
	}
}

// cycleHint makes the hint of the cycle ending at node end (serate's
// createCycleHint): a candidate leaves every cell outside the cycle that
// sees both a cell where the cycle puts the digit on and one where it puts
// it off.
func (r *rater) cycleHint(k unaryKind, end int32, best *unaryBest) {
	u := &r.chains.unary
	comp := int(u.nodes[end].depth)
	key := k.cycleKey(comp)
	if !best.beats(key) {
		return
	}
	var loop cellSet
	var fw, bw [10]cellSet
	for n := end; u.nodes[n].parent >= 0; n = u.nodes[n].parent {
		p := u.nodes[n].pot
		loop.add(p.cell())
		if p.on() {
			fw[p.digit()] = fw[p.digit()].or(rtab.peers[p.cell()])
		} else {
			bw[p.digit()] = bw[p.digit()].or(rtab.peers[p.cell()])
		}
	}
	var elim [81]uint16
	any := false
	for d := 1; d <= 9; d++ {
		both := fw[d].and(bw[d]).minus(loop)
		for c := both.next(0); c >= 0; c = both.next(c + 1) {
			if r.g.cand[c]&(1<<uint(d)) != 0 {
				elim[c] |= 1 << uint(d)
				any = true
			}
		}
	}
	if !any {
		return
	}
	h := &best.hint
	best.found = true
	h.key, h.cycle, h.kind, h.elim, h.cell, h.digit = key, true, k, elim, -1, 0
	h.nCells = loop.count()
	h.path = u.pathOf(end, h.path[:0])
}

// pathOf appends the potentials from node n back to its source.
func (u *unaryWork) pathOf(n int32, out []pot) []pot {
	for ; n >= 0; n = u.nodes[n].parent {
		out = append(out, u.nodes[n].pot)
	}
	return out
}

// unaryForcing is serate's doForcingChains from src: a layered search where
// each potential is followed once, looking for src's opposite. From src on
// it proves src off (complexity: the links plus one); from src off it
// proves src on.
func (r *rater) unaryForcing(k unaryKind, src pot, best *unaryBest) {
	w := &r.chains
	u := &w.unary
	j := &w.adj
	u.start()
	root := u.add(src, -1)
	if src.on() {
		u.seenOn[src.cand()] = u.stamp
		u.pendOn = append(u.pendOn[:0], root)
		u.pendOf = u.pendOf[:0]
	} else {
		u.seenOf[src.cand()] = u.stamp
		u.pendOf = append(u.pendOf[:0], root)
		u.pendOn = u.pendOn[:0]
	}
	target := src.conj()
	depth := 0 // the depth of the potentials being followed
	for len(u.pendOn) > 0 || len(u.pendOf) > 0 {
		// A target found now has depth depth+1 and complexity depth+2.
		if !best.beats(k.forcingKey(depth + 2)) {
			return
		}
		var next []int32
		if len(u.pendOn) > 0 {
			next = u.pendOf
			for _, n := range u.pendOn {
				offs, _ := j.onOff(u.nodes[n].pot.cand(), k.cellRule)
				for _, x := range offs {
					if x == target {
						r.forcingHint(k, u.add(x, n), best)
						return
					}
					if xc := x.cand(); u.seenOf[xc] != u.stamp {
						u.seenOf[xc] = u.stamp
						next = append(next, u.add(x, n))
					}
				}
			}
			u.pendOn, u.pendOf = u.pendOn[:0], next
		} else {
			next = u.pendOn
			for _, n := range u.pendOf {
				ons, _ := j.offOn(u.nodes[n].pot.cand(), k.cellRule, true)
				for _, q := range ons {
					if q == target {
						r.forcingHint(k, u.add(q, n), best)
						return
					}
					if qc := q.cand(); u.seenOn[qc] != u.stamp {
						u.seenOn[qc] = u.stamp
						next = append(next, u.add(q, n))
					}
				}
			}
			u.pendOf, u.pendOn = u.pendOf[:0], next
		}
		depth++
	}
}

// forcingHint makes the hint of the forcing chain ending at node end: its
// target off removes the candidate, on fills the cell.
func (r *rater) forcingHint(k unaryKind, end int32, best *unaryBest) {
	u := &r.chains.unary
	key := k.forcingKey(int(u.nodes[end].depth) + 1)
	if !best.beats(key) {
		return
	}
	h := &best.hint
	best.found = true
	p := u.nodes[end].pot
	h.key, h.cycle, h.kind, h.elim = key, false, k, [81]uint16{}
	h.cell, h.digit, h.nCells = -1, 0, 0
	if p.on() {
		h.cell, h.digit = p.cell(), p.digit()
	} else {
		h.elim[p.cell()] = 1 << uint(p.digit())
	}
	h.path = u.pathOf(end, h.path[:0])
}

// unaryStep turns the producer's hint into the rater's step.
func (r *rater) unaryStep(h *unaryHint, s *step) {
	s.diff = h.key.diff
	s.name = unaryName(h)
	if h.cell >= 0 {
		s.cell, s.digit = h.cell, h.digit
	} else {
		s.elim = h.elim
	}
	s.chain = eurekaPath(h.path)
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
