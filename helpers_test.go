// helpers_test.go holds what the tests share: the binary built once, files
// and text comparison, the puzzle sets, boards for tests, the oracle (plain
// backtracking) and the answer checker. The checker reads input and output
// on its own: it shares no code with the reader and writer it checks.

package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"math"
	"math/bits"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// sudokuBin is the command built once by TestMain, for the tests that run
// it as a process.
var sudokuBin string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "sudoku-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	sudokuBin = filepath.Join(dir, "sudoku")
	if out, err := exec.Command("go", "build", "-o", sudokuBin, ".").CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n%s", err, out)
		os.RemoveAll(dir)
		os.Exit(2)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// short returns n, or fewer under -short: make race runs the tests with
// -short, where the race detector makes the plain backtracking about ten
// times slower.
func short(n, fewer int) int {
	if testing.Short() {
		return fewer
	}
	return n
}

// oracleBudget is the oracle's budget for boards that must be decided: the
// famous ones take it up to a hundred million calls (under -short it gives
// up sooner, and those boards are checked for validity only).
func oracleBudget() int { return short(200_000_000, 2_000_000) }

// exitCode returns the exit status of a finished command, failing the test
// if it could not run at all.
func exitCode(t testing.TB, err error) int {
	t.Helper()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}

// runBin runs the binary bin on input.
func runBin(t testing.TB, bin string, args []string, input string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Stdin = strings.NewReader(input)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	code = exitCode(t, cmd.Run())
	return out.String(), errb.String(), code
}

var update = flag.Bool("update", false, "rewrite testdata/*.golden and *.err from the current output (never the inputs)")

// runCmd runs the command in-process on input with the given flags.
func runCmd(args []string, input string) (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(input), &out, &errb)
	return out.String(), errb.String(), code
}

