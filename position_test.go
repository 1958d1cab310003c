// position_test.go holds the rating jobs, on a player's position in every
// form, to the promises the solver's reader keeps: answers as the input
// comes, the byte-order mark skipped, long lines counted, time linear in
// the input, one answer for one malformed board; and to one verdict per
// position in any form, -steps ending with the position's own solution.
// Positions come from committed puzzles and serate's candidate lines;
// each form is written, and each answer checked, by the tests' own code.

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// pos is a player's position as the tests hold it: digits, the ones the
// player entered, and, when marked, each empty cell's candidates.
type pos struct {
	digits [81]uint8
	entry  [81]bool
	marked bool
	cands  [81]uint16
}

// posOf729 reads serate's 729-character line with the tests' own code.
func posOf729(line string) pos {
	p := pos{marked: true}
	for i := 0; i < 729; i++ {
		if c := line[i]; c >= '1' && c <= '9' {
			p.cands[i/9] |= 1 << (c - '0')
		}
	}
	return p
}

// posOfPuzzle makes a position of a puzzle's line with the solution's
// digits entered in some cells (every k-th empty one).
func posOfPuzzle(line string, sol []uint8, k int) pos {
	var p pos
	n := 0
	for c := 0; c < 81; c++ {
		if d := line[c]; d >= '1' && d <= '9' {
			p.digits[c] = d - '0'
		} else if n++; k > 0 && n%k == 0 {
			p.digits[c], p.entry[c] = sol[c], true
		}
	}
	return p
}

// plusLine writes p as a line, '+' before the player's entries.
func (p pos) plusLine() string {
	var b strings.Builder
	for c, d := range p.digits {
		switch {
		case d == 0:
			b.WriteByte('.')
		case p.entry[c]:
			fmt.Fprintf(&b, "+%d", d)
		default:
			fmt.Fprintf(&b, "%d", d)
		}
	}
	return b.String() + "\n"
}

// candsOf returns p's candidates of cell c: as marked, or every digit.
func (p pos) candsOf(c int) uint16 {
	if p.marked {
		return p.cands[c]
	}
	return 0x3fe
}

// digitsOf writes the digits of a set of candidates in order.
func digitsOf(m uint16) string {
	var b strings.Builder
	for d := 1; d <= 9; d++ {
		if m&(1<<d) != 0 {
			b.WriteByte(byte('0' + d))
		}
	}
	return b.String()
}

// sdxGrid writes p in SudoCue's .sdx form: lone digits the givens, 'u'
// before the player's, candidates for the empty cells (all nine when p
// has none).
func (p pos) sdxGrid() string {
	var b strings.Builder
	for c, d := range p.digits {
		switch {
		case c%9 > 0:
			b.WriteByte(' ')
		case c > 0:
			b.WriteByte('\n')
		}
		switch {
		case p.entry[c]:
			fmt.Fprintf(&b, "u%d", d)
		case d != 0:
			fmt.Fprintf(&b, "%d", d)
		default:
			b.WriteString(digitsOf(p.candsOf(c)))
		}
	}
	return b.String() + "\n"
}

// line729 writes p's candidates as serate's 729-character line, a digit
// as its one candidate.
func (p pos) line729() string {
	b := []byte(strings.Repeat(".", 729))
	for c := 0; c < 81; c++ {
		m := p.candsOf(c)
		if p.digits[c] != 0 {
			m = 1 << p.digits[c]
		}
		for d := 1; d <= 9; d++ {
			if m&(1<<d) != 0 {
				b[9*c+d-1] = byte('0' + d)
			}
		}
	}
	return string(b) + "\n"
}

