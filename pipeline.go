// pipeline.go holds the ordered pipeline: records come from the inputs
// (source), are answered by solvers, one per worker, and are written in
// input order (writer). It must not parse bytes or know how a board is
// solved beyond Solver's methods.

package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
)

// config is what the flags ask of the pipeline.
type config struct {
	count bool // print the number of solutions instead of a solution
	limit int  // with count: stop counting there
	jobs  int  // workers
}

// item is one board of the stream and its answer, or an input that could
// not be read (msg, for stderr only).
type item struct {
	rec Record
	msg string // an input failed: open or read error; rec is unused
	ans answer
}

// answer is what solving a record found.
type answer struct {
	sol   Board
	ok    bool
	clash *Clash
	count int
}

// ---------------------------------------------------------------------------
// Inputs

// source reads the records of every input in turn: the named files ("-"
// is stdin), or stdin alone.
type source struct {
	names     []string
	stdin     io.Reader
	solutions func(*Board) int
	sc        *Scanner
	file      io.Closer
	boards    int    // records read from every input
	end       string // where the last input ended, for "no board in input"
}

// next fills it with the next record, or an input failure. It returns false
// when every input is read.
func (s *source) next(it *item) bool {
	for {
		if s.sc != nil && s.sc.Scan() {
			it.rec, it.msg = *s.sc.Record(), ""
			s.boards++
			return true
		}
		if s.sc != nil {
			err := s.sc.Err()
			s.end = s.sc.End()
			s.close()
			name := s.sc.name
			s.sc = nil
			if err != nil {
				it.msg = name + ": read error: " + err.Error()
				return true
			}
		}
		if len(s.names) == 0 {
			return false
		}
		if msg := s.open(); msg != "" {
			it.msg = msg
			return true
		}
	}
}

// open starts reading the next input; it returns a message if it cannot.
func (s *source) open() string {
	name := s.names[0]
	s.names = s.names[1:]
	r, label := s.stdin, "stdin"
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return err.Error()
		}
		r, label, s.file = f, name, f
	}
	s.sc = NewScanner(r, label, s.solutions)
	return ""
}

func (s *source) close() {
	if s.file != nil {
		s.file.Close()
		s.file = nil
	}
}

// waiting reports whether the next record is at hand without blocking.
func (s *source) waiting() bool {
	return s.sc != nil && s.sc.Waiting() || s.sc == nil && len(s.names) > 0
}

// ---------------------------------------------------------------------------
// Solving

// solve answers one record.
func solve(s *Solver, it *item, cfg config) {
	if it.msg != "" || it.rec.Err != nil {
		return
	}
	a := &it.ans
	board := &it.rec.Board
	if cfg.count {
		if a.count = s.Count(board, cfg.limit); a.count > 0 {
			return
		}
	} else if a.sol, a.ok = s.Solve(board); a.ok {
		return
	}
	// Clashing givens have no solution either; look for them only now,
	// to tell the user which two cells clash.
	a.clash = CheckGivens(board)
}

// batchSize is how many boards travel together between goroutines.
const batchSize = 256

type batch struct {
	items [batchSize]item
	n     int
	flush bool // the input paused after this batch: let the output go
	done  chan struct{}
}

// fill reads up to batchSize records, fewer if the input pauses. more is
// false once every input is read.
func (bt *batch) fill(src *source) (more bool) {
	bt.n = 0
	for bt.n < batchSize {
		if !src.next(&bt.items[bt.n]) {
			return false
		}
		bt.n++
		if !src.waiting() {
			bt.flush = true
			return true
		}
	}
	bt.flush = false
	return true
}

// process reads, solves and writes every record, and returns the number
// of guesses made.
func process(src *source, w *writer, cfg config) int {
	bt := &batch{}
	more := bt.fill(src)
	if cfg.jobs == 1 || !more {
		return processSerial(src, w, cfg, bt, more)
	}
	return processParallel(src, w, cfg, bt)
}

// processSerial answers the records in this goroutine, one batch at a time.
func processSerial(src *source, w *writer, cfg config, bt *batch, more bool) int {
	var s Solver
	for {
		for i := 0; i < bt.n && w.writeErr == nil; i++ {
			solve(&s, &bt.items[i], cfg)
			w.emit(&bt.items[i], cfg)
		}
		w.flushIf(bt.flush)
		if !more || w.writeErr != nil {
			return s.Guesses
		}
		more = bt.fill(src)
	}
}

