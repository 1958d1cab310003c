// chains.go holds the chaining engine the rater's forcing chains share:
// potentials, the arena of implications with their parents, and serate's
// doChaining (static, dynamic and nested). It must not choose hints: the
// producers in cycles.go and forcing.go do.

package rate

import "math/bits"

// A potential is a candidate with a state: pot = (cell*9+digit-1)<<1 | on,
// on meaning that the cell holds the digit, off that it does not.
type pot int16

func potOf(c, d int, on bool) pot {
	p := pot((c*9 + d - 1) << 1)
	if on {
		p |= 1
	}
	return p
}

func (p pot) cell() int  { return int(p>>1) / 9 }
func (p pot) digit() int { return int(p>>1)%9 + 1 }
func (p pot) on() bool   { return p&1 != 0 }
func (p pot) cand() int  { return int(p >> 1) }
func (p pot) conj() pot  { return p ^ 1 }

// The causes serate records for an implied potential: what made it on.
// Only the causes of on potentials matter (the parents of nested rules).
const (
	causeNone     = iota // the assumption itself
	causeCell            // the cell's other candidates are off (naked single)
	causeBlock           // the digit's other places in the block are off
	causeRow             // ... in the row
	causeCol             // ... in the column
	causeAdvanced        // a rule of a nested level removed it
	causeKing            // a king's move away holds the digit (anti-king)
	causeKnight          // a knight's move away holds the digit (anti-knight)
	causeNC              // a neighbour holds a digit next to it (non-consecutive)
	causeExtra           // the digit's other places in a variant's region: causeExtra + region - 27
)

// regionCause is the cause of a link through region reg.
func regionCause(reg int) int8 {
	if reg < 27 {
		return int8(causeBlock + reg/9)
	}
	return int8(causeExtra + reg - 27)
}

// causeRegion is the region of cell c a cause of a region link names.
func causeRegion(c int, cause int8) int {
	if cause >= causeExtra {
		return int(cause) - causeExtra + 27
	}
	return int(rtab.regions[c][cause-causeBlock])
}

// chainNode is one potential implied by an assumption, with its parents
// (the potentials it follows from; the first one is the chain's main
// path) as serate's Potential holds them.
type chainNode struct {
	pot   pot
	cause int8
	npar  int16 // the number of parents (at most one a candidate)
	depth int16 // links on the path through first parents (under 1,458)
	par   int32 // the first parent's place in chainArena.parents
	nest  int32 // 1 + the nested hint that removed it, 0 if none
}

// chainArena holds the nodes of the chains of one search.
type chainArena struct {
	nodes   []chainNode
	parents []int32
	seen    []uint32 // walk's marks, by node
	mark    uint32
	stack   []int32
	next    []int32
	potMark [1458]uint32 // layers' marks, by potential
	potGen  uint32
	anc     []ancestry // by node, once counted
}

// ancestry is what a node's chain (the node and its ancestors) counts
// towards a hint's complexity: its nodes and the complexity of the
// distinct nested hints they rest on. nodes is 0 until counted.
type ancestry struct {
	nodes, nests int32
}

func (a *chainArena) reset() {
	a.truncate(0, 0)
}

// truncate drops the nodes from n on and the parents from par on.
func (a *chainArena) truncate(n, par int) {
	a.nodes, a.parents = a.nodes[:n], a.parents[:par]
	if len(a.anc) > n {
		a.anc = a.anc[:n]
	}
}

// ancestry is node n's ancestry, counted the first time: a node does not
// change once added.
func (w *chaining) ancestry(n int32) ancestry {
	a := &w.arena
	if int(n) < len(a.anc) && a.anc[n].nodes != 0 {
		return a.anc[n]
	}
	var an ancestry
	seen := w.nestBuf[:0]
	a.walk(n, func(x int32) {
		an.nodes++
		if k := a.nodes[x].nest; k != 0 {
			seen, an.nests = addNest(seen, &w.nests[k-1], an.nests)
		}
	})
	w.nestBuf = seen
	w.halt.spend(int(an.nodes) >> 4)
	for len(a.anc) <= int(n) {
		a.anc = append(a.anc, ancestry{})
	}
	a.anc[n] = an
	return an
}