// checkSolution says what is wrong with sol as the solution of p: not 81
// digits, a unit without some digit, a digit of p changed, or a digit
// outside its cell's candidates.
func checkSolution(p pos, sol string) error {
	if len(sol) != 81 || strings.Trim(sol, "123456789") != "" {
		return fmt.Errorf("not a full grid: %q", sol)
	}
	for u := 0; u < 27; u++ {
		seen := map[byte]bool{}
		for k := 0; k < 9; k++ {
			r, c := u, k
			switch {
			case u >= 18:
				r, c = (u-18)/3*3+k/3, (u-18)%3*3+k%3
			case u >= 9:
				r, c = k, u-9
			}
			seen[sol[r*9+c]] = true
		}
		if len(seen) != 9 {
			return fmt.Errorf("unit %d lacks a digit: %s", u, sol)
		}
	}
	for c := 0; c < 81; c++ {
		d := sol[c] - '0'
		if p.digits[c] != 0 && p.digits[c] != d || p.digits[c] == 0 && p.candsOf(c)&(1<<d) == 0 {
			return fmt.Errorf("cell %d holds %d, not the position's", c, d)
		}
	}
	return nil
}

// lastGrids returns the grid each board's answer of -steps ends with,
// as 81 digits: its last line, or the digits of the drawn grid its last
// lines make (rule lines and bars between them). Answers are set apart by
// blank lines.
func lastGrids(out string) []string {
	var last []string
	for _, a := range strings.Split(strings.TrimSpace(out), "\n\n") {
		lines := strings.Split(a, "\n")
		grid := lines[len(lines)-1]
		if strings.Contains(grid, "|") {
			grid = ""
			for i := len(lines) - 1; i >= 0 && len(grid) < 81; i-- {
				grid = strings.NewReplacer(" ", "", "|", "", "-", "", "+", "").Replace(lines[i]) + grid
			}
		}
		last = append(last, grid)
	}
	return last
}

// TestStepsEndWithSolution: -steps ends with the position's solution, on
// every committed candidate line, the same grids as HoDoKu prints them,
// and '+' lines of the player's right entries: the solution of the
// position's own digits and candidates, never a grid of another board.
func TestStepsEndWithSolution(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	grids, _ := markLines(t, 596)
	var lines, hodoku, plus strings.Builder
	var want []pos
	for _, g := range grids {
		lines.WriteString(g + "\n")
		want = append(want, posOf729(g))
	}
	for _, g := range grids[:40] {
		hodoku.WriteString(hodokuGrid(g))
	}
	var plusWant []pos
	for _, l := range strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-hard.txt")), "\n")[:40] {
		b := mustBoard(t, l[:81])
		sol, _, _ := backtrackN(3, b[:], 2, oracleBudget())
		p := posOfPuzzle(l[:81], sol, 3)
		plus.WriteString(p.plusLine())
		plusWant = append(plusWant, p)
	}
	for _, c := range []struct {
		form, input string
		want        []pos
	}{{"candidate lines", lines.String(), want}, {"HoDoKu grids", hodoku.String(), want[:40]}, {"'+' lines", plus.String(), plusWant}} {
		out, stderr, code := runCmd([]string{"-steps"}, c.input)
		last := lastGrids(out)
		if code != 0 || len(last) != len(c.want) {
			t.Fatalf("%s: exit %d, %d answers for %d boards: %s", c.form, code, len(last), len(c.want), stderr)
		}
		for i, l := range last {
			if err := checkSolution(c.want[i], l); err != nil {
				t.Errorf("%s, board %d: %v", c.form, i+1, err)
			}
		}
	}
}

// playForms are one board in each of a player's forms, from a puzzle
// with the player's right entries and from a candidate line.
func playForms(t *testing.T) map[string]string {
	marks, _ := markLines(t, 1)
	puzzle := "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."
	b := mustBoard(t, puzzle)
	sol, _, _ := backtrackN(3, b[:], 2, oracleBudget())
	p := posOfPuzzle(puzzle, sol, 4)
	return map[string]string{
		"puzzle":         puzzle + "\n",
		"'+' line":       p.plusLine(),
		"candidate line": marks[0] + "\n",
		"HoDoKu grid":    hodokuGrid(marks[0]),
		".sdx grid":      p.sdxGrid(),
		"list line":      puzzle + " ED=4.2/1.2/1.2\n",
	}
}

