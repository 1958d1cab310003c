// gen.go holds the generator (-gen N): 9x9 puzzles with one solution (or
// several, -several), made from a random solved grid by removing clues in
// random order while the solution stays unique, and, with -against
// rowmajor, puzzles searched for the most calls of the plain row-major
// backtracking (the reference algorithm, README's "How it works"). The same
// -seed gives the same puzzles on every machine and Go version, whatever
// -j: puzzle k draws from its own random stream, a function of the seed and
// k. Only -against stopped by -time depends on the machine's speed; stopped
// by -moves it repeats too.

package main

import (
	"flag"
	"fmt"
	"io"
	"math/bits"
	"strconv"
	"sync"
	"time"
)

// genOptions are -gen's flags.
type genOptions struct {
	n        int           // -gen: puzzles to print
	seed     uint64        // -seed
	clues    int           // -clues: stop at this many clues (0: as few as it can)
	symmetry string        // -symmetry: the name of a symmetries entry
	several  bool          // -several: several solutions instead of one
	against  string        // -against: "rowmajor", or ""
	budget   time.Duration // -time: for the whole run, with -against
	moves    int           // -moves: each -against search's counts, instead of -time
	minimal  bool          // -minimal: every clue needed
}

// genFlags are the flags that go with -gen alone.
var genFlags = map[string]bool{"seed": true, "clues": true, "symmetry": true, "several": true, "against": true, "time": true, "moves": true}

func (g *genOptions) flags(fs *flag.FlagSet) {
	fs.IntVar(&g.n, "gen", 0, "print `N` new 9x9 puzzles, each with one solution, one per line (or as -format)")
	fs.Uint64Var(&g.seed, "seed", 1, "with -gen, the seed `S`: the same seed, the same puzzles")
	fs.IntVar(&g.clues, "clues", 0, "with -gen, stop at `K` clues (default: as few as stay unique; 30 with -several)")
	fs.StringVar(&g.symmetry, "symmetry", "none", "with -gen, the clues' symmetry: none, rot180, rot90, mirror or diagonal")
	fs.BoolVar(&g.several, "several", false, "with -gen, puzzles with several solutions")
	fs.StringVar(&g.against, "against", "", "with -gen, search for puzzles that cost `rowmajor` backtracking the most calls")
	fs.DurationVar(&g.budget, "time", time.Minute, "with -gen -against, the time for the whole run")
	fs.IntVar(&g.moves, "moves", 0, "with -gen -against, stop each search after `N` counts instead (-stats prints N): the same seed and N, the same puzzle")
}

// maxGrids is how many solved grids a puzzle may try before -clues or
// -minimal is reported out of reach.
const maxGrids = 2000

// genMaxCalls bounds every row-major call count: the one -stats prints,
// and -against's.
const genMaxCalls = 1_000_000_000

// check returns a usage error, or "".
func (g *genOptions) check(p *preset) string {
	switch {
	case !p.auto && p.box != 3:
		return "-gen makes 9x9 puzzles: -format " + p.name + " is not 9x9"
	case symmetries[g.symmetry] == nil:
		return "-symmetry " + g.symmetry + ": want none, rot180, rot90, mirror or diagonal"
	case g.against != "" && g.against != "rowmajor":
		return "-against " + g.against + ": want rowmajor"
	case g.against != "" && g.several:
		return "-against makes puzzles with one solution: not with -several"
	case g.clues < 0 || g.clues > 81:
		return "-clues must be 0-81"
	case g.against != "" && (g.symmetry != "none" || g.clues != 0):
		return "-against moves clues freely: not with -symmetry or -clues"
	case g.budget <= 0 || g.moves < 0:
		return "-time and -moves must be positive"
	}
	if g.several && g.clues == 0 {
		g.clues = 30
	}
	return ""
}

// made is one puzzle as generated, or why there is none.
type made struct {
	board Board
	calls int    // the row-major backtracking's calls, with -stats or -against
	moves int    // -against: the counts made when it was found (-moves)
	fail  string // what was out of reach ("" for a puzzle)
}

