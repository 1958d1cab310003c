// general.go holds the general solver, for boards of every size. Boards
// are n*n rows of n*n cells in n x n boxes, for box sizes n = 1..5 (1x1,
// 4x4, 9x9, 16x16, 25x25); the presets that read other sizes than 9x9 use
// it. It works as solver.go does (propagate, then search row-major or by
// branch and bound, within budgets) on a plainer layout: one candidate
// mask per cell and one places mask per unit and symbol, and the
// all-different filter on each unit in place of the 9x9 band tables; the
// boards its first branch and bound (Solve) or fallback round (Count) does
// not finish go to its learner (learn.go), when it has one. It must not
// read or print boards, allocates only when a board is deeper or larger
// than any before it, and must compile with Go 1.16.
//
// Glossary (with solver.go's cell, unit, peer, candidate):
//
//	n       the box size; side = n*n cells per unit, symbols 1..side
//	mask    a uint32 per cell: bit d set when symbol d+1 is a candidate;
//	        bit 31 (placed) marks a cell that holds its one symbol
//	place   a cell's index in a unit (units[u][p]): its column in a row,
//	        its row in a column, row*n + column within a box
//	places  a uint32 per unit and symbol: bit p set when the unit's p-th
//	        cell has the symbol as a candidate (or holds it), the dual of
//	        the masks, kept by set; hidden singles and locked candidates
//	        read them, and place finds the peers that hold a symbol in them
//	node    a mask per cell, then the places of unit u and symbol d at
//	        size + u*side + d: all a search depth copies
//	shape   the units and peers of one box size, built once per size
//	learner the clause-learning solver (learn.go's clauseLearner) that
//	        takes the boards search does not finish
//
// One-letter names: i, j cells; d a symbol index (symbol d+1); m a mask;
// p a place; g a node; u a unit; s the solver.
//
// Cells are numbered row by row, as in solver.go; for n = 2:
//
//	 0  1 |  2  3
//	 4  5 |  6  7
//	------+------
//	 8  9 | 10 11
//	12 13 | 14 15

package main

import "math/bits"

const placed = 1 << 31 // a mask's mark of a placed cell

// shape is the geometry of one box size.
type shape struct {
	n, side, size int
	full          uint32     // every symbol's bit
	units         [][]int16  // rows, then columns, then boxes
	peers         [][]int16  // the cells that share a unit with each cell (the learner's)
	unitsOf       [][3]int16 // each cell's row, column and box
	at            [][3]uint8 // each cell's place in its row, column and box
	boxRow        uint32     // the places of a box's first row in the box; shifted by n*k, its row k
	boxCol        uint32     // the places of a box's first column; shifted by k, its column k
	nodeLen       int        // a node's length: a mask per cell, then a places mask per unit and symbol
}

// newShape builds the geometry of boards of n x n boxes. It holds their
// units, each cell's units and place in them, and each cell's peers.
func newShape(n int) *shape {
	side := n * n
	sh := &shape{n: n, side: side, size: side * side, full: 1<<uint(side) - 1, boxRow: 1<<uint(n) - 1}
	for k := 0; k < n; k++ {
		sh.boxCol |= 1 << uint(k*n)
	}
	sh.nodeLen = sh.size + 3*side*side
	sh.units = make([][]int16, 3*side)
	sh.unitsOf = make([][3]int16, sh.size)
	sh.at = make([][3]uint8, sh.size)
	for i := 0; i < sh.size; i++ {
		r, c := i/side, i%side
		sh.unitsOf[i] = [3]int16{int16(r), int16(side + c), int16(2*side + r/n*n + c/n)}
		for k, u := range sh.unitsOf[i] {
			sh.at[i][k] = uint8(len(sh.units[u]))
			sh.units[u] = append(sh.units[u], int16(i))
		}
	}
	// A cell's peers, in order: its column's cells outside its band, and in
	// its band its row and its box, built unit by unit: testing every pair of
	// cells costs a 25x25 shape many times the time of a board that
	// propagation solves (NOTES.md, Choices: newShape).
	count := 2*(side-1) + (n-1)*(n-1)
	all := make([]int16, 0, sh.size*count)
	sh.peers = make([][]int16, sh.size)
	for i := range sh.peers {
		r, c := i/side, i%side
		band, stack := r-r%n, c-c%n // the first row and column of its box
		for rj := 0; rj < side; rj++ {
			if rj < band || rj >= band+n {
				all = append(all, int16(rj*side+c))
				continue
			}
			for cj := 0; cj < side; cj++ {
				if (rj == r) != (cj == c) || rj != r && cj >= stack && cj < stack+n {
					all = append(all, int16(rj*side+cj))
				}
			}
		}
		sh.peers[i] = all[i*count : (i+1)*count : (i+1)*count]
	}
	return sh
}

