// faults_test.go is the property test of the fault policy, under every
// preset and the automatic forms: streams of puzzles damaged once, the way
// users damage them (a row lost, doubled, a cell more or less, a junk
// line, a byte-order mark, a wrong, missing or junk count line), short and
// longer than a reader holds, must never get a grid that is not the answer
// of one of their boards; every board the damage did not touch gets its
// answer as alone; every fault is named on stderr at one of its own lines.
// It writes the inputs and reads the outputs with its own code, from the
// conventions presets_test.go writes down.

package main

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// fline is one line of a generated stream: a row of a board, a line
// before a board (its size or label), a blank line, or a line of the
// whole input (the count, the end).
type fline struct {
	text  string
	board int  // the board it belongs to, or -1
	row   bool // a row of cells (not a size, label or rule line)
	whole bool // a board on one line
	head  bool // the line before a board (its size or label)
}

// faultConv is a convention the test writes streams in: a preset (spec)
// or, with auto, the automatic 9x9 forms.
type faultConv struct {
	name string
	spec judgeSpec
	auto bool
}

func (c faultConv) args(jobs int) []string {
	args := []string{"-j", strconv.Itoa(jobs)}
	if !c.auto {
		args = append(args, "-format", c.name)
	}
	if c.spec.reply == specCount {
		args = append(args, "-limit", "2")
	}
	return args
}

// faultBoard is a board of a stream: a puzzle of the pool, in a form (auto).
type faultBoard struct {
	n, k int // box size, index in the pool of that size
	form Form
}

// faultPools holds puzzles with one solution, by box size.
type faultPools map[int][][]uint8

func newFaultPools(r *rand.Rand) faultPools {
	pools := faultPools{1: {{0}}}
	for _, b := range uniquePuzzles(r, short(120, 40)) {
		pools[3] = append(pools[3], append([]uint8(nil), b[:]...))
	}
	for _, n := range []int{2, 4} {
		for k := 0; k < short(12, 4); k++ {
			pools[n] = append(pools[n], uniquePuzzleN(r, n))
		}
	}
	return pools
}

// uniquePuzzleN blanks the cells of a random grid with n x n boxes while
// the solution stays unique, down to half of them given.
func uniquePuzzleN(r *rand.Rand, n int) []uint8 {
	var s general
	cells := randomGridN(r, n)
	givens := len(cells)
	for _, i := range r.Perm(len(cells)) {
		if 2*givens <= len(cells) {
			break
		}
		v := cells[i]
		cells[i] = 0
		if s.Count(n, cells, 2) != 1 {
			cells[i] = v
			continue
		}
		givens--
	}
	return cells
}

// under returns the pools of convention c: under a variant's rules (its
// preset's), the 9x9 puzzles are the variant's, made once per run by
// -gen (variantPuzzles): the fault policy weighs boards by their
// solutions, and a classic puzzle has none under most variants.
func (p faultPools) under(t testing.TB, c faultConv) faultPools {
	if c.spec.rules == "" || p[3] == nil {
		return p
	}
	q := faultPools{}
	for n, pool := range p {
		q[n] = pool
	}
	q[3] = variantPuzzles(t, c.spec.rules, len(p[3]), "-clues", "26") // as dense as the classic ones
	return q
}

// pick returns a random board for the convention.
func (c faultConv) pick(r *rand.Rand, pools faultPools) faultBoard {
	n := c.spec.box
	switch {
	case c.auto:
		n = 3
	case n == 0:
		n = []int{1, 2, 3, 3, 3, 4}[r.Intn(6)]
	}
	b := faultBoard{n: n, k: r.Intn(len(pools[n]))}
	if c.auto {
		b.form = allForms[r.Intn(len(allForms))]
	}
	return b
}

// boardLines writes one board as the convention's input has it, tagged k.
func (c faultConv) boardLines(b faultBoard, pools faultPools, k int) []fline {
	cells := pools[b.n][b.k]
	var text string
	if c.auto {
		var board Board
		copy(board[:], cells)
		text = string(appendBoard(nil, &board, b.form))
	} else {
		text = judgeGrid(c.spec, b.n, cells)
	}
	var out []fline
	switch {
	case c.spec.label:
		out = append(out, fline{fmt.Sprintf("Grid %02d", k+1), k, false, false, true})
	case !c.auto && c.spec.box == 0:
		out = append(out, fline{strconv.Itoa(b.n), k, false, false, true})
	}
	for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		whole := c.spec.oneLine || b.form == formLine && c.auto
		out = append(out, fline{l, k, !c.auto || !isRule(strings.TrimSpace(l)), whole, false})
	}
	return out
}

