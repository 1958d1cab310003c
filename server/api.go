// api.go holds the JSON API under /api/: each endpoint reads its board as
// the command reads it (Command), answers it through package play, and
// writes the answer as the command prints it ("text") beside the fields
// behind it. It must not rate or check boards itself.

package server

import (
	"context"
	"encoding/json"
	"io/ioutil"
	"math/bits"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"sudoku/explain"
	"sudoku/play"
	"sudoku/rate"
)

// api registers the endpoints on mux.
func (s *Server) api(mux *http.ServeMux) {
	mux.HandleFunc("/api/solve", s.solve)
	mux.HandleFunc("/api/count", s.count)
	mux.HandleFunc("/api/rate", s.job(play.RateJob))
	mux.HandleFunc("/api/hint", s.job(play.HintJob))
	mux.HandleFunc("/api/steps", s.job(play.StepsJob))
	mux.HandleFunc("/api/check", s.check)
	mux.HandleFunc("/api/position", s.position)
	mux.HandleFunc("/api/gen", s.gen)
	mux.HandleFunc("/api/svg", s.svg)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "sudoku: no such endpoint: "+r.URL.Path)
	})
}

// errorJSON is a failed request's answer.
type errorJSON struct {
	Error string `json:"error"`
}

// writeJSON writes v as the answer, with status.
func writeJSON(w http.ResponseWriter, status int, v interface{}) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeError writes msg as a failed request's answer, with status; 503
// says when to try again.
func writeError(w http.ResponseWriter, status int, msg string) {
	if status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", "1")
	}
	writeJSON(w, status, errorJSON{msg})
}

// param reads the request's p: from the query, or the body of a POST:
// a form's p, or else the body itself (curl --data-binary sends a board
// as a form it is not). ok is false when it wrote an error.
func param(w http.ResponseWriter, r *http.Request, name string) (string, bool) {
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		return r.URL.Query().Get(name), true
	case http.MethodPost:
	default:
		writeError(w, http.StatusMethodNotAllowed, "sudoku: "+r.URL.Path+" takes GET or POST")
		return "", false
	}
	if name != "p" {
		return r.URL.Query().Get(name), true
	}
	body, err := ioutil.ReadAll(r.Body)
	if err != nil {
		writeError(w, bodyStatus(err), "sudoku: "+err.Error())
		return "", false
	}
	if strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		if form, err := url.ParseQuery(string(body)); err == nil && form.Get("p") != "" {
			return form.Get("p"), true
		}
	}
	return string(body), true
}

// bodyStatus is the status of a body that could not be read: too large,
// or cut off.
func bodyStatus(err error) int {
	if strings.Contains(err.Error(), "too large") {
		return http.StatusRequestEntityTooLarge
	}
	return http.StatusBadRequest
}

// readPosition reads the request's p as the rating jobs read it; ok is
// false when it wrote the error.
func (s *Server) readPosition(w http.ResponseWriter, r *http.Request) (*play.Position, play.Print, bool) {
	p, ok := param(w, r, "p")
	if !ok {
		return nil, play.Print{}, false
	}
	pos, pr, err := s.cfg.Command.Position([]byte(p))
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return nil, pr, false
	}
	return pos, pr, true
}

// answerJSON is what a job's answer holds besides its text.
type answerJSON struct {
	Text     string        `json:"text"`              // what the command prints on stdout for the board
	Message  string        `json:"message,omitempty"` // what it writes on stderr, if anything
	Verdict  string        `json:"verdict"`           // "answered", "mistakes", "no solution", "several solutions"
	Mistakes []mistakeJSON `json:"mistakes"`
	Position positionJSON  `json:"position"`
	Rating   *ratingJSON   `json:"rating,omitempty"`   // rate, steps
	Step     *stepJSON     `json:"step,omitempty"`     // hint: the next step, if any
	Steps    []stepJSON    `json:"steps,omitempty"`    // steps
	Solved   bool          `json:"solved"`             // the steps end solved (hint: the position is)
	Stuck    bool          `json:"stuck"`              // no technique applies where they stop
	Solution string        `json:"solution,omitempty"` // steps: the position's solution
}

