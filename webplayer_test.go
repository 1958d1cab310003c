// webplayer_test.go plays the page of sudoku -http as a demanding player
// does (issue 65): no trap in the givens' editing, clashes marked as they
// are typed, no silent wait, hints whose place and proof can be followed,
// a path to jump in, the player's tools (a timer, a digit highlighted,
// colours, partial pencil marks, shortcuts turned off), games kept with
// their history, a dark page and a phone's. Each scenario runs in
// TestWebApp's browser against the built command's server; what it holds
// the page to is the command's own answer or the tests' oracle, the
// page's attributes (data-kind, data-look, aria-invalid, ...) and its
// pixels. It must not read the page's script.

package main

import (
	"encoding/json"
	"fmt"
	goimage "image"
	"image/color"
	"math"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"sudoku/rate"
)

// hardestPuzzle is the first puzzle of the committed hardest list: its
// first step is a chain, and its path takes the server seconds.
func hardestPuzzle(t *testing.T) string {
	t.Helper()
	return bankPuzzle(t, filepath.Join("hardest", "hardest110626-rated.txt"), 0)
}

// cellAttrs reads an attribute of the 81 cells ("" where a cell has
// none).
func (pg *webPage) cellAttrs(name string) []string {
	pg.t.Helper()
	var out []string
	pg.eval(fmt.Sprintf(`[...document.querySelectorAll('[data-cell]')].map((c) => c.getAttribute(%q) || '')`, name), &out)
	if len(out) != 81 {
		pg.t.Fatalf("%d cells, want 81", len(out))
	}
	return out
}

// attr reads an attribute of the element selector finds.
func (pg *webPage) attr(selector, name string) string {
	pg.t.Helper()
	var s string
	pg.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.getAttribute(%q) || '' : ''; })()`, selector, name), &s)
	return s
}

// visible says whether the element selector finds is laid out on the
// page (not hidden, of some size).
func (pg *webPage) visible(selector string) bool {
	pg.t.Helper()
	var ok bool
	pg.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false;
		const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; })()`, selector), &ok)
	return ok
}

// waitFor polls a JavaScript condition until it holds, failing the test
// after 30 s.
func (pg *webPage) waitFor(what, cond string) {
	pg.t.Helper()
	var ok bool
	pg.eval(`new Promise((done) => { const t0 = Date.now(); const f = () => {
		if (`+cond+`) return done(true);
		if (Date.now() - t0 > 30000) return done(false);
		setTimeout(f, 5); }; f(); })`, &ok)
	if !ok {
		pg.t.Fatalf("waited 30 s for %s", what)
	}
}

// pasteOnPage pastes text on the focused element, as Ctrl+V away from
// the text fields does.
func (pg *webPage) pasteOnPage(text string) {
	pg.t.Helper()
	js, _ := json.Marshal(text)
	pg.eval(`(() => { const d = new DataTransfer(); d.setData('text/plain', `+string(js)+`);
		document.activeElement.dispatchEvent(new ClipboardEvent('paste', {clipboardData: d, bubbles: true, cancelable: true})); return true; })()`, nil)
	pg.idle()
}

// typeThrough types a puzzle's characters from r1c1 on, as a player
// types one straight through.
func (pg *webPage) typeThrough(puzzle string) {
	pg.t.Helper()
	pg.click(`[data-cell="r1c1"]`)
	for i := range puzzle {
		pg.press(puzzle[i:i+1], 0)
	}
	pg.idle()
}

// kindsOf is what each cell's data-kind should be for a '+' line.
func kindsOf(line string) []string {
	var out []string
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '+':
			out = append(out, "entry")
			i++
		case line[i] == '.':
			out = append(out, "empty")
		default:
			out = append(out, "given")
		}
	}
	return out
}

