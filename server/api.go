// api.go holds the JSON API under /api/: each endpoint reads its board as
// the command reads it (Command), answers it through package play, and
// writes the answer as the command prints it ("text") beside the fields
// behind it. It must not rate or check boards itself.

package server

import (
	"context"
	_ "embed" // the OpenAPI description
	"encoding/json"
	"errors"
	"math/bits"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"sudoku/explain"
	"sudoku/play"
	"sudoku/rate"
)

// api registers the endpoints on mux, each with the parameters it takes.
func (s *Server) api(mux *http.ServeMux) {
	mux.Handle("/api/solve", s.endpoint([]string{"p", "variant"}, s.solve))
	mux.Handle("/api/count", s.endpoint([]string{"p", "limit", "variant"}, s.count))
	mux.Handle("/api/rate", s.endpoint([]string{"p", "variant"}, s.job(play.RateJob)))
	mux.Handle("/api/hint", s.endpoint([]string{"p", "svg", "variant"}, s.job(play.HintJob)))
	mux.Handle("/api/steps", s.endpoint([]string{"p", "svg", "variant"}, s.job(play.StepsJob)))
	mux.Handle("/api/check", s.endpoint([]string{"p", "variant"}, s.job(play.CheckJob)))
	mux.Handle("/api/position", s.endpoint([]string{"p"}, s.position))
	mux.Handle("/api/gen", s.endpoint([]string{"rating", "seed", "variant"}, s.gen))
	mux.Handle("/api/svg", s.endpoint([]string{"p", "solution", "variant"}, s.svg))
	mux.Handle("/api/variant", s.endpoint([]string{"variant"}, s.variant))
	mux.HandleFunc("/api/openapi.json", openapi)
	mux.HandleFunc("/api/problems", problems)
	mux.HandleFunc("/api/problems/", problems)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, problemOf(NotFound, "sudoku: no such endpoint: "+r.URL.Path))
	})
}

// handler answers a request whose parameters are read and checked.
type handler func(w http.ResponseWriter, r *http.Request, q params)

// endpoint returns the handler of an endpoint that takes GET and POST and
// the parameters takes: any other method, or a parameter it does not
// take, is refused before any work.
func (s *Server) endpoint(takes []string, h handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodPost {
			refuseMethod(w, r, "GET, POST")
			return
		}
		q, e := readParams(r, takes)
		if e != nil {
			p := problemOf(e.kind, e.cause)
			p.Parameter = e.name
			writeProblem(w, p)
			return
		}
		h(w, r, q)
	})
}

// refuseMethod refuses a method, naming those the path takes (allow, as
// Allow writes them).
func refuseMethod(w http.ResponseWriter, r *http.Request, allow string) {
	w.Header().Set("Allow", allow)
	writeProblem(w, problemOf(BadMethod, "sudoku: "+r.URL.Path+" takes "+strings.Replace(allow, ", ", " or ", 1)+", not "+r.Method))
}

// writeJSON writes v as the answer, with status.
func writeJSON(w http.ResponseWriter, status int, v interface{}) {
	writeAs(w, "application/json; charset=utf-8", status, v)
}

