// variant.go holds the variants the rater rates, as serate's flags ask for
// them: the Variant type, and the tables of a variant's extra regions and
// of the cells each cell sees, in serate's orders (SukakuExplainer's Grid
// and Settings). It must not find steps: the techniques read the tables.

package rate

// Variant is a set of variant rules to rate under, as serate's flags set
// them (the flag after each); the zero Variant is the classic board.
type Variant struct {
	Latin      bool // --isBlocks=0: a Latin square, rows and columns without the blocks
	X          bool // --isX: each main diagonal holds 1-9
	Windows    bool // --isWindows: four windows and the five groups they imply
	DG         bool // --isDG: the cells at one place in their boxes
	Girandola  bool // --isGirandola
	Asterisk   bool // --isAsterisk
	CD         bool // --isCD: the centre dots of the boxes
	AntiKnight bool // --isAntiKnight: a knight's move apart, never the same digit
	AntiKing   bool // --isAntiKing: a king's move apart, never the same digit
	Toroidal   bool // --isToroidal: the chess moves and the neighbours wrap round the board
	NC         bool // --isNC=1: cells side by side never hold consecutive digits
	NCPlus     bool // --isNC=2: as NC, with 9 and 1 consecutive too
}

// RegionCells gives the cells of region r, as Picture and Pattern number
// regions: 0-8 blocks, 9-17 rows, 18-26 columns, then a variant's: 27-35
// the disjoint groups, 36-44 the window groups, 45 and 46 the main and
// anti diagonals, 47 the girandola, 48 the asterisk and 49 the center dot
// group; each in serate's order. It gives nil for another r.
func RegionCells(r int) []int {
	if r < 0 || r >= nRegions {
		return nil
	}
	out := make([]int, 9)
	for i, c := range rtab.cells[r] {
		out[i] = int(c)
	}
	return out
}

// RegionName names region r (numbered as RegionCells numbers them) as
// serate's texts do: "block 1", "row 3", "disjoint group 4", "Main
// Diagonal"; "" for another r.
func RegionName(r int) string {
	if r < 0 || r >= nRegions {
		return ""
	}
	return regionFullName(r)
}

// classic reports whether v rates as the classic board: serate's
// isVLatin, true with no extra region nor chess move (the toroidal flag
// alone changes nothing).
func (v Variant) classic() bool {
	return !(v.X || v.Windows || v.DG || v.Girandola || v.Asterisk || v.CD || v.AntiKnight || v.AntiKing)
}

// nc is serate's whichNC: 0 without the non-consecutive rule, 1 for NC,
// 2 for NC+ (which wins when both are set).
func (v Variant) nc() int {
	switch {
	case v.NCPlus:
		return 2
	case v.NC:
		return 1
	}
	return 0
}

// plain reports whether v rates on the classic tables: no extra region,
// chess move nor neighbour rule (the toroidal flag alone changes nothing).
func (v Variant) plain() bool { return v.classic() && v.nc() == 0 && !v.Latin }

// leaps reports whether cells a chess move apart see each other.
func (v Variant) leaps() bool { return v.AntiKnight || v.AntiKing }

// The extra regions' cells, each in serate's order within the region.
var (
	windowCells = [9][9]uint8{
		{10, 11, 12, 19, 20, 21, 28, 29, 30}, {14, 15, 16, 23, 24, 25, 32, 33, 34},
		{46, 47, 48, 55, 56, 57, 64, 65, 66}, {50, 51, 52, 59, 60, 61, 68, 69, 70},
		{1, 2, 3, 37, 38, 39, 73, 74, 75}, {5, 6, 7, 41, 42, 43, 77, 78, 79},
		{9, 18, 27, 13, 22, 31, 17, 26, 35}, {45, 54, 63, 49, 58, 67, 53, 62, 71},
		{0, 4, 8, 36, 40, 44, 72, 76, 80},
	}
	mainDiagCells  = [9]uint8{0, 10, 20, 30, 40, 50, 60, 70, 80}
	antiDiagCells  = [9]uint8{8, 16, 24, 32, 40, 48, 56, 64, 72}
	girandolaCells = [9]uint8{0, 8, 13, 37, 40, 43, 67, 72, 80}
	asteriskCells  = [9]uint8{13, 20, 24, 37, 40, 43, 56, 60, 67}
	cdCells        = [9]uint8{10, 13, 16, 37, 40, 43, 64, 67, 70}
)

