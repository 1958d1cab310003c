// variant_test.go holds the rater to serate's ratings under variants
// (testdata/variants.txt) and checks a variant's tables against their
// rules, written here again.

package rate

import (
	"bufio"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
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

// testVariant reads a variant's name as testdata names it: names of
// testVariants joined by "+".
func testVariant(name string) (Variant, bool) {
	var v Variant
	for _, n := range strings.Split(name, "+") {
		w, ok := testVariants[n]
		if !ok {
			return v, false
		}
		v.X, v.Windows, v.DG = v.X || w.X, v.Windows || w.Windows, v.DG || w.DG
		v.Girandola, v.Asterisk, v.CD = v.Girandola || w.Girandola, v.Asterisk || w.Asterisk, v.CD || w.CD
		v.AntiKnight, v.AntiKing = v.AntiKnight || w.AntiKnight, v.AntiKing || w.AntiKing
	}
	return v, true
}

// TestVariantSteps gives the grid before each of serate's steps of
// testdata/variant-steps.txt.gz to the techniques of variantTechniques
// in order: each technique the rater rates under variants before the
// step's must find nothing, and the step's own, if rated, must find
// serate's step (rating, text and effects).
func TestVariantSteps(t *testing.T) {
	data := readGzip(t, filepath.Join("testdata", "variant-steps.txt.gz"))
	var r Rater
	tabs := map[string]*rateTables{}
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "\t")
		v, ok := testVariant(f[0])
		if len(f) != 7 || len(f[1]) != 81 || len(f[2]) != 729 || !ok {
			t.Fatalf("bad line %q", line)
		}
		if tabs[f[0]] == nil {
			tabs[f[0]] = variantTables(v)
		}
		want := f[4] + " " + f[5] + " -> " + f[6]
		if !hasTechnique(variantTechniques, f[3]) {
			t.Fatalf("no technique %q", f[3])
		}
		for _, tq := range variantTechniques {
			if tq.find == nil && tq.name != f[3] {
				continue
			}
			r.loadCaseIn(tabs[f[0]], f[1], f[2])
			r.explain = true
			r.s.reset()
			found := tq.find != nil && tq.find(&r, &r.s)
			if tq.name != f[3] {
				if found {
					t.Errorf("%s %s: %s finds %s before serate's %s", f[0], f[1], tq.name, r.s.String(), want)
					break
				}
				continue
			}
			if tq.find != nil {
				checked++
				got := r.s.Rating().String() + " " + r.s.Text() + " -> " + effectsKey(r.s)
				if !found || got != want {
					t.Errorf("%s %s:\nserate %s\nrater  %s", f[0], f[1], want, got)
				}
			}
			break
		}
	}
	t.Logf("%d steps of rated techniques checked", checked)
}

// readGzip gives the uncompressed content of the gzip file name.
func readGzip(t *testing.T, name string) []byte {
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// hasTechnique reports whether list holds a technique of that name.
func hasTechnique(list []technique, name string) bool {
	for _, tq := range list {
		if tq.name == name {
			return true
		}
	}
	return false
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
