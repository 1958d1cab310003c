// presets.go holds the judges' conventions. The table of presets that
// -format selects gives each a problem's whole input and output, and the
// writing of their answers (appendCells). It must not read or solve boards
// itself: the table names, for each preset, the reader (presetread.go),
// the solver and the scorer that other files hold, so that a judge file,
// which keeps one preset, keeps only those.
//
// A preset reads boards of side = n*n rows (or one line each) whose cells
// are symbols (digits, numbers or letters) or a blank character, with
// blank lines allowed between boards. Around the boards it may expect a
// first line with the number of boards (optional: read when present and
// checked against the boards found), a line with n before each board, a
// label line before each board (echoed before its answer), or a line that
// ends the input. A malformed board is reported and answered "bad input",
// and the boards around it are read as if it were not there, as without a
// preset (reader.go).

package main

import (
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

// replyKind is what a preset prints for each board.
type replyKind uint8

const (
	firstSolution replyKind = iota // the lexicographically first solution, or none
	uniqueOnly                     // the solution if unique, else several or none
	countThen                      // the number of solutions, then the solution if unique
	validity                       // true or false: whether the givens break no rule (nothing solved)
	bestScore                      // the highest score of a solution (score), or -1
)

// preset is a judge's input and output convention.
type preset struct {
	name, about   string
	auto          bool   // the automatic 9x9 forms, told apart per board (boardio.go)
	box           int    // box size n; 0 when each board gives it
	head          head   // lines around the boards
	oneLine       bool   // a board is one line of cells
	json          bool   // cells are quoted strings in nested arrays: [["5","3",...],...]
	blanks        string // characters that mean a blank cell
	letters       bool   // symbols are letters from A (else numbers from 1)
	spaced        bool   // answers have their cells separated by spaces
	apart         bool   // a blank line between answers
	after         bool   // a blank line after each answer, the last too
	reply         replyKind
	first         bool   // the statement asks for the lexicographically first solution
	single        bool   // the input is one board
	rowSpace      bool   // an input row may end with a space, as the statement's data has
	label         string // the label of board k (from 1) as the statement writes it, with %02d
	none, several string // answers of a board without solution, with several
	answersNone   bool   // no solution is an answer (exit 0), not a failure
	end           string // a line that ends the input, or ""
	// read returns the command's reader of one input, of boards or
	// (answers) of the answers the preset prints.
	read func(r io.Reader, name string, p *preset, count counter, answers bool) recordReader
	// solver returns the solver of its boards; variant's when it has one.
	solver func() boardSolver
	// variant is the rules beyond the classic ones (variant.go): the
	// statement's, or -variant's; nil for none.
	variant *variant
	// write appends a solution as the preset writes it.
	write func(dst []byte, rec *Record, cells []uint8, p *preset) []byte
	// score returns the best score of a 9x9 board's solutions, or -1
	// (bestScore).
	score func(board *Board) int
}

// presets are the conventions -format knows; the first is the default.
// (tools/mkjudge keeps only one of them in a problem's judge file.)
var presets = []*preset{
	{name: "auto", about: "9x9 boards: spaced digits (BOJ 2580), digit rows (BOJ 2239), 81-cell lines or drawn grids, told apart per board",
		auto: true, read: readAuto, solver: newNineSolver, write: appendAuto},
	{name: "boj2580", about: "BOJ 2580: 9 lines of 9 spaced digits, 0 blank; the same form back",
		box: 3, single: true, blanks: "0.", spaced: true, apart: true, none: "no solution", read: readPreset, solver: newNineSolver, write: appendGrid},
	{name: "boj2239", about: "BOJ 2239: 9 lines of 9 digits, 0 blank; the lexicographically first solution, same form",
		box: 3, single: true, blanks: "0.", apart: true, first: true, none: "no solution", read: readPreset, solver: newNineSolver, write: appendGrid},
	{name: "poj2676", about: "POJ 2676: T, then T boards of 9 lines of 9 digits; each solution, 9 lines",
		box: 3, head: headCount, blanks: "0.", none: "no solution", read: readPreset, solver: newNineSolver, write: appendGrid},
	{name: "poj3074", about: "POJ 3074: a line of 81 cells per board, '.' blank, 'end' closes; a line of 81 digits each",
		box: 3, oneLine: true, blanks: ".0", none: "no solution", end: "end", read: readPreset, solver: newNineSolver, write: appendGrid},
	{name: "poj3076", about: "POJ 3076, UVa 1309, SPOJ SUDOKU (its first line K optional): 16 lines of 16 letters A-P, '-' blank; answers apart by a blank line",
		box: 4, head: headCount, blanks: "-.", letters: true, apart: true, none: "no solution", read: readPreset, solver: newLearningGeneral, write: appendGrid},
	{name: "uva989", about: "UVa 989: n (1-5 here), then n^2 lines of n^2 spaced numbers, 0 blank; the first solution or NO SOLUTION, apart by a blank line",
		head: headSize, blanks: "0.", spaced: true, apart: true, first: true, none: "NO SOLUTION", answersNone: true, read: readPreset, solver: newLearningGeneral, write: appendGrid},
	{name: "hdu1426", about: "HDU 1426: 9 lines of 9 spaced cells, '?' blank; spaced answers apart by a blank line",
		box: 3, blanks: "?0.", spaced: true, apart: true, none: "no solution", read: readPreset, solver: newNineSolver, write: appendGrid},
	{name: "kattis-sudokunique", about: "Kattis sudokunique: boards of 9 spaced digits; the unique solution, Non-unique, or Find another job",
		box: 3, blanks: "0.", spaced: true, apart: true, reply: uniqueOnly, none: "Find another job", several: "Non-unique", answersNone: true, read: readPreset, solver: newNineSolver, write: appendGrid},
	{name: "spoj-sudogob", about: "SPOJ SUDOGOB: T, then boards of 9 spaced digits; the number of solutions, and the solution when it is one",
		box: 3, head: headCount, blanks: "0.", spaced: true, reply: countThen, answersNone: true, read: readPreset, solver: newNineSolver, write: appendGrid},
	{name: "leetcode37", about: "LeetCode 37 Sudoku Solver: a board per line as its test cases write it, [[\"5\",\"3\",\".\",...],...]; the solved board the same way",
		box: 3, oneLine: true, json: true, blanks: ".", none: "no solution", read: readPreset, solver: newNineSolver, write: appendJSON},
	{name: "leetcode36", about: "LeetCode 36 Valid Sudoku: a board per line as its test cases write it; true or false, whether no digit repeats among the givens of a row, column or box",
		box: 3, oneLine: true, json: true, blanks: ".", reply: validity, answersNone: true, read: readPreset, solver: newNineSolver, write: appendJSON},
	{name: "luogu1074", about: "Luogu P1074 (NOIP 2009 target sudoku): 9 lines of 9 spaced digits, 0 blank; the highest score of a solution, each digit times its ring's weight (6 to 10 at the centre), or -1",
		box: 3, single: true, rowSpace: true, blanks: "0.", spaced: true, reply: bestScore, answersNone: true, read: readPreset, solver: newNineSolver, write: appendGrid, score: targetScore},
	{name: "acwing169", about: "AcWing 169: POJ 3076's boards, 16 lines of 16 letters A-P, '-' blank; each solution followed by a blank line",
		box: 4, head: headCount, blanks: "-.", letters: true, after: true, none: "no solution", read: readPreset, solver: newLearningGeneral, write: appendGrid},
	{name: "spoj-hs12disu", about: "SPOJ HS12DISU O-Diagonal sudoku: 9 lines of 9 cells, '.' blank, under X's rules (each diagonal holds 1-9 too); a solution, the first, the same form",
		box: 3, single: true, blanks: ".0", apart: true, none: "no solution", variant: fixedVariant("x"), read: readPreset, write: appendGrid},
	{name: "codechef-j1", about: "CodeChef J1 SudokuX: t, then t boards of 9 lines of 9 cells, '.' blank, under X's rules; each solution followed by a blank line",
		box: 3, head: headCount, blanks: ".0", after: true, none: "no solution", variant: fixedVariant("x"), read: readPreset, write: appendGrid},
	{name: "pe96", about: "Project Euler 96: 'Grid NN' lines, each before 9 lines of 9 digits; the same file, every grid solved",
		box: 3, head: headLabel, label: "Grid %02d", blanks: "0.", none: "no solution", read: readPreset, solver: newNineSolver, write: appendGrid},
}

// countThenLimit is how far a preset that prints the number of solutions
// (spoj-sudogob) counts unless -limit says: counting takes about a
// microsecond a solution, so a board with few givens would count for
// ever.
const countThenLimit = 1_000_000

// presetLimit is how far preset p counts a board's solutions. That is 2
// when it must know whether there are several, or countThenLimit when it
// must know how many.
func presetLimit(p *preset) int {
	if p.reply == countThen {
		return countThenLimit
	}
	return 2
}

// withVariant returns p with variant v's rules added to its own (-variant).
// It returns p and a usage error for a preset of other sizes than 9x9, or
// one that scores the classic board (luogu1074).
func (p *preset) withVariant(v *variant) (*preset, string) {
	switch {
	case p.box != 3 && !p.auto:
		return p, "-variant: variants are of 9x9 boards; -format " + p.name + " reads other sizes"
	case p.reply == bestScore:
		return p, "-variant with -format " + p.name + ": its score is the classic board's"
	}
	q := *p
	if p.variant != nil {
		v = newVariant(v.rules | p.variant.rules)
	}
	q.variant = v
	return &q, ""
}

// clash returns the first pair of givens of a board of n x n boxes that
// break the preset's rules (its variant's, or checkCells'), or nil.
func (p *preset) clash(n int, cells []uint8) *Clash {
	if p.variant != nil {
		return p.variant.clash(cells)
	}
	return checkCells(n, cells)
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

// recordReader reads the records of one input: Scanner, or presetScanner.
type recordReader interface {
	Scan() bool
	Record() *Record
	Err() error
	End() string   // the position after the last byte read
	Waiting() bool // a record is at hand without reading further
}

// readAuto returns the automatic reader (boardio.go). That is a scanner
// of boards in any of their forms, or with answers of the answers the
// command prints.
func readAuto(r io.Reader, name string, _ *preset, count counter, answers bool) recordReader {
	if answers {
		return newAnswerScanner(r, name, count)
	}
	return newAutoScanner(r, name, count)
}

// ---------------------------------------------------------------------------
// Symbols

// symbol reads one cell of a board of side symbols. It returns 0 for a
// blank, else the symbol's value.
func (p *preset) symbol(cell string, side int) (uint8, bool) {
	switch {
	case len(cell) == 1 && strings.IndexByte(p.blanks, cell[0]) >= 0:
		return 0, true
	case p.letters:
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

// cellsOf reads the cells that a line's tokens hold as p writes a row.
// The row has want cells of a board of side symbols: want tokens of a
// cell each, or, where a symbol is one character (side <= 9, or letters),
// one token of want characters. A character is a cell whatever its length
// in bytes (a full-width digit is three), so that it is named as a bad
// cell rather than miscounted. The cells go to dst, as many as it has
// room for; a blank is a cell only if blanks is set (an answer has none).
// It returns how many cells the tokens hold, and the first that is no
// cell: its index, column and what is wrong ("" when every one is a
// cell).
func (p *preset) cellsOf(toks []token, want, side int, blanks bool, dst []uint8) (n, bad, col int, msg string) {
	runs := len(toks) == 1 && want > 1 && (side <= 9 || p.letters)
	if len(toks) == 1 && !runs && want > 1 && utf8.RuneCountInString(toks[0].text) == want {
		return want, 0, toks[0].col, fmt.Sprintf("want %d numbers apart, got them run together", want)
	}
	for k, off := 0, 0; runs && off < len(toks[0].text) || !runs && k < len(toks); k++ {
		cell, col := toks[0].text, toks[0].col
		if runs {
			_, size := utf8.DecodeRuneInString(cell[off:])
			cell, col = cell[off:off+size], col+off
			off += size
		} else {
			cell, col = toks[k].text, toks[k].col
		}
		v, ok := p.symbol(cell, side)
		if !ok || v == 0 && !blanks {
			what := p.filled(side)
			if blanks {
				what = p.symbols(side)
			}
			return k + 1, k, col, "want " + what + ", got " + quote([]byte(cell))
		}
		if k < len(dst) {
			dst[k] = v
		}
		n = k + 1
	}
	return n, -1, 0, ""
}

// countLine reports whether a line, toks, is a count. A count is a lone
// number of at most 9 digits that is not a row of cells of the boards
// (box n, 0 when not known yet).
func countLine(toks []token, box int, p *preset) bool {
	side := box * box
	return len(toks) == 1 && isNumber(toks[0].text) && (p.oneLine || side == 0 || side > 9 || len(toks[0].text) != side)
}

// symbols describes the cells a board of this side may hold.
func (p *preset) symbols(side int) string {
	what := p.filled(side)
	for i := range p.blanks {
		sep := ", "
		if i == len(p.blanks)-1 {
			sep = " or "
		}
		what += sep + "'" + p.blanks[i:i+1] + "'"
	}
	return what
}

// filled names the symbols of a filled cell, for messages.
func (p *preset) filled(side int) string {
	switch {
	case p.letters:
		return "a letter A-" + string(rune('A'+side-1))
	case side <= 9:
		return "a digit 1-" + strconv.Itoa(side)
	}
	return "a number 1-" + strconv.Itoa(side)
}

// ---------------------------------------------------------------------------
// Writing

// appendAuto appends a solution in its board's own form (auto).
func appendAuto(dst []byte, rec *Record, cells []uint8, _ *preset) []byte {
	return appendForm(dst, cells, rec.Form)
}

// appendGrid appends a solution in preset p's form.
func appendGrid(dst []byte, rec *Record, cells []uint8, p *preset) []byte {
	return appendCells(dst, rec.N*rec.N, cells, p)
}

// appendCells appends a solution of side x side cells in p's form.
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

// labelOf returns the label of board k (from 1), or "".
func (p *preset) labelOf(k int) string {
	if p.label == "" {
		return ""
	}
	return fmt.Sprintf(p.label, k)
}

// appendInput appends board k (from 0) of an input in p's input form.
// The input has total boards, and it is written as the preset's statement
// writes input: the count line before the first (when counted), a blank
// line between boards where the answers have one, the label or box size
// line, the rows (blanks as the first of the preset's blank characters),
// and the end line after the last. The automatic forms write a board as
// one line of cells, '.' blank.
func (p *preset) appendInput(dst []byte, k, total int, counted bool, rec *Record, cells []uint8) []byte {
	switch {
	case k == 0 && counted && p.head == headCount:
		dst = strconv.AppendInt(dst, int64(total), 10)
		dst = append(dst, '\n')
	case k > 0 && (p.apart || p.after):
		dst = append(dst, '\n')
	}
	switch p.head {
	case headLabel:
		dst = append(append(dst, p.labelOf(k+1)...), '\n')
	case headSize:
		dst = append(strconv.AppendInt(dst, int64(rec.N), 10), '\n')
	}
	if p.auto {
		dst = appendCells(dst, 81, cells, &preset{oneLine: true, blanks: "."})
	} else {
		dst = p.write(dst, rec, cells, p)
	}
	if k == total-1 && p.end != "" {
		dst = append(append(dst, p.end...), '\n')
	}
	return dst
}

// appendJSON appends a solution as LeetCode writes a board. That is an
// array of rows, each an array of one-character strings, "." for a blank.
func appendJSON(dst []byte, rec *Record, cells []uint8, _ *preset) []byte {
	side := rec.N * rec.N
	dst = append(dst, '[')
	for i, v := range cells {
		switch {
		case i == 0:
			dst = append(dst, '[')
		case i%side == 0:
			dst = append(dst, "],["...)
		default:
			dst = append(dst, ',')
		}
		c := byte('.')
		if v != 0 {
			c = '0' + v
		}
		dst = append(dst, '"', c, '"')
	}
	return append(dst, "]]\n"...)
}
