// varsolve.go holds the variant solver: a 9x9 board's lexicographically
// first solution and its count under a variant's rules (variant.go). It
// keeps apart from the classic solver (solver.go), whose band tables know
// only rows, columns and boxes, so that a variant's rules cost a classic
// board nothing. It must not read or print boards, allocates nothing per
// board or node, and must compile with Go 1.16.
//
// Glossary (with solver.go's cell, unit, peer, candidate):
//
//	mask    a uint16 per cell: bit d set when digit d+1 is a candidate;
//	        bit 15 (vPlaced) marks a cell that holds its one digit
//	peer    under a variant, any cell that may not share a cell's digit:
//	        its units' cells and its anti-knight and anti-king moves
//	beside  under nc, the orthogonal neighbours, which may not hold a
//	        digit consecutive to the cell's (variant.next)
//	node    a mask per cell: all a search depth copies
//	witness a solution in hand, from which walk reaches the first
//
// One-letter names: i, j cells; d a digit; m a mask; g a node; s the
// solver; u a unit.
//
// Propagation only removes candidates that no solution holds (naked and
// hidden singles over every unit, peers and neighbours emptied of a
// placed digit), so that a search that branches on the first empty cell
// in row-major order, digits ascending, finds the lexicographically first
// solution first, as plain row-major backtracking does. A board that
// takes that search more than rowMajorBudget guesses is walked instead:
// any solution found most constrained cell first, then, cell by cell in
// row-major order, each smaller digit probed for a solution that holds
// it.

package main

import "math/bits"

// vPlaced marks a placed cell's mask; vAll is every digit's bit.
const (
	vPlaced = 1 << 15
	vAll    = 1<<9 - 1
)

// rowMajorBudget is how many guesses the row-major search may make before
// the walk takes over: boards of the judges' kind take a few dozen, while
// a board built against row-major order takes millions.
const rowMajorBudget = 2000

// vnode is one search node: a mask per cell.
type vnode [81]uint16

// varSolver solves and counts boards under one variant. Like Solver it is
// not safe for concurrent use.
type varSolver struct {
	v    *variant
	seen [81][2]uint64 // each cell's peers as a set: bit i%64 of word i/64
	// lose[m] is, under nc, the digits a neighbour of a cell whose
	// candidates are m may not hold: those consecutive to or equal to
	// every candidate (neighbours share a row or a column).
	lose    [1 << 9]uint16
	nodes   [83]vnode // one per search depth: walk's searches start at 1
	walked  vnode     // walk's node, and the probe it tries
	probe   vnode
	queue   [81]uint8 // cells left with one candidate, to be placed
	queued  int
	sol     [81]uint8 // the solution found: the first, or the count's first
	count   int
	limit   int
	budget  int  // guesses left to the row-major search
	out     bool // the budget ran out
	Guesses int
}

// solver returns a new solver of the variant's boards: preset p's when p
// has a variant (pipeline.go's lazySolver).
func (v *variant) solver() boardSolver { return newVarSolver(v) }

// newVarSolver returns a solver of the variant's boards, its peer sets
// made.
func newVarSolver(v *variant) *varSolver {
	s := &varSolver{v: v}
	for i, peers := range v.peers {
		for _, j := range peers {
			s.seen[i][j/64] |= 1 << (j % 64)
		}
	}
	for m := 1; m < len(s.lose); m++ {
		for d := 1; d <= 9; d++ {
			if near := v.next[d] | 1<<uint(d-1); uint16(m)&^near == 0 && v.next[d] != 0 {
				s.lose[m] |= 1 << uint(d-1)
			}
		}
	}
	return s
}

// guesses returns the guesses made.
func (s *varSolver) guesses() int { return s.Guesses }

// Solve returns a 9x9 board's lexicographically first solution under the
// variant, or false if there is none (or the board is of another size).
func (s *varSolver) Solve(n int, cells []uint8) ([]uint8, bool) {
	if n != 3 || len(cells) != 81 || !s.load(cells) {
		return nil, false
	}
	s.count, s.limit, s.budget, s.out = 0, 1, rowMajorBudget, false
	s.search(0, false)
	if s.out {
		s.count = 0
		if !s.walk() {
			return nil, false
		}
	}
	return s.sol[:], s.count > 0
}

// Count returns the number of solutions under the variant, counting no
// further than limit.
func (s *varSolver) Count(n int, cells []uint8, limit int) int {
	if n != 3 || len(cells) != 81 || !s.load(cells) {
		return 0
	}
	s.count, s.limit, s.budget, s.out = 0, limit, -1, false
	s.search(0, true)
	return s.count
}

// load makes the root node of cells (nodes[0]) and propagates it. It
// reports false when the givens break a rule or propagation finds no
// solution.
func (s *varSolver) load(cells []uint8) bool {
	g := &s.nodes[0]
	s.queued = 0
	for i, d := range cells {
		switch {
		case d == 0:
			g[i] = vAll
		case d > 9:
			return false
		default:
			g[i] = 1 << (d - 1)
			s.queue[s.queued] = uint8(i)
			s.queued++
		}
	}
	return s.propagate(g)
}

