// figure_test.go tests what a figure shows a reader besides its colours:
// every chain of a forcing chain drawn, links that tell strong from weak
// and end at their candidates' edges, clear of the candidates between,
// the key naming each mark, and no grid for a board without one. It must
// not draw through the figure's own geometry: it places the candidates
// from the grid's measures and reads the SVG back.

package explain

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"html"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sudoku/rate"
)

// TestViewsOnPage writes the review's two boards (magictour top1465, lines
// 1 and 2) and finds each chain of their forcing chains drawn: board 1's
// step 27 (9 in column 4) from r1c4, r3c4 and r5c4, board 2's double
// forcing chain with its off branch too.
func TestViewsOnPage(t *testing.T) {
	for _, tc := range []struct {
		puzzle, step string
		captions     []string
	}{
		{"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", "27. 8.3 &nbsp; Region Forcing Chains: 9 in column ==&gt; r1c6.9 off", []string{
			"Chain 1 of 3: If r1c4 contains the value 9, then r1c6 cannot contain the value 9.",
			"Chain 2 of 3: If r3c4 contains the value 9, then r1c6 cannot contain the value 9.",
			"Chain 3 of 3: If r5c4 contains the value 9, then r1c6 cannot contain the value 9."}},
		{"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........", "Double Forcing Chain: r2c7.7 on &amp; off ==&gt; r5c2.7 off", []string{
			"Chain 1 of 2: If r2c7 contains the value 7, then r5c2 cannot contain the value 7.",
			"Chain 2 of 2: If r2c7 does not contain the value 7, then r5c2 cannot contain the value 7."}},
	} {
		wk := walk(t, tc.puzzle)
		var b bytes.Buffer
		if err := wk.WriteSection(&b, "b1"); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		at := strings.Index(page, tc.step)
		if at < 0 {
			t.Fatalf("%s: no step %q", tc.puzzle, tc.step)
		}
		step := page[at : at+strings.Index(page[at:], "</li>")]
		if got := strings.Count(step, `role="img"`); got != len(tc.captions) {
			t.Errorf("%s: %d figures, want %d", tc.step, got, len(tc.captions))
		}
		for _, c := range tc.captions {
			if !strings.Contains(step, "<figcaption>"+c+"</figcaption>") {
				t.Errorf("%s: no figure captioned %q", tc.step, c)
			}
		}
	}
}

// TestProofOnPage writes every chain step of the review's two boards
// and finds under each its proof as the step gives it (Step.Proof, held
// to serate's by the rater's tests): every chain's assertion, every link
// in order, and each of the step's own chains pointing at the view that
// draws it, which is on the page.
func TestProofOnPage(t *testing.T) {
	for _, puzzle := range []string{
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
		"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
	} {
		wk := walk(t, puzzle)
		var b bytes.Buffer
		if err := wk.WriteSection(&b, "b1"); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		proofs := 0
		for k, sh := range wk.Shots {
			proof := sh.Step.Proof()
			if len(proof) == 0 {
				continue
			}
			proofs++
			id := fmt.Sprintf("b1-%d", k+1)
			at := strings.Index(page, `" id="`+id+`"`)
			if at < 0 {
				t.Fatalf("%s: step %d not found as %s", puzzle, k+1, id)
			}
			step := page[at : at+strings.Index(page[at:], "</li>")]
			from := 0
			for i, ch := range proof {
				want := []string{fmt.Sprintf("Chain %d: <b>%s</b>", i+1, html.EscapeString(ch.Assertion))}
				for _, l := range ch.Lines() {
					want = append(want, `<p class="ln">`+html.EscapeString(l)+"</p>")
				}
				for _, w := range want {
					j := strings.Index(step[from:], w)
					if j < 0 {
						t.Fatalf("%s step %d: no %q after the lines before it", puzzle, k+1, w)
					}
					from += j + len(w)
				}
				if views := len(sh.Step.Views()); views > 1 && i < views {
					v := fmt.Sprintf("%s-v%d", id, i+1)
					if !strings.Contains(step, `href="#`+v+`"`) || !strings.Contains(step, `<figure id="`+v+`"`) {
						t.Errorf("%s step %d chain %d: no link to its view %s", puzzle, k+1, i+1, v)
					}
				}
			}
		}
		if proofs == 0 {
			t.Errorf("%s: no chain step", puzzle)
		}
	}
}