// webTrap types whole puzzles and pastes one: Edit givens ends by itself
// and says the verdict (one solution, several, none and the clash), the
// first digit after the givens have one solution is the player's, and
// every cell says its kind.
func webTrap(t *testing.T, pg *webPage) {
	pg.open("")
	pg.typeThrough(browserPuzzle)
	if p := pg.attr(`[data-action="edit"]`, "aria-pressed"); p != "false" {
		t.Errorf("after a whole puzzle typed, Edit givens is pressed %q: want it ended", p)
	}
	if msg := pg.text("#message"); !strings.Contains(msg, "one solution") {
		t.Errorf("after a whole puzzle typed the page says %q, want its one solution", msg)
	}
	if got, want := strings.Join(pg.cellAttrs("data-kind"), " "), strings.Join(kindsOf(browserPuzzle), " "); got != want {
		t.Errorf("the cells' data-kind: %s\nwant %s", got, want)
	}
	sol, _ := solutionOf(t, browserPuzzle)
	pg.click(`[data-cell="r1c3"]`)
	pg.key(sol[2:3], 0)
	if k := pg.cellAttrs("data-kind")[2]; k != "entry" {
		t.Errorf("a digit on r1c3 after the puzzle typed is %q, want an entry", k)
	}
	// Editing givens that have one solution, a digit on a cell picked is
	// the player's.
	pg.open(browserPuzzle)
	pg.act("edit")
	if p := pg.attr(`[data-action="edit"]`, "aria-pressed"); p != "true" {
		t.Fatalf("Edit givens, pressed, is %q", p)
	}
	pg.click(`[data-cell="r1c3"]`)
	pg.key(sol[2:3], 0)
	if k := pg.cellAttrs("data-kind")[2]; k != "entry" {
		t.Errorf("the first digit after givens of one solution is %q, want an entry", k)
	}
	if p := pg.attr(`[data-action="edit"]`, "aria-pressed"); p != "false" {
		t.Errorf("after the first entry Edit givens is pressed %q", p)
	}
	if msg := pg.text("#message"); !strings.Contains(msg, "one solution") {
		t.Errorf("the first entry says %q, want the reason: one solution", msg)
	}
	// Several solutions, and none: said, the clash named; pasted, and
	// under -long typed too (a typed puzzle is typed key by key, a second
	// a puzzle).
	several, clash := "..."+browserPuzzle[3:], "757"+browserPuzzle[3:]
	enter := func(puzzle string) {
		pg.open("")
		if *long {
			pg.typeThrough(puzzle)
			return
		}
		pg.click(`[data-cell="r5c5"]`)
		pg.pasteOnPage(puzzle)
	}
	enter(several)
	if msg := pg.text("#message"); !strings.Contains(msg, "several solutions") {
		t.Errorf("a puzzle of several solutions entered says %q", msg)
	}
	enter(clash)
	if msg := pg.text("#message"); !strings.Contains(msg, "no solution") || !strings.Contains(msg, "r1c1") || !strings.Contains(msg, "r1c3") {
		t.Errorf("a puzzle with two 7s in row 1 entered says %q, want no solution and the clash, r1c1 and r1c3", msg)
	}
}

// webConflict types a digit its row already holds: both cells are marked
// at once, before any Check, in attributes, red and words; clearing it
// takes the marks away.
func webConflict(t *testing.T, pg *webPage) {
	pg.open(browserPuzzle)
	pg.click(`[data-cell="r1c3"]`)
	pg.key("7", 0)
	inv := pg.cellAttrs("aria-invalid")
	grid := pg.grid()
	for c := 0; c < 81; c++ {
		if (inv[c] == "true") != (c == 0 || c == 2) {
			t.Errorf("%s (%c) is aria-invalid %q", cellName(c, 9), grid[c], inv[c])
		}
	}
	for _, c := range []string{"r1c1", "r1c3"} {
		other := map[string]string{"r1c1": "r1c3", "r1c3": "r1c1"}[c]
		for _, a := range []string{"aria-label", "title"} {
			if s := pg.attr(`[data-cell="`+c+`"]`, a); !strings.Contains(s, other) {
				t.Errorf("%s's %s is %q: want the clash with %s in words", c, a, s, other)
			}
		}
	}
	img := pg.screenshot()
	for _, c := range []string{"r1c1", "r1c3"} {
		if n := count(img, inner(pg.rectOf(`[data-cell="`+c+`"]`)), reddish); n < 30 {
			t.Errorf("%s clashes but has %d red pixels", c, n)
		}
	}
	pg.key("Backspace", 0)
	for c, v := range pg.cellAttrs("aria-invalid") {
		if v == "true" {
			t.Errorf("with the 7 cleared, %s is still aria-invalid", cellName(c, 9))
		}
	}
}

