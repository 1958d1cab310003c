// setter.go holds the problem setter's job: -verdict (none, unique or
// several solutions, and with -minimal which clues could go) and -gen
// (new puzzles, gen.go). It must not read or print boards itself.

package main

import (
	"flag"
	"io"
	"strconv"
	"strings"
	"time"
)

// setter is the -verdict and -gen job.
type setter struct {
	verdict bool
	minimal bool
	calls   bool // -calls: with -verdict, the reference algorithm's calls too
	gen     genOptions
	// -validate: the input as the preset's statement writes it, and its
	// boards within bounds; system is -judge's (the judging job's flag).
	validate bool
	bounds   boardBounds
	system   string
}

// validateFlags are the flags that go with -validate alone.
var validateFlags = map[string]bool{"solvable": true, "unique": true, "min-clues": true, "max-clues": true}

func newSetter(fs *flag.FlagSet) job {
	s := &setter{}
	fs.BoolVar(&s.verdict, "verdict", false, "print each board's verdict: none, unique or several solutions")
	fs.BoolVar(&s.minimal, "minimal", false, "with -verdict, also whether every clue is needed; with -gen, make every clue needed")
	fs.BoolVar(&s.calls, "calls", false, "with -verdict, also the calls plain row-major backtracking (README's reference algorithm) makes to solve the board")
	s.gen.flags(fs)
	fs.BoolVar(&s.validate, "validate", false, "check that the input is as -format's statement writes it, byte for byte: exit 0 or 1 and the first fault (-judge kattis: 42 or 43, testlib: 0 or 3)")
	fs.BoolVar(&s.bounds.solvable, "solvable", false, "with -validate, every board has a solution")
	fs.BoolVar(&s.bounds.unique, "unique", false, "with -validate, every board has one solution")
	fs.IntVar(&s.bounds.minClues, "min-clues", 0, "with -validate, every board has at least `N` clues")
	fs.IntVar(&s.bounds.maxClues, "max-clues", 0, "with -validate, every board has at most `N` clues")
	return s
}

func (s *setter) chosen(fs *flag.FlagSet) (bool, string) {
	misuse := ""
	fs.Visit(func(f *flag.Flag) {
		switch {
		case f.Name == "gen" && s.gen.n < 1:
			misuse = "-gen must be at least 1"
		case misuse != "":
		case validateFlags[f.Name] && !s.validate:
			misuse = "-" + f.Name + " goes with -validate"
		case f.Name == "calls" && !s.verdict:
			misuse = "-calls goes with -verdict"
		case s.gen.n != 0 && f.Name == "moves" && s.gen.moves < 1:
			misuse = "-moves must be at least 1"
		case s.gen.n != 0 && f.Name == "count":
			misuse = "-count does not go with -gen: its puzzles have one solution, or several with -several"
		case s.gen.n != 0:
			s.gen.cluesSet = s.gen.cluesSet || f.Name == "clues"
		case f.Name == "minimal" && !s.verdict:
			misuse = "-minimal goes with -verdict or -gen"
		case genFlags[f.Name]:
			misuse = "-" + f.Name + " goes with -gen"
		case s.validate && f.Name == "judge":
			s.system = f.Value.String()
		case (f.Name == "min-calls" || f.Name == "max-calls") && !s.validate:
			misuse = "-" + f.Name + " goes with -gen or -validate"
		}
	})
	modes := 0
	for _, on := range []bool{s.verdict, s.gen.n != 0, s.validate} {
		if on {
			modes++
		}
	}
	switch {
	case misuse != "":
	case modes > 1:
		misuse = aloneMsg
	case s.validate && fs.Lookup("format").Value.String() == presets[0].name:
		misuse = "-validate needs -format: it holds an input to a statement's form"
	case s.validate && s.system != "" && s.system != "kattis" && s.system != "testlib":
		misuse = "-validate -judge " + s.system + ": validators are kattis' or testlib's"
	case s.validate:
		s.bounds.calls = s.gen.calls
		if msg := s.gen.calls.check(); msg != "" {
			misuse = msg
		}
	}
	return misuse == "" && modes == 1, misuse
}

func (s *setter) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	if s.validate {
		return validateAs(o.cfg.p, s.system, s.bounds, o.files, stdin, stdout, stderr)
	}
	if s.gen.n != 0 {
		s.gen.minimal = s.minimal
		return s.gen.run(o, stdout, stderr)
	}
	w := newWriter(stdout, stderr)
	src := newSource(o.files, stdin, o.cfg.p)
	var wk worker
	var it item
	for src.next(&it) {
		switch {
		case it.msg != "":
			w.report(2, it.msg)
		case it.rec.Err != nil:
			w.reportBad(it.rec.Err)
			w.writeLine(badInput)
		case s.calls:
			w.writeLine(s.verdictOf(&wk, &it.rec, o.cfg.p) + ", " + callsOf(&it.rec))
		default:
			w.writeLine(s.verdictOf(&wk, &it.rec, o.cfg.p))
		}
	}
	return finish(w, src, false, 0, time.Now())
}

// verdictOf returns a board's verdict: none, several, unique, and with
// -minimal "unique minimal" or the clues that could each go alone
// ("unique, clues r1c1 r4c7 can go").
func (s *setter) verdictOf(wk *worker, rec *Record, p *preset) string {
	switch wk.countRec(rec, p, 2) {
	case 0:
		return "none"
	case 2:
		return "several"
	}
	if !s.minimal {
		return "unique"
	}
	n, cells := rec.N, rec.Cells()
	var spare []string
	for i, v := range cells {
		if v == 0 {
			continue
		}
		cells[i] = 0
		if wk.countRec(rec, p, 2) == 1 {
			spare = append(spare, cellName(i, n*n))
		}
		cells[i] = v
	}
	switch len(spare) {
	case 0:
		return "unique minimal"
	case 1:
		return "unique, clue " + spare[0] + " can go"
	}
	return "unique, clues " + strings.Join(spare, " ") + " can go"
}

// callsOf says how many calls the reference algorithm makes to solve (or
// find no solution to) a board: "48213 calls", or past genMaxCalls "over
// 1000000000 calls".
func callsOf(rec *Record) string {
	n, done := rowMajorCalls(rec.N, rec.Cells(), genMaxCalls, time.Time{})
	if !done {
		return "over " + strconv.Itoa(genMaxCalls) + " calls"
	}
	return strconv.Itoa(n) + " calls"
}
