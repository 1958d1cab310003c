// play_test.go tests the path from a position with the tests' own
// solver (plain backtracking, as the command's oracle): the player's
// forms read, the verdicts of Check, and each job's answer and text.

package play

import (
	"context"
	"errors"
	"strings"
	"testing"

	"sudoku/rate"
)

// oracle solves by plain backtracking: cells in order, digits ascending.
type oracle struct{}

// fits reports whether d may go in cell c of g.
func fits(g *rate.Grid, c int, d uint8) bool {
	r, col := c/9, c%9
	for k := 0; k < 9; k++ {
		b := (r/3*3+k/3)*9 + col/3*3 + k%3
		if g[r*9+k] == d || g[k*9+col] == d || g[b] == d {
			return false
		}
	}
	return true
}

// search counts solutions of g from cell c into n, up to limit, keeping
// the first in first.
func search(g *rate.Grid, c int, limit int, n *int, first *rate.Grid) {
	for c < 81 && g[c] != 0 {
		c++
	}
	if c == 81 {
		if *n == 0 {
			*first = *g
		}
		*n++
		return
	}
	for d := uint8(1); d <= 9 && *n < limit; d++ {
		if fits(g, c, d) {
			g[c] = d
			search(g, c+1, limit, n, first)
			g[c] = 0
		}
	}
}

func (oracle) Count(g *rate.Grid, limit int) int {
	n, h := 0, *g
	var first rate.Grid
	search(&h, 0, limit, &n, &first)
	return n
}

func (oracle) Solve(g *rate.Grid) (rate.Grid, bool) {
	n, h := 0, *g
	var first rate.Grid
	search(&h, 0, 1, &n, &first)
	return first, n == 1
}

const puzzle = "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."

// gridOf reads an 81-character line with the tests' own loop.
func gridOf(line string) rate.Grid {
	var g rate.Grid
	for i := range g {
		if c := line[i]; c >= '1' && c <= '9' {
			g[i] = c - '0'
		}
	}
	return g
}

// TestReadLine: each one-line form read as it is written, and the faults
// of lines that look like one named.
func TestReadLine(t *testing.T) {
	p, err, ok := ReadLine("+7" + puzzle[1:])
	if !ok || err != nil || !p.Entry[0] || p.Digits[0] != 7 || p.Givens()[0] != 0 || p.Digits[1] != 5 || p.Line != "+7"+puzzle[1:] {
		t.Errorf("'+' line: %v %v %+v", ok, err, p.Entry[:3])
	}
	if p, err, ok := ReadLine(puzzle + ",4.2,bank"); !ok || err != nil || p.Digits != gridOf(puzzle) || p.OneLine() != puzzle+",4.2,bank" {
		t.Errorf("list line: %v %v", ok, err)
	}
	for _, c := range []struct{ line, msg string }{
		{"+7" + puzzle[1:40] + "+0" + puzzle[41:], "after '+'"},
		{"+7" + puzzle[1:40] + "x" + puzzle[41:], `got "x"`},
		{"+7" + puzzle[1:80], "a line of 80 cells with the player's entries"},
		{strings.Repeat(".", 728) + "1", "candidate 9 of r9c9"},
		{puzzle[:70] + " ED=1.0", "puzzle has 70 cells"},
	} {
		if _, err, ok := ReadLine(c.line); !ok || err == nil || !strings.Contains(err.Msg, c.msg) {
			t.Errorf("%q: %v %v; want a fault with %q", c.line[:20], ok, err, c.msg)
		}
	}
	for _, l := range []string{"1 2 3 4 5 6 7 8 9", "+-------+-------+", "", "# comment", "103000509"} {
		if _, err, ok := ReadLine(l); ok {
			t.Errorf("%q read as a player's line: %v", l, err)
		}
	}
}

