// helpers_test.go holds what the tests share to run: the binary built once
// (TestMain), the command run in-process and as a process, files and text
// comparison, boards for tests (famous ones, random ones) and the puzzle
// sets of ../shared/data. The oracle is oracle_test.go's, the answer
// checker answers_test.go's.

package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// testDir holds what TestMain builds for the tests: the command, and
// mkjudge.
var testDir string

// command is the command TestMain builds once, as the tests begin, for
// the tests that run it as a process (sudokuBin); the others, which run
// it in this process, do not wait for it.
var command struct {
	path string
	done chan struct{}
	err  error
}

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "sudoku-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	testDir = dir
	command.path, command.done = filepath.Join(dir, "sudoku"), make(chan struct{})
	go func() {
		defer close(command.done)
		if out, err := exec.Command("go", "build", "-o", command.path, ".").CombinedOutput(); err != nil {
			command.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	}()
	code := m.Run()
	<-command.done
	closeShared()
	os.RemoveAll(dir)
	os.Exit(code)
}

// sudokuBin returns the path of the command TestMain built, once it is
// built.
func sudokuBin(t testing.TB) string {
	t.Helper()
	<-command.done
	if command.err != nil {
		t.Fatal(command.err)
	}
	return command.path
}

// long runs the long sweeps whole: make test-long, which CI runs too, sets
// it; without it they take a sample, so that make test takes about a
// minute.
var long = flag.Bool("long", false, "run the long sweeps whole (make test-long): the fault sweeps, the long runs, the Kattis package")

// sweep returns n under -long, else quick: a long sweep's sample.
func sweep(n, quick int) int {
	if *long {
		return n
	}
	return quick
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

var update = flag.Bool("update", false, "rewrite testdata/*.golden and *.err, and docs/img/variant-*.svg, from the current output (never the inputs)")

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

// dataPath is where the puzzle set name lies: the full set in
// ../shared/data when it is there, else its sample in testdata/sets (the
// first 2,000 boards, testdata/sets/README.md).
func dataPath(name string) string {
	full := filepath.Join("..", "shared", "data", name)
	if _, err := os.Stat(full); err == nil {
		return full
	}
	return filepath.Join("testdata", "sets", name)
}

// dataSet reads the first max boards of a puzzle set (all if max <= 0).
func dataSet(tb testing.TB, name string, max int) []Board {
	tb.Helper()
	f, err := os.Open(dataPath(name))
	if err != nil {
		tb.Fatal(err)
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

// gnuTime returns GNU time's path, which measures a binary's peak memory
// (the peak of a process forked straight from this big test process would
// count ours); it skips the test when it is absent, failing it in CI.
func gnuTime(t *testing.T) string {
	t.Helper()
	return needTool(t, "/usr/bin/time", "time", "cannot measure peak memory")
}

// needTool returns the path of a program the test needs, which .ci/run
// installs from Debian's package pkg: absent, the test fails in CI and
// is skipped elsewhere, saying what it leaves undone (lost).
func needTool(t *testing.T, name, pkg, lost string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s not installed: .ci/run should install %s", name, pkg)
		}
		t.Skipf("%s not installed (apt-get install %s): %s", name, pkg, lost)
	}
	return path
}

// peakRSS reads the peak memory in KiB that GNU time, run with -f "peak
// %M KiB", wrote last on stderr.
func peakRSS(t *testing.T, stderr string) int {
	t.Helper()
	var rss int
	msgs := strings.Split(strings.TrimSpace(stderr), "\n")
	if _, err := fmt.Sscanf(msgs[len(msgs)-1], "peak %d KiB", &rss); err != nil {
		t.Fatalf("no peak in %q", stderr)
	}
	return rss
}

// buildMkjudge builds the judge-file generator once, in testDir, and
// returns its path.
func buildMkjudge(t *testing.T) string {
	t.Helper()
	mkjudge.once.Do(func() {
		mkjudge.path = filepath.Join(testDir, "mkjudge")
		if out, err := exec.Command("go", "build", "-o", mkjudge.path, "./tools/mkjudge").CombinedOutput(); err != nil {
			mkjudge.err = fmt.Errorf("go build ./tools/mkjudge: %v\n%s", err, out)
		}
	})
	if mkjudge.err != nil {
		t.Fatal(mkjudge.err)
	}
	return mkjudge.path
}

var mkjudge struct {
	once sync.Once
	path string
	err  error
}

// longOnly skips t under make test: what it proves (what), make
// test-long, which CI runs too, proves.
func longOnly(t *testing.T, what string) {
	t.Helper()
	if !*long {
		t.Skip("make test-long " + what)
	}
}
