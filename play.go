// play.go holds the rating jobs' reader: boards as a player or a rating
// list writes them, besides every form the automatic reader reads. A
// player's grid comes with its candidates (serate's 729-character line,
// the candidate grid Sudoku Explainer and HoDoKu print, SudoCue's .sdx
// progress form) or with the player's entries told from the givens (a
// line whose entries are marked '+'); a rating list's line is a puzzle
// followed by fields, kept for -rate-format's %g. It must not rate boards.

package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// playState is what a player's grid or a list's line adds to a board:
// the record's play holds it.
type playState struct {
	line    string     // the input line as read, fields included (serate's %g); "" for a grid of several lines
	marks   bool       // cands holds the empty cells' candidates, as given
	cands   [81]uint16 // bit d: digit d is still a candidate of the cell
	entries [81]bool   // the cells the player filled in, apart from the givens
}

// readPlay returns the rating jobs' reader of one input: the player's
// forms and rating lists here, everything else through the automatic
// reader, a stretch of ordinary lines at a time.
func readPlay(r io.Reader, name string, _ *preset, count counter, _ bool) recordReader {
	return &playScanner{lines: bufio.NewReaderSize(r, 64<<10), name: name, count: count}
}

// playScanner reads a player's forms and rating lists itself and hands
// each stretch of other lines to a fresh automatic reader, whose records
// it renumbers into the input's lines and boards.
type playScanner struct {
	lines  *bufio.Reader
	name   string
	count  counter
	line   int      // lines read so far
	ahead  []string // lines read but not yet taken, the next first
	atEOF  bool
	err    error
	auto   recordReader // the automatic reader of the stretch in progress
	base   int          // the line before the stretch in progress
	boards int          // boards read so far
	rec    Record
}

// Scan reads the next record.
func (s *playScanner) Scan() bool {
	for {
		if s.auto != nil {
			if s.auto.Scan() {
				s.rec = *s.auto.Record()
				s.renumber(&s.rec)
				return true
			}
			if err := s.auto.Err(); err != nil && s.err == nil {
				s.err = err
			}
			s.auto = nil
		}
		l, ok := s.peek(0)
		if !ok {
			return false
		}
		if next, ok := s.peek(1); ok && s.boards == 0 && isHeader(l) && isPlayLine(next) {
			s.take() // a list's header line: its columns' names
			continue
		}
		switch {
		case isPlayLine(l):
			s.take()
			s.rec = s.lineRecord(l)
			return true
		case s.gridAhead():
			s.rec = s.gridRecord()
			return true
		case isGridRule(l):
			s.take() // a candidate grid's bottom rule
			continue
		}
		s.base = s.line
		s.auto = newAutoScanner(&playFeed{s: s}, s.name, s.count)
	}
}

// renumber puts a record of the stretch in progress at its place in the
// input: its lines after the stretch's first, its board after those read.
func (s *playScanner) renumber(rec *Record) {
	rec.Line += s.base
	rec.Num = s.boards + 1
	s.boards++
	if e := rec.Err; e != nil {
		moved := *e
		moved.Line += s.base
		if moved.Board > 0 {
			moved.Board = rec.Num
		}
		rec.Err = &moved
	}
}

// peek returns line k ahead, reading it if need be.
func (s *playScanner) peek(k int) (string, bool) {
	for len(s.ahead) <= k {
		if s.atEOF {
			return "", false
		}
		l, err := s.lines.ReadString('\n')
		if err != nil {
			s.atEOF = true
			if err != io.EOF {
				s.err = err
			}
			if l == "" {
				return "", false
			}
		}
		s.ahead = append(s.ahead, l)
	}
	return s.ahead[k], true
}

// take consumes the next line.
func (s *playScanner) take() string {
	l := s.ahead[0]
	s.ahead = s.ahead[1:]
	s.line++
	return l
}

// Record returns the record Scan read.
func (s *playScanner) Record() *Record { return &s.rec }

// Err returns the read error that ended the input, if any.
func (s *playScanner) Err() error { return s.err }

// End returns the position after the last line read.
func (s *playScanner) End() string { return position(s.name, s.line+1, 1) }

// Waiting reports whether a line is at hand without reading.
func (s *playScanner) Waiting() bool {
	return len(s.ahead) > 0 || s.lines.Buffered() > 0 || s.auto != nil && s.auto.Waiting()
}

// playFeed gives the automatic reader the lines of one stretch, up to the
// first line of a player's form.
type playFeed struct {
	s    *playScanner
	rest string // what is left of the line being given
}

