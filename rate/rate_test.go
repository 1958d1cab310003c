// rate_test.go tests the rater against serate's lines (testdata), its
// steps one technique at a time, its soundness on the public sets, and
// serate itself when it is there. It must not hard-code a rating: every
// expected rating comes from serate's output.

package rate

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var (
	rateRef    = flag.String("rate.ref", "testdata", "the folder of serate's lines (PUZZLE81 ER/EP/ED NAME) TestRateAgreement and BenchmarkRate read")
	rateReport = flag.Bool("rate.report", false, "TestRateAgreement: print agreement by 0.5 band and the first disagreements instead of failing")
	rateLong   = flag.Bool("long", false, "the long sweeps (make test-long): every line and board instead of a sample")
	rateSteps  = flag.String("rate.steps", "", "TestRateStepLogs: a serate step log (N, rating, hint, effects per line) to compare step by step")
	rateSerate = flag.String("rate.serate", filepath.Join("..", "..", "ref", "SukakuExplainer", "out"), "TestRateSerate: serate's built classes (skipped when absent)")
)

// refLine is one of serate's lines: the puzzle and what serate printed.
type refLine struct {
	file, puzzle, want string
	er                 int // serate's ER in tenths
}

// readRefLines reads every PUZZLE81 ER/EP/ED NAME line of the .txt files
// of dir.
func readRefLines(t testing.TB, dir string) []refLine {
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var out []refLine
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if len(line) < 83 || line[81] != ' ' {
				continue
			}
			want := line[82:]
			if er := parseTenths(strings.SplitN(want, "/", 2)[0]); er >= 0 {
				out = append(out, refLine{filepath.Base(f), line[:81], want, er})
			}
		}
	}
	return out
}

// parseTenths reads a rating such as "5.6" as tenths, -1 if it is not one.
func parseTenths(s string) int {
	var a, b int
	if n, err := fmt.Sscanf(s, "%d.%d", &a, &b); n != 2 || err != nil || b > 9 {
		return -1
	}
	return a*10 + b
}

// TestRateAgreement checks that for each of serate's lines the rater
// prints the same line. Without -long it takes one line in twenty of
// those above 6.2, the slow ones.
func TestRateAgreement(t *testing.T) {
	lines := readRefLines(t, *rateRef)
	if len(lines) == 0 {
		t.Skipf("no serate lines in %s", *rateRef)
	}
	type band struct{ n, same int }
	bands := map[int]*band{}
	var bad []string
	var r Rater
	above := 0
	for _, l := range lines {
		if l.er > rateLimit && !*rateLong && !*rateReport {
			if above++; above%20 != 0 {
				continue
			}
		}
		b := mustGrid(t, l.puzzle)
		got, err := r.Rate(&b)
		bd := bands[l.er/5]
		if bd == nil {
			bd = &band{}
			bands[l.er/5] = bd
		}
		bd.n++
		if err != nil || got.String() != l.want {
			bad = append(bad, fmt.Sprintf("%s %s: serate %q, rater %q (%v)", l.file, l.puzzle, l.want, got, err))
		} else {
			bd.same++
		}
	}
	if *rateReport {
		var keys []int
		for k := range bands {
			keys = append(keys, k)
		}
		sort.Ints(keys)
		fmt.Printf("%-11s %6s %6s %6s\n", "ER band", "lines", "same", "differ")
		for _, k := range keys {
			bd := bands[k]
			fmt.Printf("%4.1f - %4.1f %6d %6d %6d\n", float64(k)/2, float64(k)/2+0.4, bd.n, bd.same, bd.n-bd.same)
		}
		for i, s := range bad {
			if i == 40 {
				break
			}
			fmt.Println(s)
		}
		return
	}
	for i, s := range bad {
		if i == 20 {
			t.Errorf("... and %d more", len(bad)-20)
			break
		}
		t.Error(s)
	}
}

// techniqueCase is one of serate's steps from testdata/techniques.txt:
// the grid and candidates before it, its rating, name and effects.
type techniqueCase struct {
	source, grid, marks, rating, name, effects string
}

