// boardio_test.go tests reading: damaged streams, file arguments, help and
// version, -j, and answers let out while the input pauses.

package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// streamLine is one line of a generated stream and the board it belongs to
// (-1: a blank line between boards).
type streamLine struct {
	text  string
	board int
}

// allForms are the forms the scanner reads, for the generated streams.
var allForms = []Form{FormLine, FormGrid, FormRows, FormGridDrawn, FormRowsDrawn}

// uniquePuzzles returns n puzzles with one solution each, as puzzles are
// made: cells of a random grid blanked while the solution stays unique,
// down to 24-40 givens.
func uniquePuzzles(r *rand.Rand, n int) []Board {
	var s Solver
	out := make([]Board, n)
	for i := range out {
		b := randomGrid(r)
		givens, want := 81, 24+r.Intn(17)
		for _, k := range r.Perm(81) {
			if givens == want {
				break
			}
			d := b[k]
			b[k] = 0
			if s.Count(&b, 2) != 1 {
				b[k] = d
				continue
			}
			givens--
		}
		out[i] = b
	}
	return out
}

// goodStream makes n boards from pool in random forms, 9-line boards
// sometimes set apart by a blank line and sometimes not.
func goodStream(r *rand.Rand, pool []Board, n int) ([]streamLine, []Board, []Form) {
	var lines []streamLine
	boards := make([]Board, n)
	forms := make([]Form, n)
	for i := range boards {
		boards[i] = pool[r.Intn(len(pool))]
		forms[i] = allForms[r.Intn(len(allForms))]
		if i > 0 && forms[i]&formTall != 0 && r.Intn(2) == 0 {
			lines = append(lines, streamLine{"", -1})
		}
		for _, l := range strings.SplitAfter(string(AppendBoard(nil, &boards[i], forms[i])), "\n") {
			if l != "" {
				lines = append(lines, streamLine{strings.TrimSuffix(l, "\n"), i})
			}
		}
	}
	return lines, boards, forms
}

func joinLines(lines []streamLine) string {
	var sb strings.Builder
	for _, l := range lines {
		sb.WriteString(l.text + "\n")
	}
	return sb.String()
}

// damage changes one line of a board at random: drops, duplicates or
// replaces it, adds or removes a cell, or puts a junk line before it.
// It returns the damaged stream, the board hit and what was done.
func damage(r *rand.Rand, lines []streamLine) ([]streamLine, int, string) {
	var cellLines []int
	for i, l := range lines {
		if l.board >= 0 && strings.ContainsAny(l.text, "0123456789") {
			cellLines = append(cellLines, i)
		}
	}
	at := cellLines[r.Intn(len(cellLines))]
	l := lines[at]
	out := append([]streamLine(nil), lines[:at]...)
	tall := len(l.text) < 81
	ops := []string{"add a cell", "remove a cell", "insert junk"}
	if tall {
		ops = append(ops, "drop", "duplicate")
	}
	op := ops[r.Intn(len(ops))]
	switch op {
	case "drop":
	case "duplicate":
		out = append(out, l, l)
	case "add a cell":
		out = append(out, streamLine{l.text + strings.Repeat(" ", strings.Count(l.text, " ")/8) + "5", l.board})
	case "remove a cell":
		i := strings.LastIndexAny(l.text, "0123456789.")
		out = append(out, streamLine{strings.TrimRight(l.text[:i], " "), l.board})
	case "insert junk":
		junk := []string{"x", "5", "hello", "123456789", "1 2 3", "0 0 0 0 0 0 0 0 0 0"}[r.Intn(6)]
		out = append(out, streamLine{junk, l.board}, l)
	}
	return append(out, lines[at+1:]...), l.board, op
}

var linePos = regexp.MustCompile(`^sudoku: stdin:(\d+):\d+: `)