// progressText waits for the page's progress indicator to show and gives
// its words.
func (pg *webPage) progressText() string {
	pg.t.Helper()
	pg.waitFor("a progress indicator", `(() => { const e = document.querySelector('[role="progressbar"]');
		if (!e) return false; const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; })()`)
	return pg.text(`[role="progressbar"]`)
}

// webWait asks for the path of a hardest puzzle, which takes seconds: a
// progress indicator says what the page waits for, a Check pressed
// meanwhile is queued and answered, and a digit typed meanwhile leaves
// the path shown with a note that it is the position's before.
func webWait(t *testing.T, pg *webPage) {
	longOnly(t, "waits seconds for a hardest puzzle's path")
	hard := hardestPuzzle(t)
	sol, _ := solutionOf(t, hard)
	pg.open(hard)
	pg.click(`[data-action="path"]`)
	if s := pg.progressText(); !strings.Contains(s, "step") {
		t.Errorf("while the path is found the progress indicator says %q", s)
	}
	pg.click(`[data-action="check"]`)
	if s := pg.text(`[role="progressbar"]`); !strings.Contains(s, "Check") {
		t.Errorf("a Check pressed while the path is found: the progress says %q, want Check queued", s)
	}
	pg.click(`[data-cell="r1c1"]`)
	pg.press(sol[0:1], 0)
	pg.idle()
	if !pg.visible("#panel") || !pg.visible(`[data-step="1"]`) {
		t.Fatal("the path that arrived after a digit typed is not shown")
	}
	if s := pg.text("#panel"); !strings.Contains(s, "before your last change") {
		t.Errorf("the path of the position before shows no note: %q", s)
	}
	if msg := pg.text("#message"); !strings.Contains(msg, "No mistakes") {
		t.Errorf("the Check queued behind the path says %q, want its answer", msg)
	}
}

// lookish reports whether a pixel is the outline of where to look.
func lookish(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 160 && g>>8 > 60 && g>>8 < 130 && b>>8 < 50
}

// webLook asks for hints: the first level outlines where to look, cells
// data-look="true" that the eye finds, a chain's included, whose place is
// named; the second draws the chain with a legend, its description and
// its branch apart.
func webLook(t *testing.T, pg *webPage) {
	step := firstStep(t, browserPuzzle)
	pg.open(browserPuzzle)
	pg.act("hint")
	look := pg.cellAttrs("data-look")
	want := map[int]bool{}
	for _, r := range step.Views()[0].Regions {
		for _, c := range regionCellsOf(r) {
			want[c] = true
		}
	}
	n, px := 0, 0
	img := pg.screenshot()
	for c := 0; c < 81; c++ {
		if look[c] == "true" {
			n++
			px += count(img, pg.cellRect(c), lookish)
		}
		if want[c] && look[c] != "true" {
			t.Errorf("%s lies in the step's region but is not data-look", cellName(c, 9))
		}
	}
	if n == 0 {
		t.Error("the first hint marks no cell data-look")
	}
	// The outline: a line of a few pixels around the place, some cell
	// sides' worth for each of its cells.
	if px < 100*n {
		t.Errorf("where to look, %d cells, has %d pixels of its outline", n, px)
	}
	// A chain: the first level names a cell of its picture.
	hard := hardestPuzzle(t)
	chain := firstStep(t, hard)
	pg.open(hard)
	pg.act("hint")
	msg := pg.text("#message")
	named := false
	for _, c := range chain.Views()[0].Cells {
		named = named || strings.Contains(msg, cellName(c, 9))
	}
	if !named {
		t.Errorf("the first hint on a chain says %q: want a cell of its picture named", msg)
	}
	if n := strings.Count(strings.Join(pg.cellAttrs("data-look"), " "), "true"); n == 0 {
		t.Error("the first hint on a chain marks no cell data-look")
	}
	lookCells, lookRegions := chain.Look()
	wantLook := map[int]bool{}
	for _, c := range lookCells {
		wantLook[c] = true
	}
	for _, r := range lookRegions {
		for _, c := range regionCellsOf(r) {
			wantLook[c] = true
		}
	}
	for c, v := range pg.cellAttrs("data-look") {
		if (v == "true") != wantLook[c] {
			t.Errorf("the chain's first hint: %s data-look %q; the rater looks at cells %v, regions %v", cellName(c, 9), v, lookCells, lookRegions)
		}
	}
	pg.act("hint")
	webProof(t, pg, chain)
	var items int
	pg.eval(`document.querySelectorAll('#legend li').length`, &items)
	if !pg.visible("#legend") || items < 5 {
		t.Errorf("the chain's picture has a legend of %d items (shown: %v)", items, pg.visible("#legend"))
	}
	words, branch := pg.text("#stepwords"), pg.text("#stepbranch")
	if !strings.HasPrefix(branch, "If ") || strings.Contains(words, "If ") {
		t.Errorf("the chain's texts: description %q, branch %q: want them apart", words, branch)
	}
}

