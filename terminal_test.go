// terminal_test.go runs the rating jobs on a pseudo-terminal, as a user
// at a terminal runs them, and reads what the screen gets: each answer as
// it comes, the progress line cleared before it and at the end.

package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestTerminalProgress rates five boards of the hardest list (about three
// seconds) on a terminal through script(1) and checks the screen's bytes:
// every answer starts a line of its own (the progress line cleared first),
// answers come in input order and before the run ends (a later progress
// line counts them), counts agree with their word ("1 board"), and nothing
// of the progress line is left after the last answer.
func TestTerminalProgress(t *testing.T) {
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("no script(1) to run the command on a pseudo-terminal")
	}
	var boards []string
	lines := strings.Split(readFile(t, "rate/testdata/hardest/hardest110626-rated.txt"), "\n")
	for _, i := range []int{0, 5, 11, 4, 6} {
		boards = append(boards, lines[i][:81])
	}
	in := filepath.Join(t.TempDir(), "boards.txt")
	writeFile(t, in, strings.Join(boards, "\n")+"\n")
	out, err := exec.Command(script, "-qfec", sudokuBin(t)+" -rate -j 1 "+in, "/dev/null").Output()
	if err != nil {
		t.Fatalf("script: %v\n%q", err, out)
	}
	screen := strings.ReplaceAll(string(out), "\r\n", "\n")
	clear := "\r\x1b[K"
	progress := regexp.MustCompile(`sudoku: rated (\d+) (boards?), `)
	for _, m := range progress.FindAllStringSubmatch(screen, -1) {
		if (m[1] == "1") != (m[2] == "board") {
			t.Errorf("progress line %q: the count and its word disagree", m[0])
		}
	}
	answer := regexp.MustCompile(`\d+\.\d/\d+\.\d/\d+\.\d [A-Z][^\r\n]*`)
	locs := answer.FindAllStringIndex(screen, -1)
	if len(locs) != len(boards) {
		t.Fatalf("%d answers on the screen, want %d:\n%q", len(locs), len(boards), screen)
	}
	for k, loc := range locs {
		before := screen[:loc[0]]
		if !(before == "" || strings.HasSuffix(before, "\n") || strings.HasSuffix(before, clear)) {
			t.Errorf("answer %d lands on other text: %q", k+1, before)
		}
		if k > 0 {
			// A progress line drawn before this answer counts the answers
			// already on the screen, no more.
			for _, m := range progress.FindAllStringSubmatch(screen[locs[k-1][1]:loc[0]], -1) {
				if m[1] != strconv.Itoa(k) {
					t.Errorf("between answers %d and %d the progress line says %q", k, k+1, m[0])
				}
			}
		}
	}
	if tail := screen[locs[len(locs)-1][1]:]; strings.Contains(tail, "sudoku:") && !strings.HasSuffix(strings.TrimRight(tail, "\n"), clear) {
		t.Errorf("the progress line is left after the last answer: %q", tail)
	}
	if !progress.MatchString(screen) {
		t.Logf("no progress line drawn (the run took under two seconds)")
	}
}
