// variant.go draws a variant's rules on a figure as players expect to see
// them printed: both main diagonals as a line through tinted cells, the
// windows and the marked regions shaded, each cell's disjoint group as a
// small number in its corner, and no box lines in a Latin square. It must
// not know the rules: the caller names the cells (Variant).

package explain

import (
	"fmt"
	"strings"
)

// Variant is what a figure draws of a variant's rules. Name, its names
// as -variant takes them, goes into the figure's title, so that rules
// with no mark on the board (antiknight, antiking, nc) are named too.
type Variant struct {
	Name      string
	Diagonals []int     // the cells of both main diagonals, tinted, with a line corner to corner
	Windows   []int     // the windows' cells, shaded
	Marked    []int     // a marked region's cells (girandola, asterisk, center dot), shaded
	Groups    [81]uint8 // each cell's disjoint group 1-9, or 0 for none
	NoBoxes   bool      // a Latin square: no box lines
}

// The variant's shades, pale enough for black digits on them and apart
// from white printed in grey. The windows are opaque; the marked cells
// and the diagonals are drawn over them see-through (opShade), so that a
// cell of two regions shows both: a darker shade of the later's hue.
const (
	colWindow   = "#d6d6d6" // a pale grey
	colMarked   = "#e0a000" // amber: pale amber on white
	colDiagonal = "#3366cc" // blue: pale blue on white
	opShade     = "0.2"
	colDiagLine = "#7f93b8"
	colGroup    = "#6e6e6e"
)

// title prefixes a figure's title with the variant's names.
func (v *Variant) title(title string) string {
	if v == nil {
		return title
	}
	return "Sudoku variant " + strings.ReplaceAll(v.Name, ",", ", ") + ". " + title
}

// writeShades shades the variant's cells, each kind a group of its own
// (class names it), the windows first, the diagonals over them.
func (v *Variant) writeShades(b *strings.Builder) {
	if v == nil {
		return
	}
	see := ` fill-opacity="` + opShade + `"`
	for _, kind := range []struct {
		class, fill, opacity string
		cells                []int
	}{{"windows", colWindow, "", v.Windows}, {"marked", colMarked, see, v.Marked}, {"diagonals", colDiagonal, see, v.Diagonals}} {
		if len(kind.cells) == 0 {
			continue
		}
		fmt.Fprintf(b, `<g class="%s" fill="%s"%s>`, kind.class, kind.fill, kind.opacity)
		for _, c := range kind.cells {
			fmt.Fprintf(b, `<rect x="%d" y="%d" width="%d" height="%d"/>`, cellX(c), cellY(c), cellSize, cellSize)
		}
		b.WriteString("</g>")
	}
}

// writeMarks draws the diagonals' lines and the disjoint groups' numbers,
// under the grid's lines and the digits.
func (v *Variant) writeMarks(b *strings.Builder) {
	if v == nil {
		return
	}
	if len(v.Diagonals) > 0 {
		fmt.Fprintf(b, `<path class="diagonal-lines" d="M%d %dL%d %dM%d %dL%d %d" stroke="%s" stroke-width="1.5" fill="none"/>`,
			margin, margin, side-margin, side-margin, side-margin, margin, margin, side-margin, colDiagLine)
	}
	var groups strings.Builder
	for c, g := range v.Groups {
		if g != 0 {
			fmt.Fprintf(&groups, `<text x="%d" y="%d">%d</text>`, cellX(c)+3, cellY(c)+12, g)
		}
	}
	if groups.Len() > 0 {
		fmt.Fprintf(b, `<g class="groups" font-family="sans-serif" font-size="11" fill="%s">%s</g>`, colGroup, groups.String())
	}
}

// boxes reports whether the figure draws box lines: not in a Latin
// square.
func (v *Variant) boxes() bool { return v == nil || !v.NoBoxes }
