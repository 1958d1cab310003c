// boardio.go holds the automatic forms: the forms a board is written in
// (Form, AppendBoard) and the line scanner that reads them into records
// (Scanner, on reader.go's kernel). It must not solve boards, print
// answers or know about flags.
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
//     lost or added, a typo) is split by the kernel's fault policy
//     (reader.go, rowRun), so the boards around a fault are read as if it
//     were not there.

package main

import (
	"encoding/binary"
	"io"
	"math/bits"
	"strconv"
	"unicode/utf8"
)

// ---------------------------------------------------------------------------
// Forms and writing

// Form is how a board was written, and so how its answer is printed
// (capital: see Board). It is a set of flags; the named forms below are
// the ones the automatic scanner reads.
type Form uint8

const (
	formTall   Form = 1 << iota // nine lines, a row each (else one line of 81)
	formSpaced                  // cells separated by spaces
	formDrawn                   // '|' between boxes, a rule line between bands
)

const (
	formLine      = Form(0)                           // 81 cells on one line, as in puzzle collections
	formGrid      = formTall | formSpaced             // 9 lines of 9 spaced digits (BOJ 2580)
	formRows      = formTall                          // 9 lines of 9 digits (BOJ 2239)
	formGridDrawn = formTall | formSpaced | formDrawn // 1 2 3 | 4 5 6 | 7 8 9, rules ------+-------+------
	formRowsDrawn = formTall | formDrawn              // 123|456|789, rules ---+---+---
)

// appendBoard appends board written in form f, with a final newline.
func appendBoard(dst []byte, board *Board, f Form) []byte { return appendForm(dst, board[:], f) }

// appendForm is AppendBoard for a 9x9 board's 81 cells.
func appendForm(dst []byte, board []uint8, f Form) []byte {
	if f == formLine {
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

// appendLine appends the 81 cells as digits and a newline. It writes
// eight cells to a word: adding '0' to each byte of the word carries into
// no other, as a cell holds 0-9. Writing a cell at a time is a visible
// part of a long stream's time (NOTES.md, Choices: appendLine).
func appendLine(dst []byte, board []uint8) []byte {
	n := len(dst)
	dst = append(append(dst, board[:81]...), '\n')
	out := dst[n : n+81]
	for i := 0; i < 80; i += 8 {
		binary.LittleEndian.PutUint64(out[i:], binary.LittleEndian.Uint64(out[i:])+0x30303030_30303030)
	}
	out[80] += '0'
	return dst
}

// appendRule appends the line drawn between two bands and a newline.
func appendRule(dst []byte, f Form) []byte {
	if f&formSpaced != 0 {
		return append(dst, "------+-------+------\n"...)
	}
	return append(dst, "---+---+---\n"...)
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
	lineWord                    // an answer in words ("no solution"), when reading answers
)

// maxRow is the most cells a line may have and still count as a row
// (with a fault); a longer line that is not a board is bad on its own.
const maxRow = 17

// lineShape counts what one line holds, byte by byte.
type lineShape struct {
	row                 // the line as a row; its form, when well-formed, may be a board's
	board     [81]uint8 // the first 81 cells: a board, when the line is one
	kind      lineKind
	col       int    // column of the next byte
	tok       int    // cells in the token in progress
	tokens    int    // tokens (runs of cells between spaces and bars)
	runs3     int    // tokens of 3 cells (a drawn row's boxes)
	runs9     int    // tokens of 9 cells (a row of BOJ 2239)
	oddCol    int    // column of the first token of more than one cell
	group     int    // cells since the last bar
	bars      int    // '|' seen
	badGroups bool   // a box between bars that is not 3 cells
	tenthCol  int    // column of the tenth cell
	follow    int    // continuation bytes the last character may still have (<= 0: none)
	rules     int    // '-', '+' and '=' seen (counted as bad cells too)
	word      string // the answer in words a lineWord holds
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

// endGroup closes a box between bars. Empty ones (at the edges) are
// fine.
func (s *lineShape) endGroup() {
	if s.group != 0 && s.group != 3 {
		s.badGroups = true
	}
	s.group = 0
}

// add reads the bytes of chunk, a part of the line. The last part may
// end in '\n'.
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
			s.kind, s.row.col = lineCells, s.col
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
		s.board[s.n] = c - '0'
	} else if s.n < 81 {
		s.board[s.n] = 0
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

// lineFormat reads line, a whole line, if it is 81 cells in one run.
// That is the line format of puzzle collections, the bulk of long
// streams, read here without the general walk, which costs more a board
// (NOTES.md, Choices: lineFormat).
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
			s.board[i] = c - '0'
		case c == '0' || c == '.':
			s.board[i] = 0
		default:
			return false
		}
	}
	s.kind, s.n, s.ok, s.form, s.row.col = lineCells, 81, true, formLine, 1
	return true
}

// rowFormat reads line, a whole line, if it is a row of 9 cells. The
// cells come in one run or spaced by single spaces: BOJ 2239's and 2580's
// rows, the bulk of a stream in rows, read here without the general walk
// (lineShape), as lineFormat reads boards on a line.
func rowFormat(line []byte, state int) (r row, ok bool) {
	n := len(line) - 1 // without the '\n'
	if state != lineEnd {
		return r, false
	}
	if n > 0 && line[n-1] == '\r' {
		n--
	}
	step, form := 1, formRows
	switch n {
	case 9:
	case 17:
		step, form = 2, formGrid
	default:
		return r, false
	}
	for k := 0; k < 9; k++ {
		switch c := line[k*step]; {
		case c >= '1' && c <= '9':
			r.cells[k] = c - '0'
		case c == '0' || c == '.':
		default:
			return r, false
		}
		if step == 2 && k < 8 && line[2*k+1] != ' ' {
			return r, false
		}
	}
	r.col, r.n, r.ok, r.form = 1, 9, true, form
	return r, true
}

