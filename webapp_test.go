// webapp_test.go plays the page of sudoku -http in headless Chromium as a
// person plays it (clicks, keys, pastes; cdp_test.go drives the browser)
// against the built command's server: a puzzle typed, a mistake checked,
// hints in their levels, a game to its end by Step, Undo and a reload,
// a candidate line pasted, a new puzzle, Solve, Rate, the path, a game by
// keyboard alone, errors, a phone's width and print. Each answer the page
// shows is held to the command's own (run through runCmd) or the tests'
// oracle; pictures by their pixels. It must not read the page's script
// for what it checks: the page is driven by data-cell and data-action.

package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	goimage "image"
	"image/color"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"sudoku/rate"
)

// webShots, set, writes the page's screenshots for the README
// (docs/img/http-*.png).
var webShots = flag.Bool("webshots", false, "write the web app's screenshots to docs/img (TestWebApp)")

// startWebServer runs the built command's server on a free port and gives
// its address, read from the line it writes on stderr; the test's cleanup
// stops it with SIGTERM.
func startWebServer(t testing.TB) string {
	t.Helper()
	cmd := exec.Command(sudokuBin(t), "-http", "127.0.0.1:0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewReader(stderr)
	first, err := lines.ReadString('\n')
	if err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("sudoku -http: %v (stderr %q)", err, first)
	}
	go io.Copy(io.Discard, lines)
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("sudoku -http after SIGTERM: %v", err)
			}
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Error("sudoku -http did not stop on SIGTERM")
		}
	})
	m := regexp.MustCompile(`http://[^ ]+/`).FindString(first)
	if m == "" {
		t.Fatalf("sudoku -http: no address in %q", first)
	}
	return m
}

// webPage is a tab on the page of the server at base.
type webPage struct {
	*cdpTab
	base string
}

// open loads the page with the position p in its address ("" for none).
func (pg *webPage) open(p string) {
	pg.t.Helper()
	u := pg.base
	if p != "" {
		u += "?p=" + url.QueryEscape(p)
	}
	pg.navigate(u)
	pg.idle()
}

// idle waits until the page has no request in flight: its main element
// is no longer aria-busy.
func (pg *webPage) idle() {
	pg.t.Helper()
	var ok bool
	pg.eval(`new Promise((done) => { const t0 = Date.now(); const f = () => {
		const m = document.querySelector('main[aria-busy]');
		if (m && m.getAttribute('aria-busy') === 'false') return done(true);
		if (Date.now() - t0 > 50000) return done(false);
		setTimeout(f, 5); }; f(); })`, &ok)
	if !ok {
		pg.t.Fatal("the page stayed busy")
	}
}

// act clicks a control and waits for its answer.
func (pg *webPage) act(action string) {
	pg.t.Helper()
	pg.click(`[data-action="` + action + `"]`)
	pg.idle()
}

// key presses a key and waits for what it asked.
func (pg *webPage) key(key string, mods int) {
	pg.t.Helper()
	pg.press(key, mods)
	pg.idle()
}

// grid reads the 81 cells as the page shows them: a cell's digit is its
// text; an empty cell ('.') shows its candidates in a .cands child.
func (pg *webPage) grid() string {
	pg.t.Helper()
	var cells []string
	pg.eval(`[...document.querySelectorAll('[data-cell]')].map((c) => c.querySelector('.cands') ? '.' : c.textContent)`, &cells)
	if len(cells) != 81 {
		pg.t.Fatalf("%d cells on the page, want 81", len(cells))
	}
	return strings.Join(cells, "")
}

// candidates reads the candidates each empty cell shows.
func (pg *webPage) candidates() []string {
	pg.t.Helper()
	var cands []string
	pg.eval(`[...document.querySelectorAll('[data-cell]')].map((c) => { const k = c.querySelector('.cands'); return k ? k.textContent : ''; })`, &cands)
	return cands
}

// classOf reads the classes of cell rRcC.
func (pg *webPage) classOf(cell int) string {
	pg.t.Helper()
	var cls string
	pg.eval(fmt.Sprintf(`document.querySelector('[data-cell="%s"]').className`, cellName(cell, 9)), &cls)
	return cls
}