// job returns the handler of a job that starts from a position: rate and
// steps are heavy; a hint is light until it outlasts LightFor.
func (s *Server) job(job play.Job) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		pos, pr, ok := s.readPosition(w, r)
		if !ok {
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.JobFor)
		defer cancel()
		release, ok := s.admit(ctx, cancel, job)
		if !ok {
			writeError(w, http.StatusServiceUnavailable, errBusy.Error())
			return
		}
		pt := s.path()
		a := pt.Answer(ctx, job, pos)
		s.done(pt)
		busy := release()
		switch {
		case busy:
			writeError(w, http.StatusServiceUnavailable, errBusy.Error())
		case a.Err != nil && a.Err == ctx.Err():
			writeError(w, http.StatusServiceUnavailable, "sudoku: the job took longer than "+s.cfg.JobFor.String()+", or its client left")
		default:
			// A hint comes drawn unless asked not to; the steps, a hundred
			// pictures and megabytes on a hard board, when asked to.
			svg := r.URL.Query().Get("svg")
			writeJSON(w, http.StatusOK, answerOf(&a, pr, svg == "1" || svg == "" && job == play.HintJob))
		}
	}
}

// admit gives a job its place: a heavy one takes a heavy place at once or
// is refused; a hint runs light, and takes a heavy place once it has run
// LightFor, or is stopped (cancel). release gives the place back, and
// says whether the hint was stopped for want of one.
func (s *Server) admit(ctx context.Context, cancel context.CancelFunc, job play.Job) (release func() bool, ok bool) {
	if job != play.HintJob {
		if !s.takeHeavy() {
			return nil, false
		}
		return func() bool { s.leaveHeavy(); return false }, true
	}
	took, refused := make(chan bool, 1), false
	t := time.AfterFunc(s.cfg.LightFor, func() {
		got := s.takeHeavy()
		if !got {
			cancel()
		}
		took <- got
	})
	return func() bool {
		if t.Stop() {
			return false
		}
		if got := <-took; got {
			s.leaveHeavy()
		} else {
			refused = true
		}
		return refused
	}, true
}

