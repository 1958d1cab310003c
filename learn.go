// learn.go holds the clause-learning solver (CDCL) that the general solver
// hands a board to when its first attempts do not finish it: boards near
// the density where Sudoku completion is hardest, such as 25x25 boards with
// one solution and 45% given, where search without learning proves the same
// dead ends again and again, and learning proves each once (NOTES.md,
// Choices: learner). It answers what Solve answers, the lexicographically
// first solution, and must compile with Go 1.16. It allocates as it learns.
// Judge files leave it out (tools/mkjudge): no judge asks such boards, and
// they must stay small. It must not read or print boards.
//
// The board is a Boolean formula over one variable per cell and symbol,
// x(i,d), "cell i holds symbol d+1", numbered v = i*side + d. Its clauses
// stay implicit, read off the shape:
//
//	cell    at least one symbol per cell   (cand: the cell's symbols not false)
//	unit    at least one place per symbol  (where: each unit's places of d not false)
//	binary  at most one: x(i,d) true makes x(i,e) and x(j,d) false
//	        for every other symbol e and every peer j
//
// and the clauses it learns are kept whole, two literals watched in each. A
// conflict is analysed back to its first unique implication point, the
// clause learnt is minimised (a literal whose reason's other literals are
// all in it goes), the search jumps back to where that clause asserts its
// literal, and decisions follow the variables of recent conflicts (VSIDS),
// restarting on the Luby sequence.
//
// The lexicographically first solution comes from a walk as in
// general.walk: a solution in hand (the witness); cell by cell in row-major
// order, a cell whose smallest symbol not yet proved impossible is the
// witness's takes it for good (at level 0); otherwise a search starts whose
// first decisions are the smallest symbols of that cell and the next three
// (learnSpan cells), and whose clauses learnt at level 0 remove the symbols
// that cannot be there. Every level-0 fact follows from the board and the
// cells fixed before, so the first solution agrees with them all, and the
// symbol a cell takes is the smallest one left.
//
// One-letter names: v, w variables; l a literal (v<<1, |1 when negated); i,
// j cells; d, e symbol indexes; u a unit; r a reason; at a learnt clause's
// offset in clauses; s the solver.

package main

import (
	"math/bits"
	"sort"
)

// newLearningGeneral returns the general solver with a learner. The learner
// is this file's solver, to hand the hardest boards to (general.learner).
// tools/mkjudge gives judge files newGeneral instead.
func newLearningGeneral() boardSolver { return &general{learner: new(clauseLearner)} }

// A reason says why a variable was assigned: r&3 its kind, r>>2 its datum.
const (
	byDecision = -1
	byBinary   = 0 // r>>2: the variable made true that excludes this one
	byCell     = 1 // r>>2: the cell whose other symbols are all false
	byUnit     = 2 // r>>2: u*side + d, symbol d's other places in unit u false
	byClause   = 3 // r>>2: a learnt clause (its offset in clauses)
)

// learnSpan is the number of cells a walk's question decides first, in
// row-major order: more than one cell a question takes far fewer conflicts
// in all, and more than four takes longer on the heaviest boards (NOTES.md,
// Choices: learnSpan).
const learnSpan = 4

const (
	learnWindow   = 16   // how far past the question's cell those may lie
	restartUnit   = 100  // conflicts per Luby step between restarts
	reduceFirst   = 2000 // conflicts before the first reduce
	reduceMore    = 300  // how much longer each interval is than the one before
	activityDecay = 0.95
)

