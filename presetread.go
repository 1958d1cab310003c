// presetread.go holds the command's reader of a preset's input
// (presetScanner), built on reader.go's kernel. Each line is read as what
// the preset expects there (a count, a box size, a label, an answer in
// words when reading answers for -check, or cells), and rows go through
// the kernel's fault policy, as without a preset. It must not solve boards
// or print answers.

package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxJudgeLine is the most bytes of a line kept: a longer line is a bad
// row, whose cells are still counted.
const maxJudgeLine = 64 << 10

// presetScanner reads boards in a preset's convention, line by line.
type presetScanner struct {
	reader
	p       *preset
	answers bool // reading answers (-check): words, a count per answer, sizes from the rows
	text    lineText
	toks    []token
	head    headLine // a label (pe96), a size line (uva989) or an answer's count waiting for its board
	content bool     // a line other than blank lines has been read
	// announced is the number of boards the first line gave, or -1;
	// countAt is that line.
	announced, countAt int
}

// readPreset returns a presetScanner reading r in preset p's form. It
// reads r (name in positions) as p writes its boards, or with answers its
// answers (preset.read).
func readPreset(r io.Reader, name string, p *preset, count counter, answers bool) recordReader {
	s := &presetScanner{p: p, answers: answers, announced: -1}
	s.setup(r, name, count, s.readStep)
	s.setBox(p.box)
	s.before = s.takeHead
	if p.oneLine {
		s.lone = strconv.Itoa(p.box * p.box * p.box * p.box)
	}
	// Room for a 25x25 board's row from the start, as the kernel gives its
	// run, so that one board's lines do not grow them through size classes
	// (each a fresh span, and page faults in a short process).
	s.text.buf, s.toks = make([]byte, 0, 128), make([]token, 0, 32)
	return s
}

// headLine is a line that stands before a board: a label, a box size, or an
// answer's count line.
type headLine struct {
	text      string
	line, col int
	bad       string // what is wrong with it, if something is
}

// lineText is a line as the judge scanner keeps it: its first maxJudgeLine
// bytes, and counts over the whole of it.
type lineText struct {
	buf        []byte
	tokens     int  // runs of non-space bytes
	firstRunes int  // characters of the first token
	inToken    bool // the last byte read is in a token
	cut        bool // bytes past maxJudgeLine were left out of buf
	json       bool // the preset writes boards as nested arrays of strings: their marks part cells
}

// isJSONMark reports whether c is a mark of LeetCode's boards. The
// boards are written with these marks, which part cells as spaces do.
func isJSONMark(c byte) bool { return c == '[' || c == ']' || c == ',' || c == '"' }

// jsonSpaces turns the marks of a nested array of strings into spaces.
// It leaves the cells as tokens.
func jsonSpaces(b []byte) {
	for i, c := range b {
		if isJSONMark(c) {
			b[i] = ' '
		}
	}
}

// add reads a chunk of the line (the last one may end in '\n').
func (t *lineText) add(chunk []byte) {
	n := len(t.buf)
	if room := maxJudgeLine - len(t.buf); room >= len(chunk) {
		t.buf = append(t.buf, chunk...)
	} else {
		t.buf, t.cut = append(t.buf, chunk[:room]...), true
	}
	if t.json {
		jsonSpaces(t.buf[n:])
	}
	for _, c := range chunk {
		if isSpace(c) || c == '\n' || t.json && isJSONMark(c) {
			t.inToken = false
			continue
		}
		if !t.inToken {
			t.inToken, t.tokens = true, t.tokens+1
		}
		if t.tokens == 1 && utf8.RuneStart(c) {
			t.firstRunes++
		}
	}
}

// cells is how many cells the line holds. That is its tokens, or the
// characters of its one token.
func (t *lineText) cells() int {
	if t.tokens == 1 {
		return t.firstRunes
	}
	return t.tokens
}

// readStep reads one line and acts on it.
func (s *presetScanner) readStep() {
	at := s.line + 1
	s.text = lineText{buf: s.text.buf[:0], json: s.p.json}
	for {
		chunk, state := s.chunk()
		s.text.add(chunk)
		if state == midLine {
			continue
		}
		if s.text.tokens > 0 || state == lineEnd {
			s.onLine(at)
		}
		if state == inputEnd {
			s.finish()
		}
		return
	}
}

// token is a run of non-space characters and its column (from 1).
type token struct {
	text string
	col  int
}

