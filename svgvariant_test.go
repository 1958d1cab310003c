// svgvariant_test.go holds -svg -variant to the rules: the SVG read back
// (which cells each kind of shading covers, the diagonals' line, the
// disjoint groups' numbers, the box lines, the title, the digits), and
// MuPDF's rendering of it, which reads no CSS. The regions are defined
// again here, from docs/variants.md's words: nothing is shared with
// variant.go or the drawing.

package main

import (
	"encoding/xml"
	"fmt"
	goimage "image"
	"image/color"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// drawn is what an SVG of -svg holds, read back: the cells of each kind of
// shading (by its group's class), each cell's small group number, the
// digits, the paths' d by class or stroke width, and the title.
type drawn struct {
	shaded map[string][]int
	groups map[int]string
	digits [81]byte
	paths  map[string]string
	title  string
}

// readDrawing reads an SVG as -svg writes it. A cell is found from a
// shape's or a digit's place: the grid is 4 units in, cells 48 across.
func readDrawing(t *testing.T, svg string) drawn {
	t.Helper()
	dr := drawn{shaded: map[string][]int{}, groups: map[int]string{}, paths: map[string]string{}}
	cellAt := func(x, y string) int {
		xi, err1 := strconv.Atoi(x)
		yi, err2 := strconv.Atoi(y)
		if err1 != nil || err2 != nil {
			t.Fatalf("a shape at %q, %q", x, y)
		}
		return (yi-4)/48*9 + (xi-4)/48
	}
	var stack []xml.StartElement
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG does not parse: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			stack = append(stack, tok.Copy())
			group := classOf(stack)
			switch tok.Name.Local {
			case "rect":
				if group != "" {
					dr.shaded[group] = append(dr.shaded[group], cellAt(attrOf(tok, "x"), attrOf(tok, "y")))
				}
			case "path":
				key := attrOf(tok, "class")
				if key == "" {
					key = "width " + attrOf(tok, "stroke-width")
				}
				dr.paths[key] = attrOf(tok, "d")
			}
		case xml.CharData:
			if len(stack) == 0 {
				continue // the line's end after the svg
			}
			top := stack[len(stack)-1]
			switch {
			case top.Name.Local == "title":
				dr.title += string(tok)
			case top.Name.Local == "text" && classOf(stack) == "groups":
				dr.groups[cellAt(attrOf(top, "x"), attrOf(top, "y"))] = string(tok)
			case top.Name.Local == "text" && len(tok) == 1:
				// A digit sits on its cell's centre, its baseline below it.
				x, _ := strconv.Atoi(attrOf(top, "x"))
				y, _ := strconv.Atoi(attrOf(top, "y"))
				dr.digits[cellAt(strconv.Itoa(x-24), strconv.Itoa(y-35))] = tok[0]
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		}
	}
	return dr
}