// TestReadRow: the lines of a grid told apart.
func TestReadRow(t *testing.T) {
	for line, want := range map[string]RowKind{
		".-------.-------.-------.":      GridRule,
		"+----------+----------+-------": GridRule,
		"| 9 8 1 | 7 3 6 | 2 4 5 |":      PlainRow,
		"| 9 8 1 | 7 3 6 | 2 4 57 |":     MarkedRow,
		"14 3 12 u5 u7 u2 8 16 9":        MarkedRow,
		"| 9 8 1 | 7 3x 6 | 2 4 5 |":     BrokenRow,
		"| 9 8 1 | 7 3 6 | 2 45 |":       BrokenRow,
		"0 3 5 4 6 9 2 7 8":              BrokenRow, // a grid's row would not hold a 0: ReadRow is asked inside grids
		"103000509":                      NoRow,
		puzzle:                           NoRow,
	} {
		if got, _ := ReadRow(line); got != want {
			t.Errorf("%q: kind %d, want %d", line, got, want)
		}
	}
}

// TestReadGrid: a .sdx grid's lone digits are givens and 'u' the
// player's; a candidate grid's lone digits are one candidate each.
func TestReadGrid(t *testing.T) {
	row := "14 3 12 u5 u7 u2 8 16 9"
	rows := []string{row, row, row, row, row, row, row, row, row}
	p := ReadGrid(rows)
	if p.Digits[1] != 3 || p.Entry[1] || !p.Entry[3] || p.Digits[3] != 5 || p.Cands[0] != 1<<1|1<<4 || !p.Marked {
		t.Errorf(".sdx: %v %v %b", p.Digits[:4], p.Entry[:4], p.Cands[0])
	}
	rows[0] = "14 3 12 5 7 2 8 16 9"
	for i := range rows {
		rows[i] = rows[0]
	}
	if p := ReadGrid(rows); p.Digits[1] != 0 || p.Cands[1] != 1<<3 {
		t.Errorf("candidate grid: digit %d, candidates %b of r1c2", p.Digits[1], p.Cands[1])
	}
}

// TestCheck: mistakes named in order and undone; a clash, no solution,
// several solutions (a given marked '+') told apart.
func TestCheck(t *testing.T) {
	g := gridOf(puzzle)
	sol, _ := oracle{}.Solve(&g)
	p := Position{Digits: g, Marked: true}
	for c := range p.Cands {
		if g[c] == 0 {
			p.Cands[c] = allDigits
		}
	}
	p.Digits[2], p.Entry[2] = sol[2]%9+1, true // wrong
	p.Digits[3], p.Entry[3] = sol[3], true     // right
	p.Cands[6] &^= 1 << sol[6]                 // struck, needed
	ck, err := Check(&p, oracle{})
	want := []string{rate.CellName(2) + "=" + string('0'+p.Digits[2]) + " is wrong", rate.CellName(6) + "<>" + string('0'+sol[6]) + " is wrong"}
	if err != nil || len(ck.Mistakes) != 2 || ck.Mistakes[0].String() != want[0] || ck.Mistakes[1].String() != want[1] {
		t.Fatalf("mistakes %v, %v; want %v", ck.Mistakes, err, want)
	}
	if ck.Start.Digits[2] != 0 || ck.Start.Digits[3] != sol[3] || ck.Start.Cands[6]&(1<<sol[6]) == 0 || ck.Solution != sol {
		t.Errorf("start not corrected: %v", ck.Start.Digits[:6])
	}
	clashing := Position{Digits: g}
	clashing.Digits[2] = 7 // r1c1 holds 7
	var ce *ClashError
	if _, err := Check(&clashing, oracle{}); !errors.As(err, &ce) || err.Error() != "digit 7 twice in row 1 (r1c1 and r1c3)" {
		t.Errorf("clash: %v", err)
	}
	marked := Position{Digits: g}
	for c := 0; c < 9; c++ {
		marked.Entry[c] = g[c] != 0 // row 1's givens, marked as the player's
	}
	givens := marked.Givens()
	if n := (oracle{}).Count(&givens, 2); n != 2 {
		t.Fatalf("the puzzle without row 1's givens has %d solutions, want several", n)
	}
	if _, err := Check(&marked, oracle{}); err != rate.ErrSeveral {
		t.Errorf("givens marked '+': %v, want several solutions", err)
	}
}