// clauseLearner is the clause-learning solver, the general solver's
// learner. Its zero value is ready to use; it keeps its memory from board
// to board.
type clauseLearner struct {
	sh    *shape
	side  int
	val   []int8   // per literal: 0 unassigned, 1 true, -1 false
	level []int32  // per variable: the decision level of its assignment
	why   []int32  // per variable: its reason
	seen  []bool   // per variable: marked during conflict analysis
	cand  []uint32 // per cell: its symbols not false
	where []uint32 // per unit and symbol, u*side + d: the unit's places not false
	trail []int32  // the literals made true, in order
	lim   []int32  // the trail's length at each decision
	qhead int      // the trail's literals before it are propagated

	clauses  []int32     // the learnt clauses one after another: each its length, glue (0: never dropped), literals (see clauseHeader)
	stamp    []int32     // per decision level: the last clause glueOf met it in
	stamps   int32       // glueOf's calls
	reduceAt int         // the conflicts at which reduce runs next
	reduced  int         // reduce's runs
	watch    [][]watcher // per literal: the learnt clauses watching it
	learnt   []int32     // the clause under analysis
	stack    []int32     // scratch for antecedents

	act  []float64 // per variable: its activity
	inc  float64   // what a bump adds
	heap []int32   // the variables by activity, highest first
	hpos []int32   // per variable: its place in heap, or -1

	conflicts  int
	left, runs int // conflicts until the next restart; restarts made
	from, span int // the question's cell and how many cells it decides first
}

// A watcher is a learnt clause watching a literal (its offset in clauses,
// so that a visit reads one place), and another literal of it (its
// blocker): while the blocker is true the clause is not read.
type watcher struct{ at, block int32 }

// conflict is a clause all of whose literals are false: its reason r, and
// v, the variable it would have assigned, or -1.
type conflict struct{ r, v int32 }

// noConflict is what propagate returns when no clause is false. The rules
// propagate applies return it too.
func noConflict() conflict { return conflict{byDecision, -1} }

// lit returns the literal of variable v: v<<1, or v<<1|1 when negated.
func lit(v int32, neg bool) int32 {
	if neg {
		return v<<1 | 1
	}
	return v << 1
}

// value returns 1 if literal l is true, -1 if false, 0 if unassigned.
func (s *clauseLearner) value(l int32) int8 { return s.val[l] }

// solve returns the lexicographically first solution of a board. The board
// is of the shape (symbols 1..side, 0 blank); solve returns false if it has
// none.
func (s *clauseLearner) solve(sh *shape, cells []uint8) ([]uint8, bool) {
	if !s.load(sh, cells) || !s.search() {
		return nil, false
	}
	wit := make([]uint8, sh.size)
	s.model(wit)
	s.backjump(0)
	for i := 0; i < sh.size; {
		m := s.cand[i]
		d := bits.TrailingZeros32(m)
		switch {
		case m&(m-1) == 0: // placed at level 0
			i++
		case d == int(wit[i]):
			// Cannot fail: the witness is a solution with every level-0 fact.
			s.assign(lit(int32(i*s.side+d), false), byDecision)
			s.propagate()
			i++
		default:
			// The witness shows the board is solvable with the facts so
			// far, so this finds a solution, the new witness; failing
			// would be a bug, reported as no solution rather than a loop.
			s.from, s.span = i, learnSpan
			found := s.search()
			s.span = 0
			if !found {
				return nil, false
			}
			s.model(wit)
			s.backjump(0)
		}
	}
	for i := range wit {
		wit[i]++
	}
	return wit, true
}

// count returns the number of solutions of a board of the shape. It counts
// no further than limit: after each solution, a clause that some cell not
// fixed at level 0 differs from it.
func (s *clauseLearner) count(sh *shape, cells []uint8, limit int) int {
	if !s.load(sh, cells) {
		return 0
	}
	n := 0
	for n < limit && s.search() {
		n++
		block := s.learnt[:0]
		for _, l := range s.trail {
			if s.level[l>>1] > 0 && l&1 == 0 {
				block = append(block, l^1)
			}
		}
		s.learnt = block
		s.backjump(0)
		switch len(block) {
		case 0: // every cell fixed at level 0: no other solution
			return n
		case 1:
			s.assign(block[0], byDecision)
		default:
			s.record(block, 0)
		}
	}
	return n
}

// effort returns the conflicts of the last solve or count.
func (s *clauseLearner) effort() int { return s.conflicts }

// load resets the solver for the shape and assigns the givens. It assigns
// them at level 0, and reports false when two clash.
func (s *clauseLearner) load(sh *shape, cells []uint8) bool {
	s.reset(sh)
	for i, c := range cells {
		if c != 0 && !s.assign(lit(int32(i*s.side+int(c)-1), false), byDecision) {
			return false
		}
	}
	return true
}