// readTechniqueCases reads testdata/techniques.txt or another file of
// its form (name).
func readTechniqueCases(t *testing.T, name string) []techniqueCase {
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var out []techniqueCase
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(f) != 6 || len(f[1]) != 81 || len(f[2]) != 729 {
			continue
		}
		out = append(out, techniqueCase{f[0], f[1], f[2], f[3], f[4], f[5]})
	}
	return out
}

// loadCase sets the rater to a new board: a grid (81 characters, '.'
// blank) with the candidates marks (729 characters: digit d of cell c at
// 9c+d-1, '.' for none), as serate's %i and %m print them. Its caches
// start afresh, as for any board (begun).
func (r *Rater) loadCase(grid, marks string) { r.loadCaseIn(rtab, grid, marks) }

// loadCaseIn is loadCase on the board of tables t (a variant's).
func (r *Rater) loadCaseIn(t *rateTables, grid, marks string) {
	var m Marks
	for c := 0; c < 81; c++ {
		if d := grid[c]; d >= '1' && d <= '9' {
			m.Digits[c] = d - '0'
			continue
		}
		for d := 1; d <= 9; d++ {
			if marks[9*c+d-1] != '.' {
				m.Cands[c] |= 1 << uint(d)
			}
		}
	}
	r.g.loadPart(t, &m)
	r.begun()
}

// producerOf names the producer in techniques that makes serate's
// technique name: the variants of a family (Direct Claiming, Unique Loop 6
// type 3, WXYZ-Wing 137, Grouped Skyscraper 111) come from one producer.
func producerOf(name string) string {
	suffix := name[strings.LastIndex(name, " ")+1:]
	switch {
	case name == "Direct Claiming":
		return "Direct Pointing"
	case name == "Pointing" || name == "Claiming":
		return "Pointing & Claiming"
	case strings.HasPrefix(name, "Unique "):
		return "Unique Rectangle / Loop"
	case strings.HasPrefix(name, "BUG type"):
		return "Bivalue Universal Grave"
	case strings.HasPrefix(name, "VWXYZ-Wing "):
		return "VWXYZ-Wing"
	case strings.HasPrefix(name, "WXYZ-Wing "):
		return "WXYZ-Wing"
	case strings.Contains(name, "Skyscraper") || strings.Contains(name, "String Kite") ||
		strings.Contains(name, "Strong links") || strings.Contains(name, "X-Loop"):
		return fmt.Sprintf("%d Strong Links", len(suffix)-1)
	}
	return name
}

// TestRateTechniques gives each producer the grid of one of serate's steps
// per technique and rating (testdata/techniques.txt) and checks that
// its first hint is serate's: rating, name and effects.
func TestRateTechniques(t *testing.T) {
	cases := readTechniqueCases(t, "techniques.txt")
	if len(cases) == 0 {
		t.Fatal("no technique cases")
	}
	byName := map[string]technique{}
	for _, tq := range techniques {
		byName[tq.name] = tq
	}
	var r Rater
	for _, tc := range cases {
		tq, ok := byName[producerOf(tc.name)]
		if !ok {
			t.Errorf("%s: no producer for %q", tc.source, tc.name)
			continue
		}
		r.loadCase(tc.grid, tc.marks)
		r.s.reset()
		if !tq.find(&r, &r.s) {
			t.Errorf("%s: %s finds nothing, serate %s %s: %s", tc.source, tq.name, tc.rating, tc.name, tc.effects)
			continue
		}
		got := r.s.Rating().String() + " " + r.s.name + ": " + effectsKey(r.s)
		want := tc.rating + " " + tc.name + ": " + sortedEffects(tc.effects)
		if got != want {
			t.Errorf("%s:\nserate %s\nrater  %s", tc.source, want, got)
		}
	}
}

// TestRateSoundness follows the rater's steps on boards of the public sets
// (a sample of each, every board with -long) and checks that no step
// places a wrong digit or removes the solution's.
func TestRateSoundness(t *testing.T) {
	var r Rater
	for _, name := range dataSets {
		boards := dataSet(t, name, soundnessSample(name))
		steps, rated := 0, 0
		for bi := range boards {
			b := &boards[bi]
			sol, ok := solve(*b)
			if !ok || r.Start(b) != nil {
				continue // no solution or several: the rater does not rate it
			}
			rated++
			for {
				s, err := r.advance()
				if err != nil {
					t.Fatalf("%s board %d: %v", name, bi+1, err)
				}
				if s == nil {
					break
				}
				steps++
				if msg := unsound(s, &sol); msg != "" {
					t.Fatalf("%s board %d step %d (%s): %s", name, bi+1, steps, s, msg)
				}
			}
		}
		t.Logf("%s: %d boards rated, %d steps", name, rated, steps)
	}
}