// newGeneral returns this file's solver, a boardSolver of every size. It
// serves the presets that read boards of other sizes than 9x9 (see
// preset.solver; boardSolver is in pipeline.go), so that judge files for
// 9x9 problems can leave this file out.
func newGeneral() boardSolver { return &general{} }

// general is the solver for other sizes. Its zero value is ready to use;
// like Solver it is not safe for concurrent use.
type general struct {
	sh      *shape
	shapes  [maxBox + 1]*shape // built on first use
	nodes   [][]uint32         // one node per search depth
	root    []uint32
	queue   []int16                                  // cells left with one candidate, to be placed
	dirty   [rules][3 * maxBox * maxBox]uint32       // per rule and unit, the symbols whose places changed since it ran
	best    []uint8                                  // the solution kept (symbol indexes): the first, or the smallest
	wit     []uint8                                  // walk's witness: a solution of its node
	prefer  bool                                     // the constrained order tries the witness's symbol first
	weight  [maxBox * maxBox * maxBox * maxBox]int32 // per cell, the contradictions it took part in
	count   int
	limit   int
	budget  int
	order   order
	Guesses int          // guesses made, the learner's conflicts included
	learner boardLearner // for the boards search does not finish (see learnAfter), or nil
}

// boardLearner solves and counts, as general does, the boards general's
// first attempts do not finish: learn.go's learner, behind an interface so
// that judge files can leave learn.go out.
type boardLearner interface {
	// solve returns the lexicographically first solution (symbols
	// 1..side), or false if there is none.
	solve(sh *shape, cells []uint8) ([]uint8, bool)
	// count returns the number of solutions, counting no further than limit.
	count(sh *shape, cells []uint8, limit int) int
	// effort returns the conflicts its last call took.
	effort() int
}

// guesses returns the guesses made so far. The learner's conflicts count as
// guesses.
func (s *general) guesses() int { return s.Guesses }

// Solve returns the lexicographically first solution of a board. The board
// has n x n boxes (cells row by row, 0 blank); Solve returns false if it
// has none.
func (s *general) Solve(n int, cells []uint8) ([]uint8, bool) {
	return s.solveWithin(n, cells, budgets{quickBudget, boundBudget, roundsBudget})
}

