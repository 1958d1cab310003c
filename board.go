// board.go holds the board and its rules: Board, and the check that finds
// two givens breaking a rule (Clash). It must not read, print or solve.

package main

import "fmt"

// Board is a sudoku grid row by row: 1..9 for a digit, 0 for a blank.
type Board [81]uint8

// Clash describes two givens that share a unit and a digit.
type Clash struct {
	Digit      uint8
	Unit       string // "row", "column" or "box"
	Index      int    // 1-based number of the unit
	CellA      int    // 0-based cells, CellA < CellB
	CellB      int
	Impossible bool // a given outside 0..9 (never from the scanner)
}

func (c *Clash) Error() string {
	if c.Impossible {
		return fmt.Sprintf("cell r%dc%d holds %d, not a digit", c.CellA/9+1, c.CellA%9+1, c.Digit)
	}
	return fmt.Sprintf("digit %d twice in %s %d (r%dc%d and r%dc%d)", c.Digit, c.Unit, c.Index,
		c.CellA/9+1, c.CellA%9+1, c.CellB/9+1, c.CellB%9+1)
}

// CheckGivens reports the first pair of givens that break a rule, or nil.
func CheckGivens(board *Board) *Clash {
	var seenRow, seenCol, seenBox [9][10]int8 // cell index + 1 of the given, 0 if none
	for i, v := range board {
		if v == 0 {
			continue
		}
		if v > 9 {
			return &Clash{Digit: v, CellA: i, Impossible: true}
		}
		r, c := i/9, i%9
		x := r/3*3 + c/3
		if j := seenRow[r][v]; j != 0 {
			return &Clash{Digit: v, Unit: "row", Index: r + 1, CellA: int(j) - 1, CellB: i}
		}
		if j := seenCol[c][v]; j != 0 {
			return &Clash{Digit: v, Unit: "column", Index: c + 1, CellA: int(j) - 1, CellB: i}
		}
		if j := seenBox[x][v]; j != 0 {
			return &Clash{Digit: v, Unit: "box", Index: x + 1, CellA: int(j) - 1, CellB: i}
		}
		seenRow[r][v], seenCol[c][v], seenBox[x][v] = int8(i+1), int8(i+1), int8(i+1)
	}
	return nil
}
