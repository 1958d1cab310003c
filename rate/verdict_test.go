// verdict_test.go checks that the rater gives one verdict on a board
// whichever way it is asked: Rate and RateMarks against Start and
// StartMarks followed by Next, on boards and candidate grids mutated at
// random from serate's easy lines. It must not judge a board with the
// rater's own code: clashes and solutions come from the tests' helpers.

package rate

import (
	"context"
	"errors"
	"math/rand"
	"testing"
)

// verdictCases is how many mutated boards and candidate grids each
// verdict test tries.
const verdictCases = 4000

// verdictOf gives what Rate (or RateMarks) says of a board as text:
// serate's line and the steps, or the error.
func verdictOf(rt Rating, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	return rt.String() + " " + rt.EPTechnique + " " + rt.EDTechnique
}

// stepVerdict follows the steps from a started rater to the end and gives
// the rating they make, as verdictOf writes it.
func stepVerdict(r *Rater, err error) string {
	v, _ := stepVerdictContext(context.Background(), r, err)
	return v
}

// stepVerdictContext is stepVerdict stopped by ctx: false if it was.
func stepVerdictContext(ctx context.Context, r *Rater, err error) (string, bool) {
	if err != nil {
		return "error: " + err.Error(), true
	}
	var steps []Step
	for {
		s, ok, err := r.NextContext(ctx)
		if ctx.Err() != nil {
			return "", false
		}
		if err != nil {
			return "error: " + err.Error(), true
		}
		if !ok {
			break
		}
		steps = append(steps, s)
	}
	return verdictOf(RatingOf(steps, !r.Solved()), nil), true
}

// easyBoards are the puzzles of serate's lines of one file.
func easyBoards(t *testing.T, file string) []Grid {
	var out []Grid
	for _, l := range readRefLines(t, *rateRef) {
		if l.file == file {
			out = append(out, mustGrid(t, l.puzzle))
		}
	}
	if len(out) == 0 {
		t.Fatalf("no lines of %s", file)
	}
	return out
}

// startMarks is a board as a candidate grid: its givens, and each empty
// cell's digits that no given it sees holds.
func startMarks(g *Grid) Marks {
	m := Marks{Digits: *g}
	for c := 0; c < 81; c++ {
		if g[c] != 0 {
			continue
		}
		m.Cands[c] = 0x3fe
		for p := 0; p < 81; p++ {
			if p != c && fuzzSees(p, c) {
				m.Cands[c] &^= 1 << g[p]
			}
		}
	}
	return m
}

// mutateMarks changes a candidate grid at random: a digit changed or
// added (a clash, as often as not), a digit taken away, candidates
// struck (some of them the solution's).
func mutateMarks(rng *rand.Rand, m *Marks) {
	for n := rng.Intn(3) + 1; n > 0; n-- {
		c := rng.Intn(81)
		switch rng.Intn(4) {
		case 0:
			m.Digits[c], m.Cands[c] = uint8(rng.Intn(9)+1), 0
		case 1:
			if m.Digits[c] != 0 {
				m.Digits[c], m.Cands[c] = 0, 0x3fe
			}
		default:
			m.Cands[c] &^= 1 << uint(rng.Intn(9)+1)
		}
	}
}

// mutateGrid changes a board at random: a given changed or added, or
// taken away.
func mutateGrid(rng *rand.Rand, g *Grid) {
	for n := rng.Intn(3) + 1; n > 0; n-- {
		c := rng.Intn(81)
		if rng.Intn(3) == 0 {
			g[c] = 0
		} else {
			g[c] = uint8(rng.Intn(9) + 1)
		}
	}
}

// clashes reports whether two digits of g share a row, column or block.
func clashes(g *Grid) bool {
	for a := 0; a < 81; a++ {
		for b := a + 1; b < 81; b++ {
			if g[a] != 0 && g[a] == g[b] && fuzzSees(a, b) {
				return true
			}
		}
	}
	return false
}