// stream writes boards as one input; apart puts a blank line between them
// (always where the convention has one).
func (c faultConv) stream(boards []faultBoard, pools faultPools, apart bool) []fline {
	var lines []fline
	if c.spec.count {
		lines = append(lines, fline{strconv.Itoa(len(boards)), -1, false, false, false})
	}
	for k, b := range boards {
		if k > 0 && (apart || c.spec.box == 0 && !c.auto) {
			lines = append(lines, fline{"", -1, false, false, false})
		}
		lines = append(lines, c.boardLines(b, pools, k)...)
	}
	if c.spec.end != "" {
		lines = append(lines, fline{c.spec.end, -1, false, false, false})
	}
	return lines
}

func joinFlines(lines []fline) string {
	var sb strings.Builder
	for _, l := range lines {
		sb.WriteString(l.text + "\n")
	}
	return sb.String()
}

// faultDamage is what was done to a stream.
type faultDamage struct {
	op    string
	hit   int  // the board damaged, or -1 for the input as a whole
	fault bool // the damage makes a fault the command must report
	stray bool // a line of the input as a whole became a bad board of its own
	lost  bool // board hit is gone from the input (a one-line board dropped)
	twice bool // board hit is in the input twice (a one-line board doubled)
}

// damage changes a stream once, at random.
func (c faultConv) damage(r *rand.Rand, lines []fline) ([]fline, faultDamage) {
	ops := append([]string{"byte-order mark"}, rowOps...)
	if c.spec.count {
		ops = append(ops, "wrong count", "no count", "junk count")
	}
	op := ops[r.Intn(len(ops))]
	out := append([]fline(nil), lines...)
	switch op {
	case "byte-order mark":
		out[0].text = "\ufeff" + out[0].text
		return out, faultDamage{op: op, hit: -1}
	case "wrong count":
		out[0].text = strconv.Itoa(atoi(out[0].text) + 1 + r.Intn(3))
		return out, faultDamage{op: op, hit: -1, fault: true}
	case "no count":
		return out[1:], faultDamage{op: op, hit: -1}
	case "junk count":
		out[0].text = []string{"abc", "-1", "2 junk", "99999999999999999999"}[r.Intn(4)]
		return out, faultDamage{op: op, hit: -1, fault: true, stray: true}
	}
	var rows []int
	for i, l := range lines {
		if l.row {
			rows = append(rows, i)
		}
	}
	return c.damageRow(r, lines, rows[r.Intn(len(rows))], op)
}

// rowOps are the damages done to one row.
var rowOps = []string{"drop", "duplicate", "add a cell", "remove a cell", "insert junk"}

// damageRow does op to the row lines[at].
func (c faultConv) damageRow(r *rand.Rand, lines []fline, at int, op string) ([]fline, faultDamage) {
	l := lines[at]
	d := faultDamage{op: op, hit: l.board, fault: true}
	out := append([]fline(nil), lines[:at]...)
	switch op {
	case "drop":
		d.lost, d.fault = l.whole, !l.whole
	case "duplicate":
		out = append(out, l, l)
		d.twice, d.fault = l.whole, !l.whole
	case "add a cell":
		l.text = c.addCell(l.text)
		out = append(out, l)
	case "remove a cell":
		l.text = c.removeCell(l.text)
		out = append(out, l)
	case "insert junk":
		junk := []string{"x", "5", "hello", "123456789", "1 2 3", "0 0 0 0 0 0 0 0 0 0"}[r.Intn(6)]
		out = append(out, fline{junk, l.board, false, false, false}, l)
		if c.readsCount(junk, at) {
			// A lone number first is a count line, and every board is
			// answered: the fault is a count the boards disagree with.
			boards := 0
			for _, l := range lines {
				if l.board >= boards {
					boards = l.board + 1
				}
			}
			d = faultDamage{op: "junk count line", hit: -1, fault: atoi(junk) != boards}
		}
	}
	return append(out, lines[at+1:]...), d
}

// readsCount reports whether a preset reads line number at+1 as a count.
func (c faultConv) readsCount(line string, at int) bool {
	return at == 0 && !c.auto && c.spec.box != 0 && !c.spec.label && isNumber(line) && !(c.spec.box == 3 && !c.spec.oneLine && len(line) == 9)
}

// spaced reports whether a row is written with its cells apart.
func spaced(text string) bool { return strings.Contains(strings.TrimSpace(text), " ") }

func (c faultConv) addCell(text string) string {
	if c.spec.json {
		return strings.TrimSuffix(text, "]]") + `,"5"]]`
	}
	cell := "5"
	if c.spec.letters {
		cell = "A"
	}
	if spaced(text) {
		return text + " " + cell
	}
	return text + cell
}

