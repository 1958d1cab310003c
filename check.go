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
)

// checker is the -check job.
type checker struct {
	answers string // the file of answers
	// first demands the lexicographically first solution: -first, or a
	// statement that asks for it (the preset's first), as -judge does.
	first bool
}

// newChecker registers -check and -first on fs and returns its job. The
// shared -first goes into o.
func newChecker(fs *flag.FlagSet, o *options) job {
	c := &checker{}
	fs.StringVar(&c.answers, "check", "", "check the answers in `FILE` to the boards read: one line each, ok or wrong and why")
	fs.BoolVar(&o.first, "first", false, "with -check or -judge, an answer must be the lexicographically first solution")
	return c
}

// settle demands the first solution when -first or the preset asks.
// -check has no usage error of its own.
func (c *checker) settle(o *options) string {
	c.first = o.first || o.cfg.p.first
	return ""
}

// checkAll is the checker's judge file's main (tools/mkjudge). It checks
// the answers in the last file args names to the boards of the files
// before it (or of stdin), read as preset p reads them. It takes one
// flag, -first first.
func checkAll(p *preset, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := &checker{first: p.first}
	if len(args) > 0 && args[0] == "-first" {
		c.first, args = true, args[1:]
	}
	return c.checkFiles(args, config{limit: presetLimit(p), jobs: 1, p: p}, stdin, stdout, stderr)
}

// run checks every board's answer (checkFiles). Exit status: 0 all accepted, 1 some
// answer wrong or missing (a malformed answer is a wrong one), 2 a board
// is malformed or an input cannot be read. When checking is the default
// job (the checker's judge file), the last file named holds the answers.
func (c *checker) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	return c.checkFiles(o.files, o.cfg, stdin, stdout, stderr)
}

// checkFiles checks the boards of files (or stdin) against answers. The
// answers are in c.answers, or when that is "" in the last file named.
func (c *checker) checkFiles(files []string, cfg config, stdin io.Reader, stdout, stderr io.Writer) int {
	answerFile := c.answers
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
	answers := newSource([]string{answerFile}, stdin, cfg.p)
	answers.answers = true
	if msg := answers.open(); msg != "" {
		w.report(2, msg) // said once, not as a missing answer for every board
		return w.status
	}
	puzzles := newSource(files, stdin, cfg.p)
	c.pair(puzzles, answers, w, cfg)
	return finish(w, puzzles)
}

// pair reads the boards and the answers side by side. It writes a
// verdict line per board.
func (c *checker) pair(puzzles, answers *source, w *writer, cfg config) {
	var wk lazySolver
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
			w.reportBad(pz.rec.Err)
			line = badInput
		case !more:
			line = "wrong: missing answer"
		default:
			line = c.judge(&wk, &pz.rec, &an.rec, cfg)
		}
		if line != "ok" && line != badInput {
			w.raise(1)
		}
		w.writeLine(line)
	}
	if more && answers.next(&an) && an.msg == "" {
		w.report(1, an.rec.Where()+": an answer with no board (answer "+strconv.Itoa(puzzles.boards+1)+")")
	}
}

// readsStdin reports whether the boards come from stdin. That is no file
// named, or "-" among them.
func readsStdin(files []string) bool {
	for _, f := range files {
		if f == "-" {
			return true
		}
	}
	return len(files) == 0
}

// judge returns whether ans is the answer to rec. It returns "ok", or
// "wrong: " and why ans is not.
func (c *checker) judge(wk *lazySolver, rec, ans *Record, cfg config) string {
	var why string
	switch {
	case ans.Err != nil:
		why = ans.Err.Error()
	case cfg.p.reply == countThen:
		why = c.judgeCount(wk, rec, ans, cfg)
	case cfg.p.reply == bestScore:
		board := rec.Board()
		if want := strconv.Itoa(cfg.p.score(&board)); ans.Word != want {
			why = "want the score " + want + ", got " + quote([]byte(ans.Word))
		}
	case cfg.p.reply == validity:
		if valid := cfg.p.clash(rec.N, rec.Cells()) == nil; ans.Word != strconv.FormatBool(valid) {
			why = "want " + strconv.FormatBool(valid) + ", got " + quote([]byte(ans.Word))
		}
	case ans.Word != "":
		why = judgeWord(wk, rec, ans.Word, cfg.p)
	default:
		why = c.judgeGrid(wk, rec, ans, cfg.p)
	}
	if why == "" {
		return "ok"
	}
	return "wrong: " + why
}

