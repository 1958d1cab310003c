// Command sudoku reads sudoku boards on standard input and prints, for
// each, its lexicographically first solution in the form it came in.
//
// Input forms (any whitespace between tokens; '0' and '.' are blanks):
//
//	BOJ 2580 grid:  9 lines of 9 space-separated digits (81 one-cell tokens)
//	BOJ 2239 rows:  9 lines of 9 digits (nine 9-cell tokens)
//	line format:    one 81-cell line per board, as in puzzle collections
//
// Exit status: 0 all solved, 1 some board has no solution, 2 bad input,
// usage or I/O error. Run "sudoku -h" for the flags.
//
// This file must compile with Go 1.16: judges run old compilers.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

const usage = `usage: sudoku [flags] < boards

Reads boards from stdin and prints each one's lexicographically first
solution in the board's own form: a BOJ 2580 grid (9 lines of 9 spaced
digits), BOJ 2239 rows (9 lines of 9 digits) or one 81-cell line.
'0' and '.' are blanks. Answers of 9 lines are separated by a blank line.
A board without an answer prints "no solution" (or "bad input") in its place.

Exit status: 0 solved, 1 some board has no solution, 2 bad input or usage.

Flags:
`

// config is what the flags ask for.
type config struct {
	count bool
	limit int
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sudoku", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	var cfg config
	fs.BoolVar(&cfg.count, "count", false, "print each board's number of solutions instead of a solution")
	fs.IntVar(&cfg.limit, "limit", 2, "with -count, stop counting at `N` (2 tells none/unique/several)")
	jobs := fs.Int("j", runtime.NumCPU(), "solve with `N` workers; output stays in input order")
	stats := fs.Bool("stats", false, "print a summary line on stderr at the end")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	switch {
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "sudoku: unexpected argument %q: boards are read from stdin\n", fs.Arg(0))
		return 2
	case cfg.limit < 1:
		fmt.Fprintf(stderr, "sudoku: -limit must be at least 1, got %d\n", cfg.limit)
		return 2
	case *jobs < 1:
		fmt.Fprintf(stderr, "sudoku: -j must be at least 1, got %d\n", *jobs)
		return 2
	}

	start := time.Now()
	w := &writer{out: bufio.NewWriterSize(stdout, 64<<10), errw: stderr}
	p := newParser(stdin, "stdin")
	guesses := process(p, w, cfg, *jobs)
	if w.boards == 0 && w.worst == 0 {
		w.fail(2, p.where(p.line, p.col)+": no board in input")
	}
	if err := w.out.Flush(); err != nil && w.werr == nil {
		w.werr = err
	}
	if w.werr != nil {
		fmt.Fprintf(stderr, "sudoku: writing stdout: %v\n", w.werr)
		w.worst = 2
	}
	if *stats {
		secs := time.Since(start).Seconds()
		per := func(x float64) float64 {
			if w.boards == 0 {
				return 0
			}
			return x / float64(w.boards)
		}
		fmt.Fprintf(stderr, "sudoku: %d boards, %d solved, %d failed, %.3f s, %.2f µs/board, %.2f guesses/board\n",
			w.boards, w.solved, w.boards-w.solved, secs, per(secs*1e6), per(float64(guesses)))
	}
	return w.worst
}

// ---------------------------------------------------------------------------
// Reading boards

// item is one board of the stream, with its answer once solved.
type item struct {
	num   int // 1-based board number
	form  Form
	board Board
	bad   string // malformed input: the message, with its position
	// Answer, filled by solve.
	sol    Board
	ok     bool
	clash  *Clash
	count  int
	ioFail bool // bad holds a read error: stop after this item
}

// parser turns the byte stream into boards. It reads through its own
// buffer and keeps only the board in progress, so memory stays bounded
// whatever the input.
type parser struct {
	r      io.Reader
	name   string
	buf    []byte
	pos    int
	end    int
	eof    bool
	rerr   error
	line   int // position of buf[pos], 1-based
	col    int
	boards int  // boards started so far
	bom    bool // the start of input is behind us (a byte-order mark is skipped there)
	tok    token
	held   bool // back holds a token put back
	back   token
}

func newParser(r io.Reader, name string) *parser {
	return &parser{r: r, name: name, buf: make([]byte, 64<<10), line: 1, col: 1}
}

// fill makes at least n bytes available unless the input ends first.
func (p *parser) fill(n int) bool {
	empty := 0 // reads in a row that returned nothing
	for p.end-p.pos < n && !p.eof {
		if p.pos > 0 {
			p.end = copy(p.buf, p.buf[p.pos:p.end])
			p.pos = 0
		}
		k, err := p.r.Read(p.buf[p.end:])
		p.end += k
		if k == 0 && err == nil {
			if empty++; empty >= 100 {
				err = io.ErrNoProgress // as bufio does: a broken reader, not a hang
			}
		} else {
			empty = 0
		}
		if err != nil {
			p.eof = true
			if err != io.EOF {
				p.rerr = err
			}
		}
	}
	return p.end-p.pos >= n
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'
}

