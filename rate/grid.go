// grid.go holds the rater's board: sets of cells, the fixed relations
// between cells and regions, and the candidate grid the techniques read,
// kept current as steps apply. It must not choose or rate steps.

package rate

import "math/bits"

// cellSet is a set of the 81 cells, bit i for cell i (row-major).
type cellSet [2]uint64

func (s *cellSet) add(c int)            { s[c>>6] |= 1 << uint(c&63) }
func (s *cellSet) del(c int)            { s[c>>6] &^= 1 << uint(c&63) }
func (s cellSet) has(c int) bool        { return s[c>>6]&(1<<uint(c&63)) != 0 }
func (s cellSet) and(o cellSet) cellSet { return cellSet{s[0] & o[0], s[1] & o[1]} }
func (s cellSet) or(o cellSet) cellSet  { return cellSet{s[0] | o[0], s[1] | o[1]} }
func (s cellSet) minus(o cellSet) cellSet {
	return cellSet{s[0] &^ o[0], s[1] &^ o[1]}
}
func (s cellSet) empty() bool { return s[0]|s[1] == 0 }
func (s cellSet) count() int  { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// next returns the smallest cell of s at or after c, or -1: a loop over a
// set runs `for c := s.next(0); c >= 0; c = s.next(c + 1)`, in increasing
// order as serate's cell sets iterate.
func (s cellSet) next(c int) int {
	for ; c < 81; c = (c | 63) + 1 {
		if w := s[c>>6] >> uint(c&63); w != 0 {
			return c + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// Regions are numbered as serate's region types and indexes: type 0 the
// blocks (0-8), type 1 the rows (9-17), type 2 the columns (18-26). Inside
// a region the cells are in serate's order: a block row by row, a row left
// to right, a column top to bottom; a position is an index in that order.
const (
	typeBlock = 0
	typeRow   = 1
	typeCol   = 2
)

// A variant's extra regions are numbered after the 27 classic ones, in
// serate's order of region types (variant.go): the disjoint groups 27-35,
// the window groups 36-44, the main and anti diagonals 45 and 46, then the
// girandola, asterisk and center dot groups 47-49. Tables and grids size
// their regions for all of them; only a variant's own are filled.
const (
	regDG        = 27
	regWindow    = 36
	regMainDiag  = 45
	regAntiDiag  = 46
	regGirandola = 47
	regAsterisk  = 48
	regCD        = 49
	nRegions     = 50
)

// regionKind is serate's type of region reg: 0 blocks, 1 rows, 2
// columns, 3 disjoint groups, 4 window groups, 5 and 6 the main and anti
// diagonals, 7 girandola, 8 asterisk, 9 center dot group.
func regionKind(reg int) int {
	if reg < regMainDiag {
		return reg / 9
	}
	return 5 + reg - regMainDiag
}

// rateTables are the fixed relations between cells and regions, for the
// classic board (rtab) or a variant's (variantTables).
type rateTables struct {
	cells   [nRegions][9]uint8         // the cells of each region
	regions [81][3]uint8               // each cell's block, row and column region
	pos     [81][3]uint8               // the cell's position in each of those
	peers   [81]cellSet                // the cells the cell sees: the 20 that share a region with it, and a variant's
	forward [81]cellSet                // the peers after the cell
	set     [nRegions]cellSet          // the cells of each region
	inter   [nRegions][nRegions]uint16 // the positions of region a that lie in region b
	loc     [81][3]spot                // each cell's block, row and column, with its position's bit
	// linkHome holds each cell's regions as StrongLinks joins its links
	// by them (links.go).
	linkHome [81]uint64
	// A variant's: its rules, its extra regions in order, and per cell
	// the cells it sees in serate's order (visibleCellIndex), those after
	// it (forwardVisibleCellIndex), those it sees beyond its block, row
	// and column, and those it sees by a chess move alone
	// (antiVisibleCellIndex).
	variant Variant
	extra   []uint8
	beyond  [81][]uint8
	groups  []group // the region types in serate's order: blocks, rows, columns, then the variant's
	// setOrder is the regions in the order of serate's single-region
	// producers: blocks, columns, rows, then the variant's (nil for the
	// classic board: classicSetOrder).
	setOrder []uint8
	sees     [81][]uint8
	ahead    [81][]uint8
	leaps    [81][]uint8
	// The chains' links beyond the block, row and column (serate's
	// Chaining): per cell its extra regions in serate's order of region
	// types, with its place in each, and the cells a king's then a
	// knight's move away as the chains list them, which never wrap round
	// the board; links says whether a cell has any of them.
	xloc    [81][]spot
	moves   [81][]uint8
	links   bool
	weak    bool           // the chains have weak links beyond the classic regions: links, or the neighbours'
	cross   [27][3][]uint8 // the regions of each type that share cells with the region, in order (slices of crossed)
	crossed [27 * 15]uint8 // cross's regions, region after region (a block crosses 6 lines, a line 3 blocks and 9 lines)
	segment [2][512]int8   // which third of a region (rows of a block, segments of a line; columns of a block) holds all of a set of places, -1 if none

	// own is each cell's regions in serate's order of region types, one
	// of each type it lies in; ownSet the same regions as bits.
	own    [81][]uint8
	ownSet [81]uint64

	// Under the non-consecutive rule: each cell's neighbours side by
	// side (serate's wazirCells: up, down, right, left), and per digit the
	// digit above and below it that a neighbour may not hold (0 if none)
	// and both as a mask; nil and zero without the rule.
	wazir        [81][]uint8
	ncUp, ncDown [10]uint8
	ncMask       [10]uint16
	// techs is the producers the rater asks on these tables (rater.go);
	// nil on the classic ones, which ask techniques.
	techs []technique
}

// units gives cell c's classic regions that count, with its places:
// its block (unless the square is Latin), row and column.
func (t *rateTables) units(c int) []spot { return t.loc[c][t.firstType():] }

// firstType is the first classic region type that counts: typeBlock, or
// typeRow in a Latin square, which has no blocks; firstUnit is its first
// region.
func (t *rateTables) firstType() int {
	if t.variant.Latin {
		return typeRow
	}
	return typeBlock
}

func (t *rateTables) firstUnit() int { return 9 * t.firstType() }

// unitPeers gives the cells that share with c a classic region that
// counts, c left out: the 20 of its block, row and column, or in a Latin
// square the 16 of its row and column.
func (t *rateTables) unitPeers(c int) cellSet {
	var s cellSet
	for _, l := range t.units(c) {
		s = s.or(t.set[l.reg])
	}
	s.del(c)
	return s
}

// setRegions lists the regions in the order serate's single-region
// producers and rules (HiddenSingle, HiddenSet, NakedSet, NakedSetGen)
// follow: blocks (none in a Latin square), columns, rows, then the
// variant's.
func (t *rateTables) setRegions() []uint8 {
	if t.setOrder == nil {
		return classicSetOrder[:]
	}
	return t.setOrder
}

// spot is a cell's place in one of its regions.
type spot struct {
	reg uint8  // the region
	bit uint16 // the cell's position as a bit
}

// rtab is built once from newRateTables, a pure function, when the
// package starts: loops over the cells and regions, and one allocation.
var rtab = newRateTables()

func newRateTables() *rateTables {
	t := new(rateTables)
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		b := r/3*3 + col/3
		ids := [3]int{b, 9 + r, 18 + col}
		ps := [3]int{r%3*3 + col%3, col, r}
		for k := 0; k < 3; k++ {
			t.cells[ids[k]][ps[k]] = uint8(c)
			t.regions[c][k] = uint8(ids[k])
			t.pos[c][k] = uint8(ps[k])
			t.set[ids[k]].add(c)
			t.loc[c][k] = spot{uint8(ids[k]), 1 << uint(ps[k])}
		}
	}
	t.fillExtraCells()
	for a := 0; a < nRegions; a++ {
		for i, c := range t.cells[a] {
			for b := 0; b < nRegions; b++ {
				if t.set[b].has(int(c)) {
					t.inter[a][b] |= 1 << uint(i)
				}
			}
		}
	}
	n := 0
	for a := 0; a < 27; a++ {
		for k := 0; k < 3; k++ {
			from := n
			for b := 9 * k; b < 9*k+9; b++ {
				if b != a && t.inter[a][b] != 0 {
					t.crossed[n] = uint8(b)
					n++
				}
			}
			t.cross[a][k] = t.crossed[from:n:n]
		}
	}
	t.fillSegments()
	t.groups = []group{{0, 9}, {9, 9}, {18, 9}}
	t.fillSees()
	t.fillOwn()
	t.fillLinkHomes()
	return t
}

// fillSegments sets which third of a region holds all of each set of
// places: its rows of three, or a block's columns.
func (t *rateTables) fillSegments() {
	for p := 0; p < 512; p++ {
		t.segment[0][p], t.segment[1][p] = -1, -1
		for k := 0; k < 3; k++ {
			if p&^(0x7<<uint(3*k)) == 0 {
				t.segment[0][p] = int8(k)
			}
			if p&^(0x49<<uint(k)) == 0 {
				t.segment[1][p] = int8(k)
			}
		}
	}
}

// rowOf, colOf and blockOf are a cell's row, column and block, 0-8.
func rowOf(c int) int   { return c / 9 }
func colOf(c int) int   { return c % 9 }
func blockOf(c int) int { return c/27*3 + c%9/3 }

// cands is the candidate grid: digits placed, candidates left, and the
// positions of each digit in each region, kept up to date as steps apply.
type cands struct {
	t       *rateTables    // the board's regions: rtab, or a variant's
	cand    [81]uint16     // bit d set: digit d can go in the cell; 0 once placed
	val     [81]uint8      // the placed digit, 0 if none
	pos     [27][10]uint16 // bit i: position i of the region can take digit d
	once    [27]uint16     // bit d: digit d has one place in the region
	singles uint32         // bit r: region r has a digit with one place
	alone   uint32         // bit r: region r has one empty cell
	empty   [27]uint8      // cells of the region without a digit
	left    int            // cells of the grid without a digit
}

// A variant's extra regions keep no places in the grid, which the chains
// copy again and again: their techniques read them from the cells.

// places gives the positions of region reg that can take digit d.
func (g *cands) places(reg, d int) uint16 {
	if reg < 27 {
		return g.pos[reg][d]
	}
	var p uint16
	for i, c := range &g.t.cells[reg] {
		p |= (g.cand[c] >> uint(d) & 1) << uint(i)
	}
	return p
}

// emptyIn counts the cells of region reg without a digit.
func (g *cands) emptyIn(reg int) int {
	if reg < 27 {
		return int(g.empty[reg])
	}
	n := 0
	for _, c := range &g.t.cells[reg] {
		if g.val[c] == 0 {
			n++
		}
	}
	return n
}

// load sets the grid to board's digits with every candidate they leave, as
// serate's rebuildPotentialValues does, on t's regions: a digit leaves
// every cell that sees it, and under the non-consecutive rule its
// neighbours lose the digits next to it. The board is checked (checkGrid): no digit
// above 9, no clash.
func (g *cands) load(t *rateTables, board *Grid) {
	*g = cands{t: t}
	var used [27]uint16 // the digits placed in each classic region that counts
	for c := 0; c < 81; c++ {
		if d := board[c]; d != 0 {
			g.val[c] = d
			for _, l := range t.units(c) {
				used[l.reg] |= 1 << d
			}
		}
	}
	for c := 0; c < 81; c++ {
		if g.val[c] == 0 {
			rs := &t.regions[c]
			g.cand[c] = 0x3fe &^ (used[rs[0]] | used[rs[1]] | used[rs[2]])
			g.left++
		}
	}
	// A variant's digits leave the cells they see beyond their regions,
	// and the digits next to them their neighbours (none on the classic
	// board).
	for c := 0; c < 81; c++ {
		d := g.val[c]
		if d == 0 {
			continue
		}
		for _, q := range t.beyond[c] {
			g.cand[q] &^= 1 << d
		}
		for _, q := range t.wazir[c] {
			g.cand[q] &^= t.ncMask[d]
		}
	}
	g.loadRegions()
}

// loadPart sets the grid to a grid part-way through a solve: m's digits,
// and for the empty cells m's candidates as they are, none cancelled by a
// digit (serate keeps a candidate grid's marks as it reads them). The
// grid is checked (checkMarks): no digit above 9, no candidate bit outside
// 1-9.
func (g *cands) loadPart(t *rateTables, m *Marks) {
	*g = cands{t: t}
	for c := 0; c < 81; c++ {
		if d := m.Digits[c]; d != 0 {
			g.val[c] = d
			continue
		}
		g.cand[c] = m.Cands[c]
		g.left++
	}
	g.loadRegions()
}

// loadRegions sets every region's places from the cells' candidates.
func (g *cands) loadRegions() {
	for r := 0; r < 27; r++ {
		g.loadRegion(r)
	}
}

// loadRegion sets region r's places of each digit, its single places and
// its empty cells from the cells' candidates. The places are the transpose
// of the cells' candidate masks: digits 1-8 of cells 0-7 as an 8x8 bit
// matrix, then digit 9 and cell 8 apart.
func (g *cands) loadRegion(r int) {
	cs := &g.t.cells[r]
	var x uint64
	var ones, twos uint16 // the digits with one place, two or more
	for i, c := range cs {
		m := g.cand[c]
		if g.val[c] == 0 {
			g.empty[r]++
		}
		twos |= ones & m
		ones |= m
		if i < 8 {
			x |= uint64(m>>1&0xff) << uint(8*i)
		}
		g.pos[r][9] |= m >> 9 << uint(i)
	}
	g.once[r] = ones &^ twos
	g.mark(r)
	x = transpose8(x)
	m8 := g.cand[cs[8]]
	for d := 1; d <= 8; d++ {
		g.pos[r][d] = uint16(x>>uint(8*(d-1)))&0xff | (m8>>uint(d)&1)<<8
	}
}

// transpose8 transposes the 8x8 bit matrix x (byte i is row i, bit j of it
// column j): Hacker's Delight's three rounds of swaps.
func transpose8(x uint64) uint64 {
	t := (x ^ x>>7) & 0x00aa00aa00aa00aa
	x ^= t ^ t<<7
	t = (x ^ x>>14) & 0x0000cccc0000cccc
	x ^= t ^ t<<14
	t = (x ^ x>>28) & 0x00000000f0f0f0f0
	x ^= t ^ t<<28
	return x
}

// remove takes candidate d from cell c.
func (g *cands) remove(c, d int) {
	m := uint16(1) << uint(d)
	if g.cand[c]&m == 0 {
		return
	}
	g.cand[c] &^= m
	for _, l := range &g.t.loc[c] {
		g.clearPlace(l, d, m)
	}
}

// place puts d in c, clears c's candidates and takes d from the cells that
// see it, and the digits next to d from its neighbours under the
// non-consecutive rule, as serate's setValueAndCancel does.
func (g *cands) place(c, d int) {
	for m := g.cand[c]; m != 0; m &= m - 1 {
		g.remove(c, bits.TrailingZeros16(m))
	}
	t := g.t
	if g.val[c] == 0 {
		g.left--
		for _, l := range &t.loc[c] {
			g.empty[l.reg]--
			g.mark(int(l.reg))
		}
	}
	g.val[c] = uint8(d)
	// d leaves c's regions whole; each peer that held it leaves its
	// other regions' places of d (a Latin square's blocks too: their
	// places stay the cells' candidates).
	bit := uint16(1) << uint(d)
	for _, l := range t.units(c) {
		for p := g.pos[l.reg][d]; p != 0; p &= p - 1 {
			q := t.cells[l.reg][bits.TrailingZeros16(p)]
			if g.cand[q]&bit == 0 {
				continue // gone through another of c's regions
			}
			g.cand[q] &^= bit
			for _, o := range &t.loc[q] {
				if o.reg != l.reg {
					g.clearPlace(o, d, bit)
				}
			}
		}
		g.pos[l.reg][d] = 0
		g.once[l.reg] &^= bit
		g.mark(int(l.reg))
	}
	for _, q := range t.beyond[c] {
		g.remove(int(q), d)
	}
	for _, q := range t.wazir[c] {
		for m := g.cand[q] & t.ncMask[d]; m != 0; m &= m - 1 {
			g.remove(int(q), bits.TrailingZeros16(m))
		}
	}
}

// clearPlace takes the place l from digit d's places (bit: 1<<d) and keeps
// the region's single-place mask.
func (g *cands) clearPlace(l spot, d int, bit uint16) {
	p := g.pos[l.reg][d] &^ l.bit
	g.pos[l.reg][d] = p
	if p&(p-1) == 0 && p != 0 {
		g.once[l.reg] |= bit
		g.singles |= 1 << l.reg
	} else if g.once[l.reg] &^= bit; g.once[l.reg] == 0 {
		g.singles &^= 1 << l.reg
	}
}

// mark sets region r's bits of singles and alone from its once and empty.
func (g *cands) mark(r int) {
	g.singles &^= 1 << uint(r)
	g.alone &^= 1 << uint(r)
	if g.once[r] != 0 {
		g.singles |= 1 << uint(r)
	}
	if g.empty[r] == 1 {
		g.alone |= 1 << uint(r)
	}
}

// cellsWith returns the cells of region r whose candidates hold d.
func (g *cands) cellsWith(r, d int) cellSet {
	var s cellSet
	for m := g.places(r, d); m != 0; m &= m - 1 {
		s.add(int(g.t.cells[r][bits.TrailingZeros16(m)]))
	}
	return s
}

// candCount is the number of candidates of cell c.
func (g *cands) candCount(c int) int { return bits.OnesCount16(g.cand[c]) }

// gridMark is a copy of the candidate grid as a search left it finding
// nothing. Steps only take candidates away, so a search whose hints rest
// on a few cells' candidates, and whose removals only shrink as other cells
// lose theirs, can find on a later grid of the same board only hints that
// rest on a cell changed since: the wing and aligned exclusion searches
// skip the others (each says why its hints are such).
type gridMark struct {
	ok   bool // the copy is of this board's grid, and no cell then had one candidate
	cand [81]uint16
}

// keep marks g as the grid a search found nothing on. A grid with a cell
// of one candidate is not kept: the searches that keep marks come after
// the Naked Single, and their base cells count on there being none.
func (m *gridMark) keep(g *cands) {
	m.ok = true
	for _, v := range &g.cand {
		if v != 0 && v&(v-1) == 0 {
			m.ok = false
		}
	}
	m.cand = g.cand
}

// changed gives the cells whose candidates changed since the mark, every
// cell if there is none or if a cell gained a candidate: then the grid is
// not a later one of the marked board.
func (m *gridMark) changed(g *cands) cellSet {
	all := cellSet{^uint64(0), 1<<17 - 1}
	if !m.ok {
		return all
	}
	var d cellSet
	for c := range &g.cand {
		if g.cand[c] != m.cand[c] {
			if g.cand[c]&^m.cand[c] != 0 {
				return all
			}
			d.add(c)
		}
	}
	return d
}
