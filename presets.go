// presets.go holds the judges' conventions: the table of presets that
// -format selects (each a problem's whole input and output), the line
// reader for their inputs (judgeScanner), and the writing of their
// answers (appendCells). It must not solve boards.
//
// A preset reads boards of side = n*n rows (or one line each) whose cells
// are symbols (digits, numbers or letters) or a blank character, with
// blank lines allowed between boards. Around the boards it may expect a
// first line with the number of boards (optional: read when present and
// checked against the boards found), a line with n before each board, a
// label line before each board (echoed before its answer), or a line that
// ends the input. A malformed board is reported and answered "bad input";
// the boards around it are read as if it were not there: a board ends
// after side rows, at a blank line, or at the next label.

package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// head is what a preset expects around its boards.
type head uint8

const (
	headNone  head = iota
	headCount      // a first line with the number of boards, optional
	headSize       // a line with the box size n before each board (UVa 989)
	headLabel      // a label line before each board, echoed ("Grid 01")
)

// verdict is what a preset prints for each board.
type verdict uint8

const (
	firstSolution verdict = iota // the lexicographically first solution, or none
	uniqueOnly                   // the solution if unique, else several or none
	countThen                    // the number of solutions, then the solution if unique
)

// preset is a judge's input and output convention.
type preset struct {
	name, about   string
	auto          bool   // today's 9x9 forms, told apart per board (boardio.go)
	box           int    // box size n; 0 when each board gives it
	head          head   // lines around the boards
	oneLine       bool   // a board is one line of cells
	blanks        string // characters that mean a blank cell
	letters       bool   // symbols are letters from A (else numbers from 1)
	spaced        bool   // answers have their cells separated by spaces
	apart         bool   // a blank line between answers
	verdict       verdict
	none, several string // answers of a board without solution, with several
	answersNone   bool   // no solution is an answer (exit 0), not a failure
	end           string // a line that ends the input, or ""
	// read returns the reader of one input; others, the solver for boards
	// of other sizes than 9x9 (nil: the preset reads 9x9 boards only).
	read   func(r io.Reader, name string, p *preset, solutions func(*Board) int) recordReader
	others func() sizedSolver
}

// presets are the conventions -format knows; the first is the default.
// (mkjudge.go keeps only one of them in a problem's judge file.)
var presets = []*preset{
	{name: "auto", about: "9x9 boards: spaced digits (BOJ 2580), digit rows (BOJ 2239), 81-cell lines or drawn grids, told apart per board",
		auto: true, read: readAuto},
	{name: "boj2580", about: "BOJ 2580: 9 lines of 9 spaced digits, 0 blank; the same form back",
		box: 3, blanks: "0.", spaced: true, apart: true, none: "no solution", read: readJudge},
	{name: "boj2239", about: "BOJ 2239: 9 lines of 9 digits, 0 blank; the lexicographically first solution, same form",
		box: 3, blanks: "0.", apart: true, none: "no solution", read: readJudge},
	{name: "poj2676", about: "POJ 2676: T, then T boards of 9 lines of 9 digits; each solution, 9 lines",
		box: 3, head: headCount, blanks: "0.", none: "no solution", read: readJudge},
	{name: "poj3074", about: "POJ 3074: a line of 81 cells per board, '.' blank, 'end' closes; a line of 81 digits each",
		box: 3, oneLine: true, blanks: ".0", none: "no solution", end: "end", read: readJudge},
	{name: "poj3076", about: "POJ 3076, UVa 1309, SPOJ SUDOKU (its first line K optional): 16 lines of 16 letters A-P, '-' blank; answers apart by a blank line",
		box: 4, head: headCount, blanks: "-.", letters: true, apart: true, none: "no solution", read: readJudge, others: newLearningGeneral},
	{name: "uva989", about: "UVa 989: n (1-5 here), then n^2 lines of n^2 spaced numbers, 0 blank; the first solution or NO SOLUTION, apart by a blank line",
		head: headSize, blanks: "0.", spaced: true, apart: true, none: "NO SOLUTION", answersNone: true, read: readJudge, others: newLearningGeneral},
	{name: "hdu1426", about: "HDU 1426: 9 lines of 9 spaced cells, '?' blank; spaced answers apart by a blank line",
		box: 3, blanks: "?0.", spaced: true, apart: true, none: "no solution", read: readJudge},
	{name: "kattis-sudokunique", about: "Kattis sudokunique: boards of 9 spaced digits; the unique solution, Non-unique, or Find another job",
		box: 3, blanks: "0.", spaced: true, apart: true, verdict: uniqueOnly, none: "Find another job", several: "Non-unique", answersNone: true, read: readJudge},
	{name: "spoj-sudogob", about: "SPOJ SUDOGOB: T, then boards of 9 spaced digits; the number of solutions, and the solution when it is one",
		box: 3, head: headCount, blanks: "0.", spaced: true, verdict: countThen, answersNone: true, read: readJudge},
	{name: "pe96", about: "Project Euler 96: 'Grid NN' lines, each before 9 lines of 9 digits; the same file, every grid solved",
		box: 3, head: headLabel, blanks: "0.", none: "no solution", read: readJudge},
}

