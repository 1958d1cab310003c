// outside_test.go uses the package as a program outside it does, through
// its exported API alone: clashing candidate grids refused, a failed Start
// that leaves no board, Tenths printed, lines read and printed back (the
// public sets' when they are there), a rating stopped. It must not reach
// inside: the measure of a stop comes from export_test.go.

package rate_test

import (
	"bufio"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sudoku/rate"
)

// TestOutsideClashingMarks: the start marks of a board with a digit
// changed to one its row holds (the review's grid) are refused by
// RateMarks and StartMarks alike, with ErrInvalid naming the clash.
func TestOutsideClashingMarks(t *testing.T) {
	g, err := rate.ParseGrid("1....97.6.863.7.4.9...5..1.25.7.8.9...4.2.1...9.1.5.62.2..7...4.3.5.462.4.96....7")
	if err != nil {
		t.Fatal(err)
	}
	var r rate.Rater
	if err := r.Start(&g); err != nil {
		t.Fatal(err)
	}
	digits, cands := r.State()
	m := rate.Marks{Digits: digits, Cands: cands}
	m.Digits[0] = 9
	want := "invalid board: digit 9 twice in row 1 (r1c1 and r1c6)"
	if _, err := r.RateMarks(&m); !errors.Is(err, rate.ErrInvalid) || err.Error() != want {
		t.Errorf("RateMarks: %v, want %q", err, want)
	}
	if err := r.StartMarks(&m); !errors.Is(err, rate.ErrInvalid) || err.Error() != want {
		t.Errorf("StartMarks: %v, want %q", err, want)
	}
	if errors.Is(rate.ErrInvalid, rate.ErrNoSolution) || errors.Is(rate.ErrInvalid, rate.ErrSeveral) {
		t.Error("ErrInvalid is ErrNoSolution or ErrSeveral")
	}
}

