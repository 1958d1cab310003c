// reader.go holds the reading kernel that both of the command's readers
// are built on: Scanner for the automatic forms (boardio.go) and the
// preset reader (presetread.go). It has the stream read line by line with
// positions (lineReader), the queue of decided records behind a
// bufio.Scanner-shaped API, the run of rows in progress, and the fault
// policy that cuts a run into boards (rowRun, split). Each reader parses
// its own lines into rows and hands them to addRow; the kernel makes the
// records. It must not know how a row is written, nor solve: it asks its
// counter how many solutions the board of some rows has.

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
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
	// live is set when a pause in the input may mean that someone waits
	// for answers: stdin (a pipe, a terminal), or a reader that is no
	// file; a file named on the command line is read to its end.
	live bool
}

// newLineReader returns a lineReader of r, named name in positions. It is
// live unless r is a file other than stdin.
func newLineReader(r io.Reader, name string) lineReader {
	f, file := r.(*os.File)
	return lineReader{r: bufio.NewReaderSize(r, 64<<10), name: name, col: 1, live: !file || f == os.Stdin}
}

// What a chunk is to its line.
const (
	midLine  = iota // the line goes on in the next chunk
	lineEnd         // the chunk ends the line with '\n'
	inputEnd        // the input ended: the chunk, maybe empty, is the rest
)

// chunk returns the next bytes of the line in progress. It also returns
// what they are to the line. A UTF-8 byte-order mark at the very start is
// skipped.
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

// paused reports whether the input has paused. A pause is where someone may
// wait for the answers so far.
func (lr *lineReader) paused() bool { return lr.live && lr.r.Buffered() == 0 }

// ---------------------------------------------------------------------------
// The kernel: records out, rows in

// reader is the kernel both readers embed. It hands out decided records,
// shaped like bufio.Scanner; step, the reader's own, reads a line and acts
// on it, giving rows to addRow and ending runs with endRun.
type reader struct {
	lineReader
	step   func()
	queue  recordQueue // decided records not yet returned
	rec    Record
	boards int // boards numbered so far
	done   bool
	held   rowRun
	box    int     // the box size of the rows held: side = box*box rows a board
	count  counter // solutions up to 2 of a board without clashing givens
	// cells holds the board counted, in the reader, as a board in
	// countRows' frame would be moved to the heap on every call.
	cells [maxSide * maxSide]uint8
	// before gives a board made of rows what stood before it (a preset's
	// label); nil when nothing does.
	before func(rec *Record)
	// lone says what a line that stands as a board of its own should
	// hold, for the message of one that does not: side cells, if "".
	lone   string
	strays int // bad boards of a single line
}

// setup readies the kernel to read r, named name in positions.
func (s *reader) setup(r io.Reader, name string, count counter, step func()) {
	s.lineReader, s.count, s.step = newLineReader(r, name), count, step
	// The run starts with room for a board's rows and more, so that
	// reading one board does not grow it through five size classes, each
	// a fresh span and page faults.
	s.held = rowRun{rows: make([]row, 0, 16), costs: make([]int16, 0, 16), solutions: s.countRows}
}

// setBox sets the box size of the rows that follow.
func (s *reader) setBox(n int) { s.box, s.held.side = n, n*n }

// Scan advances to the next board. It returns false at the end of input
// or after a read error (see Err).
func (s *reader) Scan() bool {
	for !s.queue.pop(&s.rec) {
		if s.done {
			return false
		}
		s.step()
	}
	return true
}

// Record returns the board read by the last Scan.
func (s *reader) Record() *Record { return &s.rec }

// Err returns the read error that ended scanning, or an input fault. The
// fault is one of the input as a whole (a wrong count line); Err returns
// nil when there is neither.
func (s *reader) Err() error { return s.err }

// End returns the position after the last byte read.
func (s *reader) End() string { return s.end() }

// Waiting reports whether a board is at hand without reading further;
// if not, Scan may block, so the caller lets its output go. It first
// takes the whole lines at hand: a blank line after a board is no board,
// and a Scan past it would wait for input.
func (s *reader) Waiting() bool {
	for !s.queue.waiting() && !s.done && s.lineAtHand() {
		s.step()
	}
	return s.queue.waiting() || s.done
}

// lineAtHand reports whether a whole line, or a buffer's worth, is at
// hand.
func (lr *lineReader) lineAtHand() bool {
	n := lr.r.Buffered()
	if n == 0 {
		return false
	}
	b, _ := lr.r.Peek(n)
	return n == lr.r.Size() || bytes.IndexByte(b, '\n') >= 0
}

