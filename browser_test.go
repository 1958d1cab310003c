// browser_test.go opens what -explain and -svg write in headless Chromium
// (on a desktop's width and a phone's, and printed), and -svg's in MuPDF,
// which reads no CSS, and checks the picture as a person would look at
// it: the givens where the puzzle has them, each step's pattern where the
// step says, every grid on the screen or the first page. It must not read
// the page's source for what it checks: only pixels.

package main

import (
	"encoding/base64"
	"fmt"
	goimage "image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"sudoku/rate"
)

// chromium returns Debian's chromium, skipping the test when it is absent
// (and failing it in CI, where .ci/run installs it).
//
// The tests that call it run beside the others, one at a time among
// themselves: Chromium's own work is a core's worth, and one page at a
// time keeps their screenshots and timings apart.
func chromium(t *testing.T) string {
	t.Helper()
	t.Parallel()
	browserTurn.Lock()
	t.Cleanup(browserTurn.Unlock)
	return needTool(t, "chromium", "chromium", "the pages are not looked at")
}

// browserTurn is held by the test that is using a browser.
var browserTurn sync.Mutex

// explainPage writes -explain's page for browserPuzzle in the test's
// folder and returns its path.
func explainPage(t *testing.T) string {
	t.Helper()
	out, stderr, code := runCmd([]string{"-explain"}, browserPuzzle+"\n")
	if code != 0 {
		t.Fatalf("-explain: exit %d, %s", code, stderr)
	}
	page := filepath.Join(t.TempDir(), "page.html")
	writeFile(t, page, out)
	return page
}

// screenshot renders the file at path in a window width x height, in
// the shared Chromium (browser is its path), and returns the picture.
func screenshot(t *testing.T, browser, path string, width, height int) goimage.Image {
	t.Helper()
	tab := sharedBrowser(t, browser).newTab(t, width, height)
	tab.navigate("file://" + path)
	return tab.screenshot()
}

// box is a grid found on a screenshot: its outer border's corners.
type box struct{ x0, y0, x1, y1 int }

// cell returns the middle part of cell c of the grid, away from its lines.
func (b box) cell(c int) goimage.Rectangle {
	w, h := (b.x1-b.x0)/9, (b.y1-b.y0)/9
	x, y := b.x0+c%9*(b.x1-b.x0)/9, b.y0+c/9*(b.y1-b.y0)/9
	return goimage.Rect(x+w/8, y+h/8, x+w-w/8, y+h-h/8)
}

// dark reports whether a pixel is nearly black.
func dark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 < 80 && g>>8 < 80 && b>>8 < 80
}

// selectedShade reports whether a pixel is the shade of a selected cell,
// a pale yellow-brown (#ecdfbe), give or take the renderer's rounding.
func selectedShade(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	near := func(v uint32, want int) bool { return abs(int(v>>8)-want) <= 6 }
	return near(r, 0xec) && near(g, 0xdf) && near(b, 0xbe)
}

// findGrids finds the grids on a picture, top to bottom: a grid's border
// is a dark line at least minSide long on each of its four sides.
func findGrids(img goimage.Image, minSide int) []box {
	bounds := img.Bounds()
	var grids []box
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		x0, n := runAt(img, y, minSide)
		if n == 0 {
			continue
		}
		// The top border: the bottom one is the next long run below at
		// the same x, as far down as the grid is wide.
		g := box{x0: x0, y0: y, x1: x0 + n - 1}
		side := n - 1
		for y1 := y + side - 3; y1 <= y+side+3 && y1 < bounds.Max.Y; y1++ {
			if bx, bn := runAt(img, y1, minSide); bn > 0 && abs(bx-x0) <= 3 {
				g.y1 = y1
			}
		}
		if g.y1 == 0 {
			continue
		}
		grids = append(grids, g)
		y = g.y1 + 4
	}
	return grids
}

// runAt finds the first run of at least min dark pixels on row y: its
// start and length, 0 if none.
func runAt(img goimage.Image, y, min int) (int, int) {
	b := img.Bounds()
	start, n := 0, 0
	for x := b.Min.X; x < b.Max.X; x++ {
		if dark(img.At(x, y)) {
			if n == 0 {
				start = x
			}
			n++
			continue
		}
		if n >= min {
			return start, n
		}
		n = 0
	}
	if n >= min {
		return start, n
	}
	return 0, 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// count counts the pixels of r for which test holds.
func count(img goimage.Image, r goimage.Rectangle, test func(color.Color) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if test(img.At(x, y)) {
				n++
			}
		}
	}
	return n
}