// addNest adds nested hint nf's complexity to total unless an equal one
// (by signature) is in seen, and returns seen and total.
func addNest(seen []uint64, nf *nestInfo, total int32) ([]uint64, int32) {
	for _, s := range seen {
		if s == nf.sig {
			return seen, total
		}
	}
	return append(seen, nf.sig), total + int32(nf.comp)
}

// add appends a node with no parents and returns its index.
func (a *chainArena) add(p pot, cause int8) int32 {
	i := len(a.nodes)
	if i == cap(a.nodes) {
		a.nodes = append(a.nodes, chainNode{})
	}
	a.nodes = a.nodes[:i+1]
	// Field by field: a node built whole on the stack and copied stalls
	// on the copy's load.
	nd := &a.nodes[i]
	nd.pot, nd.cause, nd.npar, nd.depth = p, cause, 0, 0
	nd.par, nd.nest = int32(len(a.parents)), 0
	return int32(i)
}

// addChild appends a node implied by node parent (its first parent) and
// returns its index: add and addParent in one.
func (a *chainArena) addChild(p pot, cause int8, parent int32) int32 {
	i := len(a.nodes)
	if i == cap(a.nodes) {
		a.nodes = append(a.nodes, chainNode{})
	}
	a.nodes = a.nodes[:i+1]
	nd := &a.nodes[i]
	nd.pot, nd.cause, nd.npar, nd.depth = p, cause, 1, a.nodes[parent].depth+1
	nd.par, nd.nest = int32(len(a.parents)), 0
	a.parents = append(a.parents, parent)
	return int32(i)
}

// addParent gives node n, the last one added, one more parent.
func (a *chainArena) addParent(n, parent int32) {
	nd := &a.nodes[n]
	if nd.npar == 0 {
		nd.depth = a.nodes[parent].depth + 1
	}
	a.parents = append(a.parents, parent)
	nd.npar++
}

// parentsOf returns node n's parents.
func (a *chainArena) parentsOf(n int32) []int32 {
	nd := &a.nodes[n]
	return a.parents[nd.par : nd.par+int32(nd.npar)]
}

// walk calls visit once for n and each of its ancestors (serate's
// getChain and getAncestorCount: within one chain set each potential has
// one node, so distinct nodes are distinct potentials).
func (a *chainArena) walk(n int32, visit func(int32)) {
	if len(a.seen) < len(a.nodes) {
		a.seen = append(a.seen, make([]uint32, len(a.nodes)-len(a.seen))...)
	}
	a.mark++
	if a.mark == 0 {
		for i := range a.seen {
			a.seen[i] = 0
		}
		a.mark = 1
	}
	st := append(a.stack[:0], n)
	a.seen[n] = a.mark
	for len(st) > 0 {
		x := st[len(st)-1]
		st = st[:len(st)-1]
		visit(x)
		for _, q := range a.parentsOf(x) {
			if a.seen[q] != a.mark {
				a.seen[q] = a.mark
				st = append(st, q)
			}
		}
	}
	a.stack = st
}

// layers calls visit for n and its ancestors breadth first, parents in
// order, each potential once (serate's getChain): a potential met again,
// by another node, is left out.
func (a *chainArena) layers(n int32, visit func(int32)) {
	a.potGen++
	if a.potGen == 0 {
		a.potMark = [1458]uint32{}
		a.potGen = 1
	}
	cur := append(a.stack[:0], n)
	var next []int32
	for len(cur) > 0 {
		next = a.next[:0]
		for _, x := range cur {
			p := a.nodes[x].pot
			if a.potMark[p] == a.potGen {
				continue
			}
			a.potMark[p] = a.potGen
			visit(x)
			next = append(next, a.parentsOf(x)...)
		}
		a.stack, a.next = next, cur
		cur = next
	}
}

// chainSet is the outcome of one doChaining: the potentials made on and off
// (a node each, in the order they were added) and the contradiction that
// stopped it, if any. Membership is a bit a potential, small enough to
// clear and to stay in the caches while hundreds of sets are alive.
type chainSet struct {
	at              [1458]int32 // the node of each potential in bits
	bits            potBits
	onPots, offPots []pot    // the on and off potentials, in the order added
	absurd          [2]int32 // the nodes found both on and off (on, off), -1 if none
}