// model writes each cell's symbol index in a full assignment to out.
func (s *clauseLearner) model(out []uint8) {
	for i := range out {
		out[i] = uint8(bits.TrailingZeros32(s.cand[i]))
	}
}

// reset sizes the solver for the shape and empties it.
func (s *clauseLearner) reset(sh *shape) {
	s.sh, s.side = sh, sh.side
	nv := sh.size * sh.side
	if cap(s.level) < nv {
		s.val, s.level, s.why = make([]int8, 2*nv), make([]int32, nv), make([]int32, nv)
		s.seen, s.watch = make([]bool, nv), make([][]watcher, 2*nv)
		s.act, s.hpos = make([]float64, nv), make([]int32, nv)
	}
	s.val, s.level, s.why, s.seen = s.val[:2*nv], s.level[:nv], s.why[:nv], s.seen[:nv]
	s.watch, s.act, s.hpos = s.watch[:2*nv], s.act[:nv], s.hpos[:nv]
	for v := range s.seen {
		s.seen[v] = false
	}
	for l := range s.watch {
		s.val[l], s.watch[l] = 0, s.watch[l][:0]
	}
	s.cand = refill(s.cand, sh.size, sh.full)
	s.where = refill(s.where, 3*sh.side*sh.side, sh.full)
	s.trail, s.lim, s.qhead = s.trail[:0], s.lim[:0], 0
	s.clauses = s.clauses[:0]
	s.reduceAt, s.reduced = reduceFirst, 0
	s.heap, s.inc = s.heap[:0], 1
	for v := range s.act {
		s.act[v], s.hpos[v] = 0, -1
		s.push(int32(v))
	}
	s.conflicts, s.runs, s.left, s.span = 0, 0, restartUnit, 0
}

// refill returns a of length n, every entry x.
func refill(a []uint32, n int, x uint32) []uint32 {
	if cap(a) < n {
		a = make([]uint32, n)
	}
	a = a[:n]
	for k := range a {
		a[k] = x
	}
	return a
}

// ---------------------------------------------------------------------------
// Propagate

// assign makes literal l true for reason r at the current level. It reports
// false when l is already false.
func (s *clauseLearner) assign(l, r int32) bool {
	v := l >> 1
	if x := s.val[l]; x != 0 {
		return x == 1
	}
	s.val[l], s.val[l^1] = 1, -1
	s.level[v], s.why[v] = int32(len(s.lim)), r
	s.trail = append(s.trail, l)
	if l&1 != 0 {
		s.mark(int(v)/s.side, uint(int(v)%s.side), false)
	}
	return true
}

// mark records that x(i,d) became false, or, undone, not false again. The
// cell's and its units' masks keep the record.
func (s *clauseLearner) mark(i int, d uint, undo bool) {
	for k, u := range s.sh.unitsOf[i] {
		w := &s.where[int(u)*s.side+int(d)]
		if undo {
			*w |= 1 << s.sh.at[i][k]
		} else {
			*w &^= 1 << s.sh.at[i][k]
		}
	}
	if undo {
		s.cand[i] |= 1 << d
	} else {
		s.cand[i] &^= 1 << d
	}
}

// propagate assigns every consequence of the trail. It returns the first
// clause found false, or noConflict().
func (s *clauseLearner) propagate() conflict {
	for s.qhead < len(s.trail) {
		l := s.trail[s.qhead]
		s.qhead++
		v := l >> 1
		i, d := int(v)/s.side, int(v)%s.side
		var c conflict
		if l&1 == 0 {
			c = s.spread(i, d, v)
		} else {
			c = s.lost(i, d)
		}
		if c.r == byDecision {
			c = s.watched(l ^ 1)
		}
		if c.r != byDecision {
			return c
		}
	}
	return noConflict()
}

