// variant.go holds the variants' rules (-variant NAMES): the names the
// command takes, and what each adds to a 9x9 board, as SukakuExplainer's
// Grid and Settings define them (docs/variants.md draws each): regions
// whose nine cells hold 1-9 once (the diagonals, the windows, the disjoint
// groups, three marked shapes), cells a chess knight's or king's move apart
// that may not share a digit, orthogonal neighbours that may not hold
// consecutive digits, the board wrapping round for those, or no boxes at
// all; and the check that finds two givens breaking them (clash). It must
// not read, print or solve boards: the variant solver (varsolve.go) solves
// by these rules.

package main

import (
	"strconv"
	"strings"
)

// variantNames are the names -variant takes, in the order they are
// listed, each with serate's flag that asks for the same rules.
var variantNames = [...]struct{ name, serate string }{
	{"x", "--isX=1"},
	{"windoku", "--isWindows=1"},
	{"dg", "--isDG=1"},
	{"antiknight", "--isAntiKnight=1"},
	{"antiking", "--isAntiKing=1"},
	{"nc", "--isNC=1"},
	{"nc+", "--isNC=2"},
	{"toroidal", "--isToroidal=1"},
	{"girandola", "--isGirandola=1"},
	{"asterisk", "--isAsterisk=1"},
	{"cd", "--isCD=1"},
	{"latin", "--isBlocks=0"},
}

// variant is a set of rules on top of a 9x9 board's rows and columns:
// boxes (unless latin), extra regions, anti-chess moves and
// non-consecutive neighbours. It is read-only once made (newVariant).
type variant struct {
	name  string // the names, in variantNames' order, comma-separated
	rules uint16 // bit k: variantNames[k] applies
	units []unit // every unit: rows, columns, boxes (not in a Latin square), then the regions
	// unitsOf, peers, knights, kings and beside are per cell: its units,
	// the cells that may not share its digit (its units' and its chess
	// moves'), the knight's and king's moves among them, and the
	// orthogonal neighbours that may not hold a consecutive digit (nc).
	unitsOf, peers, knights, kings, beside [81][]uint8
	// next[d] is the digits (bit d-1 for digit d) that may not stand
	// beside digit d: d-1 and d+1, and 9 and 1 for each other with nc+.
	next [10]uint16
}

// unit is nine cells that hold 1-9 once each. where names it after
// "twice" in messages: "in row 3", "on the main diagonal".
type unit struct {
	where string
	cells [9]uint8
}

// The variants' bits (variant.rules), in variantNames' order.
const (
	vX = 1 << iota
	vWindoku
	vDG
	vKnight
	vKing
	vNC
	vNCPlus
	vToroidal
	vGirandola
	vAsterisk
	vCD
	vLatin
)

// The cells of the marked regions, as SukakuExplainer's Settings marks
// them (cell numbers row by row from 0).
var (
	girandolaCells = [9]uint8{0, 8, 13, 37, 40, 43, 67, 72, 80}
	asteriskCells  = [9]uint8{13, 20, 24, 37, 40, 43, 56, 60, 67}
	centerDotCells = [9]uint8{10, 13, 16, 37, 40, 43, 64, 67, 70}
)

// parseVariant reads -variant's value: names separated by commas. It
// returns the variant, nil for "" (the classic rules), or a usage error
// that names the known names.
func parseVariant(names string) (*variant, string) {
	if names == "" {
		return nil, ""
	}
	var rules uint16
	for _, name := range strings.Split(names, ",") {
		k := 0
		for k < len(variantNames) && variantNames[k].name != name {
			k++
		}
		if k == len(variantNames) {
			var known []string
			for _, v := range variantNames {
				known = append(known, v.name)
			}
			return nil, "-variant " + names + ": no such variant " + strconv.Quote(name) + " (known: " + strings.Join(known, ", ") + ")"
		}
		rules |= 1 << uint(k)
	}
	switch {
	case rules&(vNC|vNCPlus) == vNC|vNCPlus:
		return nil, "-variant " + names + ": nc or nc+, not both (nc+ is nc with 9 and 1 consecutive too)"
	case rules&vToroidal != 0 && rules&(vKnight|vKing|vNC|vNCPlus) == 0:
		return nil, "-variant " + names + ": toroidal wraps antiknight, antiking or nc round the board: name one of them too"
	}
	return newVariant(rules), ""
}

