// state_test.go checks what a Rater holds between calls: no board after
// a failure and in the zero Rater, and when it asks Rater.Count. It must
// not check ratings: rate_test.go does.

package rate

import (
	"errors"
	"strings"
	"testing"
)

// noBoard checks that r holds no board: not solved, Next an ErrNoBoard,
// State the zero grid.
func noBoard(t *testing.T, what string, r *Rater) {
	t.Helper()
	if r.Solved() {
		t.Errorf("%s: Solved() is true", what)
	}
	if _, ok, err := r.Next(); ok || !errors.Is(err, ErrNoBoard) {
		t.Errorf("%s: Next() gives ok %v, error %v, want ErrNoBoard", what, ok, err)
	}
	if d, c := r.State(); d != (Grid{}) || c != ([81]uint16{}) {
		t.Errorf("%s: State() is not the zero grid", what)
	}
}

// TestNoBoard: the zero Rater holds no board, nor one whose last Start,
// StartMarks, Rate or RateMarks failed, whatever it held before.
func TestNoBoard(t *testing.T) {
	var r Rater
	noBoard(t, "zero Rater", &r)
	good := mustGrid(t, "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	clash := mustGrid(t, "11...............................................................................")
	several := mustGrid(t, strings.Repeat(".", 81))
	noSol := mustGrid(t, "86....2.53..4.8..........7.1..8..5..2....34.6.3..45..7.......3.4.........7.5.2...")
	fails := []struct {
		name string
		run  func() error
	}{
		{"Start, clash", func() error { return r.Start(&clash) }},
		{"Start, several", func() error { return r.Start(&several) }},
		{"StartMarks, no solution", func() error { m := startMarks(&noSol); return r.StartMarks(&m) }},
		{"StartMarks, clash", func() error { m := startMarks(&good); m.Digits[2] = 7; return r.StartMarks(&m) }},
		{"Rate, several", func() error { _, err := r.Rate(&several); return err }},
		{"Rate, no solution", func() error { _, err := r.Rate(&noSol); return err }},
		{"RateMarks, clash", func() error { m := startMarks(&clash); _, err := r.RateMarks(&m); return err }},
		{"RateMarks, several", func() error { m := startMarks(&several); _, err := r.RateMarks(&m); return err }},
	}
	for _, f := range fails {
		if err := r.Start(&good); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := r.Next(); !ok || err != nil {
			t.Fatalf("Next on a good board: %v %v", ok, err)
		}
		if err := f.run(); err == nil {
			t.Fatalf("%s: no error", f.name)
		}
		noBoard(t, f.name, &r)
	}
}

// TestCountCalls: Count is asked at most once a board, when the doc says:
// at once by Start, by Rate only before a uniqueness technique or when no
// technique applies, never for a candidate grid.
func TestCountCalls(t *testing.T) {
	calls := 0
	r := Rater{Count: func(g *Grid, limit int) int {
		calls++
		_, unique := solve(*g)
		if unique {
			return 1
		}
		return 2
	}}
	easy := mustGrid(t, "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	several := mustGrid(t, strings.Repeat(".", 81))
	cases := []struct {
		name string
		run  func()
		want int
	}{
		{"Start and every Next", func() {
			_ = r.Start(&easy)
			for _, ok, err := r.Next(); ok && err == nil; _, ok, err = r.Next() {
			}
		}, 1},
		{"Start failing, then Next", func() { _ = r.Start(&several); _, _, _ = r.Next(); _, _, _ = r.Next() }, 1},
		{"Rate of a board the singles and an XY-Wing solve", func() { _, _ = r.Rate(&easy) }, 0},
		{"Rate failing, then Next", func() { _, _ = r.Rate(&several); _, _, _ = r.Next() }, 1},
		{"StartMarks and RateMarks", func() { m := startMarks(&easy); _ = r.StartMarks(&m); _, _ = r.RateMarks(&m) }, 0},
	}
	for _, c := range cases {
		calls = 0
		c.run()
		if calls != c.want {
			t.Errorf("%s: Count asked %d times, want %d", c.name, calls, c.want)
		}
	}
}