// TestDamagedStreams is the property test of line-aware reading: damage one
// line of a stream of puzzles, and every board the damage did not
// touch still gets the answer it gets alone, while the damaged one gets
// "bad input" (or, where the damage left it whole, its answer beside a
// "bad input" for the stray line), with messages naming lines inside it.
func TestDamagedStreams(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	runs := 3000
	if testing.Short() {
		runs = 300
	}
	pool := uniquePuzzles(r, 300)
	alone := map[string]string{}
	answerAlone := func(b *Board, f Form) string {
		in := string(AppendBoard(nil, b, f))
		if a, ok := alone[in]; ok {
			return a
		}
		out, _, code := runCmd([]string{"-j", "1"}, in)
		if code != 0 {
			t.Fatalf("board %v alone: exit %d", b, code)
		}
		alone[in] = strings.TrimSuffix(out, "\n")
		return alone[in]
	}
	shifted := 0
	defer func() {
		t.Logf("%d damaged streams, %d where nine rows of the damaged board still made a board", runs, shifted)
	}()
	for run := 0; run < runs; run++ {
		lines, boards, forms := goodStream(r, pool, 2+r.Intn(6))
		damaged, hit, op := damage(r, lines)
		input := joinLines(damaged)
		stdout, stderr, _ := runCmd([]string{"-j", "1"}, input)
		items := splitAnswers(stdout)
		fail := func(format string, args ...interface{}) {
			t.Fatalf("run %d, %s in board %d: %s\ninput:\n%s\nstdout:\n%s\nstderr:\n%s", run, op, hit+1,
				fmt.Sprintf(format, args...), input, stdout, stderr)
		}
		after := len(boards) - hit - 1
		if len(items) < hit+after+1 {
			fail("%d answers for %d boards", len(items), len(boards))
		}
		for i := 0; i < hit; i++ {
			if want := answerAlone(&boards[i], forms[i]); items[i] != want {
				fail("board %d: got %q, want %q", i+1, items[i], want)
			}
		}
		for i := 0; i < after; i++ {
			b := hit + 1 + i
			if want := answerAlone(&boards[b], forms[b]); items[len(items)-after+i] != want {
				fail("board %d: got %q, want %q", b+1, items[len(items)-after+i], want)
			}
		}
		bad := 0
		own := answerAlone(&boards[hit], forms[hit])
		for _, it := range items[hit : len(items)-after] {
			switch {
			case it == "bad input":
				bad++
			case it == own:
			case solvesSomeNineRows(t, it, damaged, hit):
				shifted++ // a row duplicated or lost where 9 of the rows still make a board
			default:
				fail("the damaged board's place holds %q", it)
			}
		}
		if bad == 0 {
			fail("no bad input for the damage")
		}
		first, last := -1, -1
		for i, l := range damaged {
			if l.board == hit {
				if first < 0 {
					first = i + 1
				}
				last = i + 1
			}
		}
		for _, msg := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
			m := linePos.FindStringSubmatch(msg)
			if m == nil {
				fail("message %q names no line", msg)
			}
			if n, _ := strconv.Atoi(m[1]); n < first || n > last {
				fail("message %q names a line outside the damaged board (lines %d-%d)", msg, first, last)
			}
		}
	}
}

// solvesSomeNineRows reports whether answer solves nine consecutive lines
// of board hit in the damaged stream, read as rows by the test itself.
func solvesSomeNineRows(t *testing.T, answer string, damaged []streamLine, hit int) bool {
	strip := strings.NewReplacer("|", "", "-", "", "+", "", " ", "", "\n", "")
	sol := mustBoard(t, strip.Replace(answer))
	var rows []string
	for _, l := range damaged {
		if l.board == hit && strings.ContainsAny(l.text, "0123456789") {
			rows = append(rows, strip.Replace(l.text))
		}
	}
	for i := 0; i+9 <= len(rows); i++ {
		cells := strings.Join(rows[i:i+9], "")
		if len(cells) == 81 && validSolution(mustBoard(t, cells), sol) == "" {
			return true
		}
	}
	return false
}

// TestFileArguments reads files named on the command line, in order, with
// "-" for stdin; positions name the file, and a missing file is reported
// without losing the others.
func TestFileArguments(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	b := filepath.Join(dir, "b.txt")
	writeFile(t, a, famous[0].board+"\n")
	writeFile(t, b, "# two boards\n"+famous[1].board+"\n11"+strings.Repeat(".", 79)+"\n")
	stdout, stderr, code := runCmd([]string{"-j", "1", a, "-", filepath.Join(dir, "none.txt"), b}, famous[5].board+"\n")
	var want []string
	for _, i := range []int{0, 5, 1} {
		want = append(want, solvedLine(t, famous[i].board))
	}
	want = append(want, "no solution")
	if got := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n"); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("stdout %q, want %q", got, want)
	}
	wantErr := "sudoku: open " + filepath.Join(dir, "none.txt") + ": no such file or directory\n" +
		"sudoku: " + b + ":3:1: board 2: digit 1 twice in row 1 (r1c1 and r1c2)\n"
	if code != 2 || stderr != wantErr {
		t.Errorf("exit %d, stderr %q; want exit 2, %q", code, stderr, wantErr)
	}
}