// findPreset returns the preset called name, or nil.
func findPreset(name string) *preset {
	for _, p := range presets {
		if p.name == name {
			return p
		}
	}
	return nil
}

// listPresets writes one line per preset, for -format list.
func listPresets(w io.Writer) {
	for _, p := range presets {
		fmt.Fprintf(w, "%-19s %s\n", p.name, p.about)
	}
}

// recordReader reads the records of one input: Scanner, or judgeScanner.
type recordReader interface {
	Scan() bool
	Record() *Record
	Err() error
	End() string   // the position after the last byte read
	Waiting() bool // a record or bytes are at hand without reading
}

func readAuto(r io.Reader, name string, _ *preset, solutions func(*Board) int) recordReader {
	return NewScanner(r, name, solutions)
}

func readJudge(r io.Reader, name string, p *preset, _ func(*Board) int) recordReader {
	// Room for a 25x25 board's row from the start, as NewScanner gives its
	// run: growing them cost a process answering one board four page faults.
	return &judgeScanner{r: bufio.NewReaderSize(r, 64<<10), name: name, p: p, announced: -1,
		long: make([]byte, 0, 128), toks: make([]token, 0, 32)}
}

// ---------------------------------------------------------------------------
// Reading

// maxJudgeLine is the longest line kept: longer ones are bad rows.
const maxJudgeLine = 64 << 10

// judgeScanner reads boards in a preset's convention, line by line.
type judgeScanner struct {
	r         *bufio.Reader
	name      string
	p         *preset
	line      int         // lines read
	endCol    int         // column after the last byte read
	boards    int         // boards numbered so far
	announced int         // the number of boards the first line gave, or -1
	countAt   int         // the line that gave it
	cur       *Record     // the board in progress (building), or nil
	building  Record      // the board in progress, reused from board to board
	rows      int         // its rows read
	box       int         // its box size
	skipping  bool        // its opening line was bad: skip to a blank line
	label     string      // a label for the next board
	queue     recordQueue // boards read, not yet returned
	rec       Record
	err       error
	done      bool
	long      []byte  // a line longer than bufio's buffer, in pieces
	toks      []token // the tokens of the line read
}

func (s *judgeScanner) Scan() bool {
	for !s.queue.pop(&s.rec) {
		if s.done {
			return false
		}
		s.step()
	}
	return true
}

func (s *judgeScanner) Record() *Record { return &s.rec }
func (s *judgeScanner) Err() error      { return s.err }
func (s *judgeScanner) End() string     { return position(s.name, s.line+1, s.endCol+1) }
func (s *judgeScanner) Waiting() bool   { return s.queue.waiting() || s.r.Buffered() > 0 }

// step reads one line and acts on it.
func (s *judgeScanner) step() {
	text, atEOF := s.readLine()
	if text != nil || !atEOF {
		s.line++
		s.onLine(string(text))
	}
	if atEOF && !s.done {
		s.finish()
	}
}

// readLine returns the next line without its end, and whether the input
// ended (then the line may be nil).
func (s *judgeScanner) readLine() ([]byte, bool) {
	s.long = s.long[:0]
	for {
		chunk, err := s.r.ReadSlice('\n')
		if len(s.long) < maxJudgeLine {
			s.long = append(s.long, chunk...)
		}
		switch err {
		case bufio.ErrBufferFull:
			continue
		case nil:
			return trimEnd(s.long), false
		case io.EOF:
		default:
			s.err = err
		}
		s.endCol = len(s.long)
		if len(s.long) == 0 {
			return nil, true
		}
		return trimEnd(s.long), true
	}
}

