// Package play answers a sudoku player from where the player stands: a
// position (a puzzle's givens, the player's entries and pencil marks) is
// checked against the puzzle's one solution, its mistakes named, and then
// rated, hinted, walked step by step or explained, as Sudoku Explainer
// would (package rate), and the answer written as the command prints it,
// as a page (package explain), or kept as a value a server can encode.
//
// It is the one path every job that starts from a position takes: the
// command's -rate, -hint, -steps and -explain, and its web server. The
// command reads the streams and gives each position to a Path; a Path
// checks it (Check), answers it (Rate, Hint, Steps, Walk) and writes the
// answer (Answer.AppendText, Answer.Section). A Path counts solutions with
// the Solver its owner gives it, as rate.Rater counts with Rater.Count.
//
// position.go holds the position and the player's forms it is read from:
// one line (81 cells with '+' before the player's entries, serate's
// 729-character candidate line, a rating list's line with fields after
// the puzzle) or a grid of nine rows (the candidate grids HoDoKu and
// Sudoku Explainer print, SudoCue's .sdx form). It reads what the command
// hands it, a line or a grid's rows at a time; it must not read streams,
// check or rate.
package play

import (
	"strconv"
	"strings"

	"sudoku/rate"
)

// Position is a board as a player has it.
type Position struct {
	// Digits are every digit on the grid, the givens' and the player's,
	// cells row by row (0 an empty cell).
	Digits rate.Grid
	// Entry marks the cells whose digit the player entered: the givens
	// are the other digits. A form that does not tell them apart (an
	// 81-cell line without '+', a candidate grid's lone digits) has none.
	Entry [81]bool
	// Marked says the position comes with its pencil marks: Cands holds
	// each empty cell's candidates as written (bit d for digit d).
	Marked bool
	Cands  [81]uint16
	// Line is the line the position was read from, fields included, for
	// -rate-format's %g; "" for a grid of several lines.
	Line string
}

// Givens returns the puzzle's digits: the position's, but for the
// player's entries.
func (p *Position) Givens() rate.Grid {
	g := p.Digits
	for c := range g {
		if p.Entry[c] {
			g[c] = 0
		}
	}
	return g
}

// Marks returns the position as package rate reads a grid part-way
// through a solve: its digits, and its empty cells' candidates (every
// digit, for a position without pencil marks).
func (p *Position) Marks() rate.Marks {
	m := rate.Marks{Digits: p.Digits}
	for c := range m.Cands {
		switch {
		case p.Digits[c] != 0:
		case p.Marked:
			m.Cands[c] = p.Cands[c]
		default:
			m.Cands[c] = allDigits
		}
	}
	return m
}

// allDigits is a cell's candidates before any is struck: bits 1 to 9.
const allDigits uint16 = 0x3fe

// tellsWork reports whether the position tells the player's work from
// the puzzle: entries apart from givens, or pencil marks beside givens.
// Only then can a mistake be named; a position that does not is taken as
// it is (serate's candidate lines, a puzzle).
func (p *Position) tellsWork() bool {
	g := p.Givens()
	if g == (rate.Grid{}) {
		return false
	}
	for c := range p.Entry {
		if p.Entry[c] {
			return true
		}
	}
	return p.Marked
}

// OneLine writes the position on one line, as -rate-format's %g gives it
// back: the line as read, or, for a grid, serate's 729-character line for
// candidates alone, SudoCue's .sdx form on one line for candidates beside
// digits, else the 81 cells with '+' before the player's entries.
func (p *Position) OneLine() string {
	if p.Line != "" {
		return p.Line
	}
	switch {
	case p.Marked && p.Digits == (rate.Grid{}):
		return p.Marks().String()
	case p.Marked:
		return p.sdxString()
	}
	var b strings.Builder
	for c, d := range p.Digits {
		switch {
		case d == 0:
			b.WriteByte('.')
		case p.Entry[c]:
			b.WriteByte('+')
			fallthrough
		default:
			b.WriteByte('0' + d)
		}
	}
	return b.String()
}

// SyntaxError is a player's form that goes wrong: where (Row, the row of
// a grid from 0, or 0 for a line; Col, the byte from 1) and why.
type SyntaxError struct {
	Row, Col int
	Msg      string
}