// browserPuzzle is a puzzle of the bank (serate 4.2/1.2/1.2 XY-Wing).
const browserPuzzle = "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."

// TestExplainInBrowser writes -explain's page for a puzzle, looks at it in
// Chromium and checks the puzzle's grid (a digit in each given's cell and
// in no other) and each step's figures, one a view (shaded in the cells
// its pattern selects, and nowhere else).
func TestExplainInBrowser(t *testing.T) {
	browser := chromium(t)
	img := screenshot(t, browser, explainPage(t), 1024, 2400)
	grids := findGrids(img, 250)
	if len(grids) < 4 {
		t.Fatalf("%d grids on the screenshot, want the puzzle's and three steps'", len(grids))
	}
	board := mustBoard(t, browserPuzzle)
	for c := 0; c < 81; c++ {
		ink := count(img, grids[0].cell(c), dark)
		if (board[c] != 0) != (ink > 20) {
			t.Errorf("puzzle r%dc%d: %d dark pixels, given %d", c/9+1, c%9+1, ink, board[c])
		}
	}
	var r rate.Rater
	g := rate.Grid(board)
	if err := r.Start(&g); err != nil {
		t.Fatal(err)
	}
	next := 1
	for k := 0; next < len(grids); k++ {
		s, ok, err := r.Next()
		if err != nil || !ok {
			t.Fatalf("step %d: %v", k+1, err)
		}
		for _, view := range s.Views() {
			if next >= len(grids) || grids[next].y1 >= img.Bounds().Max.Y-2 {
				return // cut off at the window's foot
			}
			checkSelected(t, img, grids[next], fmt.Sprintf("step %d (%s)", k+1, s.Text()), view.Cells)
			next++
		}
	}
}

// checkSelected checks a step's figure: shaded in the selected cells and
// nowhere else.
func checkSelected(t *testing.T, img goimage.Image, grid box, what string, cells []int) {
	t.Helper()
	selected := map[int]bool{}
	for _, c := range cells {
		selected[c] = true
	}
	for c := 0; c < 81; c++ {
		lit := count(img, grid.cell(c), selectedShade)
		if selected[c] != (lit > 50) {
			t.Errorf("%s: r%dc%d has %d shaded pixels, selected %v", what, c/9+1, c%9+1, lit, selected[c])
		}
	}
}

// TestSVGInBrowser draws a puzzle and its solution with -svg and checks,
// on Chromium's rendering, a digit in each given's cell and no other (the
// puzzle) and in every cell (the solution).
func TestSVGInBrowser(t *testing.T) {
	longOnly(t, "draws -svg's pictures in Chromium")
	browser := chromium(t)
	board := mustBoard(t, browserPuzzle)
	for _, solution := range []bool{false, true} {
		args := []string{"-svg"}
		if solution {
			args = append(args, "-solution")
		}
		out, stderr, code := runCmd(args, browserPuzzle+"\n")
		if code != 0 || !strings.HasPrefix(out, "<svg") {
			t.Fatalf("%v: exit %d, %s", args, code, stderr)
		}
		path := filepath.Join(t.TempDir(), "board.svg")
		writeFile(t, path, out)
		img := screenshot(t, browser, path, 600, 600)
		grids := findGrids(img, 300)
		if len(grids) != 1 {
			t.Fatalf("%v: %d grids on the screenshot, want 1", args, len(grids))
		}
		for c := 0; c < 81; c++ {
			ink := count(img, grids[0].cell(c), dark)
			if want := board[c] != 0 || solution; want != (ink > 20) {
				t.Errorf("%v: r%dc%d: %d dark pixels, given %d", args, c/9+1, c%9+1, ink, board[c])
			}
		}
	}
}

// decodePNG reads a PNG file.
func decodePNG(t *testing.T, path string) goimage.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// checkInk checks a drawn puzzle: a digit in each given's cell and in
// no other (or, for a solution, in every cell).
func checkInk(t *testing.T, img goimage.Image, grid box, what string, board Board, solution bool) {
	t.Helper()
	for c := 0; c < 81; c++ {
		ink := count(img, grid.cell(c), dark)
		if want := board[c] != 0 || solution; want != (ink > 20) {
			t.Errorf("%s: r%dc%d: %d dark pixels, given %d", what, c/9+1, c%9+1, ink, board[c])
		}
	}
}

