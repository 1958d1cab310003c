// gen.go holds the generator (-gen N): 9x9 puzzles with one solution (or
// several, -several), made from a random solved grid by removing clues in
// random order while the solution stays unique, and, with -against
// rowmajor, puzzles searched for the most calls of the plain row-major
// backtracking (the reference algorithm, README's "How it works"). The same
// -seed gives the same puzzles on every machine and Go version, whatever
// -j: puzzle k draws from its own random stream, a function of the seed and
// k. Only -against stopped by -time depends on the machine's speed; stopped
// by -moves it repeats too. It must not read boards, nor print them but
// through the writer and the presets.

package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"io/ioutil"
	"math/bits"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// genOptions are -gen's flags.
type genOptions struct {
	n        int           // -gen: puzzles to make
	seed     string        // -seed: any text (seedOf)
	clues    int           // -clues: stop at this many clues
	cluesSet bool          // -clues was given (0 asks for the empty board)
	symmetry string        // -symmetry: the name of a symmetries entry
	several  bool          // -several: several solutions instead of one
	against  string        // -against: "rowmajor", or ""
	budget   time.Duration // -time: for the whole run, with -against
	moves    int           // -moves: each -against search's counts, instead of -time
	minimal  bool          // -minimal: every clue needed
	box      int           // -box: the boards' box size n (0: the preset's, or 3)
	out      string        // -out: a folder to write one test per file into
	svg      bool          // -svg: draw each puzzle (or, with solution, its solution)
	solution bool
	test     int          // -test: make puzzle K alone (0: all)
	calls    callBounds   // -min-calls, -max-calls
	rating   string       // -rating: the puzzles' Sudoku Explainer rating (rating.go), "" for none
	bounds   ratingBounds // -rating's bounds
	variant  *variant     // the preset's rules beyond the classic ones (-variant), or nil
	// ctx stops the search for a puzzle in -rating's bounds: the web
	// server's client may leave (nil: never stopped).
	ctx context.Context
}

// callBounds bound a board's row-major calls (rowMajorCalls); 0 is no
// bound.
type callBounds struct{ min, max int }

// check returns a usage error, or "".
func (c callBounds) check() string {
	if c.min < 0 || c.max < 0 || c.max != 0 && c.min > c.max {
		return "-min-calls and -max-calls must be positive, the least first"
	}
	return ""
}

// outside reports whether a board's row-major calls are out of bounds.
// It counts no further than the upper bound.
func (c callBounds) outside(n int, cells []uint8) bool {
	if c == (callBounds{}) {
		return false
	}
	limit := genMaxCalls
	if c.max > 0 {
		limit = c.max + 1
	}
	calls, done := rowMajorCalls(n, cells, limit, time.Time{})
	return !done || c.min > 0 && calls < c.min || c.max > 0 && calls > c.max
}

// flags registers -gen and the flags that go with it on fs, into g.
func (g *genOptions) flags(fs *flag.FlagSet) {
	fs.IntVar(&g.n, "gen", 0, "print `N` new puzzles, each with one solution, one per line (or as -format)")
	fs.StringVar(&g.seed, "seed", "1", "with -gen, the seed `S`, any text: the same seed, the same puzzles")
	fs.IntVar(&g.clues, "clues", 0, "with -gen, stop at `K` clues (default: as few as stay unique, 320 for 25x25; 30 of 81 with -several)")
	fs.StringVar(&g.symmetry, "symmetry", "none", "with -gen, the clues' symmetry: none, rot180, rot90, mirror or diagonal")
	fs.BoolVar(&g.several, "several", false, "with -gen, puzzles with several solutions")
	fs.StringVar(&g.against, "against", "", "with -gen, search for puzzles that cost `rowmajor` backtracking the most calls")
	fs.DurationVar(&g.budget, "time", time.Minute, "with -gen -against, the time for the whole run")
	fs.IntVar(&g.moves, "moves", 0, "with -gen -against, stop each search after `N` counts instead (-stats prints N): the same seed and N, the same puzzle")
	fs.IntVar(&g.box, "box", 0, "with -gen, boards of box size `n`, 2-5 (9x9 is 3, 16x16 4, 25x25 5; default the preset's, or 3)")
	fs.IntVar(&g.test, "test", 0, "with -gen, make test `K` alone, as the whole run makes it")
	fs.StringVar(&g.rating, "rating", "", "with -gen, 9x9 puzzles whose Sudoku Explainer rating (ER) is `R`: 4.2, a range 4.0-5.5 or 6.2-, or easy, medium, hard, diabolical (the Sudoku Exchange bank's)")
}

