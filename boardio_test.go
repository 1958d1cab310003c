// boardio_test.go tests reading: file arguments, help and version, -j,
// and answers let out while the input pauses (damaged streams are
// faults_test.go's).

package main

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// allForms are the forms the scanner reads, for the generated streams.
var allForms = []Form{formLine, formGrid, formRows, formGridDrawn, formRowsDrawn}

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
// blocks, the answer to that board is written before the next read,
// whatever lines without a board follow it in the same read.
func TestFlushWhenPaused(t *testing.T) {
	for _, j := range []string{"1", "2"} {
		// A blank line or a comment after a board, in the same chunk,
		// makes no board: the answer must not wait for the next chunk.
		pr := &pausingReader{boards: []string{famous[0].board + "\n", testBoard9Lines(), famous[1].board + "\n\n", famous[2].board + "\n# next\n", famous[0].board + "\n"}}
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

// recordingWriter keeps what goroutines write, for a test to read as
// they go on.
type recordingWriter struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// String gives what has been written so far.
func (w *recordingWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
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
// one a line for poj3074's 81-character lines. Boards in rows go through
// the fault policy, which counts each board's solutions to cut the run.
func TestNoAllocationPerBoard(t *testing.T) {
	for _, c := range []struct {
		format, end string
		rows        bool // BOJ 2580's nine spaced rows, not a line of 81
		perBoard    float64
	}{{"auto", "", false, 0}, {"poj3074", "end\n", false, 1}, {"auto", "", true, 0}, {"boj2580", "", true, 0}} {
		stream := func(n int) string {
			var b strings.Builder
			for i := 0; i < n; i++ {
				board := famous[i%6].board // six boards with one solution each
				if !c.rows {
					b.WriteString(board + "\n")
					continue
				}
				for r := 0; r < 9; r++ {
					row := strings.ReplaceAll(board[9*r:9*r+9], ".", "0")
					b.WriteString(strings.Join(strings.Split(row, ""), " ") + "\n")
				}
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
		// A run of rows is held whole until it ends (reader.go): its
		// buffers grow a few times more for 2,000 boards than for 200.
		if few, many := allocs(200), allocs(2000); many > few+1800*c.perBoard+40 {
			t.Errorf("-format %s (rows %v): %.0f allocations for 200 boards, %.0f for 2,000", c.format, c.rows, few, many)
		}
	}
}

// TestAppendBoard: a board written as a line, and the first two rows of
// it written as rows.
func TestAppendBoard(t *testing.T) {
	b := Board{1, 2, 3, 4, 5, 6, 7, 8, 9}
	got := string(appendBoard(nil, &b, formLine)) + string(appendBoard(nil, &b, formRows)[:20])
	want := "123456789" + strings.Repeat("0", 72) + "\n123456789\n000000000\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
