// board.go holds the board and its rules: Board (9x9), the box sizes read,
// the check that finds two givens breaking a rule (Clash), and a cell's
// name (r3c5). It must not read, print or solve.

package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Board is a sudoku grid row by row: 1..9 for a digit, 0 for a blank. It
// keeps its capital, as Clash, Form, Record and Solver do, for no
// importer: each type's name in lower case is the name of its values in
// every function that holds one (board, clash, form, record, solver).
type Board [81]uint8

// maxBox is the largest box size read: boards of up to 25x25 cells.
const maxBox = 5

// Clash describes two givens that share a unit and a symbol, or break a
// variant's rule (variant.go) (capital: see Board).
type Clash struct {
	Digit uint8  // the symbol, 1..side; under nc, the one in CellA
	Unit  string // "row", "column" or "box"
	Index int    // 1-based number of the unit
	// Where names a variant's rule after "twice" ("on the main diagonal",
	// "a knight's move apart"), in place of Unit and Index; "" for a
	// neighbour under nc, whose digit in CellB is Next.
	Where      string
	Next       uint8
	CellA      int // 0-based cells, CellA < CellB
	CellB      int
	Side       int  // cells per row: 9 for a Board
	Impossible bool // a given outside 0..side (never from the scanners)
}

// Error describes the clash. It names the digit twice in a unit (or under
// a variant's rule) and its two cells, or the cell whose value is no
// symbol.
func (c *Clash) Error() string {
	rc := func(i int) string { return fmt.Sprintf("r%dc%d", i/c.Side+1, i%c.Side+1) }
	switch {
	case c.Impossible:
		return fmt.Sprintf("cell %s holds %d, not a symbol 1-%d", rc(c.CellA), c.Digit, c.Side)
	case c.Next != 0:
		return fmt.Sprintf("digits %d and %d side by side (%s and %s)", c.Digit, c.Next, rc(c.CellA), rc(c.CellB))
	}
	return fmt.Sprintf("digit %d twice %s (%s and %s)", c.Digit, c.where(), rc(c.CellA), rc(c.CellB))
}

// where names the unit or the rule of the clash: "in row 3", "on the main
// diagonal".
func (c *Clash) where() string {
	if c.Where != "" {
		return c.Where
	}
	return "in " + c.Unit + " " + strconv.Itoa(c.Index)
}

// checkGivens checks the givens of a 9x9 board. It reports the first pair
// of givens that break a rule, or nil.
func checkGivens(board *Board) *Clash { return checkCells(3, board[:]) }

// checkCells is checkGivens for a board with n x n boxes. It takes the
// board's cells row by row (0 blank, 1..n*n a symbol).
func checkCells(n int, cells []uint8) *Clash {
	if !clashes(n, cells) {
		return nil // the common case, told with a bit per symbol and unit
	}
	side := n * n
	var seen [3][maxBox * maxBox][maxBox*maxBox + 1]int16 // cell + 1 of the given, 0 if none
	for i, v := range cells {
		if v == 0 {
			continue
		}
		if int(v) > side {
			return &Clash{Digit: v, CellA: i, Side: side, Impossible: true}
		}
		r, c := i/side, i%side
		units := [3]int{r, c, r/n*n + c/n}
		for k, name := range [3]string{"row", "column", "box"} {
			if j := seen[k][units[k]][v]; j != 0 {
				return &Clash{Digit: v, Unit: name, Index: units[k] + 1, CellA: int(j) - 1, CellB: i, Side: side}
			}
			seen[k][units[k]][v] = int16(i + 1)
		}
	}
	return nil
}

// clashes reports whether the board's givens break a rule. They do when two
// givens share a unit and a symbol, or a given is no symbol.
func clashes(n int, cells []uint8) bool {
	side := n * n
	var seen [3][maxBox * maxBox]uint32 // a bit per symbol, by row, column and box
	for r, i := 0, 0; r < side; r++ {
		b, k := r/n*n, 0 // the box of cell i, and cells of it passed in this row
		for c := 0; c < side; c, i, k = c+1, i+1, k+1 {
			if k == n {
				b, k = b+1, 0
			}
			v := cells[i]
			if v == 0 {
				continue
			}
			bit := uint32(1) << v
			if int(v) > side || (seen[0][r]|seen[1][c]|seen[2][b])&bit != 0 {
				return true
			}
			seen[0][r] |= bit
			seen[1][c] |= bit
			seen[2][b] |= bit
		}
	}
	return false
}

// String writes b as one line of 81 digits.
func (b Board) String() string {
	var sb strings.Builder
	for _, v := range b {
		sb.WriteByte('0' + v)
	}
	return sb.String()
}

// cellName names cell i of a board of side cells per row: r3c5. It is
// not rate.CellName, the 9x9 boards' one name of a cell: the checkers
// and judge files (tools/mkjudge bundles this file into one that must not
// import package rate) name cells of boards of every size.
func cellName(i, side int) string {
	return "r" + strconv.Itoa(i/side+1) + "c" + strconv.Itoa(i%side+1)
}