// Error gives the fault as COL: MSG, the caller adding the file and line.
func (e *SyntaxError) Error() string { return strconv.Itoa(e.Col) + ": " + e.Msg }

// ---------------------------------------------------------------------------
// One line

// ReadLine reads a line (without its newline) as a board on one line: 81
// cells in one run ('+' before the player's entries), serate's
// 729-character candidate line, or either before a separator (space,
// tab, comma or semicolon) and a rating list's fields; the line is kept
// for -rate-format's %g. ok is false for a line that is none of them and
// looks like none (the solver's other forms read it); a line that looks
// like one but goes wrong gives err.
func ReadLine(line string) (p Position, err *SyntaxError, ok bool) {
	if p, ok := sdxLine(line); ok {
		p.Line = line
		return p, nil, true
	}
	run := scanRun(line)
	fields := run.end < len(line) && strings.TrimLeft(line[run.end:], " \t,;") != ""
	switch {
	case run.bad && run.plus > 0:
		return p, entryFault(line, run.end), true
	case run.bad && line[run.end] == '+' && run.end+1 < len(line) && (run.cells > 0 || strings.IndexByte("0.", line[run.end+1]) >= 0):
		// A '+' before no digit 1-9 that follows cells, or before a
		// blank: an entry mistyped, not a rule line's corner.
		return p, entryFault(line, run.end), true
	case run.bad:
		return p, nil, false
	case run.cells == 729 && run.plus == 0:
		p, err = candidateLine(line)
	case run.cells == 729:
		return p, &SyntaxError{Col: run.firstPlus + 1, Msg: "a candidate line has no entries: want a digit or '.' in each of its 729 places, got \"+\""}, true
	case run.cells == 81:
		p = entryLine(line[:run.end])
	case run.plus > 0:
		return p, &SyntaxError{Col: 1, Msg: "a line of " + strconv.Itoa(run.cells) + " cells with the player's entries ('+'): want 81"}, true
	case fields && run.cells > listCells:
		return p, &SyntaxError{Col: 1, Msg: "a list line whose puzzle has " + strconv.Itoa(run.cells) + " cells: want 81, or 729 candidates"}, true
	default:
		return p, nil, false
	}
	p.Line = line
	return p, err, true
}

// listCells is the fewest cells before a separator that make a line a
// rating list's puzzle gone wrong, not a row of a board: more than any
// row of cells holds.
const listCells = 25

// run is what a line opens with: a run of cells ('1'-'9', '0', '.', and
// '+' before a digit 1-9).
type run struct {
	cells     int  // cells in the run
	end       int  // where it ends
	plus      int  // entries ('+') in it
	firstPlus int  // where the first '+' is
	bad       bool // it ends at a byte that is no separator
}

// scanRun reads the run of cells line opens with.
func scanRun(line string) run {
	var r run
	i := 0
	for ; i < len(line); i++ {
		c := line[i]
		switch {
		case c >= '0' && c <= '9' || c == '.':
		case c == '+' && i+1 < len(line) && line[i+1] >= '1' && line[i+1] <= '9':
			if r.plus == 0 {
				r.firstPlus = i
			}
			r.plus++
			i++
		default:
			r.end, r.bad = i, strings.IndexByte(" \t,;", c) < 0
			return r
		}
		r.cells++
	}
	r.end = i
	return r
}

// entryFault says what is wrong at byte i of a line with the player's
// entries: a '+' before no digit 1-9, or a byte that is no cell.
func entryFault(line string, i int) *SyntaxError {
	if line[i] == '+' {
		got := line[i:]
		if len(got) > 2 {
			got = got[:2]
		}
		return &SyntaxError{Col: i + 1, Msg: "want a digit 1-9 after '+' (the player's entry), got " + strconv.Quote(got)}
	}
	return &SyntaxError{Col: i + 1, Msg: "want a digit 0-9, '.' or '+' and a digit (the player's entry), got " + quoteRune(line[i:])}
}

// quoteRune quotes the character s starts with.
func quoteRune(s string) string {
	for i := range s {
		if i > 0 {
			return strconv.Quote(s[:i])
		}
	}
	return strconv.Quote(s)
}