// TestAnswerText: each job's text, from the rater's own steps.
func TestAnswerText(t *testing.T) {
	pt := NewPath(oracle{})
	p := Position{Digits: gridOf(puzzle)}
	rt, _ := rate.Rate(&p.Digits)
	a := pt.Answer(context.Background(), RateJob, &p)
	if got := string(a.AppendText(nil, Print{})); got != rt.String()+"\n" {
		t.Errorf("rate: %q, want %q", got, rt.String())
	}
	var r rate.Rater
	r.Start(&p.Digits)
	first, _, _ := r.Next()
	a = pt.Answer(context.Background(), HintJob, &p)
	if got := string(a.AppendText(nil, Print{})); got != first.String()+"\n" {
		t.Errorf("hint: %q, want %q", got, first.String())
	}
	a = pt.Answer(context.Background(), StepsJob, &p)
	lines := strings.Split(strings.TrimSpace(string(a.AppendText(nil, Print{}))), "\n")
	sol, _ := oracle{}.Solve(&p.Digits)
	if lines[0] != first.String() || lines[len(lines)-1] != sol.String() || len(lines) != rt.Steps+1 {
		t.Errorf("steps: %d lines, first %q, last %q", len(lines), lines[0], lines[len(lines)-1])
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if a := pt.Answer(ctx, StepsJob, &p); a.Err != context.Canceled {
		t.Errorf("a stopped job: %v", a.Err)
	}
}

// TestSDXLine: SudoCue's form on one line keeps its lone digits as
// givens with entries or without, 'c' before a lone candidate or none,
// and a marked position's one line reads back as the same position.
func TestSDXLine(t *testing.T) {
	g := gridOf(puzzle)
	p := Position{Digits: g, Marked: true}
	for c := range p.Cands {
		if g[c] == 0 {
			p.Cands[c] = allDigits &^ (1 << uint(c%9+1))
		}
	}
	p.Cands[2] = 1 << 4 // a lone candidate, not a given
	p.Cands[3] = 0      // every candidate struck
	line := p.OneLine()
	back, err, ok := ReadLine(line)
	if !ok || err != nil || back.Digits != p.Digits || back.Cands != p.Cands || back.Entry != p.Entry || !back.Marked {
		t.Fatalf("%q read back as %v %v: digits %v, candidates %v", line, ok, err, back.Digits[:4], back.Cands[:4])
	}
	if g := back.Givens(); g != gridOf(puzzle) {
		t.Errorf("the givens of %q: %v", line, g)
	}
	if !strings.Contains(line, " c4 c ") {
		t.Errorf("%q: want r1c3 written c4 and r1c4 c", line)
	}
}

// TestCheckJob: the check's verdict is the hint's, for a grid of
// candidates alone too, which the rater must count: every candidate in
// every cell (several solutions), and a cell left none (no solution).
func TestCheckJob(t *testing.T) {
	pt := NewPath(oracle{})
	all := Position{Marked: true}
	for c := range all.Cands {
		all.Cands[c] = allDigits
	}
	none := all
	none.Cands[40] = 0
	solved := Position{Digits: gridOf(puzzle)}
	solved.Digits, _ = oracle{}.Solve(&solved.Digits)
	for _, c := range []struct {
		name string
		p    *Position
		err  error
	}{{"every candidate", &all, rate.ErrSeveral}, {"a cell with none", &none, rate.ErrNoSolution}, {"the puzzle", &Position{Digits: gridOf(puzzle)}, nil}, {"its solution", &solved, nil}} {
		ck := pt.Answer(context.Background(), CheckJob, c.p)
		hint := pt.Answer(context.Background(), HintJob, c.p)
		if ck.Err != c.err || hint.Err != c.err {
			t.Errorf("%s: check %v, hint %v; want %v", c.name, ck.Err, hint.Err, c.err)
		}
		if ck.Solved() != (c.p == &solved) {
			t.Errorf("%s: solved %v", c.name, ck.Solved())
		}
	}
}