// solveWithin is Solve with the given budgets. It runs the same rounds as
// Solver's.
func (s *general) solveWithin(n int, cells []uint8, start budgets) ([]uint8, bool) {
	if !s.load(n, cells) {
		return nil, false
	}
	done := s.attempt(rowMajor, 1, start.quick)
	if !done {
		copy(s.root, s.nodes[0]) // what the failed guesses proved
		done = s.attempt(bounded, 2, start.bound) && s.count < 2
		if !done && s.count == 2 {
			// On a board with a third of its cells placed or fewer, row-major
			// search, given room for a dive and as much again, mostly
			// finishes, where the walk would ask a question for nearly every
			// cell; on denser boards it costs more than it saves (NOTES.md,
			// Choices: general.solveWithin).
			if e := s.empty(); 3*e < 2*s.sh.size || !s.attempt(rowMajor, 1, 2*e) {
				s.walk()
			}
			done = true
		}
	}
	if !done && s.learner != nil {
		// Without two solutions from branch and bound, the learner takes the
		// board at once, not after learnAfter rounds as in Count: the boards
		// that get here seldom finish in a round before, which would cost its
		// guesses for nothing (NOTES.md, Choices: general.solveWithin).
		sol, ok := s.learner.solve(s.sh, cells)
		s.Guesses += s.learner.effort()
		return sol, ok
	}
	for budget := start.rounds; !done; budget *= 4 {
		done = s.attempt(rowMajor, 1, budget) || s.attempt(bounded, maxInt, budget)
	}
	if s.count == 0 {
		return nil, false
	}
	out := make([]uint8, len(s.best))
	for i, d := range s.best {
		out[i] = d + 1
	}
	return out, true
}

// learnAfter is the number of fallback rounds after which Count hands a board
// to the learner, when there is one (Solve hands it over before its rounds).
// Search without learning proves the same dead ends again on the boards that
// get there, by the hundred thousand guesses where the learner needs a few
// thousand conflicts (NOTES.md, Choices: learnAfter).
const learnAfter = 1

// learnCountMax is the highest limit for which Count hands a board over:
// the learner counts by excluding each solution found with a clause of
// every cell, which many solutions would make a heap of.
const learnCountMax = 100

// Count returns the number of solutions. It counts no further than limit.
func (s *general) Count(n int, cells []uint8, limit int) int {
	if limit <= 0 || !s.load(n, cells) {
		return 0
	}
	for budget, round := roundsBudget, 0; ; budget, round = budget*4, round+1 {
		if round == learnAfter && s.learner != nil && limit <= learnCountMax {
			c := s.learner.count(s.sh, cells, limit)
			s.Guesses += s.learner.effort()
			return c
		}
		if s.attempt(constrained, limit, budget) || s.attempt(rowMajor, limit, budget) {
			return s.count
		}
	}
}

// load sets the shape and the root node for a board, and propagates. It
// fails on a board of the wrong length, a symbol out of range, clashing
// givens, or a contradiction found by propagation.
func (s *general) load(n int, cells []uint8) bool {
	if n < 1 || n > maxBox || len(cells) != n*n*n*n {
		return false
	}
	if s.shapes[n] == nil {
		s.shapes[n] = newShape(n)
	}
	s.sh = s.shapes[n]
	if cap(s.root) < s.sh.nodeLen {
		s.root, s.best, s.wit = make([]uint32, s.sh.nodeLen), make([]uint8, s.sh.size), make([]uint8, s.sh.size)
	}
	s.root, s.best, s.wit = s.root[:s.sh.nodeLen], s.best[:s.sh.size], s.wit[:s.sh.size]
	for i := range s.weight {
		s.weight[i] = 0
	}
	s.mark(s.sh.full)
	return s.givens(s.root, cells) && s.propagate(s.root)
}

// givens fills the node g with the board's givens, all at once. The node
// then holds the givens placed, the other cells' candidates and the places;
// doing it at once costs a fraction of placing the givens one by one
// (NOTES.md, Choices: givens). It fails on a symbol out of range, two
// givens of a symbol in a unit, or a cell left without candidates.
func (s *general) givens(g []uint32, cells []uint8) bool {
	sh := s.sh
	var used [3 * maxBox * maxBox]uint32 // the givens' symbols in each unit
	for i, v := range cells {
		if v == 0 {
			continue
		}
		if int(v) > sh.side {
			return false
		}
		bit := uint32(1) << (v - 1)
		for _, u := range sh.unitsOf[i] {
			if used[u]&bit != 0 {
				return false
			}
			used[u] |= bit
		}
	}
	places := g[sh.size:]
	for k := range places {
		places[k] = 0
	}
	for i, v := range cells {
		units := sh.unitsOf[i]
		m := sh.full &^ (used[units[0]] | used[units[1]] | used[units[2]])
		if v != 0 {
			m = 1<<(v-1) | placed
		}
		if m == 0 {
			return false
		}
		g[i] = m
		for k, u := range units {
			places, at := s.places(g, int(u)), uint32(1)<<sh.at[i][k]
			for x := m &^ placed; x != 0; x &= x - 1 {
				places[bits.TrailingZeros32(x)] |= at
			}
		}
		if m&(m-1) == 0 {
			s.queue = append(s.queue, int16(i))
		}
	}
	return true
}