// entryLine reads 81 cells, '+' before the player's entries.
func entryLine(cells string) Position {
	var p Position
	k := 0
	for i := 0; i < len(cells); i++ {
		if cells[i] == '+' {
			p.Entry[k] = true
			i++
		}
		if c := cells[i]; c >= '1' && c <= '9' {
			p.Digits[k] = c - '0'
		}
		k++
	}
	return p
}

// candidateLine reads serate's 729-character line: digit d of cell c at
// 9c+d-1, '.' or '0' where struck.
func candidateLine(line string) (Position, *SyntaxError) {
	p := Position{Marked: true}
	for i := 0; i < 729; i++ {
		c := line[i]
		if c == '.' || c == '0' {
			continue
		}
		if want := byte('1' + i%9); c != want {
			return Position{}, &SyntaxError{Col: i + 1, Msg: "want digit " + string(want) + " or '.' in candidate " + string(want) + " of " + rate.CellName(i/9) + ", got " + strconv.Quote(string(c))}
		}
		p.Cands[i/9] |= 1 << (c - '0')
	}
	return p, nil
}

// ---------------------------------------------------------------------------
// A grid of nine rows

// RowKind says what a line is to a grid of nine rows.
type RowKind int

// The kinds of line a grid is made of.
const (
	NoRow     RowKind = iota // no part of a grid
	GridRule                 // a rule line between a grid's bands
	PlainRow                 // nine lone digits 1-9: a row of a grid, or of a solved board
	MarkedRow                // nine cells, one at least with candidates or the player's 'u'
	BrokenRow                // a row of a grid that goes wrong (ReadRow says where)
)

// ReadRow reads a line (without its newline) as a part of a grid. A rule
// line is dashes with corners; a row is nine tokens between spaces, tabs
// and '|': candidates (digits in increasing order), a lone digit, or 'u'
// and the player's digit. A line of seven to eleven tokens, or with a
// '|', that is no such row is a broken row, err saying why.
func ReadRow(line string) (kind RowKind, err *SyntaxError) {
	if isRule(line) {
		return GridRule, nil
	}
	toks := tokens(line)
	long := false
	for _, t := range toks {
		if _, ok := cellToken(line[t.start:t.end]); !ok {
			if !rowLike(line, len(toks)) {
				return NoRow, nil
			}
			return BrokenRow, &SyntaxError{Col: t.start + 1, Msg: "want a candidate grid's cell (its candidates in increasing order, a digit, or 'u' and the player's digit), got " + strconv.Quote(line[t.start:t.end])}
		}
		long = long || t.end-t.start > 1
	}
	switch {
	case len(toks) == 9 && long:
		return MarkedRow, nil
	case len(toks) == 9:
		return PlainRow, nil
	case rowLike(line, len(toks)) && long:
		return BrokenRow, &SyntaxError{Col: 1, Msg: "a candidate grid's row of " + strconv.Itoa(len(toks)) + " cells: want 9"}
	}
	return NoRow, nil
}

// rowLike reports whether a line of n tokens looks like a grid's row:
// nearly nine tokens, or boxes between bars.
func rowLike(line string, n int) bool {
	return n >= 7 && n <= 11 || strings.Count(line, "|") >= 2
}

// IsMarkedRule reports whether line is a rule line as a candidate grid
// draws one (corners '.', ':' or '\”), which no solver's form has: such a
// rule begins a grid of candidates.
func IsMarkedRule(line string) bool {
	return isRule(line) && strings.ContainsAny(line, ".:'")
}

// isRule reports whether line is a rule line between a grid's bands:
// dashes, with dots, colons, plus signs, quotes or bars at the corners.
func isRule(line string) bool {
	t := strings.TrimSpace(line)
	return len(t) >= 20 && strings.Count(t, "-") >= 12 && strings.Trim(t, ".-:+'|*= ") == ""
}

// token is a cell of a grid's row: line[start:end].
type token struct{ start, end int }