// fixedVariant returns the variant of a preset's statement (presets.go):
// names the tests hold to be known.
func fixedVariant(names string) *variant {
	v, _ := parseVariant(names)
	return v
}

// newVariant makes the variant of the rules' bits: its units, then each
// cell's units, peers and neighbours.
func newVariant(rules uint16) *variant {
	v := &variant{rules: rules}
	var names []string
	for k, n := range variantNames {
		if rules&(1<<uint(k)) != 0 {
			names = append(names, n.name)
		}
	}
	v.name = strings.Join(names, ",")
	v.addUnits()
	for d := 1; d <= 9; d++ {
		if d > 1 {
			v.next[d] |= 1 << uint(d-2)
		}
		if d < 9 {
			v.next[d] |= 1 << uint(d)
		}
	}
	if rules&vNCPlus != 0 {
		v.next[1] |= 1 << 8
		v.next[9] |= 1
	}
	for i := 0; i < 81; i++ {
		v.addPeers(i)
	}
	return v
}

// addUnits lists the units: rows, columns and boxes as the classic rules
// number them, then each variant's regions.
func (v *variant) addUnits() {
	kinds := []struct {
		where string
		of    func(r, c int) int // the cell's unit of this kind, or -1
		on    bool
	}{
		{"in row ", func(r, c int) int { return r }, true},
		{"in column ", func(r, c int) int { return c }, true},
		{"in box ", func(r, c int) int { return r/3*3 + c/3 }, v.rules&vLatin == 0},
		{"on the main diagonal", func(r, c int) int { return oneIf(r == c) }, v.rules&vX != 0},
		{"on the anti-diagonal", func(r, c int) int { return oneIf(r+c == 8) }, v.rules&vX != 0},
		{"in window group ", windowGroup, v.rules&vWindoku != 0},
		{"in disjoint group ", func(r, c int) int { return r%3*3 + c%3 }, v.rules&vDG != 0},
		{"in the girandola group", marked(&girandolaCells), v.rules&vGirandola != 0},
		{"in the asterisk group", marked(&asteriskCells), v.rules&vAsterisk != 0},
		{"in the center dot group", marked(&centerDotCells), v.rules&vCD != 0},
	}
	for _, kind := range kinds {
		if !kind.on {
			continue
		}
		first := len(v.units)
		var filled [9]int
		for i := 0; i < 81; i++ {
			k := kind.of(i/9, i%9)
			if k < 0 {
				continue
			}
			for len(v.units) <= first+k {
				where := kind.where
				if strings.HasSuffix(where, " ") {
					where += strconv.Itoa(len(v.units) - first + 1)
				}
				v.units = append(v.units, unit{where: where})
			}
			v.units[first+k].cells[filled[k]] = uint8(i)
			filled[k]++
			v.unitsOf[i] = append(v.unitsOf[i], uint8(first+k))
		}
	}
}

// oneIf returns 0 when in is true, else -1: the one region of a kind, or
// none.
func oneIf(in bool) int {
	if in {
		return 0
	}
	return -1
}

// marked returns the unit function of one marked region.
func marked(cells *[9]uint8) func(r, c int) int {
	return func(r, c int) int {
		for _, i := range cells {
			if int(i) == r*9+c {
				return 0
			}
		}
		return -1
	}
}

// windowGroup returns the window group of cell (r, c), numbered as
// SukakuExplainer's hints name them: 0-3 the four windows (rows and
// columns 2-4 and 6-8 from 1, left to right and top to bottom), 4-8 the
// groups they imply, each nine cells in rows or columns 1, 5 and 9.
func windowGroup(r, c int) int {
	band := func(x int) int { // 0 for lines 1, 5, 9; 1 for 2-4; 2 for 6-8
		if x%4 == 0 {
			return 0
		}
		return 1 + x/4
	}
	groups := [3][3]int{{8, 4, 5}, {6, 0, 1}, {7, 2, 3}}
	return groups[band(r)][band(c)]
}