// webProof: a chain step's second hint lists its proof as -proof prints
// it, chain by chain and link by link, and a link in focus lights up the
// cells it speaks of (its causes' and its effect's) over the picture.
func webProof(t *testing.T, pg *webPage, step rate.Step) {
	var want []string
	var firstCells []int
	for i, ch := range step.Proof() {
		head := fmt.Sprintf("Chain %d: %s", i+1, ch.Assertion)
		if ch.Nested != "" {
			head += " (nested: " + ch.Nested + ")"
		}
		want = append(want, head)
		want = append(want, ch.Lines()...)
		if i == 0 {
			for _, cause := range ch.Links[0].Causes {
				firstCells = append(firstCells, cause.Cell)
			}
			firstCells = append(firstCells, ch.Links[0].Effect.Cell)
		}
	}
	if len(want) == 0 {
		t.Fatal("the hardest puzzle's first step has no proof: a chain was wanted")
	}
	var got []string
	pg.eval(`[...document.querySelectorAll('#proof .assertion, #proof [data-link]')].map(function (e) { return e.textContent; })`, &got)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the chain's proof on the page:\n%s\nwant, as -proof prints it:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var lit []int
	pg.eval(`document.querySelector('#proof [data-link]').focus(); [...document.getElementById('marks').children].map(function (s, i) { return s.className === 'on' ? i : -1; }).filter(function (i) { return i >= 0; })`, &lit)
	wantLit := map[int]bool{}
	for _, c := range firstCells {
		wantLit[c] = true
	}
	gotLit := map[int]bool{}
	for _, c := range lit {
		gotLit[c] = true
	}
	if fmt.Sprint(gotLit) != fmt.Sprint(wantLit) {
		t.Errorf("the first link in focus lights cells %v, want its causes' and effect's %v", lit, firstCells)
	}
}

// regionCellsOf lists a region's cells: 0-8 blocks, 9-17 rows, 18-26
// columns.
func regionCellsOf(r int) []int {
	var out []int
	for i := 0; i < 9; i++ {
		switch {
		case r < 9:
			out = append(out, 27*(r/3)+3*(r%3)+9*(i/3)+i%3)
		case r < 18:
			out = append(out, 9*(r-9)+i)
		default:
			out = append(out, 9*i+r-18)
		}
	}
	return out
}

// cellRect is cell c's box on a screenshot.
func (pg *webPage) cellRect(c int) goimage.Rectangle {
	pg.t.Helper()
	r := pg.rectOf(`[data-cell="` + cellName(c, 9) + `"]`)
	return goimage.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}

// webStepList opens the path: every step listed with its technique and
// rating, a click on one goes there, and the panel is not squeezed into
// a column.
func webStepList(t *testing.T, pg *webPage) {
	out, _, _ := runCmd([]string{"-steps"}, browserPuzzle+"\n")
	var lines []string // the steps, without the solution that ends them
	for _, line := range strings.Split(out, "\n") {
		if regexp.MustCompile(`^\d+\.\d `).MatchString(line) {
			lines = append(lines, line)
		}
	}
	pg.open(browserPuzzle)
	pg.act("path")
	var n int
	pg.eval(`document.querySelectorAll('[data-step]').length`, &n)
	if n != len(lines) {
		t.Fatalf("the path lists %d steps, sudoku -steps prints %d", n, len(lines))
	}
	for _, k := range []int{len(lines), 5} {
		sel := fmt.Sprintf(`[data-step="%d"]`, k)
		rating := strings.Fields(lines[k-1])[0]
		if s := pg.text(sel); !strings.Contains(s, rating) {
			t.Errorf("step %d is listed as %q, want its rating %s", k, s, rating)
		}
		pg.click(sel)
		if got := pg.text("#steptitle"); got != lines[k-1] {
			t.Errorf("after a click on step %d the path shows %q, want %q", k, got, lines[k-1])
		}
		if cur := pg.attr(sel, "aria-current"); cur != "step" {
			t.Errorf("step %d, shown, is aria-current %q", k, cur)
		}
	}
	if r := pg.rectOf("#panel"); r.W < 400 {
		t.Errorf("at 1100 px the path's panel is %.0f px wide", r.W)
	}
	back := pg.rectOf(`[data-action="back"]`)
	for _, a := range []string{"forward", "goto"} {
		if r := pg.rectOf(`[data-action="` + a + `"]`); math.Abs(back.Y-r.Y) > 2 {
			t.Errorf("the path's buttons wrap: Back at y %.0f, %s at %.0f", back.Y, a, r.Y)
		}
	}
}

