// reader.go holds what the command's two readers share. They are Scanner
// for the automatic forms and judgeScanner for the presets; they share
// the stream read line by line with positions, the byte-order mark and
// read errors (lineReader), the queue of decided records behind a
// bufio.Scanner-shaped API (records), and the fault policy that cuts a
// run of rows into boards (rowRun). It
// must not know how a row is written, nor solve: rowRun asks its reader
// whether rows make a board.
//
// The fault policy (the README's "What a fault costs"): a run of rows that
// does not cut into whole boards of well-formed rows is split the way that
// puts the fewest rows in bad boards; of two splits as good, the one with
// fewer boards, then fewer boards with several solutions, wins; boards
// that two best splits cut differently are reported, never guessed. A run
// too long to hold is decided in pieces: a piece ends at the last row
// boundary that every best split passes through whatever rows follow, and
// the rows after it wait for the next piece.

package main

import (
	"bufio"
	"fmt"
	"io"
)

// ---------------------------------------------------------------------------
// Lines

// lineReader reads a stream a line at a time, in chunks (a line longer
// than the buffer comes in several), and keeps the position.
type lineReader struct {
	r    *bufio.Reader
	name string // the input's name in positions: a file name, or "stdin"
	line int    // lines ended so far
	col  int    // column after the last byte read (bytes, from 1)
	err  error  // the read error that ended the input, or a fault of the whole input
}

func newLineReader(r io.Reader, name string) lineReader {
	return lineReader{r: bufio.NewReaderSize(r, 64<<10), name: name, col: 1}
}

// What a chunk is to its line.
const (
	midLine  = iota // the line goes on in the next chunk
	lineEnd         // the chunk ends the line with '\n'
	inputEnd        // the input ended: the chunk, maybe empty, is the rest
)

// chunk returns the next bytes of the line in progress and what they are
// to it. A UTF-8 byte-order mark at the very start is skipped.
func (lr *lineReader) chunk() ([]byte, int) {
	b, err := lr.r.ReadSlice('\n')
	if lr.line == 0 && lr.col == 1 && len(b) >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf {
		b = b[3:]
	}
	switch err {
	case nil:
		lr.line, lr.col = lr.line+1, 1
		return b, lineEnd
	case bufio.ErrBufferFull:
		lr.col += len(b)
		return b, midLine
	case io.EOF:
	default:
		lr.err = err // bufio turns a reader that returns nothing forever into io.ErrNoProgress
	}
	lr.col += len(b)
	return b, inputEnd
}

// end returns the position after the last byte read.
func (lr *lineReader) end() string { return position(lr.name, lr.line+1, lr.col) }

// ---------------------------------------------------------------------------
// Records

// records is the part of a reader that hands out decided records, shaped
// like bufio.Scanner; step, the reader's own, reads a line and acts on it.
type records struct {
	lineReader
	step   func()
	queue  recordQueue // decided records not yet returned
	rec    Record
	boards int // boards numbered so far
	done   bool
}

// Scan advances to the next board. It returns false at the end of input
// or after a read error (see Err).
func (s *records) Scan() bool {
	for !s.queue.pop(&s.rec) {
		if s.done {
			return false
		}
		s.step()
	}
	return true
}

// Record returns the board read by the last Scan.
func (s *records) Record() *Record { return &s.rec }

// Err returns the read error that ended scanning, or a fault of the input
// as a whole (a wrong count line), if any.
func (s *records) Err() error { return s.err }

// End returns the position after the last byte read.
func (s *records) End() string { return s.end() }

// Waiting reports whether input is at hand without reading further: a
// decided board, or bytes already read. When it is false, the next Scan
// may block, so the caller should let its output go first.
func (s *records) Waiting() bool { return s.queue.waiting() || s.r.Buffered() > 0 }

// newRecord numbers a new board starting at line, col.
func (s *records) newRecord(line, col int) Record {
	s.boards++
	return Record{Num: s.boards, File: s.name, Line: line, Col: col}
}

// fail marks rec bad, at line and col, with msg.
func (s *records) fail(rec *Record, line, col int, msg string) {
	rec.Err = &ParseError{File: s.name, Line: line, Col: col, Board: rec.Num, Msg: msg}
}

// recordQueue holds decided records until Scan returns them, reusing its
// array from the start once it is empty. (Slicing the head off instead
// left one record less room each time, and every board then cost an
// allocation.)
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

// ---------------------------------------------------------------------------
// Runs of rows

// maxRunRows is the most rows a reader holds before deciding part of a
// run: a longer run is decided in pieces, so memory stays bounded.
const maxRunRows = 9 * 1024

// rowRun is a run of rows in progress: consecutive lines of cells with no
// blank line (or other separator) between them.
type rowRun struct {
	rows []lineInfo
	side int // rows per board
	// good tells whether side well-formed rows make a good board: 0 no,
	// 1 with one solution, 2 with several.
	good func(rows []lineInfo) int
	segs []segment
}

