// drawing.go holds -svg, the job that draws each board, or its solution,
// as a print-ready SVG, under the preset's variant if it has one (its
// regions marked, its solution the variant solver's). It must not draw
// boards itself: package explain draws.

package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/ioutil"
	"os"
	"path/filepath"

	"sudoku/explain"
	"sudoku/rate"
)

// drawing is the -svg job: each board, or its solution, as an SVG.
type drawing struct {
	asked, solution bool
	out             string  // a folder to write one file a board into
	p               *preset // whose rules (a variant's too) the board keeps
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
	d.out, d.solution, d.p = o.out, o.solution, o.cfg.p
	if p := o.cfg.p; p.box != 3 && p.box != 0 {
		return fmt.Sprintf("-svg draws 9x9 boards: -format %s reads %dx%d", p.name, p.box*p.box, p.box*p.box)
	}
	return ""
}

// manyOnStdout is the usage error of -svg on more than one board without
// a folder.
const manyOnStdout = "-svg writes one board to stdout: name a folder with -out for several"

// run draws every board in input order: into -out's folder, or the one
// board read to stdout.
func (d *drawing) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	w := newWriter(stdout, stderr)
	src := newSource(o.files, stdin, o.cfg.p)
	if d.out == "" {
		return d.toStdout(src, w)
	}
	if err := os.MkdirAll(d.out, 0o755); err != nil {
		fmt.Fprintln(stderr, "sudoku: "+err.Error())
		return 2
	}
	cfg := o.cfg
	cfg.text = (*writer).emitText
	cfg.answerers = func() answerer { return &svgAnswerer{d: d} }
	process(src, w, cfg)
	return finish(w, src)
}

// toStdout draws the one board of the input on stdout. It writes nothing
// when the input holds a second board (a usage error), or the board
// cannot be drawn (its fault on stderr).
func (d *drawing) toStdout(src *source, w *writer) int {
	var it item
	var svg []byte
	for n := 0; src.next(&it); n++ {
		switch {
		case it.msg != "":
			w.report(2, it.msg)
			return w.close()
		case n > 0:
			w.report(2, manyOnStdout)
			return w.close()
		}
		var msg string
		if svg, msg = d.draw(&it.rec); msg != "" {
			if it.rec.Err != nil {
				w.reportBad(it.rec.Err)
			} else {
				w.report(1, boardName(&it.rec)+": "+msg)
			}
		}
	}
	if svg != nil {
		w.boards++
		if _, err := w.out.Write(svg); err != nil {
			w.writeErr = err
		}
	}
	return finish(w, src)
}

// draw draws a record's board, or its solution; msg says why it cannot
// (a malformed board, another size, clashing givens, no solution).
func (d *drawing) draw(rec *Record) (svg []byte, msg string) {
	switch {
	case rec.Err != nil:
		return nil, badInput
	case rec.N != 3:
		return nil, "-svg draws 9x9 boards only"
	}
	board := rec.Board()
	if c := d.p.clash(3, board[:]); c != nil {
		return nil, c.Error() // a grid that breaks the rules is no puzzle to print
	}
	return drawBoard(&board, d.solution, d.p.variant)
}

// svgAnswerer draws records into the folder, in one goroutine.
type svgAnswerer struct {
	d *drawing
}

// guesses is 0: drawing makes no guesses worth reporting.
func (a *svgAnswerer) guesses() int { return 0 }

// answer draws the record's board into the folder and answers with the
// file's name, or says why it cannot.
func (a *svgAnswerer) answer(it *item, cfg config) {
	ans, rec := &it.ans, &it.rec
	*ans = answer{text: ans.text[:0]}
	if it.msg != "" {
		return
	}
	svg, msg := a.d.draw(rec)
	if msg != "" {
		if rec.Err == nil {
			ans.fail = msg
		}
		ans.text = append(ans.text, "not drawn\n"...)
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

// drawBoard draws a 9x9 board, or its solution, as a print-ready SVG, 120
// mm across, under variant v's rules (nil: the classic ones); msg says
// why it cannot (no solution).
func drawBoard(board *Board, solution bool, v *variant) (svg []byte, msg string) {
	fig := explain.Figure{Digits: rate.Grid(*board), Givens: rate.Grid(*board), Variant: v.look()}
	if solution {
		sol, ok := solveUnder(board, v)
		if !ok {
			return nil, noSolution
		}
		fig.Digits = rate.Grid(sol)
	}
	var b bytes.Buffer
	fig.WriteSVG(&b, true, 120)
	return b.Bytes(), ""
}

// solveUnder returns the board's first solution under variant v's rules
// (nil: the classic solver's), or false if there is none.
func solveUnder(board *Board, v *variant) (sol Board, ok bool) {
	if v == nil {
		var sv Solver
		return sv.Solve(board)
	}
	cells, ok := v.solver().Solve(3, board[:])
	copy(sol[:], cells)
	return sol, ok
}

// look is what a figure draws of v's rules (nil for the classic ones):
// the cells of its regions as variant.go defines them, and its names.
func (v *variant) look() *explain.Variant {
	if v == nil {
		return nil
	}
	l := &explain.Variant{Name: v.name, NoBoxes: v.rules&vLatin != 0}
	for i := 0; i < 81; i++ {
		r, c := i/9, i%9
		if v.rules&vX != 0 && (r == c || r+c == 8) {
			l.Diagonals = append(l.Diagonals, i)
		}
		if v.rules&vWindoku != 0 && windowGroup(r, c) < 4 {
			l.Windows = append(l.Windows, i)
		}
		if v.rules&vDG != 0 {
			l.Groups[i] = uint8(r%3*3 + c%3 + 1)
		}
	}
	for _, m := range [...]struct {
		rule  uint16
		cells *[9]uint8
	}{{vGirandola, &girandolaCells}, {vAsterisk, &asteriskCells}, {vCD, &centerDotCells}} {
		for _, i := range m.cells {
			if v.rules&m.rule != 0 {
				l.Marked = append(l.Marked, int(i))
			}
		}
	}
	return l
}
