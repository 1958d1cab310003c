// pipeline.go holds the ordered pipeline. Records come from the inputs
// (source), are answered by solvers, one per worker, and are written in
// input order (writer). It must not parse bytes or know how a board is
// solved beyond Solver's methods.

package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// config is what the flags ask of the pipeline.
type config struct {
	count bool    // print the number of solutions instead of a solution
	limit int     // with count (and a preset that counts): stop counting there
	jobs  int     // workers
	p     *preset // the input and output convention
	// answerers makes what answers the records in one goroutine; nil for
	// solving (lazySolver). The rating jobs give the rater's.
	answerers func() answerer
	// eager lets each answer go as soon as it is written, a worker taking
	// one record at a time: the rating jobs' boards take long, and their
	// users want the answers as they come.
	eager bool
	// text writes an answer a job wrote whole (the rating and drawing
	// jobs': emitText); nil for the others.
	text func(w *writer, it *item)
}

// answerer answers records in one goroutine; each worker makes its own.
type answerer interface {
	answer(it *item, cfg config)
	guesses() int
}

// newAnswerer makes what answers the records in one goroutine.
func (cfg config) newAnswerer() answerer {
	if cfg.answerers != nil {
		return cfg.answerers()
	}
	return &lazySolver{}
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
	cells []uint8 // the solution, row by row, when ok
	ok    bool    // a solution was found; for validity, the givens break no rule
	clash *Clash
	count int // the solutions counted, when counting
	score int // the best score of a solution, or -1 (bestScore)
	// text is an answer a job wrote whole (the rating jobs'), and fail
	// what it could not do with the board, for stderr.
	text []byte
	fail string
}

// ---------------------------------------------------------------------------
// Inputs

// source reads the records of every input in turn: the named files ("-"
// is stdin), or stdin alone.
type source struct {
	names   []string
	stdin   io.Reader
	count   counter
	p       *preset
	answers bool // the inputs are answers, read in the preset's output form
	sc      recordReader
	label   string // the input's name in messages
	file    io.Closer
	boards  int    // records read from every input
	end     string // where the last input ended, for "no board in input"
}

// newSource returns a source reading the named inputs. It reads them in
// preset p's convention, or stdin when none is named.
func newSource(names []string, stdin io.Reader, p *preset) *source {
	if len(names) == 0 {
		names = []string{"-"}
	}
	return &source{names: names, stdin: stdin, count: newCounter(p), p: p}
}