// segment is one board of a run: its rows start..end-1.
type segment struct {
	start, end int
	sure       bool // no other best split puts a board across these rows
}

// full reports whether the run holds as many rows as a reader may.
func (r *rowRun) full() bool { return len(r.rows) >= maxRunRows }

// whole reports whether the run is whole boards of well-formed rows.
func (r *rowRun) whole() bool {
	if r.side == 0 || len(r.rows)%r.side != 0 {
		return false
	}
	for i := range r.rows {
		if !r.rows[i].ok {
			return false
		}
	}
	return true
}

// decide cuts the run into boards and returns them, with the number of
// rows they use (cutInto makes their records and drops the rows). closed
// says the run has ended; otherwise rows may follow, and only the boards
// before the last settled boundary are returned (see settled).
//
// A run of whole boards that has ended is cut every side rows: any other
// split would put some row in a bad board. So is one that goes on when
// every board it cuts so has one solution: rows that follow could only
// tie with them, through shifted boards of one solution each. Any other
// run is split the way that puts the fewest rows in bad boards (split).
func (r *rowRun) decide(closed bool) ([]segment, int) {
	n, side := len(r.rows), r.side
	segs := r.segs[:0]
	if r.whole() && (closed || r.unique()) {
		for i := 0; i < n; i += side {
			segs = append(segs, segment{i, i + side, true})
		}
		r.segs = segs
		return segs, n
	}
	sp := newSplit(r.rows, side, r.good)
	end := n
	if !closed {
		if end = sp.settled(); end < n/2 {
			// No boundary is settled in half the rows a reader holds, as
			// in a run of boards with several solutions, where a row lost
			// anywhere would be as good a fault as anywhere else: decide
			// the rows as if the run ended where it costs least.
			end = sp.cheapestEnd()
		}
	}
	sp.tails(end)
	for i := 0; i < end; {
		j := i + side
		if j > end || !sp.best(i, j) {
			for j = i + 1; !sp.best(i, j); j++ {
			}
		}
		segs = append(segs, segment{i, j, sp.sure(i, j)})
		i = j
	}
	r.segs = segs
	return segs, end
}

// cutInto queues the boards of the run that are decided (all of them when
// closed: the run has ended), each record made by board from its rows,
// and drops their rows.
func (r *rowRun) cutInto(closed bool, q *recordQueue, board func(rows []lineInfo, sure bool) Record) {
	segs, used := r.decide(closed)
	for _, seg := range segs {
		q.push(board(r.rows[seg.start:seg.end], seg.sure))
	}
	r.drop(used)
}

// unique reports whether every board of a run of whole boards has one
// solution.
func (r *rowRun) unique() bool {
	for i := 0; i < len(r.rows); i += r.side {
		if r.good(r.rows[i:i+r.side]) != 1 {
			return false
		}
	}
	return true
}

// drop forgets the first used rows, once their boards are made.
func (r *rowRun) drop(used int) { r.rows = r.rows[:copy(r.rows, r.rows[used:])] }

// runFault says what is wrong with a board of k rows (side wanted) that
// a split made, when its rows are well-formed: too few or too many, or not
// sure; "" when nothing is.
func runFault(num, k, side int, sure bool) string {
	switch {
	case k < side:
		return fmt.Sprintf("board %d ends after %d %s, want %d", num, k, plural(k, "row"), side)
	case k > side:
		return fmt.Sprintf("board %d has %d rows, want %d", num, k, side)
	case !sure:
		return fmt.Sprintf("board %d: its run of rows does not cut into boards of %d in one best way; cannot tell where this board starts", num, side)
	}
	return ""
}