// run prints g.n puzzles in order, made by o.cfg.jobs workers.
func (g *genOptions) run(o *options, stdout, stderr io.Writer) int {
	w := newWriter(stdout, stderr)
	if msg := g.check(o.cfg.p); msg != "" {
		w.report(2, msg)
		return w.status
	}
	jobs, n := o.cfg.jobs, g.n
	var deadline time.Time
	per := time.Duration(0) // -against: each puzzle's time
	if g.against != "" {
		per = g.budget / time.Duration((n+jobs-1)/jobs)
		deadline = time.Now()
	}
	out := make([]made, jobs)
	for k := 0; k < n && w.writeErr == nil; k += jobs {
		var wg sync.WaitGroup
		deadline = deadline.Add(per)
		for j := 0; j < jobs && k+j < n; j++ {
			wg.Add(1)
			go func(j int) {
				defer wg.Done()
				out[j] = g.makePuzzle(k+j, deadline, o.stats)
			}(j)
		}
		wg.Wait()
		for j := 0; j < jobs && k+j < n; j++ {
			g.print(w, o, &out[j], k+j)
		}
	}
	if end := o.cfg.p.end; end != "" {
		w.out.WriteString(end + "\n")
	}
	return finish(w, nil, false, 0, time.Time{})
}

// print writes puzzle k in the preset's input form (one line of 81 cells,
// '.' blank, by default), with its call count beside it under -stats.
func (g *genOptions) print(w *writer, o *options, m *made, k int) {
	if m.fail != "" {
		w.report(1, fmt.Sprintf("puzzle %d (seed %d): %s", k+1, g.seed, m.fail))
		return
	}
	p := o.cfg.p
	buf := w.buf[:0]
	switch {
	case k == 0 && p.head == headCount:
		buf = strconv.AppendInt(buf, int64(g.n), 10)
		buf = append(buf, '\n')
	case k > 0 && p.apart:
		buf = append(buf, '\n')
	}
	switch p.head {
	case headLabel:
		buf = append(buf, fmt.Sprintf("Grid %02d\n", k+1)...)
	case headSize:
		buf = append(buf, "3\n"...)
	}
	if p.auto {
		for _, v := range m.board {
			if v == 0 {
				buf = append(buf, '.')
			} else {
				buf = append(buf, '0'+v)
			}
		}
	} else {
		buf = p.write(buf, &Record{N: 3}, m.board[:], p)
		buf = buf[:len(buf)-1]
	}
	if o.stats {
		buf = append(buf, ' ')
		buf = strconv.AppendInt(buf, int64(m.calls), 10)
		if g.against != "" {
			buf = append(buf, " -moves "...)
			buf = strconv.AppendInt(buf, int64(m.moves), 10)
		}
	}
	w.writeLine(string(buf))
}

// makePuzzle makes puzzle k from its own random stream.
func (g *genOptions) makePuzzle(k int, deadline time.Time, stats bool) made {
	r := newRNG(g.seed, uint64(k))
	var s Solver
	if g.against != "" {
		return g.searchAgainst(&s, &r, deadline)
	}
	for try := 0; try < maxGrids; try++ {
		b, ok := g.puzzle(&s, &r, randomSolved(&s, &r), false)
		if !ok {
			continue
		}
		m := made{board: b}
		if stats {
			m.calls, _ = rowMajorCalls(&b, genMaxCalls, time.Time{})
		}
		return m
	}
	what := "-minimal"
	if g.clues != 0 {
		what = "-clues " + strconv.Itoa(g.clues)
	}
	return made{fail: fmt.Sprintf("%s out of reach in %d grids", what, maxGrids)}
}

// ---------------------------------------------------------------------------
// Random grids and clue removal

// rng is a splitmix64 stream: a few lines, the same on every platform.
type rng uint64

func newRNG(seed, k uint64) rng {
	r := rng(seed)
	r.next()
	r ^= rng(k * 0x9e3779b97f4a7c15)
	return r
}

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

// randomSolved returns a random solved grid: the first solution of a random
// first row and a few random givens, its rows shuffled within bands, its
// bands, columns within stacks and stacks, and maybe transposed.
func randomSolved(s *Solver, r *rng) Board {
	for {
		var b Board
		for c, d := range r.perm(9) {
			b[c] = uint8(d + 1)
		}
		for k := 0; k < 6; k++ {
			i := 9 + r.intn(72)
			b[i] = uint8(1 + r.intn(9))
			if CheckGivens(&b) != nil {
				b[i] = 0
			}
		}
		if sol, ok := s.Solve(&b); ok {
			return shuffleGrid(&sol, r)
		}
	}
}