// unsound says what step s gets wrong against the solution, or "".
func unsound(s *Step, sol *Grid) string {
	if s.places() && int(sol[s.cell]) != s.digit {
		return fmt.Sprintf("places %d, the solution has %d", s.digit, sol[s.cell])
	}
	for c := 0; c < 81; c++ {
		if s.elim[c]&(1<<sol[c]) != 0 {
			return fmt.Sprintf("removes %d from r%dc%d, the solution's digit", sol[c], c/9+1, c%9+1)
		}
	}
	return ""
}

// TestRateStepLogs compares the rater's steps with a serate step log
// (-rate.steps; testdata/README.md gives serate's options): the rating
// and the candidates each step removes or places, up to the first step
// that differs.
func TestRateStepLogs(t *testing.T) {
	if *rateSteps == "" {
		t.Skip("no -rate.steps log")
	}
	data, err := os.ReadFile(*rateSteps)
	if err != nil {
		t.Fatal(err)
	}
	var r Rater
	diverged := true
	var puzzle string
	shown := 0
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "# ") && len(line) >= 83 {
			puzzle = line[2:83]
			b := mustGrid(t, puzzle)
			err := r.Start(&b)
			if err != nil {
				t.Errorf("%s: %v", puzzle, err)
			}
			diverged = err != nil
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 4 || diverged {
			continue
		}
		s, err := r.advance()
		if err != nil {
			t.Fatalf("%s: %v", puzzle, err)
		}
		got := "(none)"
		if s != nil {
			got = s.Rating().String() + " " + effectsKey(*s)
		}
		if want := f[1] + " " + sortedEffects(f[3]); got != want {
			diverged = true
			if shown++; shown <= 10 {
				t.Errorf("%s step %s:\nserate %s %s\nrater  %s", puzzle, f[0], want, f[2], got)
			}
		}
	}
	if shown > 0 {
		t.Errorf("%d puzzles diverge", shown)
	}
}

// effectsKey is a step's effects as sortedEffects writes a log's.
func effectsKey(s Step) string {
	return sortedEffects(strings.Replace(s.effects(), ",", " ", -1))
}

// sortedEffects sorts space-separated effects.
func sortedEffects(e string) string {
	f := strings.Fields(e)
	sort.Strings(f)
	return strings.Join(f, " ")
}

// TestRateSerate runs serate (SukakuExplainer's classes, -rate.serate) on
// boards of the public sets not in testdata and compares its lines with
// the rater's. It skips without java, the classes or the sets.
func TestRateSerate(t *testing.T) {
	java, err := exec.LookPath("java")
	if err != nil {
		t.Skip("no java")
	}
	if _, err := os.Stat(filepath.Join(*rateSerate, "diuf", "sudoku", "test", "serate.class")); err != nil {
		t.Skipf("no serate classes: %v", err)
	}
	n := 12
	if *rateLong {
		n = 200
	}
	all := dataSet(t, "puzzles2_17_clue", 0)
	var boards []Grid
	var lines []string
	for i := 0; i < n; i++ {
		b := all[i*len(all)/n] // spread over the set
		boards = append(boards, b)
		var line [81]byte
		for c, d := range b {
			line[c] = ".123456789"[d]
		}
		lines = append(lines, string(line[:]))
	}
	in := strings.NewReader(strings.Join(lines, "\n") + "\n")
	cmd := exec.Command(java, "-cp", *rateSerate, "diuf.sudoku.test.serate", "--threads=1", "--input=-",
		"--after=S %r|%s", "--format=F %r/%p/%d %R")
	cmd.Stdin = in
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("serate: %v", err)
	}
	var r Rater
	i, steps := 0, 0
	var want []string // serate's steps of board i
	for _, l := range strings.Split(string(out), "\n") {
		switch {
		case strings.HasPrefix(l, "S "):
			want = append(want, l[2:])
		case strings.HasPrefix(l, "F ") && i < len(boards):
			steps += compareSerate(t, &r, &boards[i], lines[i], want, l[2:])
			i, want = i+1, nil
		}
	}
	if i != len(boards) {
		t.Errorf("serate printed %d lines for %d boards:\n%s", i, len(boards), out)
	}
	t.Logf("%d boards, %d steps: serate and the rater agree", i, steps)
}

