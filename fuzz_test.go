// fuzz_test.go holds the fuzz targets (make fuzz): any bytes through the
// whole command, through the automatic reader, and under every preset.
// make test replays their seeds: the golden inputs and testdata/fuzz.

package main

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sudoku/play"
	"sudoku/server"
)

func addSeeds(f *testing.F) {
	inputs, _ := filepath.Glob(filepath.Join("testdata", "*.in"))
	for _, in := range inputs {
		data, err := os.ReadFile(in)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// FuzzRun: any bytes in, no panic, exit 0, 1 or 2, and every grid printed
// is a valid solution that keeps its givens and is the oracle's answer
// when the oracle decides quickly.
func FuzzRun(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errb bytes.Buffer
		code := run([]string{"-j", "1"}, bytes.NewReader(data), &out, &errb)
		if code < 0 || code > 2 {
			t.Fatalf("exit %d", code)
		}
		if code == 0 && errb.Len() != 0 {
			t.Fatalf("exit 0 with stderr %q", errb.String())
		}
		checkAnswers(t, string(data), out.String(), 100_000)
	})
}

// FuzzParse: the parser never panics, numbers boards 1, 2, 3..., names
// each bad board in its message (or in its range, for boards in doubt),
// and a good board printed in its own form reads back as the same board.
func FuzzParse(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		sc := newAutoScanner(bytes.NewReader(data), "fuzz", nil)
		n := 0
		for sc.Scan() {
			rec := sc.Record()
			if n++; rec.Num != n {
				t.Fatalf("board numbered %d, want %d", rec.Num, n)
			}
			if rec.Err != nil {
				msg := rec.Err.Error()
				if e := rec.Err; !strings.HasPrefix(msg, "fuzz:") || strings.Contains(msg, "\n") || n < e.Board || n >= e.Board+e.Boards {
					t.Fatalf("message %q (board %d): want one line starting with the position", msg, rec.Err.Board)
				}
				continue
			}
			board := rec.Board()
			back := newAutoScanner(bytes.NewReader(appendBoard(nil, &board, rec.Form)), "again", nil)
			if !back.Scan() || back.Record().Err != nil || back.Record().Board() != board || back.Record().Form != rec.Form || back.Scan() {
				t.Fatalf("board %v (form %d) does not read back: %+v", board, rec.Form, back.Record())
			}
		}
		if sc.Err() != nil {
			t.Fatalf("read error from a bytes.Reader: %v", sc.Err())
		}
		if n > len(data) {
			t.Fatalf("%d boards from %d bytes", n, len(data))
		}
	})
}

// FuzzPresets: under every preset (the first byte picks it) the command
// never panics, exits 0, 1 or 2, writes one line per message, and its
// judge scanner numbers boards 1, 2, 3... with one-line errors that name
// their position, read as boards or as answers; the same bytes as the
// answers to the preset's sample get a verdict per board from -check.
func FuzzPresets(f *testing.F) {
	for k, p := range presets {
		ins, _ := filepath.Glob(filepath.Join("testdata", p.name+"-*.in"))
		for _, in := range ins {
			if c, err := os.ReadFile(in); err == nil {
				f.Add(append([]byte{byte(k)}, c...))
			}
		}
	}
	f.Add([]byte("\x06" + "5\n" + strings.Repeat(strings.Repeat("0 ", 25)+"\n", 25)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		p := presets[1+int(data[0])%(len(presets)-1)]
		input := data[1:]
		args := []string{"-j", "1", "-format", p.name}
		if p.reply == countThen {
			args = append(args, "-limit", "100") // counting to a million takes a second
		}
		fuzzRun(t, p.name, args, input)
		for _, answers := range []bool{false, true} {
			sc := p.read(bytes.NewReader(input), "fuzz", p, newCounter(p), answers)
			for n := 1; sc.Scan(); n++ {
				rec := sc.Record()
				if rec.Num != n {
					t.Fatalf("%s: board numbered %d, want %d", p.name, rec.Num, n)
				}
				if rec.Err != nil && (!strings.HasPrefix(rec.Err.Error(), "fuzz:") || strings.Contains(rec.Err.Error(), "\n")) {
					t.Fatalf("%s: message %q", p.name, rec.Err.Error())
				}
			}
		}
		sample := filepath.Join("testdata", p.name+"-sample.in")
		if _, err := os.Stat(sample); err != nil {
			return
		}
		answers := filepath.Join(t.TempDir(), "answers")
		if err := os.WriteFile(answers, input, 0o644); err != nil {
			t.Fatal(err)
		}
		fuzzRun(t, p.name, append(args, "-check", answers, sample), nil)
	})
}

