// check.go holds the checker (-check FILE), a special judge: each board
// read is paired with the answer in the same place of FILE, and gets one
// line, "ok" or "wrong: " and the first reason the answer fails. It must
// not read, print or solve boards itself beyond calling those who do.

package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"time"
)

// checker is the -check job.
type checker struct {
	answers string // the file of answers
	first   bool   // answers must be the lexicographically first solution
}

func newChecker(fs *flag.FlagSet) job {
	c := &checker{}
	fs.StringVar(&c.answers, "check", "", "check the answers in `FILE` to the boards read: one line each, ok or wrong and why")
	fs.BoolVar(&c.first, "first", false, "with -check, an answer must be the lexicographically first solution")
	return c
}

func (c *checker) chosen(*flag.FlagSet) (bool, string) {
	if c.first && c.answers == "" {
		return false, "-first goes with -check"
	}
	return c.answers != "", ""
}

// run checks every board's answer. Exit status: 0 all accepted, 1 some
// answer wrong or missing (a malformed answer is a wrong one), 2 a board
// is malformed or an input cannot be read. When checking is the default
// job (the checker's judge file), the last file named holds the answers.
func (c *checker) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	files, answerFile := o.files, c.answers
	w := newWriter(stdout, stderr)
	if answerFile == "" {
		if len(files) == 0 || len(files) > 2 {
			w.report(2, "usage: check [PUZZLES] ANSWERS")
			return w.status
		}
		answerFile, files = files[len(files)-1], files[:len(files)-1]
	}
	if answerFile == "-" && readsStdin(files) {
		w.report(2, "the answers and the boards cannot both come from stdin")
		return w.status
	}
	puzzles := newSource(files, stdin, o.cfg.p)
	answers := newSource([]string{answerFile}, stdin, answerPreset(o.cfg.p))
	var wk worker
	var pz, an item
	more := true // answers are left
	for puzzles.next(&pz) {
		if pz.msg != "" {
			w.report(2, pz.msg)
			continue
		}
		if more = more && answers.next(&an); more && an.msg != "" {
			w.report(2, an.msg)
			more = false
		}
		line := "ok"
		switch {
		case pz.rec.Err != nil:
			w.report(2, pz.rec.Err.Error())
			line = "bad input"
		case !more:
			line = "wrong: missing answer"
		default:
			line = c.judge(&wk, &pz.rec, &an.rec, o.cfg.p)
		}
		if line != "ok" && line != "bad input" {
			w.raise(1)
		}
		w.writeLine(line)
	}
	if more && answers.next(&an) && an.msg == "" {
		w.report(1, an.rec.Where()+": an answer with no board (answer "+strconv.Itoa(puzzles.boards+1)+")")
	}
	return finish(w, puzzles, false, 0, time.Now())
}

// readsStdin reports whether the boards come from stdin: no file named,
// or "-" among them.
func readsStdin(files []string) bool {
	for _, f := range files {
		if f == "-" {
			return true
		}
	}
	return len(files) == 0
}

// answerPreset is how answers are read: as the boards when the preset
// needs it (other sizes, labels), else in any 9x9 form the command reads.
func answerPreset(p *preset) *preset {
	if p.auto || p.box == 3 && p.head != headLabel {
		return presets[0] // auto
	}
	return p
}

// judge returns "ok", or "wrong: " and why ans is not the solution of rec.
func (c *checker) judge(wk *worker, rec, ans *Record, p *preset) string {
	n, cells := boxAndCells(rec)
	an, acells := boxAndCells(ans)
	if ans.Err != nil {
		return "wrong: " + ans.Err.Error()
	}
	if an != n {
		return fmt.Sprintf("wrong: a %dx%d answer to a %dx%d board", an*an, an*an, n*n, n*n)
	}
	why := checkAnswer(n, cells, acells, p)
	if why == "" && c.first {
		sol, ok := wk.solveRec(rec, p)
		for i := 0; ok && i < len(sol) && why == ""; i++ {
			if sol[i] != acells[i] {
				why = fmt.Sprintf("%s: %s, the first solution has %s", cellName(i, n*n), symbolName(acells[i], p), symbolName(sol[i], p))
			}
		}
	}
	if why == "" {
		return "ok"
	}
	return "wrong: " + why
}

// checkAnswer returns the first reason ans (n x n boxes, cells row by
// row) is not a solution of puzzle, or "": a given changed, a cell left
// blank, a symbol twice in a unit.
func checkAnswer(n int, puzzle, ans []uint8, p *preset) string {
	filled := 0
	for i, v := range ans {
		if g := puzzle[i]; g != 0 && v != 0 && v != g {
			return fmt.Sprintf("%s: given %s changed to %s", cellName(i, n*n), symbolName(g, p), symbolName(v, p))
		}
		if v != 0 {
			filled++
		}
	}
	if filled < len(ans) {
		return fmt.Sprintf("incomplete: %d of %d cells", filled, len(ans))
	}
	if cl := CheckCells(n, ans); cl != nil {
		return fmt.Sprintf("%s: %s twice in %s %d", cellName(cl.CellB, n*n), symbolName(cl.Digit, p), cl.Unit, cl.Index)
	}
	return ""
}

// boxAndCells returns a record's box size and cells, whatever its size.
func boxAndCells(rec *Record) (int, []uint8) {
	if rec.Size != 0 {
		return rec.Size, rec.Cells
	}
	return 3, rec.Board[:]
}

// cellName names cell i of a board of side cells per row: r3c5.
func cellName(i, side int) string {
	return "r" + strconv.Itoa(i/side+1) + "c" + strconv.Itoa(i%side+1)
}

// symbolName writes a cell's symbol as the preset does: a letter or a number.
func symbolName(v uint8, p *preset) string {
	if p.letters {
		return string(rune('A' + v - 1))
	}
	return strconv.Itoa(int(v))
}