// answerOf writes a job's answer for JSON: its text as the command prints
// it, and the fields behind it; svg adds each step's picture.
func answerOf(a *play.Answer, pr play.Print, svg bool) answerJSON {
	out := answerJSON{Text: string(a.AppendText(nil, pr)), Message: message(a, pr), Verdict: verdictOf(a), Mistakes: mistakesOf(a.Mistakes), Position: positionOf(a.Position)}
	if a.Err != nil {
		return out
	}
	givens := a.Position.Givens()
	switch a.Job {
	case play.RateJob:
		out.Rating = ratingOf(&a.Rating)
	case play.HintJob:
		if len(a.Steps) > 0 {
			st := stepOf(&a.Steps[0], &givens, svg)
			out.Step = &st
		}
	case play.StepsJob:
		out.Rating = ratingOf(&a.Rating)
		for i := range a.Steps {
			out.Steps = append(out.Steps, stepOf(&a.Steps[i], &givens, svg))
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
		return "several solutions"
	case a.Err != nil:
		return "no solution"
	case len(a.Mistakes) > 0:
		return "mistakes"
	}
	return "answered"
}

// mistakeJSON is one of the player's mistakes.
type mistakeJSON struct {
	Cell   int    `json:"cell"` // 0-80, row by row
	Digit  int    `json:"digit"`
	Struck bool   `json:"struck"` // a struck candidate, not an entry
	Text   string `json:"text"`   // "r3c4=5 is wrong"
}

// mistakesOf writes the mistakes for JSON.
func mistakesOf(ms []play.Mistake) []mistakeJSON {
	out := []mistakeJSON{}
	for _, m := range ms {
		out = append(out, mistakeJSON{m.Cell, m.Digit, m.Struck, m.String()})
	}
	return out
}

// positionJSON is a position: givens, the player's entries, and, when it
// has them, its pencil marks.
type positionJSON struct {
	Givens     string   `json:"givens"`               // 81 cells, '.' for none
	Entries    string   `json:"entries"`              // the player's digits, '.' elsewhere
	Candidates []string `json:"candidates,omitempty"` // each cell's candidates, when it has pencil marks
	Line       string   `json:"line"`                 // the position on one line, as the command reads it
}

// positionOf writes a position for JSON.
func positionOf(p *play.Position) positionJSON {
	givens := p.Givens()
	var entries rate.Grid
	for c := range entries {
		if p.Entry[c] {
			entries[c] = p.Digits[c]
		}
	}
	out := positionJSON{Givens: gridLine(&givens), Entries: gridLine(&entries), Line: p.OneLine()}
	if p.Marked {
		for c := range p.Cands {
			out.Candidates = append(out.Candidates, digitString(p.Cands[c]))
		}
	}
	return out
}

// ratingJSON is a rating as serate prints it.
type ratingJSON struct {
	ER          string `json:"er"`
	EP          string `json:"ep"`
	ED          string `json:"ed"`
	Technique   string `json:"technique"`
	EPTechnique string `json:"epTechnique"`
	EDTechnique string `json:"edTechnique"`
	Stuck       bool   `json:"stuck"`
	Steps       int    `json:"steps"`
	Line        string `json:"line"` // "4.2/1.2/1.2 XY-Wing"
}

// ratingOf writes a rating for JSON.
func ratingOf(rt *rate.Rating) *ratingJSON {
	return &ratingJSON{rt.ER.String(), rt.EP.String(), rt.ED.String(), rt.Technique, rt.EPTechnique, rt.EDTechnique, rt.Stuck, rt.Steps, rt.String()}
}

// cellDigit is a candidate, or a placement: a digit in a cell.
type cellDigit struct {
	Cell  int    `json:"cell"`
	Digit int    `json:"digit"`
	Name  string `json:"name"` // "r2c8"
}

// stepJSON is one step: its line, its parts, and its picture.
type stepJSON struct {
	Text        string      `json:"text"` // the line -hint prints
	Rating      string      `json:"rating"`
	Technique   string      `json:"technique"`
	Description string      `json:"description"` // Sudoku Explainer's words
	Why         string      `json:"why"`         // why it holds
	Placement   *cellDigit  `json:"placement"`
	Removed     []cellDigit `json:"removed"`
	Eureka      string      `json:"eureka,omitempty"`
	Before      gridJSON    `json:"before"` // the grid the step is taken on
	// Views are what Sudoku Explainer shows of the step: one picture, or
	// one for each branch of a chain of several.
	Views []viewJSON `json:"views"`
}

// viewJSON is one of a step's pictures, and the step drawn with it as
// -explain draws it.
type viewJSON struct {
	Branch  string      `json:"branch,omitempty"` // the branch, in Sudoku Explainer's words
	Picture pictureJSON `json:"picture"`
	SVG     string      `json:"svg,omitempty"`
}

// gridJSON is a grid part-way through a solve.
type gridJSON struct {
	Digits     string   `json:"digits"`
	Candidates []string `json:"candidates"`
}

// pictureJSON is what Sudoku Explainer shows of a step.
type pictureJSON struct {
	Cells   []int       `json:"cells"`
	Regions []int       `json:"regions"` // 0-8 blocks, 9-17 rows, 18-26 columns
	Green   []cellDigit `json:"green"`   // what the step rests on
	Red     []cellDigit `json:"red"`     // what it removes
	Blue    []cellDigit `json:"blue"`    // a third part of its pattern
	Links   []linkJSON  `json:"links"`
}

// linkJSON is a chain's link, from a candidate to the next: strong when
// the first off makes the next on, weak when the first on makes the next
// off.
type linkJSON struct {
	From   cellDigit `json:"from"`
	To     cellDigit `json:"to"`
	Strong bool      `json:"strong"`
}

// stepOf writes a step taken on a grid for JSON, drawn when svg.
func stepOf(sh *explain.Shot, givens *rate.Grid, svg bool) stepJSON {
	s := &sh.Step
	out := stepJSON{Text: s.String(), Rating: s.Rating().String(), Technique: s.Technique(), Description: s.Text(), Why: explain.Why(s), Eureka: s.Eureka()}
	if c, d, ok := s.Placement(); ok {
		out.Placement = &cellDigit{c, d, cellName(c)}
	}
	out.Removed = candidates(s.Removed())
	out.Before.Digits = gridLine(&sh.Digits)
	for c := range sh.Cands {
		out.Before.Candidates = append(out.Before.Candidates, digitString(sh.Cands[c]))
	}
	views := s.Views()
	if len(views) == 0 {
		views = []rate.Picture{{}}
	}
	for i := range views {
		out.Views = append(out.Views, viewOf(sh, &views[i], givens, svg))
	}
	return out
}

// viewOf writes one of a step's pictures for JSON, drawn when svg.
func viewOf(sh *explain.Shot, pic *rate.Picture, givens *rate.Grid, svg bool) viewJSON {
	out := viewJSON{Branch: pic.Branch, Picture: pictureJSON{Cells: nonNil(pic.Cells), Regions: nonNil(pic.Regions),
		Green: candidates(pic.Green), Red: candidates(pic.Red), Blue: candidates(pic.Blue), Links: []linkJSON{}}}
	for _, l := range pic.Links {
		out.Picture.Links = append(out.Picture.Links, linkJSON{cellDigit{l.FromCell, l.FromDigit, cellName(l.FromCell)}, cellDigit{l.ToCell, l.ToDigit, cellName(l.ToCell)}, l.Strong})
	}
	if svg {
		var b strings.Builder
		fig := explain.Figure{Digits: sh.Digits, Givens: *givens, Cands: sh.Cands, ShowCands: true, Pic: *pic, Struck: sh.Step.Removed(), Title: sh.Step.String()}
		fig.WriteSVG(&b, false, 0)
		out.SVG = b.String()
	}
	return out
}

// nonNil gives an empty list for none, so that JSON says [].
func nonNil(a []int) []int {
	if a == nil {
		return []int{}
	}
	return a
}

// candidates lists the candidates of a set by cell, bit d for digit d.
func candidates(m [81]uint16) []cellDigit {
	out := []cellDigit{}
	for c := 0; c < 81; c++ {
		for b := m[c]; b != 0; b &= b - 1 {
			out = append(out, cellDigit{c, bits.TrailingZeros16(b), cellName(c)})
		}
	}
	return out
}

// cellName names cell c as the steps do: r3c5.
func cellName(c int) string { return "r" + strconv.Itoa(c/9+1) + "c" + strconv.Itoa(c%9+1) }

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

// solveJSON is /api/solve's answer.
type solveJSON struct {
	Text      string `json:"text"`
	Message   string `json:"message,omitempty"`
	Solution  string `json:"solution,omitempty"` // the lexicographically first solution
	Solutions int    `json:"solutions"`          // 0, 1, or 2 for several
}

// solve answers the board as the command does with no flags, and counts
// its solutions up to 2.
func (s *Server) solve(w http.ResponseWriter, r *http.Request) {
	p, ok := param(w, r, "p")
	if !ok {
		return
	}
	text, msg, status := s.cfg.Command.Run(nil, []byte(p))
	if status == 2 || status < 0 {
		writeError(w, http.StatusBadRequest, msg)
		return
	}
	counted, _, _ := s.cfg.Command.Run([]string{"-count"}, []byte(p))
	out := solveJSON{Text: text, Message: msg}
	out.Solutions, _ = strconv.Atoi(strings.TrimSpace(counted))
	if status == 0 {
		out.Solution = strings.Join(strings.Fields(strings.NewReplacer("|", " ", "-", " ", "+", " ").Replace(text)), "")
	}
	writeJSON(w, http.StatusOK, out)
}

// countJSON is /api/count's answer.
type countJSON struct {
	Text    string `json:"text"`
	Message string `json:"message,omitempty"`
	Count   int    `json:"count"` // solutions, counted up to limit
}

// count answers the board as the command does with -count (and -limit,
// the query's limit).
func (s *Server) count(w http.ResponseWriter, r *http.Request) {
	p, ok := param(w, r, "p")
	if !ok {
		return
	}
	args := []string{"-count"}
	if l := r.URL.Query().Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > 1000 {
			writeError(w, http.StatusBadRequest, "sudoku: limit: want a count from 1 to 1000, got "+strconv.Quote(l))
			return
		}
		args = append(args, "-limit", l)
	}
	text, msg, status := s.cfg.Command.Run(args, []byte(p))
	if status == 2 || status < 0 {
		writeError(w, http.StatusBadRequest, msg)
		return
	}
	n, _ := strconv.Atoi(strings.TrimSpace(text))
	writeJSON(w, http.StatusOK, countJSON{text, msg, n})
}

