// proof_test.go holds every chain step's proof to serate's own: the
// chains and numbered links its %h (the hint's HTML description) lists,
// read from serate's logs. It must not hard-code a proof: every expected
// line comes from serate.

package rate

import (
	"bufio"
	"compress/gzip"
	"flag"
	"html"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var (
	rateProofs        = flag.String("rate.proofs", "", "TestProofs: a serate log written with --start=\"P %g\" --after=\"S %r|%s%l%h\" (gzip if it ends in .gz) to compare instead of testdata/proofs.txt.gz")
	rateProofsVariant = flag.String("rate.proofs.variant", "", "TestProofs: the variant -rate.proofs's log was written under, as testdata/variants.txt names them (x, antiking, x+windoku, nc, ...)")
)

// proofLog is one puzzle's steps as serate logged them, each with the
// proof its %h lists.
type proofLog struct {
	puzzle string
	steps  []proofStep
}

// proofStep is a step's "RATING|TEXT" and its proof as lines: "Chain N:
// ASSERTION", then "(n) LINK" a link.
type proofStep struct {
	step  string
	lines []string
}

// readProofLogs reads a serate log of steps and their %h.
func readProofLogs(t *testing.T, path string) []proofLog {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rd io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		rd = z
	}
	var logs []proofLog
	var page strings.Builder // the %h of the last step
	flush := func() {
		if n := len(logs); n > 0 && len(logs[n-1].steps) > 0 {
			st := &logs[n-1].steps[len(logs[n-1].steps)-1]
			st.lines = serateProof(page.String())
		}
		page.Reset()
	}
	sc := bufio.NewScanner(rd)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "P "):
			flush()
			logs = append(logs, proofLog{puzzle: line[2:]})
		case strings.HasPrefix(line, "S ") && len(logs) > 0:
			flush()
			logs[len(logs)-1].steps = append(logs[len(logs)-1].steps, proofStep{step: line[2:]})
		case strings.HasPrefix(line, "F "):
			flush()
		default:
			page.WriteString(line)
			page.WriteByte('\n')
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return logs
}

// The pieces of serate's %h, between its <br>s, once tags are gone: a
// chain's heading, with its number and view; a single forcing chain's or
// a cycle's heading; a numbered link.
var (
	chainHeadRE = regexp.MustCompile(`Chain (\d+): (.*) \(View \d+\):$`)
	boldHeadRE  = regexp.MustCompile(`(Details of the Forcing Chain|Cycle details, \w+ direction)(?: \(View \d+\))?:$`)
	linkRE      = regexp.MustCompile(`^\((\d+)\) `)
	tagRE       = regexp.MustCompile(`<[^>]*>`)
)

// serateProof reads the chains of a hint's %h as -proof prints them:
// "Chain N: ASSERTION" and "(n) LINK" lines, the tags removed, the
// entities decoded and the spaces collapsed; a bold heading in place of
// an assertion loses its colon and is numbered as the chains are.
func serateProof(page string) []string {
	var out []string
	chains := 0
	for _, piece := range strings.Split(page, "<br>") {
		text := strings.Join(strings.Fields(html.UnescapeString(tagRE.ReplaceAllString(piece, ""))), " ")
		switch {
		case linkRE.MatchString(text):
			out = append(out, text)
		case chainHeadRE.MatchString(text):
			m := chainHeadRE.FindStringSubmatch(text)
			chains++
			out = append(out, "Chain "+m[1]+": "+m[2])
		case boldHeadRE.MatchString(text):
			chains++
			out = append(out, "Chain "+strconv.Itoa(chains)+": "+boldHeadRE.FindStringSubmatch(text)[1])
		}
	}
	return out
}

// proofLines writes a step's proof as serateProof reads serate's.
func proofLines(s *Step) []string {
	var out []string
	for i, ch := range s.Proof() {
		out = append(out, "Chain "+strconv.Itoa(i+1)+": "+ch.Assertion)
		out = append(out, ch.Lines()...)
	}
	return out
}

// TestProofs takes each puzzle of serate's logs step by step and holds
// every step's proof to serate's, line for line; a step whose %h lists no
// numbered link has none.
func TestProofs(t *testing.T) {
	path := *rateProofs
	if path == "" {
		path = filepath.Join("testdata", "proofs.txt.gz")
	}
	var v Variant
	if *rateProofsVariant != "" {
		var ok bool
		if v, ok = testVariant(*rateProofsVariant); !ok {
			t.Fatalf("-rate.proofs.variant %q: no such variant", *rateProofsVariant)
		}
	}
	checkProofs(t, readProofLogs(t, path), v)
}

// TestVariantProofs holds the proofs of serate's logs under a variant,
// testdata/proofs-VARIANT.txt.gz, to serate's as TestProofs does.
func TestVariantProofs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "proofs-*.txt.gz"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no proof logs (%v)", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "proofs-"), ".txt.gz")
		v, ok := testVariant(name)
		if !ok {
			t.Fatalf("%s: no variant %q", f, name)
		}
		checkProofs(t, readProofLogs(t, f), v)
	}
}

// checkProofs rates each log's puzzle under v step by step, holding each
// step and its proof to the log's.
func checkProofs(t *testing.T, logs []proofLog, v Variant) {
	r := Rater{Variant: v}
	chains, same := 0, 0
	for _, lg := range logs {
		g := mustGrid(t, lg.puzzle)
		if err := r.Start(&g); err != nil {
			t.Fatalf("%s: %v", lg.puzzle, err)
		}
		for i, want := range lg.steps {
			s, ok, err := r.Next()
			if err != nil || !ok {
				t.Errorf("%s step %d: no step (%v), serate %q", lg.puzzle, i+1, err, want.step)
				break
			}
			if got := s.Rating().String() + "|" + s.Text(); got != want.step {
				t.Errorf("%s step %d: rater %q, serate %q: the steps part", lg.puzzle, i+1, got, want.step)
				break
			}
			got := proofLines(&s)
			if len(want.lines) > 0 {
				chains++
			}
			if strings.Join(got, "\n") == strings.Join(want.lines, "\n") {
				if len(want.lines) > 0 {
					same++
				}
				continue
			}
			t.Errorf("%s step %d %q: proof differs%s", lg.puzzle, i+1, want.step, firstDiff(got, want.lines))
		}
	}
	t.Logf("%d puzzles: %d of %d chain steps' proofs are serate's", len(logs), same, chains)
}

// firstDiff shows where two proofs part.
func firstDiff(got, want []string) string {
	for i := 0; i < len(got) || i < len(want); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			return "\n line " + strconv.Itoa(i+1) + ":\n  rater:  " + g + "\n  serate: " + w
		}
	}
	return ""
}