func readFile(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFile(t testing.TB, name, text string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// compareText reports the first line where got and want differ.
func compareText(t testing.TB, file, got, want string) {
	t.Helper()
	if got == want {
		return
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			t.Errorf("%s:%d: got %q, want %q (run with -update to accept)", file, i+1, gl, wl)
			return
		}
	}
}

type oracleAnswer struct {
	sol         Board
	ok, decided bool
}

// oracleMemo keeps decided answers: a few famous boards cost the oracle
// seconds each and appear in many tests, some of them parallel (hence the
// lock).
var oracleMemo = struct {
	sync.Mutex
	m map[Board]oracleAnswer
}{m: map[Board]oracleAnswer{}}

// oracle solves b by plain backtracking. It gives up (decided false) after
// budget calls, so random tests can skip boards that defeat it.
func oracle(b Board, budget int) (sol Board, ok, decided bool) {
	oracleMemo.Lock()
	a, hit := oracleMemo.m[b]
	oracleMemo.Unlock()
	if hit {
		return a.sol, a.ok, a.decided
	}
	sol, ok, decided = plainSolve(b, budget)
	if decided {
		oracleMemo.Lock()
		oracleMemo.m[b] = oracleAnswer{sol, ok, decided}
		oracleMemo.Unlock()
	}
	return sol, ok, decided
}

func plainSolve(b Board, budget int) (sol Board, ok, decided bool) {
	sol, n, decided := backtrack(b, 1, budget)
	return sol, n > 0, decided
}

// backtrack is the plain row-major backtracking on a 9x9 board: it counts
// solutions up to limit, keeps the first, and gives up (decided false)
// after budget calls.
func backtrack(b Board, limit, budget int) (first Board, n int, decided bool) {
	sol, n, decided := backtrackN(3, b[:], limit, budget)
	copy(first[:], sol)
	return first, n, decided
}

// backtrackN is backtrack for a board of any box size n, cells row by row.
func backtrackN(n int, cells []uint8, limit, budget int) (first []uint8, count int, decided bool) {
	first, count, calls := plainBacktrack(n, cells, limit, budget)
	return first, count, calls <= budget
}

// plainBacktrack is the reference algorithm (README, "How it works": cells
// in row-major order, digits 1 to 9, the first that fits), counting
// solutions up to limit and its own calls, up to budget+1. Clashing givens
// cost it no call.
func plainBacktrack(n int, cells []uint8, limit, budget int) (first []uint8, count, calls int) {
	first, _, count, calls = backtrackLast(n, cells, limit, budget)
	return first, count, calls
}

// backtrackLast is plainBacktrack that also returns the last solution it
// found: with count solutions found, the count-th in row-major order.
func backtrackLast(n int, cells []uint8, limit, budget int) (first, last []uint8, count, calls int) {
	b := append([]uint8(nil), cells...)
	side := n * n
	if givensClashN(n, b) {
		return nil, nil, 0, 0
	}
	var rec func(i int) bool
	rec = func(i int) bool {
		if calls++; calls > budget {
			return true
		}
		for i < len(b) && b[i] != 0 {
			i++
		}
		if i == len(b) {
			if count++; count == 1 {
				first = append([]uint8(nil), b...)
			}
			last = append(last[:0], b...)
			return count >= limit
		}
		for d := 1; d <= side; d++ {
			if fitsN(n, b, i/side, i%side, uint8(d)) {
				b[i] = uint8(d)
				if rec(i + 1) {
					return true
				}
			}
		}
		b[i] = 0
		return false
	}
	rec(0)
	return first, last, count, calls
}

// fits reports whether d is absent from the row, column and box of (r, c).
func fits(b *Board, r, c int, d uint8) bool { return fitsN(3, b[:], r, c, d) }

func fitsN(n int, b []uint8, r, c int, d uint8) bool {
	side := n * n
	for k := 0; k < side; k++ {
		if b[side*r+k] == d || b[side*k+c] == d {
			return false
		}
	}
	br, bc := r/n*n, c/n*n
	for y := br; y < br+n; y++ {
		for x := bc; x < bc+n; x++ {
			if b[side*y+x] == d {
				return false
			}
		}
	}
	return true
}

// givensClash reports whether two givens of b share a unit.
func givensClash(b Board) bool { return givensClashN(3, b[:]) }

func givensClashN(n int, cells []uint8) bool {
	b := append([]uint8(nil), cells...)
	side := n * n
	for i, d := range b {
		if d != 0 {
			b[i] = 0
			if int(d) > side || !fitsN(n, b, i/side, i%side, d) {
				return true
			}
			b[i] = d
		}
	}
	return false
}

// oracleCount counts solutions by plain backtracking, up to limit.
func oracleCount(b Board, limit int) int {
	_, n, _ := backtrack(b, limit, math.MaxInt64)
	return n
}

// coverCount counts the solutions of a 9x9 board up to limit as an exact
// cover, sharing no code with the solver: it always branches on the rule
// with the fewest ways left, a cell's digits or a digit's places in a row,
// column or box (Knuth's Algorithm X, without the links). Where the plain
// backtracking gives up, as on boards with few givens and no solution, it
// still decides most boards in a few thousand calls; decided is false
// after budget calls.
func coverCount(b Board, limit, budget int) (n int, decided bool) {
	var used [3][9]uint16 // digits placed in each row, column and box
	for i, v := range b {
		if v != 0 {
			r, c := i/9, i%9
			bit := uint16(1) << (v - 1)
			if (used[0][r]|used[1][c]|used[2][r/3*3+c/3])&bit != 0 {
				return 0, true
			}
			used[0][r] |= bit
			used[1][c] |= bit
			used[2][r/3*3+c/3] |= bit
		}
	}
	calls := 0
	var count func() bool // true to stop: limit reached or budget spent
	count = func() bool {
		if calls++; calls > budget {
			return true
		}
		free := func(i int) uint16 {
			r, c := i/9, i%9
			return 0x1ff &^ (used[0][r] | used[1][c] | used[2][r/3*3+c/3])
		}
		best, ways := -1, 10 // a cell (0..80), or 81 + unit*9 + digit
		for i := range b {
			if b[i] == 0 {
				if k := bits.OnesCount16(free(i)); k < ways {
					best, ways = i, k
				}
			}
		}
		if best < 0 {
			n++
			return n >= limit
		}
		var places [27][9][]int // the empty cells of each unit where each digit may go
		for i := range b {
			if b[i] == 0 {
				r, c := i/9, i%9
				for m := free(i); m != 0; m &= m - 1 {
					d := bits.TrailingZeros16(m)
					for _, u := range []int{r, 9 + c, 18 + r/3*3 + c/3} {
						places[u][d] = append(places[u][d], i)
					}
				}
			}
		}
		for u := range places {
			for d := range places[u] {
				if used[u/9][u%9]>>d&1 == 0 && len(places[u][d]) < ways {
					best, ways = 81+u*9+d, len(places[u][d])
				}
			}
		}
		var options [][2]int // cell, digit index
		if best < 81 {
			for m := free(best); m != 0; m &= m - 1 {
				options = append(options, [2]int{best, bits.TrailingZeros16(m)})
			}
		} else {
			u, d := (best-81)/9, (best-81)%9
			for _, i := range places[u][d] {
				options = append(options, [2]int{i, d})
			}
		}
		for _, o := range options {
			i, d := o[0], o[1]
			r, c, bit := i/9, i%9, uint16(1)<<d
			b[i] = uint8(d + 1)
			used[0][r] |= bit
			used[1][c] |= bit
			used[2][r/3*3+c/3] |= bit
			stop := count()
			b[i] = 0
			used[0][r] &^= bit
			used[1][c] &^= bit
			used[2][r/3*3+c/3] &^= bit
			if stop {
				return true
			}
		}
		return false
	}
	count()
	return n, calls <= budget
}

// validSolution reports why sol is not a solution of puzzle, or "".
// It shares no code with the solver.
func validSolution(puzzle, sol Board) string { return validSolutionN(3, puzzle[:], sol[:]) }

// validSolutionN is validSolution for any box size n: the rules are
// checked unit by unit, rows, columns, then boxes.
func validSolutionN(n int, puzzle, sol []uint8) string {
	side := n * n
	if len(sol) != side*side {
		return fmt.Sprintf("%d cells, want %d", len(sol), side*side)
	}
	for i := range sol {
		if sol[i] < 1 || int(sol[i]) > side {
			return fmt.Sprintf("cell %d holds %d", i, sol[i])
		}
		if puzzle[i] != 0 && puzzle[i] != sol[i] {
			return fmt.Sprintf("cell %d: given %d changed to %d", i, puzzle[i], sol[i])
		}
	}
	for u := 0; u < 3*side; u++ {
		seen := make([]bool, side+1)
		for k := 0; k < side; k++ {
			var i int
			switch x := u % side; u / side {
			case 0:
				i = side*x + k
			case 1:
				i = side*k + x
			default:
				i = side*(x/n*n+k/n) + x%n*n + k%n
			}
			if seen[sol[i]] {
				return fmt.Sprintf("unit %d repeats %d", u, sol[i])
			}
			seen[sol[i]] = true
		}
	}
	return ""
}

func mustBoard(t testing.TB, s string) Board {
	t.Helper()
	var b Board
	s = strings.Join(strings.Fields(s), "")
	if len(s) != 81 {
		t.Fatalf("board %q: %d cells, want 81", s, len(s))
	}
	for i := 0; i < 81; i++ {
		switch c := s[i]; {
		case c == '.' || c == '0':
		case c >= '1' && c <= '9':
			b[i] = c - '0'
		default:
			t.Fatalf("board %q: bad cell %q", s, c)
		}
	}
	return b
}

// String writes b as one line of 81 digits, for messages.
func (b Board) String() string {
	var sb strings.Builder
	for _, v := range b {
		sb.WriteByte('0' + v)
	}
	return sb.String()
}

// famous holds hard boards by name: the classic hardest lists, and the one
// built against row-major backtracking.
var famous = []struct{ name, board string }{
	{"anti-backtracking", "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"},
	{"platinum-blonde", ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6..."},
	{"golden-nugget", ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7....."},
	{"easter-monster", "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"},
	{"ai-escargot", "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."},
	{"inkala-2012", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."},
	{"norvig-hardest", ".....6....59.....82....8....45........3........6..3.54...325..6.................."},
	{"blank", strings.Repeat(".", 81)},
}

// solvedLine returns the answer to a board that has one, as an 81-digit
// line (for streams whose answers the test does not check itself).
func solvedLine(t testing.TB, board string) string {
	t.Helper()
	var s Solver
	b := mustBoard(t, board)
	sol, ok := s.Solve(&b)
	if !ok {
		t.Fatalf("no solution for %s", board)
	}
	return sol.String()
}

// randomGrid returns a random complete grid: a fixed pattern with its
// digits, rows within bands, bands, columns within stacks and stacks shuffled.
func randomGrid(r *rand.Rand) Board {
	var b Board
	copy(b[:], randomGridN(r, 3))
	return b
}

// randomGridN returns a random solved grid of box size n: a pattern grid
// with its symbols relabelled and its rows and columns shuffled within
// bands and stacks, and the bands and stacks shuffled.
func randomGridN(r *rand.Rand, n int) []uint8 {
	side := n * n
	b := make([]uint8, side*side)
	digits := r.Perm(side)
	rows := shuffledLines(r, n)
	cols := shuffledLines(r, n)
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			ry, cx := rows[y], cols[x]
			b[side*y+x] = uint8(digits[(ry%n*n+ry/n+cx)%side] + 1)
		}
	}
	return b
}

func shuffledLines(r *rand.Rand, n int) []int {
	out := make([]int, n*n)
	for i, band := range r.Perm(n) {
		for j, k := range r.Perm(n) {
			out[n*i+j] = n*band + k
		}
	}
	return out
}

// randomBoard blanks cells of a random grid, keeping about `givens` clues,
// and sometimes sets one blank to a digit that clashes with no given, which
// often leaves no solution.
func randomBoard(r *rand.Rand, givens int) Board {
	var b Board
	copy(b[:], randomBoardN(r, 3, givens))
	return b
}

// randomBoardN is randomBoard for box size n.
func randomBoardN(r *rand.Rand, n, givens int) []uint8 {
	side := n * n
	b := randomGridN(r, n)
	for _, i := range r.Perm(len(b))[givens:] {
		b[i] = 0
	}
	if r.Intn(4) == 0 {
		for _, i := range r.Perm(len(b)) {
			if b[i] != 0 {
				continue
			}
			for _, d := range r.Perm(side) {
				if fitsN(n, b, i/side, i%side, uint8(d+1)) {
					b[i] = uint8(d + 1)
					return b
				}
			}
		}
	}
	return b
}

// dataSets are the public puzzle sets in ../shared/data, easiest first.
var dataSets = []string{
	"puzzles0_kaggle_sample69",
	"puzzles2_17_clue",
	"puzzles3_magictour_top1465",
	"puzzles5_forum_hardest_1905_11+",
	"puzzles6_forum_hardest_1106",
	"puzzles7_serg_benchmark",
}

// dataPath is where the puzzle set name lies; it may be absent (a fresh
// clone without ../shared): tests and benchmarks that need it skip.
func dataPath(name string) string { return filepath.Join("..", "shared", "data", name) }

// dataSet reads the first max boards of a puzzle set (all if max <= 0),
// skipping when the set is absent.
func dataSet(tb testing.TB, name string, max int) []Board {
	tb.Helper()
	f, err := os.Open(dataPath(name))
	if err != nil {
		tb.Skipf("puzzle set not available: %v", err)
	}
	defer f.Close()
	var out []Board
	sc := bufio.NewScanner(f)
	for sc.Scan() && (max <= 0 || len(out) < max) {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			out = append(out, mustBoard(tb, line))
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// ---------------------------------------------------------------------------
// The answer checker. It reads input and output with its own code, from
// the README's rules, and checks each answer against the oracle.

// testForm is how the test reader saw a board written.
type testForm struct{ tall, spaced, drawn bool }

// inputBoard is a board as the test reader read it.
type inputBoard struct {
	board Board
	form  testForm
}

// readBoards reads a well-formed stream: 81-cell lines and runs of 9-cell
// rows (blank and '#' lines between boards, rule lines inside drawn
// ones). clean is false if anything else is in it.
func readBoards(input string) (boards []inputBoard, clean bool) {
	var run []inputBoard // rows of the run in progress, one cell row each
	endRun := func() bool {
		if len(run)%9 != 0 {
			return false
		}
		for i := 0; i < len(run); i += 9 {
			b := inputBoard{form: run[i].form}
			for r := 0; r < 9; r++ {
				if run[i+r].form != b.form {
					return false
				}
				copy(b.board[9*r:], run[i+r].board[:9])
			}
			boards = append(boards, b)
		}
		run = run[:0]
		return true
	}
	input = strings.TrimPrefix(input, "\ufeff")
	for _, line := range strings.Split(strings.TrimSuffix(input, "\n"), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || trimmed[0] == '#':
			if !endRun() {
				return nil, false
			}
			continue
		case isRule(trimmed):
			continue // a rule between the bands of a drawn board
		}
		cells, form, ok := readLine(line)
		switch {
		case !ok:
			return nil, false
		case len(cells) == 81:
			if !endRun() {
				return nil, false
			}
			b := inputBoard{form: form}
			copy(b.board[:], cells)
			boards = append(boards, b)
		default:
			row := inputBoard{form: form}
			copy(row.board[:], cells)
			run = append(run, row)
		}
	}
	return boards, endRun()
}

// isRule reports whether a non-blank trimmed line is a drawn board's rule.
func isRule(trimmed string) bool { return strings.Trim(trimmed, "-+=| \t\r\v\f") == "" }

// readLine reads a row of 9 cells or a board of 81, returning the digits
// (0 for blank) and the form it is written in.
func readLine(line string) (cells []uint8, form testForm, ok bool) {
	isSep := func(r rune) bool { return strings.ContainsRune(" \t\r\v\f|", r) }
	tokens := strings.FieldsFunc(line, isSep)
	for _, tok := range tokens {
		for _, c := range tok {
			switch {
			case c == '.' || c == '0':
				cells = append(cells, 0)
			case c >= '1' && c <= '9':
				cells = append(cells, uint8(c-'0'))
			default:
				return nil, form, false
			}
		}
	}
	sizes := map[int]int{} // token length -> tokens of that length
	for _, tok := range tokens {
		sizes[len(tok)]++
	}
	drawn := strings.Contains(line, "|")
	if drawn {
		for _, box := range strings.Split(line, "|") {
			if n := len(strings.Join(strings.FieldsFunc(box, isSep), "")); n != 0 && n != 3 {
				return nil, form, false
			}
		}
	}
	switch n := len(cells); {
	case n == 81 && !drawn && sizes[1] == 81:
		return cells, testForm{tall: true, spaced: true}, true
	case n == 81 && !drawn && sizes[9] == 9:
		return cells, testForm{tall: true}, true
	case n == 81 && !drawn && sizes[81] == 1:
		return cells, testForm{}, true
	case n == 9 && sizes[1] == 9:
		return cells, testForm{tall: true, spaced: true, drawn: drawn}, true
	case n == 9 && !drawn && sizes[9] == 1, n == 9 && drawn && sizes[3] == 3:
		return cells, testForm{tall: true, drawn: drawn}, true
	}
	return nil, form, false
}

// formatBoard writes b in form f, as the README shows each form.
func formatBoard(b Board, f testForm) string {
	if !f.tall {
		return b.String() + "\n"
	}
	var sb strings.Builder
	for r := 0; r < 9; r++ {
		if r == 3 || r == 6 {
			switch {
			case f.drawn && f.spaced:
				sb.WriteString("------+-------+------\n")
			case f.drawn:
				sb.WriteString("---+---+---\n")
			}
		}
		for c := 0; c < 9; c++ {
			switch {
			case c == 0:
			case c%3 == 0 && f.drawn && f.spaced:
				sb.WriteString(" | ")
			case c%3 == 0 && f.drawn:
				sb.WriteString("|")
			case f.spaced:
				sb.WriteString(" ")
			}
			sb.WriteByte('0' + b[9*r+c])
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// The output layout (README, Output): one answer per board in input order
// (a solution in the board's form, a count, or a one-line marker), and a
// blank line between two answers when either came from a 9-line board.
// joinAnswers builds it; splitAnswers takes it apart without knowing the
// boards (a block of lines between blank lines is one 9-line answer, or
// one-line answers).

// joinAnswers lays out answers (each ending in a newline).
func joinAnswers(answers []string, tall []bool) string {
	var sb strings.Builder
	for i, a := range answers {
		if i > 0 && (tall[i] || tall[i-1]) {
			sb.WriteString("\n")
		}
		sb.WriteString(a)
	}
	return sb.String()
}

// splitAnswers returns the answers in out, without their final newline.
func splitAnswers(out string) []string {
	var items []string
	for _, block := range strings.Split(strings.TrimSuffix(out, "\n"), "\n\n") {
		lines := strings.Split(block, "\n")
		if len(lines) >= 9 && len(lines[0]) < 81 && lines[0] != "bad input" && lines[0] != "no solution" {
			items = append(items, block)
			continue
		}
		items = append(items, lines...)
	}
	return items
}

// checkAnswers checks output against input: in a well-formed stream, every
// board's answer in its place, form and layout, the oracle's solution or
// "no solution" where the oracle finds none; in any other input, every
// solution printed must solve a board of the input (a line, or nine rows
// in a row) and be the oracle's. The oracle gives up after budget calls
// per board; its undecided boards are checked for validity only.
func checkAnswers(t testing.TB, input, output string, budget int) {
	t.Helper()
	if output != "" && !strings.HasSuffix(output, "\n") {
		t.Fatalf("output does not end in a newline: %q", output)
	}
	boards, clean := readBoards(input)
	if !clean {
		checkSolutionsLoose(t, input, output, budget)
		return
	}
	printed := splitAnswers(output)
	answers := make([]string, len(boards))
	tall := make([]bool, len(boards))
	for i, b := range boards {
		tall[i] = b.form.tall
		want, ok, decided := oracle(b.board, budget)
		switch {
		case decided && !ok:
			answers[i] = "no solution\n"
		case decided:
			answers[i] = formatBoard(want, b.form)
		default: // take the program's answer, and check it is a solution, or that there is none
			answers[i] = answerAt(printed, i)
			if answers[i] == "no solution\n" {
				if n, decided := coverCount(b.board, 1, budget); n > 0 || !decided {
					t.Errorf("board %d: no solution printed; the exact cover found %d (decided %v)", i+1, n, decided)
				}
				continue
			}
			sol, err := parseAnswer(answers[i])
			if err != nil || validSolution(b.board, sol) != "" {
				t.Errorf("board %d: answer %q is not a solution (%v)", i+1, answers[i], err)
			}
		}
	}
	compareText(t, "answers", output, joinAnswers(answers, tall))
}

// answerAt returns answer i of the split output, with its newline.
func answerAt(items []string, i int) string {
	if i >= len(items) {
		return ""
	}
	return items[i] + "\n"
}

// parseAnswer reads a printed solution in any form.
func parseAnswer(text string) (Board, error) {
	var b Board
	n := 0
	for _, c := range text {
		if c >= '1' && c <= '9' {
			if n == 81 {
				return b, fmt.Errorf("more than 81 digits")
			}
			b[n] = uint8(c - '0')
			n++
		}
	}
	if n != 81 {
		return b, fmt.Errorf("%d digits, want 81", n)
	}
	return b, nil
}

// checkSolutionsLoose checks every solution in output against the boards
// the input could hold: its 81-cell lines and each nine consecutive rows.
func checkSolutionsLoose(t testing.TB, input, output string, budget int) {
	t.Helper()
	var puzzles []Board
	var rows []string // cells of the consecutive rows so far
	for _, line := range strings.Split(strings.TrimPrefix(input, "\ufeff"), "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed != "" && isRule(trimmed) {
			continue
		}
		cells, _, ok := readLine(line)
		switch {
		case ok && len(cells) == 9:
			rows = append(rows, string(cells))
			if len(rows) >= 9 {
				var b Board
				copy(b[:], strings.Join(rows[len(rows)-9:], ""))
				puzzles = append(puzzles, b)
			}
			continue
		case ok:
			var b Board
			copy(b[:], cells)
			puzzles = append(puzzles, b)
		}
		rows = rows[:0]
	}
	for _, item := range splitAnswers(output) {
		if item == "bad input" || item == "no solution" || item == "" {
			continue
		}
		sol, err := parseAnswer(item)
		if err != nil {
			t.Fatalf("answer %q: %v", item, err)
		}
		solves, matches := false, false
		for _, p := range puzzles {
			if validSolution(p, sol) == "" {
				solves = true
				want, _, decided := oracle(p, budget)
				matches = matches || !decided || want == sol
			}
		}
		if !solves || !matches {
			t.Errorf("answer %v solves no board of the input (%v) or is not the oracle's (%v)", sol, solves, matches)
		}
	}
}