// TestSectionWithoutGrid writes a board the caller has no grid for (a
// malformed one: its name and why alone): no figure, the reason shown.
func TestSectionWithoutGrid(t *testing.T) {
	wk := Walk{Name: "Board 3 (in.txt:7)", End: "Not explained: bad input: want a digit."}
	var b bytes.Buffer
	if err := wk.WriteSection(&b, "b3"); err != nil {
		t.Fatal(err)
	}
	if s := b.String(); strings.Contains(s, "<svg") || !strings.Contains(s, "Not explained: bad input") {
		t.Errorf("section %q: want the reason and no grid", s)
	}
}

// The grid's measures, as a reader of the figure takes them: 440 units
// across, a 4-unit margin, cells of 48, a candidate's place a third of a
// cell.
func testCandCentre(c, d int) (float64, float64) {
	x := 4 + float64(c%9*48) + float64((d-1)%3*16) + 8
	y := 4 + float64(c/9*48) + float64((d-1)/3*16) + 8
	return x, y
}

// linkPathRE reads a link as the figure draws it: a cubic curve and its
// dashes, if any.
var linkPathRE = regexp.MustCompile(`<path d="M([-0-9. ]+)C([-0-9. ]+)" fill="none"[^>]*?( stroke-dasharray="[^"]*")?/>`)

// headsRE reads the links' arrow heads: triangles, "M x y L x y L x y Z".
var headsRE = regexp.MustCompile(`M([-0-9.]+) ([-0-9.]+)L[-0-9.]+ [-0-9.]+L[-0-9.]+ [-0-9.]+Z`)

// testCurve is a link's drawn curve, read back.
type testCurve [4][2]float64

func (c testCurve) at(t float64) (float64, float64) {
	u := 1 - t
	a, b, cc, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
	return a*c[0][0] + b*c[1][0] + cc*c[2][0] + d*c[3][0], a*c[0][1] + b*c[1][1] + cc*c[2][1] + d*c[3][1]
}

// drawnLinks reads the links of a figure: their curves and whether dashed.
func drawnLinks(t *testing.T, svg string) ([]testCurve, []bool) {
	var curves []testCurve
	var dashed []bool
	for _, m := range linkPathRE.FindAllStringSubmatch(svg, -1) {
		nums := strings.Fields(m[1] + " " + m[2])
		if len(nums) != 8 {
			t.Fatalf("link path %q", m[0])
		}
		var c testCurve
		for i, n := range nums {
			v, err := strconv.ParseFloat(n, 64)
			if err != nil {
				t.Fatal(err)
			}
			c[i/2][i%2] = v
		}
		curves = append(curves, c)
		dashed = append(dashed, m[3] != "")
	}
	return curves, dashed
}