// spread applies the binary clauses of x(i,d) = v, true. It makes x(i,e)
// false for the cell's other symbols e and x(j,d) false for its peers j.
func (s *clauseLearner) spread(i, d int, v int32) conflict {
	r := v<<2 | byBinary
	for m := s.cand[i] &^ (1 << uint(d)); m != 0; m &= m - 1 {
		if w := int32(i*s.side + bits.TrailingZeros32(m)); !s.assign(w<<1|1, r) {
			return conflict{r, w}
		}
	}
	bit := uint32(1) << uint(d)
	for _, j := range s.sh.peers[i] {
		if s.cand[j]&bit != 0 {
			if w := int32(int(j)*s.side + d); !s.assign(w<<1|1, r) {
				return conflict{r, w}
			}
		}
	}
	return noConflict()
}

// lost applies the at-least-one clauses x(i,d), now false, is in. They are
// the cell's (a symbol) and each of its units' (a place for d).
func (s *clauseLearner) lost(i, d int) conflict {
	if c := s.atLeastOne(s.cand[i], int32(i)<<2|byCell); c.r != byDecision {
		return c
	}
	for _, u := range s.sh.unitsOf[i] {
		ud := int(u)*s.side + d
		if c := s.atLeastOne(s.where[ud], int32(ud)<<2|byUnit); c.r != byDecision {
			return c
		}
	}
	return noConflict()
}

// atLeastOne applies the at-least-one clause r (byCell or byUnit). Its
// variables not false are m's bits: none left is a conflict, and the one
// left, if unassigned, is made true. Two or more left, the common case, is
// decided here, inline, as a call each time costs (NOTES.md, Choices:
// atLeastOne).
func (s *clauseLearner) atLeastOne(m uint32, r int32) conflict {
	if m&(m-1) != 0 {
		return noConflict()
	}
	return s.lastOne(m, r)
}

// lastOne is atLeastOne for a clause with one variable left or none.
func (s *clauseLearner) lastOne(m uint32, r int32) conflict {
	if m == 0 {
		return conflict{r, -1}
	}
	if w := s.member(r, bits.TrailingZeros32(m)); s.val[w<<1] == 0 {
		s.assign(w<<1, r)
	}
	return noConflict()
}

// member returns the variable at bit k of clause r's mask. The clause is an
// at-least-one clause, and the variable symbol k of the cell (byCell), or
// place k of the unit for its symbol (byUnit).
func (s *clauseLearner) member(r int32, k int) int32 {
	x := int(r >> 2)
	if r&3 == byCell {
		return int32(x*s.side + k)
	}
	u, d := x/s.side, x%s.side
	return int32(int(s.sh.units[u][k])*s.side + d)
}

// watched visits the learnt clauses watching literal f. The literal was
// just made false: each clause finds another literal not false to watch, or
// asserts its other watched literal, or is the conflict.
func (s *clauseLearner) watched(f int32) conflict {
	ws := s.watch[f]
	kept := ws[:0]
next:
	for n, w := range ws {
		if s.value(w.block) == 1 {
			kept = append(kept, w)
			continue
		}
		c := s.clause(w.at)
		if c[0] == f {
			c[0], c[1] = c[1], c[0]
		}
		if s.value(c[0]) == 1 {
			kept = append(kept, watcher{w.at, c[0]})
			continue
		}
		for x := 2; x < len(c); x++ {
			if s.value(c[x]) != -1 { // watch it instead of f
				c[1], c[x] = c[x], c[1]
				s.watch[c[1]] = append(s.watch[c[1]], watcher{w.at, c[0]})
				continue next
			}
		}
		kept = append(kept, watcher{w.at, c[0]})
		if !s.assign(c[0], w.at<<2|byClause) {
			s.watch[f] = append(kept, ws[n+1:]...)
			return conflict{w.at<<2 | byClause, -1}
		}
	}
	s.watch[f] = kept
	return noConflict()
}

// A learnt clause lies in clauses at its offset: its length, its glue,
// then its literals; the next clause follows them.
const (
	clauseLen    = 0  // the length's place after the offset
	clauseGlue   = 1  // the glue's place
	clauseHeader = 2  // the literals' place
	dropped      = -1 // the glue reduce gives a clause it drops
)

// clause returns the literals of the learnt clause at offset at.
func (s *clauseLearner) clause(at int32) []int32 { return literals(s.clauses, at) }

