// rate_test.go tests the rater against serate's lines (testdata/rate) and
// step logs, and checks that its steps are sound. It must not hard-code a
// rating: every expected line comes from serate's output files.

package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var (
	rateRef    = flag.String("rate.ref", "testdata/rate", "the folder of serate's lines (PUZZLE81 ER/EP/ED NAME) the agreement test reads")
	rateReport = flag.Bool("rate.report", false, "TestRateAgreement: print agreement by 0.5 band and the first disagreements instead of failing")
	rateSteps  = flag.String("rate.steps", "", "TestRateStepLogs: a serate step log (steps.py format) to compare step by step")
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
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			line := sc.Text()
			if len(line) < 83 || line[81] != ' ' {
				continue
			}
			want := line[82:]
			var a, b int
			if _, err := fmt.Sscanf(want, "%d.%d/", &a, &b); err != nil {
				continue
			}
			out = append(out, refLine{filepath.Base(f), line[:81], want, a*10 + b})
		}
		fh.Close()
	}
	return out
}

// parseBoard reads an 81-character puzzle ('.' or '0' blank).
func parseBoard(t testing.TB, p string) Board {
	var b Board
	if len(p) != 81 {
		t.Fatalf("puzzle %q is not 81 characters", p)
	}
	for i := 0; i < 81; i++ {
		if p[i] >= '1' && p[i] <= '9' {
			b[i] = p[i] - '0'
		}
	}
	return b
}

// TestRateAgreement checks that for each of serate's lines rated 6.2 or
// less the rater prints the same line, and for the others that it prints
// serate's line or says it needs more.
func TestRateAgreement(t *testing.T) {
	lines := readRefLines(t, *rateRef)
	if len(lines) == 0 {
		t.Skipf("no serate lines in %s", *rateRef)
	}
	type band struct{ n, same, needs int }
	bands := map[int]*band{}
	var bad []string
	for _, l := range lines {
		b := parseBoard(t, l.puzzle)
		got, err := rateBoard(&b)
		key := l.er / 5
		if bands[key] == nil {
			bands[key] = &band{}
		}
		bd := bands[key]
		bd.n++
		switch {
		case err != nil:
			bad = append(bad, fmt.Sprintf("%s %s: serate %q, error %v", l.file, l.puzzle, l.want, err))
		case got.String() == l.want:
			bd.same++
		case got.stuck && l.er > rateLimit:
			bd.needs++
		default:
			bad = append(bad, fmt.Sprintf("%s %s: serate %q, rater %q", l.file, l.puzzle, l.want, got))
		}
	}
	if *rateReport {
		var keys []int
		for k := range bands {
			keys = append(keys, k)
		}
		sort.Ints(keys)
		fmt.Printf("%-11s %6s %6s %6s %6s\n", "ER band", "lines", "same", "needs", "differ")
		for _, k := range keys {
			bd := bands[k]
			fmt.Printf("%4.1f - %4.1f %6d %6d %6d %6d\n", float64(k)/2, float64(k)/2+0.4, bd.n, bd.same, bd.needs, bd.n-bd.same-bd.needs)
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

// TestRateStepLogs compares the rater's steps with a serate step log
// (-rate.steps): the rating and the candidates each step removes or places.
func TestRateStepLogs(t *testing.T) {
	if *rateSteps == "" {
		t.Skip("no -rate.steps log")
	}
	data, err := os.ReadFile(*rateSteps)
	if err != nil {
		t.Fatal(err)
	}
	shown := 0
	var r *rater
	var diverged bool
	var puzzle string
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "# ") {
			puzzle = line[2:83]
			b := parseBoard(t, puzzle)
			r = new(rater)
			err = r.load(&b)
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
		s, ok := r.nextStep()
		if !ok && parseTenths(f[1]) > rateLimit {
			diverged = true // a step beyond the rater's techniques: the rest is serate's alone
			continue
		}
		got := "(none)"
		if ok {
			got = tenthsString(tenths(s.diff)) + " " + effectsKey(s)
		}
		want := f[1] + " " + sortedEffects(f[3])
		if got != want {
			diverged = true
			if shown < 10 {
				t.Errorf("%s step %s:\nserate %s %s\nrater  %s (%s)", puzzle, f[0], want, f[2], got, s.name)
			}
			shown++
		}
	}
	if shown > 0 {
		t.Errorf("%d puzzles diverge", shown)
	}
}

// effectsKey is a step's effects as sortedEffects writes a log's.
func effectsKey(s step) string {
	e := strings.Split(s.String(), ": ")
	return sortedEffects(strings.Replace(e[len(e)-1], ",", " ", -1))
}

// sortedEffects sorts space-separated effects.
func sortedEffects(e string) string {
	f := strings.Fields(e)
	sort.Strings(f)
	return strings.Join(f, " ")
}

// parseTenths reads a rating such as "5.6" as tenths, -1 if it is not one.
func parseTenths(s string) int {
	var a, b int
	if _, err := fmt.Sscanf(s, "%d.%d", &a, &b); err != nil {
		return -1
	}
	return a*10 + b
}
