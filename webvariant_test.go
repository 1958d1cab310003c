// webvariant_test.go plays a variant's game on the page of sudoku -http
// (issue 66): New with a variant and a seed, the regions drawn on the
// grid's cells (data-region, data-group), the variant kept by the
// address and a reload, a clash on a diagonal marked as it is typed,
// Solve under the variant, the rater's answers under x and latin; and, for make test-long or -webshots, the X and windoku games
// looked at by their pixels at a desktop's width and a phone's, light and
// dark. Each scenario runs in TestWebApp's browser. The regions are
// defined again here; what the page shows is held to the command's own
// answers. It must not read the page's script.

package main

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// newVariantGame makes a puzzle from the New menu under variant v with
// seed, as a player picks them, and gives the grid it shows.
func newVariantGame(t *testing.T, pg *webPage, v, seed string) string {
	t.Helper()
	pg.act("new")
	pg.eval(fmt.Sprintf(`(() => { const s = document.getElementById('variant'); s.value = %q; s.dispatchEvent(new Event('change')); document.getElementById('seed').value = %q; })()`, v, seed), nil)
	pg.click(`[data-rating="variant"]`)
	pg.idle()
	return pg.grid()
}

// onDiagonal says whether cell c lies on a main diagonal, r1c1 to r9c9
// or r1c9 to r9c1.
func onDiagonal(c int) bool { return c/9 == c%9 || c/9+c%9 == 8 }

// checkDiagonals checks that exactly the diagonals' cells are marked as
// a region, and no cell as a disjoint group.
func checkDiagonals(t *testing.T, pg *webPage, when string) {
	t.Helper()
	regions, groups := pg.cellAttrs("data-region"), pg.cellAttrs("data-group")
	for c := 0; c < 81; c++ {
		if marked := strings.Contains(regions[c], "diagonal"); marked != onDiagonal(c) || groups[c] != "" {
			t.Errorf("%s: r%dc%d data-region %q data-group %q; on a diagonal %v", when, c/9+1, c%9+1, regions[c], groups[c], onDiagonal(c))
		}
	}
}

// webVariant plays an X game made by New: the puzzle `sudoku -gen 1
// -variant x -seed 7` makes, its diagonals marked, the variant in the
// address and kept by a reload, two equal digits on a diagonal marked
// clashing, Hint and Rate answering as the command does under x, Solve
// the solution `sudoku -variant x` prints; then a Latin square's game,
// Hint and Rate answering as the command does under latin, and a Latin
// square's puzzle made in a rating range.
func webVariant(t *testing.T, pg *webPage) {
	pg = &webPage{cdpTab: pg.b.newContextTab(t, 1100, 800), base: pg.base}
	pg.open("")
	got := newVariantGame(t, pg, "x", "7")
	made, stderr, code := runCmd([]string{"-gen", "1", "-variant", "x", "-seed", "7"}, "")
	if code != 0 {
		t.Fatalf("sudoku -gen 1 -variant x -seed 7: exit %d, %s", code, stderr)
	}
	puzzle := strings.TrimSpace(made)
	if got != puzzle {
		t.Fatalf("New (x, seed 7) shows %s, sudoku -gen makes %s", got, puzzle)
	}
	checkDiagonals(t, pg, "a new X game")
	if v, p := pg.addressPart("v"), pg.address(); v != "x" || p != puzzle {
		t.Errorf("the address holds v=%q p=%q, want v=x and the puzzle", v, p)
	}
	pg.reload()
	pg.idle()
	if v := pg.addressPart("v"); v != "x" || pg.grid() != puzzle {
		t.Errorf("after a reload the address holds v=%q and the grid %s", v, pg.grid())
	}
	checkDiagonals(t, pg, "reloaded")
	checkRated(t, pg, puzzle, "x")
	variantClash(t, pg, puzzle)
	pg.act("solve")
	want, _, _ := runCmd([]string{"-variant", "x"}, puzzle+"\n")
	if got := pg.grid(); got != strings.TrimSpace(want) {
		t.Errorf("Solve under x shows %s, sudoku -variant x prints %s", got, want)
	}
	latin := newVariantGame(t, pg, "latin", "5")
	checkRated(t, pg, latin, "latin")
	variantRange(t, pg)
}

