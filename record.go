// record.go holds what every reader hands on: a board as read (Record),
// what is wrong with a malformed one (ParseError, with its position and
// board), the row of cells a run of rows holds (row), and the two blank
// rules. It must not read streams, solve or print.

package main

import (
	"strconv"
	"unicode/utf8"
)

// Record is one board of the input as read: good, or malformed with Err set
// (capital: see Board).
type Record struct {
	Num       int    // 1-based board number within its file
	File      string // the input's name: a file name, or "stdin"
	Line, Col int    // where the board starts, both from 1
	// N is the box size of a well-formed board (n x n boxes of n x n
	// cells: 3 for 9x9), and 0 for a record with no board: a malformed
	// one, or an answer in words.
	N     int
	Form  Form
	Tall  bool        // read from, or answered in, more than one line
	Err   *parseError // nil for a well-formed board
	Label string      // a line to print before the answer (presets.go)
	// Word is, when answers are read (-check), an answer in words or a
	// count line ("no solution", "Non-unique", "2"); a grid that follows
	// a count is the record's board.
	Word string
	// play, for the rating jobs' reader, holds what a player's grid or a
	// rating list's line adds to the board (play.go's *playState).
	play  interface{}
	board Board   // the cells of a board of up to 81 cells (9x9 and smaller)
	big   []uint8 // the cells of a larger board
}

// The answers in words that every form may print.
const (
	noSolution = "no solution"
	badInput   = "bad input"
)

// Cells returns the board's cells row by row, 0 for a blank. A board of any
// size is these to all but the 9x9 solver (Board).
func (r *Record) Cells() []uint8 {
	if r.big != nil {
		return r.big
	}
	side := r.N * r.N
	return r.board[:side*side]
}

// Board returns a 9x9 board as the 9x9 solver takes it.
func (r *Record) Board() Board { return r.board }

// setBox gives the record a board of n x n boxes. It returns the cells to
// fill.
func (r *Record) setBox(n int) []uint8 {
	r.N = n
	if side := n * n; side*side > len(r.board) {
		r.big = make([]uint8, side*side)
	}
	return r.Cells()
}

// Where returns the record's position as FILE:LINE:COL.
func (r *Record) Where() string { return position(r.File, r.Line, r.Col) }

// ParseError is a malformed board, or boards: where it goes wrong and why.
// Consecutive boards that one fault leaves in doubt share one ParseError,
// so that it is told once.
type parseError struct {
	File      string
	Line, Col int // both from 1; columns count bytes
	// Board is the number of the board within its file, 0 for a fault of
	// the input as a whole (a count line the boards belie); Boards is how
	// many consecutive boards from it the fault covers, 1 but for boards
	// in doubt.
	Board, Boards int
	Msg           string
}

// Error returns the fault, then the board or boards it covers. It writes
// the fault as FILE:LINE:COL: MSG.
func (e *parseError) Error() string {
	s := position(e.File, e.Line, e.Col) + ": " + e.Msg
	switch {
	case e.Board == 0:
		return s
	case e.Boards > 1:
		return s + " (boards " + strconv.Itoa(e.Board) + "-" + strconv.Itoa(e.Board+e.Boards-1) + ")"
	}
	return s + " (board " + strconv.Itoa(e.Board) + ")"
}

// position returns a position as FILE:LINE:COL.
func position(file string, line, col int) string {
	return file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// maxSide is the most cells a row of a board read may have: 25 (5x5 boxes).
const maxSide = maxBox * maxBox

// row is a line of cells as a run of rows holds it: a board's row, or a
// line that turned up among them.
type row struct {
	line, col int // where it starts (its first non-space byte)
	n         int // cells, bad characters included
	errCol    int // where it first goes wrong, when !ok
	// errMsg says what is wrong with a row that is not ok in words of its
	// own (a bad character, a row written two ways); "" when it has the
	// wrong number of cells, which the board it falls in tells.
	errMsg string
	cells  [maxSide]uint8
	form   Form // how the row is written, in the automatic forms (0 under a preset)
	ok     bool // a well-formed row
}

// empty reports whether the row's first side cells are all blank.
func (l *row) empty(side int) bool {
	for _, v := range l.cells[:side] {
		if v != 0 {
			return false
		}
	}
	return true
}

// plural returns word, with an s unless n is 1, for messages.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// isSpace reports whether c parts cells in the command's input. Bytes that
// do are space, tab, CR before LF, and the vertical tab and form feed that
// editors and generators leave; '\n' ends a line.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

// isBlank reports whether c parts tokens as a judge compares outputs. The
// blanks of testlib (and of Kattis' and CMS's token comparison) are space,
// tab, CR and LF only: a checker that took '\v' or '\f' for a blank would
// accept an output the system rejects.
func isBlank(c byte) bool { return c == '\n' || isSpace(c) && c != '\v' && c != '\f' }

// quote quotes text for a message, cut to its first maxQuote bytes.
func quote(text []byte) string {
	if len(text) <= maxQuote {
		return strconv.Quote(string(text))
	}
	cut := maxQuote
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return strconv.Quote(string(text[:cut])) + "..."
}

// maxQuote is the most bytes of the input a message quotes.
const maxQuote = 24
