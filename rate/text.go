// text.go holds what the techniques share to write a step's text as
// serate's hints print themselves (their toString): cell lists, region
// names, digit lists. It must not find steps.

package rate

import "strings"

// regionName is serate's name of region r's type: "block", "row" or
// "column", or a variant's ("disjoint group", "Main Diagonal").
func regionName(r int) string {
	switch {
	case r < 27:
		return [3]string{"block", "row", "column"}[r/9]
	case r < regWindow:
		return "disjoint group"
	case r < regMainDiag:
		return "window group"
	}
	return [...]string{"Main Diagonal", "Anti Diagonal", "Girandola group", "Asterisk group", "Center Dot group"}[r-regMainDiag]
}

// regionFullName is serate's full name of region r: "row 3", "disjoint
// group 4", "Main Diagonal".
func regionFullName(r int) string {
	if r >= regMainDiag {
		return regionName(r)
	}
	return regionName(r) + " " + itoa(r%9+1)
}

// itoa writes a small non-negative number.
func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// cellList writes cells as serate's Cell.toFullString does: "Cell r1c2" or
// "Cells r1c2,r3c4", in the order given.
func cellList(cells ...int) string {
	var b strings.Builder
	b.WriteString("Cell")
	if len(cells) > 1 {
		b.WriteByte('s')
	}
	b.WriteByte(' ')
	b.WriteString(cellNames(cells...))
	return b.String()
}

// cellNames writes cells as "r1c2,r3c4", in the order given.
func cellNames(cells ...int) string {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(CellName(c))
	}
	return b.String()
}

// digitsText writes digits, separated by sep: "3,9" or "3, 9".
func digitsText(ds []int, sep string) string {
	var b strings.Builder
	for i, d := range ds {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(digitName(d))
	}
	return b.String()
}

// Basic techniques and uniqueness.

// digitName writes digit d (1-9).
func digitName(d int) string { return string(rune('0' + d)) }

// placedText writes a placement as serate's DirectHint does: "Hidden
// Single: r2c8: 5 in block", without " in ..." when reg < 0.
func placedText(name string, c, d, reg int) string {
	t := name + ": " + CellName(c) + ": " + digitName(d)
	if reg >= 0 {
		t += " in " + regionName(reg)
	}
	return t
}

// setText writes a naked or hidden set as serate's NakedSetHint and
// HiddenSetHint do: "Naked Pair: Cells r4c2,r9c2: 3,9 in column".
func setText(name string, cells, digits []int, reg int) string {
	return name + ": " + cellList(cells...) + ": " + digitsText(digits, ",") + " in " + regionName(reg)
}

// lockingText writes a locked digit as serate's LockingHint and
// DirectLockingHint do: the cells of reg1 holding d (all in reg2), then
// "d in block and row", or "d of block in row" for the direct hints.
func lockingText(name string, cells []int, d, reg1, reg2 int, direct bool) string {
	first, second := " in ", " and "
	if direct {
		first, second = " of ", " in "
	}
	return name + ": " + cellList(cells...) + ": " + digitName(d) + first + regionName(reg1) + second + regionName(reg2)
}

// intersectionText writes a Generalized Intersection as serate's
// VLockingHint does, in a step's text and a nested rule's words alike:
// "Cells r6c6,r9c6 on value 4 in column 6".
func intersectionText(cells []int, d, reg int) string {
	return cellList(cells...) + " on value " + digitName(d) + " in " + regionFullName(reg)
}

// regionCells gives the cells at the positions m of region reg (bit i for
// position i), in the region's order, which is also the cells' order.
func regionCells(reg int, m uint16) []int {
	var cells []int
	for i := 0; i < 9; i++ {
		if m&(1<<uint(i)) != 0 {
			cells = append(cells, int(rtab.cells[reg][i]))
		}
	}
	return cells
}

// shade colours the digits m of cell c in col (a picture's green, red or
// blue), those the cell still holds: SE paints a colour only on a cell's
// candidates.
func shade(col *[81]uint16, g *cands, c int, m uint16) { col[c] |= m & g.cand[c] }

// shadeAll colours the digits m of each of cells in col, as shade does.
func shadeAll(col *[81]uint16, g *cands, cells []int, m uint16) {
	for _, c := range cells {
		shade(col, g, c, m)
	}
}

// selectCells adds cells to the picture's selected cells.
func (p *picture) selectCells(cells ...int) {
	for _, c := range cells {
		p.cells.add(c)
	}
}

// frame adds regions to the picture's framed regions.
func (p *picture) frame(regs ...int) {
	for _, reg := range regs {
		p.regions |= 1 << uint(reg)
	}
}

// Strong links, wings and exclusions.

// xyWingExplain writes the XY- or XYZ-Wing's text as serate's XYWingHint
// prints it, "XY-Wing: Cells r7c2,r7c6,r9c1 on value 3" (the xy cell, the
// xz cell, the yz cell, z), and its picture: the three cells selected,
// the xy cell's candidates green and its x and y red (orange), z green in
// the two others, the removals red, and links from x and y in the xy cell
// to the same digit in the xz and yz cells (weak links: the two see each
// other). (It is here, not beside the wings, as basic.go, which finds the
// XY-Wings, uses no technique's file.)
func (r *Rater) xyWingExplain(s *Step, xy, xz, yz, z int) {
	g := &r.g
	zb := uint16(1) << uint(z)
	s.setPattern([]int{xy, xz, yz}, nil, z)
	p := &r.pic
	p.cells.add(xy)
	p.cells.add(xz)
	p.cells.add(yz)
	p.green[xy], p.green[xz], p.green[yz] = g.cand[xy], zb, zb
	p.red = s.elim
	p.red[xy] |= g.cand[xy] &^ zb
	for _, c := range [2]int{xz, yz} {
		d := 1
		for g.cand[c]&^zb != 1<<uint(d) {
			d++
		}
		p.links = append(p.links, Link{FromCell: xy, FromDigit: d, ToCell: c, ToDigit: d})
	}
}
