// svg.go draws a 9x9 grid as SVG: digits, candidates, and a step's pattern
// coloured as Sudoku Explainer colours it. It must not rate or solve: the
// figure gets everything it draws.

package explain

import (
	"fmt"
	"io"
	"math/bits"
	"strconv"
	"strings"

	"sudoku/rate"
)

// Figure is one grid to draw. Digits are the cells' digits (0 none),
// Givens the puzzle's, in bold; the others are blue on a page and black
// on paper (a standalone figure). Cands, if ShowCands, are each empty
// cell's candidates (bit d for digit d). Pic, the step's picture, colours
// cells, regions, candidates and links; Struck are candidates drawn
// struck through (the step's removals).
type Figure struct {
	Digits, Givens rate.Grid
	Cands          [81]uint16
	ShowCands      bool
	Pic            rate.Picture
	Struck         [81]uint16
}

// The figure's geometry, in the SVG's user units: a cell is cellSize
// across, a candidate sits on a 3x3 sub-grid of the cell.
const (
	cellSize = 48
	margin   = 4
	side     = 9*cellSize + 2*margin
	subSize  = cellSize / 3
)

// Style is the CSS the figures' classes need: a page states it once, a
// standalone SVG holds it.
const Style = `.sel{fill:#ffffcc}.reg{fill:none;stroke:#3050e0;stroke-width:4;stroke-opacity:.55}` +
	`.thin{stroke:#999;stroke-width:1}.thick{stroke:#000;stroke-width:3;fill:none}` +
	`.gv{font:bold 32px sans-serif;fill:#000;text-anchor:middle}.pl{font:32px sans-serif;fill:#2050c0;text-anchor:middle}` +
	`.pp{font:30px sans-serif;fill:#000;text-anchor:middle}` +
	`.cd{font:14px sans-serif;fill:#555;text-anchor:middle}` +
	`.g{fill:#bdf0bd}.r{fill:#f8c0c0}.o{fill:#f8d8a8}.b{fill:#c0d0f8}` +
	`.cg{fill:#006400;font-weight:bold}.cr{fill:#b00000;font-weight:bold}.co{fill:#a05000;font-weight:bold}.cb{fill:#1030b0;font-weight:bold}` +
	`.st{stroke:#b00000;stroke-width:2}.ln{stroke:#e07000;stroke-width:2;fill:none;marker-end:url(#ah)}`

// cellX and cellY are the top left corner of cell c.
func cellX(c int) int { return margin + c%9*cellSize }
func cellY(c int) int { return margin + c/9*cellSize }

// candX and candY are the centre of digit d's place in cell c; digit 0
// is the cell's centre.
func candX(c, d int) int {
	if d == 0 {
		return cellX(c) + cellSize/2
	}
	return cellX(c) + (d-1)%3*subSize + subSize/2
}

func candY(c, d int) int {
	if d == 0 {
		return cellY(c) + cellSize/2
	}
	return cellY(c) + (d-1)/3*subSize + subSize/2
}