// TestOutsideFailedStart: a Start that fails leaves no board behind, as
// the zero Rater holds none.
func TestOutsideFailedStart(t *testing.T) {
	var r rate.Rater
	empty := func(what string) {
		t.Helper()
		d, c := r.State()
		if _, ok, err := r.Next(); r.Solved() || ok || !errors.Is(err, rate.ErrNoBoard) || d != (rate.Grid{}) || c != ([81]uint16{}) {
			t.Errorf("%s: Solved %v, Next %v %v, State zero %v", what, r.Solved(), ok, err, d == (rate.Grid{}) && c == ([81]uint16{}))
		}
	}
	empty("the zero Rater")
	good, _ := rate.ParseGrid("75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	bad, _ := rate.ParseGrid("75..81..7....6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	if err := r.Start(&good); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := r.Next(); !ok || err != nil {
		t.Fatalf("Next: %v %v", ok, err)
	}
	if err := r.Start(&bad); !errors.Is(err, rate.ErrInvalid) {
		t.Fatalf("Start of a clash: %v", err)
	}
	empty("after a failed Start")
}

// TestOutsideTenths: a negative rating prints with its sign.
func TestOutsideTenths(t *testing.T) {
	if got := rate.Tenths(-5).String(); got != "-0.5" {
		t.Errorf("Tenths(-5) prints %q", got)
	}
	if got := rate.Tenths(72).String(); got != "7.2" {
		t.Errorf("Tenths(72) prints %q", got)
	}
}

// lines reads up to max lines of a file, none if it is absent.
func lines(t *testing.T, path string, max int) []string {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() && len(out) < max {
		out = append(out, sc.Text())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// publicSet gives up to max puzzle lines of a public set in
// ../../shared/data, or, when it is absent (a fresh clone), of the
// committed file in testdata that stands in for it.
func publicSet(t *testing.T, name, committed string, max int) []string {
	out := lines(t, filepath.Join("..", "..", "shared", "data", name), max)
	if len(out) > 0 {
		return out
	}
	for _, l := range lines(t, filepath.Join("testdata", committed), max) {
		out = append(out, l[:81])
	}
	if len(out) == 0 {
		t.Fatalf("neither %s nor testdata/%s", name, committed)
	}
	return out
}

// TestOutsideLines: puzzle lines read and print back as they were, and a
// grid's candidates, printed, read back as the same candidates.
func TestOutsideLines(t *testing.T) {
	var r rate.Rater
	n := 0
	for _, name := range []string{"puzzles2_17_clue", "puzzles5_forum_hardest_1905_11+", "puzzles7_serg_benchmark"} {
		for _, l := range publicSet(t, name, "qqwing-expert.txt", 100) {
			g, err := rate.ParseGrid(l)
			if err != nil {
				t.Fatalf("%s: %v", l, err)
			}
			if got := g.String(); got != strings.Replace(l, "0", ".", -1) {
				t.Fatalf("%s prints back as %s", l, got)
			}
			if r.Start(&g) != nil {
				continue // several solutions (the serg set)
			}
			_, cands := r.State()
			m := rate.Marks{Cands: cands}
			back, err := rate.ParseMarks(m.String())
			if err != nil || back != m {
				t.Fatalf("%s: its candidates read back as other candidates (%v)", l, err)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no lines")
	}
	for _, l := range lines(t, filepath.Join("testdata", "marks.txt"), 100) {
		m, err := rate.ParseMarks(l[:729])
		if err != nil || m.String() != l[:729] {
			t.Fatalf("%s...: read back as another line (%v)", l[:40], err)
		}
	}
}

// TestOutsideStop: a rating of a hardest board, stopped, returns
// ctx.Err() soon after the stop.
func TestOutsideStop(t *testing.T) {
	boards := publicSet(t, "puzzles5_forum_hardest_1905_11+", "hardest/hardest110626-rated.txt", 3)
	var worstCPU, worstWall time.Duration
	stops := 0
	for _, l := range boards {
		g, err := rate.ParseGrid(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, delay := range []time.Duration{2 * time.Millisecond, 40 * time.Millisecond, 150 * time.Millisecond} {
			var r rate.Rater
			cpu, wall, err := rate.StopAfter(delay, func(ctx context.Context) error {
				_, err := r.RateContext(ctx, &g)
				return err
			})
			if err == nil {
				continue
			}
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("%s: a stopped rating says %v", l, err)
			}
			stops++
			if cpu > worstCPU {
				worstCPU = cpu
			}
			if wall > worstWall {
				worstWall = wall
			}
		}
	}
	t.Logf("%d stops: at most %v of CPU time, %v of wall time after the stop", stops, worstCPU, worstWall)
	if stops == 0 {
		t.Fatal("no rating was stopped")
	}
	if worstCPU > rate.StopBound || worstWall > rate.StopWall {
		t.Errorf("a stopped rating ran on %v of CPU time, %v of wall time, want at most %v and %v", worstCPU, worstWall, rate.StopBound, rate.StopWall)
	}
}

// TestOutsideSolution: Solution gives the board's one solution wherever
// the steps stand, a full grid that keeps the givens and breaks no rule,
// which the steps, taken to the end, reach too; a Rater with no board has
// none.
func TestOutsideSolution(t *testing.T) {
	var r rate.Rater
	if _, err := r.Solution(); err != rate.ErrNoBoard {
		t.Errorf("no board: %v, want ErrNoBoard", err)
	}
	bank := lines(t, "testdata/bank-hard.txt", 20)
	if len(bank) == 0 {
		t.Fatal("no testdata/bank-hard.txt")
	}
	for _, line := range bank {
		g, err := rate.ParseGrid(line[:81])
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Start(&g); err != nil {
			t.Fatal(err)
		}
		r.Next()
		sol, err := r.Solution()
		if err != nil {
			t.Fatal(err)
		}
		for c := 0; c < 81; c++ {
			row, col, box := make(map[uint8]bool), make(map[uint8]bool), make(map[uint8]bool)
			for k := 0; k < 9; k++ {
				row[sol[c/9*9+k]], col[sol[k*9+c%9]], box[sol[(c/27*3+k/3)*9+c%9/3*3+k%3]] = true, true, true
			}
			if len(row) != 9 || len(col) != 9 || len(box) != 9 || sol[c] == 0 || g[c] != 0 && g[c] != sol[c] {
				t.Fatalf("%s: %s is not its solution", line[:81], sol)
			}
		}
		for {
			if _, ok, _ := r.Next(); !ok {
				break
			}
		}
		if end, _ := r.State(); r.Solved() && end != sol {
			t.Errorf("%s: the steps end at %s, Solution says %s", line[:81], end, sol)
		}
	}
}