// variantRange makes a Latin square's puzzle rated 2.9 to 4.5 from the
// New menu, as `sudoku -gen 1 -variant latin -rating 2.9-4.5 -seed 4`
// makes it.
func variantRange(t *testing.T, pg *webPage) {
	t.Helper()
	pg.act("new")
	pg.eval(`(() => { const s = document.getElementById('variant'); s.value = 'latin'; s.dispatchEvent(new Event('change'));
		document.getElementById('seed').value = '4'; document.getElementById('lo').value = '2.9'; document.getElementById('hi').value = '4.5'; })()`, nil)
	pg.click(`[data-rating="range"]`)
	pg.idle()
	want, stderr, code := runCmd([]string{"-gen", "1", "-variant", "latin", "-rating", "2.9-4.5", "-seed", "4"}, "")
	if code != 0 {
		t.Fatalf("sudoku -gen 1 -variant latin -rating 2.9-4.5 -seed 4: exit %d, %s", code, stderr)
	}
	if got := pg.grid(); got != strings.TrimSpace(want) || pg.addressPart("v") != "latin" {
		t.Errorf("New (latin, 2.9 to 4.5, seed 4) shows %s under %q; sudoku -gen makes %s", got, pg.addressPart("v"), want)
	}
	if msg := pg.text("#message"); !strings.Contains(msg, "variant latin, rated ") {
		t.Errorf("New (latin, 2.9 to 4.5) says %q", msg)
	}
}

// raterActions are the page's actions the rater answers.
var raterActions = []string{"hint", "step", "path", "rate", "check"}

// checkRated checks that under variant v the rater's actions are on,
// that Hint names the technique of the step `sudoku -hint -variant v`
// takes, and Rate says what `-rate` says.
func checkRated(t *testing.T, pg *webPage, puzzle, v string) {
	t.Helper()
	for _, a := range raterActions {
		var off bool
		pg.eval(fmt.Sprintf(`document.querySelector('[data-action="%s"]').disabled`, a), &off)
		if off {
			t.Errorf("under %s, %s is disabled", v, a)
		}
	}
	hint, _, _ := runCmd([]string{"-hint", "-variant", v}, puzzle+"\n")
	tech := strings.SplitN(strings.SplitN(hint, ": ", 2)[0], " ", 2)[1]
	pg.act("hint")
	if msg := pg.text("#message"); !strings.Contains(msg, tech) {
		t.Errorf("Hint under %s says %q; sudoku -hint -variant %s: %q", v, msg, v, hint)
	}
	pg.act("rate")
	rated, _, _ := runCmd([]string{"-rate", "-variant", v}, puzzle+"\n")
	if msg := pg.text("#message"); !strings.Contains(msg, strings.TrimSpace(rated)) && !(rated == "not rated\n" && strings.Contains(msg, "Not rated: the next step needs")) {
		t.Errorf("Rate under %s says %q; sudoku -rate -variant %s: %q", v, msg, v, rated)
	}
}

// variantClash types one digit in two empty cells of the main diagonal
// that share no row, column or box, nor hold a digit any of their other
// peers hold: both are marked clashing, in words naming the diagonal.
func variantClash(t *testing.T, pg *webPage, puzzle string) {
	t.Helper()
	a, b, d := diagonalPair(puzzle)
	if d == 0 {
		t.Fatalf("no two empty cells of %s's main diagonal to clash on", puzzle)
	}
	for _, c := range []int{a, b} {
		pg.click(`[data-cell="` + cellName(c, 9) + `"]`)
		pg.key(string(d), 0)
	}
	invalid, titles := pg.cellAttrs("aria-invalid"), pg.cellAttrs("title")
	for c := 0; c < 81; c++ {
		if want := c == a || c == b; (invalid[c] == "true") != want || want && !strings.Contains(titles[c], "main diagonal") {
			t.Errorf("%c in %s and %s: r%dc%d aria-invalid %q, title %q", d, cellName(a, 9), cellName(b, 9), c/9+1, c%9+1, invalid[c], titles[c])
		}
	}
	pg.act("undo")
	pg.act("undo")
}

// diagonalPair finds two empty cells of the main diagonal in different
// boxes and a digit free in both (freeDigit); d is 0 if there are none.
func diagonalPair(puzzle string) (a, b int, d byte) {
	for a = 0; a < 81; a += 10 {
		for b = a + 10; b < 81; b += 10 {
			if puzzle[a] == '.' && puzzle[b] == '.' && a/27 != b/27 {
				if d = freeDigit(puzzle, a, b); d != 0 {
					return a, b, d
				}
			}
		}
	}
	return 0, 0, 0
}

// freeDigit is a digit no given of the puzzle's rows, columns and boxes
// through cells a and b holds, 0 if none.
func freeDigit(puzzle string, a, b int) byte {
	for d := byte('1'); d <= '9'; d++ {
		free := true
		for c := 0; c < 81; c++ {
			for _, x := range []int{a, b} {
				if puzzle[c] == d && (c/9 == x/9 || c%9 == x%9 || c/27 == x/27 && c%9/3 == x%9/3) {
					free = false
				}
			}
		}
		if free {
			return d
		}
	}
	return 0
}

