// setter.go holds the problem setter's jobs: -verdict (none, unique or
// several solutions, and with -minimal which clues could go), -gen (new
// puzzles, gen.go) and -validate (inputs held to a statement, validate.go).
// It must not read or print boards itself.

package main

import (
	"flag"
	"io"
	"strconv"
	"strings"
	"time"
)

// verdicts is the -verdict job: each board's verdict, and with -minimal
// (options.minimal) which clues could go, with -calls the reference
// algorithm's calls.
type verdicts struct {
	asked   bool
	minimal bool
	calls   bool // -calls: the reference algorithm's calls too
}

// newVerdicts registers the verdict flags on fs and returns its job. The
// flags are -verdict, -calls and the shared -minimal (into o).
func newVerdicts(fs *flag.FlagSet, o *options) job {
	v := &verdicts{}
	fs.BoolVar(&o.minimal, "minimal", false, "with -verdict, also whether every clue is needed; with -gen, make every clue needed")
	fs.BoolVar(&v.asked, "verdict", false, "print each board's verdict: none, unique or several solutions")
	fs.BoolVar(&v.calls, "calls", false, "with -verdict, also the calls plain row-major backtracking (README's reference algorithm) makes to solve the board")
	return v
}

// settle takes -minimal from the options. The -verdict flag has no
// usage error of its own.
func (v *verdicts) settle(o *options) string {
	v.minimal = o.minimal
	if v.calls && o.cfg.p.variant != nil {
		return "-calls counts the classic row-major backtracking's calls: not with -variant"
	}
	return ""
}

// run writes each board's verdict, a board at a time in input order.
// With -calls it writes the reference algorithm's calls too.
func (v *verdicts) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	w := newWriter(stdout, stderr)
	src := newSource(o.files, stdin, o.cfg.p)
	var wk lazySolver
	var it item
	for src.next(&it) {
		switch {
		case it.msg != "":
			w.report(2, it.msg)
		case it.rec.Err != nil:
			w.reportBad(it.rec.Err)
			w.writeLine(badInput)
		case v.calls:
			w.writeLine(v.verdictOf(&wk, &it.rec, o.cfg.p) + ", " + callsOf(&it.rec))
		default:
			w.writeLine(v.verdictOf(&wk, &it.rec, o.cfg.p))
		}
	}
	return finish(w, src)
}

// generating is the -gen job (gen.go).
type generating struct{ gen genOptions }

// newGenerating registers -gen's flags on fs and returns its job. The
// flags are genOptions.flags and the shared -min-calls and -max-calls
// (into o).
func newGenerating(fs *flag.FlagSet, o *options) job {
	g := &generating{}
	g.gen.flags(fs)
	fs.StringVar(&o.out, "out", "", "with -gen, write test k to `DIR`/k.in and its answer to DIR/k.ans, numbered 01, 02... (with -svg, DIR/k.svg); with -svg, board k to DIR/k.svg")
	fs.IntVar(&o.calls.min, "min-calls", 0, "with -gen or -validate, boards cost plain row-major backtracking at least `N` calls")
	fs.IntVar(&o.calls.max, "max-calls", 0, "with -gen or -validate, boards cost plain row-major backtracking at most `N` calls")
	return g
}

// settle checks -gen's flags against each other. It wants at least one
// puzzle, -moves at least 1, and -rating's bounds (settleRating).
func (g *generating) settle(o *options) string {
	gen := &g.gen
	gen.cluesSet, gen.minimal, gen.calls = o.given["clues"], o.minimal, o.calls
	gen.out, gen.svg, gen.solution = o.out, o.given["svg"], o.solution
	switch {
	case gen.n < 1:
		return "-gen must be at least 1"
	case gen.svg && (gen.box != 0 && gen.box != 3 || o.cfg.p.box != 0 && o.cfg.p.box != 3):
		return "-svg draws 9x9 boards: not -box or -format of other sizes"
	case gen.svg && gen.out == "" && gen.n > 1 && gen.test == 0:
		return "-svg writes one board to stdout: name a folder with -out for several"
	case gen.solution && !gen.svg:
		return "-solution goes with -svg"
	case o.given["moves"] && gen.moves < 1:
		return "-moves must be at least 1"
	case o.cfg.p.variant != nil && o.stats:
		return "-gen -stats counts the classic row-major backtracking's calls: not with -variant"
	case gen.rating != "":
		return g.settleRating(o)
	}
	return ""
}

