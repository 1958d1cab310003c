// svg.go draws a 9x9 grid as SVG: digits, candidates, and a step's pattern
// marked by role in colour and in shape (a ring, a dashed ring, a square,
// a stroke), with presentation attributes only, so that a renderer
// without CSS draws it the same. It must not rate or solve: the figure
// gets everything it draws.

package explain

import (
	"fmt"
	"html"
	"io"
	"math/bits"
	"strconv"
	"strings"

	"sudoku/rate"
)

// Figure is one grid to draw. Digits are the cells' digits (0 none),
// Givens the puzzle's, in bold; the others are blue on a page and black
// on paper (a standalone figure). Cands, if ShowCands, are each empty
// cell's candidates (bit d for digit d). Pic, the step's picture (or one
// of its views), marks cells, regions, candidates and links; Struck are
// candidates drawn struck through (the step's removals). Title names the
// figure for a reader who cannot see it (its <title>); "" names it by its
// digits (gridWords). Variant, if not nil, draws a variant's rules under
// all that and names them in the title.
type Figure struct {
	Digits, Givens rate.Grid
	Cands          [81]uint16
	ShowCands      bool
	Pic            rate.Picture
	Struck         [81]uint16
	Title          string
	Variant        *Variant
}

// The figure's geometry, in the SVG's user units: a cell is cellSize
// across, a candidate sits on a 3x3 sub-grid of the cell, its mark a disc
// of markR.
const (
	cellSize = 48
	margin   = 4
	side     = 9*cellSize + 2*margin
	subSize  = cellSize / 3
	markR    = 7
)

// The colours of the roles, chosen to stay apart under deuteranopia,
// protanopia and tritanopia as well as for normal sight (TestColoursApart
// measures them), each with a darker shade for its ring; SE's names.
const (
	colGreen   = "#4a9c7d" // what the step rests on (a chain: true)
	colRed     = "#d7443e" // what it removes, or a chain shows false
	colOrange  = "#ee9f3b" // both
	colBlue    = "#9c9ed8" // a third part of the pattern
	colSel     = "#ecdfbe" // the pattern's cells: kept on paper, digits dark on it
	ringGreen  = "#1e5a43"
	ringOrange = "#8a4b00"
	ringBlue   = "#3a3c8c"
	colStrike  = "#1a1a1a"
	colLink    = "#b34d00"
	colRegion  = "#6a7fe4"
	colPlaced  = "#1f4db8" // a digit the steps placed, on a page
	colCand    = "#505050"
)

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