// maxNodeLen is the nodeLen of the largest shape: size + 3*side*side,
// four times its size.
const maxNodeLen = 4 * maxBox * maxBox * maxBox * maxBox

// node returns the node of the given depth, sized for the board.
func (s *general) node(depth int) []uint32 {
	for len(s.nodes) <= depth {
		s.nodes = append(s.nodes, make([]uint32, maxNodeLen))
	}
	return s.nodes[depth][:s.sh.nodeLen]
}

// ---------------------------------------------------------------------------
// Propagate

// Each rule but naked singles looks again only at what changed since it last
// ran: a cell's change marks, in each of its three units, the symbols it lost
// dirty for every rule (see set), and a rule clears its own marks on a unit
// before it reads it. Hidden singles and locked candidates read the places of
// the marked symbols alone; the all-different filter, the marked units.
// Reading each marked unit's cells, and all the peers in place, cost a guess a
// third more (NOTES.md, Choices: dirty marks).
const (
	dirtyHidden = iota
	dirtyLocked
	dirtyMatch
	rules
)

// set gives the empty cell i the candidates m (not zero). It takes the cell
// from the places of the symbols it lost, marks those dirty in its units,
// and queues it when one candidate is left. The cell's symbol and the
// placed mark come from place instead.
func (s *general) set(g []uint32, i int, m uint32) {
	gone := g[i] &^ m &^ placed
	g[i] = m
	if gone != 0 {
		sh := s.sh
		for k, u := range sh.unitsOf[i] {
			places, at := s.places(g, int(u)), ^(uint32(1) << sh.at[i][k])
			for x := gone; x != 0; x &= x - 1 {
				places[bits.TrailingZeros32(x)] &= at
			}
			s.dirty[dirtyHidden][u] |= gone
			s.dirty[dirtyLocked][u] |= gone
			s.dirty[dirtyMatch][u] |= gone
		}
	}
	if m&(m-1) == 0 {
		s.queue = append(s.queue, int16(i))
	}
}

// place puts symbol d in cell i and removes it from the peers. It queues
// the peers left with one candidate. It fails when d is no longer a
// candidate of i, or a peer is left with none (both need the symbol: remove
// weighs the peer, place the cell). It visits only the peers that hold d,
// from the places of d in i's units, as a loop over all the peers costs
// more a guess (NOTES.md, Choices: general.place).
func (s *general) place(g []uint32, i, d int) bool {
	bit := uint32(1) << uint(d)
	if g[i]&bit == 0 {
		return false
	}
	if g[i]&placed != 0 {
		return true
	}
	s.set(g, i, bit|placed)
	sh := s.sh
	for k, u := range sh.unitsOf[i] {
		if !s.remove(g, int(u), s.places(g, int(u))[d]&^(1<<sh.at[i][k]), bit) {
			s.weight[i]++
			return false
		}
		// d's one place in u is i now: nothing for hidden singles or
		// locked candidates to look at.
		s.dirty[dirtyHidden][u] &^= bit
		s.dirty[dirtyLocked][u] &^= bit
	}
	return true
}

// propagate applies the rules until nothing changes. It places naked
// singles (from the queue) and hidden singles, then applies locked
// candidates and the all-different filter, each only when the rules before
// it are done. It returns false on a contradiction. Either way it leaves no
// unit dirty and the queue empty, so that the next change starts the work
// list afresh.
func (s *general) propagate(g []uint32) bool {
	ok := s.fixpoint(g)
	s.mark(0)
	return ok
}