// maxGrids is how many solved grids a puzzle may try before -clues or
// -calls bounds are reported out of reach; maxMinimalGrids, before
// -minimal with a symmetry is (a few grids in ten thousand give a
// minimal rot90 puzzle: NOTES.md, "Choices", minimalGrids).
const (
	maxGrids        = 2000
	maxMinimalGrids = 200_000
)

// largeClues is the default -clues of 25x25 puzzles: with fewer, proving
// each removal keeps the solution unique grows from a second to minutes
// (docs/performance.md, "Generating tests").
const largeClues = 320

// genMaxCalls bounds every row-major call count: the one -stats prints,
// and -against's.
const genMaxCalls = 1_000_000_000

// check returns a usage error, or "", and settles the defaults.
func (g *genOptions) check(p *preset) string {
	if g.box == 0 {
		g.box = 3
		if p.box != 0 {
			g.box = p.box
		}
	}
	side := g.box * g.box
	switch {
	case g.box < 2 || g.box > maxBox:
		return fmt.Sprintf("-box must be 2-%d", maxBox)
	case p.auto && g.box != 3:
		return fmt.Sprintf("-box %d: the automatic forms are 9x9; -format uva989 takes every size", g.box)
	case p.box != 0 && p.box != g.box:
		return fmt.Sprintf("-box %d: -format %s reads boards of box size %d", g.box, p.name, p.box)
	case symmetries[g.symmetry] == nil:
		return "-symmetry " + g.symmetry + ": want none, rot180, rot90, mirror or diagonal"
	case g.against != "" && g.against != "rowmajor":
		return "-against " + g.against + ": want rowmajor"
	case g.against != "" && (g.several || g.box != 3):
		return "-against makes 9x9 puzzles with one solution: not with -several or -box"
	case g.against != "" && (g.symmetry != "none" || g.cluesSet || g.calls != callBounds{}):
		return "-against moves clues freely: not with -symmetry, -clues or -min-calls/-max-calls"
	case g.clues < 0 || g.clues > side*side:
		return fmt.Sprintf("-clues must be 0-%d", side*side)
	case g.cluesSet && g.clues == 0 && !g.several:
		return "-clues 0 is the empty board, which has several solutions: with -several"
	case g.several && g.minimal:
		return "-minimal makes puzzles with one solution: not with -several"
	case g.budget <= 0 || g.moves < 0:
		return "-time must be positive"
	case g.test < 0 || g.test > g.n:
		return fmt.Sprintf("-test must be 1-%d, the puzzles -gen makes", g.n)
	case g.calls.check() != "":
		return g.calls.check()
	case g.calls != callBounds{} && g.box > 3:
		return "-min-calls and -max-calls bound 9x9 and 4x4 boards: plain backtracking on larger ones runs for ever"
	case p.reply == validity:
		return "-gen makes puzzles for the presets that solve them: not -format " + p.name
	case p.variant != nil && g.box != 3:
		return "-variant makes 9x9 puzzles: not -box " + strconv.Itoa(g.box)
	case p.variant != nil && (g.against != "" || g.calls != callBounds{}):
		return "-against, -min-calls and -max-calls count the classic row-major backtracking: not with -variant"
	}
	g.variant = p.variant
	switch {
	case g.box == maxBox && g.minimal:
		return fmt.Sprintf("-minimal with -box %d: proving a puzzle that size minimal takes hours; give -clues (%d and up stay fast)", maxBox, largeClues)
	case g.several && !g.cluesSet:
		g.clues = side * side * 30 / 81
	case g.box == maxBox && !g.cluesSet:
		g.clues, g.cluesSet = largeClues, true
	}
	return ""
}

