// rate_chains_test.go tests the rater's techniques above 6.2 (the bigger
// wings, the exclusions, the forcing chains and cycles): serate's steps,
// the hardest list's ratings, the Eureka notation. It must not hard-code
// a rating: every expected one comes from serate or the hardest list.

package rate

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// soundnessSample is how many boards of a public set TestRateSoundness
// follows: the forum's hardest lists need nested chains, seconds a board,
// so fewer of those.
func soundnessSample(name string) int {
	hard := strings.Contains(name, "hardest")
	switch {
	case *rateLong && hard:
		return 40
	case *rateLong:
		return 0
	case hard:
		return 2
	}
	return 50
}

// TestRateChainSteps gives the rater the grid of one of serate's steps per
// hint name and rating above 6.4 (testdata/chains.txt) and checks
// that its next step, every technique asked in order, is serate's: rating
// and effects. Steps of 9.5 and more (nested chains, seconds each) run
// with -long.
func TestRateChainSteps(t *testing.T) {
	cases := readTechniqueCases(t, "chains.txt")
	if len(cases) == 0 {
		t.Fatal("no chain steps")
	}
	var r Rater
	for _, tc := range cases {
		if !*rateLong && parseTenths(tc.rating) >= 95 {
			continue
		}
		r.loadCase(tc.grid, tc.marks)
		r.counted = true // serate's boards have one solution
		s, err := r.advance()
		if err != nil || s == nil {
			t.Errorf("%s: no step (%v), serate %s %s: %s", tc.source, err, tc.rating, tc.name, tc.effects)
			continue
		}
		got := s.Rating().String() + " " + effectsKey(*s)
		want := tc.rating + " " + sortedEffects(tc.effects)
		if got != want {
			t.Errorf("%s:\nserate %s (%s)\nrater  %s (%s)", tc.source, want, tc.name, got, s.name)
		}
	}
}

// hardestLine is a board of the hardest list with its ER/EP/ED, and the
// line serate (the build the rater follows) printed for it when that
// differs from the list's.
type hardestLine struct {
	puzzle, want, serate string
}

// readHardest reads testdata/hardest: the list's rated boards
// (`PUZZLE81 ER/EP/ED`) and serate's lines where they differ
// (`PUZZLE81 ER/EP/ED NAME`, serate-differs.txt).
func readHardest(t testing.TB) []hardestLine {
	dir := filepath.Join("testdata", "hardest")
	serate := map[string]string{}
	for _, l := range readLines(t, filepath.Join(dir, "serate-differs.txt")) {
		if f := strings.Fields(l); len(f) >= 2 && len(f[0]) == 81 {
			serate[f[0]] = f[1]
		}
	}
	var out []hardestLine
	for _, l := range readLines(t, filepath.Join(dir, "hardest110626-rated.txt")) {
		if f := strings.Fields(l); len(f) == 2 && len(f[0]) == 81 {
			out = append(out, hardestLine{f[0], f[1], serate[f[0]]})
		}
	}
	return out
}

// readLines reads a file's lines, none if it is absent.
func readLines(t testing.TB, name string) []string {
	f, err := os.Open(name)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// erEpEd is a rating's ER/EP/ED.
func erEpEd(r Rating) string {
	return r.ER.String() + "/" + r.EP.String() + "/" + r.ED.String()
}

// TestRateHardest rates boards of the hardest list (HardestDatabase110626,
// ER 9.7 to 11.9) and checks ER/EP/ED against the list's, or against
// serate's where this serate differs from the list (an older Sudoku
// Explainer rated it). It takes the three rated lowest, all with
// -long.
func TestRateHardest(t *testing.T) {
	lines := readHardest(t)
	if len(lines) == 0 {
		t.Fatal("no hardest lines")
	}
	if !*rateLong {
		// The three rated lowest: seconds at most.
		sort.SliceStable(lines, func(i, j int) bool { return lines[i].want < lines[j].want })
		lines = lines[:3]
	}
	var r Rater
	same, asSerate := 0, 0
	var slowest time.Duration
	over := 0 // boards over the 2 s a board the rater aims at (docs/rating.md, Speed)
	for _, l := range lines {
		b := mustGrid(t, l.puzzle)
		t0 := time.Now()
		got, err := r.Rate(&b)
		el := time.Since(t0)
		if el > slowest {
			slowest = el
		}
		if el > 2*time.Second {
			over++
		}
		want := l.want
		if l.serate != "" {
			want = l.serate
		}
		switch g := erEpEd(got); {
		case err != nil || g != want:
			t.Errorf("%s: want %s (list %s), rater %s %s (%v)", l.puzzle, want, l.want, g, got.Technique, err)
		case l.serate != "":
			asSerate++
		default:
			same++
		}
	}
	t.Logf("%d boards: %d as the list, %d as serate where it differs from the list; slowest %v, %d over 2 s",
		len(lines), same, asSerate, slowest.Round(time.Millisecond), over)
}

// TestRateEureka checks the chain notation: links, cells shared by two
// potentials, digits left out when repeated.
func TestRateEureka(t *testing.T) {
	cases := []struct {
		path []pot // from the end back to the assumption
		want string
	}{
		{[]pot{potOf(25, 3, true), potOf(25, 5, false), potOf(6, 5, true), potOf(1, 5, false)}, "(5)r1c2=r1c7-(5=3)r3c8"},
		{[]pot{potOf(0, 1, true), potOf(1, 1, false), potOf(10, 1, true), potOf(9, 1, false), potOf(0, 1, true)}, "(1)r1c1-r2c1=r2c2-r1c2=r1c1"},
		{[]pot{potOf(40, 7, false), potOf(40, 2, true), potOf(40, 7, false)}, "(7=2-7)r5c5"},
	}
	for _, c := range cases {
		if got := eurekaPath(c.path); got != c.want {
			t.Errorf("got %s, want %s", got, c.want)
		}
	}
	s := Step{diff: 7.1, kind: ForcingChain, name: "Forcing Chain", chain: "(5)r1c2-r1c7=r1c2",
		pat: Pattern{Cells: []int{1}, Digits: []int{5}, Target: Candidate{1, 5, false}}}
	s.elim[1] = 1 << 5
	if got, want := s.String(), "7.1 Forcing Chain: r1c2.5 off -> r1c2<>5 ; (5)r1c2-r1c7=r1c2"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// BenchmarkRateHardest rates the hardest list's boards (ten of them
// without -long) and reports boards per second and the slowest
// board's seconds.
func BenchmarkRateHardest(b *testing.B) {
	lines := readHardest(b)
	if !*rateLong && len(lines) > 10 {
		var pick []hardestLine
		for i := 0; i < 10; i++ {
			pick = append(pick, lines[i*len(lines)/10])
		}
		lines = pick
	}
	boards := make([]Grid, len(lines))
	for i, l := range lines {
		boards[i] = mustGrid(b, l.puzzle)
	}
	var r Rater
	var slowest time.Duration
	n := 0
	for i := 0; i < b.N; i++ {
		for j := range boards {
			t0 := time.Now()
			if _, err := r.Rate(&boards[j]); err != nil {
				b.Fatal(err)
			}
			if el := time.Since(t0); el > slowest {
				slowest = el
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(slowest.Seconds(), "max-s")
}
