// text_test.go holds every step's text to serate's own log: the rating and
// the %s description of each step of committed puzzles, in order. It must
// not hard-code a text: every expected line comes from serate.

package rate

import (
	"bufio"
	"bytes"
	"flag"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var rateText = flag.String("rate.text", "", "TestRateTexts: compare only the steps whose serate text matches this regexp")

// stepLog is one puzzle's steps as serate logged them: "RATING|TEXT" a
// step.
type stepLog struct {
	puzzle string
	steps  []string
}

// readStepLogs reads a serate step log written with --start="P %g"
// --after="S %r|%s" (gzip-compressed).
func readStepLogs(t *testing.T, name string) []stepLog {
	var logs []stepLog
	sc := bufio.NewScanner(bytes.NewReader(readGzip(t, filepath.Join("testdata", name))))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "P "):
			logs = append(logs, stepLog{puzzle: line[2:]})
		case strings.HasPrefix(line, "S ") && len(logs) > 0:
			logs[len(logs)-1].steps = append(logs[len(logs)-1].steps, line[2:])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if !*rateLong {
		logs = coverLogs(logs)
	}
	return logs
}

// coverLogs gives make test's sample of the logs: every name the logs
// hold at least once, from the logs whose hardest step rates lowest
// (cheapest to take) first; make test-long takes them all.
func coverLogs(logs []stepLog) []stepLog {
	order := make([]int, len(logs))
	hardest := make([]float64, len(logs))
	for i, lg := range logs {
		order[i] = i
		for _, s := range lg.steps {
			if f, err := strconv.ParseFloat(s[:strings.Index(s, "|")], 64); err == nil && f > hardest[i] {
				hardest[i] = f
			}
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return hardest[order[a]] < hardest[order[b]] })
	seen := map[string]bool{}
	keep := make([]bool, len(logs))
	for _, i := range order {
		for _, s := range logs[i].steps {
			if name := textName(s[strings.Index(s, "|")+1:]); !seen[name] {
				seen[name], keep[i] = true, true
			}
		}
	}
	var out []stepLog
	for i, lg := range logs {
		if keep[i] {
			out = append(out, lg)
		}
	}
	return out
}

// textName is the name a step's text opens with, up to its first colon.
func textName(text string) string {
	if i := strings.Index(text, ":"); i >= 0 {
		return text[:i]
	}
	return text
}

// stepDataFault says what is missing from a step's data, "" if nothing: a
// kind, somewhere to look, and a proof exactly for a chain.
func stepDataFault(s *Step) string {
	cells, regions := s.Look()
	switch {
	case s.Kind() == 0 || strings.HasPrefix(s.Kind().String(), "Kind("):
		return "no kind"
	case len(cells) == 0 && len(regions) == 0:
		return s.Kind().String() + ": nowhere to look"
	case s.Kind().Chain() != (len(s.Proof()) > 0):
		return s.Kind().String() + ": " + strconv.Itoa(len(s.Proof())) + " chains in its proof"
	}
	return ""
}

// TestRateTexts takes every step of the committed puzzles (steps.txt.gz,
// testdata/README.md) and checks that each carries serate's rating and
// text, in serate's order, and its kind, where to look and, for a chain,
// its proof.
func TestRateTexts(t *testing.T) {
	var only *regexp.Regexp
	if *rateText != "" {
		only = regexp.MustCompile(*rateText)
	}
	logs := readStepLogs(t, "steps.txt.gz")
	seen, wrong := map[string]int{}, map[string]int{}
	var r Rater
	shown := 0
	for _, lg := range logs {
		g := mustGrid(t, lg.puzzle)
		if err := r.Start(&g); err != nil {
			t.Errorf("%s: %v", lg.puzzle, err)
			continue
		}
		for i, want := range lg.steps {
			s, ok, err := r.Next()
			if err != nil || !ok {
				t.Errorf("%s step %d: none (%v), serate %s", lg.puzzle, i+1, err, want)
				break
			}
			name := textName(want[strings.Index(want, "|")+1:])
			if only != nil && !only.MatchString(name) {
				continue
			}
			seen[name]++
			if msg := stepDataFault(&s); msg != "" {
				wrong[name]++
				t.Errorf("%s step %d %s: %s", lg.puzzle, i+1, want, msg)
			}
			if got := s.Rating().String() + "|" + s.Text(); got != want {
				if wrong[name]++; shown < 20 {
					shown++
					t.Errorf("%s step %d:\nserate %s\nrater  %s", lg.puzzle, i+1, want, got)
				}
			}
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if wrong[n] > 0 {
			t.Errorf("%s: %d of %d steps differ", n, wrong[n], seen[n])
		} else {
			t.Logf("%s: %d steps", n, seen[n])
		}
	}
	t.Logf("%d puzzles", len(logs))
}