// text reads the text of the element selector finds ("" for none).
func (pg *webPage) text(selector string) string {
	pg.t.Helper()
	var s string
	pg.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.textContent : ''; })()`, selector), &s)
	return s
}

// address reads the position in the address bar: its p, decoded.
func (pg *webPage) address() string {
	pg.t.Helper()
	return pg.addressPart("p")
}

// addressPart reads a parameter of the address bar, decoded.
func (pg *webPage) addressPart(name string) string {
	pg.t.Helper()
	var s string
	pg.eval(`location.search`, &s)
	q, err := url.ParseQuery(strings.TrimPrefix(s, "?"))
	if err != nil {
		pg.t.Fatalf("address %q: %v", s, err)
	}
	return q.Get(name)
}

// clean fails the test on the page's errors: exceptions, console errors,
// anything the Content-Security-Policy refused.
func (pg *webPage) clean() {
	pg.t.Helper()
	pg.drain()
	for _, p := range pg.problems() {
		pg.t.Errorf("the page: %s", p)
	}
}

// solutionOf is the oracle's lexicographically first solution of puzzle,
// and its count of solutions up to 2.
func solutionOf(t *testing.T, puzzle string) (string, int) {
	t.Helper()
	b := mustBoard(t, puzzle)
	first, n, decided := backtrackN(3, b[:], 2, oracleBudget())
	if !decided {
		t.Fatalf("the oracle gave up on %s", puzzle)
	}
	var sb strings.Builder
	for _, d := range first {
		sb.WriteByte('0' + d)
	}
	return sb.String(), n
}

// bankPuzzle is the first puzzle of a committed bank file.
func bankPuzzle(t *testing.T, file string, k int) string {
	t.Helper()
	lines := strings.Split(readFile(t, filepath.Join("rate", "testdata", file)), "\n")
	return strings.Fields(lines[k])[0]
}

// TestWebApp plays every feature of the page, one scenario a page load,
// in one browser on one server.
func TestWebApp(t *testing.T) {
	path := chromium(t)
	base := startWebServer(t)
	pg := &webPage{cdpTab: sharedBrowser(t, path).newTab(t, 1100, 800), base: base}
	scenarios := []struct {
		name string
		play func(*testing.T, *webPage)
	}{
		{"type", webType},
		{"check", webCheck},
		{"hint", webHint},
		{"bank", webBank},
		{"paste", webPaste},
		{"new", webNew},
		{"solve", webSolve},
		{"rate", webRate},
		{"path", webPath},
		{"keyboard", webKeyboard},
		{"errors", webErrors},
		{"phone", webPhone},
		{"busy", webBusy},
		{"access", webAccess},
		{"trap", webTrap},
		{"conflict", webConflict},
		{"wait", webWait},
		{"look", webLook},
		{"steplist", webStepList},
		{"timer", webTimer},
		{"tools", webTools},
		{"marks", webPartialMarks},
		{"shortcuts", webShortcuts},
		{"small", webSmall},
		{"games", webGames},
		{"dark", webDark},
		{"phonetools", webPhoneTools},
		{"playthrough", webPlayThrough},
		{"variant", webVariant},
		{"variantlook", webVariantLook},
	}
	for _, sc := range scenarios {
		sc := sc
		t.Run(sc.name, func(t *testing.T) {
			pg.t, pg.base = t, base
			pg.size(1100, 800)
			sc.play(t, pg)
			pg.clean()
		})
	}
}

// webType types a puzzle on the empty page, cell after cell, and checks
// the grid, the address and the givens.
func webType(t *testing.T, pg *webPage) {
	pg.open("")
	pg.click(`[data-cell="r1c1"]`)
	for i := 0; i < 81; i++ {
		pg.press(browserPuzzle[i:i+1], 0)
	}
	if got := pg.grid(); got != browserPuzzle {
		t.Fatalf("typed %s, the grid shows %s", browserPuzzle, got)
	}
	if got := pg.address(); got != browserPuzzle {
		t.Errorf("the address holds %q, want the puzzle %s", got, browserPuzzle)
	}
	if cls := pg.classOf(0); !strings.Contains(cls, "given") {
		t.Errorf("r1c1, typed while the grid was empty, has classes %q: want a given", cls)
	}
	pg.act("check")
	if msg := pg.text("#message"); !strings.Contains(msg, "No mistakes") {
		t.Errorf("Check on the typed puzzle says %q", msg)
	}
	// Play mode now: a digit typed on an empty cell is the player's.
	pg.click(`[data-cell="r1c3"]`)
	pg.press("4", 0)
	if got := pg.address(); !strings.HasPrefix(got, "75+4") {
		t.Errorf("after 4 in r1c3 the address holds %q, want 75+4...", got)
	}
}

// webCheck enters a wrong digit and strikes a right candidate, presses
// Check, and finds both named in the command's words and marked.
func webCheck(t *testing.T, pg *webPage) {
	sol, _ := solutionOf(t, browserPuzzle)
	pg.open(browserPuzzle)
	wrong, struck := -1, -1
	for c := 0; c < 81; c++ {
		if browserPuzzle[c] == '.' && wrong < 0 {
			wrong = c
		} else if browserPuzzle[c] == '.' && struck < 0 {
			struck = c
		}
	}
	// A pencil mark before any entry is kept by a reload, the givens
	// given.
	pg.click(`[data-cell="` + cellName(wrong, 9) + `"]`)
	pg.press("5", modShift)
	pg.reload()
	pg.idle()
	if got := pg.candidates()[wrong]; got != "5" {
		t.Errorf("a pencil mark 5 on %s reloads as %q", cellName(wrong, 9), got)
	}
	if !strings.Contains(pg.classOf(0), "given") || pg.grid() != browserPuzzle {
		t.Errorf("with a pencil mark alone, a reload shows %s, r1c1 %q: want the givens given", pg.grid(), pg.classOf(0))
	}
	pg.click(`[data-cell="` + cellName(wrong, 9) + `"]`)
	pg.press("5", modShift)
	if got := pg.candidates()[wrong]; got != "" {
		t.Errorf("Shift+5 again on %s leaves %q", cellName(wrong, 9), got)
	}
	wd := int(sol[wrong]-'0')%9 + 1 // any digit but the solution's
	pg.click(`[data-cell="` + cellName(wrong, 9) + `"]`)
	pg.press(fmt.Sprint(wd), 0)
	// A pencil mark of one wrong digit alone leaves out the solution's.
	sd := int(sol[struck]-'0')%9 + 1
	pg.click(`[data-cell="` + cellName(struck, 9) + `"]`)
	pg.press(fmt.Sprint(sd), modShift)
	if got := pg.candidates()[struck]; got != fmt.Sprint(sd) {
		t.Fatalf("Shift+%d on %s: the cell shows candidates %q", sd, cellName(struck, 9), got)
	}
	pg.act("check")
	want := fmt.Sprintf("%s=%d is wrong, %s<>%c is wrong", cellName(wrong, 9), wd, cellName(struck, 9), sol[struck])
	if msg := pg.text("#message"); !strings.Contains(msg, want) {
		t.Errorf("Check says %q, want %q", msg, want)
	}
	for _, c := range []int{wrong, struck} {
		if cls := pg.classOf(c); !strings.Contains(cls, "wrong") {
			t.Errorf("%s is named wrong but has classes %q", cellName(c, 9), cls)
		}
	}
	img := pg.screenshot()
	r := pg.rectOf(`[data-cell="` + cellName(wrong, 9) + `"]`)
	if n := count(img, inner(r), reddish); n < 30 {
		t.Errorf("%s, named wrong, has %d red pixels on the screen", cellName(wrong, 9), n)
	}
}

// inner is the middle of a box on the screen, away from its edges.
func inner(r rect) goimage.Rectangle {
	return goimage.Rect(int(r.X+r.W/10), int(r.Y+r.H/10), int(r.X+r.W*9/10), int(r.Y+r.H*9/10))
}

// reddish reports whether a pixel is clearly red.
func reddish(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 150 && g>>8 < 110 && b>>8 < 110
}

// firstStep is the rater's first step on puzzle, for what a hint shows.
func firstStep(t *testing.T, puzzle string) rate.Step {
	t.Helper()
	var r rate.Rater
	g := rate.Grid(mustBoard(t, puzzle))
	if err := r.Start(&g); err != nil {
		t.Fatal(err)
	}
	s, ok, err := r.Next()
	if err != nil || !ok {
		t.Fatalf("no first step: %v", err)
	}
	return s
}

// regionWords names a region as a person does: block 2, row 5, column 9.
func regionWords(r int) string {
	return []string{"block", "row", "column"}[r/9] + fmt.Sprint(" ", r%9+1)
}

// webHint presses Hint three times: the technique and its region
// outlined, then the step's picture over the grid (its cells shaded where
// the picture selects them), then the step applied.
func webHint(t *testing.T, pg *webPage) {
	step := firstStep(t, browserPuzzle)
	views := step.Views()
	pg.open(browserPuzzle)
	pg.act("hint")
	msg := pg.text("#message")
	if !strings.Contains(msg, step.Technique()) {
		t.Errorf("the first hint says %q, want the technique %q", msg, step.Technique())
	}
	for _, r := range views[0].Regions {
		if !strings.Contains(msg, regionWords(r)) {
			t.Errorf("the first hint says %q, want the region %q", msg, regionWords(r))
		}
	}
	if got := pg.grid(); got != browserPuzzle {
		t.Errorf("the first hint changed the grid to %s", got)
	}
	pg.act("hint")
	img := pg.screenshot()
	fig := pg.rectOf("#figure")
	grid := box{int(fig.X + fig.W*4/440 + 0.5), int(fig.Y + fig.H*4/440 + 0.5), int(fig.X + fig.W*436/440 + 0.5), int(fig.Y + fig.H*436/440 + 0.5)}
	checkSelected(t, img, grid, "the second hint's picture", views[0].Cells)
	if words := pg.text("#stepwords"); !strings.Contains(words, step.Text()) {
		t.Errorf("the second hint says %q, want Sudoku Explainer's %q", words, step.Text())
	}
	pg.act("hint")
	c, d, ok := step.Placement()
	if !ok {
		t.Fatalf("the first step %q places nothing", step.String())
	}
	got := pg.grid()
	want := browserPuzzle[:c] + fmt.Sprint(d) + browserPuzzle[c+1:]
	if got != want {
		t.Errorf("the third hint leaves %s, want %s (%s)", got, want, step.String())
	}
	if !strings.Contains(pg.classOf(c), "entry") {
		t.Errorf("%s, placed by the hint, is not the player's: %q", cellName(c, 9), pg.classOf(c))
	}
	if msg := pg.text("#message"); !strings.Contains(msg, step.String()) {
		t.Errorf("the applied hint says %q, want %q", msg, step.String())
	}
	if *webShots {
		hintShot(t, pg)
	}
}

// hintShot writes docs/img/http-hint.png: the puzzle played, by the
// placements -steps prints, up to its hardest step, and that step's hint
// drawn.
func hintShot(t *testing.T, pg *webPage) {
	out, _, _ := runCmd([]string{"-steps"}, browserPuzzle+"\n")
	cells := strings.Split(browserPuzzle, "")
	placed := regexp.MustCompile(`-> r(\d)c(\d)=(\d)$`)
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "XY-Wing") {
			break
		}
		if m := placed.FindStringSubmatch(line); m != nil {
			cells[(int(m[1][0]-'1'))*9+int(m[2][0]-'1')] = "+" + m[3]
		}
	}
	pg.open(strings.Join(cells, ""))
	pg.act("hint")
	pg.act("hint")
	writePNG(t, filepath.Join("docs", "img", "http-hint.png"), pg.screenshot())
}

func writePNG(t *testing.T, name string, img goimage.Image) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// webBank plays a bank puzzle to its end with Step, undoes the last step,
// reloads and finds the same position, and goes Back to the puzzle before.
func webBank(t *testing.T, pg *webPage) {
	puzzle := bankPuzzle(t, "bank-easy.txt", 0)
	sol, _ := solutionOf(t, puzzle)
	pg.open(gameEnd(puzzle, sol))
	for i := 0; i < 81 && strings.Contains(pg.grid(), "."); i++ {
		pg.act("step")
	}
	if got := pg.grid(); got != sol {
		t.Fatalf("Step to the end leaves %s, want the solution %s", got, sol)
	}
	if msg := pg.text("#message"); !strings.Contains(msg, "Solved") {
		t.Errorf("at the end the page says %q, want Solved", msg)
	}
	pg.act("undo")
	before := pg.grid()
	if strings.Count(before, ".") != 1 {
		t.Fatalf("Undo after the last step leaves %s: want one cell empty", before)
	}
	addr := pg.address()
	pg.reload()
	pg.idle()
	if got := pg.grid(); got != before {
		t.Errorf("after a reload the grid is %s, want %s", got, before)
	}
	if got := pg.address(); got != addr {
		t.Errorf("after a reload the address holds %q, want %q", got, addr)
	}
	for c := 0; c < 81; c++ {
		given := strings.Contains(pg.classOf(c), "given")
		if given != (puzzle[c] != '.') {
			t.Errorf("after a reload %s is given: %v, want %v", cellName(c, 9), given, puzzle[c] != '.')
			break
		}
	}
}

// gameEnd returns the position a game is played from: under -long the
// puzzle itself, under make test its last dozen empty cells, the others
// entered as the player's, so that make test stays quick.
func gameEnd(puzzle, sol string) string {
	if *long {
		return puzzle
	}
	start := ""
	left := strings.Count(puzzle, ".")
	for c := 0; c < 81; c++ {
		if puzzle[c] == '.' && left > 12 {
			start += "+" + sol[c:c+1]
			left--
		} else {
			start += puzzle[c : c+1]
		}
	}
	return start
}

// webPaste pastes serate's candidate line into the page's field, and
// then a grid anywhere on the page, and finds each position shown.
func webPaste(t *testing.T, pg *webPage) {
	line := readFile(t, filepath.Join("rate", "testdata", "marks.txt"))[:729]
	pg.open("")
	pg.click("#open summary")
	pg.click("#paste")
	pg.insertText(line)
	pg.act("open")
	cands := pg.candidates()
	for c := 0; c < 81; c++ {
		want := strings.ReplaceAll(line[9*c:9*c+9], ".", "")
		if cands[c] != want {
			t.Errorf("%s shows candidates %q, the line has %q", cellName(c, 9), cands[c], want)
		}
	}
	if msg := pg.text("#message"); !strings.Contains(msg, "Opened") {
		t.Errorf("after the paste the page says %q", msg)
	}
	// A grid pasted on the page itself (Ctrl+V away from the fields).
	var rows []string
	for r := 0; r < 9; r++ {
		rows = append(rows, strings.Join(strings.Split(browserPuzzle[9*r:9*r+9], ""), " "))
	}
	grid := strings.ReplaceAll(strings.Join(rows, "\n"), ".", "0")
	pg.click(`[data-cell="r5c5"]`)
	js, _ := json.Marshal(grid)
	pg.eval(`(() => { const d = new DataTransfer(); d.setData('text/plain', `+string(js)+`);
		document.activeElement.dispatchEvent(new ClipboardEvent('paste', {clipboardData: d, bubbles: true, cancelable: true})); return true; })()`, nil)
	pg.idle()
	if got := pg.grid(); got != browserPuzzle {
		t.Errorf("a grid pasted on the page shows %s, want %s", got, browserPuzzle)
	}
	// A file dropped on the grid: a bank puzzle's line, rating and all.
	file := filepath.Join(t.TempDir(), "puzzle.txt")
	bank := strings.SplitN(readFile(t, filepath.Join("rate", "testdata", "bank-medium.txt")), "\n", 2)[0]
	writeFile(t, file, bank+"\n")
	r := pg.rectOf(`[data-cell="r5c5"]`)
	drag := map[string]interface{}{"x": r.X + r.W/2, "y": r.Y + r.H/2, "data": map[string]interface{}{"items": []interface{}{}, "files": []string{file}, "dragOperationsMask": 1}}
	for _, kind := range []string{"dragEnter", "dragOver", "drop"} {
		drag["type"] = kind
		pg.do("Input.dispatchDragEvent", drag, nil)
	}
	pg.idle()
	if got, want := pg.grid(), strings.ReplaceAll(strings.Fields(bank)[0], "0", "."); got != want {
		t.Errorf("a file dropped on the page shows %s, want %s", got, want)
	}
}

// webNew asks for a hard puzzle, and checks it is the generator's for the
// seed shown, with one solution by the oracle.
func webNew(t *testing.T, pg *webPage) {
	pg.open("")
	pg.act("new")
	pg.click(`[data-rating="hard"]`)
	pg.idle()
	about := pg.text("#about")
	m := regexp.MustCompile(`seed (\d+)`).FindStringSubmatch(about)
	if m == nil {
		t.Fatalf("after New the page shows %q: want its seed", about)
	}
	got := pg.grid()
	if _, n := solutionOf(t, got); n != 1 {
		t.Errorf("the new puzzle %s has %d solutions, want 1", got, n)
	}
	out, stderr, code := runCmd([]string{"-gen", "1", "-rating", "hard", "-seed", m[1]}, "")
	if code != 0 {
		t.Fatalf("sudoku -gen 1 -rating hard -seed %s: exit %d, %s", m[1], code, stderr)
	}
	if want := strings.TrimSpace(out); got != want {
		t.Errorf("New (hard, seed %s) shows %s, sudoku -gen gives %s", m[1], got, want)
	}
	// Back, as the browser's button goes: the puzzle before New.
	pg.open(browserPuzzle)
	pg.act("new")
	pg.click(`[data-rating="easy"]`)
	pg.idle()
	if pg.grid() == browserPuzzle {
		t.Fatal("New (easy) left the puzzle as it was")
	}
	pg.eval(`history.back()`, nil)
	pg.eval(`new Promise((done) => setTimeout(done, 50))`, nil)
	pg.idle()
	if got := pg.grid(); got != browserPuzzle {
		t.Errorf("Back after New shows %s, want the puzzle before, %s", got, browserPuzzle)
	}
}

// webSolve presses Solve on a puzzle with one solution and one with
// several, and finds the lexicographically first shown and the count said.
func webSolve(t *testing.T, pg *webPage) {
	for _, puzzle := range []string{browserPuzzle, "..." + browserPuzzle[3:]} {
		sol, n := solutionOf(t, puzzle)
		pg.open(puzzle)
		pg.act("solve")
		if got := pg.grid(); got != sol {
			t.Errorf("Solve on %s shows %s, want %s", puzzle, got, sol)
		}
		msg := pg.text("#message")
		if n == 1 && !strings.Contains(msg, "one solution") || n == 2 && !strings.Contains(msg, "Several solutions") {
			t.Errorf("Solve on %s (%d solutions) says %q", puzzle, n, msg)
		}
	}
}

// webRate presses Rate and finds sudoku -rate's line.
func webRate(t *testing.T, pg *webPage) {
	out, stderr, code := runCmd([]string{"-rate"}, browserPuzzle+"\n")
	if code != 0 {
		t.Fatalf("sudoku -rate: exit %d, %s", code, stderr)
	}
	pg.open(browserPuzzle)
	pg.act("rate")
	if got, want := pg.text("#message code"), strings.TrimSpace(out); got != want {
		t.Errorf("Rate shows %q, sudoku -rate prints %q", got, want)
	}
}

// webPath opens the path and walks it forward and back, each step as
// sudoku -steps prints it.
func webPath(t *testing.T, pg *webPage) {
	out, stderr, code := runCmd([]string{"-steps"}, browserPuzzle+"\n")
	if code != 0 {
		t.Fatalf("sudoku -steps: exit %d, %s", code, stderr)
	}
	lines := strings.Split(out, "\n")
	pg.open(browserPuzzle)
	pg.act("path")
	at := func(k int) {
		t.Helper()
		if got := pg.text("#steptitle"); got != lines[k] {
			t.Errorf("path step %d shows %q, sudoku -steps prints %q", k+1, got, lines[k])
		}
		pg.rectOf("#figure")
	}
	at(0)
	pg.act("forward")
	at(1)
	pg.act("forward")
	at(2)
	pg.act("back")
	at(1)
	pg.key("ArrowLeft", 0)
	at(0)
	pg.act("close")
	if got := pg.grid(); got != browserPuzzle {
		t.Errorf("walking the path changed the grid to %s", got)
	}
	// Play from the third step: the first two taken.
	pg.act("path")
	pg.act("forward")
	pg.act("forward")
	pg.act("goto")
	want := []byte(browserPuzzle)
	placed := regexp.MustCompile(`-> r(\d)c(\d)=(\d)$`)
	for _, line := range lines[:2] {
		m := placed.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("step %q places nothing", line)
		}
		want[(int(m[1][0]-'1'))*9+int(m[2][0]-'1')] = m[3][0]
	}
	if got := pg.grid(); got != string(want) {
		t.Errorf("Play from here at step 3 shows %s, want %s", got, want)
	}
}

// webKeyboard plays a game by keys alone: Tab to the grid, arrows to a
// cell, its digit, the hint's levels and then Step (S) to the end, Undo
// (Ctrl+Z) and Redo (Ctrl+Y).
func webKeyboard(t *testing.T, pg *webPage) {
	puzzle := bankPuzzle(t, "bank-easy.txt", 1)
	sol, _ := solutionOf(t, puzzle)
	pg.open(gameEnd(puzzle, sol))
	for i := 0; ; i++ {
		var inGrid bool
		pg.eval(`!!(document.activeElement && document.activeElement.dataset.cell)`, &inGrid)
		if inGrid {
			break
		}
		if i == 20 {
			t.Fatal("twenty Tabs never reach the grid")
		}
		pg.press("Tab", 0)
	}
	target := strings.IndexByte(pg.grid(), '.')
	for k := 0; k < target%9; k++ {
		pg.press("ArrowRight", 0)
	}
	for k := 0; k < target/9; k++ {
		pg.press("ArrowDown", 0)
	}
	pg.key(sol[target:target+1], 0)
	if got := pg.grid()[target]; got != sol[target] {
		t.Fatalf("typed %c on %s by keys, the cell shows %c", sol[target], cellName(target, 9), got)
	}
	for k := 0; k < 3; k++ {
		pg.key("h", 0)
	}
	for i := 0; i < 81 && strings.Contains(pg.grid(), "."); i++ {
		pg.key("s", 0)
	}
	if got := pg.grid(); got != sol {
		t.Fatalf("by keys alone the game ends at %s, want %s", got, sol)
	}
	pg.key("z", modCtrl)
	if strings.Count(pg.grid(), ".") != 1 {
		t.Errorf("Ctrl+Z after the last step leaves %s", pg.grid())
	}
	pg.key("y", modCtrl)
	if got := pg.grid(); got != sol {
		t.Errorf("Ctrl+Y leaves %s, want %s", got, sol)
	}
}

// webErrors opens a malformed line and asks for a rating the generator
// refuses, and finds the command's message shown in words each time.
func webErrors(t *testing.T, pg *webPage) {
	pg.open("")
	pg.click("#open summary")
	pg.click("#paste")
	pg.insertText("11")
	pg.act("open")
	if msg := pg.text("#message"); !strings.Contains(msg, "a line of 2 cells: want 81") {
		t.Errorf("opening \"11\" says %q, want the command's message", msg)
	}
	pg.act("new")
	pg.click("#lo")
	pg.insertText("5")
	pg.click("#hi")
	pg.insertText("4")
	pg.click(`[data-rating="range"]`)
	pg.idle()
	if msg := pg.text("#message"); !strings.Contains(msg, "-rating 5-4: want a rating") {
		t.Errorf("a rating from 5 to 4 says %q, want the command's message", msg)
	}
	pg.open("1.2.3")
	if msg := pg.text("#message"); !strings.Contains(msg, "want 81") {
		t.Errorf("an address of 5 cells says %q, want the command's message", msg)
	}
	// The browser logs each answer of 400 as a failed load: those three
	// are the errors asked for, any other is the page's fault.
	pg.drain()
	refused := 0
	for _, p := range pg.problems() {
		if strings.Contains(p, "status of 400") {
			refused++
			continue
		}
		t.Errorf("the page: %s", p)
	}
	if refused != 3 {
		t.Errorf("%d requests answered 400, want 3", refused)
	}
}

// webPhone lays the page out on a phone's 360 pixels, where the grid and
// the controls fit the width, and prints it, where only the grid shows.
func webPhone(t *testing.T, pg *webPage) {
	pg.size(360, 740)
	pg.open(browserPuzzle)
	var width int
	pg.eval(`document.documentElement.scrollWidth`, &width)
	if width > 360 {
		t.Errorf("at 360 px wide the page is %d px wide", width)
	}
	board := pg.rectOf("#board")
	if board.X < 0 || board.X+board.W > 360 || board.W < 300 {
		t.Errorf("at 360 px wide the board lies at %+v", board)
	}
	for _, a := range []string{"new", "check", "hint", "step", "path", "rate", "solve", "undo", "redo"} {
		if r := pg.rectOf(`[data-action="` + a + `"]`); r.X < 0 || r.X+r.W > 360 || r.H < 24 {
			t.Errorf("at 360 px wide %s lies at %+v", a, r)
		}
	}
	pg.click(`[data-cell="r1c3"]`)
	pg.click(`[data-digit="4"]`)
	if got := pg.grid()[2]; got != '4' {
		t.Errorf("the pad's 4 on r1c3 shows %c", got)
	}
	pg.do("Emulation.setEmulatedMedia", map[string]interface{}{"media": "print"}, nil)
	var shown []string
	pg.eval(`[...document.querySelectorAll('[data-action],[data-digit],#grid')].filter((e) => e.getClientRects().length).map((e) => e.dataset.action || e.dataset.digit || e.id)`, &shown)
	sort.Strings(shown)
	if strings.Join(shown, " ") != "grid" {
		t.Errorf("printed, the page shows %v: want the grid alone", shown)
	}
	pg.do("Emulation.setEmulatedMedia", map[string]interface{}{"media": ""}, nil)
}

// webBusy puts a proxy before the server that answers the first rating
// asked 503 (busy), and finds the page asking again once, by itself, after
// Retry-After, and showing the rating; and one refused twice, which the
// page shows in words. The proxy says Retry-After: 0, but under -long the
// server's 1, whose wait is timed.
func webBusy(t *testing.T, pg *webPage) {
	after := 0
	if *long {
		after = 1
	}
	target, err := url.Parse(pg.base)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(target)
	var refuse int32 // ratings still to refuse
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/rate" && atomic.AddInt32(&refuse, -1) >= 0 {
			w.Header().Set("Retry-After", fmt.Sprint(after))
			w.Header().Set("Content-Type", "application/problem+json")
			w.WriteHeader(http.StatusServiceUnavailable)
			io.WriteString(w, `{"type":"/api/problems/busy","title":"Every place for a heavy job is taken","status":503,"detail":"sudoku: busy: every place for a heavy job is taken; try again in a second","error":"sudoku: busy: every place for a heavy job is taken; try again in a second"}`)
			return
		}
		// The server answers to its own address alone, and to its own
		// page: the proxy passes the page's requests on as its own.
		r.Host = target.Host
		if r.Header.Get("Origin") != "" {
			r.Header.Set("Origin", target.Scheme+"://"+target.Host)
		}
		proxy.ServeHTTP(w, r)
	}))
	defer front.Close()
	out, _, _ := runCmd([]string{"-rate"}, browserPuzzle+"\n")
	pg.base = front.URL + "/"
	pg.open(browserPuzzle)
	atomic.StoreInt32(&refuse, 1)
	start := time.Now()
	pg.act("rate")
	if got, want := pg.text("#message code"), strings.TrimSpace(out); got != want {
		t.Errorf("Rate refused once shows %q, want %q", got, want)
	}
	if waited := time.Since(start); waited < time.Duration(after)*time.Second {
		t.Errorf("Rate refused with Retry-After: %d asked again after %v", after, waited)
	}
	atomic.StoreInt32(&refuse, 2)
	pg.act("rate")
	if msg := pg.text("#message"); !strings.Contains(msg, "sudoku: busy: every place for a heavy job is taken") {
		t.Errorf("Rate refused twice shows %q, want the server's busy message", msg)
	}
	pg.drain()
	for _, p := range pg.problems() {
		if !strings.Contains(p, "status of 503") {
			t.Errorf("the page: %s", p)
		}
	}
}

// BenchmarkWebAppPaint loads the page with a puzzle in its address, b.N
// times, and reports the median time to its first contentful paint in
// Chromium (the Paint Timing API's entry), and the page's weight: the
// bytes of every file of server/static (index.html, app.css, app.js and
// its modules) as the server sends them.
func BenchmarkWebAppPaint(b *testing.B) {
	path, err := exec.LookPath("chromium")
	if err != nil {
		b.Skip("chromium not installed (apt-get install chromium)")
	}
	base := startWebServer(b)
	weight := 0
	for _, name := range pageFiles(b) {
		resp, err := http.Get(base + name)
		if err != nil {
			b.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		weight += int(n)
	}
	pg := &webPage{cdpTab: startBrowser(b, path).newTab(b, 1100, 800), base: base}
	paint := func() float64 {
		var ms float64
		pg.eval(`new Promise((done) => { const f = () => { const p = performance.getEntriesByName('first-contentful-paint');
			if (p.length) return done(p[0].startTime); setTimeout(f, 5); }; f(); })`, &ms)
		return ms
	}
	// A line of text from the same server, loaded between the page's
	// loads: what the machine takes to paint anything at all.
	var page, line []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pg.open(browserPuzzle)
		page = append(page, paint())
		pg.navigate(base + "api/none")
		line = append(line, paint())
	}
	b.StopTimer()
	b.ReportMetric(median(page), "ms/first-paint")
	b.ReportMetric(median(line), "ms/first-paint-of-a-line")
	b.ReportMetric(float64(weight), "page-bytes")
}

// pageFiles lists the page's files as the server's paths ("" for
// index.html): every file of server/static, its modules included.
func pageFiles(t testing.TB) []string {
	t.Helper()
	var names []string
	root := filepath.Join("server", "static")
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		names = append(names, strings.TrimSuffix(filepath.ToSlash(rel), "index.html"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

func median(a []float64) float64 {
	sort.Float64s(a)
	return a[len(a)/2]
}

// webAccess reads the page as a screen reader does, from the browser's
// accessibility tree: one grid of nine rows of nine cells, each named
// with its cell and digit, and every button named.
func webAccess(t *testing.T, pg *webPage) {
	pg.open(browserPuzzle)
	pg.do("Accessibility.enable", nil, nil)
	var tree struct {
		Nodes []struct {
			Ignored bool `json:"ignored"`
			Role    struct {
				Value string `json:"value"`
			} `json:"role"`
			Name *struct {
				Value string `json:"value"`
			} `json:"name"`
		} `json:"nodes"`
	}
	pg.do("Accessibility.getFullAXTree", map[string]interface{}{}, &tree)
	pg.do("Accessibility.disable", nil, nil)
	roles := map[string]int{}
	var cellNames []string
	for _, n := range tree.Nodes {
		if n.Ignored {
			continue
		}
		role, name := n.Role.Value, ""
		if n.Name != nil {
			name = n.Name.Value
		}
		roles[role]++
		switch {
		case role == "gridcell":
			cellNames = append(cellNames, name)
		case role == "button" && strings.TrimSpace(name) == "":
			t.Errorf("a button without a name")
		}
	}
	if roles["grid"] != 1 || roles["row"] != 9 || roles["gridcell"] != 81 {
		t.Errorf("the accessibility tree has %d grids, %d rows, %d cells: want 1, 9, 81", roles["grid"], roles["row"], roles["gridcell"])
	}
	if len(cellNames) == 81 && (!strings.HasPrefix(cellNames[0], "r1c1: 7") || !strings.HasPrefix(cellNames[2], "r1c3: empty")) {
		t.Errorf("the first cells are named %q, %q: want r1c1's 7 and r1c3 empty", cellNames[0], cellNames[2])
	}
	if roles["button"] < 20 {
		t.Errorf("%d buttons in the accessibility tree", roles["button"])
	}
}