// TestPositionAnswersAsTheyCome: down a pipe, the answer of a board in a
// player's form comes before the next board is written, under -hint and
// -rate, as the solver's answers do.
func TestPositionAnswersAsTheyCome(t *testing.T) {
	for form, in := range playForms(t) {
		for _, job := range []string{"-hint", "-rate"} {
			cmd := exec.Command(sudokuBin(t), job)
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			got := make(chan string, 1)
			go func() {
				l, _ := bufio.NewReader(stdout).ReadString('\n')
				got <- l
				io.Copy(io.Discard, stdout)
			}()
			io.WriteString(stdin, in)
			select {
			case l := <-got:
				if l == "" || strings.Contains(l, "bad input") {
					t.Errorf("%s %s: first answer %q", job, form, l)
				}
			case <-time.After(20 * time.Second):
				t.Errorf("%s %s: no answer before the next board is written", job, form)
			}
			io.WriteString(stdin, in)
			stdin.Close()
			cmd.Wait()
		}
	}
}

// TestPositionByteOrderMark: a byte-order mark before a player's form is
// skipped, as before any other.
func TestPositionByteOrderMark(t *testing.T) {
	for form, in := range playForms(t) {
		want, _, wantCode := runCmd([]string{"-hint"}, in)
		got, stderr, code := runCmd([]string{"-hint"}, "\ufeff"+in)
		if got != want || code != wantCode {
			t.Errorf("%s after a byte-order mark: exit %d %q %s, want exit %d %q", form, code, got, stderr, wantCode, want)
		}
	}
}

// TestPositionLongLine: -rate on a line of one digit, tens of megabytes
// long, holds no more memory than the solver on it: a long line is
// counted, not stored.
func TestPositionLongLine(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	if testing.Short() {
		t.Skip("-short")
	}
	in := filepath.Join(t.TempDir(), "input")
	writeFile(t, in, strings.Repeat("1", sweep(100<<20, 20<<20)))
	timeCmd := gnuTime(t)
	peak := map[string]int{}
	for _, job := range []string{"-count", "-rate"} {
		f, err := os.Open(in)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(timeCmd, "-f", "peak %M KiB", sudokuBin(t), job)
		var stdout, stderr bytes.Buffer
		cmd.Stdin, cmd.Stdout, cmd.Stderr = f, &stdout, &stderr
		code := exitCode(t, cmd.Run())
		f.Close()
		peak[job] = peakRSS(t, stderr.String())
		if code != 2 || stdout.String() != "bad input\n" {
			t.Errorf("%s: exit %d, %q; want 2 and bad input", job, code, stdout.String())
		}
	}
	t.Logf("peak RSS: solver %d KiB, -rate %d KiB", peak["-count"], peak["-rate"])
	if peak["-rate"] > peak["-count"]+8<<10 {
		t.Errorf("-rate peaks at %d KiB, the solver at %d KiB: the line is stored", peak["-rate"], peak["-count"])
	}
}

// TestPositionJunkLinear: a run of rule lines, as candidate grids draw
// them, costs the rating jobs' reader time linear in their number:
// 40,000 of them are read in well under the 10 s the test allows (a
// reader that looks ahead from every line took a minute).
func TestPositionJunkLinear(t *testing.T) {
	rules := strings.Repeat(".----------------------.----------------------.----------------------.\n", 40000)
	start := time.Now()
	out, _, _ := runCmd([]string{"-rate"}, rules+"75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...\n")
	if el := time.Since(start); el > 10*time.Second || strings.TrimSpace(out) != "4.2/1.2/1.2 XY-Wing" {
		t.Errorf("40,000 rule lines: %v, answer %q", el, out)
	}
}

