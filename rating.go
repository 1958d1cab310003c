// rating.go holds the rating jobs: -rate (each board's Sudoku Explainer
// rating, as serate prints it), -hint (the next step a person could take)
// and -steps (every step, then the solution), the bounds -gen -rating
// holds puzzles to, and the progress line a long run shows on a terminal.
// It must not rate boards itself (package rate does), nor read or write
// them but through the pipeline.

package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"sudoku/rate"
)

// What a rating job prints for each board.
const (
	rateLine  = iota // serate's "%r/%p/%d %R" line (-rate)
	hintLine         // the next step (-hint)
	stepLines        // every step, then the solution (-steps)
)

// ratingJob is the -rate, -hint or -steps job (name).
type ratingJob struct {
	name   string
	asked  bool
	kind   int
	format string // -rate-format: serate's --format for each board's line
}

// newRateJob registers -rate and -rate-format on fs and returns its job.
func newRateJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "rate", kind: rateLine}
	fs.BoolVar(&r.asked, "rate", false, "print each board's Sudoku Explainer rating as serate does: ER/EP/ED and the hardest technique (docs/rating.md)")
	fs.StringVar(&r.format, "rate-format", "", "write each board's line as serate's --format `F` does (implies -rate): %g the input line, %r/%p/%d ER/EP/ED, %R/%P/%D their techniques, %n, %e, %i, %t, %l, %%")
	return r
}

// newHintJob registers -hint on fs and returns its job.
func newHintJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "hint", kind: hintLine}
	fs.BoolVar(&r.asked, "hint", false, "print each board's next step: RATING TECHNIQUE: EFFECTS, as r4c5=7 or r1c2<>3")
	return r
}

// newStepsJob registers -steps on fs and returns its job.
func newStepsJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "steps", kind: stepLines}
	fs.BoolVar(&r.asked, "steps", false, "print every step to each board's solution, one a line, then the solution")
	return r
}

// settle holds the rating jobs to 9x9 boards. The rater knows no other.
func (r *ratingJob) settle(o *options) string {
	if p := o.cfg.p; p.box != 3 && p.box != 0 {
		return fmt.Sprintf("-%s rates 9x9 boards: -format %s reads %dx%d", r.name, p.name, p.box*p.box, p.box*p.box)
	}
	return ""
}

// run answers every board with the rater. It goes in input order with
// -j workers, and shows the boards done on a terminal.
func (r *ratingJob) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	var done int64
	prog := showProgress(stderr, "rated", &done, 0)
	defer prog.stop()
	stdout, stderr = prog.wrap(stdout), prog.wrap(stderr)
	w := newWriter(stdout, stderr)
	p := o.cfg.p
	if p.auto {
		// A player's grids and rating lists besides the automatic forms.
		play := *p
		play.read = readPlay
		p = &play
	}
	src := newSource(o.files, stdin, p)
	cfg := o.cfg
	// Each answer goes out as soon as it and those before it are done: a
	// board takes long enough for a batch of one to cost nothing.
	cfg.eager, cfg.text = true, (*writer).emitText
	cfg.answerers = func() answerer {
		a := newRateAnswerer(r.kind, &done)
		a.format = r.format
		return a
	}
	if r.kind == explainKind {
		return explainPage(stdout, func() int { process(src, w, cfg); return finish(w, src) })
	}
	process(src, w, cfg)
	return finish(w, src)
}

// rateAnswerer answers records with the rater, in one goroutine.
type rateAnswerer struct {
	kind   int
	format string // -rate-format, "" for serate's default line
	r      *rate.Rater
	sv     Solver
	done   *int64 // boards answered, for the progress line
}

// newRateAnswerer returns an answerer that writes each board's lines.
// The lines are of kind (rateLine, hintLine or stepLines); it counts the
// boards in done.
func newRateAnswerer(kind int, done *int64) *rateAnswerer {
	return &rateAnswerer{kind: kind, r: newRater(), done: done}
}

// newRater returns a rater that counts solutions with the 9x9 solver.
// The solver counts in microseconds what the rater's own search counts
// in tens.
func newRater() *rate.Rater {
	var sv Solver
	return &rate.Rater{Count: func(g *rate.Grid, limit int) int { return sv.Count((*Board)(g), limit) }}
}

// guesses returns 0: the rating jobs report no guesses.
func (a *rateAnswerer) guesses() int { return 0 }

// answer writes a record's rating, next step, or steps and solution.
func (a *rateAnswerer) answer(it *item, cfg config) {
	ans := &it.ans
	*ans = answer{text: ans.text[:0]}
	defer atomic.AddInt64(a.done, 1)
	rec := &it.rec
	if a.kind == explainKind && it.msg == "" && (rec.Err != nil || rec.N != 3) {
		a.unexplained(ans, rec)
		return
	}
	board, ok := nineBoard(it, "the rater rates 9x9 boards only", "not rated")
	if !ok {
		return
	}
	if c := checkGivens(givensOf(&board, rec)); c != nil {
		ans.fail = c.Error()
		if a.kind == explainKind {
			a.explain(ans, &board, rec) // the page says so in the board's section
			return
		}
		ans.text = append(ans.text, noSolution+"\n"...)
		return
	}
	var err error
	switch a.kind {
	case rateLine:
		err = a.rate(ans, &board, rec)
	case hintLine:
		err = a.hint(ans, &board, rec)
	case explainKind:
		a.explain(ans, &board, rec)
	default:
		err = a.steps(ans, &board, rec, cfg)
	}
	if err != nil {
		ans.fail = err.Error()
		ans.text = append(ans.text[:0], unrated(err)+"\n"...)
	}
}

