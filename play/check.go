// check.go holds the check of a position before any job answers it: the
// givens must not clash and must have one solution, and where the
// position tells the player's work apart, each entry and struck
// candidate is held to that solution and the mistakes named and undone.
// It must not rate or write answers.

package play

import (
	"fmt"
	"strconv"

	"sudoku/rate"
)

// Solver counts a board's solutions and gives its first: the command
// gives its own, which counts in microseconds what a small search counts
// in tens.
type Solver interface {
	Count(board *rate.Grid, limit int) int
	Solve(board *rate.Grid) (rate.Grid, bool)
}

// Mistake is one of the player's mistakes: an entry that is not the
// solution's digit, or a struck candidate the solution needs.
type Mistake struct {
	Cell   int  // 0-80, row by row
	Digit  int  // the entry, or the struck candidate
	Struck bool // a struck candidate (rRcC<>D), not an entry (rRcC=D)
}

// String names the mistake in the step notation: "r3c4=5 is wrong",
// "r7c1<>4 is wrong".
func (m Mistake) String() string {
	op := "="
	if m.Struck {
		op = "<>"
	}
	return rate.CellName(m.Cell) + op + strconv.Itoa(m.Digit) + " is wrong"
}

// ClashError says that two givens share a unit and a digit: the board
// has no solution, and the message says where, as the command says it of
// any board.
type ClashError struct {
	Digit, CellA, CellB int
	Unit                string // "row", "column" or "box"
	Index               int    // the unit's number, from 1
}

// Error names the digit twice in a unit and its two cells.
func (e *ClashError) Error() string {
	return fmt.Sprintf("digit %d twice in %s %d (%s and %s)", e.Digit, e.Unit, e.Index, rate.CellName(e.CellA), rate.CellName(e.CellB))
}

// clash returns the first two digits of g that share a unit, cells in
// order, a cell's row before its column and box (a Latin square has no
// boxes); nil if none do.
func clash(g *rate.Grid, boxes bool) *ClashError {
	names := []string{"row", "column", "box"}
	if !boxes {
		names = names[:2]
	}
	var seen [3][9][10]int // cell+1 holding the digit, by unit
	for c, d := range g {
		if d == 0 || d > 9 {
			continue
		}
		units := [3]int{c / 9, c % 9, c/27*3 + c%9/3}
		for k, name := range names {
			if prev := seen[k][units[k]][d]; prev != 0 {
				return &ClashError{Digit: int(d), CellA: prev - 1, CellB: c, Unit: name, Index: units[k] + 1}
			}
			seen[k][units[k]][d] = c + 1
		}
	}
	return nil
}

// Checked is a position as the jobs take it: where the steps start (the
// position, its mistakes undone) and what the check found.
type Checked struct {
	Position *Position
	Mistakes []Mistake // entries first, then struck candidates, each in cell order
	// Start is where the steps start; Marked says they start from its
	// candidates (a position with pencil marks), else from its digits as a
	// puzzle.
	Start  rate.Marks
	Marked bool
	// Solution is the puzzle's one solution, when the check knew it: a
	// position that tells the player's work, or a puzzle. A grid of
	// candidates alone is checked by the rater, which says whether its
	// candidates hold one solution.
	Solution rate.Grid
}

// Check checks a position for the jobs. The givens (the digits but the
// player's) must not clash (a *ClashError), and must have one solution
// (rate.ErrNoSolution, rate.ErrSeveral): a digit the player marked as an
// entry is never a given, so a given marked so by mistake leaves a puzzle
// of several solutions, for every job alike. Where the position tells the
// player's work apart (entries apart from givens, or pencil marks beside
// givens), each wrong entry and each struck candidate the solution needs
// is a mistake, undone in Start: a wrong entry is emptied and may take any
// digit its peers leave it; a needed candidate is put back.
func Check(p *Position, s Solver) (Checked, error) { return check(p, s, true) }

// check is Check on a board with boxes or, a Latin square, without.
func check(p *Position, s Solver, boxes bool) (Checked, error) {
	ck := Checked{Position: p, Start: p.Marks(), Marked: p.Marked}
	if !p.tellsWork() {
		// Taken as it is: its digits are the puzzle's.
		puzzle := p.Digits
		switch e := clash(&puzzle, boxes); {
		case e != nil:
			return ck, e
		case p.Marked:
			return ck, nil // the rater counts the solutions its candidates hold
		}
		return ck, ck.solve(&puzzle, s)
	}
	givens := p.Givens()
	if e := clash(&givens, boxes); e != nil {
		return ck, e
	}
	if err := ck.solve(&givens, s); err != nil {
		return ck, err
	}
	sol := &ck.Solution
	for c := range p.Digits {
		if p.Entry[c] && p.Digits[c] != sol[c] {
			ck.Mistakes = append(ck.Mistakes, Mistake{Cell: c, Digit: int(p.Digits[c])})
			ck.Start.Digits[c], ck.Start.Cands[c] = 0, allDigits
		}
	}
	for c := range p.Digits {
		if p.Marked && ck.Start.Digits[c] == 0 && ck.Start.Cands[c]&(1<<sol[c]) == 0 {
			ck.Mistakes = append(ck.Mistakes, Mistake{Cell: c, Digit: int(sol[c]), Struck: true})
			ck.Start.Cands[c] |= 1 << sol[c]
		}
	}
	return ck, nil
}

// solve finds the puzzle's one solution into ck.Solution.
func (ck *Checked) solve(givens *rate.Grid, s Solver) error {
	switch s.Count(givens, 2) {
	case 0:
		return rate.ErrNoSolution
	case 1:
		ck.Solution, _ = s.Solve(givens)
		return nil
	}
	return rate.ErrSeveral
}