// WriteSVG writes the figure as an SVG element. A standalone figure
// (a file of its own) holds its style and a print size, width in mm; one
// for a page leaves both to the page.
func (f *Figure) WriteSVG(w io.Writer, standalone bool, widthMM int) error {
	var b strings.Builder
	if standalone {
		fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%dmm" height="%dmm">`, side, side, widthMM, widthMM)
		b.WriteString("<style>" + Style + "</style>")
	} else {
		fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" class="fig" role="img">`, side, side)
	}
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="#fff"/>`, side, side)
	f.writeCells(&b)
	f.writeMarks(&b)
	writeLines(&b)
	f.writeDigits(&b, standalone)
	if f.ShowCands {
		f.writeCands(&b)
	}
	f.writeLinks(&b, standalone)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeCells shades the selected cells and frames the regions.
func (f *Figure) writeCells(b *strings.Builder) {
	for _, c := range f.Pic.Cells {
		fmt.Fprintf(b, `<rect class="sel" x="%d" y="%d" width="%d" height="%d"/>`, cellX(c), cellY(c), cellSize, cellSize)
	}
	for _, r := range f.Pic.Regions {
		x, y, w, h := regionBox(r)
		fmt.Fprintf(b, `<rect class="reg" x="%d" y="%d" width="%d" height="%d"/>`, x+3, y+3, w-6, h-6)
	}
}

// regionBox is region r's box: 0-8 blocks, 9-17 rows, 18-26 columns.
func regionBox(r int) (x, y, w, h int) {
	switch {
	case r < 9:
		return margin + r%3*3*cellSize, margin + r/3*3*cellSize, 3 * cellSize, 3 * cellSize
	case r < 18:
		return margin, margin + (r-9)*cellSize, 9 * cellSize, cellSize
	}
	return margin + (r-18)*cellSize, margin, cellSize, 9 * cellSize
}

// writeMarks draws a disc behind each coloured candidate: green, red,
// orange for both, blue.
func (f *Figure) writeMarks(b *strings.Builder) {
	for c := 0; c < 81; c++ {
		for d := 1; d <= 9; d++ {
			if class := f.candClass(c, d); class != "" {
				fmt.Fprintf(b, `<circle class="%s" cx="%d" cy="%d" r="7"/>`, class, candX(c, d), candY(c, d))
			}
		}
	}
}

// candClass is the colour class of digit d in cell c: "g", "r", "o", "b",
// or "" for none.
func (f *Figure) candClass(c, d int) string {
	bit := uint16(1) << uint(d)
	green, red := f.Pic.Green[c]&bit != 0, f.Pic.Red[c]&bit != 0
	switch {
	case green && red:
		return "o"
	case red:
		return "r"
	case green:
		return "g"
	case f.Pic.Blue[c]&bit != 0:
		return "b"
	}
	return ""
}

// writeLines draws the cell lines, then the box lines and the border.
func writeLines(b *strings.Builder) {
	var thin, thick strings.Builder
	for i := 1; i < 9; i++ {
		p := margin + i*cellSize
		line := &thin
		if i%3 == 0 {
			line = &thick
		}
		fmt.Fprintf(line, "M%d %dV%dM%d %dH%d", p, margin, side-margin, margin, p, side-margin)
	}
	fmt.Fprintf(b, `<path class="thin" d="%s"/>`, thin.String())
	fmt.Fprintf(b, `<path class="thick" d="%sM%d %dH%dV%dH%dZ"/>`, thick.String(), margin, margin, side-margin, side-margin, margin)
}

// writeDigits writes the givens, then the other digits, a text element a
// row and kind: the browser places each character at its own x. On paper
// the other digits are black, as a book prints a solution.
func (f *Figure) writeDigits(b *strings.Builder, paper bool) {
	for row := 0; row < 9; row++ {
		for _, given := range []bool{true, false} {
			var xs []string
			var text []byte
			for c := row * 9; c < row*9+9; c++ {
				if d := f.Digits[c]; d != 0 && (f.Givens[c] != 0) == given {
					xs = append(xs, strconv.Itoa(cellX(c)+cellSize/2))
					text = append(text, '0'+d)
				}
			}
			if len(xs) == 0 {
				continue
			}
			class := "pl"
			switch {
			case given:
				class = "gv"
			case paper:
				class = "pp"
			}
			fmt.Fprintf(b, `<text class="%s" x="%s" y="%d">%s</text>`, class, strings.Join(xs, " "), cellY(row*9)+cellSize/2+11, text)
		}
	}
}

// writeCands writes the empty cells' candidates, a text element for each
// third of a row, then the coloured ones over them and a stroke through
// each struck one.
func (f *Figure) writeCands(b *strings.Builder) {
	for row := 0; row < 9; row++ {
		for third := 0; third < 3; third++ {
			var xs []string
			var text []byte
			for c := row * 9; c < row*9+9; c++ {
				for d := third*3 + 1; d <= third*3+3; d++ {
					if f.Digits[c] == 0 && f.Cands[c]&(1<<uint(d)) != 0 && f.candClass(c, d) == "" {
						xs = append(xs, strconv.Itoa(candX(c, d)))
						text = append(text, byte('0'+d))
					}
				}
			}
			if len(xs) > 0 {
				fmt.Fprintf(b, `<text class="cd" x="%s" y="%d">%s</text>`, strings.Join(xs, " "), candY(row*9, third*3+1)+5, text)
			}
		}
	}
	for c := 0; c < 81; c++ {
		for m := f.Cands[c]; m != 0 && f.Digits[c] == 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			if class := f.candClass(c, d); class != "" {
				fmt.Fprintf(b, `<text class="cd c%s" x="%d" y="%d">%d</text>`, class, candX(c, d), candY(c, d)+5, d)
			}
			if f.Struck[c]&(1<<uint(d)) != 0 {
				fmt.Fprintf(b, `<path class="st" d="M%d %dL%d %d"/>`, candX(c, d)-7, candY(c, d)+6, candX(c, d)+7, candY(c, d)-6)
			}
		}
	}
}

// writeLinks draws a chain's links as arrows from candidate to candidate,
// stopping short of the target so the arrow head does not hide it. A
// standalone figure defines the arrow head; a page does so once.
func (f *Figure) writeLinks(b *strings.Builder, standalone bool) {
	if len(f.Pic.Links) == 0 {
		return
	}
	if standalone {
		b.WriteString("<defs>" + arrowHead + "</defs>")
	}
	for _, l := range f.Pic.Links {
		x1, y1 := candX(l.FromCell, l.FromDigit), candY(l.FromCell, l.FromDigit)
		x2, y2 := candX(l.ToCell, l.ToDigit), candY(l.ToCell, l.ToDigit)
		dx, dy := x2-x1, y2-y1
		n := isqrt(dx*dx + dy*dy)
		if n == 0 {
			continue
		}
		fmt.Fprintf(b, `<path class="ln" d="M%d %dL%d %d"/>`, x1+dx*6/n, y1+dy*6/n, x2-dx*8/n, y2-dy*8/n)
	}
}

// isqrt is the integer square root of n >= 0.
func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}