// processParallel reads batches in one goroutine, solves them in cfg.jobs
// workers and writes them in order in this one.
func processParallel(src *source, w *writer, cfg config, first *batch) int {
	work := make(chan *batch, cfg.jobs)
	order := make(chan *batch, 2*cfg.jobs)
	free := make(chan *batch, 3*cfg.jobs+2)
	var stop int32
	go feed(src, first, work, order, free, &stop)
	var wg sync.WaitGroup
	var total int64
	for i := 0; i < cfg.jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s Solver
			for bt := range work {
				for i := 0; i < bt.n; i++ {
					solve(&s, &bt.items[i], cfg)
				}
				close(bt.done)
			}
			atomic.AddInt64(&total, int64(s.Guesses))
		}()
	}
	for bt := range order {
		<-bt.done
		for i := 0; i < bt.n && w.writeErr == nil; i++ {
			w.emit(&bt.items[i], cfg)
		}
		w.flushIf(bt.flush)
		if w.writeErr != nil {
			atomic.StoreInt32(&stop, 1) // drain what is in flight, read no more
		}
		select {
		case free <- bt:
		default:
		}
	}
	wg.Wait()
	return int(total)
}

// feed sends batches to the workers (work) and, in the same order, to the
// writer (order), until the input ends or stop is set.
func feed(src *source, bt *batch, work, order, free chan *batch, stop *int32) {
	defer close(order)
	defer close(work)
	for {
		bt.done = make(chan struct{})
		order <- bt
		work <- bt
		if atomic.LoadInt32(stop) != 0 {
			return
		}
		select {
		case bt = <-free:
		default:
			bt = &batch{}
		}
		if !bt.fill(src) {
			break
		}
	}
	bt.done = make(chan struct{}) // the last batch, maybe empty
	order <- bt
	work <- bt
}

// ---------------------------------------------------------------------------
// Writing

// writer prints answers and messages in board order and keeps the tally.
type writer struct {
	out      *bufio.Writer
	stderr   io.Writer
	buf      []byte
	status   int  // exit status so far
	boards   int  // boards answered
	solved   int  // boards with a solution
	wrote    bool // an answer has been written
	tall     bool // the last answer was set apart by blank lines
	writeErr error
}

// report writes a message on stderr and raises the exit status.
func (w *writer) report(status int, msg string) {
	fmt.Fprintf(w.stderr, "sudoku: %s\n", msg)
	if status > w.status {
		w.status = status
	}
}

// flushIf lets the output go when the input paused.
func (w *writer) flushIf(paused bool) {
	if paused && w.writeErr == nil {
		if err := w.out.Flush(); err != nil {
			w.writeErr = err
		}
	}
}

// emit writes the answer of one record: a solution in the board's form, a
// count, or a one-line marker in its place. A board read from several
// lines is set apart from its neighbours by a blank line.
func (w *writer) emit(it *item, cfg config) {
	if it.msg != "" {
		w.report(2, it.msg)
		return
	}
	rec, a := &it.rec, &it.ans
	w.boards++
	tall := rec.Tall && !cfg.count
	buf := w.buf[:0]
	if w.wrote && (tall || w.tall) {
		buf = append(buf, '\n')
	}
	w.wrote, w.tall = true, tall
	switch {
	case rec.Err != nil:
		buf = append(buf, "bad input\n"...)
		w.report(2, rec.Err.Error())
	case a.clash != nil:
		if cfg.count {
			buf = append(buf, "0\n"...)
		} else {
			buf = append(buf, "no solution\n"...)
		}
		w.report(1, boardName(rec)+": "+a.clash.Error())
	case cfg.count:
		buf = strconv.AppendInt(buf, int64(a.count), 10)
		buf = append(buf, '\n')
		if a.count == 0 {
			w.report(1, boardName(rec)+": no solution")
		} else {
			w.solved++
		}
	case !a.ok:
		buf = append(buf, "no solution\n"...)
		w.report(1, boardName(rec)+": no solution")
	default:
		buf = AppendBoard(buf, &a.sol, rec.Form)
		w.solved++
	}
	w.buf = buf
	if _, err := w.out.Write(buf); err != nil {
		w.writeErr = err
	}
}

// boardName names a board in messages: its position and number.
func boardName(rec *Record) string { return rec.Where() + ": board " + strconv.Itoa(rec.Num) }
