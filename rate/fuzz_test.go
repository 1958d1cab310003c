// fuzz_test.go feeds the rater arbitrary boards and candidate grids:
// valid, contradictory, with several solutions, empty. It must not trust
// the rater: solutions come from the tests' own search.

package rate

import (
	"context"
	"strings"
	"testing"
	"time"
)

// fuzzSteps bounds the steps a fuzzed board is followed for, so that a
// hard board costs a run seconds, not minutes.
const fuzzSteps = 12

// fuzzVerdictTime bounds the time a fuzzed board's two verdicts may take
// together; a board that takes longer is left unjudged.
const fuzzVerdictTime = 2 * time.Second

// FuzzRater builds a board from the first 81 bytes (a digit, or none) and
// candidates from the next 162 (two bytes a cell, bit d for digit d), and
// follows the rater's steps from both: no panic, and on a board with one
// solution no step that places a wrong digit or removes the solution's.
// Rate and RateMarks must say what Start and StartMarks then Next say:
// the same rating, or the same error.
func FuzzRater(f *testing.F) {
	for _, l := range []string{
		"75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...",
		"11...............................................................................",
		strings.Repeat(".", 81),
		"768139245325478961914256378146827593257913486839645127591784632482361759673592814",
	} {
		f.Add([]byte(l))
	}
	// The review's grid: a board's start marks, then 9 in r1c1 for its 1,
	// which sees the 9 of r1c6 (RateMarks rated it 1.2 Hidden Single).
	f.Add(marksSeed("1....97.6.863.7.4.9...5..1.25.7.8.9...4.2.1...9.1.5.62.2..7...4.3.5.462.4.96....7", 0, '9'))
	f.Fuzz(func(t *testing.T, data []byte) {
		var g Grid
		var m Marks
		for c := 0; c < 81 && c < len(data); c++ {
			if d := data[c]; d >= '1' && d <= '9' {
				g[c] = d - '0'
			}
		}
		for c := 0; c < 81; c++ {
			if k := 81 + 2*c; k+1 < len(data) {
				m.Cands[c] = (uint16(data[k]) | uint16(data[k+1])<<8) & 0x3fe
			} else {
				m.Cands[c] = 0x3fe
			}
			if g[c] != 0 && len(data) > 81+2*c && data[81+2*c]%2 == 0 {
				m.Digits[c] = g[c] // some digits among the candidates
			}
		}
		var r Rater
		if err := r.Start(&g); err == nil {
			sol, unique := solve(g)
			if !unique {
				t.Fatalf("%v: Start took a board with several solutions", g)
			}
			followSound(t, &r, func(c int) uint8 { return sol[c] })
		}
		if err := r.StartMarks(&m); err == nil {
			sol, unique := solveMarks(&m)
			if !unique {
				t.Fatalf("%v: StartMarks took a grid with several solutions", m)
			}
			followSound(t, &r, func(c int) uint8 { return sol[c] })
		}
		fuzzVerdict(t, &r, &g, nil)
		fuzzVerdict(t, &r, nil, &m)
	})
}

// marksSeed is FuzzRater's input for a board given as a line, its cell c
// then given digit d: its digits, then each cell's two bytes, for an
// empty cell the candidates its peers' digits leave on the line, 0 for a
// digit (an even byte: the digit is the grid's).
func marksSeed(line string, c int, d byte) []byte {
	data := []byte(line)
	data[c] = d
	for e := 0; e < 81; e++ {
		var m uint16
		if line[e] == '.' {
			m = 0x3fe
			for p := 0; p < 81; p++ {
				if p != e && fuzzSees(p, e) && line[p] != '.' {
					m &^= 1 << (line[p] - '0')
				}
			}
		}
		data = append(data, byte(m), byte(m>>8))
	}
	return data
}

// fuzzVerdict checks that Rate (g) or RateMarks (m) says what Start or
// StartMarks and then Next say, unless the two take over fuzzVerdictTime.
func fuzzVerdict(t *testing.T, r *Rater, g *Grid, m *Marks) {
	ctx, cancel := context.WithTimeout(context.Background(), fuzzVerdictTime)
	defer cancel()
	var rt Rating
	var err error
	if g != nil {
		rt, err = r.RateContext(ctx, g)
	} else {
		rt, err = r.RateMarksContext(ctx, m)
	}
	if ctx.Err() != nil {
		return
	}
	rated := verdictOf(rt, err)
	if g != nil {
		err = r.Start(g)
	} else {
		err = r.StartMarks(m)
	}
	stepped, done := stepVerdictContext(ctx, r, err)
	if done && rated != stepped {
		t.Fatalf("%v %v:\nRate       %s\nStart+Next %s", g, m, rated, stepped)
	}
}

// followSound takes up to fuzzSteps steps and checks each against the
// solution.
func followSound(t *testing.T, r *Rater, sol func(int) uint8) {
	for i := 0; i < fuzzSteps; i++ {
		s, ok, err := r.Next()
		if err != nil || !ok {
			return
		}
		if c, d, ok := s.Placement(); ok && uint8(d) != sol(c) {
			t.Fatalf("step %d %s places %d in r%dc%d, the solution has %d", i+1, s, d, c/9+1, c%9+1, sol(c))
		}
		removed := s.Removed()
		for c := range removed {
			if removed[c]&(1<<sol(c)) != 0 {
				t.Fatalf("step %d %s removes the solution's %d from r%dc%d", i+1, s, sol(c), c/9+1, c%9+1)
			}
		}
		_ = s.Text()
		_ = s.Picture()
	}
}

// solveMarks returns a solution of a grid part-way through a solve and
// whether it has exactly one: each empty cell takes a digit among its
// candidates that no peer holds. It settles lone candidates as serate
// reads them first (a cell whose one candidate no empty peer holds takes
// it), with the tests' own loops.
func solveMarks(m *Marks) (Grid, bool) {
	digits := m.Digits
	cands := m.Cands
	for c := 0; c < 81; c++ {
		b := cands[c] & 0x3fe
		if digits[c] != 0 || b == 0 || b&(b-1) != 0 {
			continue
		}
		alone := true
		for p := 0; p < 81; p++ {
			if p != c && fuzzSees(p, c) && digits[p] == 0 && cands[p]&b != 0 {
				alone = false
			}
		}
		if alone {
			digits[c], cands[c] = uint8(trailing(b)), 0
		}
	}
	ms := solver{cands: cands}
	for c, d := range digits {
		if d != 0 {
			if ms.used(c)&(1<<d) != 0 {
				return Grid{}, false // two digits given that clash
			}
			ms.set(c, d)
		}
	}
	ms.g = digits
	ms.try()
	return ms.sol, ms.n == 1
}

// fuzzSees reports whether cells a and b share a row, column or block.
func fuzzSees(a, b int) bool {
	return a/9 == b/9 || a%9 == b%9 || a/27 == b/27 && a%9/3 == b%9/3
}

// trailing is the index of m's lowest set bit.
func trailing(m uint16) int {
	n := 0
	for m&1 == 0 {
		m >>= 1
		n++
	}
	return n
}