// literals returns the literals of the clause at offset at in clauses.
func literals(clauses []int32, at int32) []int32 {
	return clauses[at+clauseHeader : nextClause(clauses, at)]
}

// nextClause returns the offset of the clause after the one at offset at.
func nextClause(clauses []int32, at int32) int32 { return at + clauseHeader + clauses[at+clauseLen] }

// ---------------------------------------------------------------------------
// Search

// search looks for a solution from level 0. It runs until every variable is
// assigned (true: a solution, left assigned) or a conflict at level 0 shows
// there is none. While span is set, its first decisions are the smallest
// symbols of the first cells from from with more than one left (within
// learnWindow).
func (s *clauseLearner) search() bool {
	for {
		if c := s.propagate(); c.r != byDecision {
			if len(s.lim) == 0 {
				return false
			}
			s.conflicts++
			learnt, back := s.analyze(c)
			glue := s.glueOf(learnt)
			s.backjump(back)
			r := int32(byDecision)
			if len(learnt) > 1 {
				r = s.record(learnt, glue)
			}
			s.assign(learnt[0], r)
			s.inc /= activityDecay
			if s.left--; s.left <= 0 {
				s.runs++
				s.left = restartUnit * luby(s.runs)
				s.backjump(0)
				if s.conflicts >= s.reduceAt {
					s.reduce()
				}
			}
			continue
		}
		v := s.decision()
		if v < 0 {
			return true
		}
		s.lim = append(s.lim, int32(len(s.trail)))
		s.assign(v<<1, byDecision)
	}
}

// decision returns the variable to make true next. It returns -1 when all
// are assigned.
func (s *clauseLearner) decision() int32 {
	if len(s.lim) < s.span {
		i := s.from
		for i < len(s.cand) && s.cand[i]&(s.cand[i]-1) == 0 {
			i++
		}
		if i < len(s.cand) && (len(s.lim) == 0 || i < s.from+learnWindow) {
			return int32(i*s.side + bits.TrailingZeros32(s.cand[i]))
		}
	}
	for len(s.heap) > 0 {
		v := s.heap[0]
		s.pop()
		if s.val[v<<1] == 0 {
			return v
		}
	}
	return -1
}

// luby returns term x (from 0) of the Luby sequence. The sequence, 1 1 2 1
// 1 2 4 1 1 2 ..., is the restart schedule that is within a constant factor
// of the best for any distribution of run lengths.
func luby(x int) int {
	size, seq := 1, 0
	for size < x+1 {
		seq++
		size = 2*size + 1
	}
	for size-1 != x {
		size = (size - 1) >> 1
		seq--
		x %= size
	}
	return 1 << uint(seq)
}

// analyze returns the clause learnt from conflict c and a level. The clause
// is learnt at the first unique implication point: its first literal is the
// one it asserts, its second one of the highest level among the others; the
// level is the one to go back to.
func (s *clauseLearner) analyze(c conflict) ([]int32, int) {
	s.learnt = append(s.learnt[:0], 0)
	top := int32(len(s.lim))
	pending, idx := 0, len(s.trail)-1
	p := c.v
	vars := s.antecedents(c.r, p, s.stack[:0])
	if p >= 0 {
		vars = append(vars, p)
	}
	for {
		for _, q := range vars {
			if s.seen[q] || s.level[q] == 0 {
				continue
			}
			s.seen[q] = true
			s.bump(q)
			if s.level[q] == top {
				pending++
			} else {
				s.learnt = append(s.learnt, s.falsified(q))
			}
		}
		for !s.seen[s.trail[idx]>>1] {
			idx--
		}
		p = s.trail[idx] >> 1
		idx--
		s.seen[p] = false
		if pending--; pending == 0 {
			break
		}
		vars = s.antecedents(s.why[p], p, vars[:0])
	}
	s.stack = vars
	s.learnt[0] = s.falsified(p)
	s.minimize()
	back := 0
	for x := 1; x < len(s.learnt); x++ {
		if lv := int(s.level[s.learnt[x]>>1]); lv > back {
			back = lv
			s.learnt[1], s.learnt[x] = s.learnt[x], s.learnt[1]
		}
	}
	return s.learnt, back
}