// mark empties the queue and sets every rule's marks on every unit. It sets
// them to symbols: 0 before a new propagation, s.sh.full to run every rule
// on every symbol.
func (s *general) mark(symbols uint32) {
	for r := range s.dirty {
		for u := range s.dirty[r] {
			s.dirty[r][u] = symbols
		}
	}
	s.queue = s.queue[:0]
}

// fixpoint is propagate's loop. It runs each rule in turn, from the
// cheapest, until none makes progress or one finds a contradiction.
func (s *general) fixpoint(g []uint32) bool {
	for {
		for len(s.queue) > 0 {
			j := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			if m := g[j]; m&placed == 0 && !s.place(g, int(j), bits.TrailingZeros32(m)) {
				return false
			}
		}
		progress, ok := s.hiddenSingles(g)
		if ok && !progress {
			progress, ok = s.lockedCandidates(g)
		}
		if ok && !progress {
			progress, ok = s.allDifferent(g)
		}
		if !ok || !progress {
			return ok
		}
	}
}

// takeDirty clears the rule's marks on unit u and returns them. They are
// the symbols whose places in u changed since the rule last ran there.
func (s *general) takeDirty(u, rule int) uint32 {
	x := s.dirty[rule][u]
	s.dirty[rule][u] = 0
	return x
}

// places returns the places masks of unit u in g. Bit p of its d-th is set
// when the unit's p-th cell (s.sh.units[u][p]) may hold symbol d+1.
func (s *general) places(g []uint32, u int) []uint32 {
	at := s.sh.size + u*s.sh.side
	return g[at : at+s.sh.side : at+s.sh.side]
}

// hiddenSingles places every symbol that has one place left in a unit. It
// looks only at the symbols whose places changed. It fails when a unit has
// no place for some symbol; progress says whether it placed any.
func (s *general) hiddenSingles(g []uint32) (progress, ok bool) {
	for u := range s.sh.units {
		x := s.takeDirty(u, dirtyHidden)
		if x == 0 {
			continue
		}
		places := s.places(g, u)
		for ; x != 0; x &= x - 1 {
			d := bits.TrailingZeros32(x)
			m := places[d]
			if m == 0 {
				return false, false
			}
			if m&(m-1) != 0 {
				continue
			}
			if i := int(s.sh.units[u][bits.TrailingZeros32(m)]); g[i]&placed == 0 {
				if !s.place(g, i, d) {
					return false, false
				}
				progress = true
			}
		}
	}
	return progress, true
}

// lockedCandidates applies the line-box rules. It looks only at the symbols
// whose places changed in a line or box: a symbol whose places in a box all
// lie in one line leaves the rest of that line, and one whose places in a
// line all lie in one box leaves the rest of that box. It fails on a cell
// left without candidates.
func (s *general) lockedCandidates(g []uint32) (progress, ok bool) {
	for u := range s.sh.units {
		x := s.takeDirty(u, dirtyLocked)
		if x == 0 {
			continue
		}
		places := s.places(g, u)
		for ; x != 0; x &= x - 1 {
			d := bits.TrailingZeros32(x)
			m := places[d]
			if m&(m-1) == 0 { // none, or one: hidden singles' case
				continue
			}
			for _, t := range s.sh.locked(u, m) {
				if t.unit < 0 {
					continue
				}
				if rest := s.places(g, t.unit)[d] &^ t.keep; rest != 0 {
					if !s.remove(g, t.unit, rest, uint32(1)<<uint(d)) {
						return false, false
					}
					progress = true
				}
			}
		}
	}
	return progress, true
}