// nineBoard returns the record's 9x9 board for a job that answers in
// words, or fills in the answer and returns false: nothing for an input
// that could not be read (emit says so), "bad input" for a malformed
// board, word and why for a board of another size.
func nineBoard(it *item, why, word string) (Board, bool) {
	ans, rec := &it.ans, &it.rec
	switch {
	case it.msg != "":
		ans.text = nil
	case rec.Err != nil:
		ans.text = append(ans.text, badInput+"\n"...)
	case rec.N != 3:
		ans.fail = why
		ans.text = append(ans.text, word+"\n"...)
	default:
		return rec.Board(), true
	}
	return Board{}, false
}

// unrated is the answer in words of a board the rater does not rate.
func unrated(err error) string {
	if err == rate.ErrSeveral {
		return "several solutions"
	}
	return noSolution
}

// stuckLine says that no technique applies: serate's "Beyond solver", which
// rates the board 20.0.
const stuckLine = "no technique applies (Beyond solver)"

// rate writes the board's line: serate's "ER/EP/ED Technique", or as
// -rate-format says.
func (a *rateAnswerer) rate(ans *answer, board *Board, rec *Record) error {
	began := time.Now()
	rt, err := a.rateBoard(board, rec)
	if err != nil {
		return err
	}
	line := rt.String()
	if a.format != "" {
		digits, _ := a.r.State()
		line = rateFormat(a.format, rec, rt, Board(digits).String(), time.Since(began))
	}
	ans.text = append(append(ans.text, line...), '\n')
	return nil
}

// hint writes the board's next step. It writes "solved" instead, or
// that the rater cannot go on; a player's mistakes come first.
func (a *rateAnswerer) hint(ans *answer, board *Board, rec *Record) error {
	if err := a.startLine(ans, board, rec); err != nil {
		return err
	}
	s, ok, err := a.r.Next()
	switch {
	case err != nil:
		return err
	case ok:
		ans.text = append(ans.text, s.String()...)
	case a.r.Solved():
		ans.text = append(ans.text, "solved"...)
	default:
		ans.text = append(ans.text, stuckLine...)
	}
	ans.text = append(ans.text, '\n')
	return nil
}

// steps writes every step, then the solution in the board's form. When
// the rater cannot go on, it says so before the solution.
func (a *rateAnswerer) steps(ans *answer, board *Board, rec *Record, cfg config) error {
	if err := a.startLine(ans, board, rec); err != nil {
		return err
	}
	for {
		s, ok, err := a.r.Next()
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		ans.text = append(append(ans.text, s.String()...), '\n')
	}
	if !a.r.Solved() {
		ans.text = append(append(ans.text, stuckLine...), '\n')
	}
	sol, _ := a.sv.Solve(givensOf(board, rec)) // a player's wrong entries are not the board's
	ans.text = cfg.p.write(ans.text, rec, sol[:], cfg.p)
	return nil
}

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

// ---------------------------------------------------------------------------
// -gen -rating

// ratingBounds are the ratings, in tenths, that -gen -rating holds its
// puzzles' ER to: lo..hi, hi 0 for no upper bound.
type ratingBounds struct{ lo, hi int }

// ratingNames are the Sudoku Exchange puzzle bank's buckets, which -rating
// takes as names for their ranges.
var ratingNames = map[string]ratingBounds{
	"easy": {10, 14}, "medium": {15, 24}, "hard": {25, 49}, "diabolical": {50, 0},
}

// parseRating reads -rating's value. That is a name of ratingNames, a
// rating ("4.2"), or a range ("4.0-5.5", "6.2-" for 6.2 and up).
func parseRating(s string) (ratingBounds, string) {
	if b, ok := ratingNames[s]; ok {
		return b, ""
	}
	bad := "-rating " + s + ": want a rating (4.2), a range (4.0-5.5, 6.2-) or easy, medium, hard, diabolical"
	lo, hi := s, s
	if i := strings.IndexByte(s, '-'); i >= 0 {
		lo, hi = s[:i], s[i+1:]
	}
	l, ok := tenthsOf(lo)
	if !ok {
		return ratingBounds{}, bad
	}
	if hi == "" {
		return ratingBounds{l, 0}, ""
	}
	h, ok := tenthsOf(hi)
	if !ok || h < l {
		return ratingBounds{}, bad
	}
	return ratingBounds{l, h}, ""
}

// tenthsOf reads a rating with at most one decimal, in tenths.
func tenthsOf(s string) (int, bool) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > 20 || f*10 != float64(int(f*10+0.5)) {
		return 0, false
	}
	return int(f*10 + 0.5), true
}

// holds reports whether a 9x9 puzzle's ER lies in the bounds (a puzzle
// no technique finishes rates 20.0, as serate rates it). ER is the
// hardest step, so the steps stop as soon as one rates above hi, or, with
// no upper bound, at lo or above.
func (b ratingBounds) holds(cells []uint8) bool {
	var board rate.Grid
	copy(board[:], cells)
	r := newRater()
	if r.Start(&board) != nil {
		return false
	}
	er := 0
	for {
		s, ok, err := r.Next()
		switch {
		case err != nil:
			return false
		case !ok && !r.Solved():
			er = 200 // serate's Beyond solver
		case ok:
			if t := int(s.Rating()); t > er {
				er = t
			}
		}
		if b.hi != 0 && er > b.hi {
			return false
		}
		if !ok || b.hi == 0 && er >= b.lo {
			return er >= b.lo
		}
	}
}