// TestRateMarksVerdict: RateMarks says of every candidate grid what
// StartMarks and Next say, and refuses a grid whose digits clash with
// ErrInvalid.
func TestRateMarksVerdict(t *testing.T) {
	boards := easyBoards(t, "qqwing-easy.txt")
	rng := rand.New(rand.NewSource(1))
	var r Rater
	bad := 0
	for i := 0; i < verdictCases; i++ {
		m := startMarks(&boards[rng.Intn(len(boards))])
		mutateMarks(rng, &m)
		rated := verdictOf(r.RateMarks(&m))
		stepped := stepVerdict(&r, r.StartMarks(&m))
		if rated != stepped {
			if bad++; bad <= 5 {
				t.Errorf("%v:\nRateMarks       %s\nStartMarks+Next %s", m, rated, stepped)
			}
		}
		if _, err := r.RateMarks(&m); clashes(&m.Digits) && !errors.Is(err, ErrInvalid) {
			if bad++; bad <= 5 {
				t.Errorf("%v: digits clash, RateMarks says %v", m.Digits, err)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d candidate grids get two verdicts", bad, verdictCases)
	}
}

// TestRateVerdict: Rate says of every board what Start and Next say, and
// refuses a board whose givens clash with ErrInvalid.
func TestRateVerdict(t *testing.T) {
	boards := easyBoards(t, "qqwing-easy.txt")
	rng := rand.New(rand.NewSource(2))
	var r Rater
	bad := 0
	for i := 0; i < verdictCases; i++ {
		g := boards[rng.Intn(len(boards))]
		mutateGrid(rng, &g)
		rated := verdictOf(r.Rate(&g))
		stepped := stepVerdict(&r, r.Start(&g))
		if rated != stepped {
			if bad++; bad <= 5 {
				t.Errorf("%v:\nRate       %s\nStart+Next %s", g, rated, stepped)
			}
		}
		if _, err := r.Rate(&g); clashes(&g) && !errors.Is(err, ErrInvalid) {
			if bad++; bad <= 5 {
				t.Errorf("%v: givens clash, Rate says %v", g, err)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d boards get two verdicts", bad, verdictCases)
	}
}

// TestInvalidBoards: a malformed board or candidate grid is refused with
// ErrInvalid, saying what is wrong, by every way in; a board with no
// solution or several is not malformed.
func TestInvalidBoards(t *testing.T) {
	valid := mustGrid(t, "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	ten := valid
	ten[2] = 10
	clash := valid
	clash[2] = 7 // r1c1 holds 7
	grids := []struct {
		g    Grid
		want string
	}{
		{ten, "invalid board: cell r1c3 holds 10, not a digit 1-9"},
		{clash, "invalid board: digit 7 twice in row 1 (r1c1 and r1c3)"},
	}
	var r Rater
	for _, c := range grids {
		_, rateErr := r.Rate(&c.g)
		startErr := r.Start(&c.g)
		m := startMarks(&valid)
		m.Digits = c.g
		_, marksErr := r.RateMarks(&m)
		startMarksErr := r.StartMarks(&m)
		for _, err := range []error{rateErr, startErr, marksErr, startMarksErr} {
			if !errors.Is(err, ErrInvalid) || errors.Is(err, ErrNoSolution) || err.Error() != c.want {
				t.Errorf("%v: got %v, want %q", c.g, err, c.want)
			}
		}
	}
	m := startMarks(&valid)
	m.Cands[2] = 1<<4 | 1<<12
	want := "invalid board: candidates of r1c3 0x1010: bits outside 1-9"
	if err := r.StartMarks(&m); !errors.Is(err, ErrInvalid) || err.Error() != want {
		t.Errorf("candidate bit 12: got %v, want %q", err, want)
	}
	m.Cands[2] = 1 // bit 0
	if _, err := r.RateMarks(&m); !errors.Is(err, ErrInvalid) {
		t.Errorf("candidate bit 0: got %v, want ErrInvalid", err)
	}
	m.Cands[2], m.Digits[2] = 1, 4 // a digit's candidates are not read
	if _, err := r.RateMarks(&m); errors.Is(err, ErrInvalid) {
		t.Errorf("candidates of a cell with a digit: got %v", err)
	}
	none := mustGrid(t, "86....2.53..4.8..........7.1..8..5..2....34.6.3..45..7.......3.4.........7.5.2...")
	if _, err := r.Rate(&none); err != ErrNoSolution {
		t.Errorf("no solution: got %v, want %v", err, ErrNoSolution)
	}
	// A Latin square has no blocks: two 7s in one block are no clash,
	// two in a column are.
	latin := Rater{Variant: Variant{Latin: true}}
	var block, column Grid
	block[0], block[10] = 7, 7
	column[0], column[18] = 7, 7
	if _, err := latin.Rate(&block); errors.Is(err, ErrInvalid) {
		t.Errorf("latin, 7 at r1c1 and r2c2: got %v, want no clash", err)
	}
	if _, err := latin.Rate(&column); !errors.Is(err, ErrInvalid) || err.Error() != "invalid board: digit 7 twice in column 1 (r1c1 and r3c1)" {
		t.Errorf("latin, 7 at r1c1 and r3c1: got %v", err)
	}
}