// allDifferent runs Régin's filter on the first dirty unit, if any. The
// filter, for the all-different constraint, removes each candidate that no
// way of giving the unit's empty cells distinct symbols can use. It fails
// on a unit with no such way.
func (s *general) allDifferent(g []uint32) (progress, ok bool) {
	for u, unit := range s.sh.units {
		if s.takeDirty(u, dirtyMatch) == 0 {
			continue
		}
		var cells [maxBox * maxBox]int16
		var masks [maxBox * maxBox]uint32
		n := 0
		for _, i := range unit {
			cells[n], masks[n] = i, g[i]
			// Kept when empty, without a branch, as placed and empty cells mix
			// unpredictably (NOTES.md, Choices: allDifferent).
			n += int(^g[i] >> 31)
		}
		// With three empty cells or fewer, a set of cells with fewer symbols
		// than cells leaves a cell without a symbol or one of the unit's
		// missing symbols without a place, and one with as many (k = 1 or 2)
		// is a naked or a hidden single: cases the rules before have settled,
		// as this returns once a unit gave way, which costs less than going on
		// to the next units (NOTES.md, Choices: allDifferent).
		if n <= 3 {
			continue
		}
		keep, stuck := consistent(masks[:n])
		if stuck != 0 {
			for ; stuck != 0; stuck &= stuck - 1 {
				s.weight[cells[bits.TrailingZeros32(stuck)]]++
			}
			return false, false
		}
		for j, m := range masks[:n] {
			// Never 0: each cell keeps the symbol matched to it.
			if m &= keep[j]; m != masks[j] {
				s.set(g, int(cells[j]), m)
				progress = true
			}
		}
		if progress { // the cheaper rules first, on what it removed
			return true, true
		}
	}
	return false, true
}

// remove takes the symbol bit from some cells of unit u. They are the cells
// at the places in at (cells that hold it); remove queues those left with
// one candidate. It fails on one left with none, or one that holds it
// placed, and weighs that cell.
func (s *general) remove(g []uint32, u int, at, bit uint32) bool {
	cells := s.sh.units[u]
	for ; at != 0; at &= at - 1 {
		i := int(cells[bits.TrailingZeros32(at)])
		m := g[i]
		if m&^(bit|placed) == 0 {
			s.weight[i]++
			return false
		}
		s.set(g, i, m&^bit)
	}
	return true
}

// lock is where locked candidates remove a symbol: from the cells of a
// unit but those at the places keep (where it crosses the unit whose
// places locked the symbol in); unit -1 for nowhere.
type lock struct {
	unit int
	keep uint32
}

// locked returns where the places m of a symbol in unit u lock it. The
// places are two or more; a line's places all in one box lock it to that
// box, a box's all in one row or one column to that line.
func (sh *shape) locked(u int, m uint32) (to [2]lock) {
	n, side := uint(sh.n), sh.side
	to[0].unit, to[1].unit = -1, -1
	kind, k := u/side, uint(u%side)
	j := uint(bits.TrailingZeros32(m)) / n // the box row (or band) of the first place
	in := m>>(j*n) <= sh.boxRow            // all places in the j-th group of n
	switch {
	case kind == 0 && in: // row k, places in box k/n*n+j
		to[0] = lock{2*side + int(k/n*n+j), sh.boxRow << (k % n * n)}
	case kind == 1 && in: // column k, places in box j*n+k/n
		to[0] = lock{2*side + int(j*n+k/n), sh.boxCol << (k % n)}
	case kind == 2:
		if in { // box k, places in its row j
			to[0] = lock{int(k/n*n + j), sh.boxRow << (k % n * n)}
		}
		if c := uint(bits.TrailingZeros32(m)) % n; m&^(sh.boxCol<<c) == 0 { // in its column c
			to[1] = lock{side + int(k%n*n+c), sh.boxRow << (k / n * n)}
		}
	}
	return to
}

// ---------------------------------------------------------------------------
// Search

// attempt searches the root for up to limit solutions. It searches in order
// o within budget guesses, and reports false if it ran out of guesses.
func (s *general) attempt(o order, limit, budget int) bool {
	s.order, s.limit, s.count, s.budget = o, limit, 0, budget
	copy(s.node(0), s.root)
	s.mark(s.sh.full)
	s.search(0)
	return s.budget >= 0
}

