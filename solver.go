// solver.go holds the solver: propagate and search, Board in, Board out.
// It must not read, print or know about forms; it does no I/O, no
// allocation per search node, and keeps no mutable globals. It must compile
// with Go 1.16 (judges run old compilers): no generics, no min/max
// builtins, no newer library calls.
//
// Glossary
//
//	cell       one of the 81 squares, numbered 0..80 row by row.
//	unit       a row, a column or a 3x3 box: nine cells that hold 1..9 once each.
//	peer       a cell that shares a unit with another cell (20 per cell).
//	band       three consecutive rows: rows 0-2, 3-5, 6-8. A stack is three
//	           consecutive columns.
//	band word  a uint32 with one bit per cell of a band: bit 9*(row%3)+col,
//	           so cell i is bit i%27 of band i/27. In octal each digit is a
//	           mini-row of three cells, and each group of three is a row:
//	           0o000_000_777 is the band's first row, 0o007_007_007 its first
//	           box, 0o001_001_001 its first column.
//	segment    the three cells where one row of a band crosses one box
//	           (a mini-row). A band has nine segments.
//	candidate  a digit that a cell may still hold. The solver stores them
//	           per digit and band: cand[b][d] is the band word of the cells
//	           of band b that may hold digit d+1. A placed digit keeps its
//	           bit, so every row, column and box of every digit always holds
//	           at least one bit; an empty one is a contradiction. This layout
//	           (a word per digit and band, the digit's rules as lookups on
//	           it) comes from JCZSolve, named for JasonLion, champagne and
//	           zhouyundong_2012 of the Sudoku Players' Forum.
//
// One-letter names, the same in every function:
//
//	b  a band, 0..2          d  a digit index 0..8, for the digit d+1
//	p  a bit of a band word, 0..26: row p/9 of the band, column p%9
//	m  a band word (a set of cells of one band)
//	g  a grid: one search node        s  the Solver, or a set being walked
//
// Board index diagram (cell numbers; band b holds cells 27b..27b+26):
//
//	 0  1  2 |  3  4  5 |  6  7  8
//	 9 10 11 | 12 13 14 | 15 16 17     band 0
//	18 19 20 | 21 22 23 | 24 25 26
//	---------+----------+---------
//	27 28 29 | 30 31 32 | 33 34 35
//	36 37 38 | 39 40 41 | 42 43 44     band 1
//	45 46 47 | 48 49 50 | 51 52 53
//	---------+----------+---------
//	54 55 56 | 57 58 59 | 60 61 62
//	63 64 65 | 66 67 68 | 69 70 71     band 2
//	72 73 74 | 75 76 77 | 78 79 80
//
// Data flows load -> propagate -> search -> solution: a Board (digits, 0 for
// blank) is loaded into a grid of candidate band words (clashing givens
// fail here), propagated (naked singles, hidden singles, locked
// candidates), and searched. The answer is always the lexicographically
// first solution, the one the plain row-major backtracking finds: the
// search first branches on the first empty cell, digits in increasing
// order, like the plain version, with propagation after every guess
// cutting the tree to a few nodes. A board that needs more guesses than
// that is searched most constrained cell first, with a bound that keeps
// only solutions smaller than the best found so far (see Solver).

package main

import (
	"encoding/binary"
	"math/bits"
)

// ---------------------------------------------------------------------------
// Propagate: the candidate grid and its constraint propagation

// Band words (see the glossary: one octal digit per mini-row).
const (
	bandFull = 0o777_777_777 // every cell of a band
	row0     = 0o000_000_777 // its first row; also a band folded onto its columns
	box0     = 0o007_007_007 // its first box
	col0     = 0o001_001_001 // its first column
)

// grid is one search node. It is a plain value: branching copies it.
type grid struct {
	cand     [3][9]uint32 // cand[b][d]: cells of band b that may hold digit d+1
	unsolved [3]uint32    // cells of each band that hold no digit yet
	dirty    uint32       // bit d: digit d+1 lost candidates since its rules last ran
}

// tables holds the read-only lookup tables the hot path indexes.
type tables struct {
	// keep maps the nine segments of one digit in one band (bit 3*box+row,
	// as segments gathers them) to the cells still possible. The digit
	// lies in the band as a permutation: one segment per row and per box,
	// so only segments that belong to a permutation inside the set survive.
	// This one lookup does locked candidates (pointing and claiming) and
	// finds the band contradictions: keep is 0 when some row or box of the
	// band is empty.
	keep [512]uint32
	// perm is keep before expansion to cells: the segments (bit 3*i+j)
	// that lie on a permutation inside the set, whichever of i and j is
	// the row, as a permutation transposed is one. The same rule holds for
	// a stack, with bands for rows and columns for boxes.
	perm [512]uint32
	// peers[p] is every cell of the band that shares a row or a box with
	// bit p, p itself excluded.
	peers [27]uint32
	// col[p] is the column of bit p, in any band.
	col [27]uint32
	// spread[x] has bit i of x in the lowest bit of byte i.
	spread [256]uint64
}