// antecedents appends to out the variables of clause r other than v.
func (s *clauseLearner) antecedents(r, v int32, out []int32) []int32 {
	x := r >> 2
	switch r & 3 {
	case byBinary:
		return append(out, x)
	case byCell:
		for e := 0; e < s.side; e++ {
			if w := x*int32(s.side) + int32(e); w != v {
				out = append(out, w)
			}
		}
	case byUnit:
		u, d := int(x)/s.side, int(x)%s.side
		for _, j := range s.sh.units[u] {
			if w := int32(int(j)*s.side + d); w != v {
				out = append(out, w)
			}
		}
	case byClause:
		for _, l := range s.clause(x) {
			if l>>1 != v {
				out = append(out, l>>1)
			}
		}
	}
	return out
}

// falsified returns the false literal of the assigned variable v.
func (s *clauseLearner) falsified(v int32) int32 { return lit(v, s.val[v<<1] == 1) }

// minimize drops the redundant literals of the learnt clause. It drops each
// literal whose reason's other variables are all in the clause or fixed at
// level 0, and clears every mark analyze left. A literal dropped keeps its
// mark until the end, as the clause still implies it for the others' tests.
func (s *clauseLearner) minimize() {
	for x := 1; x < len(s.learnt); x++ {
		v := s.learnt[x] >> 1
		if r := s.why[v]; r != byDecision && s.implied(r, v) {
			s.learnt[x] = ^s.learnt[x]
		}
	}
	kept := 1
	for _, l := range s.learnt[1:] {
		if l >= 0 {
			s.learnt[kept] = l
			kept++
		} else {
			l = ^l
		}
		s.seen[l>>1] = false
	}
	s.learnt = s.learnt[:kept]
}

// implied reports whether every variable of reason r but v is marked. A
// variable fixed at level 0 counts as marked.
func (s *clauseLearner) implied(r, v int32) bool {
	s.stack = s.antecedents(r, v, s.stack[:0])
	for _, q := range s.stack {
		if !s.seen[q] && s.level[q] != 0 {
			return false
		}
	}
	return true
}

// backjump undoes every assignment above level lv.
func (s *clauseLearner) backjump(lv int) {
	if len(s.lim) <= lv {
		return
	}
	at := s.lim[lv]
	for x := len(s.trail) - 1; x >= int(at); x-- {
		l := s.trail[x]
		v := l >> 1
		s.val[l], s.val[l^1] = 0, 0
		s.push(v)
		if l&1 != 0 {
			s.mark(int(v)/s.side, uint(int(v)%s.side), true)
		}
	}
	s.trail, s.lim = s.trail[:at], s.lim[:lv]
	s.qhead = int(at)
}

// record keeps the learnt clause c and returns its reason. The clause has
// two literals or more and the given glue; record watches its first two.
func (s *clauseLearner) record(c []int32, glue int32) int32 {
	at := int32(len(s.clauses))
	s.clauses = append(append(s.clauses, int32(len(c)), glue), c...)
	s.watch[c[0]] = append(s.watch[c[0]], watcher{at, c[1]})
	s.watch[c[1]] = append(s.watch[c[1]], watcher{at, c[0]})
	return at<<2 | byClause
}

// glueOf returns the number of decision levels among c's literals. That is
// its "glue", or literal block distance: clauses of low glue link few
// decisions and are the ones worth keeping.
func (s *clauseLearner) glueOf(c []int32) int32 {
	s.stamps++
	for len(s.stamp) <= len(s.lim) {
		s.stamp = append(s.stamp, 0)
	}
	n := int32(0)
	for _, l := range c {
		if lv := s.level[l>>1]; s.stamp[lv] != s.stamps {
			s.stamp[lv] = s.stamps
			n++
		}
	}
	return n
}