// judgeWord returns why an answer in words is wrong, or "".
func judgeWord(wk *lazySolver, rec *Record, word string, p *preset) string {
	n := wk.countRec(rec, p, 2)
	switch {
	case word == p.several && p.reply == uniqueOnly:
		if n < 2 {
			return fmt.Sprintf("answered %s, but the board has %s", word, solutionCount(n))
		}
	case word == p.none || word == noSolution:
		if n > 0 {
			return fmt.Sprintf("answered %s, but the board has %s", word, solutionCount(n))
		}
	default:
		return "answered " + word + ", but the board is well-formed"
	}
	return ""
}

// solutionCount says how many solutions a count up to 2 found.
func solutionCount(n int) string {
	return [...]string{"none", "one solution", "several solutions"}[n]
}

// judgeCount returns why an answer of a preset that counts is wrong. It
// judges its count, then its grid when the count is one.
func (c *checker) judgeCount(wk *lazySolver, rec, ans *Record, cfg config) string {
	if !isNumber(ans.Word) {
		return "want the number of solutions, got " + quote([]byte(ans.Word))
	}
	got, want := atoi(ans.Word), wk.countRec(rec, cfg.p, cfg.limit)
	switch {
	case got != want:
		return fmt.Sprintf("%d %s, the answer says %d", want, plural(want, "solution"), got)
	case want == 1 && !hasGrid(ans):
		return "the solution is missing after its count"
	case want == 1:
		return c.judgeGrid(wk, rec, ans, cfg.p)
	case hasGrid(ans):
		return fmt.Sprintf("a grid after a count of %d", got)
	}
	return ""
}

// hasGrid reports whether an answer holds a grid. A count alone has none.
func hasGrid(ans *Record) bool { return ans.N != 0 }

// judgeGrid returns why a grid is not the answer to rec, or "".
func (c *checker) judgeGrid(wk *lazySolver, rec, ans *Record, p *preset) string {
	n, cells := rec.N, rec.Cells()
	an, acells := ans.N, ans.Cells()
	if an != n {
		return fmt.Sprintf("a %dx%d answer to a %dx%d board", an*an, an*an, n*n, n*n)
	}
	if why := checkAnswer(n, cells, acells, p); why != "" {
		return why
	}
	if p.reply == uniqueOnly && wk.countRec(rec, p, 2) > 1 {
		return "the board has several solutions: want " + p.several
	}
	if !c.first {
		return ""
	}
	sol, _ := wk.solveRec(rec, p)
	for i := range sol {
		if sol[i] != acells[i] {
			return fmt.Sprintf("%s: %s, the first solution has %s", cellName(i, n*n), symbolName(acells[i], p), symbolName(sol[i], p))
		}
	}
	return ""
}

// checkAnswer returns the first reason ans does not solve puzzle. The
// answer has n x n boxes, cells row by row; the reasons are a given
// changed, a cell left blank, a symbol twice in a unit or a variant's
// rule broken (p's variant). It returns "" when ans is a solution.
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
	switch cl := p.clash(n, ans); {
	case cl == nil:
	case cl.Next != 0:
		return fmt.Sprintf("%s: %s beside %s, consecutive", cellName(cl.CellB, n*n), symbolName(cl.Next, p), symbolName(cl.Digit, p))
	default:
		return fmt.Sprintf("%s: %s twice %s", cellName(cl.CellB, n*n), symbolName(cl.Digit, p), cl.where())
	}
	return ""
}

// symbolName writes a cell's symbol as the preset does. That is a letter
// or a number.
func symbolName(v uint8, p *preset) string {
	if p.letters {
		return string(rune('A' + v - 1))
	}
	return strconv.Itoa(int(v))
}
