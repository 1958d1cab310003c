// hardening_test.go tests hostile input, failing readers and writers,
// fuzzing (make fuzz) and peak memory.

package main

import (
	"bytes"
	"errors"
	"io"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/iotest"
	"time"
)

// goodLine is a hard board, for the streams below.
var goodLine = famous[0].board

// TestHostileInput feeds malformed input: each case exits with its status,
// names the place on stderr, one line per bad board, and still answers
// the good boards around it.
func TestHostileInput(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	good := goodLine + "\n"
	want := solvedLine(t, goodLine)
	r := rand.New(rand.NewSource(5))
	binary := make([]byte, 4096)
	r.Read(binary)
	tests := []struct {
		name, input string
		code        int
		errPart     string // in the first stderr line
		answered    int    // good boards answered
	}{
		{"empty", "", 2, "stdin:1:1: no board in input", 0},
		{"whitespace", " \t\r\n\n   \n", 2, "stdin:4:1: no board in input", 0},
		{"eight rows", strings.Repeat("0 0 0 0 0 0 0 0 0\n", 8), 2, "stdin:1:1: the board ends after 8 rows, want 9 (board 1)", 0},
		{"stray cell", good + "5\n", 2, "stdin:2:1: a line of 1 cell: want 81, or 9 rows of 9 (board 2)", 1},
		{"ten", "10 0 0\n" + good, 2, "stdin:1:1: a line of 4 cells: want 81, or 9 rows of 9 (board 1)", 1},
		{"minus one", "-1\n" + good, 2, `stdin:1:1: want a digit 0-9 or '.', got "-"`, 1},
		{"plus five", "+5\n" + good, 2, `stdin:1:1: want a digit 0-9 or '.', got "+"`, 1},
		{"letters", good + strings.Repeat("abc", 27) + "\n" + good, 2, `stdin:2:1: want a digit 0-9 or '.', got "a" (board 2)`, 2},
		{"full-width digit", "１" + goodLine[1:] + "\n" + good, 2, `stdin:1:1: want a digit 0-9 or '.', got "１"`, 1},
		{"NUL bytes", strings.Repeat("\x00", 81) + "\n" + good, 2, `got "\x00"`, 1},
		// A byte that continues a UTF-8 character with none begun is no
		// character to skip (found by FuzzRun: read as an empty board).
		{"lone continuation byte", goodLine[:50] + "\x89" + goodLine[50:] + "\n" + good, 2, `stdin:1:51: want a digit 0-9 or '.', got "\x89" (board 1)`, 1},
		{"cut character", goodLine[:50] + "\xef\xbc" + goodLine[50:] + "\n" + good, 2, `stdin:1:51: want a digit 0-9 or '.', got "\xef"`, 1},
		{"random binary", string(binary) + "\n" + good, 2, "stdin:1:", 1},
		{"20 MB line", strings.Repeat("1", 20<<20), 2, "stdin:1:1: a line of 20971520 cells", 0},
		{"byte-order mark", "\ufeff" + good, 0, "", 1},
		{"byte-order mark later", good + "\ufeff" + good, 2, `stdin:2:1: want a digit 0-9 or '.', got "\ufeff"`, 1},
		{"overlong lines", good + strings.Repeat("1", 5000) + "\n" + good + strings.Repeat(".", 82) + "\n" + good, 2,
			"stdin:2:1: a line of 5000 cells: want 81, or 9 rows of 9 (board 2)", 3},
		{"million spaces", strings.Repeat(" ", 1<<20) + "\n" + good, 0, "", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := runCmd([]string{"-j", "1"}, tt.input)
			first := strings.SplitN(stderr, "\n", 2)[0]
			if code != tt.code || !strings.Contains(first, tt.errPart) || (tt.errPart == "") != (stderr == "") {
				t.Errorf("exit %d, stderr %q; want exit %d, first line with %q", code, stderr, tt.code, tt.errPart)
			}
			if n := strings.Count(stdout, want); n != tt.answered {
				t.Errorf("%d good boards answered, want %d; stdout %q", n, tt.answered, stdout)
			}
			for _, line := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
				if line != "" && !strings.HasPrefix(line, "sudoku: ") {
					t.Errorf("stderr line %q does not start with \"sudoku: \"", line)
				}
			}
		})
	}
}