// newCounter returns the count the readers use to split a faulty run.
// The run is of rows; the count is a board's solutions, up to 2, with a
// solver made on first use.
func newCounter(p *preset) counter {
	var w lazySolver
	return func(n int, cells []uint8) int { return w.solver(p).Count(n, cells, 2) }
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
			s.sc = nil
			if pe, ok := err.(*parseError); ok {
				it.msg = pe.Error()
				return true
			} else if err != nil {
				it.msg = s.label + ": read error: " + err.Error()
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

// open starts reading the next input. It returns a message if it cannot.
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
	s.sc, s.label = s.p.read(r, label, s.p, s.count, s.answers), label
	return ""
}

// close closes the input being read if it is a file. Stdin stays open.
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

// boardSolver answers boards of n x n boxes given as cells row by row:
// nineSolver (solver.go's, 9x9 boards only) or general.go's (every size).
// Each preset names its own (preset.solver), so that a judge file holds
// only the one its preset uses.
type boardSolver interface {
	// Solve returns the lexicographically first solution, or false if
	// there is none; the slice is good until the next call.
	Solve(n int, cells []uint8) ([]uint8, bool)
	// Count returns the number of solutions, counting no further than limit.
	Count(n int, cells []uint8, limit int) int
	guesses() int
}

// nineSolver is solver.go's Solver as a boardSolver.
type nineSolver struct {
	s   Solver
	sol Board
}

// newNineSolver returns Solver as a boardSolver. It serves the presets of
// 9x9 boards.
func newNineSolver() boardSolver { return &nineSolver{} }

// Solve returns a 9x9 board's first solution, found by Solver. It
// reports false for a board of another size.
func (v *nineSolver) Solve(n int, cells []uint8) ([]uint8, bool) {
	var board Board
	if n != 3 || copy(board[:], cells) != len(board) {
		return nil, false
	}
	var ok bool
	v.sol, ok = v.s.Solve(&board)
	return v.sol[:], ok
}

// Count counts a 9x9 board's solutions with Solver, up to limit. A board
// of another size counts 0.
func (v *nineSolver) Count(n int, cells []uint8, limit int) int {
	var board Board
	if n != 3 || copy(board[:], cells) != len(board) {
		return 0
	}
	return v.s.Count(&board, limit)
}

// guesses returns the guesses Solver has made.
func (v *nineSolver) guesses() int { return v.s.Guesses }

// lazySolver is what one goroutine solves with: its preset's solver, made on
// first use.
type lazySolver struct {
	s boardSolver
}

// solver returns this goroutine's solver. It is preset p's (its
// variant's, when it has one), made on first use.
func (w *lazySolver) solver(p *preset) boardSolver {
	switch {
	case w.s != nil:
	case p.variant != nil:
		w.s = p.variant.solver()
	default:
		w.s = p.solver()
	}
	return w.s
}

// solveRec returns the first solution of a record. It serves the jobs
// that answer a board at a time.
func (w *lazySolver) solveRec(rec *Record, p *preset) ([]uint8, bool) {
	return w.solver(p).Solve(rec.N, rec.Cells())
}

// countRec counts a record's solutions up to limit.
func (w *lazySolver) countRec(rec *Record, p *preset, limit int) int {
	return w.solver(p).Count(rec.N, rec.Cells(), limit)
}

// answer answers one record as the preset asks (answerItem).
func (w *lazySolver) answer(it *item, cfg config) { answerItem(w, it, cfg) }

// guesses returns the guesses its solver has made. It returns 0 before
// the solver is made.
func (w *lazySolver) guesses() int {
	if w.s == nil {
		return 0
	}
	return w.s.guesses()
}

// answerItem answers one record as the preset asks. It finds whether its
// givens break no rule (validity), its best score (bestScore), its count
// when counting (-count, or a preset that counts or needs uniqueness), and
// its solution when it is wanted.
func answerItem(w *lazySolver, it *item, cfg config) {
	rec, a := &it.rec, &it.ans
	*a = answer{cells: a.cells[:0]} // the item's last answer must not show through
	if it.msg != "" || rec.Err != nil {
		return
	}
	switch cfg.p.reply {
	case validity:
		a.ok = cfg.p.clash(rec.N, rec.Cells()) == nil
		return
	case bestScore:
		board := rec.Board()
		a.score = cfg.p.score(&board)
		return
	}
	counting := cfg.count || cfg.p.reply != firstSolution
	if counting {
		limit := cfg.limit
		if !cfg.count && cfg.p.reply == uniqueOnly {
			limit = 2
		}
		a.count = w.countRec(rec, cfg.p, limit)
	}
	if !counting || a.count == 1 && !cfg.count {
		var sol []uint8
		sol, a.ok = w.solveRec(rec, cfg.p)
		a.cells = append(a.cells, sol...)
	}
	if !a.ok && a.count == 0 {
		// Clashing givens have no solution either; look for them only
		// now, to tell the user which two cells clash.
		a.clash = cfg.p.clash(rec.N, rec.Cells())
	}
}

// answerAll answers every board of stdin as preset p asks. It answers
// them one at a time in this goroutine, and returns the exit status: the
// judge files' main (tools/mkjudge), which take no flags and need no
// workers.
func answerAll(p *preset, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg := config{limit: presetLimit(p), jobs: 1, p: p}
	w := newWriter(stdout, stderr)
	src := newSource(nil, stdin, p)
	var wk lazySolver
	var it item
	for w.writeErr == nil && src.next(&it) {
		answerItem(&wk, &it, cfg)
		w.emit(&it, cfg)
	}
	return finish(w, src)
}

// Batch sizes: how many boards travel together between goroutines, and how
// many processSerial reads at a time. A stream touches every page of its
// batch, and a page touched for the first time costs tens of µs: a process
// answering a short file pays for a large serial batch, while the workers'
// batches are large enough that handing them over costs little (NOTES.md,
// Choices: batchSize).
const (
	batchSize  = 256
	serialSize = 32
)

type batch struct {
	items []item
	n     int
	flush bool // the input paused after this batch: let the output go
	done  chan struct{}
}

// fill reads as many records as the batch holds. It reads fewer if the
// input pauses. more is false once every input is read.
func (bt *batch) fill(src *source) (more bool) {
	bt.n = 0
	for bt.n < len(bt.items) {
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

// process reads, solves and writes every record. It returns the number
// of guesses made.
func process(src *source, w *writer, cfg config) int {
	bt := &batch{items: make([]item, serialSize)}
	return processSerial(src, w, cfg, bt, bt.fill(src))
}

// processSerial answers the records one batch at a time. It does so in
// this goroutine until a full batch comes with more to read and cfg.jobs
// allows workers: then processParallel takes over. Boards that the input
// pauses after, as in a judge's file or from a user typing, start no
// goroutine: a process that answers a few boards pays nothing for workers
// it does not need.
func processSerial(src *source, w *writer, cfg config, bt *batch, more bool) int {
	wk := cfg.newAnswerer()
	for {
		if more && !bt.flush && cfg.jobs > 1 {
			return wk.guesses() + processParallel(src, w, cfg, bt)
		}
		for i := 0; i < bt.n && w.writeErr == nil; i++ {
			wk.answer(&bt.items[i], cfg)
			w.emit(&bt.items[i], cfg)
			w.flushIf(cfg.eager)
		}
		w.flushIf(bt.flush)
		if !more || w.writeErr != nil {
			return wk.guesses()
		}
		more = bt.fill(src)
	}
}

// eagerAhead is how many boards a worker may answer ahead of the writer
// in the rating jobs: on the forum's hardest list, where boards take from
// a tenth of a second to a minute, two a worker kept the cores idle a
// third of the time (docs/scale.md, Figures).
const eagerAhead = 64

// processParallel reads, solves and writes batches with workers. It reads
// them in one goroutine, solves them in cfg.jobs workers and writes them
// in order in this one.
func processParallel(src *source, w *writer, cfg config, first *batch) int {
	// The batches in flight, read ahead of the writer: a few for the
	// solvers' batches; for the rating jobs' boards of one, many, as one
	// board may take a thousand times another's time and the workers
	// would otherwise wait behind it (eagerAhead).
	ahead, size := 2*cfg.jobs, batchSize
	if cfg.eager {
		ahead, size = eagerAhead*cfg.jobs, 1
	}
	work := make(chan *batch, cfg.jobs)
	order := make(chan *batch, ahead)
	free := make(chan *batch, ahead+cfg.jobs+2)
	var stop int32
	go feed(src, first, size, work, order, free, &stop)
	var wg sync.WaitGroup
	var total int64
	for i := 0; i < cfg.jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wk := cfg.newAnswerer()
			for bt := range work {
				for i := 0; i < bt.n; i++ {
					wk.answer(&bt.items[i], cfg)
				}
				close(bt.done)
			}
			atomic.AddInt64(&total, int64(wk.guesses()))
		}()
	}
	for bt := range order {
		<-bt.done
		for i := 0; i < bt.n && w.writeErr == nil; i++ {
			w.emit(&bt.items[i], cfg)
		}
		w.flushIf(bt.flush || cfg.eager)
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

// feed sends batches to the workers (work) and to the writer (order).
// The writer gets them in the same order; it feeds until the input ends
// or stop is set.
func feed(src *source, bt *batch, size int, work, order, free chan *batch, stop *int32) {
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
			bt = &batch{items: make([]item, size)}
		}
		if !bt.fill(src) {
			break
		}
	}
	bt.done = make(chan struct{}) // the last batch, maybe empty
	order <- bt
	work <- bt
}

// finish ends a job and returns the exit status. It reports "no board in
// input" if it read src (nil: it read nothing) and there was none, and
// flushes the output.
func finish(w *writer, src *source) int {
	if src != nil && src.boards == 0 && w.status == 0 {
		w.report(2, src.end+": no board in input")
	}
	return w.close()
}

// printStats writes -stats' line. The line gives the boards, how many
// solved, the time and the guesses a board.
func printStats(stderr io.Writer, w *writer, guesses int, elapsed time.Duration) {
	secs, per := elapsed.Seconds(), 0.0 // per: 1 / boards
	if w.boards > 0 {
		per = 1 / float64(w.boards)
	}
	fmt.Fprintf(stderr, "sudoku: %d boards, %d solved, %d failed, %.3f s, %.2f µs/board, %.2f guesses/board\n",
		w.boards, w.solved, w.boards-w.solved, secs, secs*1e6*per, float64(guesses)*per)
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
	lastBad  *parseError
	writeErr error
}

// newWriter returns a writer whose buf has room for any 9x9 answer. The
// first answer then does not grow it through five size classes (six page
// faults in a process answering one board).
func newWriter(stdout, stderr io.Writer) *writer {
	return &writer{out: bufio.NewWriterSize(stdout, 64<<10), stderr: stderr, buf: make([]byte, 0, 2048)}
}

// report writes a message on stderr and raises the exit status.
func (w *writer) report(status int, msg string) {
	fmt.Fprintf(w.stderr, "sudoku: %s\n", msg)
	w.raise(status)
}

// reportBad reports a malformed board. It reports once for the boards one
// fault covers (boards in doubt share their ParseError).
func (w *writer) reportBad(e *parseError) {
	if e != w.lastBad {
		w.report(2, e.Error())
	}
	w.lastBad = e
}

// raise raises the exit status to status.
func (w *writer) raise(status int) {
	if status > w.status {
		w.status = status
	}
}

// writeLine writes one line of output for a board. It serves the jobs
// that answer each board with a line.
func (w *writer) writeLine(s string) {
	w.boards++
	w.buf = append(append(w.buf[:0], s...), '\n')
	if _, err := w.out.Write(w.buf); err != nil && w.writeErr == nil {
		w.writeErr = err
	}
}

// close lets the output go and returns the exit status. A write error is
// reported.
func (w *writer) close() int {
	if err := w.out.Flush(); err != nil && w.writeErr == nil {
		w.writeErr = err
	}
	if w.writeErr != nil {
		w.report(2, "writing stdout: "+w.writeErr.Error())
	}
	return w.status
}

// flushIf lets the output go when the input paused.
func (w *writer) flushIf(paused bool) {
	if paused && w.writeErr == nil {
		if err := w.out.Flush(); err != nil {
			w.writeErr = err
		}
	}
}

// emit writes the answer of one record. That is a solution, a count or a
// verdict in the convention of cfg.p, or a one-line marker in its place.
// In the auto convention, a board read from several lines is set apart
// from its neighbours by a blank line; a preset says itself.
func (w *writer) emit(it *item, cfg config) {
	if it.msg != "" {
		w.report(2, it.msg)
		return
	}
	if cfg.text != nil {
		cfg.text(w, it)
		return
	}
	rec := &it.rec
	w.boards++
	buf := w.buf[:0]
	if cfg.p.auto {
		tall := rec.Tall && !cfg.count
		if w.wrote && (tall || w.tall) {
			buf = append(buf, '\n')
		}
		w.tall = tall
	} else if w.wrote && cfg.p.apart {
		buf = append(buf, '\n')
	}
	w.wrote = true
	if rec.Label != "" {
		buf = append(append(buf, rec.Label...), '\n')
	}
	buf = w.appendAnswer(buf, rec, &it.ans, cfg)
	if cfg.p.after {
		buf = append(buf, '\n')
	}
	w.buf = buf
	if _, err := w.out.Write(buf); err != nil {
		w.writeErr = err
	}
}

// emitText writes an answer a job wrote whole. It goes after its board's
// label, with a blank line between answers of several lines; what the job
// could not do goes to stderr (exit 1), and a malformed board's fault
// (exit 2).
func (w *writer) emitText(it *item) {
	rec, a := &it.rec, &it.ans
	w.boards++
	switch {
	case rec.Err != nil:
		w.reportBad(rec.Err)
	case a.fail != "":
		w.report(1, boardName(rec)+": "+a.fail)
	default:
		w.solved++
	}
	buf := w.buf[:0]
	tall := bytes.Count(a.text, []byte{'\n'}) > 1
	if w.wrote && (tall || w.tall) {
		buf = append(buf, '\n')
	}
	w.wrote, w.tall = true, tall
	if rec.Label != "" {
		buf = append(append(buf, rec.Label...), '\n')
	}
	w.buf = append(buf, a.text...)
	if _, err := w.out.Write(w.buf); err != nil {
		w.writeErr = err
	}
}

// appendAnswer appends the answer of one record and keeps the tally.
func (w *writer) appendAnswer(buf []byte, rec *Record, a *answer, cfg config) []byte {
	p := cfg.p
	switch {
	case rec.Err != nil:
		w.reportBad(rec.Err)
		return append(buf, badInput+"\n"...)
	case p.reply == validity:
		w.solved++
		return append(strconv.AppendBool(buf, a.ok), '\n')
	case p.reply == bestScore:
		w.solved++
		return append(strconv.AppendInt(buf, int64(a.score), 10), '\n')
	case cfg.count || p.reply == countThen:
		buf = strconv.AppendInt(buf, int64(a.count), 10)
		buf = append(buf, '\n')
		if a.count == 0 {
			w.failed(rec, a, cfg)
			return buf
		}
		w.solved++
		if a.ok && !cfg.count {
			buf = p.write(buf, rec, a.cells, p)
		}
		return buf
	case a.ok:
		w.solved++
		return p.write(buf, rec, a.cells, p)
	case p.reply == uniqueOnly && a.count > 1:
		w.solved++
		return append(append(buf, p.several...), '\n')
	}
	w.failed(rec, a, cfg)
	if p.auto {
		return append(buf, noSolution+"\n"...)
	}
	return append(append(buf, p.none...), '\n')
}

// failed reports a board without solution. It goes on stderr with exit
// status 1, unless the preset answers such boards (then it is no
// failure).
func (w *writer) failed(rec *Record, a *answer, cfg config) {
	switch {
	case cfg.p.answersNone:
	case a.clash != nil:
		w.report(1, boardName(rec)+": "+a.clash.Error())
	default:
		w.report(1, boardName(rec)+": no solution")
	}
}

// boardName names a board in messages: its position and number.
func boardName(rec *Record) string { return rec.Where() + ": board " + strconv.Itoa(rec.Num) }

// ---------------------------------------------------------------------------
// The progress line

// progress is the line a long run shows on a terminal: how many boards
// it has done. Whatever the run writes to the terminal clears the line
// first (wrap), so that no answer lands on it; the next tick draws it
// again below, and stop leaves none behind.
type progress struct {
	mu          sync.Mutex
	term        io.Writer // stderr, a terminal; nil when no line is shown
	shown       bool
	quit, ended chan struct{}
}

// showProgress starts the progress line on stderr if it is a terminal:
// once the run has lasted two seconds, every half second, the boards done
// (of total, if not 0). On anything else it shows nothing: a log or a
// pipe wants no carriage returns.
func showProgress(stderr io.Writer, verb string, done *int64, total int) *progress {
	p := &progress{}
	if f, ok := stderr.(*os.File); !ok || !isTerminal(f) {
		return p
	}
	p.term, p.quit, p.ended = stderr, make(chan struct{}), make(chan struct{})
	start := time.Now()
	go func() {
		defer close(p.ended)
		tick := time.NewTicker(time.Second / 2)
		defer tick.Stop()
		for {
			select {
			case <-p.quit:
				return
			case <-tick.C:
			}
			if el := time.Since(start); el > 2*time.Second {
				n := atomic.LoadInt64(done)
				of := ""
				if total > 0 {
					of = " of " + strconv.Itoa(total)
				}
				rate := fmt.Sprintf("%.0f a second", float64(n)/el.Seconds())
				if float64(n) < el.Seconds() {
					rate = "0 a second"
					if n > 0 {
						rate = fmt.Sprintf("%.1f s a board", el.Seconds()/float64(n))
					}
				}
				p.draw(fmt.Sprintf("sudoku: %s %d%s %s, %s", verb, n, of, plural(int(n), "board"), rate))
			}
		}
	}()
	return p
}

// draw shows the line, in place of the one shown.
func (p *progress) draw(line string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(p.term, "\r\033[K%s", line)
	p.shown = true
}

// clear erases the line, if one is shown.
func (p *progress) clear() {
	if p.term == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		io.WriteString(p.term, "\r\033[K")
		p.shown = false
	}
}

// stop ends the line: erased, not left with a stale count.
func (p *progress) stop() {
	if p.term == nil {
		return
	}
	close(p.quit)
	<-p.ended
	p.clear()
}

// wrap returns w, writing to which first clears the line when w is a
// terminal (the terminal the line is on, as a user runs the command).
func (p *progress) wrap(w io.Writer) io.Writer {
	under := w
	if e, ok := w.(*errWriter); ok {
		under = e.w
	}
	if f, ok := under.(*os.File); !ok || p.term == nil || !isTerminal(f) {
		return w
	}
	return clearing{w, p}
}

// clearing is a writer that clears the progress line before it writes.
type clearing struct {
	w io.Writer
	p *progress
}

// Write clears the progress line, then writes b.
func (c clearing) Write(b []byte) (int, error) {
	c.p.clear()
	return c.w.Write(b)
}

// isTerminal reports whether f is a terminal (a character device).
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
