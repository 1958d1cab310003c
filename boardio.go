// boardio.go holds reading and writing boards: the forms a board is
// written in (Form, AppendBoard), the line scanner that turns input into
// records (Scanner), and positions and errors (ParseError). It must not
// solve boards, print answers or know about flags.
//
// How input is read (see the README's Input section):
//
//   - A line is one row, or a whole board of 81 cells. Cells are '1'-'9',
//     '0' and '.' (blank); spaces and tabs separate them; '|' may separate
//     boxes and lines of only '-', '+', '=' and '|' are rules (skipped).
//   - A line of 81 cells is one board on its own: one run of 81 (line
//     format), 81 spaced cells, or nine runs of 9.
//   - Other lines of cells are rows. Consecutive rows make a run; blank
//     lines, comment lines ('#' first), 81-cell lines and lines far too
//     long to be rows end it. A run is cut into boards of 9 rows.
//   - A run that does not cut into whole boards of well-formed rows (a row
//     lost or added, a typo) is split so that as few lines as possible fall
//     in bad boards (decideRun), so the boards around a fault are read as
//     if it were not there.

package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math/bits"
	"strconv"
	"unicode/utf8"
)

// ---------------------------------------------------------------------------
// Forms and writing

// Form is how a board was written, and so how its answer is printed. It is
// a set of flags; the named forms below are the ones the scanner reads.
type Form uint8

const (
	formTall   Form = 1 << iota // nine lines, a row each (else one line of 81)
	formSpaced                  // cells separated by spaces
	formDrawn                   // '|' between boxes, a rule line between bands
)

const (
	FormLine      = Form(0)                           // 81 cells on one line, as in puzzle collections
	FormGrid      = formTall | formSpaced             // 9 lines of 9 spaced digits (BOJ 2580)
	FormRows      = formTall                          // 9 lines of 9 digits (BOJ 2239)
	FormGridDrawn = formTall | formSpaced | formDrawn // 1 2 3 | 4 5 6 | 7 8 9, rules ------+-------+------
	FormRowsDrawn = formTall | formDrawn              // 123|456|789, rules ---+---+---
)

// AppendBoard appends board written in form f, with a final newline.
func AppendBoard(dst []byte, board *Board, f Form) []byte {
	if f == FormLine {
		return appendLine(dst, board)
	}
	for r := 0; r < 9; r++ {
		if r > 0 && f&formTall != 0 {
			dst = append(dst, '\n')
			if r%3 == 0 && f&formDrawn != 0 {
				dst = appendRule(dst, f)
			}
		}
		for c := 0; c < 9; c++ {
			switch {
			case c == 0:
			case c%3 == 0 && f&formDrawn != 0 && f&formSpaced != 0:
				dst = append(dst, " | "...)
			case c%3 == 0 && f&formDrawn != 0:
				dst = append(dst, '|')
			case f&formSpaced != 0:
				dst = append(dst, ' ')
			}
			dst = append(dst, '0'+board[9*r+c])
		}
	}
	return append(dst, '\n')
}

// appendLine appends the 81 cells as digits and a newline, eight cells to
// a word: adding '0' to each byte of the word carries into no other, as a
// cell holds 0-9. (A cell at a time, AppendBoard was 5.8% of
// BenchmarkCommand's profile on 17_clue and serg.)
func appendLine(dst []byte, board *Board) []byte {
	n := len(dst)
	dst = append(append(dst, board[:]...), '\n')
	out := dst[n : n+81]
	for i := 0; i < 80; i += 8 {
		binary.LittleEndian.PutUint64(out[i:], binary.LittleEndian.Uint64(out[i:])+0x30303030_30303030)
	}
	out[80] += '0'
	return dst
}

// appendRule appends the line drawn between two bands, and its newline.
func appendRule(dst []byte, f Form) []byte {
	if f&formSpaced != 0 {
		return append(dst, "------+-------+------\n"...)
	}
	return append(dst, "---+---+---\n"...)
}

// ---------------------------------------------------------------------------
// Records and errors

// Record is one board of the input as read: good, or malformed with Err set.
type Record struct {
	Num       int    // 1-based board number within its file
	File      string // the input's name: a file name, or "stdin"
	Line, Col int    // where the board starts, both from 1
	Board     Board
	Form      Form
	Tall      bool        // read from, or answered in, more than one line
	Err       *ParseError // nil for a well-formed board
	Size      int         // the box size of Cells; 0 when the board is Board (9x9)
	Cells     []uint8     // a board of another size, row by row (presets.go)
	Label     string      // a line to print before the answer (presets.go)
}

