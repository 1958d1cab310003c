// drawing.go holds the drawing jobs: -explain (one HTML page with every
// step of each board, drawn and explained) and -svg (each board, or its
// solution, as a print-ready SVG). It must not rate or draw boards
// itself: package rate rates, package explain draws.

package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/ioutil"
	"os"
	"path/filepath"
	"strconv"

	"sudoku/explain"
	"sudoku/rate"
)

// explainKind is the rating job's kind for -explain: a section of the
// page a board.
const explainKind = stepLines + 1

// newExplainJob registers -explain on fs and returns its job.
func newExplainJob(fs *flag.FlagSet, _ *options) job {
	r := &ratingJob{name: "explain", kind: explainKind}
	fs.BoolVar(&r.asked, "explain", false, "write one HTML page showing every step of each board: the grid, the step's pattern coloured, Sudoku Explainer's words and why it holds")
	return r
}

// explainPage writes the page around the boards' sections.
func explainPage(stdout io.Writer, body func() int) int {
	if err := explain.WriteHead(stdout, "Sudoku, step by step"); err != nil {
		return 2
	}
	status := body()
	if err := explain.WriteTail(stdout); err != nil && status == 0 {
		status = 2
	}
	return status
}

// explain writes a board's section: its steps to the solution, each on
// the grid it is taken on, or, for a board the rater does not take, why.
func (a *rateAnswerer) explain(ans *answer, board *Board, rec *Record) {
	wk := explain.Walk{Name: "Board " + strconv.Itoa(rec.Num) + " (" + rec.Where() + ")", Puzzle: rate.Grid(*board)}
	if ans.fail != "" { // the givens clash
		wk.End = "Not explained: " + ans.fail + "."
		a.writeSection(ans, &wk, rec)
		return
	}
	mistakes, err := a.start(ans, board, rec)
	wk.Mistakes = mistakes
	if len(mistakes) > 0 {
		wk.Puzzle, _ = a.r.State() // the grid corrected, where the steps start
	}
	switch {
	case err != nil:
		ans.fail = err.Error()
		wk.End = "Not explained: " + err.Error() + "."
	default:
		a.walk(&wk, rec)
	}
	a.writeSection(ans, &wk, rec)
}

// writeSection writes wk, the record's section of the page, as its answer.
func (a *rateAnswerer) writeSection(ans *answer, wk *explain.Walk, rec *Record) {
	var b bytes.Buffer
	wk.WriteSection(&b, "b"+strconv.Itoa(rec.Num))
	ans.text = append(ans.text, b.Bytes()...)
}

// unexplained writes the section of a record the page cannot explain: a
// malformed board (its fault goes to stderr too) or one of another size.
func (a *rateAnswerer) unexplained(ans *answer, rec *Record) {
	why := "the rater rates 9x9 boards only"
	if rec.Err != nil {
		why = "bad input: " + rec.Err.Error()
	} else {
		ans.fail = why
	}
	wk := explain.Walk{Name: "Board " + strconv.Itoa(rec.Num) + " (" + rec.Where() + ")", End: "Not explained: " + why + "."}
	a.writeSection(ans, &wk, rec)
}

// walk takes every step of the started board into wk, then its rating
// and solution; a candidate grid's page starts from its candidates.
func (a *rateAnswerer) walk(wk *explain.Walk, rec *Record) {
	if ps, _ := rec.play.(*playState); ps != nil && ps.marks {
		digits, cands := a.r.State() // the grid as the rater settled it
		wk.Marks = &cands
		for c := range digits {
			if digits[c] != 0 && wk.Puzzle[c] == 0 {
				wk.Puzzle[c] = digits[c]
			}
		}
	}
	var steps []rate.Step
	for {
		digits, cands := a.r.State()
		s, ok, err := a.r.Next()
		if err != nil || !ok {
			break
		}
		steps = append(steps, s)
		wk.Shots = append(wk.Shots, explain.Shot{Step: s, Digits: digits, Cands: cands})
	}
	if !a.r.Solved() {
		wk.End = "No technique of Sudoku Explainer applies here (Beyond solver): the steps stop."
	}
	wk.Rating = rate.RatingOf(steps, !a.r.Solved()).String()
	// The steps' end is the solution; a board they leave unsolved gets
	// its givens' (a candidate grid's candidates only its steps respect).
	board := Board(wk.Puzzle)
	if digits, _ := a.r.State(); a.r.Solved() {
		wk.Solution = digits
	} else if sol, ok := a.sv.Solve(&board); ok && wk.Marks == nil {
		wk.Solution = rate.Grid(sol)
	}
}