func (p *parser) where(line, col int) string {
	return p.name + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// token is one run of non-space bytes.
type token struct {
	n         int // length in bytes; -1 at the end of input
	line, col int // where it starts
	bad       string
	cells     [81]uint8 // its first 81 cells
}

// read reads the next token into t, or hands back the one put back.
func (p *parser) read(t *token) {
	if p.held {
		p.held = false
		*t = p.back
		return
	}
	t.n, t.bad = 0, ""
	for {
		if p.pos == p.end && !p.fill(1) {
			t.n, t.line, t.col = -1, p.line, p.col
			return
		}
		c := p.buf[p.pos]
		if !p.bom && c == 0xef {
			// A UTF-8 byte-order mark at the very start is skipped.
			if p.fill(3) && p.buf[p.pos+1] == 0xbb && p.buf[p.pos+2] == 0xbf {
				p.pos += 3
				p.bom = true
				continue
			}
		}
		p.bom = true
		if !isSpace(c) {
			break
		}
		p.pos++
		if c == '\n' {
			p.line, p.col = p.line+1, 1
		} else {
			p.col++
		}
	}
	t.line, t.col = p.line, p.col
	for {
		if p.pos == p.end && !p.fill(1) {
			return
		}
		c := p.buf[p.pos]
		if isSpace(c) {
			return
		}
		switch {
		case c >= '0' && c <= '9':
			if t.n < 81 {
				t.cells[t.n] = c - '0'
			}
		case c == '.':
			if t.n < 81 {
				t.cells[t.n] = 0
			}
		case t.bad == "":
			t.bad = p.where(p.line, p.col) + ": want a digit 0-9 or '.', got " + p.quoteAt()
		}
		t.n++
		p.pos++
		p.col++
	}
}

// quoteAt quotes the character at the read position for a message.
func (p *parser) quoteAt() string {
	c := p.buf[p.pos]
	if c < utf8.RuneSelf {
		return strconv.Quote(string(c))
	}
	p.fill(utf8.UTFMax)
	if r, size := utf8.DecodeRune(p.buf[p.pos:p.end]); size > 1 {
		return strconv.Quote(string(r))
	}
	return strconv.Quote(string([]byte{c})) // not UTF-8: quoted as "\xff"
}

// skipLine discards input up to and including the next newline.
func (p *parser) skipLine() {
	for {
		if p.pos == p.end && !p.fill(1) {
			return
		}
		i := p.pos
		for i < p.end && p.buf[i] != '\n' {
			i++
		}
		p.col += i - p.pos
		p.pos = i
		if i < p.end {
			p.pos++
			p.line, p.col = p.line+1, 1
			return
		}
	}
}

// fail records the first thing wrong with a board.
func (it *item) fail(msg string) {
	if it.bad == "" {
		it.bad = msg
	}
}

// next reads the next board into it. It returns false at the end of input.
// A malformed board comes back with it.bad set and reading goes on after
// it: an 81-cell line, or a row of a grid, is skipped to its end.
func (p *parser) next(it *item) bool {
	*it = item{}
	t := &p.tok
	have, per := 0, 0 // cells read so far; cells per token in this board
	line, col := 0, 0 // where the board starts
	for {
		p.read(t)
		if t.n < 0 {
			if p.rerr != nil {
				it.bad = p.name + ": read error: " + p.rerr.Error()
				it.ioFail = true
				return true
			}
			if have == 0 {
				return false
			}
			it.fail(fmt.Sprintf("%s: board %d cut short at end of input: got %d of 81 cells",
				p.where(line, col), it.num, have))
			return true
		}
		valid := t.n == 1 || t.n == 9 || t.n == 81
		if have > 0 && valid && t.n != per {
			// A well-formed token of another form starts the next board.
			p.held, p.back = true, *t
			it.fail(fmt.Sprintf("%s: board %d cut short: got %d of 81 cells, then a %d-cell token at %d:%d",
				p.where(line, col), it.num, have, t.n, t.line, t.col))
			return true
		}
		if have == 0 {
			p.boards++
			it.num, per = p.boards, t.n
			line, col = t.line, t.col
			it.form = FormLine
			if t.n == 1 {
				it.form = FormGrid
			} else if t.n == 9 {
				it.form = FormRows
			}
		}
		if t.bad != "" {
			it.fail(fmt.Sprintf("%s (board %d)", t.bad, it.num))
		}
		if !valid {
			it.fail(fmt.Sprintf("%s: want 1, 9 or 81 cells in a token, got %d (board %d)",
				p.where(t.line, t.col), t.n, it.num))
			p.skipLine()
			if per != 1 && per != 9 {
				return true
			}
			have = (have/9 + 1) * 9 // the bad line stands for one row of the grid
		} else {
			copy(it.board[have:], t.cells[:t.n])
			have += t.n
		}
		if have >= 81 {
			return true
		}
	}
}

// ---------------------------------------------------------------------------
// Solving and writing, in input order

// batchSize is how many boards travel together between goroutines.
const batchSize = 256

type batch struct {
	items [batchSize]item
	n     int
	done  chan struct{}
}

// fill reads up to batchSize boards. more is false once the input is over
// (or unreadable).
func (b *batch) fill(p *parser) (more bool) {
	b.n = 0
	for b.n < batchSize {
		it := &b.items[b.n]
		if !p.next(it) {
			return false
		}
		b.n++
		if it.ioFail {
			return false
		}
	}
	return true
}

// solve answers one board.
func solve(s *Solver, it *item, cfg config) {
	if it.bad != "" {
		return
	}
	if cfg.count {
		if it.count = s.Count(&it.board, cfg.limit); it.count > 0 {
			return
		}
	} else if it.sol, it.ok = s.Solve(&it.board); it.ok {
		return
	}
	// Clashing givens have no solution either; look for them only now,
	// to tell the user which two cells clash.
	it.clash = CheckGivens(&it.board)
}

// process reads, solves and writes every board, and returns the number of
// guesses made. With one worker, or when the whole input fits in one batch,
// it starts no goroutine.
func process(p *parser, w *writer, cfg config, jobs int) (guesses int) {
	b := &batch{}
	more := b.fill(p)
	if jobs == 1 || !more {
		var s Solver
		for {
			for i := 0; i < b.n && w.werr == nil; i++ {
				solve(&s, &b.items[i], cfg)
				w.emit(&b.items[i], cfg)
			}
			if !more || w.werr != nil {
				return s.Guesses
			}
			more = b.fill(p)
		}
	}

	work := make(chan *batch, jobs)
	order := make(chan *batch, 2*jobs)
	free := make(chan *batch, 3*jobs+2)
	var stop int32
	go func() {
		for {
			b.done = make(chan struct{})
			order <- b
			work <- b
			if !more || atomic.LoadInt32(&stop) != 0 {
				break
			}
			select {
			case b = <-free:
			default:
				b = &batch{}
			}
			more = b.fill(p)
		}
		close(work)
		close(order)
	}()
	var wg sync.WaitGroup
	var total int64
	for i := 0; i < jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s Solver
			for b := range work {
				for i := 0; i < b.n; i++ {
					solve(&s, &b.items[i], cfg)
				}
				close(b.done)
			}
			atomic.AddInt64(&total, int64(s.Guesses))
		}()
	}
	for b := range order {
		<-b.done
		for i := 0; i < b.n && w.werr == nil; i++ {
			w.emit(&b.items[i], cfg)
		}
		if w.werr != nil {
			atomic.StoreInt32(&stop, 1) // drain what is in flight, read no more
		}
		select {
		case free <- b:
		default:
		}
	}
	wg.Wait()
	return int(total)
}

