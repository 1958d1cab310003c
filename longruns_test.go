// longruns_test.go is the fault policy's property test on boards nobody
// here made: runs of the public 17-clue and magictour puzzles (sparse and
// dense), of 1 to 10,000 boards, written in every 9x9 convention and in
// poj3076's, damaged once (a row lost or doubled, a cell more or less, a
// junk line) at the first board, the last, around each multiple of the
// reader's window, or anywhere. The test writes the input and the answers
// it expects with its own code, and reads the output with its own code:
// every grid printed must answer a board given, and every board the damage
// did not touch must get its own answer, unless stderr reports it in
// doubt (at most two boards a fault on the sparse set).

package main

import (
	"fmt"
	"math/rand"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// runConv is a convention a run is written in: a preset (spec), or an
// automatic form (auto) written as form.
type runConv struct {
	name string
	spec judgeSpec
	auto bool
	form string // grid, rows, drawn grid, drawn rows
}

func (c runConv) String() string {
	if c.auto {
		return "auto " + c.form
	}
	return c.name
}

func (c runConv) args() []string {
	if c.auto {
		return []string{"-j", "2"}
	}
	args := []string{"-j", "2", "-format", c.name}
	if c.spec.reply == specCount {
		args = append(args, "-limit", "2")
	}
	return args
}

// runConvs are the automatic forms and every preset of 9x9 boards, and
// poj3076 for a larger size.
func runConvs() []runConv {
	var convs []runConv
	for _, f := range []string{"grid", "rows", "drawn grid", "drawn rows"} {
		convs = append(convs, runConv{name: "auto", auto: true, form: f})
	}
	var names []string
	for name, spec := range judgeSpecs {
		// A variant's presets are left to faults_test.go's sweeps, on
		// the variant's puzzles: the public sets are classic puzzles,
		// which have no solution under most variants' rules.
		if (spec.box == 3 || spec.box == 0 || name == "poj3076") && spec.rules == "" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		convs = append(convs, runConv{name: name, spec: judgeSpecs[name]})
	}
	return convs
}

// tline is a line of a written run: a board's row (board >= 0, row), a
// line before a board (its size or label), or a line of the whole input.
type tline struct {
	text  string
	board int
	row   bool
}

// autoRows writes cells (9x9) in one of the automatic forms, a line a row,
// with the drawn forms' rules between bands.
func autoRows(form string, cells []uint8) []string {
	var lines []string
	for r := 0; r < 9; r++ {
		if r == 3 || r == 6 {
			switch form {
			case "drawn grid":
				lines = append(lines, "------+-------+------")
			case "drawn rows":
				lines = append(lines, "---+---+---")
			}
		}
		var b strings.Builder
		for c := 0; c < 9; c++ {
			switch {
			case c == 0:
			case c%3 == 0 && form == "drawn grid":
				b.WriteString(" | ")
			case c%3 == 0 && form == "drawn rows":
				b.WriteString("|")
			case form == "grid" || form == "drawn grid":
				b.WriteString(" ")
			}
			b.WriteByte('0' + cells[9*r+c])
		}
		lines = append(lines, b.String())
	}
	return lines
}

// boardLines writes board k (box n) as the convention's input has it.
func (c runConv) boardLines(k, n int, cells []uint8) []tline {
	var out []tline
	switch {
	case c.spec.label:
		out = append(out, tline{fmt.Sprintf("Grid %02d", k+1), k, false})
	case !c.auto && c.spec.box == 0:
		out = append(out, tline{strconv.Itoa(n), k, false})
	}
	var rows []string
	if c.auto {
		rows = autoRows(c.form, cells)
	} else {
		rows = strings.Split(strings.TrimSuffix(judgeGrid(c.spec, n, cells), "\n"), "\n")
	}
	for _, l := range rows {
		out = append(out, tline{l, k, !isRule(strings.TrimSpace(l))})
	}
	return out
}

// answer writes what the convention prints for a board whose first
// solution is sol, as the output's items hold it (no final newline).
func (c runConv) answer(n int, sol []uint8) string {
	switch {
	case c.auto:
		return strings.Join(autoRows(c.form, sol), "\n")
	case c.spec.reply == specValid:
		return "true"
	case c.spec.reply == specScore:
		return strconv.Itoa(ringScore(sol))
	}
	grid := strings.TrimSuffix(judgeGrid(c.spec, n, sol), "\n")
	if c.spec.reply == specCount {
		return "1\n" + grid
	}
	return grid
}

// ringScore is Luogu P1074's score of a solved 9x9 grid: each digit times
// its ring's weight, 6 on the edge to 10 in the centre.
func ringScore(sol []uint8) int {
	score := 0
	for i, v := range sol {
		r, c := i/9-4, i%9-4
		if r < 0 {
			r = -r
		}
		if c < 0 {
			c = -c
		}
		if c > r {
			r = c
		}
		score += int(v) * (10 - r)
	}
	return score
}

// stream writes a run of boards: the count line where the convention has
// one, the boards with nothing between them (a blank line where the
// convention wants one between boards: uva989), the end line.
func (c runConv) stream(boards [][]uint8, n int) []tline {
	var lines []tline
	if c.spec.count {
		lines = append(lines, tline{strconv.Itoa(len(boards)), -1, false})
	}
	for k, b := range boards {
		if k > 0 && !c.auto && c.spec.box == 0 {
			lines = append(lines, tline{"", -1, false})
		}
		lines = append(lines, c.boardLines(k, n, b)...)
	}
	if c.spec.end != "" {
		lines = append(lines, tline{c.spec.end, -1, false})
	}
	return lines
}

// The damages: a row lost or doubled, a cell added to a row or taken from
// it, and a junk line before a row (a word, or a line of the wrong number
// of cells).
var damages = []string{"drop", "double", "add a cell", "remove a cell", "junk"}

// damaged returns lines with board hit damaged: op done to one of its rows
// (r picks which).
func (c runConv) damaged(lines []tline, hit int, op string, r *rand.Rand) []tline {
	var rows []int
	for i, l := range lines {
		if l.board == hit && l.row {
			rows = append(rows, i)
		}
	}
	at := rows[r.Intn(len(rows))]
	l := lines[at]
	out := append([]tline(nil), lines[:at]...)
	switch op {
	case "drop":
	case "double":
		out = append(out, l, l)
	case "add a cell":
		l.text = c.faultConv().addCell(l.text)
		out = append(out, l)
	case "remove a cell":
		l.text = c.faultConv().removeCell(l.text)
		out = append(out, l)
	case "junk":
		junk := []string{"x", "hello", "1 2 3", "0 0 0 0 0 0 0 0 0 0"}[r.Intn(4)]
		out = append(out, tline{junk, hit, false}, l)
	}
	return append(out, lines[at+1:]...)
}

// faultConv is the convention as faults_test.go writes and reads it.
func (c runConv) faultConv() faultConv { return faultConv{name: c.name, spec: c.spec, auto: c.auto} }

// items splits the output into the answers of one board each.
func (c runConv) items(out string) []string { return c.faultConv().items(out) }

var inDoubt = regexp.MustCompile(`cannot tell .*\((boards? )(\d+)(-(\d+))?\)$`)

// doubted returns the boards stderr reports in doubt (numbered from 1).
func doubted(stderr string) map[int]bool {
	out := map[int]bool{}
	for _, line := range strings.Split(stderr, "\n") {
		m := inDoubt.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		first, last := atoi(m[2]), atoi(m[2])
		if m[4] != "" {
			last = atoi(m[4])
		}
		for k := first; k <= last; k++ {
			out[k] = true
		}
	}
	return out
}

// runPool is a pool of public boards and their first solutions.
type runPool struct {
	name   string
	n      int
	boards [][]uint8
	sols   [][]uint8
}

// publicPool reads up to max boards of a public set, and solves them.
func publicPool(t *testing.T, name string, max int) *runPool {
	p := &runPool{name: name, n: 3}
	var s Solver
	for _, b := range dataSet(t, name, max) {
		sol, ok := s.Solve(&b)
		if !ok {
			t.Fatalf("%s: a board without solution: %v", name, b)
		}
		p.boards = append(p.boards, append([]uint8(nil), b[:]...))
		p.sols = append(p.sols, append([]uint8(nil), sol[:]...))
	}
	return p
}

// sixteenPool makes 16x16 boards with one solution each: no public set of
// them is at hand.
func sixteenPool(r *rand.Rand, count int) *runPool {
	p := &runPool{name: "16x16", n: 4}
	var g general
	for k := 0; k < count; k++ {
		b := uniquePuzzleN(r, 4)
		sol, ok := g.Solve(4, b)
		if !ok {
			panic("a 16x16 board without solution")
		}
		p.boards = append(p.boards, b)
		p.sols = append(p.sols, append([]uint8(nil), sol...))
	}
	return p
}

// runCase is one damaged run: its length, the board hit and the damage,
// and whether its boards are the sparse ones.
type runCase struct {
	boards, hit int
	op          string
	sparse      bool
}

// runCases are the runs a convention gets. Runs of one and two boards get
// every damage on each board. Runs of 1,023 to 2,049 boards get the
// damages that shift the rows after them (a row lost or doubled) in
// sparse boards, where shifted boards rarely clash: at the first board,
// early, and on either side of a multiple of the reader's window; and
// every damage in turn, from turn (so that conventions differ), at the
// first board or the last, near a multiple of the window and anywhere, in
// the denser boards. Without all, a sample: one of the sparse runs and one
// of the dense ones, in turn. huge adds a run of 10,000 with a row lost
// early.
func runCases(r *rand.Rand, turn int, all, huge bool) []runCase {
	var cases []runCase
	for _, m := range []int{1, 2} {
		for hit := 0; hit < m; hit++ {
			for k, op := range damages {
				cases = append(cases, runCase{m, hit, op, (hit+k)%2 == 0})
			}
		}
	}
	near := func(w int) int { return w - 2 + r.Intn(3) } // boards w-2..w, 0-based
	w := windowBoards
	cases = append(cases,
		runCase{1025, 0, "drop", true},
		runCase{1025, r.Intn(w), "double", true},
		runCase{2049, near(w * (1 + r.Intn(16))), "drop", true},
		runCase{2049, near(2048), "double", true})
	for _, c := range []runCase{{1023, []int{0, 1022}[turn%2], "", false}, {1024, near(1024), "", false},
		{1025, near(w * (1 + r.Intn(16))), "", false}, {2049, r.Intn(2049), "", false}} {
		c.op = damages[turn%len(damages)]
		turn++
		cases = append(cases, c)
	}
	if !all {
		// A sample: two of the runs longer than the reader's window.
		cases = append(cases[:len(cases)-8], cases[len(cases)-8+turn%4], cases[len(cases)-4+turn%4])
	}
	if huge {
		cases = append(cases, runCase{10000, r.Intn(10), "drop", true})
	}
	for i := range cases {
		if cases[i].hit >= cases[i].boards {
			cases[i].hit = cases[i].boards - 1
		}
	}
	return cases
}

// runTally counts, per convention, what the runs saw.
type runTally struct {
	runs, boards, answered, doubt, worstDoubt int
}

// TestFaultsPublicRuns: see the file's opening comment.
func TestFaultsPublicRuns(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	r := rand.New(rand.NewSource(43))
	sparse := publicPool(t, "puzzles2_17_clue", 2000)
	dense := publicPool(t, "puzzles3_magictour_top1465", 1465)
	sixteen := sixteenPool(r, short(12, 6))
	for i, c := range runConvs() {
		began := time.Now()
		tally := map[string]*runTally{}
		cases := runCases(r, i, *long, *long && i%4 == 1)
		if c.name == "luogu1074" {
			// Its answer is a search for the best score, milliseconds a
			// board: runs of one and two boards only (one of each damage
			// under make test).
			cases = cases[:sweep(15, len(damages))]
		}
		for _, rc := range cases {
			pool := dense
			switch {
			case c.name == "poj3076":
				pool = sixteen
			case rc.sparse:
				pool = sparse
			}
			key := fmt.Sprintf("%s/%d", pool.name, rc.boards)
			if tally[key] == nil {
				tally[key] = &runTally{}
			}
			checkRun(t, c, pool, rc, r, tally[key])
		}
		t.Logf("%s: %v", c, time.Since(began))
		var keys []string
		for k := range tally {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			tl := tally[k]
			t.Logf("%-17s %-32s runs %3d boards %6d answered %6d in doubt %d (at most %d a run)", c, k, tl.runs, tl.boards, tl.answered, tl.doubt, tl.worstDoubt)
		}
	}
}

// checkRun writes one damaged run of rc.boards boards of pool, each unlike
// the one before it, runs the command, and checks its output.
func checkRun(t *testing.T, c runConv, pool *runPool, rc runCase, r *rand.Rand, tl *runTally) {
	picks := make([]int, rc.boards)
	start := r.Intn(len(pool.boards))
	for k := range picks {
		picks[k] = (start + k) % len(pool.boards)
	}
	boards := make([][]uint8, rc.boards)
	want := make([]string, rc.boards)
	answers := map[string]bool{} // the answer of each board given
	for k, p := range picks {
		boards[k] = pool.boards[p]
		want[k] = c.answer(pool.n, pool.sols[p])
		answers[want[k]] = true
	}
	lines := c.damaged(c.stream(boards, pool.n), rc.hit, rc.op, r)
	var in strings.Builder
	for _, l := range lines {
		in.WriteString(l.text + "\n")
	}
	stdout, stderr, code := runCmd(c.args(), in.String())
	fail := func(format string, args ...interface{}) {
		t.Helper()
		t.Fatalf("%s, %d boards of %s, %s in board %d: %s\nstderr:\n%s", c, rc.boards, pool.name, rc.op, rc.hit+1,
			fmt.Sprintf(format, args...), stderr)
	}
	items, doubt := c.items(stdout), doubted(stderr)
	// A board written on one line, dropped or doubled, is a board less or
	// more, and no fault (but for an input left with no board).
	oneLine := c.spec.oneLine && (rc.op == "drop" || rc.op == "double")
	wantCode := 2
	if oneLine && !(rc.op == "drop" && rc.boards == 1) {
		wantCode = 0
	}
	if code != wantCode {
		fail("exit %d, want %d", code, wantCode)
	}
	switch {
	case oneLine && rc.op == "drop": // the board's line is gone: its answer too
		want = append(want[:rc.hit:rc.hit], want[rc.hit+1:]...)
	case oneLine:
		want = append(want[:rc.hit+1:rc.hit+1], want[rc.hit:]...)
	}
	before, after := rc.hit, len(want)-rc.hit-1
	if oneLine {
		before, after = len(want), 0
	}
	if len(items) < before+after {
		fail("%d answers for %d boards", len(items), len(want))
	}
	own := func(k, i int) { // board k's answer, at item i
		switch {
		case items[i] == want[k]:
		case items[i] == "bad input" && doubt[i+1]:
		default:
			fail("board %d (answer %d): got %.60q, want %.60q", k+1, i+1, items[i], want[k])
		}
	}
	for k := 0; k < before; k++ {
		own(k, k)
	}
	for j := 0; j < after; j++ {
		own(len(want)-after+j, len(items)-after+j)
	}
	for i, it := range items {
		switch {
		case it == "bad input":
		case !answers[it]:
			fail("answer %d answers no board given: %.60q", i+1, it)
		default:
			tl.answered++
		}
	}
	if pool.name == "puzzles2_17_clue" && len(doubt) > 2 {
		fail("%d boards in doubt, want at most 2", len(doubt))
	}
	tl.runs++
	tl.boards += rc.boards
	tl.doubt += len(doubt)
	if len(doubt) > tl.worstDoubt {
		tl.worstDoubt = len(doubt)
	}
}
