// varoracle_test.go holds the variants' oracle: SukakuExplainer's extra
// regions and neighbour rules written down again as data (its Grid's
// Window and DG tables, its Settings' marked cells, the chess moves), and
// plain row-major backtracking that respects them (variantBacktrack). It
// shares no code with variant.go or varsolve.go.

package main

import (
	"math/rand"
	"strings"
)

// seWindows is SukakuExplainer's Grid.Window table: the window group of
// each cell, 0-8 (its hints name group k "window group k+1").
var seWindows = [81]int8{
	8, 4, 4, 4, 8, 5, 5, 5, 8,
	6, 0, 0, 0, 6, 1, 1, 1, 6,
	6, 0, 0, 0, 6, 1, 1, 1, 6,
	6, 0, 0, 0, 6, 1, 1, 1, 6,
	8, 4, 4, 4, 8, 5, 5, 5, 8,
	7, 2, 2, 2, 7, 3, 3, 3, 7,
	7, 2, 2, 2, 7, 3, 3, 3, 7,
	7, 2, 2, 2, 7, 3, 3, 3, 7,
	8, 4, 4, 4, 8, 5, 5, 5, 8,
}

// seDG is SukakuExplainer's Settings.regionsDG: the disjoint group of each
// cell, 0-8.
var seDG = [81]int8{
	0, 1, 2, 0, 1, 2, 0, 1, 2,
	3, 4, 5, 3, 4, 5, 3, 4, 5,
	6, 7, 8, 6, 7, 8, 6, 7, 8,
	0, 1, 2, 0, 1, 2, 0, 1, 2,
	3, 4, 5, 3, 4, 5, 3, 4, 5,
	6, 7, 8, 6, 7, 8, 6, 7, 8,
	0, 1, 2, 0, 1, 2, 0, 1, 2,
	3, 4, 5, 3, 4, 5, 3, 4, 5,
	6, 7, 8, 6, 7, 8, 6, 7, 8,
}

// seMarked are the cells of Settings' regionsGirandola, regionsAsterisk and
// regionsCD, each one region.
var seMarked = map[string][]int{
	"girandola": {0, 8, 13, 37, 40, 43, 67, 72, 80},
	"asterisk":  {13, 20, 24, 37, 40, 43, 56, 60, 67},
	"cd":        {10, 13, 16, 37, 40, 43, 64, 67, 70},
}

// testRules are a variant's rules as the tests read its names.
type testRules struct {
	regions                [][81]int8 // each kind's region of every cell, -1 outside
	latin, knight, king    bool
	toroidal               bool
	nc                     int // 0, 1 (nc) or 2 (nc+)
	names                  string
	knightAt, kingAt, ncAt [81][]int
	seen                   [81][]int // the cells each cell sees (sees), for fits
}