// checkJSON is /api/check's answer: the position's mistakes.
type checkJSON struct {
	Text     string        `json:"text"` // the mistakes as -hint names them first, "" for none
	Message  string        `json:"message,omitempty"`
	Verdict  string        `json:"verdict"`
	Mistakes []mistakeJSON `json:"mistakes"`
	Position positionJSON  `json:"position"`
}

// check names the position's mistakes, as -hint does on its first line.
func (s *Server) check(w http.ResponseWriter, r *http.Request) {
	pos, pr, ok := s.readPosition(w, r)
	if !ok {
		return
	}
	ck, err := play.Check(pos, s.cfg.Command.Solver())
	a := play.Answer{Position: pos, Err: err, Mistakes: ck.Mistakes}
	out := checkJSON{Message: message(&a, pr), Verdict: verdictOf(&a), Mistakes: mistakesOf(ck.Mistakes), Position: positionOf(pos)}
	var names []string
	for _, m := range out.Mistakes {
		names = append(names, m.Text)
	}
	if len(names) > 0 {
		out.Text = strings.Join(names, ", ") + "\n"
	}
	writeJSON(w, http.StatusOK, out)
}

// position reads p, in any form the rating jobs read (a grid of several
// lines too), and gives it back as a position: what the page pastes.
func (s *Server) position(w http.ResponseWriter, r *http.Request) {
	pos, _, ok := s.readPosition(w, r)
	if !ok {
		return
	}
	writeJSON(w, http.StatusOK, positionOf(pos))
}