// WriteSVG writes the figure as an SVG element. A standalone figure (a
// file of its own) has a print size, width in mm; one for a page is 360
// pixels across (the page's style may size it).
func (f *Figure) WriteSVG(w io.Writer, standalone bool, widthMM int) error {
	var b strings.Builder
	if standalone {
		fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%dmm" height="%dmm" role="img">`, side, side, widthMM, widthMM)
	} else {
		fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="360" height="360" class="fig" role="img">`, side, side)
	}
	title := f.Title
	if title == "" {
		title = gridWords(&f.Digits, &f.Givens)
	}
	b.WriteString("<title>" + html.EscapeString(f.Variant.title(title)) + "</title>")
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="#fff"/>`, side, side)
	f.Variant.writeShades(&b)
	f.writeCells(&b)
	f.Variant.writeMarks(&b)
	f.writeMarks(&b)
	writeLines(&b, f.Variant.boxes())
	f.writeDigits(&b, standalone)
	if f.ShowCands {
		f.writeCands(&b, standalone)
	}
	f.writeLinks(&b)
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// gridWords names a grid by its digits: "Puzzle, 24 givens: r1c1 7, r1c2
// 5, …" when it holds givens only, else its rows, "Solution, givens in
// bold: row 1 7 5 3 2 …" when it is full, "Grid: row 1 7 5 . 2 …" when not.
func gridWords(digits, givens *rate.Grid) string {
	var parts []string
	only := true
	for c, d := range digits {
		if d != 0 {
			parts = append(parts, fmt.Sprintf("%s %d", rate.CellName(c), d))
			only = only && givens[c] == d
		}
	}
	switch {
	case only:
		return fmt.Sprintf("Puzzle, %d givens: %s", len(parts), strings.Join(parts, ", "))
	case len(parts) == 81:
		return "Solution, givens in bold: " + rowWords(digits)
	}
	return "Grid: " + rowWords(digits)
}

// gridLine writes a grid as an 81-character line, "." for an empty cell.
func gridLine(g *rate.Grid) string {
	var b strings.Builder
	for _, d := range g {
		b.WriteString(digitOrDot(d))
	}
	return b.String()
}

// writeCells shades the selected cells and frames the regions.
func (f *Figure) writeCells(b *strings.Builder) {
	for _, c := range f.Pic.Cells {
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, cellX(c), cellY(c), cellSize, cellSize, colSel)
	}
	for _, r := range f.Pic.Regions {
		if r >= 27 {
			// A variant's region is no rectangle: each of its cells is
			// framed.
			for _, c := range rate.RegionCells(r) {
				fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="3"/>`, cellX(c)+3, cellY(c)+3, cellSize-6, cellSize-6, colRegion)
			}
			continue
		}
		x, y, w, h := regionBox(r)
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="4"/>`, x+3, y+3, w-6, h-6, colRegion)
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

// A candidate's role in the picture.
const (
	roleNone = iota
	roleGreen
	roleRed
	roleOrange // green and red
	roleBlue
)

// role is the role of digit d in cell c.
func (f *Figure) role(c, d int) int {
	bit := uint16(1) << uint(d)
	green, red := f.Pic.Green[c]&bit != 0, f.Pic.Red[c]&bit != 0
	switch {
	case green && red:
		return roleOrange
	case red:
		return roleRed
	case green:
		return roleGreen
	case f.Pic.Blue[c]&bit != 0:
		return roleBlue
	}
	return roleNone
}

// writeMarks marks each candidate with a role: its colour behind it, and
// its shape around it.
func (f *Figure) writeMarks(b *strings.Builder) {
	for c := 0; c < 81; c++ {
		for d := 1; d <= 9; d++ {
			if role := f.role(c, d); role != roleNone {
				writeMark(b, role, candX(c, d), candY(c, d))
			}
		}
	}
}

// writeMark draws the mark of a role centred on x, y: a disc of its
// colour, ringed for what the step rests on (green), with a dashed ring
// for both roles (orange), none for the removed or false (red), a square
// for a third part (blue). The key on the page draws them too.
func writeMark(b *strings.Builder, role, x, y int) {
	switch role {
	case roleGreen:
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" stroke-width="1.6"/>`, x, y, markR, colGreen, ringGreen)
	case roleOrange:
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="%s" stroke="%s" stroke-width="1.6" stroke-dasharray="3 2"/>`, x, y, markR, colOrange, ringOrange)
	case roleRed:
		fmt.Fprintf(b, `<circle cx="%d" cy="%d" r="%d" fill="%s"/>`, x, y, markR, colRed)
	case roleBlue:
		fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s" stroke-width="1.6"/>`, x-markR+1, y-markR+1, 2*markR-2, 2*markR-2, colBlue, ringBlue)
	}
}

// writeLines draws the cell lines, then the box lines (if boxes) and
// the border.
func writeLines(b *strings.Builder, boxes bool) {
	var thin, thick strings.Builder
	for i := 1; i < 9; i++ {
		p := margin + i*cellSize
		line := &thin
		if i%3 == 0 && boxes {
			line = &thick
		}
		fmt.Fprintf(line, "M%d %dV%dM%d %dH%d", p, margin, side-margin, margin, p, side-margin)
	}
	fmt.Fprintf(b, `<path d="%s" stroke="#999" stroke-width="1"/>`, thin.String())
	fmt.Fprintf(b, `<path d="%sM%d %dH%dV%dH%dZ" stroke="#000" stroke-width="3" fill="none"/>`, thick.String(), margin, margin, side-margin, side-margin, margin)
}

// writeRun writes the characters of text at their xs on baseline y: on a
// page one text element, the browser placing each character at its own x
// (the page stays light); on paper one element a character, as some
// renderers (MuPDF) place a text element's characters from its first x.
func writeRun(b *strings.Builder, look string, xs []string, y int, text []byte, paper bool) {
	if !paper {
		fmt.Fprintf(b, `<text%s x="%s" y="%d">%s</text>`, look, strings.Join(xs, " "), y, text)
		return
	}
	for i, x := range xs {
		fmt.Fprintf(b, `<text%s x="%s" y="%d">%c</text>`, look, x, y, text[i])
	}
}

// writeDigits writes the givens, then the other digits, a run of text a
// row and kind. On paper the other digits are black, as a book prints a
// solution.
func (f *Figure) writeDigits(b *strings.Builder, paper bool) {
	b.WriteString(`<g font-family="sans-serif" font-size="32" text-anchor="middle">`)
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
			look := ` font-weight="bold" fill="#000"`
			switch {
			case given:
			case paper:
				look = ` font-size="30" fill="#000"`
			default:
				look = ` fill="` + colPlaced + `"`
			}
			writeRun(b, look, xs, cellY(row*9)+cellSize/2+11, text, paper)
		}
	}
	b.WriteString("</g>")
}

// writeCands writes the empty cells' candidates, a run of text for each
// third of a row, the marked ones bold and black over their marks, then a
// stroke through each struck one.
func (f *Figure) writeCands(b *strings.Builder, paper bool) {
	fmt.Fprintf(b, `<g font-family="sans-serif" font-size="14" text-anchor="middle" fill="%s">`, colCand)
	for row := 0; row < 9; row++ {
		for third := 0; third < 3; third++ {
			var xs []string
			var text []byte
			for c := row * 9; c < row*9+9; c++ {
				for d := third*3 + 1; d <= third*3+3; d++ {
					if f.Digits[c] == 0 && f.Cands[c]&(1<<uint(d)) != 0 && f.role(c, d) == roleNone {
						xs = append(xs, strconv.Itoa(candX(c, d)))
						text = append(text, byte('0'+d))
					}
				}
			}
			if len(xs) > 0 {
				writeRun(b, "", xs, candY(row*9, third*3+1)+5, text, paper)
			}
		}
	}
	var strikes strings.Builder
	for c := 0; c < 81; c++ {
		for m := f.Cands[c]; m != 0 && f.Digits[c] == 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			if f.role(c, d) != roleNone {
				fmt.Fprintf(b, `<text font-weight="bold" fill="#000" x="%d" y="%d">%d</text>`, candX(c, d), candY(c, d)+5, d)
			}
			if f.Struck[c]&(1<<uint(d)) != 0 {
				fmt.Fprintf(&strikes, "M%d %dL%d %d", candX(c, d)-7, candY(c, d)+7, candX(c, d)+7, candY(c, d)-7)
			}
		}
	}
	b.WriteString("</g>")
	if strikes.Len() > 0 {
		fmt.Fprintf(b, `<path d="%s" stroke="%s" stroke-width="2" stroke-linecap="round"/>`, strikes.String(), colStrike)
	}
}