// walk finds the lexicographically first solution from a witness. It starts
// from s.best, one of several (the witness), and goes as Solver.walk does,
// cell by cell in row-major order. A cell whose smallest candidate is the
// witness's symbol takes it. Otherwise a question decides whether the
// smallest can lead to a solution, galloping: it places the smallest
// candidates of the next cells too, k cells in all, each after the others'
// propagation, and searches the rest most constrained first, the witness's
// symbols first (the solution found is mostly the witness with a few cells
// changed). A solution found is the new witness, and all k cells then take
// its symbols, the smallest each can: k doubles. None, and k halves; when a
// question on one cell has none, the symbol leaves the cell. Solver.walk
// first gives a question on one cell a row-major search of probeBudget
// guesses; here there is none, as on these boards most such searches run
// out (NOTES.md, Choices: general.walk).
//
// Row-major search thrashes on 25x25 boards with 45% given: a symbol early in
// the board leaves no solution, and row-major proves it again under every
// choice of the cells between, where the most constrained order proves it in a
// few hundred guesses. Questions on one cell, the witness's symbols first, and
// galloping each cut the guesses (NOTES.md, Choices: general.walk).
func (s *general) walk() {
	wit, g := s.wit, s.node(0)
	copy(wit, s.best)
	copy(g, s.root)
	s.prefer = true
	defer func() { s.prefer = false }()
	k := gallopFrom
	s.mark(0) // the attempts before may have stopped mid-search
	for i := s.firstEmpty(g); i >= 0; i = s.firstEmpty(g) {
		d := bits.TrailingZeros32(g[i])
		if d == int(wit[i]) {
			s.place(g, i, d)
			s.propagate(g) // cannot fail: the witness is a solution of g
			continue
		}
		s.question(g, i, k)
		switch {
		case s.count > 0:
			copy(wit, s.best)
			k *= 2
		case k > 1:
			k /= 2
		default: // d cannot go in cell i
			s.set(g, i, g[i]&^(1<<uint(d)))
			s.propagate(g) // cannot fail: the witness's symbol is still there
		}
	}
	copy(s.best, wit)
	s.count = 1
}

// gallopFrom is the walk's first number of cells to a question.
const gallopFrom = 16

// question searches g for a solution, most constrained first. The node g is
// walk's, at fixpoint; the search places the smallest candidate in cell i
// and in the k-1 empty cells after it, each after the others' propagation,
// and runs from the node of depth 1 (walk keeps g in depth 0's). It leaves
// the queue empty and no unit dirty.
func (s *general) question(g []uint32, i, k int) {
	s.order, s.limit, s.count, s.budget = constrained, 1, 0, maxInt
	defer s.mark(0)
	root := s.node(1)
	copy(root, g)
	for ; i >= 0 && k > 0; i, k = s.firstEmpty(root), k-1 {
		if !s.place(root, i, bits.TrailingZeros32(root[i])) || !s.propagate(root) {
			return
		}
	}
	s.search(1)
}

// search explores the node at the given depth. It returns true to stop the
// whole search (see Solver.search).
func (s *general) search(depth int) bool {
	g := s.node(depth)
	for {
		if !s.propagate(g) {
			return false
		}
		if s.order == bounded && s.count > 0 {
			changed, live := s.bound(g)
			if !live {
				return false
			}
			if changed {
				continue
			}
		}
		i := s.firstEmpty(g)
		if i < 0 {
			s.count++
			if s.count == 1 || s.order == bounded {
				for j, m := range g[:s.sh.size] {
					s.best[j] = uint8(bits.TrailingZeros32(m))
				}
			}
			return s.count >= s.limit
		}
		var opts [maxBox * maxBox]int32 // cell<<5 | symbol index
		k := s.choose(g, i, &opts)
		for _, o := range opts[:k-1] {
			s.Guesses++
			if s.budget--; s.budget < 0 {
				return true
			}
			i, d := int(o>>5), int(o&31)
			next := s.node(depth + 1)
			copy(next, g)
			pending := s.dirty // g's own work, which the branch clears
			if s.place(next, i, d) && s.search(depth+1) {
				return true
			}
			s.dirty, s.queue = pending, s.queue[:0]
			s.set(g, i, g[i]&^(1<<uint(d)))
		}
		if o := opts[k-1]; !s.place(g, int(o>>5), int(o&31)) {
			return false
		}
	}
}

