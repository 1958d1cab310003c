// rating.go holds the jobs that answer a position: -rate (each board's
// Sudoku Explainer rating, as serate prints it), -hint (the next step a
// person could take), -steps (every step, then the solution) and
// -explain (a page of every step, drawn), each through package play's
// Path; the bounds -gen -rating holds puzzles to; and the progress line a
// long run shows on a terminal. It must not check, rate or draw boards
// itself (package play does), nor read or write them but through the
// pipeline.

package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"sudoku/explain"
	"sudoku/play"
	"sudoku/rate"
)

// ratingJob is the -rate, -hint, -steps or -explain job (name).
type ratingJob struct {
	name    string
	asked   bool
	job     play.Job
	explain bool   // a page of every step (-explain), not lines
	format  string // -rate-format: serate's --format for each board's line
}

// newRateJob registers -rate and -rate-format on fs and returns its job.
func newRateJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "rate", job: play.RateJob}
	fs.BoolVar(&r.asked, "rate", false, "print each board's Sudoku Explainer rating as serate does: ER/EP/ED and the hardest technique (docs/rating.md)")
	fs.StringVar(&r.format, "rate-format", "", "write each board's line as serate's --format `F` does (implies -rate): %g the input line, %r/%p/%d ER/EP/ED, %R/%P/%D their techniques, %n, %e, %i, %t, %l, %%")
	return r
}

// newHintJob registers -hint on fs and returns its job.
func newHintJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "hint", job: play.HintJob}
	fs.BoolVar(&r.asked, "hint", false, "print each board's next step: RATING TECHNIQUE: EFFECTS, as r4c5=7 or r1c2<>3")
	return r
}

// newStepsJob registers -steps on fs and returns its job.
func newStepsJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "steps", job: play.StepsJob}
	fs.BoolVar(&r.asked, "steps", false, "print every step to each board's solution, one a line, then the solution")
	return r
}

// newExplainJob registers -explain on fs and returns its job.
func newExplainJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "explain", job: play.StepsJob, explain: true}
	fs.BoolVar(&r.asked, "explain", false, "write one HTML page showing every step of each board: the grid, the step's pattern coloured, Sudoku Explainer's words and why it holds")
	return r
}

// settle holds the rating jobs to 9x9 boards. The rater knows no other.
func (r *ratingJob) settle(o *options) string {
	if p := o.cfg.p; p.box != 3 && p.box != 0 {
		return fmt.Sprintf("-%s rates 9x9 boards: -format %s reads %dx%d", r.name, p.name, p.box*p.box, p.box*p.box)
	}
	return ""
}

// run answers every board through a Path. It goes in input order with -j
// workers, and shows the boards done on a terminal.
func (r *ratingJob) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	var done int64
	prog := showProgress(stderr, "rated", &done, 0)
	defer prog.stop()
	stdout, stderr = prog.wrap(stdout), prog.wrap(stderr)
	w := newWriter(stdout, stderr)
	src := newSource(o.files, stdin, playPreset(o.cfg.p))
	cfg := o.cfg
	// Each answer goes out as soon as it and those before it are done: a
	// board takes long enough for a batch of one to cost nothing.
	cfg.eager, cfg.text = true, (*writer).emitText
	cfg.answerers = func() answerer { return &pathAnswerer{job: r, path: play.NewPath(nineSolver9{}), done: &done} }
	if !r.explain {
		process(src, w, cfg)
		return finish(w, src)
	}
	if err := explain.WriteHead(w.out, "Sudoku, step by step"); err != nil {
		w.writeErr = err
		return w.close()
	}
	process(src, w, cfg)
	if w.writeErr == nil {
		if err := explain.WriteTail(w.out); err != nil {
			w.writeErr = err
		}
	}
	return finish(w, src)
}

// playPreset returns the preset the rating jobs read with: the automatic
// forms and a player's (readPlay), or a judge's preset as it is.
func playPreset(p *preset) *preset {
	if !p.auto {
		return p
	}
	play := *p
	play.read = readPlay
	return &play
}

// nineSolver9 is the 9x9 solver as package play counts and solves with
// it, in microseconds.
type nineSolver9 struct{}

// Count counts a board's solutions up to limit.
func (nineSolver9) Count(g *rate.Grid, limit int) int {
	var sv Solver
	return sv.Count((*Board)(g), limit)
}

// Solve returns a board's first solution.
func (nineSolver9) Solve(g *rate.Grid) (rate.Grid, bool) {
	var sv Solver
	sol, ok := sv.Solve((*Board)(g))
	return rate.Grid(sol), ok
}

// pathAnswerer answers records through a Path, in one goroutine.
type pathAnswerer struct {
	job  *ratingJob
	path *play.Path
	done *int64 // boards answered, for the progress line
}

// guesses returns 0: the rating jobs report no guesses.
func (a *pathAnswerer) guesses() int { return 0 }

// answer writes a record's answer: the rating, the next step, the steps
// and solution, or the page's section.
func (a *pathAnswerer) answer(it *item, cfg config) {
	ans, rec := &it.ans, &it.rec
	*ans = answer{text: ans.text[:0]}
	defer atomic.AddInt64(a.done, 1)
	if it.msg != "" {
		return
	}
	pos, why := positionOf(rec)
	if pos == nil {
		if rec.Err == nil {
			ans.fail = why
		}
		if a.job.explain {
			wk := explain.Walk{Name: sectionName(rec), End: "Not explained: " + why + "."}
			ans.text = appendSection(ans.text, &wk, rec)
		} else if rec.Err != nil {
			ans.text = append(ans.text, badInput+"\n"...)
		} else {
			ans.text = append(ans.text, "not rated\n"...)
		}
		return
	}
	res := a.path.Answer(context.Background(), a.job.job, pos)
	ans.fail = res.Fail()
	if a.job.explain {
		wk := res.Walk(sectionName(rec))
		ans.text = appendSection(ans.text, &wk, rec)
		return
	}
	ans.text = res.AppendText(ans.text, play.Print{Format: a.job.format, Num: rec.Num, Solution: func(dst []byte, g *rate.Grid) []byte {
		return cfg.p.write(dst, rec, g[:], cfg.p)
	}})
}

// positionOf returns a record's position, or why it has none: a
// malformed board, or one of another size.
func positionOf(rec *Record) (*play.Position, string) {
	switch {
	case rec.Err != nil:
		return nil, "bad input: " + rec.Err.Error()
	case rec.N != 3:
		return nil, "the rater rates 9x9 boards only"
	}
	if p, ok := rec.play.(*play.Position); ok {
		return p, ""
	}
	return &play.Position{Digits: rate.Grid(rec.Board())}, ""
}

// sectionName names a record's section of the page.
func sectionName(rec *Record) string {
	return "Board " + strconv.Itoa(rec.Num) + " (" + rec.Where() + ")"
}

// appendSection appends wk, the record's section of the page.
func appendSection(dst []byte, wk *explain.Walk, rec *Record) []byte {
	var b strings.Builder
	wk.WriteSection(&b, "b"+strconv.Itoa(rec.Num))
	return append(dst, b.String()...)
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
	r := rate.Rater{Count: nineSolver9{}.Count}
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