func (c faultConv) removeCell(text string) string {
	if c.spec.json {
		return text[:strings.LastIndex(text, `,"`)] + "]]"
	}
	if spaced(text) {
		return text[:strings.LastIndex(text, " ")]
	}
	return text[:len(text)-1]
}

// items splits output into the answers of one board each, in order.
func (c faultConv) items(out string) []string {
	if c.auto {
		return splitAnswers(out)
	}
	spec := c.spec
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var items []string
	for i := 0; i < len(lines); {
		l := lines[i]
		switch {
		case l == "" || spec.label && strings.HasPrefix(l, "Grid "):
			i++
			continue
		case l == "bad input" || l == "no solution" || l == spec.none || l == spec.several && l != "" || spec.reply >= specValid:
			items = append(items, l)
			i++
			continue
		case spec.reply == specCount:
			if l != "1" || i+9 >= len(lines) {
				items = append(items, l)
				i++
				continue
			}
			items = append(items, strings.Join(lines[i:i+10], "\n"))
			i += 10
			continue
		}
		side := 1
		if !spec.oneLine {
			side = spec.box * spec.box
			if spec.box == 0 {
				side = len(strings.Fields(l))
			}
		}
		if i+side > len(lines) {
			side = len(lines) - i
		}
		items = append(items, strings.Join(lines[i:i+side], "\n"))
		i += side
	}
	return items
}

// faultRun is one convention's streams, with the answers of its boards alone.
type faultRun struct {
	t     *testing.T
	conv  faultConv
	pools faultPools
	alone map[string]string // input of one board alone -> its answer
	tally map[string]int
	dir   string // for the answers checked back
}

// answerAlone runs the lines of one board alone, and returns its answer.
func (fr *faultRun) answerAlone(lines []fline) string {
	var in []fline
	if fr.conv.spec.count {
		in = append(in, fline{"1", -1, false, false, false})
	}
	in = append(in, lines...)
	if fr.conv.spec.end != "" {
		in = append(in, fline{fr.conv.spec.end, -1, false, false, false})
	}
	input := joinFlines(in)
	if a, ok := fr.alone[input]; ok {
		return a
	}
	out, _, _ := runCmd(fr.conv.args(1), input)
	items := fr.conv.items(out)
	a := "(no answer)"
	if len(items) == 1 {
		a = items[0]
	}
	fr.alone[input] = a
	return a
}

var faultPos = regexp.MustCompile(`^sudoku: stdin:(\d+):\d+: `)

// check runs one damaged stream and checks its output.
func (fr *faultRun) check(boards []faultBoard, lines []fline, d faultDamage, jobs int) {
	t, c := fr.t, fr.conv
	input := joinFlines(lines)
	stdout, stderr, code := runCmd(c.args(jobs), input)
	items := c.items(stdout)
	fail := func(format string, args ...interface{}) {
		t.Helper()
		t.Fatalf("%s, %s in board %d of %d: %s\ninput:\n%s\nstdout:\n%s\nstderr:\n%s", c.name, d.op, d.hit+1, len(boards),
			fmt.Sprintf(format, args...), input, stdout, stderr)
	}
	want := make([]string, len(boards))
	for k, b := range boards {
		want[k] = fr.answerAlone(c.boardLines(b, fr.pools, k))
	}
	switch {
	case d.stray:
		want = append([]string{"bad input"}, want...)
	case d.lost:
		want = append(want[:d.hit:d.hit], want[d.hit+1:]...)
	case d.twice:
		want = append(want[:d.hit+1:d.hit+1], want[d.hit:]...)
	}
	if d.hit < 0 || d.lost || d.twice {
		if strings.Join(items, "\n\n") != strings.Join(want, "\n\n") {
			fail("answers differ from each board's alone")
		}
		fr.tally["whole"]++
	} else {
		fr.checkHit(items, want, lines, d, strings.Contains(stderr, "cannot tell"), fail)
	}
	wantCode := 0
	if d.fault {
		wantCode = 2
	}
	if code != wantCode {
		fail("exit %d, want %d", code, wantCode)
	}
	fr.checkMessages(stderr, lines, d, strings.Contains(stderr, "cannot tell"), fail)
	fr.roundTrip(input, stdout, fail)
}