// TestLinksDrawn draws a chain on a full candidate grid: each link dashed
// if weak and solid if strong, starting and ending just outside its
// candidates' marks (a mark's disc is 7 units across its centre), its
// arrow head's tip at its end, and
// clear of the candidates between when a way round them exists: r1c1's 1
// to r1c3's 1 passes r1c2's 1 and 2 on the straight line.
func TestLinksDrawn(t *testing.T) {
	f := Figure{ShowCands: true}
	for c := range f.Cands {
		f.Cands[c] = 0x3fe
	}
	f.Pic.Green[0], f.Pic.Red[2] = 1<<1, 1<<1
	f.Pic.Green[20] = 1 << 5
	f.Pic.Links = []rate.Link{
		{FromCell: 0, FromDigit: 1, ToCell: 2, ToDigit: 1},
		{FromCell: 2, FromDigit: 1, ToCell: 20, ToDigit: 5, Strong: true},
	}
	var b bytes.Buffer
	if err := f.WriteSVG(&b, true, 100); err != nil {
		t.Fatal(err)
	}
	curves, dashed := drawnLinks(t, b.String())
	if len(curves) != 2 || !dashed[0] || dashed[1] {
		t.Fatalf("%d links drawn, dashed %v: want a weak one dashed, a strong one solid", len(curves), dashed)
	}
	heads := headsRE.FindAllStringSubmatch(b.String(), -1)
	if len(heads) != 2 {
		t.Fatalf("%d arrow heads, want one a link", len(heads))
	}
	for i, l := range f.Pic.Links {
		c := curves[i]
		fx, fy := testCandCentre(l.FromCell, l.FromDigit)
		tx, ty := testCandCentre(l.ToCell, l.ToDigit)
		if d := math.Hypot(c[0][0]-fx, c[0][1]-fy); d < 7.5 || d > 11 {
			t.Errorf("link %d starts %.1f from its candidate's centre", i, d)
		}
		if d := math.Hypot(c[3][0]-tx, c[3][1]-ty); d < 7.5 || d > 11 {
			t.Errorf("link %d ends %.1f from its candidate's centre", i, d)
		}
		if hx, hy := heads[i][1], heads[i][2]; hx != strconv.FormatFloat(c[3][0], 'f', 1, 64) || hy != strconv.FormatFloat(c[3][1], 'f', 1, 64) {
			t.Errorf("link %d's arrow head points at %s %s, not its end", i, hx, hy)
		}
	}
	// r1c2's candidates 1 and 2: a digit about 8 units wide and 10 tall,
	// and the link's half width.
	for _, d := range []int{1, 2} {
		x, y := testCandCentre(1, d)
		for k := 0; k <= 100; k++ {
			px, py := curves[0].at(float64(k) / 100)
			if math.Abs(px-x) < 4.5 && math.Abs(py-y) < 5.5 {
				t.Fatalf("the link from r1c1 to r1c3 runs over r1c2's %d at (%.1f, %.1f)", d, px, py)
			}
		}
	}
}

// TestKey reads the key at the page's head: each role's colour drawn in
// it, and each mark and link named.
func TestKey(t *testing.T) {
	var b bytes.Buffer
	WriteHead(&b, "Key")
	key := b.String()
	key = key[strings.Index(key, `<div class="key">`):]
	for _, col := range []string{colGreen, colRed, colOrange, colBlue, colSel, colRegion, colLink} {
		if !strings.Contains(key, `"`+col+`"`) {
			t.Errorf("the key does not show %s", col)
		}
	}
	for _, words := range []string{"green, ringed", "orange, dashed ring", "red", "struck", "blue, square", "shaded cells", "framed regions", "strong link", "weak link"} {
		if !strings.Contains(key, words) {
			t.Errorf("the key does not say %q", words)
		}
	}
	if n := strings.Count(key, `stroke-dasharray="5 3"`); n != 1 {
		t.Errorf("the key draws %d dashed links, want the weak one", n)
	}
}

// TestLinksClear draws every chain step's views of a sample of the
// committed puzzles (rate/testdata/steps.txt.gz) and counts the links that
// pass over a candidate or digit other than their own, routed as drawn
// and as straight lines between the same ends: the routed ones must run
// over things less than half as often, and a quarter of the links at most.
func TestLinksClear(t *testing.T) {
	puzzles := committedPuzzles(t)
	step := 32
	if *long {
		step = 16
	}
	links, routedOver, straightOver := 0, 0, 0
	for i := 0; i < len(puzzles)-4; i += step { // the last four take seconds each
		wk := walk(t, puzzles[i])
		for _, sh := range wk.Shots {
			for _, v := range sh.Step.Views() {
				n, r, s := linksOver(t, &sh, wk.Puzzle, v)
				links, routedOver, straightOver = links+n, routedOver+r, straightOver+s
			}
		}
	}
	t.Logf("%d links: %d routed and %d straight ones pass over something", links, routedOver, straightOver)
	if links < 500 {
		t.Fatalf("%d links: too few to judge", links)
	}
	if 2*routedOver >= straightOver || 4*routedOver > links {
		t.Errorf("%d of %d links pass over something, %d straight", routedOver, links, straightOver)
	}
}