// isWord reads line, a whole line, if it is one of words alone. Spaces
// around the word aside, such a line is an answer in words.
func (s *lineShape) isWord(line []byte, words []string) bool {
	i, j := 0, len(line)
	for j > i && (isSpace(line[j-1]) || line[j-1] == '\n') {
		j--
	}
	for i < j && isSpace(line[i]) {
		i++
	}
	for _, w := range words {
		if string(line[i:j]) == w {
			s.kind, s.word, s.row.col = lineWord, w, i+1
			return true
		}
	}
	return false
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
		s.form = formGrid
	case s.n == 81 && s.bars == 0 && s.tokens == 9 && s.runs9 == 9:
		s.form = formRows
	case s.n == 81 && s.bars == 0 && s.tokens == 1:
		s.form = formLine
	case s.n == 9 && s.bars == 0 && s.tokens == 9:
		s.form = formGrid
	case s.n == 9 && s.bars == 0 && s.tokens == 1:
		s.form = formRows
	case s.n == 9 && s.bars > 0 && !s.badGroups && s.tokens == 9:
		s.form = formGridDrawn
	case s.n == 9 && s.bars > 0 && !s.badGroups && s.tokens == 3 && s.runs3 == 3:
		s.form = formRowsDrawn
	default:
		s.ok = false
		s.errCol = s.row.col
		if s.n == 9 && s.oddCol > 0 {
			s.errCol = s.oddCol
		} else if s.n > 9 && s.n <= maxRow {
			s.errCol = s.tenthCol
		} else if s.n < 9 {
			s.errCol = s.col
		}
		switch s.n {
		case 9:
			s.errMsg = "a row that mixes spaced cells with runs: want 9 spaced cells or one run of 9"
		case 81:
			s.errMsg = "want 81 cells spaced, in one run, or in nine runs of 9"
		}
	}
}

// ---------------------------------------------------------------------------
// The scanner

// Scanner reads boards from a stream, shaped like bufio.Scanner:
//
//	sc := NewScanner(r, "stdin", nil)
//	for sc.Scan() {
//		rec := sc.Record() // rec.Err != nil: a malformed board
//	}
//	if err := sc.Err(); err != nil { ... } // a read error
//
// Its memory is bounded whatever the input (reader.go tells how much).
type autoScanner struct {
	reader
	words []string // answers in words, when reading answers (-check)
}

// newAutoScanner returns a scanner reading r, named name in positions.
// Its count counts, up to 2, the solutions of a board of nine rows when a
// run of rows must be split (nil: one for every board whose givens do not
// clash).
func newAutoScanner(r io.Reader, name string, count counter) *autoScanner {
	if count == nil {
		count = func(int, []uint8) int { return 1 }
	}
	s := &autoScanner{}
	s.setup(r, name, count, s.readStep)
	s.setBox(3)
	s.lone = "81, or 9 rows of 9"
	return s
}

// newAnswerScanner returns a scanner of answers. Answers are boards, and
// the answers in words the command prints ("no solution", "bad input").
func newAnswerScanner(r io.Reader, name string, count counter) *autoScanner {
	s := newAutoScanner(r, name, count)
	s.words = []string{noSolution, badInput}
	return s
}

// readStep reads one line and acts on it.
func (s *autoScanner) readStep() {
	at := s.line + 1
	chunk, state := s.chunk()
	s.takeLine(at, chunk, state)
}

// takeLine acts on line at, its first chunk read (or handed back).
func (s *autoScanner) takeLine(at int, chunk []byte, state int) {
	if r, ok := rowFormat(chunk, state); ok {
		r.line = at
		s.addRow(r)
		return
	}
	var l lineShape
	atEOF := s.readLine(&l, at, chunk, state)
	switch {
	case l.kind == lineRule:
	case l.kind == lineWord:
		s.endRun()
		rec := s.newRecord(l.line, l.row.col)
		rec.Word = l.word
		s.queue.push(rec)
	case l.kind != lineCells:
		s.endRun()
	case l.n == 81 || l.n > maxRow:
		s.endRun()
		s.emitLine(&l)
	default:
		copy(l.cells[:], l.board[:9])
		s.addRow(l.row)
	}
	if atEOF {
		s.endRun()
		s.done = true
	}
}

// readLine reads line number at into l, from its first chunk on. It
// reports true at the end of input (l may still hold a last line without
// a newline).
func (s *autoScanner) readLine(l *lineShape, at int, chunk []byte, state int) bool {
	l.line, l.col = at, 1
	if state == lineEnd && l.lineFormat(chunk) {
		return false
	}
	if state != midLine && s.words != nil && l.isWord(chunk, s.words) {
		return state == inputEnd
	}
	for {
		l.add(chunk)
		if state != midLine {
			l.finish()
			return state == inputEnd
		}
		chunk, state = s.chunk()
	}
}

// emitLine queues the board of a line that is one on its own.
func (s *autoScanner) emitLine(l *lineShape) {
	rec := s.newRecord(l.line, l.row.col)
	rec.Form = l.form
	if l.ok {
		copy(rec.setBox(3), l.board[:])
		rec.Tall = l.form&formTall != 0
	} else {
		s.failLine(&rec, &l.row)
	}
	s.queue.push(rec)
}