// fuzzRun runs the command on input: exit 0, 1 or 2, and one line per
// message on stderr.
func fuzzRun(t *testing.T, name string, args []string, input []byte) {
	var out, errb bytes.Buffer
	code := run(args, bytes.NewReader(input), &out, &errb)
	if code < 0 || code > 2 {
		t.Fatalf("%s %q: exit %d", name, args, code)
	}
	for _, line := range strings.Split(strings.TrimSuffix(errb.String(), "\n"), "\n") {
		if line != "" && !strings.HasPrefix(line, "sudoku: ") {
			t.Fatalf("%s %q: stderr line %q", name, args, line)
		}
	}
}

// FuzzJudge gives -judge kattis any contestant output for a preset's
// sample (the first byte picks the preset), its golden the jury's answer:
// the verdict is 42 or 43, never a judge error; the jury's own answer is
// accepted; an accepted output has the jury's tokens, as the samples'
// boards have one answer each (tokens apart by space, tab, CR and LF
// alone, after a byte order mark); and the team's message is one line
// that names no file.
func FuzzJudge(f *testing.F) {
	samples, _ := filepath.Glob(filepath.Join("testdata", "*-sample.in"))
	for k, in := range samples {
		jury, err := os.ReadFile(strings.TrimSuffix(in, ".in") + ".golden")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(append([]byte{byte(k)}, jury...))
		f.Add(append([]byte{byte(k)}, bytes.ReplaceAll(jury, []byte("\n"), []byte("\r\n"))...))
		f.Add(append([]byte{byte(k)}, append(jury, "1\n"...)...))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		in := samples[int(data[0])%len(samples)]
		format := strings.TrimSuffix(filepath.Base(in), "-sample.in")
		jury := readFile(t, strings.TrimSuffix(in, ".in")+".golden")
		output := string(data[1:])
		r := judgeIn(t, "kattis", format, nil, readFile(t, in), jury, output)
		same := strings.Join(judgeTokens(strings.TrimPrefix(output, "\ufeff")), " ") == strings.Join(judgeTokens(jury), " ")
		switch {
		case r.code != 42 && r.code != 43:
			t.Fatalf("%s: exit %d, want 42 or 43; %q", format, r.code, r.stderr)
		case r.code == 42 && !same:
			t.Fatalf("%s: accepted %q, whose tokens are not the jury's %q", format, output, jury)
		case output == jury && r.code != 42:
			t.Fatalf("%s: the jury's answer rejected: %s", format, r.feedback["teammessage.txt"])
		}
		msg := r.feedback["teammessage.txt"]
		if strings.Count(msg, "\n") > 1 || strings.Contains(msg, string(filepath.Separator)+"tmp") {
			t.Fatalf("%s: team message %q", format, msg)
		}
	})
}

// judgeTokens splits s where testlib does: at spaces, tabs, CRs and LFs.
func judgeTokens(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\r' || r == '\n' })
}