// newRecord numbers a new board starting at line, col.
func (s *reader) newRecord(line, col int) Record {
	s.boards++
	return Record{Num: s.boards, File: s.name, Line: line, Col: col}
}

// fail marks rec bad, at line and col, with msg.
func (s *reader) fail(rec *Record, line, col int, msg string) {
	rec.Err = &parseError{File: s.name, Line: line, Col: col, Board: rec.Num, Boards: 1, Msg: msg}
}

// addRow adds a row to the run in progress. It cuts off the boards the
// run's rows settle: each time the reader holds a window's worth of rows,
// and when the input pauses after whole boards (someone may wait for them).
func (s *reader) addRow(r row) {
	h := &s.held
	h.add(r)
	n := len(h.rows)
	switch {
	case h.side == 0:
	case n%(windowBoards*h.side) == 0 && (n < 16*windowBoards*h.side || n%(16*windowBoards*h.side) == 0):
		s.cut(h.plan(window, n >= holdBoards*h.side))
	case s.paused() && h.whole():
		s.cut(h.plan(pause, false))
	}
}

// endRun cuts the run in progress, which has ended, into boards.
func (s *reader) endRun() {
	if len(s.held.rows) > 0 {
		s.cut(s.held.plan(runEnd, false))
	}
	s.held.doubt = false
}

// cut queues the boards of segs, made from the run's rows. It drops the
// rows they use. Consecutive boards in doubt share one message.
func (s *reader) cut(segs []segment, used int) {
	var doubt *parseError
	for _, seg := range segs {
		rec := s.runBoard(s.held.rows[seg.start:seg.end], seg.sure)
		switch e := rec.Err; {
		case e == nil || e.Msg != doubtMsg:
			doubt = nil
		case doubt != nil:
			doubt.Boards++
			rec.Err = doubt
		default:
			doubt = e
		}
		s.queue.push(rec)
		if s.before != nil {
			// On the queue's copy: rec given to a func value would be
			// moved to the heap, a board at a time.
			s.before(&s.queue.recs[len(s.queue.recs)-1])
		}
	}
	s.held.drop(used)
}

// doubtMsg says that boards are in doubt.
const doubtMsg = "cannot tell where these rows' boards start: the run cuts into boards in more than one way as good"

// runBoard makes the record of the rows of one board of a run.
func (s *reader) runBoard(rows []row, sure bool) Record {
	first := &rows[0]
	rec := s.newRecord(first.line, first.col)
	rec.Form, rec.Tall = first.form, len(rows) > 1
	side := s.held.side
	if len(rows) == 1 && side > 1 {
		s.strays++
	}
	for i := range rows {
		l := &rows[i]
		switch {
		case l.ok:
			continue
		case len(rows) == 1:
			s.failLine(&rec, l)
		case l.errMsg != "":
			s.fail(&rec, l.line, l.errCol, l.errMsg)
		default:
			s.fail(&rec, l.line, l.errCol, fmt.Sprintf("row %d has %d %s, want %d", i+1, l.n, plural(l.n, "cell"), side))
		}
		return rec
	}
	for i := range rows {
		if rows[i].form != first.form {
			s.fail(&rec, rows[i].line, rows[i].col, fmt.Sprintf("row %d is written unlike row 1", i+1))
			return rec
		}
	}
	if msg := runFault(len(rows), side, sure); msg != "" {
		s.fail(&rec, first.line, first.col, msg)
		return rec
	}
	cells := rec.setBox(s.box)
	for i := range rows {
		copy(cells[i*side:], rows[i].cells[:side])
	}
	return rec
}

// failLine marks rec bad for a line that stands as a board of its own. The
// fault is its bad character, or its shape.
func (s *reader) failLine(rec *Record, l *row) {
	if l.errMsg != "" {
		s.fail(rec, l.line, l.errCol, l.errMsg)
		return
	}
	want := s.lone
	if want == "" {
		want = strconv.Itoa(s.held.side)
	}
	s.fail(rec, l.line, l.col, fmt.Sprintf("a line of %d %s: want %s", l.n, plural(l.n, "cell"), want))
}

// countRows tells whether side rows make a board. The rows must be
// well-formed and written alike, and the board's givens must not clash (0
// if not); with count, it tells how many solutions the board has, up to 2.
func (s *reader) countRows(rows []row, count bool) int {
	side := len(rows)
	for i := range rows {
		if !rows[i].ok || rows[i].form != rows[0].form {
			return 0
		}
		copy(s.cells[i*side:], rows[i].cells[:side])
	}
	cells := s.cells[:side*side]
	switch {
	case clashes(s.box, cells):
		return 0
	case !count:
		return 1
	}
	return s.count(s.box, cells)
}