// seedOf returns the number a -seed stands for. That is the number
// itself when it is one (the seeds of earlier releases give the same
// puzzles), else the FNV-1a hash of its text.
func seedOf(text string) uint64 {
	if n, err := strconv.ParseUint(text, 10, 64); err == nil {
		return n
	}
	h := uint64(14695981039346656037)
	for i := 0; i < len(text); i++ {
		h = (h ^ uint64(text[i])) * 1099511628211
	}
	return h
}

// made is one puzzle as generated, or why there is none.
type made struct {
	cells []uint8
	calls int    // the row-major backtracking's calls, with -stats or -against
	moves int    // -against: the counts made when it was found (-moves)
	fail  string // what was out of reach ("" for a puzzle)
}

// run makes g.n puzzles in order, or -test's alone. The puzzles are made
// by o.cfg.jobs workers, and it prints them or writes them as tests.
func (g *genOptions) run(o *options, stdout, stderr io.Writer) int {
	first, last := 0, g.n
	if g.test > 0 {
		first, last = g.test-1, g.test
	}
	var done int64
	prog := showProgress(stderr, "made", &done, last-first)
	defer prog.stop()
	stdout, stderr = prog.wrap(stdout), prog.wrap(stderr)
	w := newWriter(stdout, stderr)
	if msg := g.check(o.cfg.p); msg != "" {
		w.report(2, msg)
		return w.status
	}
	if g.out != "" {
		if err := os.MkdirAll(g.out, 0o755); err != nil {
			w.report(2, err.Error())
			return w.status
		}
	}
	jobs := o.cfg.jobs
	var deadline time.Time
	per := time.Duration(0) // -against: each puzzle's time
	if g.against != "" {
		per = g.budget / time.Duration((last-first+jobs-1)/jobs)
		deadline = time.Now()
	}
	out := make([]made, jobs)
	for k := first; k < last && w.writeErr == nil; k += jobs {
		var wg sync.WaitGroup
		deadline = deadline.Add(per)
		for j := 0; j < jobs && k+j < last; j++ {
			wg.Add(1)
			go func(j int) {
				defer wg.Done()
				out[j] = g.makePuzzle(k+j, deadline, o.stats)
				atomic.AddInt64(&done, 1)
			}(j)
		}
		wg.Wait()
		for j := 0; j < jobs && k+j < last; j++ {
			g.emit(w, o, &out[j], k+j)
		}
		w.flushIf(true) // each batch as it is made, not when 64 KB are
	}
	return finish(w, nil)
}

// emit prints puzzle k or writes it as a test. It prints the puzzle in
// the preset's input form (one line of cells, '.' blank, by default);
// -stats puts its call count on stderr.
func (g *genOptions) emit(w *writer, o *options, m *made, k int) {
	if m.fail != "" {
		w.report(1, fmt.Sprintf("puzzle %d (seed %s): %s", k+1, g.seed, m.fail))
		return
	}
	if o.stats {
		line := fmt.Sprintf("sudoku: puzzle %d: %d row-major calls", k+1, m.calls)
		if g.against != "" {
			line += fmt.Sprintf(" (-moves %d)", m.moves)
		}
		fmt.Fprintln(w.stderr, line)
	}
	p := o.cfg.p
	rec := &Record{N: g.box}
	if g.svg {
		g.emitSVG(w, m, k)
		return
	}
	if g.out == "" {
		total := g.n
		if g.test > 0 {
			total, k = 1, 0 // a whole input of its own
		}
		w.out.Write(p.appendInput(w.buf[:0], k, total, true, rec, m.cells))
		return
	}
	if msg := writeTest(p, g.out, testName(k+1, g.n), rec, m.cells); msg != "" {
		w.report(2, msg)
	}
}

// emitSVG draws puzzle k, or its solution, on stdout or as -out's file
// k.svg.
func (g *genOptions) emitSVG(w *writer, m *made, k int) {
	var board Board
	copy(board[:], m.cells)
	svg, msg := drawBoard(&board, g.solution, g.variant)
	switch {
	case msg != "":
		w.report(1, fmt.Sprintf("puzzle %d: %s", k+1, msg))
	case g.out == "":
		w.out.Write(svg)
	default:
		if err := ioutil.WriteFile(filepath.Join(g.out, testName(k+1, g.n)+".svg"), svg, 0o644); err != nil {
			w.report(2, err.Error())
		}
	}
}