// inWindow says whether cell c lies in one of windoku's four windows, the
// 3x3 squares at rows and columns 2 and 6.
func inWindow(c int) bool {
	in := func(x int) bool { return x%4 != 0 }
	return in(c/9) && in(c%9)
}

// webVariantLook looks at an X game and a windoku game at 1200 and 360
// px, light and dark: the board within the screen, and every region's
// cell apart in colour from the cells outside any region (left of the
// digit, away from the selection's peers). With -webshots it writes the
// X game at 1200 px to docs/img/http-variant-x.png, and every view to
// $TMPDIR/sudoku-variant-shots to look at.
func webVariantLook(t *testing.T, pg *webPage) {
	if !*long && !*webShots {
		t.Skip("make test-long looks at the variants' pixels")
	}
	for _, dark := range []bool{false, true} {
		tab := &webPage{cdpTab: pg.b.newContextTab(t, 1200, 900), base: pg.base}
		if dark {
			tab.do("Emulation.setEmulatedMedia", map[string]interface{}{"features": []map[string]string{{"name": "prefers-color-scheme", "value": "dark"}}}, nil)
		}
		for _, v := range []struct {
			name string
			in   func(int) bool
		}{{"x", onDiagonal}, {"windoku", inWindow}} {
			tab.open("")
			newVariantGame(t, tab, v.name, "1")
			for _, width := range []int{1200, 360} {
				lookAtVariant(t, tab, v.name, v.in, width, dark)
			}
			if *webShots && !dark {
				variantHintShot(t, tab, v.name)
			}
		}
	}
}

// variantHintShot shows a hint's step drawn (Hint pressed twice) under variant
// name at 1200 px, and writes it to $TMPDIR/sudoku-variant-shots to look
// at.
func variantHintShot(t *testing.T, pg *webPage, name string) {
	pg.do("Emulation.setDeviceMetricsOverride", map[string]interface{}{"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": false}, nil)
	pg.act("hint")
	pg.act("hint")
	dir := filepath.Join(os.TempDir(), "sudoku-variant-shots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	writePNG(t, filepath.Join(dir, name+"-hint.png"), pg.screenshot())
}

// lookAtVariant screenshots the board at width and checks its regions'
// cells by their pixels.
func lookAtVariant(t *testing.T, pg *webPage, name string, in func(int) bool, width int, dark bool) {
	t.Helper()
	pg.do("Emulation.setDeviceMetricsOverride", map[string]interface{}{"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500}, nil)
	board := pg.rectOf("#grid")
	if board.X < 0 || board.X+board.W > float64(width) {
		t.Errorf("%s at %d px: the grid lies at %+v", name, width, board)
	}
	img := pg.screenshot()
	what := fmt.Sprintf("%s at %d px (dark %v)", name, width, dark)
	if *webShots {
		if name == "x" && width == 1200 && !dark {
			writePNG(t, filepath.Join("docs", "img", "http-variant-x.png"), img)
		}
		dir := filepath.Join(os.TempDir(), "sudoku-variant-shots")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		writePNG(t, filepath.Join(dir, fmt.Sprintf("%s-%d-dark-%v.png", name, width, dark)), img)
	}
	classes := pg.cellAttrs("class")
	var plain, shaded []color.Color
	for c := 0; c < 81; c++ {
		if strings.Contains(classes[c], "peer") || strings.Contains(classes[c], "sel") || strings.Contains(classes[c], "same") {
			continue
		}
		x := board.X + float64(c%9)*board.W/9 + board.W/9*0.15
		y := board.Y + float64(c/9)*board.H/9 + board.H/9*0.5
		px := img.At(int(x), int(y))
		if in(c) {
			shaded = append(shaded, px)
		} else {
			plain = append(plain, px)
		}
	}
	if len(plain) == 0 || len(shaded) == 0 {
		t.Fatalf("%s: %d plain and %d region cells to look at", what, len(plain), len(shaded))
	}
	for _, s := range shaded {
		if colourGap(s, plain[0]) < 12 {
			t.Errorf("%s: a region's cell is %v, a plain cell %v: too near to tell apart", what, s, plain[0])
			break
		}
	}
	for _, p := range plain {
		if colourGap(p, plain[0]) > 4 {
			t.Errorf("%s: plain cells %v and %v differ", what, p, plain[0])
			break
		}
	}
}

// colourGap is the largest difference of two colours' channels, 0-255.
func colourGap(a, b color.Color) int {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	gap := 0
	for _, d := range []int{int(ar>>8) - int(br>>8), int(ag>>8) - int(bg>>8), int(ab>>8) - int(bb>>8)} {
		if d < 0 {
			d = -d
		}
		if d > gap {
			gap = d
		}
	}
	return gap
}