// assign gives cell i the digit bit m in node g and propagates.
func (s *varSolver) assign(g *vnode, i int, m uint16) bool {
	g[i] = m
	s.queue[0], s.queued = uint8(i), 1
	return s.propagate(g)
}

// propagate places the queued cells and every single they lead to, then
// the hidden singles of every unit, until none is left. It reports false
// on a contradiction.
func (s *varSolver) propagate(g *vnode) bool {
	for {
		if !s.drain(g) {
			return false
		}
		progress, ok := s.hiddenSingles(g)
		if ok && !progress {
			progress, ok = s.eliminate(g)
		}
		switch {
		case !ok:
			s.queued = 0
			return false
		case !progress:
			return true
		}
	}
}

// eliminate applies the rules singles leave, which a variant's regions
// and neighbours make strong: a digit's cells in a unit see its cells
// that they all see (pointing and claiming, generalized to every unit and
// every peer), and under nc a cell whose candidates are both consecutive
// to a digit keeps that digit from its neighbours. It reports whether it
// removed a candidate, and false (ok) on a contradiction.
func (s *varSolver) eliminate(g *vnode) (progress, ok bool) {
	for u := range s.v.units {
		cells := &s.v.units[u].cells
		var once, twice, thrice, more, done uint16
		for _, i := range cells {
			m := g[i]
			if m&vPlaced != 0 {
				done |= m
			}
			more |= thrice & m
			thrice |= twice & m
			twice |= once & m
			once |= m
		}
		// Digits of two or three cells: those of more seldom see a cell
		// together.
		for few := twice &^ more &^ done & vAll; few != 0; few &= few - 1 {
			m := few & -few
			common := [2]uint64{^uint64(0), ^uint64(0)}
			for _, i := range cells {
				if g[i]&m != 0 {
					common[0] &= s.seen[i][0]
					common[1] &= s.seen[i][1]
				}
			}
			for w, bitsLeft := range common {
				for ; bitsLeft != 0; bitsLeft &= bitsLeft - 1 {
					j := w*64 + bits.TrailingZeros64(bitsLeft)
					if g[j]&m != 0 {
						if !s.remove(g, j, m) {
							return progress, false
						}
						progress = true
					}
				}
			}
		}
	}
	return s.besides(g, progress)
}

// besides keeps under nc, from the neighbours of each open cell of two or
// three candidates, the digits consecutive or equal to every one of them
// (lose). It reports whether a candidate went (or progress already), and
// false (ok) on a contradiction.
func (s *varSolver) besides(g *vnode, progress bool) (bool, bool) {
	if s.v.rules&(vNC|vNCPlus) == 0 {
		return progress, s.drain(g)
	}
	for i, m := range g {
		lose := s.lose[m&vAll]
		if m&vPlaced != 0 || lose == 0 {
			continue
		}
		for _, j := range s.v.beside[i] {
			if g[j]&lose != 0 {
				if !s.remove(g, int(j), lose) {
					return progress, false
				}
				progress = true
			}
		}
	}
	return progress, s.drain(g)
}

// drain places the queued cells, and the cells they leave with one
// candidate. It reports false on a contradiction.
func (s *varSolver) drain(g *vnode) bool {
	for s.queued > 0 {
		s.queued--
		i := s.queue[s.queued]
		if g[i]&vPlaced == 0 && !s.place(g, int(i)) {
			s.queued = 0
			return false
		}
	}
	return true
}

// place places cell i's one candidate: it leaves its peers, and its
// consecutive digits leave its neighbours under nc. Cells left with one
// candidate are queued; it reports false when a cell is left with none.
func (s *varSolver) place(g *vnode, i int) bool {
	m := g[i]
	g[i] = m | vPlaced
	for _, j := range s.v.peers[i] {
		if !s.remove(g, int(j), m) {
			return false
		}
	}
	for _, j := range s.v.beside[i] {
		if !s.remove(g, int(j), s.v.next[1+bits.TrailingZeros16(m)]) {
			return false
		}
	}
	return true
}

// remove takes the digits m from cell j. It reports false when j is left
// with none, or holds one of them placed; a cell left with one is queued.
func (s *varSolver) remove(g *vnode, j int, m uint16) bool {
	c := g[j]
	if c&m == 0 {
		return true
	}
	if c&vPlaced != 0 {
		return false
	}
	c &^= m
	g[j] = c
	switch {
	case c == 0:
		return false
	case c&(c-1) == 0:
		s.queue[s.queued] = uint8(j)
		s.queued++
	}
	return true
}

