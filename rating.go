// rating.go holds the jobs that answer a position: -rate (each board's
// Sudoku Explainer rating, as serate prints it), -hint (the next step a
// person could take), -steps (every step, then the solution) and
// -explain (a page of every step, drawn), each through package play's
// Path; -http, which serves them to a browser and to programs (package
// server), each request's board taking the same path; and the bounds
// -gen -rating holds puzzles to. It must not check, rate or draw boards
// itself (package play does), nor read or write them but through the
// pipeline and the readers.

package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/ioutil"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"sudoku/explain"
	"sudoku/play"
	"sudoku/rate"
	"sudoku/server"
)

// ratingJob is the -rate, -hint, -steps or -explain job (name).
type ratingJob struct {
	name    string
	asked   bool
	job     play.Job
	explain bool   // a page of every step (-explain), not lines
	format  string // -rate-format: serate's --format for each board's line
	proof   bool   // -proof: each step's proof under its line
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
func newStepsJob(fs *flag.FlagSet, o *options) job {
	r := &ratingJob{name: "steps", job: play.StepsJob}
	fs.BoolVar(&r.asked, "steps", false, "print every step to each board's solution, one a line, then the solution")
	fs.BoolVar(&o.proof, "proof", false, "with -hint or -steps, print under each step its proof as Sudoku Explainer's GUI gives it: each chain's assertion, then its links numbered, each with its reason")
	return r
}

// newExplainJob registers -explain on fs and returns its job.
func newExplainJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "explain", job: play.StepsJob, explain: true}
	fs.BoolVar(&r.asked, "explain", false, "write one HTML page showing every step of each board: the grid, the step's pattern coloured, Sudoku Explainer's words and why it holds")
	return r
}

// settle holds the rating jobs to 9x9 boards, the rater knowing no
// other.
func (r *ratingJob) settle(o *options) string {
	if p := o.cfg.p; p.box != 3 && p.box != 0 {
		return fmt.Sprintf("-%s rates 9x9 boards: -format %s reads %dx%d", r.name, p.name, p.box*p.box, p.box*p.box)
	}
	return ""
}

// run answers every board through a Path. It goes in input order with -j
// workers, and shows the boards done on a terminal.
func (r *ratingJob) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	r.proof = o.proof
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
	cfg.answerers = func() answerer { return &pathAnswerer{job: r, path: newPath(cfg.p.variant), done: &done} }
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

// newPath returns a Path for the classic board, or for variant v (nil for
// none) with v's solver.
func newPath(v *variant) *play.Path {
	if v == nil {
		return play.NewPath(nineSolver9{})
	}
	return play.NewVariantPath(variantSolver9{v.solver()}, ratedVariant(v))
}

// ratedVariant gives v as the rater takes it.
func ratedVariant(v *variant) rate.Variant {
	return rate.Variant{
		Latin: v.rules&vLatin != 0, X: v.rules&vX != 0, Windows: v.rules&vWindoku != 0, DG: v.rules&vDG != 0,
		Girandola: v.rules&vGirandola != 0, Asterisk: v.rules&vAsterisk != 0, CD: v.rules&vCD != 0,
		AntiKnight: v.rules&vKnight != 0, AntiKing: v.rules&vKing != 0, Toroidal: v.rules&vToroidal != 0,
		NC: v.rules&vNC != 0, NCPlus: v.rules&vNCPlus != 0,
	}
}

// variantSolver9 is a variant's solver as package play counts and solves
// with. Like the solver it holds, it is for one goroutine.
type variantSolver9 struct{ s boardSolver }

// Count counts a board's solutions under the variant, up to limit.
func (v variantSolver9) Count(g *rate.Grid, limit int) int { return v.s.Count(3, g[:], limit) }