// context is what stops the search: ctx, or nothing.
func (g *genOptions) context() context.Context {
	if g.ctx == nil {
		return context.Background()
	}
	return g.ctx
}

// madeOf returns puzzle b made, with its cost to plain row-major
// backtracking when -stats asks.
func (g *genOptions) madeOf(b []uint8, stats bool) made {
	m := made{cells: b}
	if stats && g.box <= 3 {
		m.calls, _ = rowMajorCalls(g.box, b, genMaxCalls, time.Time{})
	}
	return m
}

// makePuzzle makes puzzle k from its own random stream.
func (g *genOptions) makePuzzle(k int, deadline time.Time, stats bool) made {
	r := newRNG(seedOf(g.seed), uint64(k))
	s := genSolver(g.box)
	if g.variant != nil {
		s = g.variant.solver()
	}
	if g.against != "" {
		return g.searchAgainst(s, &r, deadline)
	}
	if g.rating != "" && g.bounds.lo >= hardFloor {
		b, ok := vicinity(g.context(), &r, g.bounds)
		if !ok {
			return made{fail: fmt.Sprintf("-rating %s out of reach in %d puzzles near the hardest known", g.rating, vicinityTries)}
		}
		return g.madeOf(b, stats)
	}
	tries := maxGrids
	if g.minimal && g.symmetry != "none" && !g.cluesSet {
		tries = maxMinimalGrids
	}
	for try := 0; try < tries && g.context().Err() == nil; try++ {
		var sol []uint8
		if g.variant == nil {
			sol = randomSolved(s, &r, g.box)
		} else if sol = g.variant.randomGrid(&r); sol == nil {
			return made{fail: "no grid keeps every rule of -variant " + g.variant.name}
		}
		b, ok := g.puzzle(s, &r, g.box, sol, false)
		if !ok {
			continue
		}
		if g.calls.outside(g.box, b) || g.rating != "" && !g.bounds.holds(g.context(), b) {
			continue
		}
		return g.madeOf(b, stats)
	}
	var what []string
	if g.minimal {
		what = append(what, "-minimal")
	}
	if g.cluesSet {
		what = append(what, "-clues "+strconv.Itoa(g.clues))
	}
	if g.calls.min > 0 {
		what = append(what, "-min-calls "+strconv.Itoa(g.calls.min))
	}
	if g.calls.max > 0 {
		what = append(what, "-max-calls "+strconv.Itoa(g.calls.max))
	}
	if g.rating != "" {
		what = append(what, "-rating "+g.rating)
	}
	return made{fail: fmt.Sprintf("%s out of reach in %d grids", strings.Join(what, " "), tries)}
}

// writeTest writes a test, dir/name.in and dir/name.ans. The first holds
// the board in the preset's input form alone, the second its answer as
// the preset writes it. It returns what went wrong, or "".
func writeTest(p *preset, dir, name string, rec *Record, cells []uint8) string {
	in := p.appendInput(nil, 0, 1, true, rec, cells)
	answer := answerStrict
	if p.auto {
		answer = answerAll
	}
	var ans, msgs bytes.Buffer
	if answer(p, bytes.NewReader(in), &ans, &msgs) > 1 {
		return "test " + name + ": " + strings.TrimSpace(msgs.String())
	}
	for ext, text := range map[string][]byte{".in": in, ".ans": ans.Bytes()} {
		if err := ioutil.WriteFile(filepath.Join(dir, name+ext), text, 0o644); err != nil {
			return err.Error()
		}
	}
	return ""
}

// testName names test k of n. That is k with leading zeros, at least two
// digits.
func testName(k, n int) string {
	width := len(strconv.Itoa(n))
	if width < 2 {
		width = 2
	}
	return fmt.Sprintf("%0*d", width, k)
}

// genSolver returns the solver that counts puzzles of box size n. That
// is the 9x9 solver, or the general one.
func genSolver(n int) boardSolver {
	if n == 3 {
		return newNineSolver()
	}
	return newLearningGeneral()
}

// ---------------------------------------------------------------------------
// Random grids and clue removal

// rng is a splitmix64 stream: a few lines, the same on every platform.
type rng uint64