// tokens appends line's tokens to out. The buffer out is reused line
// after line.
func tokens(line []byte, out []token) []token {
	for i := 0; i < len(line); {
		if isSpace(line[i]) || line[i] == '\n' {
			i++
			continue
		}
		j := i
		for j < len(line) && !isSpace(line[j]) && line[j] != '\n' {
			j++
		}
		out = append(out, token{string(line[i:j]), i + 1})
		i = j
	}
	return out
}

// onLine reads line number at as what the preset expects there.
func (s *presetScanner) onLine(at int) {
	toks := tokens(s.text.buf, s.toks[:0])
	s.toks = toks
	p := s.p
	first := !s.content && len(toks) > 0
	s.content = s.content || len(toks) > 0
	switch {
	case len(toks) == 0:
		s.endRun()
		if s.head.bad != "" || s.box == 1 && s.head.text != "" {
			// A bad size line's board ends here; so does a 1x1 board's
			// without its row, whose row would be a lone number too.
			s.flushHead()
		}
		if p.head == headSize && s.head.text == "" {
			s.setBox(0) // the board is over: the next one starts with its size
		}
	case p.end != "" && s.lineIs(p.end):
		s.finish() // what follows is not read
	case first && !s.answers && p.head != headSize && p.head != headLabel && s.isCount(toks):
		s.announced, s.countAt = atoi(toks[0].text), at
	case s.answers && p.reply == countThen && s.isCount(toks),
		p.head == headLabel && isLabel(toks):
		s.setHead(headLine{text: string(trimSpace(s.text.buf)), line: at, col: toks[0].col})
	case s.answers && s.isWord(toks):
		s.endRun()
		rec := s.newRecord(at, toks[0].col)
		s.takeHead(&rec) // the answer's label (pe96)
		rec.Word = string(trimSpace(s.text.buf))
		s.queue.push(rec)
	case p.head == headSize && !s.answers && s.isSize(toks):
		s.setSize(toks, at)
	case p.oneLine:
		s.endRun()
		s.emitLine(at, toks)
	default:
		s.addLine(at, toks)
	}
}

// lineIs reports whether the line is want alone. Spaces around it are
// set aside.
func (s *presetScanner) lineIs(want string) bool {
	return string(trimSpace(s.text.buf)) == want
}

// isCount reports whether the line is a count (countLine).
func (s *presetScanner) isCount(toks []token) bool { return countLine(toks, s.box, s.p) }

// isWord reports whether the line is an answer in words. That is the
// preset's, or the command's own.
func (s *presetScanner) isWord(toks []token) bool {
	switch {
	case s.p.reply == validity && (s.lineIs("true") || s.lineIs("false")):
		return true
	case s.p.reply == bestScore && len(toks) == 1 && isNumber(strings.TrimPrefix(toks[0].text, "-")):
		return true // a score, or -1
	}
	for _, w := range [...]string{s.p.none, s.p.several, noSolution, badInput} {
		if w != "" && s.lineIs(w) {
			return true
		}
	}
	return false
}

// isSize reports whether the line is a box size line. That is a lone
// number where it is not a row, of a 1x1 board (a lone number too) or of
// a board whose size line was bad (up to the next blank line).
func (s *presetScanner) isSize(toks []token) bool {
	badSize := s.head.bad != "" && s.head.text != ""
	return len(toks) == 1 && isNumber(toks[0].text) && !badSize && (s.box != 1 || len(s.held.rows) > 0 || s.head.text == "")
}

// isLabel reports whether the line labels the next board. A label is a
// word and a number ("Grid 01").
func isLabel(toks []token) bool {
	return len(toks) == 2 && isLetter(toks[0].text[0]) && isNumber(toks[1].text)
}

// setSize starts a board with its box size line.
func (s *presetScanner) setSize(toks []token, at int) {
	h := headLine{text: toks[0].text, line: at, col: toks[0].col}
	n := atoi(h.text)
	if n < 1 || n > maxBox {
		n, h.bad = 0, badBoxSize(trimSpace(s.text.buf))
	}
	s.setHead(h)
	s.setBox(n)
}

// badBoxSize says that got is no box size. The line got stands where a
// board's box size belongs.
func badBoxSize(got []byte) string {
	return fmt.Sprintf("want the box size n, 1-%d, got %s", maxBox, quote(got))
}

// setHead ends the run in progress and keeps h for the next board.
func (s *presetScanner) setHead(h headLine) {
	s.endRun()
	s.flushHead()
	s.head = h
}