// drawing is the -svg job: each board, or its solution, as an SVG.
type drawing struct {
	asked, solution bool
	out             string // a folder to write one file a board into
}

// newDrawing registers -svg, and the -solution it shares with -gen (into
// o), on fs and returns the job.
func newDrawing(fs *flag.FlagSet, o *options) job {
	d := &drawing{}
	fs.BoolVar(&d.asked, "svg", false, "draw each 9x9 board as a print-ready SVG (with -gen, each puzzle): on stdout for one board, in -out DIR for several")
	fs.BoolVar(&o.solution, "solution", false, "with -svg, draw each board's solution, its givens in bold")
	return d
}

// settle holds -svg to 9x9 boards: the figures draw no other size.
func (d *drawing) settle(o *options) string {
	d.out, d.solution = o.out, o.solution
	if p := o.cfg.p; p.box != 3 && p.box != 0 {
		return fmt.Sprintf("-svg draws 9x9 boards: -format %s reads %dx%d", p.name, p.box*p.box, p.box*p.box)
	}
	return ""
}

// run draws every board in input order.
func (d *drawing) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	if d.out != "" {
		if err := os.MkdirAll(d.out, 0o755); err != nil {
			fmt.Fprintln(stderr, "sudoku: "+err.Error())
			return 2
		}
	}
	w := newWriter(stdout, stderr)
	src := newSource(o.files, stdin, o.cfg.p)
	cfg := o.cfg
	if d.out == "" {
		cfg.jobs = 1 // stdout takes the first board alone: one worker sees them in order
	}
	var drawn int64
	cfg.text = (*writer).emitText
	cfg.answerers = func() answerer { return &svgAnswerer{d: d, drawn: &drawn} }
	process(src, w, cfg)
	return finish(w, src)
}

// svgAnswerer draws records in one goroutine.
type svgAnswerer struct {
	d     *drawing
	sv    Solver
	drawn *int64 // boards drawn on stdout: one at most
}

// guesses is 0: drawing makes no guesses worth reporting.
func (a *svgAnswerer) guesses() int { return 0 }

// answer draws the record's board or says why it cannot: a malformed
// board, another size, no solution for -solution, or a second board
// for stdout.
func (a *svgAnswerer) answer(it *item, cfg config) {
	ans, rec := &it.ans, &it.rec
	*ans = answer{text: ans.text[:0]}
	board, ok := nineBoard(it, "-svg draws 9x9 boards only", "not drawn")
	if !ok {
		return
	}
	svg, msg := drawBoard(&board, a.d.solution)
	if msg != "" {
		ans.fail = msg
		ans.text = append(ans.text, "not drawn\n"...)
		return
	}
	a.place(ans, rec, svg)
}

// drawBoard draws a 9x9 board, or its solution, as a print-ready SVG, 120
// mm across; msg says why it cannot (no solution).
func drawBoard(board *Board, solution bool) (svg []byte, msg string) {
	fig := explain.Figure{Digits: rate.Grid(*board), Givens: rate.Grid(*board)}
	if solution {
		var sv Solver
		sol, ok := sv.Solve(board)
		if !ok {
			return nil, noSolution
		}
		fig.Digits = rate.Grid(sol)
	}
	var b bytes.Buffer
	fig.WriteSVG(&b, true, 120)
	return b.Bytes(), ""
}

// place puts a drawing where it goes: a file of -svg-out's folder (the
// answer then names it), or stdout, which takes one board.
func (a *svgAnswerer) place(ans *answer, rec *Record, svg []byte) {
	if a.d.out == "" {
		if *a.drawn > 0 || rec.Num > 1 {
			ans.fail = "-svg writes one board to stdout: name a folder with -out for several"
			ans.text = append(ans.text, "not drawn\n"...)
			return
		}
		*a.drawn++
		ans.text = append(ans.text, svg...)
		return
	}
	name := filepath.Join(a.d.out, fmt.Sprintf("%02d.svg", rec.Num))
	if err := ioutil.WriteFile(name, svg, 0o644); err != nil {
		ans.fail = err.Error()
		ans.text = append(ans.text, "not drawn\n"...)
		return
	}
	ans.text = append(ans.text, name+"\n"...)
}