// writeAs writes v as JSON of the media type given, with status.
func writeAs(w http.ResponseWriter, media string, status int, v interface{}) {
	w.Header().Set("Content-Type", media)
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	// The answers are read as JSON, never as HTML (nosniff): a step's
	// "r8c1<>1" stays as the command prints it.
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

// problemOf is a problem of kind, detail saying what went wrong.
func problemOf(kind ProblemKind, detail string) *Problem {
	return &Problem{Type: problemBase + string(kind), Title: kind.Title(), Status: kind.Status(), Detail: detail, LegacyError: detail}
}

// writeProblem writes p as the answer; a busy server says when to try
// again, as retrying soon may help then alone.
func writeProblem(w http.ResponseWriter, p *Problem) {
	if p.Kind() == Busy {
		w.Header().Set("Retry-After", "1")
	}
	writeAs(w, "application/problem+json", p.Status, p)
}

// boardProblem is the problem of a board the command could not read,
// with its place when the command gave one.
func boardProblem(err error) *Problem {
	p := problemOf(BadBoard, err.Error())
	if be, ok := err.(*BoardError); ok {
		p.Line, p.Column, p.Board = be.Line, be.Column, be.Board
	}
	return p
}

// timedOut is the problem of a job stopped by its bound or its client.
func (s *Server) timedOut() *Problem {
	return problemOf(TimedOut, "sudoku: the job took longer than "+s.cfg.JobFor.String()+", or its client left")
}

// busy is the problem of a heavy job refused.
func busy() *Problem {
	return problemOf(Busy, "sudoku: busy: every place for a heavy job is taken; try again in a second")
}

// job returns the handler of a job that starts from a position: rate and
// steps are heavy; a hint and a check are light until they outlast
// LightFor. The place is held until the answer is written, its drawing
// included.
func (s *Server) job(job play.Job) handler {
	flag := map[play.Job]string{play.RateJob: "-rate", play.HintJob: "-hint", play.StepsJob: "-steps", play.CheckJob: "-hint"}[job]
	return func(w http.ResponseWriter, r *http.Request, q params) {
		if !s.usage(w, q, flag) {
			return
		}
		pos, pr, err := s.cfg.Command.Position([]byte(q["p"]))
		if err != nil {
			writeProblem(w, boardProblem(err))
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.JobFor)
		defer cancel()
		pl, ok := s.admit(ctx, cancel, job == play.RateJob || job == play.StepsJob)
		if !ok {
			writeProblem(w, busy())
			return
		}
		defer pl.leave()
		var a play.Answer
		if v, ok := q["variant"]; ok {
			a = s.cfg.Command.VariantPath(v).Answer(ctx, job, pos)
		} else {
			pt := s.path()
			a = pt.Answer(ctx, job, pos)
			s.done(pt)
		}
		// A hint comes drawn unless asked not to; the steps, a hundred
		// pictures and megabytes on a hard board, when asked to.
		pen := drawing{svg: q.flag("svg", job == play.HintJob)}
		if v, ok := q["variant"]; ok && pen.svg {
			pen.variant = s.cfg.Command.VariantLook(v)
		}
		out := answerOf(ctx, &a, pr, pen)
		switch {
		case pl.refused():
			writeProblem(w, busy())
		case ctx.Err() != nil:
			writeProblem(w, s.timedOut())
		default:
			writeJSON(w, http.StatusOK, out)
		}
	}
}

// place is a job's place: a heavy one's from the start, or a light one's
// that takes a heavy place once it has run LightFor.
type place struct {
	s       *Server
	timer   *time.Timer // the light job's, nil for a heavy one
	took    chan bool   // whether the timer took a heavy place
	once    sync.Once
	heavy   bool // the job holds a heavy place
	stopped bool // the light job was stopped for want of one
}

// admit gives a job its place: a heavy one takes a heavy place at once or
// is refused; a light one runs, and takes a heavy place once it has run
// LightFor, or is stopped (cancel).
func (s *Server) admit(ctx context.Context, cancel context.CancelFunc, heavy bool) (*place, bool) {
	pl := &place{s: s, heavy: heavy}
	if heavy {
		return pl, s.takeHeavy()
	}
	pl.took = make(chan bool, 1)
	pl.timer = time.AfterFunc(s.cfg.LightFor, func() {
		got := s.takeHeavy()
		if !got {
			cancel()
		}
		pl.took <- got
	})
	return pl, true
}

// settle stops a light job's timer, or learns what it did.
func (pl *place) settle() {
	pl.once.Do(func() {
		if pl.timer == nil || pl.timer.Stop() {
			return
		}
		got := <-pl.took
		pl.heavy, pl.stopped = got, !got
	})
}

// refused reports whether the job was stopped for want of a heavy place.
func (pl *place) refused() bool {
	pl.settle()
	return pl.stopped
}

// leave gives the place back.
func (pl *place) leave() {
	pl.settle()
	if pl.heavy {
		pl.s.leaveHeavy()
	}
}

// drawing is how a step's pictures are drawn: at all (svg), and with a
// variant's regions (nil for none).
type drawing struct {
	svg     bool
	variant *explain.Variant
}

// answerOf writes a job's answer for JSON: its text as the command prints
// it, and the fields behind it; pen.svg adds each step's pictures, drawn
// until ctx is done.
func answerOf(ctx context.Context, a *play.Answer, pr play.Print, pen drawing) Answer {
	out := Answer{Text: string(a.AppendText(nil, pr)), Message: message(a, pr), Verdict: verdictOf(a), Mistakes: mistakesOf(a.Mistakes), Position: positionOf(a.Position)}
	if a.Err != nil {
		return out
	}
	givens := a.Position.Givens()
	draw := func(sh *explain.Shot) Step { return stepOf(ctx, sh, &givens, pen) }
	switch a.Job {
	case play.RateJob:
		out.Rating = ratingOf(&a.Rating)
	case play.HintJob:
		if len(a.Steps) > 0 {
			st := draw(&a.Steps[0])
			out.Step = &st
		}
	case play.StepsJob:
		out.Rating = ratingOf(&a.Rating)
		for i := range a.Steps {
			out.Steps = append(out.Steps, draw(&a.Steps[i]))
		}
		if a.Solution != (rate.Grid{}) {
			out.Solution = gridLine(&a.Solution)
		}
	}
	out.Solved, out.Stuck = a.Solved() && (a.Job != play.HintJob || len(a.Steps) == 0), a.Stuck
	return out
}

// message is the line the command writes on stderr for the answer, ""
// for none.
func message(a *play.Answer, pr play.Print) string {
	if f := a.Fail(); f != "" {
		return "sudoku: " + pr.Where + ": " + f
	}
	return ""
}

// verdictOf says what the job made of the position.
func verdictOf(a *play.Answer) string {
	switch {
	case a.Err == rate.ErrSeveral:
		return SeveralSolutions
	case errors.Is(a.Err, rate.ErrNotRated):
		return NotRated
	case a.Err != nil:
		return NoSolution
	case len(a.Mistakes) > 0:
		return HasMistakes
	}
	return Answered
}

// mistakesOf writes the mistakes for JSON.
func mistakesOf(ms []play.Mistake) []Mistake {
	out := []Mistake{}
	for _, m := range ms {
		out = append(out, Mistake{m.Cell, m.Digit, m.Struck, m.String()})
	}
	return out
}

// positionOf writes a position for JSON.
func positionOf(p *play.Position) Position {
	givens := p.Givens()
	var entries rate.Grid
	for c := range entries {
		if p.Entry[c] {
			entries[c] = p.Digits[c]
		}
	}
	out := Position{Givens: gridLine(&givens), Entries: gridLine(&entries), Line: p.OneLine()}
	if p.Marked {
		for c := range p.Cands {
			out.Candidates = append(out.Candidates, digitString(p.Cands[c]))
		}
	}
	return out
}

// ratingOf writes a rating for JSON.
func ratingOf(rt *rate.Rating) *Rating {
	return &Rating{rt.ER, rt.EP, rt.ED, rt.Technique, rt.EPTechnique, rt.EDTechnique, rt.Stuck, rt.Steps, rt.String()}
}

// stepOf writes a step taken on a grid for JSON, drawn when pen.svg, each
// view while ctx is not done: a client that leaves stops the drawing.
func stepOf(ctx context.Context, sh *explain.Shot, givens *rate.Grid, pen drawing) Step {
	s := &sh.Step
	out := Step{Text: s.String(), Difficulty: s.Rating(), Technique: s.Technique(), Description: s.Text(), Why: explain.Why(s), Eureka: s.Eureka()}
	if c, d, ok := s.Placement(); ok {
		out.Placement = &Candidate{c, d, rate.CellName(c)}
	}
	out.Removed = candidates(s.Removed())
	cells, regions := s.Look()
	out.Look = Look{nonNil(cells), nonNil(regions)}
	out.Proof = proofOf(s.Proof())
	out.Before.Digits = gridLine(&sh.Digits)
	for c := range sh.Cands {
		out.Before.Candidates = append(out.Before.Candidates, digitString(sh.Cands[c]))
	}
	views := s.Views()
	if len(views) == 0 {
		views = []rate.Picture{{}}
	}
	for i := range views {
		pen.svg = pen.svg && ctx.Err() == nil
		out.Views = append(out.Views, viewOf(sh, &views[i], givens, pen))
	}
	return out
}

// viewOf writes one of a step's pictures for JSON, drawn when pen.svg.
func viewOf(sh *explain.Shot, pic *rate.Picture, givens *rate.Grid, pen drawing) View {
	out := View{Branch: pic.Branch, Picture: Picture{Cells: nonNil(pic.Cells), Regions: nonNil(pic.Regions),
		Green: candidates(pic.Green), Red: candidates(pic.Red), Blue: candidates(pic.Blue), Links: []Link{}}}
	for _, l := range pic.Links {
		out.Picture.Links = append(out.Picture.Links, Link{Candidate{l.FromCell, l.FromDigit, rate.CellName(l.FromCell)}, Candidate{l.ToCell, l.ToDigit, rate.CellName(l.ToCell)}, l.Strong})
	}
	if pen.svg {
		var b strings.Builder
		fig := explain.Figure{Digits: sh.Digits, Givens: *givens, Cands: sh.Cands, ShowCands: true, Pic: *pic, Struck: sh.Step.Removed(), Title: sh.Step.String(), Variant: pen.variant}
		fig.WriteSVG(&b, false, 0)
		out.SVG = b.String()
	}
	return out
}

// proofOf writes a chain step's proof for JSON: each chain's assertion,
// and each link's line as -proof prints it with the cells it speaks of.
func proofOf(chains []rate.Chain) []Chain {
	out := []Chain{}
	for i := range chains {
		ch := &chains[i]
		c := Chain{Assertion: ch.Assertion, Nested: ch.Nested, Links: []ChainLink{}}
		for k, line := range ch.Lines() {
			l := &ch.Links[k]
			var cells []int
			for _, cause := range l.Causes {
				cells = addCell(cells, cause.Cell)
			}
			c.Links = append(c.Links, ChainLink{line, addCell(cells, l.Effect.Cell)})
		}
		out = append(out, c)
	}
	return out
}

// addCell adds cell c to a list, once.
func addCell(cells []int, c int) []int {
	for _, x := range cells {
		if x == c {
			return cells
		}
	}
	return append(cells, c)
}

// nonNil gives an empty list for none, so that JSON says [].
func nonNil(a []int) []int {
	if a == nil {
		return []int{}
	}
	return a
}

// candidates lists the candidates of a set by cell, bit d for digit d.
func candidates(m [81]uint16) []Candidate {
	out := []Candidate{}
	for c := 0; c < 81; c++ {
		for b := m[c]; b != 0; b &= b - 1 {
			out = append(out, Candidate{c, bits.TrailingZeros16(b), rate.CellName(c)})
		}
	}
	return out
}

// digitString writes a set of candidates' digits in order.
func digitString(m uint16) string {
	var b []byte
	for d := 1; d <= 9; d++ {
		if m&(1<<uint(d)) != 0 {
			b = append(b, byte('0'+d))
		}
	}
	return string(b)
}

// gridLine writes a grid's 81 cells, '.' for a blank.
func gridLine(g *rate.Grid) string {
	b := make([]byte, 81)
	for c, d := range g {
		b[c] = '.'
		if d != 0 {
			b[c] = '0' + d
		}
	}
	return string(b)
}

// usage checks the command line of a job (args) with the request's
// variant, as the command checks it; ok is false when it wrote the
// problem of a variant the job does not take.
func (s *Server) usage(w http.ResponseWriter, q params, args ...string) bool {
	v, ok := q["variant"]
	if !ok {
		return true
	}
	msg := s.cfg.Command.Usage(append(args, "-variant", v))
	if msg != "" {
		p := problemOf(BadParameter, msg)
		p.Parameter = "variant"
		writeProblem(w, p)
	}
	return msg == ""
}

// run runs the command on p as a solver's job with args (and the
// request's variant); ok is false when it wrote the problem of a variant
// the job does not take or of a board the command could not read.
func (s *Server) run(w http.ResponseWriter, q params, args ...string) (Ran, bool) {
	if !s.usage(w, q, args...) {
		return Ran{}, false
	}
	if v, ok := q["variant"]; ok {
		args = append(args, "-variant", v)
	}
	ran := s.cfg.Command.Run(args, []byte(q["p"]))
	if ran.Status == 2 || ran.Status < 0 {
		err := error(ran.Fault)
		if ran.Fault == nil {
			err = &BoardError{Msg: ran.Stderr}
		}
		writeProblem(w, boardProblem(err))
		return ran, false
	}
	return ran, true
}

// solve answers the board as the command does with no flags (under the
// variant asked); the solution and the count of solutions (up to 2) are
// the solver's, on the board the command read.
func (s *Server) solve(w http.ResponseWriter, r *http.Request, q params) {
	ran, ok := s.run(w, q)
	if !ok {
		return
	}
	out := SolveAnswer{Text: ran.Stdout, Message: ran.Stderr, Solutions: ran.Solutions}
	if ran.Solution != nil {
		out.Solution = gridLine(ran.Solution)
	}
	writeJSON(w, http.StatusOK, out)
}

// count answers the board as the command does with -count -limit (the
// limit asked, 2 if none).
func (s *Server) count(w http.ResponseWriter, r *http.Request, q params) {
	limit := q["limit"]
	if limit == "" {
		limit = "2"
	}
	ran, ok := s.run(w, q, "-count", "-limit", limit)
	if !ok {
		return
	}
	out := CountAnswer{Text: ran.Stdout, Message: ran.Stderr}
	out.Count, _ = strconv.Atoi(strings.TrimSpace(ran.Stdout))
	out.Limit, _ = strconv.Atoi(limit)
	out.Capped = out.Count >= out.Limit
	writeJSON(w, http.StatusOK, out)
}

// position reads p, in any form the rating jobs read (a grid of several
// lines too), and gives it back as a position: what the page pastes.
func (s *Server) position(w http.ResponseWriter, r *http.Request, q params) {
	pos, _, err := s.cfg.Command.Position([]byte(q["p"]))
	if err != nil {
		writeProblem(w, boardProblem(err))
		return
	}
	writeJSON(w, http.StatusOK, PositionAnswer{positionOf(pos)})
}

// gen makes a puzzle whose rating lies in the range asked, from the seed
// asked or a new one, and rates it: a heavy job. A variant's puzzle is
// asked for no rating unless one is given, which the command takes under
// the variants the rater rates; one whose steps the rater does not all
// rate yet (a range with no upper bound holds before them) has none.
func (s *Server) gen(w http.ResponseWriter, r *http.Request, q params) {
	asked, seed := q["rating"], q["seed"]
	variant, isVariant := q["variant"]
	if asked == "" && !isVariant {
		asked = "easy"
	}
	if seed == "" {
		seed = strconv.FormatInt(time.Now().UnixNano()%1e9, 10)
	}
	args := []string{"-seed", seed}
	if asked != "" {
		args = append(args, "-rating", asked)
	}
	if isVariant {
		args = append(args, "-variant", variant)
	}
	if msg := s.cfg.Command.Usage(append([]string{"-gen", "1"}, args...)); msg != "" {
		p := problemOf(BadParameter, msg)
		p.Parameter = map[bool]string{true: "variant", false: "rating"}[isVariant]
		writeProblem(w, p)
		return
	}
	if !s.takeHeavy() {
		writeProblem(w, busy())
		return
	}
	defer s.leaveHeavy()
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.JobFor)
	defer cancel()
	puzzle, err := s.cfg.Command.Generate(ctx, args)
	out := GenAnswer{Text: puzzle + "\n", Puzzle: puzzle, Seed: seed, Range: asked, Variant: variant}
	if err == nil && asked != "" {
		out.Rating, err = s.rating(ctx, puzzle, q)
	}
	switch {
	case ctx.Err() != nil:
		writeProblem(w, s.timedOut())
	case err != nil:
		p := problemOf(BadParameter, err.Error())
		p.Parameter = "rating"
		writeProblem(w, p)
	default:
		writeJSON(w, http.StatusOK, out)
	}
}