// TestReaders reads through the testing/iotest readers: the same answers
// byte for byte, and a read error ends the run with exit 2 and a message,
// keeping the boards already answered.
func TestReaders(t *testing.T) {
	input := readFile(t, filepath.Join("testdata", "mixed.in"))
	wantOut, _, wantCode := runCmd(nil, input)
	for name, r := range map[string]io.Reader{
		"OneByteReader": iotest.OneByteReader(strings.NewReader(input)),
		"HalfReader":    iotest.HalfReader(strings.NewReader(input)),
		"DataErrReader": iotest.DataErrReader(strings.NewReader(input)),
	} {
		var out, errb bytes.Buffer
		code := run(nil, r, &out, &errb)
		if code != wantCode || out.String() != wantOut || errb.Len() != 0 {
			t.Errorf("%s: exit %d, stderr %q, stdout differs: %v", name, code, errb.String(), out.String() != wantOut)
		}
	}

	var out, errb bytes.Buffer
	code := run(nil, iotest.ErrReader(errors.New("disk on fire")), &out, &errb)
	if code != 2 || errb.String() != "sudoku: stdin: read error: disk on fire\n" || out.Len() != 0 {
		t.Errorf("ErrReader: exit %d, stderr %q, stdout %q", code, errb.String(), out.String())
	}

	// A reader that never returns anything is an error, not a hang.
	out.Reset()
	errb.Reset()
	code = run(nil, emptyReader{}, &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "read error: multiple Read calls return no data or error") {
		t.Errorf("emptyReader: exit %d, stderr %q", code, errb.String())
	}

	// TimeoutReader fails its second read: the boards of the first survive.
	stream := strings.Repeat(goodLine+"\n", 10)
	out.Reset()
	errb.Reset()
	code = run([]string{"-j", "1"}, iotest.TimeoutReader(strings.NewReader(stream)), &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "read error: timeout") || out.String() != strings.Repeat(solvedLine(t, goodLine)+"\n", 10) {
		t.Errorf("TimeoutReader: exit %d, stderr %q, stdout %q", code, errb.String(), out.String())
	}
}

// emptyReader breaks the io.Reader contract: 0, nil forever.
type emptyReader struct{}

func (emptyReader) Read([]byte) (int, error) { return 0, nil }

// failWriter accepts n bytes, then fails every write.
type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errors.New("no space left on device")
	}
	w.n -= len(p)
	return len(p), nil
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n += k
	return k, err
}

// TestWriteFailure: a failing stdout is reported, exit 2, and the run stops
// instead of solving the rest of a long stream.
func TestWriteFailure(t *testing.T) {
	stream := strings.Repeat(goodLine+"\n", 20000)
	for _, j := range []string{"1", "2"} {
		in := &countingReader{r: strings.NewReader(stream)}
		var errb bytes.Buffer
		code := run([]string{"-j", j}, in, &failWriter{n: 1000}, &errb)
		if code != 2 || errb.String() != "sudoku: writing stdout: no space left on device\n" {
			t.Errorf("-j %s: exit %d, stderr %q", j, code, errb.String())
		}
		if in.n > len(stream)/2 {
			t.Errorf("-j %s: read %d of %d bytes after the output failed", j, in.n, len(stream))
		}
	}
}

// unsolvable returns boards whose givens are consistent but that have no
// solution: a unique puzzle with one blank set to a digit that clashes with
// no given yet differs from the unique solution.
func unsolvable(t testing.TB, n int) []Board {
	var s Solver
	var out []Board
	r := rand.New(rand.NewSource(6))
	for len(out) < n {
		f := famous[r.Intn(6)]
		b := mustBoard(t, f.board)
		sol, _ := s.Solve(&b)
		i := r.Intn(81)
		if b[i] != 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			if d != sol[i] && fits(&b, i/9, i%9, d) {
				b[i] = d
				out = append(out, b)
				break
			}
		}
	}
	return out
}

