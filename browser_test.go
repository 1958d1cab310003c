// browser_test.go opens what -explain and -svg write in headless Chromium
// and checks the screenshot as a person would look at it: the givens where
// the puzzle has them, and each step's pattern where the step says. It
// must not read the page's source for what it checks: only pixels.

package main

import (
	"fmt"
	goimage "image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"sudoku/rate"
)

// chromium returns Debian's chromium, skipping the test when it is absent
// (and failing it in CI, where .ci/run installs it).
func chromium(t *testing.T) string {
	t.Helper()
	return needTool(t, "chromium", "chromium", "the pages are not looked at")
}

// screenshot renders the file at path in a window width x height and
// returns the picture.
func screenshot(t *testing.T, browser, path string, width, height int) goimage.Image {
	t.Helper()
	dir := t.TempDir()
	shot := filepath.Join(dir, "shot.png")
	cmd := exec.Command(browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--user-data-dir="+filepath.Join(dir, "profile"), fmt.Sprintf("--window-size=%d,%d", width, height),
		"--screenshot="+shot, "file://"+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
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

// yellow reports whether a pixel is the pale yellow of a selected cell.
func yellow(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 235 && g>>8 > 235 && b>>8 < 225 && b>>8 > 150
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
// in no other) and each step shown (yellow in the cells its pattern
// selects, and nowhere else).
func TestExplainInBrowser(t *testing.T) {
	browser := chromium(t)
	out, stderr, code := runCmd([]string{"-explain"}, browserPuzzle+"\n")
	if code != 0 {
		t.Fatalf("-explain: exit %d, %s", code, stderr)
	}
	page := filepath.Join(t.TempDir(), "page.html")
	writeFile(t, page, out)
	img := screenshot(t, browser, page, 1024, 2400)
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
	for k, grid := range grids[1:] {
		if grid.y1 >= img.Bounds().Max.Y-2 {
			break // cut off at the window's foot
		}
		s, ok, err := r.Next()
		if err != nil || !ok {
			t.Fatalf("step %d: %v", k+1, err)
		}
		selected := map[int]bool{}
		for _, c := range s.Picture().Cells {
			selected[c] = true
		}
		for c := 0; c < 81; c++ {
			lit := count(img, grid.cell(c), yellow)
			if selected[c] != (lit > 50) {
				t.Errorf("step %d (%s): r%dc%d has %d yellow pixels, selected %v", k+1, s.Text(), c/9+1, c%9+1, lit, selected[c])
			}
		}
	}
}

// TestSVGInBrowser draws a puzzle and its solution with -svg and checks,
// on Chromium's rendering, a digit in each given's cell and no other (the
// puzzle) and in every cell (the solution).
func TestSVGInBrowser(t *testing.T) {
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