// countFault says that a count line and the boards disagree.
func countFault(announced, boards int) string {
	return fmt.Sprintf("the first line announces %d %s, the input has %d", announced, plural(announced, "board"), boards)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// ---------------------------------------------------------------------------
// Splitting a run: a dynamic program over row boundaries

// badRow is the cost of a row in a bad board; each board adds 2 (4 for a
// good one with several solutions), so that of two splits with as many
// bad rows the one with fewer boards, then fewer of several solutions, wins.
const badRow = 1 << 16

// split holds what decide knows of a run: which boards may be cut from it
// and the best costs of its parts. A good board is side well-formed rows
// that make a board with a solution; a bad one is a single row, or up to
// 2*side-1 rows most of which are well-formed. So a stray row between two
// boards stays alone, a lost row leaves one short board, and a row with a
// typo stays in its board.
type split struct {
	n, side, most int // rows, rows per board, most rows in one board
	end           int // the rows decided: 0..end-1
	good          []int
	wellFormed    []int // well-formed rows among rows 0..i-1
	head, tail    []int // the best cost of rows 0..j-1, and of rows i..end-1
}

func newSplit(rows []lineInfo, side int, good func([]lineInfo) int) *split {
	n := len(rows)
	sp := &split{n: n, side: side, most: 2*side - 1, good: make([]int, n), wellFormed: make([]int, n+1)}
	for i := range rows {
		sp.wellFormed[i+1] = sp.wellFormed[i]
		if rows[i].ok {
			sp.wellFormed[i+1]++
		}
	}
	for i := 0; i+side <= n; i++ {
		if sp.wellFormed[i+side]-sp.wellFormed[i] == side {
			sp.good[i] = good(rows[i : i+side])
		}
	}
	sp.head = make([]int, n+1)
	for j := 1; j <= n; j++ {
		sp.head[j] = -1
		for i := j - 1; i >= 0 && i >= j-sp.most; i-- {
			if c, ok := sp.cost(i, j); ok && (sp.head[j] < 0 || sp.head[i]+c < sp.head[j]) {
				sp.head[j] = sp.head[i] + c
			}
		}
	}
	return sp
}

// tails computes the best costs of rows i..end-1, for best and sure.
func (sp *split) tails(end int) {
	sp.end = end
	sp.tail = make([]int, end+1)
	for i := end - 1; i >= 0; i-- {
		sp.tail[i] = -1
		for j := i + 1; j <= end && j <= i+sp.most; j++ {
			if c, ok := sp.cost(i, j); ok && (sp.tail[i] < 0 || c+sp.tail[j] < sp.tail[i]) {
				sp.tail[i] = c + sp.tail[j]
			}
		}
	}
}

// cost is the cost of rows i..j-1 as one board; ok is false when they
// cannot be one.
func (sp *split) cost(i, j int) (c int, ok bool) {
	k := j - i
	switch {
	case k == sp.side && sp.good[i] > 0:
		return 2 * sp.good[i], true
	case k == 1 || k <= sp.most && 2*(sp.wellFormed[j]-sp.wellFormed[i]) > k:
		return k*badRow + 2, true
	}
	return 0, false
}

// step reports whether a board of rows i..j-1 ends some best split of
// rows 0..j-1.
func (sp *split) step(i, j int) bool {
	c, ok := sp.cost(i, j)
	return ok && sp.head[i]+c == sp.head[j]
}

// best reports whether some best split has a board of rows i..j-1.
func (sp *split) best(i, j int) bool {
	c, ok := sp.cost(i, j)
	return ok && sp.head[i]+c+sp.tail[j] == sp.tail[0]
}

// sure reports whether no other best split has a board across rows i..j-1.
func (sp *split) sure(i, j int) bool {
	for lo := i - sp.most + 1; lo < j; lo++ { // another board: rows lo..hi-1
		for hi := lo + 1; hi <= lo+sp.most && hi <= sp.end; hi++ {
			if lo >= 0 && hi > i && (lo != i || hi != j) && sp.best(lo, hi) {
				return false
			}
		}
	}
	return true
}

// settled returns the last row boundary that every best split of the
// whole run goes through, whatever rows follow; 0 if none does. Rows that
// follow change only the board that starts at the run's last cut c, one
// of the last 2*side-1 boundaries, and a best split of the longer run is
// a best split of rows 0..c-1 before it: so a boundary no later than every
// such c that each best split of rows 0..c-1 has as a cut, for each c, is
// settled.
func (sp *split) settled() int {
	n, first := sp.n, sp.n-sp.most+1 // first: the earliest c
	if first < 1 {
		return 0
	}
	on := make([]bool, n+1)  // a cut of some best split of rows 0..c-1, for some c
	over := make([]int, n+2) // boards of such splits across boundary p, by difference
	for c := first; c <= n; c++ {
		on[c] = true
	}
	for j := n; j > 0; j-- {
		for i := j - 1; on[j] && i >= 0 && i >= j-sp.most; i-- {
			if sp.step(i, j) {
				on[i] = true
				over[i+1]++
				over[j]--
			}
		}
	}
	last, across := 0, 0
	for p := 1; p <= first; p++ {
		if across += over[p]; across == 0 && on[p] {
			last = p
		}
	}
	return last
}

// cheapestEnd returns the boundary among the last 2*side-1 where a best
// split of the rows before it costs least (the last such), where the next
// board most likely starts.
func (sp *split) cheapestEnd() int {
	best := sp.n
	for c := sp.n - 1; c > sp.n-sp.most && c > 0; c-- {
		if sp.head[c] < sp.head[best] {
			best = c
		}
	}
	return best
}

// counter counts the solutions of a board of n x n boxes, cells row by
// row, up to 2: the readers ask it when a faulty run must be split.
type counter func(n int, cells []uint8) int
