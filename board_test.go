// board_test.go tests the rules: clashing givens.

package main

import (
	"math/rand"
	"strings"
	"testing"
)

func TestCheckGivens(t *testing.T) {
	tests := []struct {
		board string
		want  string
	}{
		{"11" + strings.Repeat(".", 79), "digit 1 twice in row 1 (r1c1 and r1c2)"},
		{"2" + strings.Repeat(".", 8) + "2" + strings.Repeat(".", 71), "digit 2 twice in column 1 (r1c1 and r2c1)"},
		{"3" + strings.Repeat(".", 9) + "3" + strings.Repeat(".", 70), "digit 3 twice in box 1 (r1c1 and r2c2)"},
		{strings.Repeat(".", 80) + "9", ""},
	}
	for _, tt := range tests {
		b := mustBoard(t, tt.board)
		got := ""
		if c := checkGivens(&b); c != nil {
			got = c.Error()
		}
		if got != tt.want {
			t.Errorf("CheckGivens(%s) = %q, want %q", tt.board, got, tt.want)
		}
	}
}

// TestClashesAgree: the quick test of clashing givens (clashes) agrees
// with a plain pairwise search, on random boards of every box size, some
// of them with symbols out of range.
func TestClashesAgree(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(5))
	for k := 0; k < 20000; k++ {
		n := 1 + r.Intn(maxBox)
		side := n * n
		cells := make([]uint8, side*side)
		sparse := 2 + r.Intn(side*side) // a given in one cell in sparse
		for i := range cells {
			if r.Intn(sparse) == 0 {
				cells[i] = uint8(1 + r.Intn(side+k%2)) // now and then one past the last symbol
			}
		}
		want := false
		for i, v := range cells {
			for j := i + 1; j < len(cells) && v != 0; j++ {
				ri, ci, rj, cj := i/side, i%side, j/side, j%side
				same := ri == rj || ci == cj || ri/n == rj/n && ci/n == cj/n
				want = want || int(v) > side || same && cells[j] == v
			}
			want = want || int(v) > side
		}
		if got := clashes(n, cells); got != want {
			t.Fatalf("clashes(%d, %v) = %v, want %v", n, cells, got, want)
		}
	}
}