// roundTrip checks the answers printed with the command's own checker:
// each board ok, or bad input as before.
func (fr *faultRun) roundTrip(input, output string, fail func(string, ...interface{})) {
	if fr.dir == "" {
		fr.dir = fr.t.TempDir()
	}
	answers := filepath.Join(fr.dir, "answers")
	writeFile(fr.t, answers, output)
	verdicts, stderr, code := runCmd(append(fr.conv.args(1), "-check", answers), input)
	for _, v := range strings.Split(strings.TrimSuffix(verdicts, "\n"), "\n") {
		if v != "ok" && v != "bad input" {
			fail("-check of the answers: %q\n%s", v, stderr)
		}
	}
	if code == 1 {
		fail("-check of the answers: exit 1\n%s", stderr)
	}
	fr.tally["checked back"]++
}

// checkHit checks the answers of a stream whose board d.hit was damaged:
// the others as alone, and in the damaged one's place "bad input", its
// own answer, or the answer of side consecutive rows of its lines. When
// the damage leaves two splits as good (tie: a row lost at the end of a
// board and the next board's first row make a board with one solution
// as well), the boards on either side may be reported instead.
func (fr *faultRun) checkHit(items, want []string, lines []fline, d faultDamage, tie bool, fail func(string, ...interface{})) {
	after := len(want) - d.hit - 1
	if len(items) < d.hit+after+1 {
		fail("%d answers for %d boards", len(items), len(want))
	}
	untouched := func(k int, got string) {
		switch {
		case got == want[k]:
		case tie && got == "bad input" && (k == d.hit-1 || k == d.hit+1):
			fr.tally["neighbour in a tie"]++
		default:
			fail("board %d: got %q, want %q", k+1, got, want[k])
		}
	}
	for k := 0; k < d.hit; k++ {
		untouched(k, items[k])
	}
	for k := 0; k < after; k++ {
		untouched(d.hit+1+k, items[len(items)-after+k])
	}
	bad := 0
	for _, it := range items[d.hit : len(items)-after] {
		switch {
		case it == "bad input":
			bad++
		case it == want[d.hit]:
			fr.tally["own answer kept"]++
		case fr.solvesRowsOf(it, lines, d.hit):
			fr.tally["rows of the damaged board answered"]++
		default:
			fail("the damaged board's place holds %q", it)
		}
	}
	if bad == 0 && !tie {
		fail("no bad input for the damage")
	}
	fr.tally["local"]++
}

// solvesRowsOf reports whether answer is the answer alone of side
// consecutive rows of board hit's lines in the damaged stream (a junk
// line inserted counts: a line that is a well-formed row is one to any
// reader), under the line that stands before them (its size or label).
func (fr *faultRun) solvesRowsOf(answer string, lines []fline, hit int) bool {
	var head []fline
	var rows []fline
	for _, l := range lines {
		switch {
		case l.board != hit:
		case l.head:
			head = append(head, l)
		case !isRule(strings.TrimSpace(l.text)):
			rows = append(rows, l)
		}
	}
	side := 9
	if n := fr.conv.spec.box; n > 0 {
		side = n * n
	} else if !fr.conv.auto && len(head) > 0 {
		side = atoi(head[0].text) * atoi(head[0].text)
	}
	for i := 0; i+side <= len(rows); i++ {
		if fr.answerAlone(append(append([]fline(nil), head...), rows[i:i+side]...)) == answer {
			return true
		}
	}
	return false
}

// checkMessages checks that each line of stderr names a line of the
// damage: of board d.hit (and its neighbours in a tie), or the count line.
func (fr *faultRun) checkMessages(stderr string, lines []fline, d faultDamage, tie bool, fail func(string, ...interface{})) {
	first, last := 1, 1 // a fault of the input as a whole: its first line
	if d.hit >= 0 {
		first = 0
		for i, l := range lines {
			if l.board == d.hit || tie && (l.board == d.hit-1 || l.board == d.hit+1) {
				if first == 0 {
					first = i + 1
				}
				last = i + 1
			}
		}
	}
	if stderr != "" {
		fr.tally["messages"] += strings.Count(stderr, "\n")
	}
	for _, msg := range strings.Split(strings.TrimSuffix(stderr, "\n"), "\n") {
		if msg == "" {
			continue
		}
		m := faultPos.FindStringSubmatch(msg)
		if m == nil {
			fail("message %q names no line", msg)
		}
		if n := atoi(m[1]); n < first || n > last {
			fail("message %q names a line outside the damage (lines %d-%d)", msg, first, last)
		}
	}
}

// faultConvs are the conventions the test covers: every preset, and the
// automatic forms.
func faultConvs() []faultConv {
	convs := []faultConv{{name: "auto", auto: true}}
	for name, spec := range judgeSpecs {
		convs = append(convs, faultConv{name: name, spec: spec})
	}
	sort.Slice(convs, func(i, j int) bool { return convs[i].name < convs[j].name })
	return convs
}