// hiddenSingles places, in every unit, each digit that has one cell left
// there. It reports whether it placed any, and false (ok) when a digit has
// no cell left in a unit, or two digits only the same cell.
func (s *varSolver) hiddenSingles(g *vnode) (progress, ok bool) {
	for u := range s.v.units {
		cells := &s.v.units[u].cells
		var once, twice, done uint16
		for _, i := range cells {
			m := g[i]
			if m&vPlaced != 0 {
				done |= m
			}
			twice |= once & m
			once |= m
		}
		if once&vAll != vAll {
			return progress, false
		}
		for single := once &^ twice &^ done & vAll; single != 0; single &= single - 1 {
			m := single & -single
			k := 0
			for k < 9 && g[cells[k]]&m == 0 {
				k++
			}
			if k == 9 {
				return progress, false
			}
			g[cells[k]] = m
			s.queue[s.queued] = cells[k]
			s.queued++
			progress = true
		}
		if !s.drain(g) {
			return progress, false
		}
	}
	return progress, true
}

// search searches node depth: on its first empty cell in row-major order,
// or (constrained) on the cell with the fewest candidates, digits
// ascending. It keeps the first solution found and counts them up to the
// limit; it reports true when the search is over (the limit reached, or
// the budget spent).
func (s *varSolver) search(depth int, constrained bool) bool {
	g := &s.nodes[depth]
	i := s.branchCell(g, constrained)
	if i < 0 {
		if s.count++; s.count == 1 {
			for j, m := range g {
				s.sol[j] = uint8(1 + bits.TrailingZeros16(m&vAll))
			}
		}
		return s.count >= s.limit
	}
	for m := g[i]; m != 0; m &= m - 1 {
		if s.Guesses++; s.budget >= 0 {
			if s.budget == 0 {
				s.out = true
				return true
			}
			s.budget--
		}
		child := &s.nodes[depth+1]
		*child = *g
		if s.assign(child, i, m&-m) && s.search(depth+1, constrained) {
			return true
		}
	}
	return false
}

// branchCell returns the cell to branch on, or -1 when every cell is
// placed: the first empty one, or (constrained) the first with the fewest
// candidates.
func (s *varSolver) branchCell(g *vnode, constrained bool) int {
	best, fewest := -1, 10
	for i, m := range g {
		if m&vPlaced != 0 {
			continue
		}
		if !constrained {
			return i
		}
		if n := bits.OnesCount16(m); n < fewest {
			best, fewest = i, n
		}
	}
	return best
}

// walk finds the first solution of the root node (nodes[0]) from a
// witness: any solution, found most constrained cell first. Cell by cell
// in row-major order, each candidate below the witness's digit is probed
// for a solution that holds it; the first that has one is the new
// witness, and the cell takes the witness's digit. It reports false when
// the board has no solution.
func (s *varSolver) walk() bool {
	s.walked = s.nodes[0]
	if !s.find(&s.walked) {
		return false
	}
	for i := 0; i < 81; i++ {
		m := s.walked[i]
		if m&vPlaced != 0 {
			continue
		}
		wit := uint16(1) << (s.sol[i] - 1)
		for c := m & (wit - 1); c != 0; c &= c - 1 {
			s.probe = s.walked
			if s.assign(&s.probe, i, c&-c) && s.find(&s.probe) {
				wit = c & -c
				break
			}
		}
		if !s.assign(&s.walked, i, wit) {
			return false // never: the witness holds it
		}
	}
	s.count = 1
	return true
}

// find reports whether node g has a solution, searched most constrained
// cell first, and keeps it in sol.
func (s *varSolver) find(g *vnode) bool {
	s.nodes[1] = *g
	s.count, s.limit, s.budget = 0, 1, -1
	s.search(1, true)
	return s.count > 0
}

// fill returns a solution of the empty board: searched most constrained
// cell first, cells of as few candidates in the order of rank, digits in
// the order of digits (0-8), so that random orders give a random grid
// (gen.go). It gives up after budget guesses (out true); with none found
// and out false, the rules leave no grid.
func (s *varSolver) fill(rank *[81]int, digits *[9]int, budget int) (sol []uint8, out bool) {
	empty := make([]uint8, 81)
	s.budget, s.out = budget, false
	if !s.load(empty) || !s.fillFrom(0, rank, digits) {
		return nil, s.out
	}
	return append([]uint8(nil), s.sol[:]...), false
}

// fillFrom searches node depth for fill. It reports whether it found a
// solution, kept in sol.
func (s *varSolver) fillFrom(depth int, rank *[81]int, digits *[9]int) bool {
	g := &s.nodes[depth]
	best := -1
	for i, m := range g {
		if m&vPlaced == 0 && (best < 0 || bits.OnesCount16(m) < bits.OnesCount16(g[best]) ||
			bits.OnesCount16(m) == bits.OnesCount16(g[best]) && rank[i] < rank[best]) {
			best = i
		}
	}
	if best < 0 {
		for j, m := range g {
			s.sol[j] = uint8(1 + bits.TrailingZeros16(m&vAll))
		}
		return true
	}
	for _, d := range digits {
		if m := uint16(1) << uint(d); g[best]&m != 0 {
			if s.Guesses++; s.budget == 0 {
				s.out = true
				return false
			}
			s.budget--
			child := &s.nodes[depth+1]
			*child = *g
			if s.assign(child, best, m) && s.fillFrom(depth+1, rank, digits) {
				return true
			}
			if s.out {
				return false
			}
		}
	}
	return false
}