// TestPositionFaults: a malformed board in a player's form costs one
// answer, its message naming the form it looks like, and the boards
// around it are answered as alone.
func TestPositionFaults(t *testing.T) {
	marks, _ := markLines(t, 2)
	puzzle := "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...\n"
	alone, _, _ := runCmd([]string{"-hint"}, puzzle)
	for _, c := range []struct {
		name, bad string
		msg       string // a part of the stderr line
	}{
		{"a typo in a HoDoKu grid", hodokuTypo(marks[0]), "a candidate grid's cell"},
		{"+0 in a '+' line", "+4" + puzzle[2:40] + "+0" + puzzle[42:], "after '+'"},
		{"a line of 728 cells", marks[0][:728] + "\n", "729"},
		{"a HoDoKu grid cut short", strings.Join(strings.SplitAfter(hodokuGrid(marks[0]), "\n")[:6], "") + "\n", "ends after"},
		{"a 729 line with a wrong digit", marks[0][:9] + "9" + marks[0][10:] + "\n", "candidate 1 of r1c2"},
	} {
		out, stderr, code := runCmd([]string{"-hint"}, puzzle+c.bad+puzzle)
		want := alone + "bad input\n" + alone
		if out != want || code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, c.msg) || !strings.Contains(stderr, "(board 2)") {
			t.Errorf("%s: exit %d\n%s\nstderr %s\nwant\n%s(a message with %q)", c.name, code, out, stderr, want, c.msg)
		}
	}
}

// hodokuTypo writes a 729-character line as a HoDoKu grid with a typo in
// row 4's first cell.
func hodokuTypo(line string) string {
	rows := strings.SplitAfter(hodokuGrid(line), "\n")
	rows[5] = "| 3x5" + rows[5][5:]
	return strings.Join(rows, "")
}

// TestExplainWriteError: -explain to a full disk says so and exits 2.
func TestExplainWriteError(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full")
	}
	defer full.Close()
	cmd := exec.Command(sudokuBin(t), "-explain")
	cmd.Stdin = strings.NewReader(goodLine + "\n")
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = full, &stderr
	code := exitCode(t, cmd.Run())
	if code != 2 || !strings.Contains(stderr.String(), "writing stdout") {
		t.Errorf("exit %d, stderr %q; want 2 and the write error", code, stderr.String())
	}
}

// verdict is what a job says of a position, whatever its form: the exit
// status, stderr without its position, and stdout's first line when it
// names mistakes or a board without an answer.
func verdict(job, in string) string {
	out, stderr, code := runCmd([]string{job}, in)
	first := strings.SplitN(out, "\n", 2)[0]
	if job == "-explain" {
		first = ""
	}
	if !strings.Contains(first, "wrong") && first != "no solution" && first != "several solutions" {
		first = "answered"
	}
	return fmt.Sprintf("exit %d, %s, %s", code, first, regexp.MustCompile(`stdin:\d+:\d+: `).ReplaceAllString(stderr, ""))
}

// TestOneVerdict: every job gives the same verdict on the same position
// in any form: a '+' line and the .sdx grid of the same entries, with a
// wrong entry, with clashing entries, with a given marked '+' by mistake
// (several solutions), and right.
func TestOneVerdict(t *testing.T) {
	puzzle := "..3.....1...6...256...319..2..38..7.3...7...4.9..64..3..529...893...8...1.....7.."
	b := mustBoard(t, puzzle)
	sol, _, _ := backtrackN(3, b[:], 2, oracleBudget())
	right := posOfPuzzle(puzzle, sol, 3)
	wrong := right
	wrong.digits[0], wrong.entry[0] = sol[0]%9+1, true // r1c1 is empty in the puzzle
	clashing := right
	for c := 1; c < 9; c++ {
		if clashing.digits[c] == 0 {
			clashing.digits[c], clashing.entry[c] = sol[2], true // beside r1c3's given
			break
		}
	}
	given := right
	given.entry[2] = true // r1c3's given, marked as the player's
	for name, p := range map[string]pos{"right": right, "a wrong entry": wrong, "clashing entries": clashing, "a given marked '+'": given} {
		for _, job := range []string{"-rate", "-hint", "-steps", "-explain"} {
			plus, sdx := verdict(job, p.plusLine()), verdict(job, p.sdxGrid())
			if plus != sdx {
				t.Errorf("%s, %s: as a '+' line %q, as .sdx %q", name, job, plus, sdx)
			}
			if rate := verdict("-rate", p.plusLine()); job != "-explain" && plus != rate {
				t.Errorf("%s: %s says %q, -rate %q", name, job, plus, rate)
			}
		}
	}
	for _, job := range []string{"-rate", "-hint", "-steps"} {
		if v := verdict(job, clashing.sdxGrid()); !strings.Contains(v, "wrong") {
			t.Errorf("clashing entries, %s: %q; want the entry named wrong, not rated", job, v)
		}
		if v := verdict(job, given.plusLine()); !strings.Contains(v, "several solutions") {
			t.Errorf("a given marked '+', %s: %q; want several solutions", job, v)
		}
	}
}