// TestFaults damages short streams of 2-7 boards, with and without blank
// lines between them, once each, under every convention.
func TestFaults(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	r := rand.New(rand.NewSource(34))
	classic := newFaultPools(r)
	for _, c := range faultConvs() {
		pools := classic.under(t, c)
		fr := &faultRun{t: t, conv: c, pools: pools, alone: map[string]string{}, tally: map[string]int{}}
		streams := sweep(1000, short(60, 40))
		for run := 0; run < streams; run++ {
			boards := make([]faultBoard, 2+r.Intn(6))
			for k := range boards {
				// Not the puzzle before it again: a board that follows
				// itself makes ties no reader can break (the first board
				// with its last row doubled, or the second with its first).
				for boards[k] = c.pick(r, pools); k > 0 && boards[k].n > 1 && boards[k].k == boards[k-1].k; {
					boards[k] = c.pick(r, pools)
				}
			}
			lines, d := c.damage(r, c.stream(boards, pools, r.Intn(2) == 0))
			fr.check(boards, lines, d, 1+r.Intn(2))
		}
		t.Logf("%-18s %d streams: %v", c.name, streams, fr.tally)
	}
}

// TestFaultsLongRuns damages streams of over 1,024 9x9 boards without
// blank lines, more rows than a reader holds at once, under every
// convention where boards follow each other with nothing between them.
func TestFaultsLongRuns(t *testing.T) {
	t.Parallel() // one of the slow tests, which share the two cores
	r := rand.New(rand.NewSource(1025))
	classic := faultPools{3: nil}
	for _, b := range uniquePuzzles(r, 60) {
		classic[3] = append(classic[3], append([]uint8(nil), b[:]...))
	}
	for _, c := range faultConvs() {
		if c.spec.box != 3 && !c.auto || c.spec.oneLine || c.spec.label {
			continue
		}
		pools := classic.under(t, c)
		fr := &faultRun{t: t, conv: c, pools: pools, alone: map[string]string{}, tally: map[string]int{}}
		for run := 0; run < sweep(6, 1); run++ {
			boards := make([]faultBoard, 1030+r.Intn(100))
			form := []Form{formGrid, formRows}[r.Intn(2)]
			for k := range boards {
				boards[k] = faultBoard{n: 3, k: r.Intn(len(pools[3])), form: form}
				for k > 0 && boards[k].k == boards[k-1].k {
					boards[k].k = r.Intn(len(pools[3]))
				}
			}
			lines := c.stream(boards, pools, false)
			// The damage falls on a board anywhere, or about where the
			// first piece of rows a reader holds ends.
			hit := r.Intn(len(boards))
			if r.Intn(2) == 0 {
				hit = 1015 + r.Intn(15)
			}
			var rows []int
			for i, l := range lines {
				if l.row && l.board == hit {
					rows = append(rows, i)
				}
			}
			lines, d := c.damageRow(r, lines, rows[r.Intn(len(rows))], rowOps[r.Intn(len(rowOps))])
			fr.check(boards, lines, d, 2)
		}
		t.Logf("%-18s long runs: %v", c.name, fr.tally)
	}
}

// TestFaultsLongRunCases are two long runs of BOJ 2239 boards without a
// blank line, as users make them: board 1 of 1,025 without its first row
// (its rows were once decided 1,024 boards at a time, and every board
// after it came out shifted), and a row doubled in board 1,500 of 2,048.
// Each must cost its own board and one message, nothing more.
func TestFaultsLongRunCases(t *testing.T) {
	r := rand.New(rand.NewSource(2239))
	pools := faultPools{3: nil}
	for _, b := range uniquePuzzles(r, 40) {
		pools[3] = append(pools[3], append([]uint8(nil), b[:]...))
	}
	c := faultConv{name: "boj2239", spec: judgeSpecs["boj2239"]}
	fr := &faultRun{t: t, conv: c, pools: pools, alone: map[string]string{}, tally: map[string]int{}}
	for _, tc := range []struct {
		boards, hit, row int
		op               string
	}{{1025, 0, 0, "drop"}, {2048, 1499, 4, "duplicate"}} {
		boards := make([]faultBoard, tc.boards)
		for k := range boards {
			boards[k] = faultBoard{n: 3, k: k % len(pools[3])}
		}
		lines := c.stream(boards, pools, false)
		lines, d := c.damageRow(r, lines, 9*tc.hit+tc.row, tc.op)
		fr.check(boards, lines, d, 2)
	}
	if fr.tally["messages"] != 2 || fr.tally["local"] != 2 {
		t.Errorf("%v: want one message and a local fault each", fr.tally)
	}
}