// timerText reads the timer.
func (pg *webPage) timerText() string {
	pg.t.Helper()
	s := strings.TrimSpace(pg.text("[data-timer]"))
	if !regexp.MustCompile(`^\d+:\d\d$`).MatchString(s) {
		pg.t.Fatalf("the timer shows %q, want m:ss", s)
	}
	return s
}

// seconds reads m:ss.
func seconds(s string) int {
	p := strings.Split(s, ":")
	m, _ := strconv.Atoi(p[0])
	sec, _ := strconv.Atoi(p[1])
	return 60*m + sec
}

// webTimer finds the timer running, paused and running again.
func webTimer(t *testing.T, pg *webPage) {
	longOnly(t, "waits seconds for the timer")
	pg.open(browserPuzzle)
	pg.waitFor("the timer to run", `(document.querySelector('[data-timer]') || {}).textContent === '0:01'`)
	pg.act("pause")
	if p := pg.attr(`[data-action="pause"]`, "aria-pressed"); p != "true" {
		t.Errorf("Pause is pressed %q", p)
	}
	held := pg.timerText()
	time.Sleep(1300 * time.Millisecond)
	if got := pg.timerText(); got != held {
		t.Errorf("paused at %s, the timer shows %s a second later", held, got)
	}
	pg.act("pause")
	pg.waitFor("the timer to run again", `(document.querySelector('[data-timer]') || {}).textContent !== '`+held+`'`)
}

// webTools uses the player's tools: a digit highlighted marks every cell
// that holds it or has it as a candidate, colours go on cells and on
// candidates.
func webTools(t *testing.T, pg *webPage) {
	pg.open(browserPuzzle)
	pg.act("auto")
	pg.act("highlight-7")
	hl, grid, cands := pg.cellAttrs("data-highlight"), pg.grid(), pg.candidates()
	for c := 0; c < 81; c++ {
		want := grid[c] == '7' || strings.Contains(cands[c], "7")
		if (hl[c] == "true") != want {
			t.Errorf("with 7 highlighted %s (%c, candidates %q) is data-highlight %q", cellName(c, 9), grid[c], cands[c], hl[c])
		}
	}
	// A candidate coloured: the highlighted digit's, in the selected cell.
	with7 := -1
	for c := 0; c < 81 && with7 < 0; c++ {
		if strings.Contains(cands[c], "7") {
			with7 = c
		}
	}
	pg.click(`[data-cell="` + cellName(with7, 9) + `"]`)
	pg.act("colour-2")
	var cand string
	pg.eval(fmt.Sprintf(`(() => { const s = document.querySelector('[data-cell="%s"] [data-mark="7"]'); return s ? s.getAttribute('data-colour') || '' : 'none'; })()`, cellName(with7, 9)), &cand)
	if cand != "2" {
		t.Errorf("colour 2 on %s's candidate 7: data-colour %q", cellName(with7, 9), cand)
	}
	pg.act("highlight-7")
	pg.act("auto")
	// Cells coloured.
	pg.click(`[data-cell="r1c3"]`)
	pg.act("colour-1")
	pg.click(`[data-cell="r2c1"]`)
	pg.act("colour-2")
	colours := pg.cellAttrs("data-colour")
	if colours[2] != "1" || colours[9] != "2" {
		t.Errorf("r1c3 and r2c1 coloured 1 and 2 carry data-colour %q and %q", colours[2], colours[9])
	}
	var bg []string
	pg.eval(`['r1c3', 'r2c1', 'r1c4'].map((c) => getComputedStyle(document.querySelector('[data-cell="' + c + '"]')).backgroundColor)`, &bg)
	if bg[0] == bg[1] || bg[0] == bg[2] || bg[1] == bg[2] {
		t.Errorf("colours 1, 2 and none look alike: %v", bg)
	}
}