// settleRating reads -rating and holds the puzzles to it. They must be
// 9x9 puzzles with one solution, which the rater rates.
func (g *generating) settleRating(o *options) string {
	gen, p := &g.gen, o.cfg.p
	bounds, msg := parseRating(gen.rating)
	switch {
	case msg != "":
		return msg
	case gen.several || gen.against != "":
		return "-rating rates puzzles with one solution, made by clue removal: not with -several or -against"
	case gen.box != 0 && gen.box != 3 || p.box != 0 && p.box != 3:
		return "-rating rates 9x9 puzzles: not -box or -format of other sizes"
	case bounds.lo >= hardFloor && (o.given["clues"] || o.given["symmetry"] || o.minimal || o.given["min-calls"] || o.given["max-calls"]):
		// Those puzzles are moves away from the hardest known (vicinity),
		// whose clues, symmetry and cost are theirs.
		return "-rating from 9.0 makes puzzles near the hardest known: not with -clues, -symmetry, -minimal, -min-calls or -max-calls"
	case bounds.lo >= hardFloor && p.variant != nil:
		return "-rating from 9.0 makes puzzles near the hardest known, which are classic: not with -variant"
	}
	bounds.variant = p.variant
	gen.bounds = bounds
	return ""
}

// run makes and prints the puzzles -gen asks for (genOptions.run).
func (g *generating) run(o *options, _ io.Reader, stdout, stderr io.Writer) int {
	return g.gen.run(o, stdout, stderr)
}

// validating is the -validate job (validate.go): the input as the
// preset's statement writes it, and its boards within bounds, told in the
// terms of the system -judge names (options.system).
type validating struct {
	asked  bool
	bounds boardBounds
}

// newValidating registers -validate's flags on fs and returns its job.
// The flags are -validate and the bounds it holds boards to (-solvable,
// -unique, -min-clues, -max-clues).
func newValidating(fs *flag.FlagSet, _ *options) job {
	v := &validating{}
	fs.BoolVar(&v.asked, "validate", false, "check that the input is as -format's statement writes it, byte for byte: exit 0 or 1 and the first fault (-judge kattis: 42 or 43, testlib: 0 or 3)")
	fs.BoolVar(&v.bounds.solvable, "solvable", false, "with -validate, every board has a solution")
	fs.BoolVar(&v.bounds.unique, "unique", false, "with -validate, every board has one solution")
	fs.IntVar(&v.bounds.minClues, "min-clues", 0, "with -validate, every board has at least `N` clues")
	fs.IntVar(&v.bounds.maxClues, "max-clues", 0, "with -validate, every board has at most `N` clues")
	return v
}

// settle checks -validate's flags. It wants a -format to hold the input
// to, and a -judge system that has validators (kattis or testlib).
func (v *validating) settle(o *options) string {
	v.bounds.calls = o.calls
	switch {
	case o.cfg.p == presets[0]:
		return "-validate needs -format: it holds an input to a statement's form"
	case o.system != "" && o.system != "kattis" && o.system != "testlib":
		return "-validate -judge " + o.system + ": validators are kattis' or testlib's"
	case o.calls != callBounds{} && o.cfg.p.variant != nil:
		return "-min-calls and -max-calls count the classic row-major backtracking's calls: not with -variant"
	}
	return ""
}

// run holds the input to the preset's statement. It holds the boards to
// the bounds too (validateAs).
func (v *validating) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	return validateAs(o.cfg.p, o.system, v.bounds, o.files, stdin, stdout, stderr)
}

// verdictOf returns a board's verdict. That is none, several, unique,
// and with -minimal "unique minimal" or the clues that could each go
// alone ("unique, clues r1c1 r4c7 can go").
func (v *verdicts) verdictOf(wk *lazySolver, rec *Record, p *preset) string {
	switch wk.countRec(rec, p, 2) {
	case 0:
		return "none"
	case 2:
		return "several"
	}
	if !v.minimal {
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

// callsOf says how many calls the reference algorithm makes. It counts
// the calls to solve (or find no solution to) a board: "48213 calls", or
// past genMaxCalls "over 1000000000 calls".
func callsOf(rec *Record) string {
	n, done := rowMajorCalls(rec.N, rec.Cells(), genMaxCalls, time.Time{})
	if !done {
		return "over " + strconv.Itoa(genMaxCalls) + " calls"
	}
	return strconv.Itoa(n) + " calls"
}