// compareSerate holds the rater's rating and steps (rating and text) of
// a board to serate's; it returns the steps compared.
func compareSerate(t *testing.T, r *Rater, b *Grid, line string, steps []string, rating string) int {
	got, err := r.Rate(b)
	if err != nil || got.String() != rating {
		t.Errorf("%s: serate %q, rater %q (%v)", line, rating, got, err)
	}
	if err := r.Start(b); err != nil {
		t.Errorf("%s: %v", line, err)
		return 0
	}
	for k, want := range steps {
		s, ok, err := r.Next()
		if got := s.Rating().String() + "|" + s.Text(); !ok || err != nil || got != want {
			t.Errorf("%s step %d: serate %q, rater %q (%v)", line, k+1, want, got, err)
			return k
		}
	}
	return len(steps)
}

// TestRateBoards checks what the rater says of boards serate mishandles,
// malformed ones, or those that need no step (serate prints the solved
// grid's line as here and rates the board with no solution 20.0 after its
// chains; it runs forever on the others).
func TestRateBoards(t *testing.T) {
	cases := []struct {
		name, board, want string
	}{
		{"solved", "768139245325478961914256378146827593257913486839645127591784632482361759673592814", "0.0/0.0/0.0 No solution"},
		{"clash", "11...............................................................................", "invalid board: digit 1 twice in row 1 (r1c1 and r1c2)"},
		{"clash in a block", "1.........1......................................................................", "invalid board: digit 1 twice in block 1 (r1c1 and r2c2)"},
		{"no solution", "86....2.53..4.8..........7.1..8..5..2....34.6.3..45..7.......3.4.........7.5.2...", ErrNoSolution.Error()},
		{"several", "......2.53..4.8..........7.1..8..5..2....34.6.3..45..7.......3.4.........7.5.2...", ErrSeveral.Error()},
		{"empty", strings.Repeat(".", 81), ErrSeveral.Error()},
	}
	var r Rater
	for _, c := range cases {
		b := mustGrid(t, c.board)
		got, err := r.Rate(&b)
		text := got.String()
		if err != nil {
			text = err.Error()
		}
		if text != c.want {
			t.Errorf("%s: got %q, want %q", c.name, text, c.want)
		}
		if err := r.Start(&b); (err == nil) != (c.name == "solved") {
			t.Errorf("%s: load says %v", c.name, err)
		}
	}
}

// TestRateMarks rates serate's candidate grids (testdata/marks.txt: states
// part-way through serate's solves, candidates struck as its steps struck
// them) from their candidates as given, and checks serate's line.
func TestRateMarks(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "marks.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var r Rater
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if len(line) < 731 {
			t.Fatalf("short line %q", line)
		}
		var m Marks
		for i := 0; i < 729; i++ {
			if c := line[i]; c >= '1' && c <= '9' {
				m.Cands[i/9] |= 1 << (c - '0')
			}
		}
		got, err := r.RateMarks(&m)
		if want := line[730:]; err != nil || got.String() != want {
			t.Errorf("%s...: serate %q, rater %q (%v)", line[:40], want, got, err)
		}
		n++
	}
	t.Logf("%d candidate grids", n)
}

// TestRatingOf: the rating of the steps Next takes is Rate's, on a sample
// of serate's lines of every file.
func TestRatingOf(t *testing.T) {
	lines := readRefLines(t, *rateRef)
	var r Rater
	for i := 0; i < len(lines); i += 50 {
		b := mustGrid(t, lines[i].puzzle)
		want, err := r.Rate(&b)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Start(&b); err != nil {
			t.Fatal(err)
		}
		var steps []Step
		for {
			s, ok, err := r.Next()
			if err != nil || !ok {
				break
			}
			steps = append(steps, s)
		}
		if got := RatingOf(steps, !r.Solved()); got != want {
			t.Errorf("%s: steps rate %v, Rate %v", lines[i].puzzle, got, want)
		}
	}
}
