// setter.go holds the problem setter's job: -verdict (none, unique or
// several solutions, and with -minimal which clues could go) and -gen
// (new puzzles, gen.go). It must not read or print boards itself.

package main

import (
	"flag"
	"io"
	"strings"
	"time"
)

// setter is the -verdict and -gen job.
type setter struct {
	verdict bool
	minimal bool
	gen     genOptions
}

func newSetter(fs *flag.FlagSet) job {
	s := &setter{}
	fs.BoolVar(&s.verdict, "verdict", false, "print each board's verdict: none, unique or several solutions")
	fs.BoolVar(&s.minimal, "minimal", false, "with -verdict, also whether every clue is needed; with -gen, make every clue needed")
	s.gen.flags(fs)
	return s
}

func (s *setter) chosen(fs *flag.FlagSet) (bool, string) {
	misuse := ""
	fs.Visit(func(f *flag.Flag) {
		switch {
		case f.Name == "gen" && s.gen.n < 1:
			misuse = "-gen must be at least 1"
		case s.gen.n != 0 || misuse != "":
		case f.Name == "minimal" && !s.verdict:
			misuse = "-minimal goes with -verdict or -gen"
		case genFlags[f.Name]:
			misuse = "-" + f.Name + " goes with -gen"
		}
	})
	if s.verdict && s.gen.n != 0 {
		misuse = aloneMsg
	}
	return misuse == "" && (s.verdict || s.gen.n != 0), misuse
}

func (s *setter) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
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
			w.report(2, it.rec.Err.Error())
			w.writeLine("bad input")
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