var tab tables // read-only after init

// init fills the lookup tables before any board is solved.
func init() { tab.fill() }

// fill computes the tables in place. It makes one pass over the 512 segment
// sets, each tested against the six permutations, and builds spread from
// its own smaller entries. A process answering one board spends much of its
// own time here, so the cheapest way to build them is the one kept
// (NOTES.md, Choices: fill).
func (t *tables) fill() {
	var segSets, cellSets [6]uint32 // each permutation, as segments and as cells
	perms := [6][3]uint{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for k, p := range perms {
		for row, box := range p {
			seg := 3*uint(row) + box
			segSets[k] |= 1 << seg
			cellSets[k] |= 7 << (9*box + 3*uint(row)) // in keep's index bit seg is band row box of box row
		}
	}
	for s := uint32(0); s < 512; s++ {
		for k, m := range segSets {
			if s&m == m {
				t.perm[s] |= m
				t.keep[s] |= cellSets[k]
			}
		}
	}
	for x := 1; x < 256; x++ {
		t.spread[x] = t.spread[x>>1]<<8 | uint64(x&1)
	}
	for p := uint(0); p < 27; p++ {
		row, box := p/9, p%9/3
		t.peers[p] = (row0<<(9*row) | box0<<(3*box)) &^ (1 << p)
		t.col[p] = col0 << (p % 9)
	}
}

// segments returns the nine-bit segment set of a band word, bit 3*box+row.
// A segment's first bit gathers its three (occ), and one multiply moves the
// nine first bits under each other without a carry: the shifts 0, 8 and 16
// bring rows 0, 1 and 2 to bits 0, 1 and 2 of each box's group of three,
// and every other product lands outside them.
func segments(m uint32) uint32 {
	occ := (m | m>>1 | m>>2) & 0o111_111_111
	return occ * 0x10101 >> 16 & 511
}

// load sets up the grid for a board. It fails if two givens clash or a cell
// holds no digit 0..9. It leaves the grid as placing each given in turn
// (place) would, but digit by digit, which costs less: a digit's candidates
// are its givens and the cells that are neither their peers nor givens. The
// givens are sorted by value (at[v]) once givens has found them eight cells
// at a time, rather than in a loop over all 81 cells, for the same reason
// (NOTES.md, Choices: load).
func (g *grid) load(board *Board) bool {
	given, ok := givens(board)
	if !ok {
		return false
	}
	var at [10][3]uint32 // at[v]: the cells that hold v, 0 for blank
	for b := 0; b < 3; b++ {
		at[0][b] = bandFull &^ given[b]
		for m := given[b]; m != 0; m &= m - 1 {
			p := bits.TrailingZeros32(m)
			at[board[27*b+p]][b] |= 1 << uint(p)
		}
	}
	for d := 0; d < 9; d++ {
		var cols uint32 // the columns of d's givens, in any band
		var out [3]uint32
		for b := 0; b < 3; b++ {
			for m := at[d+1][b]; m != 0; m &= m - 1 {
				p := uint(bits.TrailingZeros32(m))
				if (out[b]|cols)>>p&1 != 0 {
					return false // a peer given of the same digit
				}
				out[b] |= tab.peers[p]
				cols |= tab.col[p]
			}
		}
		for b := 0; b < 3; b++ {
			g.cand[b][d] = at[0][b]&^(out[b]|cols) | at[d+1][b]
		}
	}
	g.dirty = 1<<9 - 1 // every digit
	g.unsolved = at[0]
	return true
}

// givens returns the band words of board's cells that hold a digit. It
// reads eight cells at a time: adding 0x7f to a byte 0..9 sets its top bit
// unless the byte is 0, and a multiply gathers the eight top bits into a
// byte. ok is false when a cell holds more than 9: adding 0x76 sets the top
// bit of a byte 10..127, and one of 128 or more has its own.
func givens(board *Board) (given [3]uint32, ok bool) {
	const tops = 0x8080808080808080
	var lo, hi, bad uint64 // cells 0..63 and 64..80, one bit each
	for k := 0; k < 10; k++ {
		x := binary.LittleEndian.Uint64(board[8*k:])
		bad |= (x | (x + 0x7676767676767676)) & tops
		nz := ((x + 0x7f7f7f7f7f7f7f7f) & tops >> 7 * 0x0102040810204080) >> 56
		if k < 8 {
			lo |= nz << (8 * uint(k))
		} else {
			hi |= nz << (8 * uint(k-8))
		}
	}
	last := uint64(board[80])
	bad |= (last | (last + 0x76)) & 0x80
	hi |= (last + 0x7f) >> 7 << 16
	given[0] = uint32(lo) & bandFull
	given[1] = uint32(lo>>27) & bandFull
	given[2] = uint32(lo>>54|hi<<10) & bandFull
	return given, bad == 0
}

// place puts digit d in bit p of band b and removes it from the peers.
// It fails when d is no longer a candidate there: a single found earlier
// in the same pass has since been ruled out, a contradiction.
func (g *grid) place(d, b int, p uint) bool {
	bit := uint32(1) << p
	band := &g.cand[b]
	if band[d]&bit == 0 {
		return false
	}
	if g.unsolved[b]&bit == 0 {
		return true // placed already, by another unit that found the same single
	}
	g.unsolved[b] &^= bit
	own := band[d] &^ tab.peers[p]
	// Unrolled: this is the hottest loop of the solver. Every digit that
	// had p as a candidate (d among them) goes on the work list: that is
	// g.digits(b, p) written out, as the compiler does not inline it here
	// and the call costs (NOTES.md, Choices: place).
	g.dirty |= band[0]>>p&1 | band[1]>>p&1<<1 | band[2]>>p&1<<2 |
		band[3]>>p&1<<3 | band[4]>>p&1<<4 | band[5]>>p&1<<5 |
		band[6]>>p&1<<6 | band[7]>>p&1<<7 | band[8]>>p&1<<8
	band[0] &^= bit
	band[1] &^= bit
	band[2] &^= bit
	band[3] &^= bit
	band[4] &^= bit
	band[5] &^= bit
	band[6] &^= bit
	band[7] &^= bit
	band[8] &^= bit
	col := tab.col[p]
	g.cand[0][d] &^= col
	g.cand[1][d] &^= col
	g.cand[2][d] &^= col
	band[d] = own
	return true
}

// placeSingle is place for a naked single. The single is a cell whose one
// candidate was digit d: no other digit loses a candidate there, nor goes
// on the work list, which saves work on every board (NOTES.md, Choices:
// placeSingle).
func (g *grid) placeSingle(d, b int, p uint) bool {
	bit := uint32(1) << p
	if g.cand[b][d]&bit == 0 {
		return false // a single placed earlier in the pass took d from this cell
	}
	g.unsolved[b] &^= bit
	g.dirty |= 1 << uint(d)
	own := g.cand[b][d] &^ tab.peers[p]
	col := tab.col[p]
	g.cand[0][d] &^= col
	g.cand[1][d] &^= col
	g.cand[2][d] &^= col
	g.cand[b][d] = own
	return true
}

// count2 adds candidate word m to a bit-sliced count. The count saturates
// at two: one holds the cells seen at least once, two at least twice.
func count2(one, two, m uint32) (uint32, uint32) {
	return one | m, two | one&m
}

// alone returns x if it has at most one bit, else 0.
func alone(x uint32) uint32 {
	if x&(x-1) == 0 {
		return x
	}
	return 0
}

// singleBoxes returns the cells of band word m alone in their box.
func singleBoxes(m uint32) uint32 {
	return alone(m&box0) | alone(m&(box0<<3)) | alone(m&(box0<<6))
}

// propagate applies the rules until nothing changes. It returns false on a
// contradiction: a cell without candidates, a unit without a place for a
// digit, or two singles that exclude each other.
func (g *grid) propagate() bool {
	// Nothing changed since the grid was last propagated: every removal of
	// a candidate marks its digit dirty, and propagate returns with dirty
	// empty only when a pass of naked singles found none. The search's
	// first node is such a grid, the root Solve and Count propagated.
	if g.dirty == 0 {
		return true
	}
	for {
		if !g.nakedSingles() {
			return false
		}
		// Digits that lost candidates since their rules last ran. A full
		// board needs none: each digit went only where it was still a
		// candidate, so no unit holds it twice; stopping there saves boards
		// solved by propagation alone a third of their rules (NOTES.md,
		// Choices: propagate).
		work := g.dirty
		if work == 0 || g.unsolved == [3]uint32{} {
			return true
		}
		g.dirty = 0
		if !g.digitRules(work) {
			return false
		}
	}
}

// nakedSingles places every cell that has one candidate left. It fails on
// a cell with none.
func (g *grid) nakedSingles() bool {
	for b := 0; b < 3; b++ {
		// Count each cell's candidates bit-sliced, saturating at two.
		// Unrolled by hand: faster than a loop (NOTES.md, Choices:
		// nakedSingles).
		c := &g.cand[b]
		one, two := c[0], uint32(0) // cells with one or more, two or more candidates
		one, two = count2(one, two, c[1])
		one, two = count2(one, two, c[2])
		one, two = count2(one, two, c[3])
		one, two = count2(one, two, c[4])
		one, two = count2(one, two, c[5])
		one, two = count2(one, two, c[6])
		one, two = count2(one, two, c[7])
		one, two = count2(one, two, c[8])
		if g.unsolved[b]&^one != 0 {
			return false // a cell with no candidate
		}
		ns := g.unsolved[b] & one &^ two
		if ns == 0 {
			continue
		}
		// The digit index of each single, bit by bit: plane i holds the
		// cells whose candidates include a digit index with bit i set.
		p0 := c[1] | c[3] | c[5] | c[7]
		p1 := c[2] | c[3] | c[6] | c[7]
		p2 := c[4] | c[5] | c[6] | c[7]
		for ; ns != 0; ns &= ns - 1 {
			p := uint(bits.TrailingZeros32(ns))
			d := int(p0>>p&1 | p1>>p&1<<1 | p2>>p&1<<2 | c[8]>>p&1<<3)
			if !g.placeSingle(d, b, p) {
				return false
			}
		}
	}
	return true
}

// digitRules applies the rules of each digit in the set work. The set has
// bit d for digit d+1, and each digit's rules run across the board: locked
// candidates and emptiness in bands and in stacks, then hidden singles. It
// fails when some row, column or box has no place left for a digit. It is
// one call for the whole set, as a call per digit costs more instructions
// than the rules written inline (NOTES.md, Choices: digitRules).
func (g *grid) digitRules(work uint32) bool {
	for ; work != 0; work &= work - 1 {
		d := bits.TrailingZeros32(work)
		// A digit placed in all nine of its cells has no rule left to
		// apply; placing it marked it dirty all the same, and about one
		// digit in eight that comes here is such a one (NOTES.md, Choices:
		// digitRules). Fewer than nine is a contradiction the rules find.
		w0, w1, w2 := g.cand[0][d], g.cand[1][d], g.cand[2][d] // the digit's band words
		if w0&g.unsolved[0]|w1&g.unsolved[1]|w2&g.unsolved[2] == 0 &&
			bits.OnesCount64(uint64(w0)<<32|uint64(w1))+bits.OnesCount32(w2) == 9 {
			continue
		}
		// Bands: the digit's segments must hold a permutation (tables.keep).
		m0 := w0 & tab.keep[segments(w0)]
		m1 := w1 & tab.keep[segments(w1)]
		m2 := w2 & tab.keep[segments(w2)]
		if m0 == 0 || m1 == 0 || m2 == 0 {
			return false
		}

		// Stacks: fold each band onto its nine columns; in each stack the
		// digit's mini-columns must form a permutation too (locked candidates
		// along columns, and empty columns or boxes).
		f0 := (m0 | m0>>9 | m0>>18) & row0
		f1 := (m1 | m1>>9 | m1>>18) & row0
		f2 := (m2 | m2>>9 | m2>>18) & row0
		i0 := (f0&7 | f1&7<<3 | f2&7<<6) & 511
		i1 := (f0>>3&7 | f1>>3&7<<3 | f2>>3&7<<6) & 511
		i2 := (f0>>6&7 | f1>>6&7<<3 | f2>>6&7<<6) & 511
		s0, s1, s2 := tab.perm[i0], tab.perm[i1], tab.perm[i2]
		if s0 == 0 || s1 == 0 || s2 == 0 {
			return false
		}
		if s0 != i0 || s1 != i1 || s2 != i2 { // rarely: unfold only then
			c0 := s0&7 | s1&7<<3 | s2&7<<6
			c1 := s0>>3&7 | s1>>3&7<<3 | s2>>3&7<<6
			c2 := s0>>6 | s1>>6<<3 | s2>>6<<6
			m0 &= c0 | c0<<9 | c0<<18
			m1 &= c1 | c1<<9 | c1<<18
			m2 &= c2 | c2<<9 | c2<<18
			g.dirty |= 1 << uint(d) // the bands may lock further
		}
		g.cand[0][d], g.cand[1][d], g.cand[2][d] = m0, m1, m2

		// Hidden singles: alone in a box, not yet placed. A cell alone in
		// its row or column needs no test of its own: the band rule (keep)
		// confines the digit to that row in the cell's box, the stack rule
		// to that column, and the cell is then alone in its box. Testing
		// rows and columns too makes the same guesses in more time
		// (NOTES.md, Choices: hidden singles).
		h0 := singleBoxes(m0) & g.unsolved[0]
		h1 := singleBoxes(m1) & g.unsolved[1]
		h2 := singleBoxes(m2) & g.unsolved[2]
		if !g.placeAll(d, 0, h0) || !g.placeAll(d, 1, h1) || !g.placeAll(d, 2, h2) {
			return false
		}
	}
	return true
}

// placeAll places digit d in every cell of set s of band b.
func (g *grid) placeAll(d, b int, s uint32) bool {
	for ; s != 0; s &= s - 1 {
		if !g.place(d, b, uint(bits.TrailingZeros32(s))) {
			return false
		}
	}
	return true
}

// digits returns the candidates of bit p of band b. Bit d is digit d+1.
func (g *grid) digits(b int, p uint) uint32 {
	c := &g.cand[b]
	return c[0]>>p&1 | c[1]>>p&1<<1 | c[2]>>p&1<<2 |
		c[3]>>p&1<<3 | c[4]>>p&1<<4 | c[5]>>p&1<<5 |
		c[6]>>p&1<<6 | c[7]>>p&1<<7 | c[8]>>p&1<<8
}

// hall checks Hall's condition by a matching (see matching.go). It reports
// whether each unit can give its nine digits nine distinct cells among
// their candidates. The band and stack rules look at one digit at a time; a
// matching weighs all nine at once, and so proves at the root boards such
// as Norvig's "impossible" one, whose givens clash nowhere, that the search
// otherwise refutes in over a million guesses. It costs more than most
// boards take, so Solve and Count call it on the root once a board has
// taken hallAfter guesses, and nowhere else (NOTES.md, Choices: hall).
func (g *grid) hall() bool {
	var owner [32]int8
	for b := uint(0); b < 3; b++ {
		for k := uint(0); k < 3; k++ { // row k and box k of band b
			var row, box [9]uint32 // each digit's places, one bit per cell
			for d, m := range g.cand[b] {
				row[d] = m >> (9 * k) & 0o777
				box[d] = m>>(3*k)&7 | m>>(9+3*k)&7<<3 | m>>(18+3*k)&7<<6
			}
			if match(row[:], &owner) != 0 || match(box[:], &owner) != 0 {
				return false
			}
		}
	}
	for c := uint(0); c < 9; c++ {
		var col [9]uint32
		for d := range col {
			for b := uint(0); b < 3; b++ {
				m := g.cand[b][d] >> c
				col[d] |= (m&1 | m>>9&1<<1 | m>>18&1<<2) << (3 * b)
			}
		}
		if match(col[:], &owner) != 0 {
			return false
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Search

// Solver searches boards (capital: see Board). Its zero value is ready to
// use; reuse one Solver for many boards to avoid allocation. A Solver is
// not safe for concurrent use: give each goroutine its own (a copy of one
// that has searched shares its search nodes).
type Solver struct {
	stack   *[82]grid    // one node per search depth; each guess fills a cell
	root    grid         // the board as loaded, before any search
	first   [3][9]uint32 // the first solution found; when bounding, the smallest so far
	count   int          // solutions found so far
	limit   int          // stop when count reaches it
	order   order        // the attempt's search order
	budget  int          // guesses left to this attempt; below 0, it gave up
	Guesses int          // guesses made since the Solver was created
	hallAt  int          // the guess (Guesses) at which to check the root's Hall's condition
	none    bool         // that check proved the board has no solution
}

// Two search orders, each good where the other is weak:
//
//   - row-major: branch on the first empty cell, digits in increasing order,
//     as the plain backtracking does. The first solution found is the
//     lexicographically first: propagation only removes candidates that no
//     solution uses, so it never changes which solution comes first. Boards
//     with many solutions, and most easy ones, finish in a few guesses.
//   - branch and bound: branch on the most constrained cell, wherever it is.
//     Its first solution is just some solution; from then on every node
//     also loses the candidates that could only lead to larger solutions
//     (bound), so each solution found is smaller than the last, and when the
//     tree is done the last one is the first solution. On hard boards with
//     one solution it needs a fraction of row-major's guesses, as proving
//     that a guess fails is what costs, and the most constrained cell fails
//     soonest.
//
// Solve runs row-major with a small budget, then branch and bound until it
// finishes or finds a second solution; with two in hand it walks from the
// smaller (walk: a probe per digit below it, cell by cell). Whatever is
// left runs both orders in turn with budgets growing fourfold, so a board
// built against one order costs at most a few times what the other needs.
const (
	quickBudget  = 16   // guesses for the first row-major attempt
	boundBudget  = 2048 // for the first branch and bound
	roundsBudget = 2048 // the fallback rounds start here
	maxInt       = int(^uint(0) >> 1)
)

// A board with 17 cells or fewer placed after propagation (sparse or more
// cells empty) mostly has many solutions, row-major's ground: its first
// attempt gets sparseQuick times quickBudget (NOTES.md, Choices:
// sparseQuick).
const (
	sparse      = 64
	sparseQuick = 16
)

// Solve finds the lexicographically first solution of board. That is the
// one whose 81 digits, read row by row, form the smallest number. It
// reports false if board has no solution (clashing givens included).
func (s *Solver) Solve(board *Board) (Board, bool) {
	return s.solveWithin(board, budgets{quickBudget, boundBudget, roundsBudget})
}

// budgets are the guesses Solve's attempts start with: the first row-major
// one, the first branch and bound, and the fallback rounds.
type budgets struct{ quick, bound, rounds int }

// solveWithin is Solve with the given budgets. The tests shrink them to run
// every fallback.
func (s *Solver) solveWithin(board *Board, start budgets) (Board, bool) {
	if !s.root.load(board) || !s.root.propagate() {
		return Board{}, false
	}
	if s.root.unsolved == [3]uint32{} { // solved by propagation, as most easy boards are
		// (NOTES.md, Choices: solveWithin)
		s.first = s.root.cand
		return s.solution(), true
	}
	thin := s.startHall()
	quick := start.quick
	if thin {
		quick *= sparseQuick
	}
	done := s.attempt(&s.root, rowMajor, 1, quick)
	if !done {
		// The root's node has lost the digits whose guesses failed in
		// full and placed the ones forced after them: facts of the board.
		s.root = s.stack[0]
		done = s.attempt(&s.root, bounded, 2, start.bound) && s.count < 2
		if !done && s.count == 2 {
			done = s.walk(start.rounds)
		}
	}
	for budget := start.rounds; !done && !s.none; budget *= 4 {
		done = s.attempt(&s.root, rowMajor, 1, budget) || s.attempt(&s.root, bounded, maxInt, budget)
	}
	if s.count == 0 || s.none {
		return Board{}, false
	}
	return s.solution(), true
}

// walk finds the lexicographically first solution from a witness. The board
// has several solutions, and s.first is one of them (the witness): cell by
// cell in row-major order walk asks whether a digit below the witness's can
// go there (probe); the first that can brings a new witness, one that
// cannot is dropped from the cell, and the cell then takes the witness's
// digit. A probe that row-major search finishes ends the walk: the cells
// before hold the answer's digits, this one the smallest it can, and
// row-major finds the first solution below them. It reports false if that
// took over budget guesses.
//
// Row-major search fails on such boards when an early cell's digit leaves
// no solution far below it, and branch and bound when each solution it
// finds lowers only a late cell; walking from a solution costs fewer
// guesses than the fallback rounds on the boards that come here (NOTES.md,
// Choices: Solver.walk).
func (s *Solver) walk(budget int) bool {
	end := s.Guesses + budget
	wit, g := grid{cand: s.first}, s.root // the witness: one solution's digits
	for b, p, ok := g.firstEmpty(); ok; b, p, ok = g.firstEmpty() {
		wd := bits.TrailingZeros32(wit.digits(b, p))
		for ds := g.digits(b, p) & (1<<uint(wd) - 1); ds != 0; ds &= ds - 1 {
			if s.Guesses > end {
				return false
			}
			d := bits.TrailingZeros32(ds)
			probe := g
			probe.place(d, b, p)
			if s.attempt(&probe, rowMajor, 1, probeBudget) {
				if s.count > 0 {
					return true // the first solution below the smallest digit that can go here
				}
			} else if !s.attempt(&probe, constrained, 1, end-s.Guesses) {
				return false
			}
			if s.count > 0 {
				wit.cand, wd = s.first, d
				break
			}
			g.cand[b][d] &^= 1 << p
			g.dirty |= 1 << uint(d)
		}
		g.place(wd, b, p)
		g.propagate() // cannot fail: the witness is a solution of g
	}
	s.first, s.count = wit.cand, 1
	return true
}

// probeBudget is the row-major search a probe of walk gets: enough for most
// probes to finish, few enough that those that cannot cost little
// (NOTES.md, Choices: probeBudget).
const probeBudget = 32

// countQuick is how many row-major guesses Count gives a sparse board
// before its usual order, as such a board mostly has many solutions
// (NOTES.md, Choices: countQuick).
const countQuick = 32

// denseCount is the most blanks a board may have for Count to try
// row-major order first too (countQuick guesses): a board with 28 givens
// or more mostly finishes in it with about as many guesses as in the
// constrained order, without the cost of scoring the cells to branch on
// (NOTES.md, "Counting serg against tdoku").
const denseCount = 81 - 28

// hallAfter is how many guesses a board may take before the root's Hall's
// condition is checked (grid.hall), once per Solve or Count; a sparse board
// twice as many, as most of them solve in 16 to 32 guesses and the check
// would be much of their time. Fewer costs the boards that never need the
// check; more costs the boards it proves impossible (NOTES.md, Choices:
// hallAfter).
const hallAfter = 24

// startHall arms that check for the board in s.root. It also reports
// whether the root is sparse (thin), which Solve and Count go by too.
func (s *Solver) startHall() (thin bool) {
	thin = s.root.empty() >= sparse
	after := hallAfter
	if thin {
		after *= 2
	}
	s.hallAt, s.none = s.Guesses+after, false
	return thin
}

// empty returns the number of empty cells of g.
func (g *grid) empty() int {
	return bits.OnesCount32(g.unsolved[0]) + bits.OnesCount32(g.unsolved[1]) + bits.OnesCount32(g.unsolved[2])
}

// solution returns the solution kept in s.first as a Board. It writes the
// digits' values bit by bit: plane i holds the cells whose value has bit i
// set, and tab.spread turns eight cells of a plane into eight bytes at
// once, much faster than a loop over each digit's cells (NOTES.md, Choices:
// solution).
func (s *Solver) solution() Board {
	var out [88]byte // the 81 cells, and room for the last word's spill
	for b, c := range &s.first {
		p0 := c[0] | c[2] | c[4] | c[6] | c[8] // values 1, 3, 5, 7, 9
		p1 := c[1] | c[2] | c[5] | c[6]
		p2 := c[3] | c[4] | c[5] | c[6]
		p3 := c[7] | c[8]
		for k := uint(0); k < 27; k += 8 { // the next band overwrites the spill
			binary.LittleEndian.PutUint64(out[27*b+int(k):], tab.spread[p0>>k&255]|
				tab.spread[p1>>k&255]<<1|tab.spread[p2>>k&255]<<2|tab.spread[p3>>k&255]<<3)
		}
	}
	var board Board
	copy(board[:], out[:])
	return board
}

// Count returns the number of solutions of board. It counts no further than
// limit.
func (s *Solver) Count(board *Board, limit int) int {
	return s.countWithin(board, limit, roundsBudget)
}

// countWithin is Count with the given first budget.
func (s *Solver) countWithin(board *Board, limit, start int) int {
	if limit <= 0 || !s.root.load(board) {
		return 0
	}
	dense := s.root.empty() <= denseCount // the givens alone placed
	if !s.root.propagate() {
		return 0
	}
	// Counting visits the whole tree unless it reaches the limit: most
	// constrained first is the better order for that, row-major the fallback
	// (and the first try on a sparse or a dense board: countQuick,
	// denseCount).
	thin := s.startHall()
	done := (thin || dense) && s.attempt(&s.root, rowMajor, limit, countQuick)
	for budget := start; !done; budget *= 4 {
		done = s.attempt(&s.root, constrained, limit, budget) || s.attempt(&s.root, rowMajor, limit, budget)
	}
	if s.none {
		return 0
	}
	return s.count
}

// order is a search order.
type order uint8

const (
	rowMajor    order = iota // the first empty cell
	constrained              // the most constrained cell (counting)
	bounded                  // the most constrained cell, branch and bound (solving)
)

// attempt searches root for up to limit solutions. The root is the board's,
// s.root, or a walk's probe; attempt searches it in order o within budget
// guesses, and reports false if it ran out of guesses.
func (s *Solver) attempt(root *grid, o order, limit, budget int) bool {
	s.order, s.limit, s.count, s.budget = o, limit, 0, budget
	if s.stack == nil {
		// On the heap, made on first use: in the Solver, its size made the
		// frame that holds a worker grow the goroutine's stack once more, a
		// copy that a process answering one board pays for (NOTES.md,
		// Choices: attempt).
		s.stack = new([82]grid)
	}
	s.stack[0] = *root
	s.search(0)
	return s.budget >= 0
}

// search explores the node at the given depth. It returns true to stop the
// whole search: the limit of solutions was reached, or the budget ran out.
func (s *Solver) search(depth int) bool {
	g := &s.stack[depth]
	for {
		if !g.propagate() {
			return false
		}
		if s.order == bounded && s.count > 0 {
			changed, live := g.bound(&s.first)
			if !live {
				return false
			}
			if changed {
				continue // propagate what the bound removed
			}
		}
		b, p, ok := g.firstEmpty()
		if !ok { // every cell placed: a solution, smaller than the last if bounded
			s.count++
			if s.count == 1 || s.order == bounded {
				s.first = g.cand
			}
			return s.count >= s.limit
		}
		if s.order != rowMajor {
			b, p = g.mostConstrained(b, p)
		}
		digits := g.digits(b, p)
		// Every digit but the last is a guess on a copy of the node.
		for ; digits&(digits-1) != 0; digits &= digits - 1 {
			if s.Guesses++; s.Guesses == s.hallAt && !s.root.hall() {
				s.none = true
				return true
			}
			if s.budget--; s.budget < 0 {
				return true
			}
			d := bits.TrailingZeros32(digits)
			next := &s.stack[depth+1]
			*next = *g
			next.place(d, b, p)
			if s.search(depth + 1) {
				return true
			}
			// Done with d here: drop it, so that the node (the root's, when
			// Solve moves on from row-major) keeps only what is still open.
			g.cand[b][d] &^= 1 << p
			g.dirty |= 1 << uint(d)
		}
		// The others are done: the last digit goes here, in place.
		g.place(bits.TrailingZeros32(digits), b, p)
	}
}

// bound removes from g the candidates that cannot beat best. They lead only
// to solutions larger than best (the smallest solution found so far),
// lexicographically. If c is the first cell, row by row, that may hold a
// digit below best's, every cell before c must hold best's digit, and c
// none above it. live is false when no cell may go below best (best is the
// smallest solution g can still reach) or a placed digit lies above best's.
func (g *grid) bound(best *[3][9]uint32) (changed, live bool) {
	fb, fp := 3, uint(0) // the cell c
	for b := 0; b < 3; b++ {
		var below, bestAbove uint32 // cells that may go below best; where best's digit is above d
		for d := 8; d >= 0; d-- {
			below |= g.cand[b][d] & bestAbove
			bestAbove |= best[b][d]
		}
		if below != 0 {
			fb, fp = b, uint(bits.TrailingZeros32(below))
			break
		}
	}
	if fb == 3 {
		return false, false
	}
	for b := 0; b <= fb; b++ {
		cells := uint32(bandFull) // the cells up to c
		if b == fb {
			cells = 1<<(fp+1) - 1
		}
		var bestBelow uint32 // cells where best's digit is below d
		for d := 0; d < 9; d++ {
			if r := g.cand[b][d] & bestBelow & cells; r != 0 {
				if r&^g.unsolved[b] != 0 {
					return false, false
				}
				g.cand[b][d] &^= r
				g.dirty |= 1 << uint(d)
				changed = true
			}
			bestBelow |= best[b][d]
		}
	}
	return changed, true
}

// firstEmpty returns the first empty cell in row-major order. The result ok
// is false when every cell holds a digit.
func (g *grid) firstEmpty() (b int, p uint, ok bool) {
	for band := 0; band < 3; band++ {
		if g.unsolved[band] != 0 {
			return band, uint(bits.TrailingZeros32(g.unsolved[band])), true
		}
	}
	return 0, 0, false
}

// peerCount returns the number of cells in own, c1 and c2. Here own is a
// band word, and c1 and c2 are one column of the other two bands (bits c,
// c+9 and c+18). It counts them with one population count, as
// mostConstrained, which calls it, is a large part of the hardest boards'
// time: c2 moved up a bit misses c1, and own goes in the upper half
// (NOTES.md, Choices: peerCount).
func peerCount(own, c1, c2 uint32) int32 {
	return int32(bits.OnesCount64(uint64(own)<<32 | uint64(c1|c2<<1)))
}

// mostConstrained returns the cell to branch on when proving. Among the
// cells with two candidates (else three; else it returns b, p), it takes
// the one that constrains most: three times its empty peers, plus the
// candidates its digits would remove from them, plus five times those
// removed from peers in the same set (with two candidates, the singles
// that a guess makes). Either of the first two alone blows up on some
// famous board (the empty peers on Norvig's, the removals on Easter
// Monster), the first cell with two candidates takes many more guesses on
// the hardest sets, and the singles cut a tenth of them (NOTES.md,
// Choices: mostConstrained).
func (g *grid) mostConstrained(b int, p uint) (int, uint) {
	var two, three [3]uint32 // cells with exactly two, three candidates
	for band := 0; band < 3; band++ {
		var a1, a2, a3, a4 uint32 // cells with at least 1, 2, 3, 4 candidates
		for _, m := range &g.cand[band] {
			m &= g.unsolved[band]
			a4 |= a3 & m
			a3 |= a2 & m
			a2 |= a1 & m
			a1 |= m
		}
		two[band], three[band] = a2&^a3, a3&^a4
	}
	set := &two
	if two[0]|two[1]|two[2] == 0 {
		set = &three
	}
	best := int32(-1)
	for band := 0; band < 3; band++ {
		o1, o2 := (band+1)%3, (band+2)%3 // the other bands
		c := &g.cand[band]
		for m := set[band]; m != 0; m &= m - 1 {
			q := uint(bits.TrailingZeros32(m))
			peers, col := tab.peers[q], tab.col[q]
			score := 3 * peerCount(peers&g.unsolved[band], col&g.unsolved[o1], col&g.unsolved[o2])
			// g.digits(band, q) written out, as the compiler does not
			// inline it (as in place).
			ds := c[0]>>q&1 | c[1]>>q&1<<1 | c[2]>>q&1<<2 | c[3]>>q&1<<3 | c[4]>>q&1<<4 |
				c[5]>>q&1<<5 | c[6]>>q&1<<6 | c[7]>>q&1<<7 | c[8]>>q&1<<8
			for ; ds != 0; ds &= ds - 1 {
				d := bits.TrailingZeros32(ds)
				w1, w2 := col&g.cand[o1][d], col&g.cand[o2][d]
				score += peerCount(peers&c[d], w1, w2) + 5*peerCount(peers&c[d]&set[band], w1&set[o1], w2&set[o2])
			}
			if score > best {
				best, b, p = score, band, q
			}
		}
	}
	return b, p
}