// flushHead queues the line waiting for a board when none followed. A
// count is an answer of its own (reading answers), anything else a bad
// board.
func (s *presetScanner) flushHead() {
	if s.head.text == "" {
		return
	}
	rec := s.newRecord(s.head.line, s.head.col)
	bad := s.head.bad
	s.takeHead(&rec)
	switch {
	case s.answers && s.p.reply == countThen: // a count alone is an answer
	case bad != "":
		s.fail(&rec, rec.Line, rec.Col, bad)
	default:
		s.fail(&rec, rec.Line, rec.Col, runFault(0, s.held.side, true))
	}
	s.queue.push(rec)
}

// takeHead gives the line waiting, if any, to rec. That is the board it
// stood before. Every board of a preset is answered in as many lines as it
// has rows (Tall).
func (s *presetScanner) takeHead(rec *Record) {
	rec.Tall = true
	switch {
	case s.p.head == headLabel:
		rec.Label = s.head.text
	case s.answers && s.p.reply == countThen:
		rec.Word = s.head.text
	}
	s.head = headLine{}
}

// addLine adds a line of cells to the run in progress.
func (s *presetScanner) addLine(at int, toks []token) {
	if s.box == 0 && s.answers {
		s.setBox(boxOf(s.text.cells()))
	}
	if s.box == 0 && len(s.held.rows) == 0 && s.head.bad == "" {
		// The board is bad as a whole, told at its first line.
		h := headLine{line: at, col: toks[0].col, bad: badBoxSize(trimSpace(s.text.buf))}
		if s.answers {
			h.bad = fmt.Sprintf("a row of %d cells: want n*n, n 1-%d", s.text.cells(), maxBox)
		}
		s.head = h
	}
	var r row
	if s.box > 0 {
		r = s.parseRow(at, toks, nil)
	}
	s.addRow(r)
}

// boxOf returns n for a row of n*n cells, or 0.
func boxOf(cells int) int {
	for n := 1; n <= maxBox; n++ {
		if n*n == cells {
			return n
		}
	}
	return 0
}

// parseRow reads the line's cells, a row of the board in progress. It
// reads them into cells (room for side of them). A line longer than the
// reader keeps is bad, its cells counted still.
func (s *presetScanner) parseRow(at int, toks []token, dst []uint8) row {
	side := s.box * s.box
	want := side
	if s.p.oneLine {
		want = side * side
	}
	l := row{line: at, col: toks[0].col, errCol: toks[0].col}
	if dst == nil {
		dst = l.cells[:side]
	}
	n, _, col, msg := s.p.cellsOf(toks, want, side, true, dst)
	l.n = n
	switch {
	case msg != "":
		l.errCol, l.errMsg = col, msg
	case s.text.cut:
		l.n = s.text.cells() // the cells past the bytes kept
	default:
		l.ok = n == want
	}
	return l
}

// endRun decides the run in progress, which has ended.
func (s *presetScanner) endRun() {
	if s.box == 0 && len(s.held.rows) > 0 {
		s.badRun()
		return
	}
	s.reader.endRun()
}

// badRun queues the rows of a run without a box size as one bad board.
func (s *presetScanner) badRun() {
	h := s.head
	rec := s.newRecord(h.line, h.col)
	s.fail(&rec, h.line, h.col, h.bad)
	s.head = headLine{}
	s.queue.push(rec)
	s.held.drop(len(s.held.rows))
}

// emitLine queues the board a line holds on its own (oneLine).
func (s *presetScanner) emitLine(at int, toks []token) {
	rec := s.newRecord(at, toks[0].col)
	rec.Tall = true
	l := s.parseRow(at, toks, rec.setBox(3))
	if !l.ok {
		rec.N = 0
		s.failLine(&rec, &l)
	}
	s.queue.push(rec)
}

// finish ends the input. It closes the run in progress, a label left
// waiting, and the count's check.
func (s *presetScanner) finish() {
	s.endRun()
	s.flushHead()
	s.done = true
	// A stray line is a bad board of its own, reported at its line; a
	// count that leaves it out agrees with the input.
	if s.err == nil && s.announced >= 0 && s.announced != s.boards && s.announced != s.boards-s.strays {
		s.err = &parseError{File: s.name, Line: s.countAt, Col: 1, Msg: countFault(s.announced, s.boards)}
	}
}

// isNumber reports whether s is one to nine digits. That is a number atoi
// reads without overflow, even where an int has 32 bits.
func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != "" && len(s) <= 9
}

// atoi returns the integer in s, or 0 when s holds none.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// trimSpace returns b without the spaces and line ends around it.
func trimSpace(b []byte) []byte {
	for len(b) > 0 && (isSpace(b[len(b)-1]) || b[len(b)-1] == '\n') {
		b = b[:len(b)-1]
	}
	for len(b) > 0 && isSpace(b[0]) {
		b = b[1:]
	}
	return b
}