// webPartialMarks pencils one wrong mark in a cell, a player's shorthand:
// a hint ignores the marks, says so, and gives the puzzle's step.
func webPartialMarks(t *testing.T, pg *webPage) {
	sol, _ := solutionOf(t, browserPuzzle)
	step := firstStep(t, browserPuzzle)
	pg.open(browserPuzzle)
	d := int(sol[2]-'0')%9 + 1
	pg.click(`[data-cell="r1c3"]`)
	pg.key(fmt.Sprint(d), modShift)
	pg.act("hint")
	msg := pg.text("#message")
	if !strings.Contains(msg, step.Technique()) || !strings.Contains(msg, "pencil marks") {
		t.Errorf("a hint with one partial mark says %q, want %s and the marks ignored", msg, step.Technique())
	}
}

// webShortcuts turns the single-key shortcuts off: H asks nothing, a
// digit typed in the grid still enters; on again, H hints.
func webShortcuts(t *testing.T, pg *webPage) {
	pg.open(browserPuzzle)
	pg.act("shortcuts")
	if p := pg.attr(`[data-action="shortcuts"]`, "aria-pressed"); p != "false" {
		t.Fatalf("the shortcuts' button, pressed once, is %q: want off", p)
	}
	pg.reload()
	pg.idle()
	pg.click(`[data-cell="r1c3"]`)
	before := pg.text("#message")
	pg.key("h", 0)
	if msg := pg.text("#message"); msg != before || strings.Contains(strings.Join(pg.cellAttrs("data-look"), ""), "true") {
		t.Errorf("with the shortcuts off (and a reload), H hinted: %q", msg)
	}
	pg.key("4", 0)
	if pg.grid()[2] != '4' {
		t.Error("with the shortcuts off, a digit typed in the grid does not enter")
	}
	pg.act("shortcuts")
	pg.click(`[data-cell="r1c4"]`)
	pg.key("h", 0)
	if pg.text("#message") == before {
		t.Error("with the shortcuts on again, H does nothing")
	}
}

// webSmall holds the small things: Rate names its technique once, a
// click on the grid under a picture selects the cell, an arrow under a
// picture moves no hidden selection, a struck mark on the selected cell
// is readable.
func webSmall(t *testing.T, pg *webPage) {
	pg.open(browserPuzzle)
	pg.act("rate")
	if msg := pg.text("#message"); strings.Count(msg, "XY-Wing") != 1 {
		t.Errorf("Rate says %q: the technique more than once", msg)
	}
	pg.act("hint")
	pg.act("hint")
	pg.click(`[data-cell="r5c5"]`)
	if pg.visible("#figure") || pg.attr(`[data-cell="r5c5"]`, "aria-selected") != "true" {
		t.Errorf("a click on r5c5 under the picture: picture shown %v, r5c5 selected %q", pg.visible("#figure"), pg.attr(`[data-cell="r5c5"]`, "aria-selected"))
	}
	pg.act("hint")
	pg.key("ArrowDown", 0)
	if pg.visible("#figure") {
		t.Error("an arrow moved the selection under the picture, which stays shown")
	}
	if pg.attr(`[data-cell="r6c5"]`, "aria-selected") != "true" {
		t.Error("ArrowDown from r5c5 with the picture shown did not select r6c5")
	}
	// A struck mark on the selected cell, named by Check.
	sol, _ := solutionOf(t, browserPuzzle)
	d := int(sol[2]-'0')%9 + 1
	pg.click(`[data-cell="r1c3"]`)
	pg.key(fmt.Sprint(d), modShift)
	pg.act("check")
	var cols []string
	pg.eval(`(() => { const c = document.querySelector('[data-cell="r1c3"]'); const l = c.querySelector('.lack');
		return l ? [getComputedStyle(l).color, getComputedStyle(c).backgroundColor] : []; })()`, &cols)
	if len(cols) != 2 {
		t.Fatal("Check named r1c3's marks wrong, but no struck mark is drawn")
	}
	if k := contrast(cols[0], cols[1]); k < 4.5 {
		t.Errorf("the struck mark on the selected cell: %s on %s, contrast %.2f, want 4.5 or more", cols[0], cols[1], k)
	}
}