// potBits is a set of potentials as bits: word p/64 of 1458 potentials.
type potBits [23]uint64

func (b *potBits) has(p pot) bool { return b[p>>6]&(1<<uint(p&63)) != 0 }

// and keeps the potentials o holds too.
func (b *potBits) and(o *potBits) {
	for i := range b {
		b[i] &= o[i]
	}
}

// eachIn calls visit with each potential of the set that keep holds, in
// the order serate's chains list them: the on ones, then the off ones,
// each in the order added.
func (s *chainSet) eachIn(keep *potBits, visit func(p pot)) {
	n := 0
	for _, w := range keep {
		n += bits.OnesCount64(w)
	}
	if n == 0 {
		return
	}
	if n > 16 {
		for _, list := range [2][]pot{s.onPots, s.offPots} {
			for _, p := range list {
				if keep.has(p) {
					visit(p)
				}
			}
		}
		return
	}
	// A few: sorted by node (the order added), on ones first, the key
	// holding the potential below the node and the off flag above.
	var buf [16]int64
	keys := buf[:0]
	for i, w := range keep {
		for ; w != 0; w &= w - 1 {
			p := pot(i<<6 + bits.TrailingZeros64(w))
			k := int64(s.at[p])<<16 | int64(p)
			if !p.on() {
				k |= 1 << 62
			}
			keys = append(keys, k)
		}
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	for _, k := range keys {
		visit(pot(k & 0xffff))
	}
}

// clear empties the set.
func (s *chainSet) clear() {
	s.onPots, s.offPots = s.onPots[:0], s.offPots[:0]
	s.bits = potBits{}
	s.absurd = [2]int32{-1, -1}
}

// node returns the node of potential p in the set, -1 if absent.
func (s *chainSet) node(p pot) int32 {
	if s.bits.has(p) {
		return s.at[p]
	}
	return -1
}

// has reports whether potential p is in the set.
func (s *chainSet) has(p pot) bool { return s.bits.has(p) }

// put records node n as potential p's.
func (s *chainSet) put(p pot, n int32) {
	if p.on() {
		s.onPots = append(s.onPots, p)
	} else {
		s.offPots = append(s.offPots, p)
	}
	s.at[p] = n
	s.bits[p>>6] |= 1 << uint(p&63)
}

// chaining is the state of the rater's chaining producers on one grid;
// a nested level's producers run in sub, a state of their own.
type chaining struct {
	g       *cands // the grid the producer runs on
	work    cands  // a dynamic chain's grid
	arena   chainArena
	adj     chainAdj
	reachXY chainReach // XY links: which potentials reach their opposite
	reach   chainReach // static chains: what each potential reaches
	unary   unaryWork
	best    unaryBest
	forcing forcingWork
	rules   ruleWork
	halt    *stopper   // the Rater's, polled as the chains grow (set by the producers and subContext)
	nests   []nestInfo // the nested hints the nodes rest on
	nestBuf []uint64

	// A producer run as a nested rule collects every hint (collect) with
	// what its rule parents come from.
	collect bool
	hints   []ruleHint
	pots    []pot         // the hints' removals
	srcs    []causeSource // the hints' sources of rule parents
	srcMark [causeSources]uint32
	srcGen  uint32
	order   int32        // the hints collected so far
	remMark [1458]uint32 // per removal (removalKey): a hint kept, in remAt
	remAt   [1458]int32
	remGen  uint32
	sub     *chaining

	// The nested rules' runs by grid, kept while their grid lies within
	// the step's grid (memoGrid), and the marks of the parents of a hint
	// they add.
	memo     map[ruleMemoKey][]ruleMemoHint
	memoGrid [81]uint16
	parMark  [1458]uint32
	parGen   uint32

	// While a step is explained, the rules its chains meet are noted
	// (notes.go): by node, and the nested rules' runs with their notes.
	noting   bool
	notes    map[int32]*ruleNote
	noteMemo map[ruleMemoKey][]ruleMemoHint
}

// chainMode is one of serate's Chaining producers: which implications it
// follows and what it looks for.
type chainMode struct {
	multiple bool // cell and region forcing chains
	dynamic  bool // removals apply to the grid as the chain goes
	nishio   bool // one digit only, contradictions only
	level    int  // nesting: which rules add implications when the chain stalls
	limit    int  // for level 4: the level of the nested dynamic chains
}

// chain is serate's doChaining: from the potentials already in set (on ones
// first, then off ones, each in the order added), it adds every potential
// they imply on grid g, until nothing new follows or a potential is found
// both on and off (set.absurd). In dynamic mode each off potential, once
// followed, leaves a copy of the grid, which later implications see. Every
// potential added is also queued: set.onPots and set.offPots are the queues.
// A stopped call leaves set part-made (w.halt).
func (w *chaining) chain(g *cands, set *chainSet, m *chainMode) {
	cur := g
	if m.dynamic {
		w.work = *g
		cur = &w.work
	}
	ho, hf := 0, 0
	for !w.halt.stop() {
		if ho < len(set.onPots) {
			n := set.at[set.onPots[ho]]
			ho++
			if w.followOn(cur, set, n, !m.nishio) {
				return
			}
			continue
		}
		if hf < len(set.offPots) {
			p := set.offPots[hf]
			hf++
			if w.followOff(cur, g, set, p, !m.nishio, m.dynamic) {
				return
			}
			continue
		}
		if m.level == 0 || !w.advanced(cur, g, set, m) {
			return
		}
	}
}

// followOn adds what node n (on) makes off in grid cur, in serate's order
// (getOnToOff): with cellRule the cell's other candidates, then the
// digit's other places in the block, the row and the column, each cell
// once. It reports a contradiction.
func (w *chaining) followOn(cur *cands, set *chainSet, n int32, cellRule bool) bool {
	p := w.arena.nodes[n].pot
	c, d := p.cell(), p.digit()
	if cellRule {
		for m := cur.cand[c] &^ (1 << uint(d)); m != 0; m &= m - 1 {
			if w.implyOff(set, potOf(c, bits.TrailingZeros16(m), false), causeCell, n) {
				return true
			}
		}
	}
	for k := cur.t.firstType(); k < 3; k++ {
		reg := rtab.loc[c][k].reg
		for places := weakPlaces(cur, c, d, k); places != 0; places &= places - 1 {
			q := int(rtab.cells[reg][bits.TrailingZeros16(places)])
			if w.implyOff(set, potOf(q, d, false), int8(causeBlock+k), n) {
				return true
			}
		}
	}
	if cur.t.weak {
		return weakBeyond(cur, c, d, func(p pot, cause int8) bool {
			return w.implyOff(set, p, cause, n)
		})
	}
	return false
}

// weakBeyond calls visit with what candidate (c, d) on makes off beyond
// c's block, row and column, in serate's order (getOnToOff): the digit's
// places in c's extra regions, then the cells a king's, then a knight's
// move away that hold it, each cell once; then, under the non-consecutive
// rule, the digits next to d in c's neighbours (ncOff). It stops when
// visit reports true, and reports it.
func weakBeyond(g *cands, c, d int, visit func(p pot, cause int8) bool) bool {
	t := g.t
	seen := t.unitPeers(c)
	seen.add(c)
	for _, l := range t.xloc[c] {
		for p := g.places(int(l.reg), d) &^ l.bit; p != 0; p &= p - 1 {
			q := int(t.cells[l.reg][bits.TrailingZeros16(p)])
			if seen.has(q) {
				continue
			}
			seen.add(q)
			if visit(potOf(q, d, false), int8(causeExtra+int(l.reg)-27)) {
				return true
			}
		}
	}
	for _, q := range t.moves[c] {
		if seen.has(int(q)) || g.cand[q]&(1<<uint(d)) == 0 {
			continue
		}
		cause := int8(causeKnight)
		if dr := int(q)/9 - c/9; dr == 1 || dr == -1 {
			if dc := int(q)%9 - c%9; dc == 1 || dc == -1 {
				cause = causeKing
			}
		}
		if visit(potOf(int(q), d, false), cause) {
			return true
		}
	}
	return ncOff(g, c, d, visit)
}

// ncOff calls visit with the candidates (c, d) on makes off by the
// non-consecutive rule, in serate's order: c's neighbours up, down, right
// and left, in each d+1 then d-1. The cells seen already are not
// skipped, as serate does not skip them: the digits differ.
func ncOff(g *cands, c, d int, visit func(p pot, cause int8) bool) bool {
	t := g.t
	for _, q := range t.wazir[c] {
		for _, x := range [2]uint8{t.ncUp[d], t.ncDown[d]} {
			if x != 0 && g.cand[q]&(1<<x) != 0 && visit(potOf(int(q), int(x), false), causeNC) {
				return true
			}
		}
	}
	return false
}

// strongBeyond calls visit with the extra regions of cell c (in serate's
// order) where digit d has one place besides c in grid g, with c's spot
// there and that place; it stops when visit reports true, and reports it.
func strongBeyond(g *cands, c, d int, visit func(l spot, rest uint16) bool) bool {
	for _, l := range g.t.xloc[c] {
		if rest := g.places(int(l.reg), d) &^ l.bit; oneBit(rest) && visit(l, rest) {
			return true
		}
	}
	return false
}

// weakPlaces gives digit d's other places in cell c's k-th region (0 its
// block, 1 its row, 2 its column), which c on makes off: a line's places
// in c's block are left to the block, as serate meets them there first
// (unless the square is Latin).
func weakPlaces(g *cands, c, d, k int) uint16 {
	l := rtab.loc[c][k]
	places := g.pos[l.reg][d] &^ l.bit
	if k > 0 && g.t.firstType() == typeBlock {
		places &^= rtab.inter[l.reg][rtab.regions[c][0]]
	}
	return places
}

// implyOff adds off potential q, implied by node n with the cause, unless
// already there; it reports a contradiction when q's opposite is on.
func (w *chaining) implyOff(set *chainSet, q pot, cause int8, n int32) bool {
	// q (off, even) and its opposite share a word of the set's bits.
	switch set.bits[q>>6] >> uint(q&63) & 3 {
	case 0:
		set.put(q, w.arena.addChild(q, cause, n))
	case 1:
	default:
		set.absurd = [2]int32{set.at[q.conj()], w.arena.addChild(q, cause, n)}
		return true
	}
	return false
}

// followOff adds what potential p (off) makes on in grid cur (serate's
// getOffToOn): with cellRule the other candidate of a cell left with two,
// the digit's one other place in the block, row or column; the candidates
// removed since save are hidden parents. In dynamic mode p's candidate
// leaves cur, first: what p makes on shows as a cell or place left with
// one. It reports a contradiction. Most off potentials make nothing on,
// so their node is looked up only when needed.
func (w *chaining) followOff(cur, save *cands, set *chainSet, p pot, cellRule, dynamic bool) bool {
	c, d := p.cell(), p.digit()
	bit := uint16(1) << uint(d)
	if dynamic {
		// Only the candidates and the places count in a chain's grid.
		cur.cand[c] &^= bit
		for _, l := range &rtab.loc[c] {
			cur.pos[l.reg][d] &^= l.bit
		}
	}
	n := int32(-1)
	if m := cur.cand[c] &^ bit; cellRule && oneBit(m) {
		n = set.at[p]
		x, stop := w.implyOn(set, potOf(c, bits.TrailingZeros16(m), true), causeCell, n)
		if x >= 0 {
			for h := save.cand[c] &^ m &^ bit; h != 0; h &= h - 1 {
				w.arena.addParent(x, set.node(potOf(c, bits.TrailingZeros16(h), false)))
			}
		}
		if stop {
			return true
		}
	}
	for k := cur.t.firstType(); k < 3; k++ {
		l := rtab.loc[c][k]
		rest := cur.pos[l.reg][d] &^ l.bit
		if !oneBit(rest) {
			continue
		}
		if n < 0 {
			n = set.at[p]
		}
		q := int(rtab.cells[l.reg][bits.TrailingZeros16(rest)])
		x, stop := w.implyOn(set, potOf(q, d, true), int8(causeBlock+k), n)
		if x >= 0 {
			for h := save.pos[l.reg][d] &^ rest &^ l.bit; h != 0; h &= h - 1 {
				w.arena.addParent(x, set.node(potOf(int(rtab.cells[l.reg][bits.TrailingZeros16(h)]), d, false)))
			}
		}
		if stop {
			return true
		}
	}
	if cur.t.extra != nil {
		return strongBeyond(cur, c, d, func(l spot, rest uint16) bool {
			if n < 0 {
				n = set.at[p]
			}
			cells := &cur.t.cells[l.reg]
			x, stop := w.implyOn(set, potOf(int(cells[bits.TrailingZeros16(rest)]), d, true), regionCause(int(l.reg)), n)
			if x >= 0 {
				for h := save.places(int(l.reg), d) &^ rest &^ l.bit; h != 0; h &= h - 1 {
					w.arena.addParent(x, set.node(potOf(int(cells[bits.TrailingZeros16(h)]), d, false)))
				}
			}
			return stop
		})
	}
	return false
}

// offImplies reports whether candidate (c, d) off makes something on in
// grid g: with cellRule its cell is left with one candidate; its digit is
// left with one place in a region.
func offImplies(g *cands, c, d int, cellRule bool) bool {
	if cellRule && oneBit(g.cand[c]&^(1<<uint(d))) {
		return true
	}
	for _, l := range g.t.units(c) {
		if oneBit(g.pos[l.reg][d] &^ l.bit) {
			return true
		}
	}
	if g.t.extra != nil {
		return strongBeyond(g, c, d, func(spot, uint16) bool { return true })
	}
	return false
}

// implyOn adds on potential q, implied by node n with the cause, unless
// already there, and returns its node (-1 if none) for its hidden parents
// to follow; stop reports a contradiction, q's opposite being there, whose
// record (set.absurd) waits for them.
func (w *chaining) implyOn(set *chainSet, q pot, cause int8, n int32) (x int32, stop bool) {
	a := &w.arena
	off := set.node(q.conj())
	if off < 0 && set.has(q) {
		return -1, false
	}
	x = a.addChild(q, cause, n)
	if off >= 0 {
		set.absurd = [2]int32{x, off}
		return x, true
	}
	set.put(q, x)
	return x, false
}

// paint draws on pic the view of a chaining hint that shows the chain
// ending at node t, as serate's getColorPotentials and getLinks do: each
// potential of getChain(t) (t and its ancestors, each potential once) is
// green but for t itself when off, the off ones are red too, and each
// parent links to its potential, for potentials of six parents or fewer
// (serate leaves out the links of a nested rule's many parents); a link to
// an on potential is strong, as Eureka's "=" before it.
func (a *chainArena) paint(pic *picture, t int32) {
	a.layers(t, func(n int32) {
		nd := &a.nodes[n]
		c, d := nd.pot.cell(), nd.pot.digit()
		if nd.pot.on() || n != t {
			pic.green[c] |= 1 << uint(d)
		}
		if !nd.pot.on() {
			pic.red[c] |= 1 << uint(d)
		}
		if nd.npar > 6 {
			return
		}
		for _, q := range a.parentsOf(n) {
			p := a.nodes[q].pot
			pic.links = append(pic.links, Link{p.cell(), p.digit(), c, d, nd.pot.on()})
		}
	})
}

// paintPath is paint for a chain of one parent a potential, given from its
// target back to its source: a potential met again (a cycle's source, the
// same as its target) ends it. A link to an on potential is strong.
func paintPath(pic *picture, path []pot) {
	var seen potBits
	for i, p := range path {
		if seen.has(p) {
			return
		}
		seen[p>>6] |= 1 << uint(p&63)
		c, d := p.cell(), p.digit()
		if p.on() || i > 0 {
			pic.green[c] |= 1 << uint(d)
		}
		if !p.on() {
			pic.red[c] |= 1 << uint(d)
		}
		if i+1 < len(path) {
			q := path[i+1]
			pic.links = append(pic.links, Link{q.cell(), q.digit(), c, d, p.on()})
		}
	}
}
