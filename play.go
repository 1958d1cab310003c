// play.go holds the rating jobs' reader: every form the automatic reader
// reads, and a board as a player or a rating list writes it, whose forms
// package play reads. It is the automatic reader offered each line first:
// a player's line becomes a record at once, the lines of what may be a
// candidate grid are held (its nine rows at most, rule lines counted, not
// kept) until the grid is told from a board of the automatic forms, and
// handed back to the automatic reader when it is one; a list's header is
// held until the next line says it is one. So the rating jobs' reader
// keeps the automatic reader's promises: answers as the input comes, the
// byte-order mark skipped, long lines counted, time linear in the input.
// It must not rate boards.

package main

import (
	"io"
	"strconv"
	"strings"

	"sudoku/play"
)

// readPlay returns the rating jobs' reader of one input.
func readPlay(r io.Reader, name string, _ *preset, count counter, _ bool) recordReader {
	if count == nil {
		count = func(int, []uint8) int { return 1 }
	}
	s := &playScanner{}
	s.setup(r, name, count, s.playStep)
	s.setBox(3)
	s.lone = "81 (or a candidate line's 729), or 9 rows of 9"
	return s
}

// playScanner reads a player's forms and rating lists besides the
// automatic forms.
type playScanner struct {
	autoScanner
	grid   heldGrid
	header *heldLine // line 1, while it may be a list's header
}

// heldLine is a line held back: its number and its text.
type heldLine struct {
	at   int
	text string
}

// heldGrid is what may be a grid of nine rows, held until it is told.
type heldGrid struct {
	start  int        // the line of the first line held, 0 when none is
	rows   []heldLine // its rows so far
	marked bool       // it has a rule or a row only a candidate grid has: it is one
	// faultAt is the line of the first row that goes wrong in a grid
	// that is one, fault why.
	faultAt int
	fault   *play.SyntaxError
}

// playStep reads one line and acts on it.
func (s *playScanner) playStep() {
	at := s.line + 1
	chunk, state := s.chunk()
	if state == midLine {
		// Longer than any player's form: the automatic reader counts it.
		s.takeHeader()
		s.release(at)
		s.takeLine(at, chunk, state)
		return
	}
	s.offer(at, strings.TrimSuffix(strings.TrimSuffix(string(chunk), "\n"), "\r"), chunk, state)
	switch {
	case state == inputEnd && !s.done:
		s.takeHeader()
		s.release(at + 1)
		s.endRun()
		s.done = true
	case s.grid.start != 0 && !s.grid.marked && s.paused():
		// Someone may wait for the board these rows end: they go on as
		// the automatic reader's, since no candidate grid is pasted with
		// a pause in it.
		s.release(at + 1)
	}
}

// takeHeader gives the automatic reader the line held as a list's
// header, if one is: no list followed it.
func (s *playScanner) takeHeader() {
	if h := s.header; h != nil {
		s.header = nil
		s.takeLine(h.at, []byte(h.text+"\n"), lineEnd)
	}
}

// offer acts on line number at, text: a list's header, a player's line,
// a part of a grid, or a line for the automatic reader.
func (s *playScanner) offer(at int, text string, chunk []byte, state int) {
	if s.header != nil {
		if _, err, ok := play.ReadLine(text); ok && err == nil {
			s.header = nil // a list's header: its columns' names
		}
		s.takeHeader()
	}
	if at == 1 && isHeader(text) {
		s.header = &heldLine{at, text}
		return
	}
	if p, err, ok := play.ReadLine(text); ok {
		s.release(at)
		s.endRun()
		s.push(at, p, err, false)
		return
	}
	kind, err := play.ReadRow(text)
	if s.hold(at, text, kind, err) {
		return
	}
	s.release(at)
	if kind == play.GridRule || kind == play.PlainRow || kind == play.MarkedRow {
		s.hold(at, text, kind, err)
		return
	}
	s.takeLine(at, chunk, state)
}

// hold adds line number at to the grid held, or starts one with it. It
// reports false for a line that neither goes on the grid held nor
// starts one.
func (s *playScanner) hold(at int, text string, kind play.RowKind, err *play.SyntaxError) bool {
	g := &s.grid
	if g.start == 0 {
		if kind != play.GridRule && kind != play.PlainRow && kind != play.MarkedRow {
			return false
		}
		g.start = at
	}
	switch kind {
	case play.GridRule:
		if len(g.rows) == 0 {
			g.start = at // rules alone: a grid starts at the last
		}
		g.marked = g.marked || play.IsMarkedRule(text)
		return true
	case play.MarkedRow:
		g.marked = true
	case play.BrokenRow:
		if !g.marked {
			return false
		}
		if g.fault == nil {
			g.faultAt, g.fault = at, err
		}
	case play.PlainRow:
	default:
		return false
	}
	g.rows = append(g.rows, heldLine{at, text})
	if len(g.rows) == 9 {
		s.release(at)
	}
	return true
}

// release ends the grid held, before line number at: a candidate grid
// becomes a record (a bad one when it goes wrong or ends short), any
// other's rows go to the automatic reader (its rule lines it would skip).
func (s *playScanner) release(at int) {
	g := &s.grid
	if g.start == 0 {
		return
	}
	rows := g.rows
	switch {
	case !g.marked:
		for _, r := range rows {
			s.takeLine(r.at, []byte(r.text+"\n"), lineEnd)
		}
	case len(rows) == 0: // a candidate grid's last rule line
	default:
		s.endRun()
		var texts []string
		for _, r := range rows {
			texts = append(texts, r.text)
		}
		switch {
		case g.fault != nil:
			s.pushFault(g.start, g.faultAt, g.fault)
		case len(rows) < 9:
			s.pushFault(g.start, at, &play.SyntaxError{Col: 1, Msg: "the candidate grid ends after " + strconv.Itoa(len(rows)) + " " + plural(len(rows), "row") + ", want 9"})
		default:
			s.push(g.start, play.ReadGrid(texts), nil, true)
		}
	}
	*g = heldGrid{rows: rows[:0]}
}

// push queues the record of a position read from line number at on (a
// line, or a grid when tall), or of its fault.
func (s *playScanner) push(at int, p play.Position, err *play.SyntaxError, tall bool) {
	if err != nil {
		s.pushFault(at, at, err)
		return
	}
	rec := s.newRecord(at, 1)
	copy(rec.setBox(3), p.Digits[:])
	if tall {
		rec.Form, rec.Tall = formGridDrawn, true
	}
	rec.play = &p
	s.queue.push(rec)
}

// pushFault queues a bad record that starts at line number at, its
// fault on line faultAt.
func (s *playScanner) pushFault(at, faultAt int, err *play.SyntaxError) {
	rec := s.newRecord(at, 1)
	s.fail(&rec, faultAt, err.Col, err.Msg)
	s.queue.push(rec)
}

// isHeader reports whether l names the columns of a list: words with a
// letter, separated by commas, semicolons or tabs, as a CSV file's first
// line is, whose first column is not a puzzle gone wrong (it holds fewer
// cells than the sparsest puzzle's clues).
func isHeader(l string) bool {
	if !strings.ContainsAny(l, ",;\t") || strings.IndexFunc(l, func(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' }) < 0 {
		return false
	}
	first := l[:strings.IndexAny(l, ",;\t")]
	cells := 0
	for i := 0; i < len(first); i++ {
		if c := first[i]; c >= '0' && c <= '9' || c == '.' {
			cells++
		}
	}
	return cells < 17
}