// Where returns the record's position as FILE:LINE:COL.
func (r *Record) Where() string { return position(r.File, r.Line, r.Col) }

// ParseError is a malformed board: where it goes wrong and why.
type ParseError struct {
	File      string
	Line, Col int // both from 1; columns count bytes
	Board     int // the board's number within its file
	Msg       string
}

func (e *ParseError) Error() string { return position(e.File, e.Line, e.Col) + ": " + e.Msg }

func position(file string, line, col int) string {
	return file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// ---------------------------------------------------------------------------
// Lines

// lineKind says what a line holds.
type lineKind uint8

const (
	lineBlank   lineKind = iota // nothing but spaces
	lineComment                 // '#' first
	lineRule                    // only '-', '+', '=', '|': a drawn grid's rule
	lineCells                   // cells, and maybe characters that are not
)

// maxRow is the most cells a line may have and still count as a row
// (with a fault); a longer line that is not a board is bad on its own.
const maxRow = 17

// lineInfo is what the scanner keeps of a line of cells.
type lineInfo struct {
	line, col int // where it starts (its first non-space byte)
	n         int // cells, bad characters included
	cells     [81]uint8
	form      Form   // when well-formed: a row's form, or a board's
	ok        bool   // a well-formed row (9 cells) or board (81)
	errCol    int    // where it first goes wrong, when !ok
	errMsg    string // a bad character's message, or "" for a wrong shape
}

// lineShape counts what one line holds, byte by byte.
type lineShape struct {
	lineInfo
	kind      lineKind
	col       int  // column of the next byte
	tok       int  // cells in the token in progress
	tokens    int  // tokens (runs of cells between spaces and bars)
	runs3     int  // tokens of 3 cells (a drawn row's boxes)
	runs9     int  // tokens of 9 cells (a row of BOJ 2239)
	oddCol    int  // column of the first token of more than one cell
	group     int  // cells since the last bar
	bars      int  // '|' seen
	badGroups bool // a box between bars that is not 3 cells
	tenthCol  int  // column of the tenth cell
	follow    int  // continuation bytes the last character may still have (<= 0: none)
	rules     int  // '-', '+' and '=' seen (counted as bad cells too)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// endToken closes the token in progress.
func (s *lineShape) endToken() {
	if s.tok == 0 {
		return
	}
	s.tokens++
	switch s.tok {
	case 3:
		s.runs3++
	case 9:
		s.runs9++
	}
	s.tok = 0
}

// endGroup closes a box between bars; empty ones (at the edges) are fine.
func (s *lineShape) endGroup() {
	if s.group != 0 && s.group != 3 {
		s.badGroups = true
	}
	s.group = 0
}

// add reads the bytes of chunk, a part of the line (the last part may end
// in '\n').
func (s *lineShape) add(chunk []byte) {
	for i := 0; i < len(chunk); i++ {
		c := chunk[i]
		if s.kind == lineComment {
			return
		}
		if c == '\n' {
			return
		}
		if s.follow > 0 && c&0xc0 == 0x80 {
			// A UTF-8 continuation byte: part of the character counted
			// at its first byte.
			s.follow--
			s.col++
			continue
		}
		s.follow = 0
		if isSpace(c) {
			s.endToken()
			s.col++
			continue
		}
		if s.kind == lineBlank {
			s.kind, s.lineInfo.col = lineCells, s.col
			if c == '#' {
				s.kind = lineComment
				return
			}
		}
		switch {
		case c >= '0' && c <= '9' || c == '.':
			s.cell(c)
		case c == '|':
			s.endToken()
			s.endGroup()
			s.bars++
		case c == '-' || c == '+' || c == '=':
			s.rules++
			s.bad(chunk[i:])
			s.cell(0)
		default: // a lone continuation byte too: it stands for no character
			s.bad(chunk[i:])
			s.cell(0)
			s.follow = bits.LeadingZeros8(^c) - 1 // the continuation bytes of a first byte
		}
		s.col++
	}
}

// cell counts one cell (c '0'-'9' or '.', or 0 for a bad character).
func (s *lineShape) cell(c byte) {
	if s.n < 81 && c >= '1' && c <= '9' {
		s.cells[s.n] = c - '0'
	} else if s.n < 81 {
		s.cells[s.n] = 0
	}
	if s.n == 9 {
		s.tenthCol = s.col
	}
	if s.tok == 1 && s.oddCol == 0 {
		s.oddCol = s.col - 1
	}
	s.n++
	s.tok++
	s.group++
}

// bad records the first bad character, at the start of rest.
func (s *lineShape) bad(rest []byte) {
	if s.errMsg != "" {
		return
	}
	s.errCol = s.col
	_, size := utf8.DecodeRune(rest) // one byte when it begins no character
	s.errMsg = "want a digit 0-9 or '.', got " + strconv.Quote(string(rest[:size]))
}

// lineFormat reads line, a whole line, if it is 81 cells in one run: the
// line format of puzzle collections, the bulk of long streams, read here
// without the general walk (measured with BenchmarkCommand, together with
// building the board message only for failures: 17_clue 4.17 -> 3.92 µs
// per board, medians of 5 interleaved runs).
func (s *lineShape) lineFormat(line []byte) bool {
	n := len(line) - 1 // without the '\n'
	if n > 81 && line[n-1] == '\r' {
		n--
	}
	if n != 81 {
		return false
	}
	for i, c := range line[:81] {
		switch {
		case c >= '1' && c <= '9':
			s.cells[i] = c - '0'
		case c == '0' || c == '.':
			s.cells[i] = 0
		default:
			return false
		}
	}
	s.kind, s.n, s.ok, s.form, s.lineInfo.col = lineCells, 81, true, FormLine, 1
	return true
}

// finish classifies the line once its last byte is read.
func (s *lineShape) finish() {
	s.endToken()
	s.endGroup()
	if s.kind != lineCells {
		return
	}
	if s.n == s.rules && s.n+s.bars > 0 {
		s.kind = lineRule // nothing but rule characters and bars
		return
	}
	s.ok = s.errMsg == ""
	switch {
	case !s.ok:
	case s.n == 81 && s.bars == 0 && s.tokens == 81:
		s.form = FormGrid
	case s.n == 81 && s.bars == 0 && s.tokens == 9 && s.runs9 == 9:
		s.form = FormRows
	case s.n == 81 && s.bars == 0 && s.tokens == 1:
		s.form = FormLine
	case s.n == 9 && s.bars == 0 && s.tokens == 9:
		s.form = FormGrid
	case s.n == 9 && s.bars == 0 && s.tokens == 1:
		s.form = FormRows
	case s.n == 9 && s.bars > 0 && !s.badGroups && s.tokens == 9:
		s.form = FormGridDrawn
	case s.n == 9 && s.bars > 0 && !s.badGroups && s.tokens == 3 && s.runs3 == 3:
		s.form = FormRowsDrawn
	default:
		s.ok = false
		s.errCol = s.lineInfo.col
		if s.n == 9 && s.oddCol > 0 {
			s.errCol = s.oddCol
		} else if s.n > 9 && s.n <= maxRow {
			s.errCol = s.tenthCol
		} else if s.n < 9 {
			s.errCol = s.col
		}
	}
}

// shapeMsg says what is wrong with a line that has no bad character, in
// words that fit after "row R of board N" (inRow) or on their own.
func (l *lineInfo) shapeMsg(inRow bool) string {
	switch {
	case l.n != 9 && inRow:
		return fmt.Sprintf("has %d cells, want 9", l.n)
	case l.n == 81:
		return "want 81 cells spaced, in one run, or in nine runs of 9"
	case l.n != 9:
		return fmt.Sprintf("a line of %d %s: want 81, or 9 rows of 9", l.n, plural(l.n, "cell"))
	case inRow:
		return "mixes spaced cells with runs: want 9 spaced cells or one run of 9"
	}
	return "a row that mixes spaced cells with runs: want 9 spaced cells or one run of 9"
}

// ---------------------------------------------------------------------------
// The scanner

// maxRunLines is the most rows the scanner holds before deciding a run:
// a longer run of 9-line boards without a blank line is decided in parts.
const maxRunLines = 9 * 1024

// Scanner reads boards from a stream, shaped like bufio.Scanner:
//
//	sc := NewScanner(r, "stdin")
//	for sc.Scan() {
//		rec := sc.Record() // rec.Err != nil: a malformed board
//	}
//	if err := sc.Err(); err != nil { ... } // a read error
//
// It keeps only the run of rows in progress, so memory stays bounded
// whatever the input.
type Scanner struct {
	r         *bufio.Reader
	name      string
	solutions func(*Board) int // up to 2, for splitting a faulty run; see decideRun
	line      int              // lines read so far
	col       int              // column after the last byte read
	boards    int              // boards numbered so far
	run       []lineInfo       // the run of rows in progress
	queue     recordQueue      // decided records not yet returned
	rec       Record
	err       error
	done      bool
}

// recordQueue holds decided records until Scan returns them, reusing its
// array from the start once it is empty. (Slicing the head off instead
// left one record less room each time, and every board then cost an
// allocation: BenchmarkCommand on serg, 10,058 allocations a run.)
type recordQueue struct {
	recs []Record
	head int // the next to return
}

func (q *recordQueue) push(r Record) {
	if q.head == len(q.recs) {
		q.recs, q.head = q.recs[:0], 0
	}
	q.recs = append(q.recs, r)
}

// pop moves the next record to r; it reports false when there is none.
func (q *recordQueue) pop(r *Record) bool {
	if q.head == len(q.recs) {
		return false
	}
	*r = q.recs[q.head]
	q.head++
	return true
}

func (q *recordQueue) waiting() bool { return q.head < len(q.recs) }

// NewScanner returns a scanner reading r, named name in positions.
// solutions counts, up to 2, the solutions of nine rows when a run of rows
// must be split (nil: 1 if no givens clash, else 0).
func NewScanner(r io.Reader, name string, solutions func(*Board) int) *Scanner {
	if solutions == nil {
		solutions = func(board *Board) int {
			if CheckGivens(board) == nil {
				return 1
			}
			return 0
		}
	}
	// The run starts with room for a board's rows and more, so that
	// reading one board does not grow it through five size classes, each
	// a fresh span and page faults.
	return &Scanner{r: bufio.NewReaderSize(r, 64<<10), name: name, solutions: solutions, col: 1,
		run: make([]lineInfo, 0, 16)}
}

// Scan advances to the next board. It returns false at the end of input
// or after a read error (see Err).
func (s *Scanner) Scan() bool {
	for !s.queue.pop(&s.rec) {
		if s.done {
			return false
		}
		s.step()
	}
	return true
}

// Record returns the board read by the last Scan.
func (s *Scanner) Record() *Record { return &s.rec }

// Err returns the read error that ended scanning, if any.
func (s *Scanner) Err() error { return s.err }

// End returns the position after the last byte read.
func (s *Scanner) End() string { return position(s.name, s.line+1, s.col) }

// Waiting reports whether input is at hand without reading further: a
// decided board, or bytes already read. When it is false, the next Scan
// may block, so the caller should let its output go first.
func (s *Scanner) Waiting() bool { return s.queue.waiting() || s.r.Buffered() > 0 }

// step reads one line and acts on it.
func (s *Scanner) step() {
	var l lineShape
	atEOF := s.readLine(&l)
	switch {
	case l.kind == lineRule:
	case l.kind != lineCells:
		s.endRun()
	case l.n == 81 || l.n > maxRow:
		s.endRun()
		s.emitLine(&l.lineInfo)
	default:
		s.run = append(s.run, l.lineInfo)
		if len(s.run) >= maxRunLines || s.r.Buffered() == 0 && runWhole(s.run) {
			// At the cap, or input pauses after whole boards: answer
			// them now (a person typing, a program waiting for its answer).
			s.endRun()
		}
	}
	if atEOF {
		s.endRun()
		s.done = true
	}
}

// readLine reads the next line into l. It reports true at the end of
// input (l may still hold a last line without a newline).
func (s *Scanner) readLine(l *lineShape) bool {
	l.line, l.col = s.line+1, 1
	for {
		chunk, err := s.r.ReadSlice('\n')
		if s.line == 0 && l.col == 1 && len(chunk) >= 3 && chunk[0] == 0xef && chunk[1] == 0xbb && chunk[2] == 0xbf {
			chunk = chunk[3:] // a UTF-8 byte-order mark at the very start is skipped
		}
		if err == nil && l.col == 1 && l.lineFormat(chunk) {
			s.line++
			return false
		}
		l.add(chunk)
		switch err {
		case nil:
			l.finish()
			s.line, s.col = s.line+1, 1
			return false
		case bufio.ErrBufferFull:
			continue
		case io.EOF:
		default:
			s.err = err // bufio turns a reader that returns nothing forever into io.ErrNoProgress
		}
		l.finish()
		s.col = l.col
		return true
	}
}

// emitLine queues the board of a line that is one on its own.
func (s *Scanner) emitLine(l *lineInfo) {
	s.boards++
	rec := Record{Num: s.boards, File: s.name, Line: l.line, Col: l.col, Form: l.form}
	if l.ok {
		copy(rec.Board[:], l.cells[:])
		rec.Tall = l.form&formTall != 0
	} else {
		s.failLine(&rec, l)
	}
	s.queue.push(rec)
}

func (s *Scanner) fail(rec *Record, line, col int, msg string) {
	rec.Err = &ParseError{File: s.name, Line: line, Col: col, Board: rec.Num, Msg: msg}
}

// failLine marks rec bad for a line that is bad on its own: a bad
// character, or a shape that is neither a row nor a board.
func (s *Scanner) failLine(rec *Record, l *lineInfo) {
	if l.errMsg != "" {
		s.fail(rec, l.line, l.errCol, l.errMsg+fmt.Sprintf(" (board %d)", rec.Num))
	} else {
		s.fail(rec, l.line, l.col, l.shapeMsg(false)+fmt.Sprintf(" (board %d)", rec.Num))
	}
}

// endRun decides the run in progress and queues its boards.
func (s *Scanner) endRun() {
	if len(s.run) == 0 {
		return
	}
	for _, seg := range decideRun(s.run, s.solutions) {
		s.boards++
		s.queue.push(s.runBoard(s.run[seg.start:seg.end], seg.sure))
	}
	s.run = s.run[:0]
}

// runBoard makes the record of the rows of one board of a run.
func (s *Scanner) runBoard(rows []lineInfo, sure bool) Record {
	first := &rows[0]
	rec := Record{Num: s.boards, File: s.name, Line: first.line, Col: first.col, Form: first.form, Tall: len(rows) > 1}
	for i := range rows {
		l := &rows[i]
		switch {
		case l.ok:
			continue
		case l.errMsg != "" || len(rows) == 1:
			s.failLine(&rec, l)
		default:
			s.fail(&rec, l.line, l.errCol, fmt.Sprintf("row %d of board %d %s", i+1, rec.Num, l.shapeMsg(true)))
		}
		return rec
	}
	for i := range rows {
		if rows[i].form != first.form {
			s.fail(&rec, rows[i].line, rows[i].col, fmt.Sprintf("row %d of board %d is written unlike row 1", i+1, rec.Num))
			return rec
		}
	}
	switch {
	case len(rows) < 9:
		s.fail(&rec, first.line, first.col, fmt.Sprintf("board %d ends after %d %s, want 9", rec.Num, len(rows), plural(len(rows), "row")))
		return rec
	case len(rows) > 9:
		s.fail(&rec, first.line, first.col, fmt.Sprintf("board %d has %d rows, want 9", rec.Num, len(rows)))
		return rec
	case !sure:
		s.fail(&rec, first.line, first.col, fmt.Sprintf("board %d: its run of rows does not cut into boards of 9 in one best way; cannot tell where this board starts", rec.Num))
		return rec
	}
	rec.Board = *rowsBoard(rows)
	return rec
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// ---------------------------------------------------------------------------
// Splitting a run of rows into boards

// segment is one board of a run: its rows start..end-1.
type segment struct {
	start, end int
	sure       bool // no other best split puts a board across these rows
}

// maxSegment is the most rows one board of a split may take: a board with
// a row too many is one bad board, not a board and a stray row.
const maxSegment = 17

// badRow is the cost of a row in a bad board; each board adds 2 (4 for a
// good one with several solutions), so that of two splits with as many
// bad rows the one with fewer boards, then fewer of several solutions, wins.
const badRow = 1 << 16

// decideRun cuts a run of rows into boards. A run of whole boards of
// well-formed rows is cut every nine rows. Any other run is split the way
// that puts the fewest rows in bad boards: a good board is nine
// well-formed rows of one form with a solution; a bad one is a
// single row, or up to 17 rows most of which are well-formed. So a stray
// row between two boards stays alone, a lost row leaves one short board,
// and a row with a typo stays in its board. Of two splits as good, the
// one whose boards have one solution each wins, as puzzles are made so
// and nine rows read across a fault rarely are. A good board that another
// equally good split would cut differently is not sure: the caller
// reports it rather than guess.
func decideRun(run []lineInfo, solutions func(*Board) int) []segment {
	n := len(run)
	segs := make([]segment, 0, n/9+1)
	if runWhole(run) {
		for i := 0; i < n; i += 9 {
			segs = append(segs, segment{i, i + 9, true})
		}
		return segs
	}
	sp := newSplit(run, solutions)
	for i := 0; i < n; {
		j := i + 9
		if j > n || !sp.best(i, j) {
			for j = i + 1; !sp.best(i, j); j++ {
			}
		}
		segs = append(segs, segment{i, j, sp.sure(i, j)})
		i = j
	}
	return segs
}

// split holds what decideRun knows of a run: which boards may be cut
// from it and the best costs of its parts (a dynamic program).
type split struct {
	n          int
	good       []int // rows i..i+8 make a good board: 0 no, 1 unique, 2 several
	wellFormed []int // well-formed rows among rows 0..i-1
	head, tail []int // the best cost of rows 0..j-1, and of rows i..n-1
}

func newSplit(run []lineInfo, solutions func(*Board) int) *split {
	n := len(run)
	sp := &split{n: n, good: make([]int, n), wellFormed: make([]int, n+1)}
	for i := range run {
		sp.wellFormed[i+1] = sp.wellFormed[i]
		if run[i].ok {
			sp.wellFormed[i+1]++
		}
	}
	for i := 0; i+9 <= n; i++ {
		if sp.wellFormed[i+9]-sp.wellFormed[i] == 9 && oneForm(run[i:i+9]) {
			sp.good[i] = solutions(rowsBoard(run[i : i+9]))
		}
	}
	sp.head, sp.tail = make([]int, n+1), make([]int, n+1)
	for j := 1; j <= n; j++ {
		sp.head[j] = -1
		for i := j - 1; i >= 0 && i >= j-maxSegment; i-- {
			if c, ok := sp.cost(i, j); ok && (sp.head[j] < 0 || sp.head[i]+c < sp.head[j]) {
				sp.head[j] = sp.head[i] + c
			}
		}
	}
	for i := n - 1; i >= 0; i-- {
		sp.tail[i] = -1
		for j := i + 1; j <= n && j <= i+maxSegment; j++ {
			if c, ok := sp.cost(i, j); ok && (sp.tail[i] < 0 || c+sp.tail[j] < sp.tail[i]) {
				sp.tail[i] = c + sp.tail[j]
			}
		}
	}
	return sp
}

// cost is the cost of rows i..j-1 as one board; ok is false when they
// cannot be one.
func (sp *split) cost(i, j int) (c int, ok bool) {
	k := j - i
	switch {
	case k == 9 && sp.good[i] > 0:
		return 2 * sp.good[i], true
	case k == 1 || k <= maxSegment && 2*(sp.wellFormed[j]-sp.wellFormed[i]) > k:
		return k*badRow + 2, true
	}
	return 0, false
}

// best reports whether some best split has a board of rows i..j-1.
func (sp *split) best(i, j int) bool {
	c, ok := sp.cost(i, j)
	return ok && sp.head[i]+c+sp.tail[j] == sp.tail[0]
}

// sure reports whether no other best split has a board across rows i..j-1.
func (sp *split) sure(i, j int) bool {
	for lo := i - maxSegment + 1; lo < j; lo++ { // another board: rows lo..hi-1
		for hi := lo + 1; hi <= lo+maxSegment && hi <= sp.n; hi++ {
			if lo >= 0 && hi > i && (lo != i || hi != j) && sp.best(lo, hi) {
				return false
			}
		}
	}
	return true
}

// runWhole reports whether run is whole boards of well-formed rows.
func runWhole(run []lineInfo) bool {
	if len(run)%9 != 0 {
		return false
	}
	for i := range run {
		if !run[i].ok {
			return false
		}
	}
	return true
}

// oneForm reports whether the rows are all written the same way.
func oneForm(rows []lineInfo) bool {
	for i := range rows {
		if rows[i].form != rows[0].form {
			return false
		}
	}
	return true
}

// rowsBoard returns the board of nine rows.
func rowsBoard(rows []lineInfo) *Board {
	var board Board
	for i := range rows {
		copy(board[9*i:9*i+9], rows[i].cells[:9])
	}
	return &board
}