// TestHelpAndVersion: -h prints the usage with examples on stdout, exit 0;
// -version names the Go version.
func TestHelpAndVersion(t *testing.T) {
	stdout, stderr, code := runCmd([]string{"-h"}, "")
	if code != 0 || stderr != "" || !strings.Contains(stdout, "usage: sudoku") || !strings.Contains(stdout, "Examples:") || !strings.Contains(stdout, "-count") {
		t.Errorf("-h: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	stdout, _, code = runCmd([]string{"-version"}, "")
	if code != 0 || !strings.HasPrefix(stdout, "sudoku ") || !strings.Contains(stdout, "go1") {
		t.Errorf("-version: exit %d, stdout %q", code, stdout)
	}
}

// TestJobsClamped: a huge -j is accepted and gives the same output.
func TestJobsClamped(t *testing.T) {
	input := strings.Repeat(famous[0].board+"\n", 600)
	want, _, _ := runCmd([]string{"-j", "1"}, input)
	got, stderr, code := runCmd([]string{"-j", "1000000000"}, input)
	if got != want || code != 0 || stderr != "" {
		t.Errorf("-j 1000000000: exit %d, stderr %q, output differs: %v", code, stderr, got != want)
	}
}

// TestFlushWhenPaused: with a reader that hands over one board and then
// blocks, the answer to that board is written before the next read.
func TestFlushWhenPaused(t *testing.T) {
	for _, j := range []string{"1", "2"} {
		pr := &pausingReader{boards: []string{famous[0].board + "\n", testBoard9Lines(), famous[1].board + "\n"}}
		out := &recordingWriter{}
		pr.out = out
		code := run([]string{"-j", j}, pr, out, &bytes.Buffer{})
		if code != 0 || pr.missing != "" {
			t.Errorf("-j %s: exit %d; %s", j, code, pr.missing)
		}
	}
}

// TestPausedThenFull: boards that the input pauses after are answered in
// this goroutine; a full batch after them hands over to the workers. The
// answers are -j 1's, in order, each let out before the next read.
func TestPausedThenFull(t *testing.T) {
	var many strings.Builder
	for i := 0; i < 2*batchSize+10; i++ {
		many.WriteString(famous[i%len(famous)].board + "\n")
	}
	boards := []string{famous[1].board + "\n", many.String(), famous[0].board + "\n"}
	want, _, _ := runCmd([]string{"-j", "1"}, strings.Join(boards, ""))
	pr := &pausingReader{boards: boards}
	out := &recordingWriter{}
	pr.out = out
	code := run([]string{"-j", "2"}, pr, out, &bytes.Buffer{})
	if code != 0 || pr.missing != "" || out.buf.String() != want {
		t.Errorf("-j 2: exit %d; %s; output as -j 1's: %v", code, pr.missing, out.buf.String() == want)
	}
}

func testBoard9Lines() string {
	b, _ := os.ReadFile(filepath.Join("testdata", "boj2580.in"))
	return string(b)
}

// pausingReader hands over its chunks (one board, or many) one at a time,
// a chunk larger than the reader's buffer over several Reads, and before
// each further chunk waits until the answers to the chunks so far are
// written: the program must let them out while its input pauses.
type pausingReader struct {
	boards  []string
	given   int
	rest    string // what the last Read could not take of its chunk
	out     *recordingWriter
	missing string
}

func (p *pausingReader) Read(b []byte) (int, error) {
	if p.rest != "" { // the rest of a chunk larger than the reader's buffer
		n := copy(b, p.rest)
		p.rest = p.rest[n:]
		return n, nil
	}
	if p.given > 0 && p.missing == "" {
		deadline := time.Now().Add(10 * time.Second)
		for p.out.items() < p.given {
			if time.Now().After(deadline) {
				p.missing = fmt.Sprintf("after %d boards only %d answers were written", p.given, p.out.items())
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	if p.given == len(p.boards) {
		return 0, io.EOF
	}
	p.given++
	n := copy(b, p.boards[p.given-1])
	p.rest = p.boards[p.given-1][n:]
	return n, nil
}

type recordingWriter struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (w *recordingWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(b)
}

func (w *recordingWriter) items() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(splitAnswers(w.buf.String()))
}

// TestNoAllocationPerBoard: reading, solving and printing a stream of 9x9
// boards allocates nothing per board in the automatic forms, and in a
// preset's scanner only each line's text: 2,000 boards cost no more
// allocations than 200 do, give or take a few for buffers that grow, and
// one a line for poj3074's 81-character lines.
func TestNoAllocationPerBoard(t *testing.T) {
	for _, c := range []struct {
		format, end string
		perBoard    float64
	}{{"auto", "", 0}, {"poj3074", "end\n", 1}} {
		stream := func(n int) string {
			var b strings.Builder
			for i := 0; i < n; i++ {
				b.WriteString(famous[i%6].board + "\n") // six boards with one solution each
			}
			return b.String() + c.end
		}
		allocs := func(n int) float64 {
			input := stream(n)
			return testing.AllocsPerRun(1, func() {
				if code := run([]string{"-j", "1", "-format", c.format}, strings.NewReader(input), io.Discard, io.Discard); code != 0 {
					t.Fatalf("%s: exit %d", c.format, code)
				}
			})
		}
		if few, many := allocs(200), allocs(2000); many > few+1800*c.perBoard+20 {
			t.Errorf("-format %s: %.0f allocations for 200 boards, %.0f for 2,000", c.format, few, many)
		}
	}
}
