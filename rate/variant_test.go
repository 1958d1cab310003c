// variant_test.go holds the rater to serate's ratings under variants
// (testdata/variants.txt) and checks a variant's tables against their
// rules, written here again.

package rate

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"
)

// testVariants are the variants testdata/variants.txt names, by name.
var testVariants = map[string]Variant{
	"x": {X: true}, "windoku": {Windows: true}, "dg": {DG: true}, "antiknight": {AntiKnight: true},
	"antiking": {AntiKing: true}, "girandola": {Girandola: true}, "asterisk": {Asterisk: true}, "cd": {CD: true},
}

// TestVariantRatings rates each puzzle of testdata/variants.txt under its
// variant: the line must be serate's, or the rater must say it does not
// rate the puzzle yet (ErrNotRated); most must be rated.
func TestVariantRatings(t *testing.T) {
	f, err := os.Open("testdata/variants.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var r Rater
	rated, all := 0, 0
	for sc := bufio.NewScanner(f); sc.Scan(); {
		fs := strings.Split(sc.Text(), "\t")
		v, ok := testVariants[fs[0]]
		if len(fs) != 4 || !ok {
			t.Fatalf("bad line %q", sc.Text())
		}
		g, err := ParseGrid(fs[1])
		if err != nil {
			t.Fatal(err)
		}
		all++
		r.Variant = v
		got, err := r.Rate(&g)
		switch {
		case errors.Is(err, ErrNotRated):
		case err != nil:
			t.Errorf("%s %s: %v; serate: %s", fs[0], fs[1], err, fs[2])
		case got.String() != fs[2]:
			t.Errorf("%s %s: %s; serate: %s", fs[0], fs[1], got, fs[2])
		default:
			rated++
		}
	}
	t.Logf("%d of %d rated, as serate rates them", rated, all)
	if rated < all/2 {
		t.Errorf("%d of %d rated; want most", rated, all)
	}
}

// TestVariantSees checks the cells each cell sees under every extra rule
// against the rules themselves: the same row, column, block, diagonal or
// group, or a chess move apart.
func TestVariantSees(t *testing.T) {
	groups := map[string]func(c int) int{ // a cell's group under the rule, -1 for none
		"dg": func(c int) int { return c/9%3*3 + c%3 },
		"x": func(c int) int {
			if c/9 == c%9 {
				return 0
			}
			return -1
		},
	}
	for name, v := range testVariants {
		tb := variantTables(v)
		for c := 0; c < 81; c++ {
			for q := 0; q < 81; q++ {
				want := q != c && (q/9 == c/9 || q%9 == c%9 || blockOf(q) == blockOf(c))
				if gr := groups[name]; gr != nil && gr(c) >= 0 && gr(c) == gr(q) {
					want = q != c
				}
				if name == "x" && q != c && q/9+q%9 == 8 && c/9+c%9 == 8 {
					want = true
				}
				dr, dc := abs(q/9-c/9), abs(q%9-c%9)
				if (name == "antiking" && dr == 1 && dc == 1) || (name == "antiknight" && dr*dc == 2) {
					want = true
				}
				if name == "windoku" || name == "girandola" || name == "asterisk" || name == "cd" {
					want = want || (q != c && shareExtra(tb, c, q))
				}
				if got := tb.peers[c].has(q); got != want {
					t.Errorf("%s: r%dc%d sees r%dc%d: %v, want %v", name, c/9+1, c%9+1, q/9+1, q%9+1, got, want)
				}
			}
			if len(tb.sees[c]) != tb.peers[c].count() {
				t.Errorf("%s: r%dc%d: %d cells listed, %d seen", name, c/9+1, c%9+1, len(tb.sees[c]), tb.peers[c].count())
			}
		}
	}
}

// shareExtra reports whether c and q lie in one of the variant's extra
// regions, read from the regions' cell lists.
func shareExtra(tb *rateTables, c, q int) bool {
	for _, reg := range tb.extra {
		in := 0
		for _, x := range tb.cells[reg] {
			if int(x) == c || int(x) == q {
				in++
			}
		}
		if in == 2 {
			return true
		}
	}
	return false
}

// TestVariantChainSteps holds the chains under variants to serate's steps
// (testdata/variant-chains.txt): on each grid, part-way through a solve of
// one of our generator's puzzles, the first chain producer with a hint
// (serate's, from Forcing Chains & Cycles on) must give serate's step
// there, which serate took with every producer before it finding nothing.
func TestVariantChainSteps(t *testing.T) {
	f, err := os.Open("testdata/variant-chains.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	saved := variantTechniques
	defer func() { variantTechniques = saved }()
	variantTechniques = chainTechniques(saved)
	var r Rater
	n := 0
	for sc := bufio.NewScanner(f); sc.Scan(); n++ {
		fs := strings.Split(sc.Text(), "\t")
		v, ok := variantNamed(fs[0])
		if len(fs) != 4 || len(fs[1]) != 729 || !ok {
			t.Fatalf("bad line %q", sc.Text())
		}
		var m Marks
		for i := 0; i < 729; i++ {
			if c := fs[1][i]; c >= '1' && c <= '9' {
				m.Cands[i/9] |= 1 << (c - '0')
			}
		}
		r.Variant = v
		if err := r.StartMarks(&m); err != nil {
			t.Fatalf("%s %s...: %v", fs[0], fs[1][:40], err)
		}
		s, ok, err := r.Next()
		got, _, _ := strings.Cut(s.String(), " -> ")
		if !ok || err != nil || got != fs[2] {
			t.Errorf("%s %s...: %q (%v); serate: %q", fs[0], fs[1][:40], got, err, fs[2])
		}
	}
	t.Logf("%d chain steps", n)
}

// chainTechniques gives the producers of list from Forcing Chains &
// Cycles on, those ported under variants.
func chainTechniques(list []technique) []technique {
	var out []technique
	for i, tq := range list {
		if tq.name == "Forcing Chains & Cycles" {
			for _, tq := range list[i:] {
				if tq.find != nil {
					out = append(out, tq)
				}
			}
			return out
		}
	}
	return nil
}

// variantNamed gives the variant of testVariants' names joined by "+".
func variantNamed(name string) (Variant, bool) {
	var v Variant
	for _, n := range strings.Split(name, "+") {
		x, ok := testVariants[n]
		if !ok {
			return v, false
		}
		v.X, v.Windows, v.DG = v.X || x.X, v.Windows || x.Windows, v.DG || x.DG
		v.Girandola, v.Asterisk, v.CD = v.Girandola || x.Girandola, v.Asterisk || x.Asterisk, v.CD || x.CD
		v.AntiKnight, v.AntiKing = v.AntiKnight || x.AntiKnight, v.AntiKing || x.AntiKing
	}
	return v, true
}