// Read gives the next bytes of the stretch; io.EOF where it ends.
func (f *playFeed) Read(p []byte) (int, error) {
	if f.rest == "" {
		l, ok := f.s.peek(0)
		if !ok || isPlayLine(l) || isGridRule(l) || f.s.gridAhead() {
			return 0, io.EOF
		}
		f.rest = f.s.take()
	}
	n := copy(p, f.rest)
	f.rest = f.rest[n:]
	return n, nil
}

// ---------------------------------------------------------------------------
// One line: a puzzle, maybe with its candidates or the player's entries,
// then maybe fields

// isPlayLine reports whether l is a board on one line in a run of 81 or
// 729 cells ('+' before a digit the player entered), alone or before a
// separator and other fields.
func isPlayLine(l string) bool {
	cells, _, ok := splitPlayLine(strings.TrimRight(l, "\r\n"))
	return ok && (cells == 81 || cells == 729)
}

// isHeader reports whether l names the columns of a list: words with a
// letter, separated by commas, semicolons or tabs, as a CSV file's first
// line is.
func isHeader(l string) bool {
	return strings.ContainsAny(l, ",;\t") && strings.IndexFunc(l, func(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' }) >= 0 && !isPlayLine(l)
}

// splitPlayLine counts the cells of the run l opens with and returns where
// the run ends; ok is false if the run ends otherwise than at the end of
// the line or at a separator (space, tab, comma, semicolon).
func splitPlayLine(l string) (cells, end int, ok bool) {
	i := 0
	for i < len(l) {
		c := l[i]
		switch {
		case c >= '1' && c <= '9' || c == '.' || c == '0':
		case c == '+' && i+1 < len(l) && l[i+1] >= '1' && l[i+1] <= '9':
			i++
		default:
			return cells, i, strings.IndexByte(" \t,;", c) >= 0 && cells > 0
		}
		cells++
		i++
	}
	return cells, i, cells > 0
}

// lineRecord reads a board on one line: 81 cells (givens, and '+' before
// the player's entries) or 729 (a candidate grid, digit d of cell c at
// 9c+d-1), then maybe fields.
func (s *playScanner) lineRecord(raw string) Record {
	l := strings.TrimRight(raw, "\r\n")
	s.boards++
	rec := Record{Num: s.boards, File: s.name, Line: s.line, Col: 1}
	ps := &playState{line: l}
	cells, end, _ := splitPlayLine(l)
	cellsOf := rec.setBox(3)
	if cells == 729 {
		ps.marks = true
		for i := 0; i < 729; i++ {
			c := l[i]
			if c == '.' || c == '0' {
				continue
			}
			if int(c-'0') != i%9+1 {
				s.failPlay(&rec, i+1, "want digit "+string(rune('1'+i%9))+" or '.' in candidate "+strconv.Itoa(i%9+1)+" of r"+strconv.Itoa(i/81+1)+"c"+strconv.Itoa(i/9%9+1)+", got "+quote([]byte{c}))
				return rec
			}
			ps.cands[i/9] |= 1 << uint(c-'0')
		}
	} else {
		k := 0
		for i := 0; i < end; i++ {
			if l[i] == '+' {
				ps.entries[k] = true
				i++
			}
			if c := l[i]; c >= '1' && c <= '9' {
				cellsOf[k] = c - '0'
			}
			k++
		}
	}
	rec.play = ps
	return rec
}

// failPlay marks rec bad at column col of its line.
func (s *playScanner) failPlay(rec *Record, col int, msg string) {
	rec.N = 0
	rec.Err = &parseError{File: s.name, Line: s.line, Col: col, Board: rec.Num, Boards: 1, Msg: msg}
}

// ---------------------------------------------------------------------------
// A grid over nine lines: candidates, givens and entries

// isGridRule reports whether l is a rule line of a candidate grid as
// HoDoKu and Sudoku Explainer draw one: dashes with dots, colons or
// quotes at the corners, which the automatic reader would take for blank
// cells.
func isGridRule(l string) bool {
	return isRuleLine(l) && strings.ContainsAny(l, ".:'")
}

// isRuleLine reports whether l is any rule line between a grid's bands:
// dashes, with dots, colons, plus signs, quotes or bars at the corners.
func isRuleLine(l string) bool {
	t := strings.TrimSpace(l)
	return len(t) >= 20 && strings.Count(t, "-") >= 12 && strings.Trim(t, ".-:+'|*= ") == ""
}

// gridTokens splits a row of a candidate grid into its cells' tokens:
// runs of digits, maybe after 'u', between spaces and '|'.
func gridTokens(l string) []string {
	return strings.FieldsFunc(strings.TrimRight(l, "\r\n"), func(r rune) bool { return r == ' ' || r == '\t' || r == '|' })
}

// isCandidateRow reports whether l is a row of a candidate grid or of
// SudoCue's .sdx form: nine tokens, each candidates (digits in increasing
// order), 'u' and a digit, or a digit, one of them more than a digit.
func isCandidateRow(l string) bool {
	toks := gridTokens(l)
	if len(toks) != 9 {
		return false
	}
	long := false
	for _, t := range toks {
		if _, ok := cellToken(t); !ok {
			return false
		}
		long = long || len(t) > 1
	}
	return long
}

// cellToken reads one cell of a candidate grid: its candidates, a given
// (one digit) or the player's digit ('u' first); ok is false for anything
// else.
func cellToken(t string) (c gridCell, ok bool) {
	if len(t) == 2 && t[0] == 'u' && t[1] >= '1' && t[1] <= '9' {
		return gridCell{digit: t[1] - '0', entry: true}, true
	}
	last := byte('0')
	for i := 0; i < len(t); i++ {
		if t[i] <= last || t[i] > '9' {
			return gridCell{}, false
		}
		last = t[i]
		c.cands |= 1 << uint(t[i]-'0')
	}
	if len(t) == 1 {
		c.digit = t[0] - '0'
	}
	return c, len(t) > 0
}

// gridCell is one cell of a candidate grid as written.
type gridCell struct {
	digit uint8  // a lone digit, or the player's
	entry bool   // the player's ('u')
	cands uint16 // the digits written
}

// gridAhead reports whether a candidate grid starts at the next line:
// nine rows of tokens, between rule lines, one of them at least a row of
// candidates (a token of several digits, or a player's 'u'). A grid of
// single digits alone is the automatic reader's.
func (s *playScanner) gridAhead() bool {
	rows, cands := 0, false
	for k := 0; rows < 9; k++ {
		l, ok := s.peek(k)
		switch {
		case !ok:
			return false
		case isRuleLine(l):
		case isCandidateRow(l):
			rows, cands = rows+1, true
		case isPlainRow(l):
			rows++
		default:
			return false
		}
	}
	return cands
}

// gridRecord reads a grid over nine rows, skipping rule lines: a
// candidate grid (HoDoKu's, Sudoku Explainer's), whose lone digits are
// cells with one candidate, or a SudoCue .sdx grid (a row with 'u'),
// whose lone digits are givens.
func (s *playScanner) gridRecord() Record {
	s.boards++
	rec := Record{Num: s.boards, File: s.name, Line: s.line + 1, Col: 1}
	var rows [][]string
	for len(rows) < 9 {
		l, ok := s.peek(0)
		if !ok {
			break
		}
		if isRuleLine(l) {
			s.take()
			continue
		}
		if !isCandidateRow(l) && !isPlainRow(l) {
			break
		}
		s.take()
		rows = append(rows, gridTokens(l))
	}
	if len(rows) < 9 {
		s.failPlay(&rec, 1, "the candidate grid ends after "+strconv.Itoa(len(rows))+" "+plural(len(rows), "row")+", want 9")
		rec.Line = s.line
		return rec
	}
	s.fillGrid(&rec, rows)
	return rec
}

// isPlainRow reports whether l is a row of nine single digits, a row of a
// candidate grid whose cells are all solved.
func isPlainRow(l string) bool {
	toks := gridTokens(l)
	if len(toks) != 9 {
		return false
	}
	for _, t := range toks {
		if _, ok := cellToken(t); !ok {
			return false
		}
	}
	return true
}

// fillGrid fills rec from the nine rows' tokens.
func (s *playScanner) fillGrid(rec *Record, rows [][]string) {
	sdx := false
	var cells [81]gridCell
	for r, toks := range rows {
		for c, t := range toks {
			cells[r*9+c], _ = cellToken(t)
			sdx = sdx || cells[r*9+c].entry
		}
	}
	ps := &playState{marks: true}
	board := rec.setBox(3)
	for i, c := range cells {
		switch {
		case c.entry:
			board[i], ps.entries[i] = c.digit, true
		case c.digit != 0 && sdx:
			board[i] = c.digit
		default:
			ps.cands[i] = c.cands
		}
	}
	rec.play = ps
}