// newRNG returns the stream of puzzle k of a run with this seed. A puzzle
// made alone (-test) is thus the one the whole run makes.
func newRNG(seed, k uint64) rng {
	r := rng(seed)
	r.next()
	r ^= rng(k * 0x9e3779b97f4a7c15)
	return r
}

// next advances the stream and returns its next 64 random bits.
func (r *rng) next() uint64 {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// intn returns a number in 0..n-1 (the modulo bias is below 1e-17).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// shuffle puts a in random order (Fisher-Yates).
func (r *rng) shuffle(a []int) {
	for i := len(a) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		a[i], a[j] = a[j], a[i]
	}
}

// perm returns 0..n-1 in random order.
func (r *rng) perm(n int) []int {
	a := make([]int, n)
	for i := range a {
		a[i] = i
	}
	r.shuffle(a)
	return a
}

// randomSolved returns a random solved grid of box size n. It is the
// first solution of a random first row and a few random givens, its rows
// shuffled within bands, its bands, columns within stacks and stacks, and
// maybe transposed.
func randomSolved(s boardSolver, r *rng, n int) []uint8 {
	side := n * n
	for {
		b := make([]uint8, side*side)
		for c, d := range r.perm(side) {
			b[c] = uint8(d + 1)
		}
		for k := 0; k < 2*n; k++ {
			i := side + r.intn(side*side-side)
			b[i] = uint8(1 + r.intn(side))
			if checkCells(n, b) != nil {
				b[i] = 0
			}
		}
		if sol, ok := s.Solve(n, b); ok {
			return shuffleGrid(n, sol, r)
		}
	}
}

// randomGrid returns a random solved grid under variant v, or nil when
// no grid keeps its rules: a search in a random order of cells and of
// digits, started again in another order when it takes long, with a
// budget that doubles every few starts (a random order may lose itself
// where the rules leave few grids, as nc's). Rows and columns are not
// shuffled after, as randomSolved's are: a variant's regions and
// neighbours are not those of a shuffled grid.
func (v *variant) randomGrid(r *rng) []uint8 {
	s := newVarSolver(v)
	for start := 0; ; start++ {
		var rank [81]int
		var digits [9]int
		copy(rank[:], r.perm(81))
		copy(digits[:], r.perm(9))
		sol, out := s.fill(&rank, &digits, gridBudget<<uint(start/4))
		if !out {
			return sol
		}
	}
}

// gridBudget is the guesses of randomGrid's first searches: a grid of
// most variants takes a few dozen.
const gridBudget = 200

// shuffleGrid returns b shuffled, and transposed half the time. It takes
// a random row, band, column and stack order: each keeps a grid solved
// and a puzzle's number of solutions.
func shuffleGrid(n int, b []uint8, r *rng) []uint8 {
	side := n * n
	rows, cols := lineOrder(n, r), lineOrder(n, r)
	flip := r.intn(2) == 1
	out := make([]uint8, len(b))
	for i := range out {
		rr, cc := rows[i/side], cols[i%side]
		if flip {
			rr, cc = cc, rr
		}
		out[i] = b[rr*side+cc]
	}
	return out
}

// lineOrder returns a random order of the rows (or columns). The order
// keeps bands together: bands shuffled, rows within each band shuffled.
func lineOrder(n int, r *rng) []int {
	order := make([]int, 0, n*n)
	for _, band := range r.perm(n) {
		for _, row := range r.perm(n) {
			order = append(order, n*band+row)
		}
	}
	return order
}

// symmetries map each -symmetry name to the image of cell (r, c) under its
// transformation, m being the last row's index: a cell's orbit is the
// cells reached by applying it again.
var symmetries = map[string]func(r, c, m int) (int, int){
	"none":     func(r, c, m int) (int, int) { return r, c },
	"rot180":   func(r, c, m int) (int, int) { return m - r, m - c },
	"rot90":    func(r, c, m int) (int, int) { return c, m - r },
	"mirror":   func(r, c, m int) (int, int) { return r, m - c },
	"diagonal": func(r, c, m int) (int, int) { return c, r },
}