// reduce drops half of the learnt clauses of glue above 2. It drops the
// highest glue (then the longest) first, and also those true at level 0; it
// must run at level 0, and runs after a restart once reduceFirst conflicts
// have passed, then reduceMore more each time, as Glucose does. Every kept
// clause loses its literals false at level 0 and is watched anew (a clause
// left with one literal makes it true), so clause offsets change: only
// variables of level 0 may still give a clause as their reason, and analyze
// never reads those. Without it, visiting the watched clauses is most of
// the learner's time; with it, more conflicts but shorter watch lists, less
// time and memory (NOTES.md, Choices: reduce).
func (s *clauseLearner) reduce() {
	s.reduced++
	s.reduceAt = s.conflicts + reduceFirst + reduceMore*s.reduced
	old := s.clauses
	var ranked []int32 // the offsets of the clauses that may go
	for at := int32(0); at < int32(len(old)); at = nextClause(old, at) {
		if old[at+clauseGlue] > 2 {
			ranked = append(ranked, at)
		}
	}
	sort.Slice(ranked, func(a, b int) bool {
		x, y := old[ranked[a]:], old[ranked[b]:]
		if x[clauseGlue] != y[clauseGlue] {
			return x[clauseGlue] > y[clauseGlue]
		}
		return x[clauseLen] > y[clauseLen] // the longer first
	})
	for _, at := range ranked[:len(ranked)/2] {
		old[at+clauseGlue] = dropped
	}
	s.clauses = nil
	for l := range s.watch {
		s.watch[l] = s.watch[l][:0]
	}
	for at := int32(0); at < int32(len(old)); at = nextClause(old, at) {
		if old[at+clauseGlue] == dropped {
			continue
		}
		c := s.learnt[:0]
		satisfied := false
		for _, l := range literals(old, at) {
			switch s.value(l) {
			case 1:
				satisfied = true
			case 0:
				c = append(c, l)
			}
		}
		s.learnt = c
		switch {
		case satisfied:
		case len(c) == 1:
			s.assign(c[0], byDecision)
		case len(c) > 1:
			s.record(c, old[at+clauseGlue])
		}
	}
}

// ---------------------------------------------------------------------------
// Activity: the variables of recent conflicts are decided first (VSIDS),
// kept in a binary heap.

// bump raises v's activity, rescaling all when it grows too large.
func (s *clauseLearner) bump(v int32) {
	if s.act[v] += s.inc; s.act[v] > 1e100 {
		for w := range s.act {
			s.act[w] *= 1e-100
		}
		s.inc *= 1e-100
	}
	if p := s.hpos[v]; p >= 0 {
		s.up(p)
	}
}

// push puts v in the heap if it is not there.
func (s *clauseLearner) push(v int32) {
	if s.hpos[v] >= 0 {
		return
	}
	s.hpos[v] = int32(len(s.heap))
	s.heap = append(s.heap, v)
	s.up(s.hpos[v])
}

// pop takes the heap's top away.
func (s *clauseLearner) pop() {
	top, last := s.heap[0], s.heap[len(s.heap)-1]
	s.heap = s.heap[:len(s.heap)-1]
	s.hpos[top] = -1
	if len(s.heap) > 0 {
		s.heap[0], s.hpos[last] = last, 0
		s.down(0)
	}
}

// up moves the heap's entry at p up to its place.
func (s *clauseLearner) up(p int32) {
	v := s.heap[p]
	for p > 0 {
		q := (p - 1) / 2
		if s.act[s.heap[q]] >= s.act[v] {
			break
		}
		s.heap[p], s.hpos[s.heap[q]] = s.heap[q], p
		p = q
	}
	s.heap[p], s.hpos[v] = v, p
}

// down moves the heap's entry at p down to its place.
func (s *clauseLearner) down(p int32) {
	v, n := s.heap[p], int32(len(s.heap))
	for {
		c := 2*p + 1
		if c >= n {
			break
		}
		if c+1 < n && s.act[s.heap[c+1]] > s.act[s.heap[c]] {
			c++
		}
		if s.act[s.heap[c]] <= s.act[v] {
			break
		}
		s.heap[p], s.hpos[s.heap[c]] = s.heap[c], p
		p = c
	}
	s.heap[p], s.hpos[v] = v, p
}
