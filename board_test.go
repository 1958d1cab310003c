// board_test.go tests the rules: clashing givens.

package main

import (
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
		if c := CheckGivens(&b); c != nil {
			got = c.Error()
		}
		if got != tt.want {
			t.Errorf("CheckGivens(%s) = %q, want %q", tt.board, got, tt.want)
		}
	}
}