// orbits returns the cells of a grid grouped into orbits. The grid has
// side rows, and the orbits are those of the symmetry, each orbit listed
// from its smallest cell, orbits in order of that cell.
func orbits(name string, side int) [][]int {
	f := symmetries[name]
	seen := make([]bool, side*side)
	var out [][]int
	for i := range seen {
		var orbit []int
		for j := i; !seen[j]; {
			seen[j] = true
			orbit = append(orbit, j)
			r, c := f(j/side, j%side, side-1)
			j = r*side + c
		}
		if orbit != nil {
			out = append(out, orbit)
		}
	}
	return out
}

// puzzle removes clues from a solved grid of box size n. It removes them
// orbit by orbit in random order (top rows first when top is set), while
// the board keeps one solution (any number with -several), down to
// -clues. ok is false when -clues is out of reach, or -minimal and a clue
// could still go alone.
func (g *genOptions) puzzle(s boardSolver, r *rng, n int, sol []uint8, top bool) ([]uint8, bool) {
	side := n * n
	obs := orbits(g.symmetry, side)
	order := r.perm(len(obs))
	if top { // stable by first row: random within a row
		sortByRow(order, obs, side)
	}
	b, clues := append([]uint8(nil), sol...), len(sol)
	for _, k := range order {
		orbit := obs[k]
		if clues-len(orbit) < g.clues {
			continue
		}
		for _, i := range orbit {
			b[i] = 0
		}
		if g.several || s.Count(n, b, 2) == 1 {
			clues -= len(orbit)
		} else {
			for _, i := range orbit {
				b[i] = sol[i]
			}
		}
		if clues == g.clues {
			break
		}
	}
	switch {
	case g.cluesSet && clues != g.clues:
		return b, false
	case g.several:
		return b, s.Count(n, b, 2) == 2
	case g.minimal && g.symmetry != "none":
		return b, spareClue(s, n, b) < 0
	}
	return b, true
}

// spareClue returns a clue that could go alone, or -1. Without the clue
// the solution stays unique; -1 means every clue is needed. (A clue that
// one pass of removal could not take is needed for good: removing others
// only adds solutions. So without symmetry that pass leaves a minimal
// puzzle.)
func spareClue(s boardSolver, n int, b []uint8) int {
	for i, v := range b {
		if v == 0 {
			continue
		}
		b[i] = 0
		count := s.Count(n, b, 2)
		b[i] = v
		if count == 1 {
			return i
		}
	}
	return -1
}

// sortByRow orders the orbit numbers by their first cell's row. It keeps
// the random order within a row (insertion sort: the orbits are few).
func sortByRow(order []int, obs [][]int, side int) {
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && obs[order[j]][0]/side < obs[order[j-1]][0]/side; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
}

// ---------------------------------------------------------------------------
// Against row-major backtracking

// rowMajorCalls returns how many calls the reference algorithm makes.
// The algorithm is plain row-major backtracking, each call filling the
// next blank with the symbols 1..side that fit, in order; the calls are
// those it makes to solve a board of box size n: 1 and one per symbol
// placed. It stops early (done false) after limit calls or, checked every
// 2^20 calls, at deadline (unless zero). Clashing givens cost no call.
func rowMajorCalls(n int, cells []uint8, limit int, deadline time.Time) (calls int, done bool) {
	side := n * n
	var rows, cols, boxes [maxBox * maxBox]uint32
	blanks := make([]int32, 0, len(cells))
	for i, v := range cells {
		r, c := i/side, i%side
		x, bit := r/n*n+c/n, uint32(1)<<v
		switch {
		case v == 0:
			blanks = append(blanks, int32(i))
		case (rows[r]|cols[c]|boxes[x])&bit != 0:
			return 0, true
		default:
			rows[r], cols[c], boxes[x] = rows[r]|bit, cols[c]|bit, boxes[x]|bit
		}
	}
	val := make([]uint8, len(blanks))
	all := uint32(1)<<(side+1) - 2 // the symbols 1..side
	calls = 1
	for k, from := 0, uint(1); k < len(blanks); {
		i := int(blanks[k])
		r, c := i/side, i%side
		x := r/n*n + c/n
		free := ^(rows[r] | cols[c] | boxes[x]) & all &^ (uint32(1)<<from - 1)
		if free == 0 { // back to the previous blank, on to its next symbol
			if k == 0 {
				return calls, true // no solution
			}
			k--
			j := int(blanks[k])
			r, c = j/side, j%side
			bit := ^(uint32(1) << val[k])
			x = r/n*n + c/n
			rows[r], cols[c], boxes[x] = rows[r]&bit, cols[c]&bit, boxes[x]&bit
			from = uint(val[k]) + 1
			continue
		}
		v := bits.TrailingZeros32(free)
		bit := uint32(1) << v
		rows[r], cols[c], boxes[x] = rows[r]|bit, cols[c]|bit, boxes[x]|bit
		val[k], k, from = uint8(v), k+1, 1
		if calls++; k < len(blanks) && (calls >= limit || calls&(1<<20-1) == 0 && !deadline.IsZero() && time.Now().After(deadline)) {
			return calls, false
		}
	}
	return calls, true
}