// committedPuzzles reads the puzzles of rate/testdata/steps.txt.gz.
func committedPuzzles(t *testing.T) []string {
	var out []string
	for _, l := range stepLogLines(t) {
		if strings.HasPrefix(l, "P ") {
			out = append(out, l[2:])
		}
	}
	return out
}

// stepLogLines reads the lines of rate/testdata/steps.txt.gz: "P " and a
// puzzle, then "S " and each of serate's steps on it.
func stepLogLines(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("../rate/testdata/steps.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	sc := bufio.NewScanner(z)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines
}

// linksOver draws one view and counts its links between candidates, those
// of them that pass over a shown candidate or a cell's digit (not their
// own ends) as drawn, and as straight lines.
func linksOver(t *testing.T, sh *Shot, givens rate.Grid, v rate.Picture) (links, routed, straight int) {
	fig := Figure{Digits: sh.Digits, Givens: givens, Cands: sh.Cands, ShowCands: true, Pic: v}
	var b bytes.Buffer
	if err := fig.WriteSVG(&b, false, 0); err != nil {
		t.Fatal(err)
	}
	curves, _ := drawnLinks(t, b.String())
	var ends [][2][2]int
	for _, l := range v.Links {
		if l.FromDigit != 0 && l.ToDigit != 0 && (l.FromCell != l.ToCell || l.FromDigit != l.ToDigit) {
			ends = append(ends, [2][2]int{{l.FromCell, l.FromDigit}, {l.ToCell, l.ToDigit}})
		}
	}
	if len(curves) != len(ends) {
		t.Fatalf("%d links drawn, %d in the picture", len(curves), len(ends))
	}
	for i, c := range curves {
		fx, fy := testCandCentre(ends[i][0][0], ends[i][0][1])
		tx, ty := testCandCentre(ends[i][1][0], ends[i][1][1])
		line := testCurve{{fx, fy}, {fx + (tx-fx)/3, fy + (ty-fy)/3}, {fx + 2*(tx-fx)/3, fy + 2*(ty-fy)/3}, {tx, ty}}
		links++
		if passesOver(sh, c, ends[i]) {
			routed++
		}
		if passesOver(sh, line, ends[i]) {
			straight++
		}
	}
	return links, routed, straight
}

// passesOver reports whether curve c passes over a candidate shown on the
// shot's grid (a digit about 8 units wide and 10 tall), other than its
// ends and outside their marks, or over a cell's digit (about 18 by 23).
func passesOver(sh *Shot, c testCurve, ends [2][2]int) bool {
	for k := 0; k <= 200; k++ {
		x, y := c.at(float64(k) / 200)
		atEnd := false
		for _, e := range ends {
			ex, ey := testCandCentre(e[0], e[1])
			atEnd = atEnd || math.Hypot(x-ex, y-ey) < 9
		}
		col, row := int((x-4)/48), int((y-4)/48)
		if atEnd || x < 4 || y < 4 || col > 8 || row > 8 {
			continue
		}
		cell := row*9 + col
		if sh.Digits[cell] != 0 {
			if cx, cy := 4+float64(col*48)+24, 4+float64(row*48)+24; math.Abs(x-cx) < 10 && math.Abs(y-cy) < 12 {
				return true
			}
			continue
		}
		for d := 1; d <= 9; d++ {
			if sh.Cands[cell]&(1<<uint(d)) == 0 {
				continue
			}
			if cx, cy := testCandCentre(cell, d); math.Abs(x-cx) < 4.5 && math.Abs(y-cy) < 5.5 {
				return true
			}
		}
	}
	return false
}