// TestRateFormatGrid: -rate-format's %g gives a board read from a grid
// back on one line: a candidate grid as its 729-character line.
func TestRateFormatGrid(t *testing.T) {
	marks, _ := markLines(t, 3)
	for _, m := range marks {
		out, _, code := runCmd([]string{"-rate-format", "%g"}, hodokuGrid(m))
		if code != 0 || out != m+"\n" {
			t.Errorf("exit %d, %%g %q, want %q", code, out, m)
		}
	}
}

// TestCSVHeaderTypo: a list's first line is taken as its header only
// when it cannot be a puzzle: a first row with a typo is a bad board,
// reported, not dropped.
func TestCSVHeaderTypo(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-diabolical.txt")), "\n")[:3]
	var rows []string
	for _, l := range lines {
		rows = append(rows, l[:81]+",bank")
	}
	typo := rows[0][:5] + "x" + rows[0][6:]
	out, stderr, code := runCmd([]string{"-rate"}, strings.Join(append([]string{typo}, rows[1:]...), "\n")+"\n")
	if got := strings.Split(strings.TrimSpace(out), "\n"); code != 2 || len(got) != 3 || got[0] != "bad input" || !strings.Contains(stderr, ":1:6:") {
		t.Errorf("exit %d\n%s\nstderr %s; want bad input for line 1, named at its typo", code, out, stderr)
	}
}

// TestSVGUsage: -svg writes one board to stdout, or nothing: two boards
// without -out are a usage error (exit 2, stdout empty), a board it cannot
// draw gets a message, never an SVG file of words; with -out each board
// goes to a file and a board of another size is refused by name.
func TestSVGUsage(t *testing.T) {
	two := goodLine + "\n" + goodLine + "\n"
	out, stderr, code := runCmd([]string{"-svg"}, two)
	if code != 2 || out != "" || !strings.Contains(stderr, "-out") {
		t.Errorf("two boards: exit %d, %d bytes out, %q", code, len(out), stderr)
	}
	out, stderr, code = runCmd([]string{"-svg"}, "11"+goodLine[2:]+"\n")
	if code != 1 || out != "" || !strings.Contains(stderr, "twice") {
		t.Errorf("clashing givens: exit %d, %q, %q", code, out, stderr)
	}
	out, _, code = runCmd([]string{"-svg"}, goodLine+"\n")
	if code != 0 || !strings.HasPrefix(out, "<svg") {
		t.Errorf("one board: exit %d, %q", code, out[:20])
	}
	dir := t.TempDir()
	sixteen := "4\n" + strings.Repeat(strings.Repeat("0 ", 15)+"0\n", 16)
	out, stderr, code = runCmd([]string{"-format", "uva989", "-svg", "-out", dir}, sixteen)
	if files, _ := filepath.Glob(filepath.Join(dir, "*")); code == 0 || len(files) != 0 || !strings.Contains(stderr, "9x9") {
		t.Errorf("a 16x16 board: exit %d, files %v, %q %q", code, files, out, stderr)
	}
}
