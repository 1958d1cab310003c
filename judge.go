// judge.go holds the judge files' entry. answerStrict, which tools/mkjudge
// makes their main, reads a preset's input whole, as strictly as its
// statement writes it, then answers every board in order, with no flags
// and no workers. The command reads through presetread.go, which answers the
// boards around a fault; a judge file, given input its statement promises
// well-formed, names the first fault and answers nothing, so that it never
// prints a grid for rows it misread. It must not be what the command reads
// with.

package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// answerStrict answers the boards of stdin as preset p asks. It returns
// the exit status.
func answerStrict(p *preset, stdin io.Reader, stdout, stderr io.Writer) int {
	in := readStrict(p, "stdin", stdin)
	w := newWriter(stdout, stderr)
	cfg := config{limit: presetLimit(p), jobs: 1, p: p}
	var wk lazySolver
	var it item
	fault := in.problem()
	for i := 0; fault == "" && i < len(in.recs) && w.writeErr == nil; i++ {
		it.rec = in.recs[i]
		answerItem(&wk, &it, cfg)
		w.emit(&it, cfg)
	}
	if fault != "" {
		w.report(2, fault)
	}
	return w.close()
}

// readStrict reads the input r as preset p writes it. The input is
// called name in positions.
func readStrict(p *preset, name string, r io.Reader) *strictInput {
	in := &strictInput{p: p, name: name, box: p.box, announced: -1}
	in.read(r)
	return in
}

// problem returns what makes the input no answerable one, or "". That
// is its first fault, no board, or a count line the boards belie.
func (in *strictInput) problem() string {
	switch n := len(in.recs); {
	case in.fault != "":
		return in.fault
	case n == 0:
		return position(in.name, in.line+1, 1) + ": no board in input"
	case in.announced >= 0 && in.announced != n:
		return position(in.name, in.countAt, 1) + ": " + countFault(in.announced, n)
	}
	return ""
}

// strictInput is a preset's input, read whole: its boards, or the first
// fault.
type strictInput struct {
	p     *preset
	name  string // the input's name in positions
	recs  []Record
	rec   *Record // the board in progress, or nil
	rows  int     // its rows read
	box   int     // its box size
	label string  // a label for the next board (pe96)
	line  int     // lines read
	seen  bool    // a line with cells or words has been read
	fault string  // the first fault, with its position
	// announced is the number of boards the first line gave, or -1;
	// countAt is that line.
	announced, countAt int
}

// read reads the input to its end, its end line or its first fault.
func (in *strictInput) read(r io.Reader) {
	br := bufio.NewReaderSize(r, maxJudgeLine)
	for done := false; !done && in.fault == ""; {
		line, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			// No line of a well-formed input is this long: name the fault
			// without holding the rest of the line.
			in.line++
			in.fail(1, fmt.Sprintf("a line longer than %d bytes", maxJudgeLine))
			return
		}
		text := string(line)
		if in.line == 0 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		done = err != nil || in.p.end != "" && strings.TrimSpace(text) == in.p.end
		if err == nil || strings.TrimSpace(text) != "" {
			in.line++
			in.onLine(text)
		}
	}
	if in.rec != nil && in.fault == "" {
		in.failBoard()
	}
}

// onLine reads one line as what the preset expects there.
func (in *strictInput) onLine(text string) {
	line := []byte(text)
	if in.p.json {
		jsonSpaces(line)
	}
	p, toks := in.p, tokens(line, nil)
	first := !in.seen && len(toks) > 0
	in.seen = in.seen || first
	switch {
	case len(toks) == 0:
		if in.rec != nil {
			in.failBoard()
		}
	case p.end != "" && strings.TrimSpace(text) == p.end:
	case first && p.head != headSize && p.head != headLabel && countLine(toks, in.box, p):
		in.announced, in.countAt = atoi(toks[0].text), in.line
	case p.head == headLabel && in.rec == nil && isLabel(toks):
		in.label = strings.TrimSpace(text)
	case p.head == headSize && in.rec == nil:
		if n := atoi(toks[0].text); len(toks) == 1 && isNumber(toks[0].text) && n >= 1 && n <= maxBox {
			in.box = n
			in.start()
		} else {
			in.fail(toks[0].col, badBoxSize([]byte(strings.TrimSpace(text))))
		}
	default:
		if in.rec == nil {
			in.start()
		}
		in.row(toks)
	}
}

// start opens a board at the current line.
func (in *strictInput) start() {
	in.recs = append(in.recs, Record{Num: len(in.recs) + 1, File: in.name, Line: in.line, Col: 1, Label: in.label, Tall: !in.p.oneLine})
	in.rec, in.rows, in.label = &in.recs[len(in.recs)-1], 0, ""
	in.rec.setBox(in.box)
}

// row reads one row into the board in progress. For a one-line
// preset, a row is a whole board.
func (in *strictInput) row(toks []token) {
	side := in.box * in.box
	want := side
	if in.p.oneLine {
		want = side * side
	}
	dst := in.rec.Cells()[in.rows*side:]
	n, _, col, msg := in.p.cellsOf(toks, want, side, true, dst[:want])
	switch {
	case msg != "":
		in.fail(col, msg)
		return
	case n != want:
		in.fail(toks[0].col, fmt.Sprintf("row %d has %d cells, want %d", in.rows+1, n, want))
		return
	}
	if in.rows++; in.p.oneLine || in.rows == side {
		in.rec = nil
	}
}

// failBoard names a board that ended before its last row.
func (in *strictInput) failBoard() {
	side := in.box * in.box
	in.fault = (&parseError{File: in.name, Line: in.rec.Line, Col: 1, Board: in.rec.Num, Boards: 1, Msg: runFault(in.rows, side, true)}).Error()
}

// fail names the first fault, at column col of the current line.
func (in *strictInput) fail(col int, msg string) {
	in.fault = (&parseError{File: in.name, Line: in.line, Col: col, Board: len(in.recs), Boards: 1, Msg: msg}).Error()
}