// tokens splits a row of a grid into its cells, between spaces, tabs and
// '|'; it stops counting past twelve, more than any row is.
func tokens(line string) []token {
	var toks []token
	start := -1
	for i := 0; i <= len(line); i++ {
		sep := i == len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '|' || line[i] == '\r'
		switch {
		case !sep && start < 0:
			start = i
		case sep && start >= 0:
			toks = append(toks, token{start, i})
			start = -1
			if len(toks) > 12 {
				return toks
			}
		}
	}
	return toks
}

// gridCell is one cell of a grid as written.
type gridCell struct {
	digit uint8  // a lone digit, or the player's
	entry bool   // the player's ('u')
	cands uint16 // the digits written
}

// cellToken reads one cell of a grid: its candidates (maybe after 'c'),
// a lone digit, or the player's digit ('u' first); ok is false for
// anything else.
func cellToken(t string) (c gridCell, ok bool) {
	if len(t) == 2 && t[0] == 'u' && t[1] >= '1' && t[1] <= '9' {
		return gridCell{digit: t[1] - '0', entry: true}, true
	}
	lone := len(t) == 1
	if len(t) > 0 && t[0] == 'c' {
		// Candidates, however few: never a given. A lone 'c' is a cell
		// whose every candidate is struck.
		t = t[1:]
		if t == "" {
			return c, true
		}
	}
	last := byte('0')
	for i := 0; i < len(t); i++ {
		if t[i] <= last || t[i] > '9' {
			return gridCell{}, false
		}
		last = t[i]
		c.cands |= 1 << (t[i] - '0')
	}
	if lone {
		c.digit = t[0] - '0'
	}
	return c, len(t) > 0
}

// ReadGrid reads the nine rows of a grid (each a PlainRow or MarkedRow
// for ReadRow): SudoCue's .sdx form, or a candidate grid (readCells).
func ReadGrid(rows []string) Position {
	var cells []string
	for _, line := range rows {
		for _, t := range tokens(line) {
			cells = append(cells, line[t.start:t.end])
		}
	}
	return readCells(cells, false)
}

// readCells reads a grid's 81 cells' tokens. A grid with the player's
// 'u' (or any, when sdx) is SudoCue's .sdx form, whose lone digits are
// givens; any other is a candidate grid (HoDoKu's, Sudoku Explainer's),
// whose lone digits are cells with one candidate.
func readCells(toks []string, sdx bool) Position {
	var cells [81]gridCell
	for i, t := range toks {
		if i < 81 {
			cells[i], _ = cellToken(t)
			sdx = sdx || cells[i].entry
		}
	}
	p := Position{Marked: true}
	for i, c := range cells {
		switch {
		case c.entry:
			p.Digits[i], p.Entry[i] = c.digit, true
		case c.digit != 0 && sdx:
			p.Digits[i] = c.digit
		default:
			p.Cands[i] = c.cands
		}
	}
	return p
}

// sdxLine reads a line of 81 tokens between spaces, at least one of them
// a cell's candidates or the player's digit: SudoCue's .sdx form on one
// line, whose lone digits are givens, with the player's entries or
// without (a puzzle pencilled). ok is false for any other line.
func sdxLine(line string) (Position, bool) {
	toks := strings.Fields(line)
	if len(toks) != 81 {
		return Position{}, false
	}
	long := false
	for _, t := range toks {
		if _, ok := cellToken(t); !ok {
			return Position{}, false
		}
		long = long || len(t) > 1
	}
	return readCells(toks, true), long
}

// sdxString writes p in SudoCue's .sdx form on one line: lone digits the
// givens, 'u' before the player's, each empty cell's candidates ('c'
// before a lone one, which would read as a given).
func (p *Position) sdxString() string {
	var b strings.Builder
	for c, d := range p.Digits {
		if c > 0 {
			b.WriteByte(' ')
		}
		switch {
		case p.Entry[c]:
			b.WriteByte('u')
			b.WriteByte('0' + d)
		case d != 0:
			b.WriteByte('0' + d)
		default:
			m := p.Cands[c]
			if m&(m-1) == 0 {
				b.WriteByte('c')
			}
			for k := 1; k <= 9; k++ {
				if m&(1<<uint(k)) != 0 {
					b.WriteByte(byte('0' + k))
				}
			}
		}
	}
	return b.String()
}