// rating rates a puzzle the command made, through the one path, under
// the request's variant if it asks one.
func (s *Server) rating(ctx context.Context, puzzle string, q params) (*Rating, error) {
	pos, _, err := s.cfg.Command.Position([]byte(puzzle))
	if err != nil {
		return nil, err
	}
	var a play.Answer
	if v, ok := q["variant"]; ok {
		a = s.cfg.Command.VariantPath(v).Answer(ctx, play.RateJob, pos)
	} else {
		pt := s.path()
		a = pt.Answer(ctx, play.RateJob, pos)
		s.done(pt)
	}
	switch {
	case errors.Is(a.Err, rate.ErrNotRated):
		return nil, nil
	case a.Err != nil:
		return nil, a.Err
	}
	return ratingOf(&a.Rating), nil
}

// variant gives a variant's rules as geometry: its units, the cells apart
// and beside each cell.
func (s *Server) variant(w http.ResponseWriter, r *http.Request, q params) {
	out, msg := s.cfg.Command.Variant(q["variant"])
	if msg != "" {
		p := problemOf(BadParameter, msg)
		p.Parameter = "variant"
		writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// svg draws the board as -svg does (with solution, its solution).
func (s *Server) svg(w http.ResponseWriter, r *http.Request, q params) {
	args := []string{"-svg"}
	if q.flag("solution", false) {
		args = append(args, "-solution")
	}
	ran, ok := s.run(w, q, args...)
	if !ok {
		return
	}
	if ran.Status != 0 {
		writeProblem(w, boardProblem(&BoardError{Msg: ran.Stderr}))
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Content-Disposition", `attachment; filename="sudoku.svg"`)
	w.Write([]byte(ran.Stdout))
}

//go:embed openapi.json
var openapiJSON []byte

// openapi serves the API's OpenAPI description.
func openapi(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		refuseMethod(w, r, "GET, HEAD")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(openapiJSON)
}

// problemDoc is what /api/problems/KIND says of a kind of problem: its
// type, title and status, as every problem of the kind carries them.
type problemDoc struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	Status int    `json:"status"`
}

// problems describes the kind of problem its path names, the Type every
// problem of that kind carries; /api/problems lists them all.
func problems(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		refuseMethod(w, r, "GET, HEAD")
		return
	}
	name := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, "/api/problems"), "/")
	var docs []problemDoc
	for _, k := range kinds() {
		if name == "" || name == string(k) {
			docs = append(docs, problemDoc{problemBase + string(k), k.Title(), k.Status()})
		}
	}
	switch {
	case len(docs) == 0:
		writeProblem(w, problemOf(NotFound, "sudoku: no such kind of problem: "+name))
	case name == "":
		writeJSON(w, http.StatusOK, docs)
	default:
		writeJSON(w, http.StatusOK, docs[0])
	}
}
