// board.go holds the boards as the package's users give them: the checks
// that refuse a malformed Grid or Marks (ErrInvalid, saying what is
// wrong). It must not rate, nor count solutions (count.go does).

package rate

import "fmt"

// checkGrid refuses a board with a cell above 9 or two equal digits in a
// row, column or block, naming the first such cell or pair in row-major
// order (a pair by its later cell: its row, then its column, then its
// block), as the command names a clash.
func checkGrid(g *Grid) error {
	var seen [3][9][10]int8 // per region type and region, the cell + 1 holding each digit
	for c, d := range g {
		if d == 0 {
			continue
		}
		if d > 9 {
			return fmt.Errorf("%w: cell %s holds %d, not a digit 1-9", ErrInvalid, cellName(c), d)
		}
		regions := [3]int{rowOf(c), colOf(c), blockOf(c)}
		for k, name := range [3]string{"row", "column", "block"} {
			if p := seen[k][regions[k]][d]; p != 0 {
				return fmt.Errorf("%w: digit %d twice in %s %d (%s and %s)", ErrInvalid,
					d, name, regions[k]+1, cellName(int(p)-1), cellName(c))
			}
			seen[k][regions[k]][d] = int8(c + 1)
		}
	}
	return nil
}

// checkMarks refuses a candidate grid whose digits checkGrid refuses or
// whose empty cells hold a candidate bit outside 1-9 (bit 0, bits 10-15).
// The candidates of a cell with a digit are not read.
func checkMarks(m *Marks) error {
	if err := checkGrid(&m.Digits); err != nil {
		return err
	}
	for c, v := range &m.Cands {
		if m.Digits[c] == 0 && v&^0x3fe != 0 {
			return fmt.Errorf("%w: candidates of %s %#x: bits outside 1-9", ErrInvalid, cellName(c), v)
		}
	}
	return nil
}