// shuffleGrid applies a random row, band, column and stack order, and a
// transposition half the time: each keeps a grid solved and a puzzle's
// number of solutions.
func shuffleGrid(b *Board, r *rng) Board {
	rows, cols := lineOrder(r), lineOrder(r)
	flip := r.intn(2) == 1
	var out Board
	for i := range out {
		rr, cc := rows[i/9], cols[i%9]
		if flip {
			rr, cc = cc, rr
		}
		out[i] = b[rr*9+cc]
	}
	return out
}

// lineOrder returns a random order of the nine rows (or columns) that
// keeps bands together: bands shuffled, rows within each band shuffled.
func lineOrder(r *rng) [9]int {
	var order [9]int
	bands := r.perm(3)
	for i, band := range bands {
		for j, row := range r.perm(3) {
			order[3*i+j] = 3*band + row
		}
	}
	return order
}

// symmetries map each -symmetry name to the image of cell (r, c) under its
// transformation: a cell's orbit is the cells reached by applying it again.
var symmetries = map[string]func(r, c int) (int, int){
	"none":     func(r, c int) (int, int) { return r, c },
	"rot180":   func(r, c int) (int, int) { return 8 - r, 8 - c },
	"rot90":    func(r, c int) (int, int) { return c, 8 - r },
	"mirror":   func(r, c int) (int, int) { return r, 8 - c },
	"diagonal": func(r, c int) (int, int) { return c, r },
}

// orbits returns the cells grouped into the orbits of the symmetry, each
// orbit listed from its smallest cell, orbits in order of that cell.
func orbits(name string) [][]int {
	f := symmetries[name]
	seen := [81]bool{}
	var out [][]int
	for i := 0; i < 81; i++ {
		var orbit []int
		for j := i; !seen[j]; {
			seen[j] = true
			orbit = append(orbit, j)
			r, c := f(j/9, j%9)
			j = r*9 + c
		}
		if orbit != nil {
			out = append(out, orbit)
		}
	}
	return out
}