// classicSetOrder is the order of the classic regions serate's
// single-region producers follow: blocks, columns, rows.
var classicSetOrder = [27]uint8{
	0, 1, 2, 3, 4, 5, 6, 7, 8,
	18, 19, 20, 21, 22, 23, 24, 25, 26,
	9, 10, 11, 12, 13, 14, 15, 16, 17,
}

// The chess moves as serate lists them, (rows, columns) apart, in the
// order it adds the cells they reach to a cell's seen cells.
var (
	kingMoves   = [4][2]int{{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}
	knightMoves = [8][2]int{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {-2, 1}, {2, -1}, {-2, -1}}
)

// fillExtraCells sets the cells of every variant's extra regions: where
// they lie does not change with the variant, only whether they count.
func (t *rateTables) fillExtraCells() {
	for k := 0; k < 9; k++ {
		for p := 0; p < 9; p++ {
			t.cells[regDG+k][p] = uint8(9*(k/3) + k%3 + 3*(p%3) + 27*(p/3))
		}
		t.cells[regWindow+k] = windowCells[k]
	}
	t.cells[regMainDiag], t.cells[regAntiDiag] = mainDiagCells, antiDiagCells
	t.cells[regGirandola], t.cells[regAsterisk], t.cells[regCD] = girandolaCells, asteriskCells, cdCells
	for reg := 27; reg < nRegions; reg++ {
		for _, c := range t.cells[reg] {
			t.set[reg].add(int(c))
		}
	}
}

// variantTables builds the tables of v's board: the classic ones, v's
// extra regions, and the cells each cell sees in serate's order.
func variantTables(v Variant) *rateTables {
	t := new(rateTables)
	*t = *rtab
	t.variant = v
	t.groups = t.groups[:3:3]
	if v.Latin {
		t.groups = t.groups[1:] // serate's region types start at the rows without blocks
	}
	for _, g := range [...]struct {
		on       bool
		first, n int
	}{{v.DG, regDG, 9}, {v.Windows, regWindow, 9}, {v.X, regMainDiag, 1}, {v.X, regAntiDiag, 1},
		{v.Girandola, regGirandola, 1}, {v.Asterisk, regAsterisk, 1}, {v.CD, regCD, 1}} {
		if !g.on {
			continue
		}
		t.groups = append(t.groups, group{uint8(g.first), uint8(g.n)})
		for reg := g.first; reg < g.first+g.n; reg++ {
			t.extra = append(t.extra, uint8(reg))
		}
	}
	t.setOrder = append(classicSetOrder[:0:0], classicSetOrder[t.firstUnit():]...)
	t.setOrder = append(t.setOrder, t.extra...)
	t.fillSees()
	t.fillOwn()
	t.fillLinks()
	t.fillLinkHomes()
	t.fillNeighbours()
	t.techs = techniqueList(v)
	return t
}

// fillNeighbours sets the non-consecutive rule's neighbours and digits:
// each cell's neighbours up, down, right and left as serate lists them,
// wrapping round the board when the variant is toroidal; the digits next
// to each, 9 and 1 being next to each other under NC+ alone.
func (t *rateTables) fillNeighbours() {
	v := t.variant
	t.wazir = [81][]uint8{}
	t.ncUp, t.ncDown, t.ncMask = [10]uint8{}, [10]uint8{}, [10]uint16{}
	if v.nc() == 0 {
		return
	}
	for c := 0; c < 81; c++ {
		for _, m := range [4][2]int{{-1, 0}, {1, 0}, {0, 1}, {0, -1}} {
			r, col := c/9+m[0], c%9+m[1]
			if v.Toroidal {
				r, col = (r+9)%9, (col+9)%9
			} else if r < 0 || r > 8 || col < 0 || col > 8 {
				continue
			}
			t.wazir[c] = append(t.wazir[c], uint8(9*r+col))
		}
	}
	for d := 1; d <= 9; d++ {
		up, down := d+1, d-1
		if v.nc() == 2 {
			up, down = d%9+1, (d+7)%9+1
		}
		if up <= 9 {
			t.ncUp[d] = uint8(up)
			t.ncMask[d] |= 1 << uint(up)
		}
		if down >= 1 {
			t.ncDown[d] = uint8(down)
			t.ncMask[d] |= 1 << uint(down)
		}
	}
}

// chainKingMoves and chainKnightMoves are the chess moves, (rows,
// columns) apart, in the order serate's chains link the cells they reach
// (Grid.ferzCellIndex and knightCellIndex).
var (
	chainKingMoves   = [4][2]int{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	chainKnightMoves = [8][2]int{{2, 1}, {2, -1}, {-2, 1}, {-2, -1}, {1, 2}, {1, -2}, {-1, 2}, {-1, -2}}
)

// fillLinks sets the chains' links beyond the classic regions: each
// cell's extra regions and its chess moves, clipped at the board's edges
// even when the variant is toroidal, as serate's chains clip them.
func (t *rateTables) fillLinks() {
	v := t.variant
	for c := 0; c < 81; c++ {
		t.xloc[c], t.moves[c] = nil, nil
		for _, reg := range t.extra {
			for i, q := range t.cells[reg] {
				if int(q) == c {
					t.xloc[c] = append(t.xloc[c], spot{reg, 1 << uint(i)})
				}
			}
		}
		var moves [][2]int
		if v.AntiKing {
			moves = append(moves, chainKingMoves[:]...)
		}
		if v.AntiKnight {
			moves = append(moves, chainKnightMoves[:]...)
		}
		for _, m := range moves {
			if r, col := c/9+m[0], c%9+m[1]; r >= 0 && r < 9 && col >= 0 && col < 9 {
				t.moves[c] = append(t.moves[c], uint8(9*r+col))
			}
		}
	}
	t.links = t.extra != nil || v.leaps()
	t.weak = t.links || v.nc() != 0
}

// group is the regions of one of serate's region types: first, and how
// many from it.
type group struct{ first, n uint8 }

// regionIn gives the region of type gr that holds cell c, or -1 when c
// lies in none (a diagonal or a marked group holds only some cells).
func (t *rateTables) regionIn(gr group, c int) int {
	if gr.first < regDG {
		return int(t.regions[c][gr.first/9])
	}
	for reg := int(gr.first); reg < int(gr.first+gr.n); reg++ {
		if t.set[reg].has(c) {
			return reg
		}
	}
	return -1
}

// fillOwn sets each cell's regions, type by type in serate's order.
func (t *rateTables) fillOwn() {
	arena := make([]uint8, 0, 81*len(t.groups))
	for c := 0; c < 81; c++ {
		from := len(arena)
		t.ownSet[c] = 0
		for _, gr := range t.groups {
			if reg := t.regionIn(gr, c); reg >= 0 {
				arena = append(arena, uint8(reg))
				t.ownSet[c] |= 1 << uint(reg)
			}
		}
		t.own[c] = arena[from:len(arena):len(arena)]
	}
}

// posIn gives the position of cell c in region reg, -1 if it is not there.
func (t *rateTables) posIn(reg, c int) int {
	if reg < regDG {
		if int(t.regions[c][reg/9]) != reg {
			return -1
		}
		return int(t.pos[c][reg/9])
	}
	for i, q := range t.cells[reg] {
		if int(q) == c {
			return i
		}
	}
	return -1
}

// seesList builds one cell's seen cells, in the order added, without
// repeats, on an arena the table's lists share.
type seesList struct {
	c     int
	arena []uint8
	from  int
	seen  cellSet
	leaps []uint8
}

// add appends q unless it is c or already in; it reports whether it did.
func (l *seesList) add(q int) bool {
	if q == l.c || l.seen.has(q) {
		return false
	}
	l.seen.add(q)
	l.arena = append(l.arena, uint8(q))
	return true
}

// fillSees sets the cells each cell sees as serate's changeVisibleCells
// lists them: the 20 of its block, row and column in increasing order
// (16 in a Latin square), then those of its windows, disjoint group, diagonals, center dot,
// girandola and asterisk groups, then those a king's and a knight's move
// away; the added ones are not sorted. beyond holds those the variant
// adds, leaps those the chess moves add; ahead those after the cell, in
// the same order.
func (t *rateTables) fillSees() {
	l := seesList{arena: make([]uint8, 0, 81*48*2)}
	for c := 0; c < 81; c++ {
		l.c, l.from, l.seen, l.leaps = c, len(l.arena), cellSet{}, nil
		ps := t.unitPeers(c)
		for q := ps.next(0); q >= 0; q = ps.next(q + 1) {
			l.add(q)
		}
		classic := len(l.arena)
		t.addVariantSees(&l)
		t.sees[c] = l.arena[l.from:len(l.arena):len(l.arena)]
		t.beyond[c] = l.arena[classic:len(l.arena):len(l.arena)]
		t.peers[c], t.leaps[c] = l.seen, l.leaps
		from := len(l.arena)
		for _, q := range t.sees[c] {
			if int(q) > c {
				l.arena = append(l.arena, q)
			}
		}
		t.ahead[c] = l.arena[from:len(l.arena):len(l.arena)]
		var after cellSet
		for p := c + 1; p < 81; p = (p | 63) + 1 {
			after[p>>6] = ^uint64(0) << uint(p&63)
		}
		t.forward[c] = l.seen.and(after)
	}
}

// addVariantSees adds to l the cells its cell sees by the variant's rules,
// in serate's order.
func (t *rateTables) addVariantSees(l *seesList) {
	v := t.variant
	if v.Windows {
		t.addSeen(l, regWindow, 9)
	}
	if v.DG {
		t.addSeen(l, regDG, 9)
	}
	if v.X {
		t.addDiagonals(l)
	}
	if v.CD {
		t.addSeen(l, regCD, 1)
	}
	if v.Girandola {
		t.addSeen(l, regGirandola, 1)
	}
	if v.Asterisk {
		t.addSeen(l, regAsterisk, 1)
	}
	if v.AntiKing {
		t.addLeaps(l, kingMoves[:])
	}
	if v.AntiKnight {
		t.addLeaps(l, knightMoves[:])
	}
}

// addSeen adds the cells of l's cell's region among the n from first, in
// the region's order.
func (t *rateTables) addSeen(l *seesList, first, n int) {
	for reg := first; reg < first+n; reg++ {
		if t.set[reg].has(l.c) {
			for _, q := range t.cells[reg] {
				l.add(int(q))
			}
		}
	}
}

// addDiagonals adds the cells of l's cell's diagonals: in increasing
// order over both for the centre, which lies on both.
func (t *rateTables) addDiagonals(l *seesList) {
	var s cellSet
	if t.set[regMainDiag].has(l.c) {
		s = s.or(t.set[regMainDiag])
	}
	if t.set[regAntiDiag].has(l.c) {
		s = s.or(t.set[regAntiDiag])
	}
	for q := s.next(0); q >= 0; q = s.next(q + 1) {
		l.add(q)
	}
}

// addLeaps adds the cells a chess move from l's cell away, wrapping round
// the board if the variant is toroidal, and keeps those it adds in leaps.
func (t *rateTables) addLeaps(l *seesList, moves [][2]int) {
	for _, m := range moves {
		r, col := l.c/9+m[0], l.c%9+m[1]
		if t.variant.Toroidal {
			r, col = (r+9)%9, (col+9)%9
		} else if r < 0 || r > 8 || col < 0 || col > 8 {
			continue
		}
		if q := r*9 + col; l.add(q) {
			l.leaps = append(l.leaps, uint8(q))
		}
	}
}