// writer prints answers and messages in board order and keeps the tally.
type writer struct {
	out    *bufio.Writer
	errw   io.Writer
	buf    []byte
	worst  int  // exit status so far
	boards int  // boards answered
	solved int  // boards with a solution
	wrote  bool // an answer has been written
	multi  bool // the last answer took several lines
	werr   error
}

func (w *writer) fail(status int, msg string) {
	fmt.Fprintf(w.errw, "sudoku: %s\n", msg)
	if status > w.worst {
		w.worst = status
	}
}

// emit writes the answer of one board: a solution in the board's form, a
// count, or a one-line marker in its place. The answers of boards given in
// a 9-line form are set apart from their neighbours by a blank line.
func (w *writer) emit(it *item, cfg config) {
	if it.ioFail {
		w.fail(2, it.bad)
		return
	}
	w.boards++
	multi := it.form != FormLine && !cfg.count
	buf := w.buf[:0]
	if w.wrote && (multi || w.multi) {
		buf = append(buf, '\n')
	}
	w.wrote, w.multi = true, multi
	switch {
	case it.bad != "":
		buf = append(buf, "bad input\n"...)
		w.fail(2, it.bad)
	case it.clash != nil:
		if cfg.count {
			buf = append(buf, "0\n"...)
		} else {
			buf = append(buf, "no solution\n"...)
		}
		w.fail(1, fmt.Sprintf("board %d: %v", it.num, it.clash))
	case cfg.count:
		buf = strconv.AppendInt(buf, int64(it.count), 10)
		buf = append(buf, '\n')
		if it.count == 0 {
			w.fail(1, fmt.Sprintf("board %d: no solution", it.num))
		} else {
			w.solved++
		}
	case !it.ok:
		buf = append(buf, "no solution\n"...)
		w.fail(1, fmt.Sprintf("board %d: no solution", it.num))
	default:
		buf = AppendBoard(buf, &it.sol, it.form)
		w.solved++
	}
	w.buf = buf
	if _, err := w.out.Write(buf); err != nil {
		w.werr = err
	}
}