// bound removes from g the candidates that cannot beat s.best. They lead
// only to solutions larger than s.best (see grid.bound): the cells before
// the first one that may go below best must hold best's symbol, and that
// cell none above it.
func (s *general) bound(g []uint32) (changed, live bool) {
	c := -1
	for i, m := range g[:s.sh.size] {
		if m&(1<<s.best[i]-1) != 0 {
			c = i
			break
		}
	}
	if c < 0 {
		return false, false
	}
	for i := 0; i <= c; i++ {
		w := uint32(1) << s.best[i]
		keep := w
		if i == c {
			keep = w<<1 - 1 // best's symbol and those below it
		}
		m := g[i]
		switch {
		case m&placed != 0:
			if m&keep == 0 {
				return false, false
			}
		case m&keep == 0:
			return false, false
		case m&^keep != 0:
			m &= keep
			s.set(g, i, m)
			changed = true
		}
	}
	return changed, true
}

// empty returns the number of empty cells of the root.
func (s *general) empty() int {
	n := 0
	for _, m := range s.root[:s.sh.size] {
		n += int(^m >> 31)
	}
	return n
}

// firstEmpty returns the first cell without a symbol, or -1.
func (s *general) firstEmpty(g []uint32) int {
	for i, m := range g[:s.sh.size] {
		if m&placed == 0 {
			return i
		}
	}
	return -1
}

// choose fills opts with the options to branch on. It writes each as
// cell<<5 | symbol index, and returns how many there are: the candidates of
// the first empty cell i in row-major order, else of the first cell with
// the fewest candidates. It branches on cells only: branching on a symbol's
// two places in a unit, as Knuth's dancing links would, makes the same
// guesses once the all-different filter has run (NOTES.md, Choices:
// general.choose).
func (s *general) choose(g []uint32, i int, opts *[maxBox * maxBox]int32) int {
	if s.order != rowMajor {
		i = s.mostConstrained(g, i)
	}
	n, m := 0, g[i]
	if d := uint(s.wit[i]); s.prefer && s.order == constrained && m>>d&1 != 0 {
		opts[0], n, m = int32(i)<<5|int32(d), 1, m&^(1<<d)
	}
	for ; m != 0; m &= m - 1 {
		opts[n] = int32(i)<<5 | int32(bits.TrailingZeros32(m))
		n++
	}
	return n
}

// mostConstrained returns the empty cell to branch on. It takes, from i
// (the first empty cell) on, the one with the fewest candidates for its
// weight, the number of contradictions it took part in (dom/wdeg with a
// weight per cell), the first on ties. A cell of weight 0 never wins over
// one with weight, so search goes row-major until its first contradiction,
// and branch and bound's first solutions lie close to the first in
// row-major order, which shortens the walk. A weight per cell takes fewer
// guesses than a weight per unit on 25x25 boards with 45% given, though
// boards with a quarter given take longer and some go to the learner
// (NOTES.md, Choices: general.mostConstrained).
func (s *general) mostConstrained(g []uint32, i int) int {
	best, w := int32(bits.OnesCount32(g[i])), s.weight[i]
	for j := i + 1; j < s.sh.size; j++ {
		if m := g[j]; m&placed == 0 {
			if k, wj := int32(bits.OnesCount32(m)), s.weight[j]; k*w < best*wj {
				i, best, w = j, k, wj
			}
		}
	}
	return i
}