// attrOf returns an element's attribute, "" if it has none.
func attrOf(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// classOf returns the class of the innermost g around the element on
// top of the stack.
func classOf(stack []xml.StartElement) string {
	for i := len(stack) - 1; i >= 0; i-- {
		if stack[i].Name.Local == "g" {
			return attrOf(stack[i], "class")
		}
	}
	return ""
}

// variantCells are the cells players expect shaded under one name of
// -variant (none for the names that shade nothing), written again from
// docs/variants.md's words and pictures.
func variantCells(name string) []int {
	var cells []int
	add := func(r, c int) { cells = append(cells, r*9+c) }
	marked := func(rc string) { // "r1c1 r1c9 ...", from 1
		for _, f := range strings.Fields(rc) {
			add(int(f[1]-'1'), int(f[3]-'1'))
		}
	}
	switch name {
	case "x":
		for k := 0; k < 9; k++ {
			add(k, k)
			if k != 4 {
				add(k, 8-k)
			}
		}
	case "windoku": // the four windows, the 3x3 squares at rows and columns 2 and 6
		for _, r0 := range []int{1, 5} {
			for _, c0 := range []int{1, 5} {
				for k := 0; k < 9; k++ {
					add(r0+k/3, c0+k%3)
				}
			}
		}
	case "girandola":
		marked("r1c1 r1c9 r2c5 r5c2 r5c5 r5c8 r8c5 r9c1 r9c9")
	case "asterisk":
		marked("r2c5 r3c3 r3c7 r5c2 r5c5 r5c8 r7c3 r7c7 r8c5")
	case "cd":
		marked("r2c2 r2c5 r2c8 r5c2 r5c5 r5c8 r8c2 r8c5 r8c8")
	}
	sort.Ints(cells)
	return cells
}

// cellsIf returns variantCells(name) if the names asked have it, else
// none.
func cellsIf(has map[string]bool, name string) []int {
	if !has[name] {
		return nil
	}
	return variantCells(name)
}

// emptyLine is a board with no givens.
var emptyLine = strings.Repeat(".", 81)

// TestSVGVariantRegions draws an empty board under each variant, and some
// together, and reads back: the diagonals' cells tinted and their line
// corner to corner (x), the windows shaded (windoku), the marked cells
// (girandola, asterisk, cd), each cell's disjoint group in its corner
// (dg), no box lines in a Latin square, and every name in the title.
func TestSVGVariantRegions(t *testing.T) {
	for _, names := range []string{"x", "windoku", "dg", "girandola", "asterisk", "cd", "latin", "antiknight", "antiking", "nc+", "nc,toroidal", "x,windoku,dg,cd", "girandola,asterisk,latin"} {
		out, stderr, code := runCmd([]string{"-svg", "-variant", names}, emptyLine+"\n")
		if code != 0 {
			t.Fatalf("-svg -variant %s: exit %d, %s", names, code, stderr)
		}
		dr := readDrawing(t, out)
		has := map[string]bool{}
		for _, n := range strings.Split(names, ",") {
			has[n] = true
		}
		var marked []int
		for _, n := range []string{"girandola", "asterisk", "cd"} {
			marked = append(marked, cellsIf(has, n)...)
		}
		for _, kind := range []struct {
			class string
			want  []int
		}{{"diagonals", cellsIf(has, "x")}, {"windows", cellsIf(has, "windoku")}, {"marked", marked}} {
			if got, want := cellSet(dr.shaded[kind.class]), cellSet(kind.want); got != want {
				t.Errorf("-variant %s: %s shaded on %s, want %s", names, kind.class, got, want)
			}
		}
		if line, want := dr.paths["diagonal-lines"], map[bool]string{true: "M4 4L436 436M436 4L4 436"}[has["x"]]; line != want {
			t.Errorf("-variant %s: the diagonals' line %q, want %q", names, line, want)
		}
		checkGroups(t, names, dr.groups, has["dg"])
		if boxLines := strings.Count(dr.paths["width 3"], "M") - 1; boxLines != map[bool]int{true: 0, false: 4}[has["latin"]] {
			t.Errorf("-variant %s: %d box lines (%q)", names, boxLines, dr.paths["width 3"])
		}
		if want := "Sudoku variant " + strings.ReplaceAll(names, ",", ", ") + ". Puzzle, 0 givens"; !strings.HasPrefix(dr.title, want) {
			t.Errorf("-variant %s: title %q, want it to begin %q", names, dr.title, want)
		}
	}
}

// checkGroups checks the disjoint groups' numbers: in each cell its place
// in its box, 1-9 row by row (dg), or none.
func checkGroups(t *testing.T, names string, groups map[int]string, dg bool) {
	t.Helper()
	if !dg {
		if len(groups) != 0 {
			t.Errorf("-variant %s: group numbers %v, want none", names, groups)
		}
		return
	}
	for c := 0; c < 81; c++ {
		if want := strconv.Itoa(c/9%3*3 + c%3 + 1); groups[c] != want {
			t.Errorf("-variant %s: r%dc%d numbered %q, want disjoint group %s", names, c/9+1, c%9+1, groups[c], want)
		}
	}
}

// cellSet names a set of cells, sorted, each once.
func cellSet(cells []int) string {
	seen := map[int]bool{}
	var names []string
	sorted := append([]int(nil), cells...)
	sort.Ints(sorted)
	for _, c := range sorted {
		if !seen[c] {
			seen[c] = true
			names = append(names, fmt.Sprintf("r%dc%d", c/9+1, c%9+1))
		}
	}
	return "[" + strings.Join(names, " ") + "]"
}

// TestSVGVariantSolution draws the solution of a puzzle made under a
// variant: the digits are those the command prints under the variant,
// not the classic first solution, and -gen -svg draws the same picture.
// Givens that break the variant's rule are not drawn.
func TestSVGVariantSolution(t *testing.T) {
	for _, names := range []string{"x", "windoku,antiking"} {
		gen := []string{"-gen", "1", "-variant", names, "-seed", "3"}
		puzzle, _, _ := runCmd(gen, "")
		want, _, _ := runCmd([]string{"-variant", names}, puzzle)
		out, stderr, code := runCmd([]string{"-svg", "-solution", "-variant", names}, puzzle)
		if code != 0 {
			t.Fatalf("-svg -solution -variant %s: exit %d, %s", names, code, stderr)
		}
		if got := readDrawing(t, out).digits; string(got[:]) != strings.TrimSpace(want) {
			t.Errorf("-variant %s on %s: drawn %s, the command solves %s", names, strings.TrimSpace(puzzle), got[:], want)
		}
		if drawn, _, _ := runCmd(append(gen, "-svg", "-solution"), ""); drawn != out {
			t.Errorf("-gen -svg -solution -variant %s draws otherwise than -svg on its puzzle", names)
		}
	}
	clash := "5" + strings.Repeat(".", 59) + "5" + strings.Repeat(".", 20)
	out, stderr, code := runCmd([]string{"-svg", "-variant", "x"}, clash+"\n")
	if code != 1 || out != "" || !strings.Contains(stderr, "digit 5 twice on the main diagonal (r1c1 and r7c7)") {
		t.Errorf("-svg -variant x on two 5s on the diagonal: exit %d, %d bytes out, %q", code, len(out), stderr)
	}
}

// TestSVGVariantWithoutCSS draws puzzles made under the marked variants
// with MuPDF: the givens' digits where they are, the region's cells
// tinted and no other, the diagonal's line and the groups' numbers too
// light to pass for a digit.
func TestSVGVariantWithoutCSS(t *testing.T) {
	t.Parallel()
	mutool := needTool(t, "mutool", "mupdf-tools", "-svg's variants are not drawn without CSS")
	for _, names := range []string{"x", "windoku", "asterisk", "dg"} {
		puzzle, _, _ := runCmd([]string{"-gen", "1", "-variant", names, "-seed", "1"}, "")
		img, grid := drawnByMuPDF(t, mutool, []string{"-svg", "-variant", names}, puzzle)
		what := "MuPDF -svg -variant " + names
		checkInk(t, img, grid, what, mustBoard(t, strings.TrimSpace(puzzle)), false)
		checkTinted(t, img, grid, what, variantCells(names))
	}
}

// checkTinted checks that the cells are tinted and no other: a patch of
// each cell left of its middle, clear of the digit, the diagonals' line
// and a group's number, is white in a plain cell and a pale tint in a
// tinted one.
func checkTinted(t *testing.T, img goimage.Image, grid box, what string, cells []int) {
	t.Helper()
	tinted := map[int]bool{}
	for _, c := range cells {
		tinted[c] = true
	}
	white := func(c color.Color) bool {
		r, g, b, _ := c.RGBA()
		return r>>8 >= 250 && g>>8 >= 250 && b>>8 >= 250
	}
	pale := func(c color.Color) bool {
		r, g, b, _ := c.RGBA()
		return !white(c) && r>>8 >= 150 && g>>8 >= 150 && b>>8 >= 150
	}
	w, h := (grid.x1-grid.x0)/9, (grid.y1-grid.y0)/9
	for c := 0; c < 81; c++ {
		x, y := grid.x0+c%9*(grid.x1-grid.x0)/9, grid.y0+c/9*(grid.y1-grid.y0)/9
		patch := goimage.Rect(x+w*5/48, y+h*20/48, x+w*12/48, y+h*28/48)
		n := patch.Dx() * patch.Dy()
		test := map[bool]func(color.Color) bool{true: pale, false: white}[tinted[c]]
		if got := count(img, patch, test); got < n*9/10 {
			t.Errorf("%s: r%dc%d: %d of %d pixels of its patch %s, tinted %v", what, c/9+1, c%9+1, got, n, map[bool]string{true: "pale", false: "white"}[tinted[c]], tinted[c])
		}
	}
}

// variantPictures are docs/variants.md's drawings: the variants that
// mark the board, each a puzzle made under it.
var variantPictures = []string{"x", "windoku", "dg", "girandola", "asterisk", "cd", "latin"}

// TestVariantPictures holds docs/img/variant-NAME.svg to what `sudoku
// -gen 1 -variant NAME -seed 1 -svg` draws (-update rewrites them), and
// docs/variants.md to showing each.
func TestVariantPictures(t *testing.T) {
	doc := readFile(t, filepath.Join("docs", "variants.md"))
	for _, name := range variantPictures {
		out, stderr, code := runCmd([]string{"-gen", "1", "-variant", name, "-seed", "1", "-svg"}, "")
		if code != 0 {
			t.Fatalf("-gen -svg -variant %s: exit %d, %s", name, code, stderr)
		}
		file := "variant-" + name + ".svg"
		path := filepath.Join("docs", "img", file)
		if *update {
			writeFile(t, path, out)
		} else if old, err := os.ReadFile(path); err != nil || string(old) != out {
			t.Errorf("%s is not what -gen 1 -variant %s -seed 1 -svg draws (go test -run TestVariantPictures -update)", path, name)
		}
		if !strings.Contains(doc, "(img/"+file+")") {
			t.Errorf("docs/variants.md does not show img/%s", file)
		}
	}
}
