// check_test.go tests the checker (-check): hand-made wrong answers of
// every kind, right answers in other forms, and random boards whose
// answers come from the oracle, each judged again by firstFault below,
// which shares no code with check.go.

package main

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"
)

// firstFault is the checker's rule written again: the first reason ans is
// not a solution of puzzle (a given changed, then blanks, then the first
// cell in row-major order that repeats an earlier cell of its row, column
// or box), or "".
func firstFault(puzzle, ans Board) string {
	blanks := 0
	for i := range ans {
		if puzzle[i] != 0 && ans[i] != 0 && ans[i] != puzzle[i] {
			return fmt.Sprintf("r%dc%d: given %d changed to %d", i/9+1, i%9+1, puzzle[i], ans[i])
		}
		if ans[i] == 0 {
			blanks++
		}
	}
	if blanks > 0 {
		return fmt.Sprintf("incomplete: %d of 81 cells", 81-blanks)
	}
	for i := range ans {
		r, c := i/9, i%9
		for j := 0; j < i; j++ {
			if ans[j] != ans[i] {
				continue
			}
			if j/9 == r {
				return fmt.Sprintf("r%dc%d: %d twice in row %d", r+1, c+1, ans[i], r+1)
			}
		}
		for j := 0; j < i; j++ {
			if ans[j] == ans[i] && j%9 == c {
				return fmt.Sprintf("r%dc%d: %d twice in column %d", r+1, c+1, ans[i], c+1)
			}
		}
		for j := 0; j < i; j++ {
			if ans[j] == ans[i] && j/27 == i/27 && j%9/3 == c/3 {
				return fmt.Sprintf("r%dc%d: %d twice in box %d", r+1, c+1, ans[i], r/3*3+c/3+1)
			}
		}
	}
	return ""
}

// runCheck runs -check with the answers in a temporary file.
func runCheck(t *testing.T, flags []string, puzzles, answers string) (string, string, int) {
	t.Helper()
	name := filepath.Join(t.TempDir(), "answers.txt")
	writeFile(t, name, answers)
	return runCmd(append([]string{"-check", name}, flags...), puzzles)
}

func TestCheckReasons(t *testing.T) {
	t.Parallel()
	puzzle := mustBoard(t, famous[1].board)
	sol, ok, decided := oracle(puzzle, oracleBudget())
	if !ok || !decided {
		t.Skip("oracle undecided under -short")
	}
	given := strings.IndexFunc(famous[1].board, func(c rune) bool { return c != '.' })
	blank := strings.IndexByte(famous[1].board, '.')
	changed, holes, swapped := sol, sol, sol
	changed[given] = changed[given]%9 + 1
	holes[blank], holes[80] = 0, 0
	if puzzle[80] != 0 {
		t.Fatal("the test wants the last cell blank")
	}
	// Two blanks of one row swapped: the row stays right, columns do not.
	other := blank + 1
	for puzzle[other] != 0 {
		other++
	}
	swapped[blank], swapped[other] = swapped[other], swapped[blank]
	tests := []struct {
		name   string
		answer string
		want   string
	}{
		{"right, spaced grid", string(appendBoard(nil, &sol, formGrid)), "ok"},
		{"right, drawn", string(appendBoard(nil, &sol, formRowsDrawn)), "ok"},
		{"right, trailing spaces and CRLF", strings.ReplaceAll(string(appendBoard(nil, &sol, formGrid)), "\n", "  \r\n"), "ok"},
		{"given changed", changed.String() + "\n", "wrong: " + firstFault(puzzle, changed)},
		{"incomplete", holes.String() + "\n", "wrong: incomplete: 79 of 81 cells"},
		{"swapped", swapped.String() + "\n", "wrong: " + firstFault(puzzle, swapped)},
		{"missing", "", "wrong: missing answer"},
		{"malformed", "12x\n", "wrong: answers.txt:1:3: "},
	}
	for _, tt := range tests {
		stdout, stderr, code := runCheck(t, nil, famous[1].board+"\n", tt.answer)
		wantCode := 0
		if tt.want != "ok" {
			wantCode = 1
		}
		right := stdout == tt.want+"\n"
		if tt.name == "malformed" { // the answers' path is a temporary one
			right = strings.HasPrefix(stdout, "wrong: ") && strings.Contains(stdout, "answers.txt:1:3: ")
		}
		if !right || code != wantCode {
			t.Errorf("%s: got %q, exit %d (stderr %q); want %q, exit %d", tt.name, stdout, code, stderr, tt.want, wantCode)
		}
	}
	if !strings.Contains(firstFault(puzzle, swapped), "twice in column") {
		t.Errorf("swapped: %q, want a column fault", firstFault(puzzle, swapped))
	}
}

// TestCheckFirst checks -first on the blank board: any grid is a solution,
// but only one is the first.
func TestCheckFirst(t *testing.T) {
	var blank Board
	first, _, _ := backtrack(blank, 1, oracleBudget())
	swapped := first // 8 and 9 exchanged: still a solution
	at := -1
	for i, v := range swapped {
		if v == 8 || v == 9 {
			swapped[i] = 17 - v
			if at < 0 {
				at = i
			}
		}
	}
	in := strings.Repeat(".", 81) + "\n"
	for _, tt := range []struct {
		flags  []string
		answer Board
		want   string
	}{
		{nil, swapped, "ok\n"},
		{[]string{"-first"}, first, "ok\n"},
		{[]string{"-first"}, swapped, fmt.Sprintf("wrong: r%dc%d: %d, the first solution has %d\n", at/9+1, at%9+1, swapped[at], first[at])},
	} {
		stdout, _, _ := runCheck(t, tt.flags, in, tt.answer.String()+"\n")
		if stdout != tt.want {
			t.Errorf("-check %v: got %q, want %q", tt.flags, stdout, tt.want)
		}
	}
}