// newTestRules reads comma-separated variant names as serate's flags
// would set them.
func newTestRules(names string) testRules {
	t := testRules{names: names}
	for _, name := range strings.Split(names, ",") {
		var reg [81]int8
		for i := range reg {
			reg[i] = -1
		}
		switch name {
		case "x":
			main, anti := reg, reg
			for k := 0; k < 9; k++ {
				main[k*10], anti[8+k*8] = 0, 0
			}
			t.regions = append(t.regions, main, anti)
		case "windoku":
			t.regions = append(t.regions, seWindows)
		case "dg":
			t.regions = append(t.regions, seDG)
		case "girandola", "asterisk", "cd":
			for _, i := range seMarked[name] {
				reg[i] = 0
			}
			t.regions = append(t.regions, reg)
		case "antiknight":
			t.knight = true
		case "antiking":
			t.king = true
		case "nc":
			t.nc = 1
		case "nc+":
			t.nc = 2
		case "toroidal":
			t.toroidal = true
		case "latin":
			t.latin = true
		default:
			panic("unknown test variant " + name)
		}
	}
	for i := 0; i < 81; i++ {
		t.knightAt[i] = t.moves(i, [][2]int{{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {-2, 1}, {2, -1}, {-2, -1}})
		t.kingAt[i] = t.moves(i, [][2]int{{1, 1}, {-1, 1}, {-1, -1}, {1, -1}})
		t.ncAt[i] = t.moves(i, [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
	}
	for i := 0; i < 81; i++ {
		for j := 0; j < 81; j++ {
			if t.sees(i, j) {
				t.seen[i] = append(t.seen[i], j)
			}
		}
	}
	return t
}

// moves returns the cells the steps lead to from cell i: off the board
// none, unless it is toroidal.
func (t *testRules) moves(i int, steps [][2]int) []int {
	var out []int
	for _, s := range steps {
		r, c := i/9+s[0], i%9+s[1]
		if t.toroidal {
			r, c = (r+9)%9, (c+9)%9
		}
		if r >= 0 && r < 9 && c >= 0 && c < 9 {
			out = append(out, r*9+c)
		}
	}
	return out
}

// sees reports whether cells i and j may not hold the same digit.
func (t *testRules) sees(i, j int) bool {
	if i == j {
		return false
	}
	r1, c1, r2, c2 := i/9, i%9, j/9, j%9
	if r1 == r2 || c1 == c2 || !t.latin && r1/3 == r2/3 && c1/3 == c2/3 {
		return true
	}
	for _, reg := range t.regions {
		if reg[i] >= 0 && reg[i] == reg[j] {
			return true
		}
	}
	return t.knight && has(t.knightAt[i], j) || t.king && has(t.kingAt[i], j)
}

// consecutive reports whether digits a and b may not stand side by side.
func (t *testRules) consecutive(a, b uint8) bool {
	return t.nc > 0 && (a == b+1 || b == a+1 || t.nc == 2 && a+b == 10 && (a == 1 || b == 1))
}

// fits reports whether digit d may go in cell i of b.
func (t *testRules) fits(b []uint8, i int, d uint8) bool {
	for _, j := range t.seen[i] {
		if b[j] == d {
			return false
		}
	}
	for _, j := range t.ncAt[i] {
		if b[j] != 0 && t.nc > 0 && t.consecutive(d, b[j]) {
			return false
		}
	}
	return true
}

// has reports whether the cells hold cell x.
func has(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// variantBacktrack is the reference algorithm under a variant: cells in
// row-major order, digits 1 to 9, the first that fits the variant's rules
// too. It counts solutions up to limit, keeps the first, and gives up
// (decided false) after budget calls. Givens that break a rule have no
// solution.
func variantBacktrack(t testRules, cells []uint8, limit, budget int) (first []uint8, count int, decided bool) {
	b := append([]uint8(nil), cells...)
	if !givensFit(t, b) {
		return nil, 0, true
	}
	calls := 0
	var rec func(i int) bool
	rec = func(i int) bool {
		if calls++; calls > budget {
			return true
		}
		for i < 81 && b[i] != 0 {
			i++
		}
		if i == 81 {
			if count++; count == 1 {
				first = append([]uint8(nil), b...)
			}
			return count >= limit
		}
		for d := uint8(1); d <= 9; d++ {
			if t.fits(b, i, d) {
				b[i] = d
				if rec(i + 1) {
					return true
				}
			}
		}
		b[i] = 0
		return false
	}
	rec(0)
	return first, count, calls <= budget
}

// randomVariantBoard returns a board of up to givens random givens that
// fit the rules one by one (the board may still have no solution).
func randomVariantBoard(r *rand.Rand, t testRules, givens int) []uint8 {
	b := make([]uint8, 81)
	for _, i := range r.Perm(81)[:givens] {
		for _, d := range r.Perm(9) {
			if t.fits(b, i, uint8(d+1)) {
				b[i] = uint8(d + 1)
				break
			}
		}
	}
	return b
}

// variantCount counts a board's solutions under the rules up to limit,
// searching with the digits that fit each empty cell: a unit where a digit
// fits no cell fails, one where it fits one cell places it there, and
// otherwise the cell with the fewest digits is branched on (the order does
// not change a count, and it keeps the generator's sparse puzzles in reach
// of a test). It gives up (decided false) after budget nodes.
func variantCount(t testRules, cells []uint8, limit, budget int) (count int, decided bool) {
	b := append([]uint8(nil), cells...)
	if !givensFit(t, b) {
		return 0, true
	}
	units := t.unitLists()
	nodes := 0
	var rec func() bool
	rec = func() bool {
		if nodes++; nodes > budget {
			return true
		}
		var fit [81][]uint8
		var fits [81]uint16 // fit as a set: bit d-1 for digit d
		best := -1
		for i := range b {
			if b[i] != 0 {
				continue
			}
			for d := uint8(1); d <= 9; d++ {
				if t.fits(b, i, d) {
					fit[i] = append(fit[i], d)
					fits[i] |= 1 << (d - 1)
				}
			}
			if best < 0 || len(fit[i]) < len(fit[best]) {
				best = i
			}
		}
		if best < 0 {
			count++
			return count >= limit
		}
		digits := fit[best]
		for _, u := range units {
			for d := uint8(1); d <= 9 && len(digits) > 1; d++ {
				at, n := -1, 0
				for _, i := range u {
					if b[i] == d {
						n = -1
						break
					}
					if b[i] == 0 && fits[i]&(1<<(d-1)) != 0 {
						at, n = i, n+1
					}
				}
				switch n {
				case 0:
					return false
				case 1:
					best, digits = at, []uint8{d}
				}
			}
		}
		for _, d := range digits {
			b[best] = d
			if rec() {
				return true
			}
		}
		b[best] = 0
		return false
	}
	rec()
	return count, nodes <= budget
}

// unitLists returns the rules' units: rows, columns, boxes (but in a
// Latin square) and each region.
func (t *testRules) unitLists() [][]int {
	var units [][]int
	for k := 0; k < 9; k++ {
		var row, col, box []int
		for j := 0; j < 9; j++ {
			row, col = append(row, k*9+j), append(col, j*9+k)
			box = append(box, (k/3*3+j/3)*9+k%3*3+j%3)
		}
		units = append(units, row, col)
		if !t.latin {
			units = append(units, box)
		}
	}
	for _, reg := range t.regions {
		for k := int8(0); k < 9; k++ {
			var u []int
			for i, r := range reg {
				if r == k {
					u = append(u, i)
				}
			}
			if len(u) > 0 {
				units = append(units, u)
			}
		}
	}
	return units
}

// givensFit reports whether every given fits the rules with the others.
func givensFit(t testRules, b []uint8) bool {
	for i, d := range b {
		if d != 0 {
			b[i] = 0
			ok := t.fits(b, i, d)
			b[i] = d
			if !ok {
				return false
			}
		}
	}
	return true
}

// randomRulesBoard returns a board of a random grid under rules that a
// relabelling of the digits keeps (not nc's): the oracle's first grid,
// its digits relabelled at random, then all but givens cells blanked,
// and a quarter of the time one given changed to a random digit.
func randomRulesBoard(r *rand.Rand, t testRules, givens int) []uint8 {
	grid, _, _ := variantBacktrack(t, make([]uint8, 81), 1, 1<<30)
	label := r.Perm(9)
	b := make([]uint8, 81)
	for _, i := range r.Perm(81)[:givens] {
		b[i] = uint8(label[grid[i]-1] + 1)
	}
	if r.Intn(4) == 0 {
		b[r.Intn(81)] = uint8(1 + r.Intn(9))
	}
	return b
}