// searchAgainst looks until deadline for a costly 9x9 puzzle. The puzzle
// has one solution and costs the row-major backtracking as many calls as
// it can: from puzzles whose top rows are emptied first, relabelled so
// that the backtracking meets each digit as late as possible, it climbs
// by moving one clue at a time to a blank cell and keeping the move when
// the count grows.
func (g *genOptions) searchAgainst(s boardSolver, r *rng, deadline time.Time) made {
	best := made{fail: "no puzzle within -time"}
	if g.minimal {
		best.fail = "no minimal puzzle within -time"
	}
	counts := 0 // call counts made: -moves stops there
	more := func() bool {
		if g.moves > 0 {
			return counts < g.moves
		}
		return time.Now().Before(deadline)
	}
	stop := deadline // when a count gives up
	if g.moves > 0 {
		stop = time.Time{}
	}
	for more() {
		sol := randomSolved(s, r, 3)
		b, ok := g.puzzle(s, r, 3, sol, true)
		if !ok {
			continue
		}
		lateLabels(b, sol)
		calls, done := rowMajorCalls(3, b, genMaxCalls, stop)
		if counts++; !done && best.fail != "" { // out of time before a count: take this one's
			calls, done = rowMajorCalls(3, b, genMaxCalls, time.Time{})
		}
		at := counts
		for stale := 0; done && stale < climbPatience && more(); stale++ {
			next, nsol, ok := g.move(s, r, b, sol)
			if !ok {
				continue
			}
			n, ndone := rowMajorCalls(3, next, genMaxCalls, stop)
			if counts++; !ndone {
				break // out of time
			}
			if n > calls {
				b, sol, calls, stale, at = next, nsol, n, 0, counts
			}
		}
		if done && calls > best.calls && !(g.minimal && spareClue(s, 3, b) >= 0) {
			best = made{cells: b, calls: calls, moves: at}
		}
	}
	return best
}

// climbPatience is how many moves in a row may fail to raise the count
// before the climb starts again from a new puzzle.
const climbPatience = 200

// move returns b with one random clue moved to a random blank. The clue
// takes the digit sol has there, and both are relabelled; ok is false
// when the result has several solutions.
func (g *genOptions) move(s boardSolver, r *rng, b, sol []uint8) (next, nsol []uint8, ok bool) {
	var clues, blanks []int
	for i, v := range b {
		if v == 0 {
			blanks = append(blanks, i)
		} else {
			clues = append(clues, i)
		}
	}
	next, nsol = append([]uint8(nil), b...), append([]uint8(nil), sol...)
	from, to := clues[r.intn(len(clues))], blanks[r.intn(len(blanks))]
	next[from], next[to] = 0, sol[to]
	if s.Count(3, next, 2) != 1 {
		return nil, nil, false
	}
	lateLabels(next, nsol)
	return next, nsol, true
}

// lateLabels renames the digits of a 9x9 puzzle and its solution. It
// renames them in place, so that at the blanks in row-major order the
// solution's digits come as 9, 8, 7...: the backtracking tries each
// blank's digits from 1 up, so it meets the right one last.
func lateLabels(b, sol []uint8) {
	var to [10]uint8
	next := uint8(9)
	for i, v := range b {
		if d := sol[i]; v == 0 && to[d] == 0 {
			to[d], next = next, next-1
		}
	}
	for d := 1; d <= 9; d++ {
		if to[d] == 0 {
			to[d], next = next, next-1
		}
	}
	for i := range b {
		b[i], sol[i] = to[b[i]], to[sol[i]]
	}
}