// TestCheckRandom checks the oracle's answers to random boards, then the
// same answers with one random cell changed, in other forms.
func TestCheckRandom(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(5))
	var puzzles, answers, spoiled strings.Builder
	var want []string
	for len(want) < short(200, 40) {
		b := randomBoard(r, 22+r.Intn(30))
		sol, ok, decided := oracle(b, 2_000_000)
		if !ok || !decided {
			continue
		}
		puzzles.WriteString(b.String() + "\n")
		answers.Write(appendBoard(nil, &sol, formGrid))
		answers.WriteString("\n")
		bad := sol
		i := r.Intn(81)
		bad[i] = uint8(r.Intn(10))
		spoiled.Write(appendBoard(nil, &bad, formRows))
		spoiled.WriteString("\n")
		w := "ok"
		if f := firstFault(b, bad); f != "" {
			w = "wrong: " + f
		}
		want = append(want, w)
	}
	stdout, stderr, code := runCheck(t, []string{"-j", "2"}, puzzles.String(), answers.String())
	if code != 0 || stderr != "" || stdout != strings.Repeat("ok\n", len(want)) {
		t.Errorf("right answers: exit %d, stderr %q, output not all ok:\n%s", code, stderr, stdout)
	}
	stdout, _, code = runCheck(t, nil, puzzles.String(), spoiled.String())
	compareText(t, "spoiled answers", stdout, strings.Join(want, "\n")+"\n")
	if code != 1 {
		t.Errorf("spoiled answers: exit %d, want 1", code)
	}
}

// TestCheckInputs checks the exit statuses around the answers: a
// malformed board (2), an answer with no board (1), no answer file (2).
func TestCheckInputs(t *testing.T) {
	b := mustBoard(t, famous[2].board)
	sol, _ := new(Solver).Solve(&b)
	line := sol.String() + "\n"
	stdout, stderr, code := runCheck(t, nil, famous[2].board+"\n12x\n"+famous[2].board+"\n", line+line+line)
	if stdout != "ok\nbad input\nok\n" || code != 2 || !strings.Contains(stderr, "stdin:2:3: ") {
		t.Errorf("malformed board: got %q, exit %d, stderr %q", stdout, code, stderr)
	}
	stdout, stderr, code = runCheck(t, nil, famous[2].board+"\n", line+line)
	if stdout != "ok\n" || code != 1 || !strings.Contains(stderr, "answers.txt:2:1: an answer with no board") {
		t.Errorf("extra answer: got %q, exit %d, stderr %q", stdout, code, stderr)
	}
	_, stderr, code = runCmd([]string{"-check", "-"}, famous[2].board+"\n")
	if code != 2 || !strings.Contains(stderr, "cannot both come from stdin") {
		t.Errorf("-check - with boards on stdin: exit %d, stderr %q", code, stderr)
	}
	_, stderr, code = runCmd([]string{"-check", filepath.Join(t.TempDir(), "none.txt")}, famous[2].board+"\n")
	if code != 2 || !strings.Contains(stderr, "none.txt") {
		t.Errorf("missing answer file: exit %d, stderr %q", code, stderr)
	}
}

// BenchmarkCheck reports the checker's throughput on a public set's
// boards and their answers, with and without -first.
func BenchmarkCheck(b *testing.B) {
	boards := dataSet(b, "puzzles5_forum_hardest_1905_11+", 0)
	var puzzles, answers strings.Builder
	var s Solver
	for i := range boards {
		sol, _ := s.Solve(&boards[i])
		puzzles.WriteString(boards[i].String() + "\n")
		answers.WriteString(sol.String() + "\n")
	}
	name := filepath.Join(b.TempDir(), "answers.txt")
	writeFile(b, name, answers.String())
	for _, flags := range [][]string{nil, {"-first"}} {
		b.Run(strings.Join(append([]string{"check"}, flags...), ""), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				stdout, _, code := runCmd(append([]string{"-check", name}, flags...), puzzles.String())
				if code != 0 || len(stdout) != 3*len(boards) {
					b.Fatalf("exit %d", code)
				}
			}
			b.ReportMetric(float64(len(boards)*b.N)/b.Elapsed().Seconds(), "boards/s")
		})
	}
}

// TestCheckOtherSizes checks 16x16 answers under -format poj3076: the
// golden answers (checked against the oracle by TestGolden) are right,
// and with two cells of a row swapped they are not.
func TestCheckOtherSizes(t *testing.T) {
	in := readFile(t, "testdata/poj3076-sample.in")
	answers := readFile(t, "testdata/poj3076-sample.golden")
	flags := []string{"-format", "poj3076"}
	if stdout, stderr, code := runCheck(t, flags, in, answers); stdout != "ok\n" || code != 0 {
		t.Errorf("golden answers: %q, exit %d, %s", stdout, code, stderr)
	}
	lines := strings.Split(answers, "\n")
	r := []byte(lines[2])
	r[0], r[1] = r[1], r[0]
	lines[2] = string(r)
	stdout, _, code := runCheck(t, flags, in, strings.Join(lines, "\n"))
	if !strings.HasPrefix(stdout, "wrong: ") || code != 1 {
		t.Errorf("two cells swapped: %q, exit %d", stdout, code)
	}
}