// runFault says what is wrong with a board a split made. The board has k
// well-formed rows (side wanted): too few or too many, or in doubt; "" when
// nothing is.
func runFault(k, side int, sure bool) string {
	switch {
	case k < side:
		return fmt.Sprintf("the board ends after %d %s, want %d", k, plural(k, "row"), side)
	case k > side:
		return fmt.Sprintf("the board has %d rows, want %d", k, side)
	case !sure:
		return doubtMsg
	}
	return ""
}

// countFault says that a count line and the boards disagree.
func countFault(announced, boards int) string {
	return fmt.Sprintf("the first line announces %d %s, the input has %d", announced, plural(announced, "board"), boards)
}

// counter counts the solutions of a board of n x n boxes whose givens do
// not clash, cells row by row, up to 2: the readers ask it to split a
// faulty run of rows.
type counter func(n int, cells []uint8) int

// recordQueue holds decided records until Scan returns them, reusing its
// array from the start once it is empty, so that a board costs no
// allocation.
type recordQueue struct {
	recs []Record
	head int // the next to return
}

// push queues a decided record. It first takes the array back from its
// start when every record in it has been returned.
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

// waiting reports whether a decided record is queued. It counts only
// records not yet returned.
func (q *recordQueue) waiting() bool { return q.head < len(q.recs) }

// ---------------------------------------------------------------------------
// Runs of rows

// How many boards' rows a reader holds: it tries to settle a run every
// windowBoards boards (every 16 windows once it holds 16: a run the split
// cannot settle would otherwise be split again and again), keeping the
// last anchorBoards boards of a run of whole boards, and past holdBoards
// boards of a run it cannot settle it cuts where nothing is settled and
// reports the rest in doubt. The window is small so that the rows held
// stay in the processor's caches.
const (
	windowBoards = 64
	holdBoards   = 16384
	anchorBoards = 2
)

// badRowCost is what a row in a bad board adds to a split's cost (see the
// policy above); a bad board adds 1, or side+1 when every row of it is
// well-formed, and a good board with several solutions badRowCost*side.
const badRowCost = 2

// rowRun is a run of rows in progress: consecutive lines of cells with no
// blank line (or other separator) between them.
//
// Its fault policy (docs/formats.md, "What a fault costs"): a run of rows
// that cuts into whole boards of well-formed rows is cut every side rows. Any other run is split the way
// that costs least, adding up: 2 for each row in a bad board; 1 for each
// bad board (a bad board is a stray line, or up to 2*side-1 rows most of
// which are well-formed, that make no board with a solution), or side+1
// when all its rows are well-formed; and for each good board 0 if it has
// one solution and 2*side if it has several. A board with several
// solutions costs as much as side rows in bad boards because, among
// boards with one solution, such boards are what a row lost or added
// makes of the rows of two; where the input's boards have several
// solutions themselves, the two readings then tie and are reported, not
// guessed. A bad board of well-formed rows (cut short or long, or with
// clashing givens) costs side more than one with a row that is not,
// which that row explains: then one board with one solution read out of
// the rows of two boards with several never pays for the two bad boards
// it takes to shift boards and back (Serg's boards, which share their
// first band, make such boards), while stray lines of junk around a board
// cost less than one bad board of all of their rows. Boards that two
// cheapest splits cut differently are in doubt: reported, never answered.
//
// The memory it holds: a run is kept until it ends, or until its rows
// prove where its boards lie whatever follows. Every windowBoards boards
// the reader cuts off all but the last boards of a run of whole boards
// when nothing but their own cut fits them (anchored), and otherwise
// what the split settles, which a fault's neighbours do a few boards after
// it. Rows it cannot settle (boards with several solutions whose shifted
// rows make such boards too) it holds up to holdBoards boards, and then
// reports in doubt to the end of the run.
type rowRun struct {
	rows []row
	side int // rows per board
	// costs caches, for each row i, the cost of rows i..i+side-1 as one
	// board: unknown, bad, or that of a good board.
	costs []int16
	// solutions tells whether side rows make a good board (0 no, else 1),
	// and with count how many solutions it has (0 none, 1, 2 several).
	solutions func(rows []row, count bool) int
	// doubt is set when a piece of the run was cut where nothing was
	// settled: the boards after it stand on a guess, so all are in doubt.
	doubt bool
	segs  []segment
}