func trimEnd(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}

// token is a run of non-space characters and its column (from 1).
type token struct {
	text string
	col  int
}

// tokens appends line's tokens to out (a buffer reused line after line).
func tokens(line string, out []token) []token {
	for i := 0; i < len(line); {
		if isSpace(line[i]) {
			i++
			continue
		}
		j := i
		for j < len(line) && !isSpace(line[j]) {
			j++
		}
		out = append(out, token{line[i:j], i + 1})
		i = j
	}
	return out
}

// onLine handles one line of input.
func (s *judgeScanner) onLine(line string) {
	toks := tokens(line, s.toks[:0])
	s.toks = toks
	p := s.p
	switch {
	case len(toks) == 0:
		if s.cur != nil && (s.rows > 0 || s.skipping) {
			s.endBoard()
		}
	case p.end != "" && len(toks) == 1 && toks[0].text == p.end && s.cur == nil:
		s.finish() // what follows is not read
	case p.head == headCount && s.boards == 0 && s.announced < 0 && s.cur == nil && len(toks) == 1 && isNumber(toks[0].text):
		s.announced, s.countAt = atoi(toks[0].text), s.line
	case p.head == headLabel && isLetter(toks[0].text[0]):
		if s.cur != nil {
			s.endBoard()
		}
		s.label = strings.TrimSpace(line)
	case s.skipping:
	case p.head == headSize && s.cur == nil:
		s.start(toks[0].col)
		if n := atoi(toks[0].text); len(toks) == 1 && isNumber(toks[0].text) && n >= 1 && n <= maxBox {
			s.setBox(n)
		} else {
			s.fail(toks[0].col, fmt.Sprintf("want the box size n, 1-%d, got %q", maxBox, strings.TrimSpace(line)))
			s.skipping = true
		}
	default:
		if s.cur == nil {
			s.start(toks[0].col)
			s.setBox(p.box)
		}
		s.row(toks)
	}
}

// start opens a board at the current line.
func (s *judgeScanner) start(col int) {
	s.boards++
	s.building = Record{Num: s.boards, File: s.name, Line: s.line, Col: col, Label: s.label}
	s.cur = &s.building
	s.label, s.rows, s.skipping = "", 0, false
}

// setBox sizes the board in progress.
func (s *judgeScanner) setBox(n int) {
	s.box = n
	if n != 3 {
		s.cur.Size = n
		s.cur.Cells = make([]uint8, n*n*n*n)
	}
}

// cells returns the board in progress's cells.
func (s *judgeScanner) cells() []uint8 {
	if s.cur.Size != 0 {
		return s.cur.Cells
	}
	return s.cur.Board[:]
}

// row reads one row (or, one-line, a whole board) into the board in
// progress, and ends the board after its last.
func (s *judgeScanner) row(toks []token) {
	side := s.box * s.box
	want := side
	if s.p.oneLine {
		want = side * side
	}
	dst := s.cells()[s.rows*side:]
	if s.cur.Err == nil {
		if col, msg := s.parseRow(toks, want, dst); msg != "" {
			if s.p.oneLine || strings.HasPrefix(msg, "want") {
				s.fail(col, msg)
			} else {
				s.fail(col, fmt.Sprintf("row %d %s", s.rows+1, msg))
			}
		}
	}
	s.rows++
	if s.p.oneLine || s.rows == side {
		s.endBoard()
	}
}

