// text.go holds what the techniques share to write a step's text as
// serate's hints print themselves (their toString): cell lists, region
// names, digit lists. It must not find steps.

package rate

import "strings"

// regionName is serate's name of region r's type: "block", "row" or
// "column".
func regionName(r int) string {
	return [3]string{"block", "row", "column"}[r/9]
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
		b.WriteString(cellName(c))
	}
	return b.String()
}

// digitList writes the digits of mask m (bit d for digit d) in increasing
// order, separated by sep: "3,9" or "3, 9".
func digitList(m uint16, sep string) string {
	var b strings.Builder
	for d := 1; d <= 9; d++ {
		if m&(1<<uint(d)) != 0 {
			if b.Len() > 0 {
				b.WriteString(sep)
			}
			b.WriteByte(byte('0' + d))
		}
	}
	return b.String()
}

// Strong links, wings and exclusions.

// wingLinks draws serate's links of a wing on digit d from the pivot yz to
// the set's cells holding d, in serate's order: the first cell, then the
// others from the last.
func wingLinks(p *picture, g *cands, yz, d int, set []int) {
	for i := range set {
		c := set[(len(set)-i)%len(set)]
		if g.cand[c]&(1<<uint(d)) != 0 {
			p.links = append(p.links, Link{FromCell: yz, FromDigit: d, ToCell: c, ToDigit: d})
		}
	}
}