func TestUnsolvableStream(t *testing.T) {
	boards := unsolvable(t, 200)
	var in strings.Builder
	for _, b := range boards {
		if givensClash(b) {
			t.Fatalf("%v: givens clash", b)
		}
		in.WriteString(b.String() + "\n")
	}
	for _, j := range []string{"1", "2"} {
		stdout, stderr, code := runCmd([]string{"-j", j}, in.String())
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		if code != 1 || len(lines) != len(boards) {
			t.Fatalf("-j %s: exit %d, %d lines for %d boards", j, code, len(lines), len(boards))
		}
		for k, l := range lines {
			if l != "no solution" {
				t.Fatalf("-j %s: line %d is %q, want no solution", j, k+1, l)
			}
		}
		if !strings.HasPrefix(stderr, "sudoku: stdin:1:1: board 1: no solution\n") || strings.Count(stderr, "\n") != len(boards) {
			t.Errorf("-j %s: stderr starts %q, want one line per board", j, stderr[:60])
		}
		stdout, _, code = runCmd([]string{"-j", j, "-count"}, in.String())
		if code != 1 || stdout != strings.Repeat("0\n", len(boards)) {
			t.Errorf("-j %s -count: exit %d, stdout %q", j, code, stdout[:40])
		}
	}
}

// TestPeakMemory runs the real binary on huge inputs and checks its peak
// resident memory stays under 64 MB: a million-board stream (the 17-clue
// set 21 times, or random boards without ../shared/data), a 20 MB token and
// a line of a million spaces.
func TestPeakMemory(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	if testing.Short() {
		t.Skip("-short")
	}
	bin := sudokuBin(t)
	var million []byte
	if set, err := os.ReadFile(dataPath("puzzles2_17_clue")); err == nil {
		million = bytes.Repeat(set, sweep(21, 4))
	} else {
		// Solvable boards in line format: one output line each, exit 0.
		r := rand.New(rand.NewSource(7))
		var set []byte
		for i := 0; i < 20000; i++ {
			b := randomGrid(r)
			for _, k := range r.Perm(81)[30:] {
				b[k] = 0
			}
			set = appendBoard(set, &b, formLine)
		}
		million = bytes.Repeat(set, sweep(50, 10))
	}
	tests := []struct {
		name  string
		input []byte
		code  int
		lines int // stdout lines
	}{
		{"million boards", million, 0, bytes.Count(million, []byte("\n"))},
		{"20 MB token", bytes.Repeat([]byte("1"), 20<<20), 2, 1},
		{"million spaces", append(bytes.Repeat([]byte(" "), 1<<20), goodLine+"\n"...), 0, 1},
	}
	timeCmd := gnuTime(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Measured by GNU time around the binary: the peak of a process
			// forked straight from this big test process would count ours.
			in := filepath.Join(t.TempDir(), "input")
			if err := os.WriteFile(in, tt.input, 0o644); err != nil {
				t.Fatal(err)
			}
			f, err := os.Open(in)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			cmd := exec.Command(timeCmd, "-f", "peak %M KiB", bin)
			cmd.Stdin = f
			lines := &lineCounter{}
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = lines, &stderr
			code := exitCode(t, cmd.Run())
			rss := peakRSS(t, stderr.String())
			t.Logf("%s: exit %d, %d lines, peak RSS %d KiB", tt.name, code, lines.n, rss)
			if code != tt.code || lines.n != tt.lines {
				t.Errorf("exit %d and %d lines, want %d and %d", code, lines.n, tt.code, tt.lines)
			}
			if rss > 64<<10 {
				t.Errorf("peak RSS %d KiB, want under 64 MiB", rss)
			}
		})
	}
}