// The cached cost of a board of side rows that is not known yet, or bad.
const (
	costUnknown int16 = -2
	costBad     int16 = -1
)

// segment is one board of a run: its rows start..end-1.
type segment struct {
	start, end int
	sure       bool // no other cheapest split puts a board across these rows
}

// add appends a row.
func (r *rowRun) add(l row) { r.rows, r.costs = append(r.rows, l), append(r.costs, costUnknown) }

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

// cost returns the cost of rows i..i+side-1 as one good board. It counts
// its solutions on first use; ok is false for a bad board. Two empty rows
// side by side cost a little more than several solutions: a row doubled
// makes them, and the board they make of the rows around the copy may
// have one solution, a board given with its rows moved within a band; so
// the board with the copy in it is read as one bad board instead.
func (r *rowRun) cost(i int) (c int, ok bool) {
	if r.costs[i] == costUnknown {
		switch r.solutions(r.rows[i:i+r.side], true) {
		case 0:
			r.costs[i] = costBad
		case 1:
			r.costs[i] = 0
		default:
			r.costs[i] = int16(badRowCost * r.side)
		}
		if r.costs[i] != costBad && emptyPair(r.rows[i:i+r.side]) {
			r.costs[i] = int16(badRowCost*r.side + 1)
		}
	}
	return int(r.costs[i]), r.costs[i] != costBad
}

// emptyPair reports whether two empty rows stand side by side.
func emptyPair(rows []row) bool {
	for i := 1; i < len(rows); i++ {
		if rows[i].empty(len(rows)) && rows[i-1].empty(len(rows)) {
			return true
		}
	}
	return false
}

// unique reports whether each board of a run has one solution. The run is
// of whole boards, cut every side rows.
func (r *rowRun) unique() bool {
	for i := 0; i < len(r.rows); i += r.side {
		if c, ok := r.cost(i); !ok || c != 0 {
			return false
		}
	}
	return true
}

// drop forgets the first used rows, once their boards are made.
func (r *rowRun) drop(used int) {
	n := copy(r.rows, r.rows[used:])
	r.rows, r.costs = r.rows[:n], r.costs[:copy(r.costs, r.costs[used:])]
}

// What plan is asked to do.
const (
	runEnd = iota // the run has ended: cut it all
	pause         // the input paused after whole boards: cut what is settled
	window        // the reader holds a window's worth: cut what is settled
)

// plan cuts the run into boards and returns them. It also returns the
// number of rows they use. At the run's end it cuts all of it; otherwise
// only the boards that rows to come cannot change, unless full (the reader
// holds no more) and none are: then it cuts where the next board most
// likely starts, and every board from there to the run's end is in doubt.
func (r *rowRun) plan(how int, full bool) ([]segment, int) {
	n := len(r.rows)
	if r.whole() {
		switch {
		case how == runEnd, how == pause && r.unique():
			// Rows that follow could only tie with these boards, through
			// shifted boards of one solution each.
			return r.aligned(n), n
		case how == window && r.anchored():
			n -= anchorBoards * r.side
			return r.aligned(n), n
		}
	}
	sp := newSplit(r)
	end, guess := n, false
	if how != runEnd {
		end = sp.settled()
		if end == 0 && full {
			end, guess = sp.cheapestEnd(), true
		}
	}
	r.segs = sp.segments(r.segs[:0], end, r.doubt || guess)
	r.doubt = r.doubt || guess
	return r.segs, end
}

// aligned cuts rows 0..n-1 every side rows.
func (r *rowRun) aligned(n int) []segment {
	segs := r.segs[:0]
	for i := 0; i < n; i += r.side {
		segs = append(segs, segment{i, i + r.side, !r.doubt})
	}
	r.segs = segs
	return segs
}

// anchored reports whether the run's last boards are where they are. The
// run is of whole boards, and its last boards are anchored when every cut
// of the last anchorBoards boards' rows one or two rows off theirs meets a
// board that is bad (a clash, or rows written unlike), or the board before
// them has one solution. A row or two lost or doubled earlier in the run
// would have shifted these boards, and the true boards, that far off, would
// make no bad board; a shifted board seldom has one solution. (Cuts further
// off are what no such fault makes, and some sets make good boards of them:
// Serg's boards share their first band.)
func (r *rowRun) anchored() bool {
	n, side := len(r.rows), r.side
	last := n - (anchorBoards+1)*side // the board before the last ones
	if last < 0 {
		return false
	}
	for o := 1; o < side; o++ {
		if o > 2 && o < side-2 {
			continue
		}
		ruled := false
		for k := 1; k <= anchorBoards && !ruled; k++ {
			i := n - k*side - o
			ruled = r.solutions(r.rows[i:i+side], false) == 0
		}
		if !ruled {
			c, ok := r.cost(last)
			return ok && c == 0
		}
	}
	return true
}