// parseRow reads want cells from toks into dst: want tokens of a cell
// each, or one token of want one-character cells. A character is a cell
// whatever its length in bytes (a full-width digit is three), so that it
// is named as a bad cell rather than miscounted. It returns the column
// and text of the first fault, or "".
func (s *judgeScanner) parseRow(toks []token, want int, dst []uint8) (int, string) {
	side := s.box * s.box
	n := len(toks)
	if n == 1 {
		n = utf8.RuneCountInString(toks[0].text)
	}
	runs := len(toks) == 1 && n == want && (side <= 9 || s.p.letters)
	if len(toks) != want && !runs {
		return toks[0].col, fmt.Sprintf("has %d cells, want %d", n, want)
	}
	off := 0 // in a run, the byte where the next cell starts
	for k := 0; k < want; k++ {
		var cell string
		var col int
		if runs {
			_, size := utf8.DecodeRuneInString(toks[0].text[off:])
			cell, col = toks[0].text[off:off+size], toks[0].col+off
			off += size
		} else {
			cell, col = toks[k].text, toks[k].col
		}
		v, ok := s.symbol(cell, side)
		if !ok {
			return col, fmt.Sprintf("want %s, got %q", s.symbols(side), cell)
		}
		dst[k] = v
	}
	return 0, ""
}

// symbol reads one cell: 0 for a blank, else the symbol's value.
func (s *judgeScanner) symbol(cell string, side int) (uint8, bool) {
	switch {
	case len(cell) == 1 && strings.IndexByte(s.p.blanks, cell[0]) >= 0:
		return 0, true
	case s.p.letters:
		if len(cell) == 1 && cell[0] >= 'A' && int(cell[0]-'A') < side {
			return cell[0] - 'A' + 1, true
		}
	case isNumber(cell) && len(cell) <= 2:
		if v := atoi(cell); v >= 1 && v <= side {
			return uint8(v), true
		}
	}
	return 0, false
}

// symbols describes the cells a board of this side may hold.
func (s *judgeScanner) symbols(side int) string {
	var what string
	switch {
	case s.p.letters:
		what = "a letter A-" + string(rune('A'+side-1))
	case side <= 9:
		what = "a digit 1-" + strconv.Itoa(side)
	default:
		what = "a number 1-" + strconv.Itoa(side)
	}
	for i := range s.p.blanks {
		sep := ", "
		if i == len(s.p.blanks)-1 {
			sep = " or "
		}
		what += sep + "'" + s.p.blanks[i:i+1] + "'"
	}
	return what
}

// fail marks the board in progress bad, if it is not already.
func (s *judgeScanner) fail(col int, msg string) {
	if s.cur.Err == nil {
		s.cur.Err = &ParseError{File: s.name, Line: s.line, Col: col, Board: s.cur.Num,
			Msg: msg + " (board " + strconv.Itoa(s.cur.Num) + ")"}
	}
}

// endBoard queues the board in progress; one cut short is bad.
func (s *judgeScanner) endBoard() {
	side := s.box * s.box
	if s.cur.Err == nil && !s.p.oneLine && s.rows < side {
		s.cur.Err = &ParseError{File: s.name, Line: s.cur.Line, Col: s.cur.Col, Board: s.cur.Num,
			Msg: fmt.Sprintf("board %d ends after %d %s, want %d", s.cur.Num, s.rows, plural(s.rows, "row"), side)}
	}
	s.cur.Tall = !s.p.oneLine
	s.queue.push(*s.cur)
	s.cur, s.skipping = nil, false
}

// finish ends the input: the board in progress, and the count's check.
func (s *judgeScanner) finish() {
	if s.cur != nil {
		s.endBoard()
	}
	s.done = true
	if s.err == nil && s.announced >= 0 && s.announced != s.boards {
		s.err = &ParseError{File: s.name, Line: s.countAt, Col: 1,
			Msg: fmt.Sprintf("the first line announces %d %s, the input has %d", s.announced, plural(s.announced, "board"), s.boards)}
	}
}

func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != "" && len(s) <= 9
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// ---------------------------------------------------------------------------
// Writing

// appendCells appends a solution of side x side cells in preset p's form.
func appendCells(dst []byte, side int, cells []uint8, p *preset) []byte {
	for i, v := range cells {
		switch {
		case i == 0:
		case i%side == 0 && !p.oneLine:
			dst = append(dst, '\n')
		case p.spaced:
			dst = append(dst, ' ')
		}
		if v == 0 { // a puzzle's blank (-gen)
			dst = append(dst, p.blanks[0])
		} else if p.letters {
			dst = append(dst, 'A'+v-1)
		} else {
			dst = strconv.AppendInt(dst, int64(v), 10)
		}
	}
	return append(dst, '\n')
}