type lineCounter struct{ n int }

func (c *lineCounter) Write(p []byte) (int, error) {
	c.n += bytes.Count(p, []byte("\n"))
	return len(p), nil
}

// TestOutputFailures runs the real binary into /dev/full (exit 2 and a
// message) and into a pipe closed after one line (it ends at once, killed
// by SIGPIPE like any Unix filter, with nothing on stderr).
func TestOutputFailures(t *testing.T) {
	t.Parallel()
	bin := sudokuBin(t)
	stream := strings.Repeat(goodLine+"\n", 200000)

	// Every mode that writes, into a full disk: exit 2 and a message.
	for _, args := range [][]string{nil, {"-h"}, {"-version"}, {"-format", "list"}, {"-gen", "3"}} {
		full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
		if err != nil {
			t.Logf("no /dev/full: %v", err)
			break
		}
		cmd := exec.Command(bin, args...)
		cmd.Stdin = strings.NewReader(stream)
		cmd.Stdout = full
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		code := exitCode(t, cmd.Run())
		full.Close()
		if code != 2 || !strings.HasPrefix(stderr.String(), "sudoku: writing stdout: ") {
			t.Errorf("%q > /dev/full: exit %d, stderr %q; want exit 2 and a message", args, code, stderr.String())
		}
	}

	// Started with stdout closed, the gc runtime opens /dev/null in its
	// place: the answers are discarded and the run succeeds (README).
	if sh, err := exec.LookPath("sh"); err == nil {
		out, err := exec.Command(sh, "-c", "'"+bin+"' < testdata/boj2580.in >&-; echo $?").CombinedOutput()
		if err != nil || string(out) != "0\n" {
			t.Errorf(">&-: %v, output %q; want exit 0 and nothing on stderr", err, out)
		}
	}

	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(stream)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line := make([]byte, 82)
	if _, err := io.ReadFull(out, line); err != nil {
		t.Fatal(err)
	}
	out.Close() // like head -1
	err = cmd.Wait()
	ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if err == nil || !ws.Signaled() || ws.Signal() != syscall.SIGPIPE || stderr.Len() != 0 {
		t.Errorf("| head -1: %v, stderr %q; want death by SIGPIPE and no message", err, stderr.String())
	}
	t.Logf("closed pipe: %v after %v (the whole stream takes seconds)", err, time.Since(start))
}

// TestHostilePresets feeds long lines and tokens under presets: a message
// says the real number of cells, however long the line, and quotes at
// most a few bytes of what it names.
func TestHostilePresets(t *testing.T) {
	board := readFile(t, filepath.Join("testdata", "boj2580.in"))
	tests := []struct {
		preset, input, errPart string
	}{
		{"boj2580", strings.Repeat("1 ", 40000) + "\n" + board, "stdin:1:1: a line of 40000 cells: want 9 (board 1)"},
		{"boj2239", strings.Repeat("1", 70000) + "\n" + board, "stdin:1:1: a line of 70000 cells: want 9 (board 1)"},
		{"poj3076", strings.Repeat("A", 1<<20) + "\n", "stdin:1:1: a line of 1048576 cells: want 16 (board 1)"},
		{"uva989", "4\n" + strings.Repeat("x", 5<<20) + strings.Repeat(" 0", 15) + "\n", `stdin:2:1: want a number 1-16, '0' or '.', got "xxxxxxxxxxxxxxxxxxxxxxxx"... (board 1)`},
		{"boj2580", "   ", "stdin:1:4: no board in input"},
	}
	for _, tt := range tests {
		_, stderr, code := runCmd([]string{"-format", tt.preset}, tt.input)
		first := strings.SplitN(stderr, "\n", 2)[0]
		if code != 2 || !strings.Contains(first, tt.errPart) || len(first) > 200 {
			t.Errorf("%s, %.20q...: exit %d, first message %.300q; want exit 2 and %q", tt.preset, tt.input, code, first, tt.errPart)
		}
	}
}
