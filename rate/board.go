// board.go holds the boards as the package's users give and take them:
// the checks that refuse a malformed Grid or Marks (ErrInvalid, saying
// what is wrong), and their 81- and 729-character lines, read and
// written. It must not rate, nor count solutions (count.go does).

package rate

import "fmt"

// checkGrid refuses a board with a cell above 9 or two equal digits in a
// row, column or block (the blocks of t, none in a Latin square), naming
// the first such cell or pair in row-major order (a pair by its later
// cell: its row, then its column, then its block), as the command names a
// clash.
func checkGrid(t *rateTables, g *Grid) error {
	var seen [3][9][10]int8 // per region type and region, the cell + 1 holding each digit
	names := []string{"row", "column", "block"}
	if t.variant.Latin {
		names = names[:2] // a Latin square has no blocks
	}
	for c, d := range g {
		if d == 0 {
			continue
		}
		if d > 9 {
			return fmt.Errorf("%w: cell %s holds %d, not a digit 1-9", ErrInvalid, CellName(c), d)
		}
		regions := [3]int{rowOf(c), colOf(c), blockOf(c)}
		for k, name := range names {
			if p := seen[k][regions[k]][d]; p != 0 {
				return fmt.Errorf("%w: digit %d twice in %s %d (%s and %s)", ErrInvalid,
					d, name, regions[k]+1, CellName(int(p)-1), CellName(c))
			}
			seen[k][regions[k]][d] = int8(c + 1)
		}
	}
	return nil
}

// checkSees refuses a board with two equal digits in cells that see each
// other under t's variant (the classic regions are checkGrid's), or with
// consecutive digits side by side under the non-consecutive rule, naming
// the pair by its later cell.
func checkSees(t *rateTables, g *Grid) error {
	for c, d := range g {
		if d == 0 {
			continue
		}
		for _, q := range t.beyond[c] {
			if int(q) < c && g[q] == d {
				return fmt.Errorf("%w: digit %d twice in cells that see each other under the variant (%s and %s)",
					ErrInvalid, d, CellName(int(q)), CellName(c))
			}
		}
		for _, q := range t.wazir[c] {
			if int(q) < c && t.ncMask[d]&(1<<g[q]) != 0 {
				return fmt.Errorf("%w: consecutive digits %d and %d side by side under the variant (%s and %s)",
					ErrInvalid, g[q], d, CellName(int(q)), CellName(c))
			}
		}
	}
	return nil
}

// checkMarks refuses a candidate grid whose digits checkGrid refuses or
// whose empty cells hold a candidate bit outside 1-9 (bit 0, bits 10-15).
// The candidates of a cell with a digit are not read.
func checkMarks(t *rateTables, m *Marks) error {
	if err := checkGrid(t, &m.Digits); err != nil {
		return err
	}
	for c, v := range &m.Cands {
		if m.Digits[c] == 0 && v&^0x3fe != 0 {
			return fmt.Errorf("%w: candidates of %s %#x: bits outside 1-9", ErrInvalid, CellName(c), v)
		}
	}
	return nil
}

// ParseGrid reads a board from its 81-character line, cells row by row:
// 1-9 a digit, '.' or '0' a blank, as the public puzzle sets and serate
// write them. A line of another length or with another character is
// refused with ErrInvalid, naming the column (from 1). It does not check
// that the digits clash: Start and Rate do.
func ParseGrid(s string) (Grid, error) {
	var g Grid
	if len(s) != 81 {
		return g, fmt.Errorf("%w: %d characters, want 81", ErrInvalid, len(s))
	}
	for i := 0; i < 81; i++ {
		switch c := s[i]; {
		case c >= '1' && c <= '9':
			g[i] = c - '0'
		case c != '.' && c != '0':
			return Grid{}, fmt.Errorf("%w: column %d: want a digit 1-9, '.' or '0', got %q", ErrInvalid, i+1, c)
		}
	}
	return g, nil
}

// String gives the board's 81-character line: 1-9 a digit, '.' a blank,
// and '?' for a cell above 9, which ParseGrid refuses as Start does.
// ParseGrid reads it back.
func (g Grid) String() string {
	var b [81]byte
	for i, d := range g {
		b[i] = cellChar(d)
	}
	return string(b[:])
}

// cellChar is a cell's character in a line: its digit, '.' for none, '?'
// for a value no cell may hold.
func cellChar(d uint8) byte {
	if d > 9 {
		return '?'
	}
	return ".123456789"[d]
}

// ParseMarks reads a candidate grid from serate's 729-character line:
// character 9c+d-1 (from 0) is digit d when cell c (0-80, row by row)
// may hold d, '.' or '0' when d is struck. The line gives candidates
// only, as serate reads it: a cell with one candidate is settled by
// StartMarks and RateMarks as serate settles it. A line of another length
// or with another character is refused with ErrInvalid, naming the column
// (from 1), its cell and candidate.
func ParseMarks(s string) (Marks, error) {
	var m Marks
	if len(s) != 729 {
		return m, fmt.Errorf("%w: %d characters, want 729", ErrInvalid, len(s))
	}
	for i := 0; i < 729; i++ {
		c, d := s[i], byte(i%9+1)
		switch {
		case c == '0'+d:
			m.Cands[i/9] |= 1 << d
		case c != '.' && c != '0':
			return Marks{}, fmt.Errorf("%w: column %d (%s, candidate %d): want '%c', '.' or '0', got %q",
				ErrInvalid, i+1, CellName(i/9), d, '0'+d, c)
		}
	}
	return m, nil
}

// String gives the grid as serate's 729-character line (see ParseMarks),
// as StartMarks reads it: an empty cell shows its candidates, a cell with
// a digit that digit alone, and no cell shows a digit that a cell it
// sees holds ('.' where struck). So the line rates as the grid does; it
// reads back as the grid itself when the grid has no digits. A cell above
// 9 shows as '?', which ParseMarks refuses as StartMarks does.
func (m Marks) String() string {
	var b [729]byte
	for c := 0; c < 81; c++ {
		seen := uint16(0) // the digits of the cells c sees
		for _, reg := range rtab.regions[c] {
			for _, p := range rtab.cells[reg] {
				if int(p) != c && m.Digits[p] <= 9 {
					seen |= 1 << m.Digits[p]
				}
			}
		}
		show := m.Cands[c] &^ seen
		if d := m.Digits[c]; d != 0 {
			show = 1 << d
		}
		for d := 1; d <= 9; d++ {
			switch {
			case m.Digits[c] > 9:
				b[9*c+d-1] = '?'
			case show&(1<<uint(d)) != 0:
				b[9*c+d-1] = byte('0' + d)
			default:
				b[9*c+d-1] = '.'
			}
		}
	}
	return string(b[:])
}