// TestSVGWithoutCSS draws -svg's puzzle and solution with MuPDF, which
// reads no CSS: the same grid and digits as a browser draws, not a black
// square.
func TestSVGWithoutCSS(t *testing.T) {
	t.Parallel()
	mutool := needTool(t, "mutool", "mupdf-tools", "-svg's output is not drawn without CSS")
	board := mustBoard(t, browserPuzzle)
	for _, solution := range []bool{false, true} {
		args := []string{"-svg"}
		if solution {
			args = append(args, "-solution")
		}
		img, grid := drawnByMuPDF(t, mutool, args, browserPuzzle+"\n")
		checkInk(t, img, grid, fmt.Sprint("MuPDF ", args), board, solution)
	}
}

// drawnByMuPDF runs the command with args on input, draws the SVG it
// writes with MuPDF (mutool) and gives the picture and its one grid.
func drawnByMuPDF(t *testing.T, mutool string, args []string, input string) (goimage.Image, box) {
	t.Helper()
	out, stderr, code := runCmd(args, input)
	if code != 0 {
		t.Fatalf("%v: exit %d, %s", args, code, stderr)
	}
	dir := t.TempDir()
	svg, shot := filepath.Join(dir, "board.svg"), filepath.Join(dir, "board.png")
	writeFile(t, svg, out)
	if msg, err := exec.Command(mutool, "draw", "-q", "-r", "96", "-o", shot, svg).CombinedOutput(); err != nil {
		t.Fatalf("mutool: %v\n%s", err, msg)
	}
	img := decodePNG(t, shot)
	grids := findGrids(img, 300)
	if len(grids) != 1 {
		t.Fatalf("%v: %d grids drawn by MuPDF, want 1", args, len(grids))
	}
	return img, grids[0]
}

// TestExplainOnPhone looks at -explain's page on a phone's width, 360
// pixels: every grid within the screen, the puzzle's givens in it, and
// the first step's words under its figure in lines as wide as the figure,
// not a column of letters.
func TestExplainOnPhone(t *testing.T) {
	longOnly(t, "looks at the page at a phone's width")
	browser := chromium(t)
	img := screenshot(t, browser, explainPage(t), 360, 2400)
	grids := findGrids(img, 250)
	if len(grids) < 3 {
		t.Fatalf("%d grids on a phone's screen, want the puzzle's and two steps'", len(grids))
	}
	for i, g := range grids {
		if g.x0 < 0 || g.x1 >= 360 {
			t.Errorf("grid %d spans x %d to %d: off the screen", i, g.x0, g.x1)
		}
	}
	checkInk(t, img, grids[0], "phone", mustBoard(t, browserPuzzle), false)
	widest := 0
	for y := grids[1].y1 + 4; y < grids[2].y0-4; y++ {
		first, last := -1, -1
		for x := 0; x < 360; x++ {
			if dark(img.At(x, y)) {
				if first < 0 {
					first = x
				}
				last = x
			}
		}
		if first >= 0 && last-first > widest {
			widest = last - first
		}
	}
	if width := grids[1].x1 - grids[1].x0; widest < width*2/3 {
		t.Errorf("the first step's words span %d pixels under a figure %d wide", widest, width)
	}
}

// TestExplainPrinted prints -explain's page to PDF in Chromium and finds
// the puzzle's grid, its givens in it, on the first page.
func TestExplainPrinted(t *testing.T) {
	longOnly(t, "prints the page")
	browser := chromium(t)
	pdftoppm := needTool(t, "pdftoppm", "poppler-utils", "the printed page is not looked at")
	page := explainPage(t)
	dir := filepath.Dir(page)
	pdf := filepath.Join(dir, "page.pdf")
	tab := sharedBrowser(t, browser).newTab(t, 1000, 1300)
	tab.navigate("file://" + page)
	var printed struct {
		Data string `json:"data"`
	}
	tab.do("Page.printToPDF", map[string]interface{}{"displayHeaderFooter": false}, &printed)
	data, err := base64.StdEncoding.DecodeString(printed.Data)
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, pdf, string(data))
	if msg, err := exec.Command(pdftoppm, "-f", "1", "-l", "1", "-r", "100", "-png", "-singlefile", pdf, filepath.Join(dir, "first")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, msg)
	}
	img := decodePNG(t, filepath.Join(dir, "first.png"))
	grids := findGrids(img, 250)
	if len(grids) == 0 {
		t.Fatal("no grid on the first printed page")
	}
	checkInk(t, img, grids[0], "printed", mustBoard(t, browserPuzzle), false)
}