// Solve returns a board's first solution under the variant.
func (v variantSolver9) Solve(g *rate.Grid) (rate.Grid, bool) {
	var out rate.Grid
	sol, ok := v.s.Solve(3, g[:])
	copy(out[:], sol)
	return out, ok
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
		if v := cfg.p.variant; v != nil {
			wk.Variant = v.look()
		}
		ans.text = appendSection(ans.text, &wk, rec)
		return
	}
	ans.text = res.AppendText(ans.text, play.Print{Format: a.job.format, Num: rec.Num, Proof: a.job.proof, Solution: func(dst []byte, g *rate.Grid) []byte {
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

// ---------------------------------------------------------------------------
// -http

// serving is the -http job: the web app and the JSON API on ADDR.
type serving struct {
	addr string
}

// newServing registers -http on fs and returns its job.
func newServing(fs *flag.FlagSet, _ *options) job {
	s := &serving{}
	fs.StringVar(&s.addr, "http", "", "serve the web app and its JSON API on `ADDR` (host:port; an empty host is 127.0.0.1 alone, port 0 a free one) until interrupted (docs/http.md)")
	return s
}

// settle checks ADDR: host:port, a port number.
func (s *serving) settle(o *options) string {
	_, port, err := net.SplitHostPort(s.addr)
	if n, perr := strconv.Atoi(port); err != nil || perr != nil || n < 0 || n > 65535 {
		return "-http " + s.addr + ": want host:port, as :8080 or 127.0.0.1:0"
	}
	if o.cfg.p == nil || !o.cfg.p.auto {
		return "-http reads what -hint reads: not -format"
	}
	return ""
}

// run serves until SIGINT or SIGTERM, then stops gracefully: requests in
// flight are answered, and the exit status is 0.
func (s *serving) run(o *options, _ io.Reader, stdout, stderr io.Writer) int {
	srv, err := server.Listen(s.addr, server.Config{Command: httpCommand{}, Log: stderr})
	if err != nil {
		fmt.Fprintf(stderr, "sudoku: -http: %v\n", err)
		return 2
	}
	if !srv.Loopback() {
		fmt.Fprintf(stderr, "sudoku: warning: -http %s answers whoever reaches this machine on that address, not this machine alone\n", s.addr)
	}
	fmt.Fprintf(stderr, "sudoku: serving %s (Ctrl-C stops)\n", srv.URL())
	signals := make(chan os.Signal, 2)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(signals)
	// The first signal stops the server once the requests in flight are
	// answered; a second, at once.
	stop, stopped := context.WithCancel(context.Background())
	hurry, hurried := context.WithCancel(context.Background())
	defer hurried()
	go func() {
		<-signals
		stopped()
		<-signals
		hurried()
	}()
	if err := srv.Serve(stop, hurry); err != nil {
		fmt.Fprintf(stderr, "sudoku: -http: %v\n", err)
		return 2
	}
	return 0
}

// httpCommand is the command as the web server asks it: a request's
// board read by the rating jobs' reader, and the solver's and the
// generator's jobs run as the command runs them.
type httpCommand struct{}

// oneBoard is the fault of a request that holds more than one board:
// the API answers one at a time. It names the second.
func oneBoard(rec *Record) *server.BoardError {
	return &server.BoardError{Msg: "sudoku: " + rec.Where() + ": p holds more than one board: the API answers one at a time", Line: rec.Line, Column: rec.Col, Board: rec.Num}
}

// boardError is a malformed record's fault, with its place.
func boardError(e *parseError) *server.BoardError {
	return &server.BoardError{Msg: "sudoku: " + e.Error(), Line: e.Line, Column: e.Col, Board: e.Board}
}

// Position reads input's one board as the rating jobs read stdin: the
// message for a malformed one is the line the command writes on stderr.
func (httpCommand) Position(input []byte) (*play.Position, play.Print, error) {
	p := playPreset(presets[0])
	sc := p.read(bytes.NewReader(input), "stdin", p, newCounter(p), false)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, play.Print{}, &server.BoardError{Msg: "sudoku: " + err.Error()}
		}
		return nil, play.Print{}, &server.BoardError{Msg: "sudoku: " + sc.End() + ": no board in input"}
	}
	rec := *sc.Record()
	if sc.Scan() {
		return nil, play.Print{}, oneBoard(sc.Record())
	}
	pos, why := positionOf(&rec)
	switch {
	case rec.Err != nil:
		return nil, play.Print{}, boardError(rec.Err)
	case pos == nil:
		return nil, play.Print{}, &server.BoardError{Msg: "sudoku: " + boardName(&rec) + ": " + why, Line: rec.Line, Column: rec.Col, Board: rec.Num}
	}
	pr := play.Print{Num: 1, Where: boardName(&rec), Solution: func(dst []byte, g *rate.Grid) []byte { return p.write(dst, &rec, g[:], p) }}
	return pos, pr, nil
}

// Run runs the command on input, as a process with args, when input
// holds one board at most; a malformed board's fault comes with its
// place.
func (httpCommand) Run(args []string, input []byte) server.Ran {
	p := presets[0]
	sc := p.read(bytes.NewReader(input), "stdin", p, newCounter(p), false)
	var fault, second *server.BoardError
	var one *Record
	for boards := 1; sc.Scan(); boards++ {
		rec := sc.Record()
		switch {
		case rec.Err != nil && fault == nil:
			fault = boardError(rec.Err)
		case boards == 2:
			second = oneBoard(rec)
		case rec.Err == nil && rec.N == 3:
			r := *rec
			one = &r
		}
	}
	if second != nil && fault == nil {
		return server.Ran{Stderr: second.Msg, Status: -1, Fault: second} // a bad one is reported first, as the command reports it
	}
	var out, errb bytes.Buffer
	ran := server.Ran{Status: run(args, bytes.NewReader(input), &out, &errb), Stdout: out.String()}
	ran.Stderr = strings.TrimSuffix(strings.SplitN(errb.String(), "\n", 2)[0], "\n")
	if ran.Status == 2 && fault != nil && fault.Msg == ran.Stderr {
		ran.Fault = fault
	}
	if one != nil && fault == nil && second == nil {
		solved(&ran, args, one)
	}
	return ran
}

// solved gives a run on one good 9x9 board the data behind its text: the
// board's first solution and its count up to 2, by the run's solver.
func solved(ran *server.Ran, args []string, rec *Record) {
	opts, _, ok := parseFlags(args, ioutil.Discard, ioutil.Discard)
	if !ok {
		return
	}
	var w lazySolver
	s := w.solver(opts.cfg.p)
	ran.Solutions = s.Count(rec.N, rec.Cells(), 2)
	if sol, ok := s.Solve(rec.N, rec.Cells()); ok {
		var g rate.Grid
		copy(g[:], sol)
		ran.Solution = &g
	}
}

// Variant gives a variant's rules as the server shows them.
func (httpCommand) Variant(names string) (*server.VariantAnswer, string) {
	if names == "" {
		names = "none" // no variant's name: the message names the known ones
	}
	v, msg := parseVariant(names)
	if v == nil {
		return nil, "sudoku: " + msg
	}
	out := &server.VariantAnswer{Variant: v.name, NinesAndOnes: v.rules&vNCPlus != 0, Apart: make([][]int, 81), Beside: make([][]int, 81)}
	for _, u := range v.units {
		out.Units = append(out.Units, server.Unit{Where: u.where, Cells: ints(u.cells[:])})
	}
	for i := 0; i < 81; i++ {
		out.Apart[i] = append(ints(v.knights[i]), ints(v.kings[i])...)
		out.Beside[i] = ints(v.beside[i])
	}
	return out, ""
}

// ints writes cells as ints, [] for none.
func ints(cells []uint8) []int {
	out := make([]int, len(cells))
	for k, c := range cells {
		out[k] = int(c)
	}
	return out
}

// Usage checks args as the command does before it reads a board.
func (httpCommand) Usage(args []string) string {
	var b strings.Builder
	if _, _, ok := parseFlags(args, &b, &b); !ok {
		return strings.TrimSpace(strings.SplitN(b.String(), "\n", 2)[0])
	}
	return ""
}

// Generate makes one puzzle as -gen 1 with args (-rating, -seed,
// -variant) does,
// stopped by ctx.
func (httpCommand) Generate(ctx context.Context, args []string) (string, error) {
	var b strings.Builder
	opts, _, ok := parseFlags(append([]string{"-gen", "1"}, args...), &b, &b)
	if !ok {
		return "", errors.New(strings.TrimSpace(strings.SplitN(b.String(), "\n", 2)[0]))
	}
	g := &opts.job.(*generating).gen
	if msg := g.check(opts.cfg.p); msg != "" {
		return "", errors.New("sudoku: " + msg)
	}
	g.ctx = ctx
	m := g.makePuzzle(0, time.Time{}, false)
	if m.fail != "" || ctx.Err() != nil {
		return "", errors.New("sudoku: " + m.fail)
	}
	return strings.TrimSuffix(string(opts.cfg.p.appendInput(nil, 0, 1, true, &Record{N: 3}, m.cells)), "\n"), nil
}

// Solver is the 9x9 solver, as package play counts and solves with it.
func (httpCommand) Solver() play.Solver { return nineSolver9{} }

// VariantLook is what a figure draws of the variant names, which Usage
// took.
func (httpCommand) VariantLook(names string) *explain.Variant {
	v, _ := parseVariant(names)
	if v == nil {
		return nil
	}
	return v.look()
}

// VariantPath is a Path under the variant names, which Usage took.
func (httpCommand) VariantPath(names string) *play.Path {
	v, _ := parseVariant(names)
	return newPath(v)
}

// ---------------------------------------------------------------------------
// -gen -rating

// ratingBounds are the ratings, in tenths, that -gen -rating holds its
// puzzles' ER to: lo..hi, hi 0 for no upper bound; under variant (nil
// for none) as the rater rates it.
type ratingBounds struct {
	lo, hi  int
	variant *variant
}

// ratingNames are the Sudoku Exchange puzzle bank's buckets, which -rating
// takes as names for their ranges.
var ratingNames = map[string]ratingBounds{
	"easy": {lo: 10, hi: 14}, "medium": {lo: 15, hi: 24}, "hard": {lo: 25, hi: 49}, "diabolical": {lo: 50},
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
		return ratingBounds{lo: l}, ""
	}
	h, ok := tenthsOf(hi)
	if !ok || h < l {
		return ratingBounds{}, bad
	}
	return ratingBounds{lo: l, hi: h}, ""
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
func (b ratingBounds) holds(ctx context.Context, cells []uint8) bool {
	var board rate.Grid
	copy(board[:], cells)
	r := rate.Rater{Count: nineSolver9{}.Count}
	if b.variant != nil {
		// A puzzle whose next step serate itself fails on under the
		// variant fails NextContext (rate.ErrNotRated): it is not held.
		r.Count = variantSolver9{b.variant.solver()}.Count
		r.Variant = ratedVariant(b.variant)
	}
	if r.Start(&board) != nil {
		return false
	}
	er := 0
	for ctx.Err() == nil {
		s, ok, err := r.NextContext(ctx)
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
	return false // stopped
}