// ---------------------------------------------------------------------------
// Splitting a run: a dynamic program over row boundaries

// split holds what plan knows of a run: which boards may be cut from it
// and the least costs of its parts. A good board is side well-formed rows
// written alike that make a board with a solution; a bad one is a single
// row, or up to 2*side-1 rows most of which are well-formed. So a stray
// row between two boards stays alone, a lost row leaves one short board,
// and a row with a typo stays in its board.
type split struct {
	r          *rowRun
	n, most    int // rows, most rows in one board
	end        int // the rows decided: 0..end-1
	wellFormed []int
	head, tail []int // the least cost of rows 0..j-1, and of rows i..end-1
}

// newSplit returns the split of run r. It computes the least cost of each
// of its leading parts (head); tails computes the rest.
func newSplit(r *rowRun) *split {
	n := len(r.rows)
	sp := &split{r: r, n: n, most: 2*r.side - 1, wellFormed: make([]int, n+1)}
	for i := range r.rows {
		sp.wellFormed[i+1] = sp.wellFormed[i]
		if r.rows[i].ok {
			sp.wellFormed[i+1]++
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

// cost is the cost of rows i..j-1 as one board. The result ok is false when
// they cannot be one.
func (sp *split) cost(i, j int) (c int, ok bool) {
	k := j - i
	if k == sp.r.side && j <= sp.n {
		if c, ok := sp.r.cost(i); ok {
			return c, true
		}
	}
	if k == 1 || k <= sp.most && 2*(sp.wellFormed[j]-sp.wellFormed[i]) > k {
		if sp.wellFormed[j]-sp.wellFormed[i] == k {
			return sp.r.side + 1 + badRowCost*k, true
		}
		return 1 + badRowCost*k, true
	}
	return 0, false
}

// tails computes the least costs of rows i..end-1, for best and sure.
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

// segments appends the boards of the first cheapest split of the rows. The
// rows are 0..end-1; each board is sure unless another cheapest split cuts
// it otherwise or doubt is set.
func (sp *split) segments(segs []segment, end int, doubt bool) []segment {
	sp.tails(end)
	for i := 0; i < end; {
		j := i + sp.r.side
		if j > end || !sp.best(i, j) {
			for j = i + 1; !sp.best(i, j); j++ {
			}
		}
		segs = append(segs, segment{i, j, !doubt && sp.sure(i, j)})
		i = j
	}
	return segs
}

// step reports whether a board of rows i..j-1 ends a cheapest split. The
// split is one of rows 0..j-1.
func (sp *split) step(i, j int) bool {
	c, ok := sp.cost(i, j)
	return ok && sp.head[i]+c == sp.head[j]
}

// best reports whether some cheapest split has a board of rows i..j-1.
func (sp *split) best(i, j int) bool {
	c, ok := sp.cost(i, j)
	return ok && sp.head[i]+c+sp.tail[j] == sp.tail[0]
}

// sure reports whether the board of rows i..j-1 is sure. It is when no
// other cheapest split has a board across rows i..j-1.
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

// settled returns the last settled row boundary, or 0 if none is. A
// boundary is settled when every cheapest split of the whole run goes
// through it, whatever rows follow. Rows that follow change only the board
// that starts at the run's last cut c, one of the last 2*side-1 boundaries,
// and a cheapest split of the longer run is a cheapest split of rows 0..c-1
// before it: so a boundary no later than every such c that each cheapest
// split of rows 0..c-1 has as a cut, for each c, is settled.
func (sp *split) settled() int {
	n, first := sp.n, sp.n-sp.most+1 // first: the earliest c
	if first < 1 {
		return 0
	}
	on := make([]bool, n+1)  // a cut of some cheapest split of rows 0..c-1, for some c
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

// cheapestEnd returns where the next board most likely starts. It is the
// boundary among the last 2*side-1 where a cheapest split of the rows
// before it costs least (the last such), for when nothing is settled.
func (sp *split) cheapestEnd() int {
	best := sp.n
	for c := sp.n - 1; c > sp.n-sp.most && c > 0; c-- {
		if sp.head[c] < sp.head[best] {
			best = c
		}
	}
	return best
}