// puzzle removes clues from a solved grid, orbit by orbit in random order
// (top rows first when top is set), while the board keeps one solution
// (any number with -several), down to -clues. ok is false when -clues
// is out of reach, or -minimal and a clue could still go alone.
func (g *genOptions) puzzle(s *Solver, r *rng, sol Board, top bool) (Board, bool) {
	obs := orbits(g.symmetry)
	order := r.perm(len(obs))
	if top { // stable by first row: random within a row
		sortByRow(order, obs)
	}
	b, clues := sol, 81
	for _, k := range order {
		orbit := obs[k]
		if clues-len(orbit) < g.clues {
			continue
		}
		for _, i := range orbit {
			b[i] = 0
		}
		if g.several || s.Count(&b, 2) == 1 {
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
	case g.clues != 0 && clues != g.clues:
		return b, false
	case g.several:
		return b, s.Count(&b, 2) == 2
	case g.minimal && g.symmetry != "none":
		return b, spareClue(s, &b) < 0
	}
	return b, true
}

// spareClue returns a clue that could go alone with the solution staying
// unique, or -1 when every clue is needed. (A clue that one pass of
// removal could not take is needed for good: removing others only adds
// solutions. So without symmetry that pass leaves a minimal puzzle.)
func spareClue(s *Solver, b *Board) int {
	for i, v := range b {
		if v == 0 {
			continue
		}
		b[i] = 0
		n := s.Count(b, 2)
		b[i] = v
		if n == 1 {
			return i
		}
	}
	return -1
}

// sortByRow orders the orbit numbers in order by their first cell's row,
// keeping the random order within a row (insertion sort: 81 at most).
func sortByRow(order []int, obs [][]int) {
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && obs[order[j]][0]/9 < obs[order[j-1]][0]/9; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
}

// ---------------------------------------------------------------------------
// Against row-major backtracking

// rowMajorCalls returns how many calls the reference algorithm (plain
// row-major backtracking, each call filling the next blank with the
// digits 1..9 that fit, in order) makes to solve b: 1 and one per digit
// placed. It stops early (done false) after limit calls or, checked every
// 2^20 calls, at deadline (unless zero). Clashing givens cost no call.
func rowMajorCalls(b *Board, limit int, deadline time.Time) (calls int, done bool) {
	var rows, cols, boxes [9]uint16
	var blanks, val [81]uint8
	nb := 0
	for i, v := range b {
		r, c := i/9, i%9
		x, bit := r/3*3+c/3, uint16(1)<<v
		switch {
		case v == 0:
			blanks[nb] = uint8(i)
			nb++
		case (rows[r]|cols[c]|boxes[x])&bit != 0:
			return 0, true
		default:
			rows[r], cols[c], boxes[x] = rows[r]|bit, cols[c]|bit, boxes[x]|bit
		}
	}
	calls = 1
	for k, from := 0, uint(1); k < nb; {
		i := int(blanks[k])
		r, c := i/9, i%9
		x := r/3*3 + c/3
		free := ^(rows[r] | cols[c] | boxes[x]) & 0x3fe &^ (uint16(1)<<from - 1)
		if free == 0 { // back to the previous blank, on to its next digit
			if k == 0 {
				return calls, true // no solution
			}
			k--
			j := int(blanks[k])
			r, c = j/9, j%9
			bit := ^(uint16(1) << val[k])
			rows[r], cols[c], boxes[r/3*3+c/3] = rows[r]&bit, cols[c]&bit, boxes[r/3*3+c/3]&bit
			from = uint(val[k]) + 1
			continue
		}
		v := bits.TrailingZeros16(free)
		bit := uint16(1) << v
		rows[r], cols[c], boxes[x] = rows[r]|bit, cols[c]|bit, boxes[x]|bit
		val[k], k, from = uint8(v), k+1, 1
		if calls++; k < nb && (calls >= limit || calls&(1<<20-1) == 0 && !deadline.IsZero() && time.Now().After(deadline)) {
			return calls, false
		}
	}
	return calls, true
}

// searchAgainst looks until deadline for a puzzle with one solution that
// costs the row-major backtracking as many calls as it can: from puzzles
// whose top rows are emptied first, relabelled so that the backtracking
// meets each digit as late as possible, it climbs by moving one clue at a
// time to a blank cell and keeping the move when the count grows.
func (g *genOptions) searchAgainst(s *Solver, r *rng, deadline time.Time) made {
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
		sol := randomSolved(s, r)
		b, ok := g.puzzle(s, r, sol, true)
		if !ok {
			continue
		}
		b, sol = lateLabels(&b, &sol)
		calls, done := rowMajorCalls(&b, genMaxCalls, stop)
		if counts++; !done && best.fail != "" { // out of time before a count: take this one's
			calls, done = rowMajorCalls(&b, genMaxCalls, time.Time{})
		}
		at := counts
		for stale := 0; done && stale < climbPatience && more(); stale++ {
			next, nsol, ok := g.move(s, r, b, sol)
			if !ok {
				continue
			}
			n, ndone := rowMajorCalls(&next, genMaxCalls, stop)
			if counts++; !ndone {
				break // out of time
			}
			if n > calls {
				b, sol, calls, stale, at = next, nsol, n, 0, counts
			}
		}
		if done && calls > best.calls && !(g.minimal && spareClue(s, &b) >= 0) {
			best = made{board: b, calls: calls, moves: at}
		}
	}
	return best
}

// climbPatience is how many moves in a row may fail to raise the count
// before the climb starts again from a new puzzle.
const climbPatience = 200

// move moves one random clue of b to a random blank, with the digit sol
// has there, and relabels; ok is false when the result has several
// solutions.
func (g *genOptions) move(s *Solver, r *rng, b, sol Board) (Board, Board, bool) {
	var clues, blanks []int
	for i, v := range b {
		if v == 0 {
			blanks = append(blanks, i)
		} else {
			clues = append(clues, i)
		}
	}
	from, to := clues[r.intn(len(clues))], blanks[r.intn(len(blanks))]
	b[from], b[to] = 0, sol[to]
	if s.Count(&b, 2) != 1 {
		return b, sol, false
	}
	b, sol = lateLabels(&b, &sol)
	return b, sol, true
}

// lateLabels renames the digits of a puzzle and its solution so that, at
// the blanks in row-major order, the solution's digits come as 9, 8, 7...:
// the backtracking tries each blank's digits from 1 up, so it meets the
// right one last.
func lateLabels(b, sol *Board) (Board, Board) {
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
	var nb, ns Board
	for i := range b {
		nb[i], ns[i] = to[b[i]], to[sol[i]]
	}
	return nb, ns
}