// contrast is WCAG's contrast ratio of two CSS colours rgb(r, g, b).
func contrast(a, b string) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// luminance is WCAG's relative luminance of a CSS colour rgb(r, g, b)
// or rgba(...).
func luminance(css string) float64 {
	m := regexp.MustCompile(`[\d.]+`).FindAllString(css, 3)
	if len(m) < 3 {
		return 0
	}
	var l float64
	for i, w := range []float64{0.2126, 0.7152, 0.0722} {
		v, _ := strconv.ParseFloat(m[i], 64)
		v /= 255
		if v <= 0.03928 {
			v /= 12.92
		} else {
			v = math.Pow((v+0.055)/1.055, 2.4)
		}
		l += w * v
	}
	return l
}

// webGames plays two puzzles in a browser context of its own, lists
// them, opens the first and finds its entries, marks, colours, timer and
// Undo; a reload keeps Undo.
func webGames(t *testing.T, pg *webPage) {
	pg = &webPage{cdpTab: pg.b.newContextTab(t, 1100, 800), base: pg.base}
	sol, _ := solutionOf(t, browserPuzzle)
	pg.open(browserPuzzle)
	pg.click(`[data-cell="r1c3"]`)
	pg.key(sol[2:3], 0)
	pg.click(`[data-cell="r1c4"]`)
	pg.key(sol[3:4], 0)
	pg.click(`[data-cell="r2c1"]`)
	pg.key(sol[9:10], modShift)
	pg.click(`[data-cell="r1c3"]`)
	pg.act("colour-1")
	pg.waitFor("the timer to pass a second", `(document.querySelector('[data-timer]') || {}).textContent >= '0:01'`)
	played := pg.grid()
	other := bankPuzzle(t, "bank-medium.txt", 0)
	pg.open(strings.ReplaceAll(other, "0", "."))
	pg.act("games")
	var games []string
	pg.eval(`[...document.querySelectorAll('[data-game]')].map((e) => e.textContent)`, &games)
	if len(games) != 2 {
		t.Fatalf("two games played, the list holds %d: %q", len(games), games)
	}
	pg.click(`[data-game]:not([aria-current])`)
	pg.idle()
	if got := pg.grid(); got != played {
		t.Fatalf("the game opened shows %s, want %s", got, played)
	}
	if c := pg.candidates()[9]; c != sol[9:10] {
		t.Errorf("the game opened: r2c1's marks %q, want %c", c, sol[9])
	}
	if c := pg.cellAttrs("data-colour")[2]; c != "1" {
		t.Errorf("the game opened: r1c3's colour %q, want 1", c)
	}
	if s := seconds(pg.timerText()); s < 1 {
		t.Errorf("the game opened: the timer shows %d s, want the second played", s)
	}
	pg.act("undo")
	if c := pg.candidates()[9]; c != "" || pg.grid() != played {
		t.Errorf("Undo in the game opened leaves r2c1's marks %q and the grid %s: want the mark, the last move, undone", c, pg.grid())
	}
	pg.reload()
	pg.idle()
	pg.act("undo")
	if got := pg.grid(); got[3] != '.' || got[2] != sol[2] {
		t.Errorf("Undo after a reload leaves %s: want r1c4 cleared, r1c3 kept (the history kept)", got)
	}
}

// webDark loads the page with a dark preference, in a browser context of
// its own: a dark page whose givens stand at 7:1 or more, entries at
// 4.5:1.
func webDark(t *testing.T, pg *webPage) {
	pg = &webPage{cdpTab: pg.b.newContextTab(t, 1100, 800), base: pg.base}
	pg.do("Emulation.setEmulatedMedia", map[string]interface{}{"features": []map[string]string{{"name": "prefers-color-scheme", "value": "dark"}}}, nil)
	sol, _ := solutionOf(t, browserPuzzle)
	pg.open(browserPuzzle)
	pg.click(`[data-cell="r1c3"]`)
	pg.key(sol[2:3], 0)
	pg.click(`[data-cell="r9c9"]`)
	var cols []string
	pg.eval(`[document.body, document.querySelector('[data-cell="r1c1"]'), document.querySelector('[data-cell="r1c3"]')].flatMap((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor])`, &cols)
	if l := luminance(cols[1]); l > 0.05 {
		t.Errorf("with a dark preference the page's background is %s", cols[1])
	}
	if k := contrast(cols[2], cols[3]); k < 7 {
		t.Errorf("dark: a given is %s on %s, contrast %.2f, want 7 or more", cols[2], cols[3], k)
	}
	if k := contrast(cols[4], cols[5]); k < 4.5 {
		t.Errorf("dark: an entry is %s on %s, contrast %.2f, want 4.5 or more", cols[4], cols[5], k)
	}
}