// genJSON is /api/gen's answer: a new puzzle.
type genJSON struct {
	Text   string `json:"text"` // the puzzle as -gen prints it
	Puzzle string `json:"puzzle"`
	Seed   string `json:"seed"`
	Rating string `json:"rating"` // the range asked
}

// gen makes a puzzle whose rating lies in the range asked, from the seed
// asked or a new one: a heavy job.
func (s *Server) gen(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodPost {
		writeError(w, http.StatusMethodNotAllowed, "sudoku: /api/gen takes GET or POST")
		return
	}
	q := r.URL.Query()
	rating, seed := q.Get("rating"), q.Get("seed")
	if rating == "" {
		rating = "easy"
	}
	if seed == "" {
		seed = strconv.FormatInt(time.Now().UnixNano()%1e9, 10)
	}
	if !s.takeHeavy() {
		writeError(w, http.StatusServiceUnavailable, errBusy.Error())
		return
	}
	defer s.leaveHeavy()
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.JobFor)
	defer cancel()
	puzzle, err := s.cfg.Command.Generate(ctx, rating, seed)
	switch {
	case err != nil && ctx.Err() != nil:
		writeError(w, http.StatusServiceUnavailable, "sudoku: no puzzle in "+s.cfg.JobFor.String()+", or its client left")
	case err != nil:
		writeError(w, http.StatusBadRequest, err.Error())
	default:
		writeJSON(w, http.StatusOK, genJSON{puzzle + "\n", puzzle, seed, rating})
	}
}

// svg draws the board as -svg does (with solution=1, its solution).
func (s *Server) svg(w http.ResponseWriter, r *http.Request) {
	p, ok := param(w, r, "p")
	if !ok {
		return
	}
	args := []string{"-svg"}
	if r.URL.Query().Get("solution") == "1" {
		args = append(args, "-solution")
	}
	out, msg, status := s.cfg.Command.Run(args, []byte(p))
	if status != 0 {
		writeError(w, http.StatusBadRequest, msg)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Content-Disposition", `attachment; filename="sudoku.svg"`)
	w.Write([]byte(out))
}
