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

// Chains.

// potName writes a chain's potential as serate's Potential.toString does,
// its cell and digit without its state: "r7c3.7".
func potName(p pot) string {
	return cellName(p.cell()) + "." + string(rune('0'+p.digit()))
}

// potState writes p and its state as serate's chaining hints do: "r7c3.7
// on" or "r7c3.7 off".
func potState(p pot) string {
	if p.on() {
		return potName(p) + " on"
	}
	return potName(p) + " off"
}