// webPhoneTools lays the page out at 360 px: every digit-pad button at
// least 44 px square, and no horizontal scroll with the path and the
// games shown.
func webPhoneTools(t *testing.T, pg *webPage) {
	pg.size(360, 740)
	pg.open(browserPuzzle)
	var pads []rect
	pg.eval(`[...document.querySelectorAll('[data-digit]')].map((e) => { const b = e.getBoundingClientRect(); return {X: b.left, Y: b.top, W: b.width, H: b.height}; })`, &pads)
	for i, r := range pads {
		if r.W < 44 || r.H < 44 {
			t.Errorf("at 360 px the pad's button %d is %.0fx%.0f px, want 44x44 or more", i, r.W, r.H)
		}
	}
	pg.act("path")
	pg.act("games")
	var width int
	pg.eval(`document.documentElement.scrollWidth`, &width)
	if width > 360 {
		t.Errorf("at 360 px, with the path and the games shown, the page is %d px wide", width)
	}
}

// webPlayThrough plays a bank puzzle and a hardest-list puzzle to their
// ends by hints alone (each step: where to look, the step drawn, the
// step taken), at 1200 px and at a phone's 360 px, and finds each
// solved as the oracle solves it. With -webshots it writes what it saw
// to docs/img/http-play-*.png: a hint's second level part-way (a chain's
// on the hardest) and the end.
func webPlayThrough(t *testing.T, pg *webPage) {
	if !*long && !*webShots {
		t.Skip("make test-long plays whole games by hints (or -webshots)")
	}
	games := []struct{ name, puzzle string }{
		{"bank", bankPuzzle(t, "bank-medium.txt", 0)},
		{"hardest", hardestPuzzle(t)},
	}
	for _, width := range []int{1200, 360} {
		for _, g := range games {
			puzzle := strings.ReplaceAll(g.puzzle, "0", ".")
			playByHints(t, pg, puzzle, width, fmt.Sprintf("http-play-%s-%d", g.name, width))
		}
	}
}

// playByHints plays puzzle by hints at width, shooting name-hint.png at
// the hint's second level of the first chain (or of the tenth step) and
// name-end.png at the end.
func playByHints(t *testing.T, pg *webPage, puzzle string, width int, name string) {
	t.Helper()
	sol, _ := solutionOf(t, puzzle)
	if width == 360 {
		pg.do("Emulation.setDeviceMetricsOverride", map[string]interface{}{"width": 360, "height": 1500, "deviceScaleFactor": 1, "mobile": true}, nil)
	} else {
		pg.size(width, 900)
	}
	pg.open(puzzle)
	shot := false
	for i := 0; i < 400 && strings.Contains(pg.grid(), "."); i++ {
		pg.act("hint")
		msg := pg.text("#message")
		if !strings.Contains(pg.grid(), ".") {
			break // the last cells, one candidate each, written in
		}
		if !strings.Contains(msg, "Look at") {
			t.Fatalf("%s, hint %d: the first level says %q", name, i, msg)
		}
		pg.act("hint")
		title := pg.text("#steptitle")
		if *webShots && !shot && (strings.Contains(title, "Chain") || i == 10 && !strings.Contains(name, "hardest")) {
			writePNG(t, filepath.Join("docs", "img", name+"-hint.png"), pg.screenshot())
			shot = true
		}
		pg.act("hint")
	}
	if got := pg.grid(); got != sol {
		t.Fatalf("%s: the hints end at %s, want the solution %s", name, got, sol)
	}
	if msg := pg.text("#message"); !strings.Contains(msg, "Solved") {
		t.Errorf("%s: at the end the page says %q", name, msg)
	}
	if *webShots {
		pg.eval(`window.scrollTo(0, 0)`, nil)
		writePNG(t, filepath.Join("docs", "img", name+"-end.png"), pg.screenshot())
	}
}