// FuzzPlay: the rating jobs' reader (a player's grids, rating lists, and
// every automatic form) never panics and numbers boards 1, 2, 3...; -hint
// on anything exits 0, 1 or 2 with one line a board on stdout (two when
// it names mistakes first), each a step, "solved", or a word for a board
// it does not take.
func FuzzPlay(f *testing.F) {
	addSeeds(f)
	f.Add([]byte("+48..3..56..94..+37.....752..1..........6...8+3....+7.+3..2..135..+2+1+22...71..57..2..8+3\n"))
	f.Add([]byte("Puzzle,ER\n..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4,9.7\n"))
	f.Add([]byte("| 14 3 12 | u5 u7 u2 | 8 16 9 |\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc := readPlay(bytes.NewReader(data), "fuzz", presets[0], nil, false)
		n := 0
		for sc.Scan() {
			if n++; sc.Record().Num != n {
				t.Fatalf("board numbered %d, want %d", sc.Record().Num, n)
			}
		}
		if len(data) > 4000 {
			return // the rater's time, not the reader's, would be fuzzed
		}
		var out, errb bytes.Buffer
		code := run([]string{"-hint", "-j", "1"}, bytes.NewReader(data), &out, &errb)
		if code < 0 || code > 2 {
			t.Fatalf("exit %d", code)
		}
		for _, l := range strings.Split(strings.TrimRight(out.String(), "\n"), "\n") {
			if l != "" && !strings.Contains(l, " -> ") && !strings.HasSuffix(l, " is wrong") && !strings.Contains(l, "is wrong, ") &&
				l != "solved" && l != badInput && l != noSolution && l != "several solutions" && l != "not rated" && l != play.StuckLine {
				t.Fatalf("-hint wrote %q", l)
			}
		}
	})
}

// FuzzHTTP sends the web server's handlers any bytes as p, in the query
// and as a POST's body, at every endpoint: no panic, no answer of the 5xx
// kind but 503 (busy), and no request that outlasts its job's bound many
// times over. (make fuzz minimizes a new input in 10 runs: each runs
// every endpoint, and the default minute each would leave no time to
// fuzz.)
func FuzzHTTP(f *testing.F) {
	for _, name := range []string{"boj2580.in", "blog-easy.in", "bad-char.in", "bom.in", "hint-lines.in"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	marks, err := os.ReadFile(filepath.Join("rate", "testdata", "marks.txt"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(marks[:729])
	f.Add([]byte("+48..3..56..94..+37.....752..1..........6...8+3....+7.+3..2..135..+2+1+22...71..57..2..8+3"))
	f.Add([]byte(strings.Repeat("14 3 12 u5 u7 u2 8 16 9 ", 9)))
	f.Add([]byte("Puzzle,ER\n..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4,9.7\n"))
	// The server's handling is fuzzed, not the rater's time or the
	// pictures': jobs are cut short, and steps come without their SVG.
	h := server.New(server.Config{Command: httpCommand{}, JobFor: 20 * time.Millisecond, LightFor: 5 * time.Millisecond}).Handler()
	// Each endpoint with the parameters it takes: any other is refused
	// before the board is read.
	paths := []string{"/api/solve?", "/api/count?limit=3&", "/api/rate?", "/api/hint?svg=0&", "/api/steps?svg=0&", "/api/check?", "/api/position?", "/api/svg?", "/api/gen?seed=1&", "/?"}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 2000 {
			return // the rater's time, not the server's, would be fuzzed
		}
		for i, path := range paths {
			var req *http.Request
			switch {
			case strings.HasPrefix(path, "/api/gen"):
				// a rating range, as a form's
				req = httptest.NewRequest("POST", path, strings.NewReader("rating="+url.QueryEscape(string(data[:len(data)/4]))))
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			case i%2 == 0:
				req = httptest.NewRequest("POST", path, bytes.NewReader(data))
			default:
				req = httptest.NewRequest("GET", path+"p="+url.QueryEscape(string(data)), nil)
			}
			w := httptest.NewRecorder()
			began := time.Now()
			h.ServeHTTP(w, req)
			if el := time.Since(began); el > 3*time.Second {
				t.Fatalf("%s took %v on %q", path, el, data)
			}
			if w.Code >= 500 && w.Code != 503 {
				t.Fatalf("%s: %d %s", path, w.Code, w.Body.String())
			}
		}
	})
}