// addPeers lists cell i's peers (its units' other cells, then its chess
// moves), its knight's and king's moves and its neighbours under nc.
func (v *variant) addPeers(i int) {
	var seen [81]bool
	seen[i] = true
	add := func(j int) {
		if !seen[j] {
			seen[j] = true
			v.peers[i] = append(v.peers[i], uint8(j))
		}
	}
	for _, u := range v.unitsOf[i] {
		for _, j := range v.units[u].cells {
			add(int(j))
		}
	}
	for _, m := range chessMoves {
		j, ok := v.move(i, m.dr, m.dc)
		switch {
		case !ok:
		case m.knight && v.rules&vKnight != 0:
			v.knights[i] = append(v.knights[i], uint8(j))
			add(j)
		case !m.knight && m.dr != 0 && m.dc != 0 && v.rules&vKing != 0:
			v.kings[i] = append(v.kings[i], uint8(j))
			add(j)
		case !m.knight && (m.dr == 0 || m.dc == 0) && v.rules&(vNC|vNCPlus) != 0:
			v.beside[i] = append(v.beside[i], uint8(j))
		}
	}
}

// chessMoves are a knight's moves, then a king's (diagonal and
// orthogonal), as row and column steps.
var chessMoves = [...]struct {
	dr, dc int
	knight bool
}{
	{-2, -1, true}, {-2, 1, true}, {-1, -2, true}, {-1, 2, true}, {1, -2, true}, {1, 2, true}, {2, -1, true}, {2, 1, true},
	{-1, -1, false}, {-1, 0, false}, {-1, 1, false}, {0, -1, false}, {0, 1, false}, {1, -1, false}, {1, 0, false}, {1, 1, false},
}

// move returns the cell dr rows and dc columns from cell i. Off the board
// there is none (ok false), unless the board is toroidal: then rows and
// columns wrap round.
func (v *variant) move(i, dr, dc int) (int, bool) {
	r, c := i/9+dr, i%9+dc
	if v.rules&vToroidal != 0 {
		r, c = (r+9)%9, (c+9)%9
	}
	return r*9 + c, r >= 0 && r < 9 && c >= 0 && c < 9
}

// clash returns the first pair of givens that break the variant's rules,
// or nil. Pairs are taken by their later cell in row-major order, and for
// one cell in this order: its units, a knight's move, a king's move, a
// neighbour under nc; the rows, columns and boxes are named as checkCells
// names them.
func (v *variant) clash(cells []uint8) *Clash {
	for i, d := range cells {
		switch {
		case d == 0:
			continue
		case d > 9:
			return &Clash{Digit: d, CellA: i, Side: 9, Impossible: true}
		}
		for _, u := range v.unitsOf[i] {
			for _, j := range v.units[u].cells {
				if int(j) < i && cells[j] == d {
					return v.clashOf(d, int(j), i, v.units[u].where)
				}
			}
		}
		for _, m := range [...]struct {
			cells []uint8
			where string
		}{{v.knights[i], "a knight's move apart"}, {v.kings[i], "a king's move apart"}} {
			for _, j := range m.cells {
				if int(j) < i && cells[j] == d {
					return v.clashOf(d, int(j), i, m.where)
				}
			}
		}
		for _, j := range v.beside[i] {
			if e := cells[j]; int(j) < i && e != 0 && v.next[d]&(1<<(e-1)) != 0 {
				c := v.clashOf(e, int(j), i, "")
				c.Next = d
				return c
			}
		}
	}
	return nil
}

// clashOf returns the clash of digit d in cells a < b, which where names.
func (v *variant) clashOf(d uint8, a, b int, where string) *Clash {
	return &Clash{Digit: d, Where: where, CellA: a, CellB: b, Side: 9}
}
