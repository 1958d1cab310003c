// variant_test.go holds the rater to serate's ratings under variants
// (testdata/variants.txt) and checks a variant's tables against their
// rules, written here again.

package rate

import (
	"bufio"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// testVariants are the variants testdata/variants.txt names, by name.
var testVariants = map[string]Variant{
	"x": {X: true}, "windoku": {Windows: true}, "dg": {DG: true}, "antiknight": {AntiKnight: true},
	"antiking": {AntiKing: true}, "girandola": {Girandola: true}, "asterisk": {Asterisk: true}, "cd": {CD: true},
	"x+windoku": {X: true, Windows: true}, "nc": {NC: true}, "nc+": {NCPlus: true},
	"nc,toroidal": {NC: true, Toroidal: true}, "nc+,toroidal": {NCPlus: true, Toroidal: true},
	"latin": {Latin: true}, "toroidal": {Toroidal: true},
}

// TestVariantRatings rates each puzzle of testdata/variants.txt under its
// variant: the line must be serate's. make test takes one in four of
// those serate rates 9.0 or more (the dynamic chains, seconds between
// them), -long all.
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
		v, ok := testVariant(fs[0])
		if len(fs) != 4 || !ok {
			t.Fatalf("bad line %q", sc.Text())
		}
		g, err := ParseGrid(fs[1])
		if err != nil {
			t.Fatal(err)
		}
		all++
		if er, _ := strconv.ParseFloat(strings.SplitN(fs[2], "/", 2)[0], 64); er >= 9 && !*rateLong && all%4 != 0 {
			continue
		}
		r.Variant = v
		got, err := r.Rate(&g)
		switch {
		case err != nil:
			t.Errorf("%s %s: %v; serate: %s", fs[0], fs[1], err, fs[2])
		case got.String() != fs[2]:
			t.Errorf("%s %s: %s; serate: %s", fs[0], fs[1], got, fs[2])
		default:
			rated++
		}
	}
	t.Logf("%d of %d checked, each as serate rates it", rated, all)
}

// testVariant reads a variant's name as testdata names it: names of
// testVariants joined by "+".
func testVariant(name string) (Variant, bool) {
	var v Variant
	if v, ok := testVariants[name]; ok {
		return v, true // nc+ is one name
	}
	for _, n := range strings.Split(name, "+") {
		w, ok := testVariants[n]
		if !ok {
			return v, false
		}
		v.X, v.Windows, v.DG = v.X || w.X, v.Windows || w.Windows, v.DG || w.DG
		v.Girandola, v.Asterisk, v.CD = v.Girandola || w.Girandola, v.Asterisk || w.Asterisk, v.CD || w.CD
		v.AntiKnight, v.AntiKing = v.AntiKnight || w.AntiKnight, v.AntiKing || w.AntiKing
		v.NC, v.NCPlus, v.Toroidal = v.NC || w.NC, v.NCPlus || w.NCPlus, v.Toroidal || w.Toroidal
		v.Latin = v.Latin || w.Latin
	}
	return v, true
}

// TestVariantTexts takes each puzzle of the serate step logs
// testdata/steps-VARIANT.txt.gz step by step under its variant, and
// holds every step's rating and text to serate's.
func TestVariantTexts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "steps-*.txt.gz"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no step logs (%v)", err)
	}
	var r Rater
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "steps-"), ".txt.gz")
		v, ok := testVariant(name)
		if !ok {
			t.Fatalf("%s: no variant %q", f, name)
		}
		r.Variant = v
		steps := 0
		for _, lg := range readStepLogs(t, filepath.Base(f)) {
			g := mustGrid(t, lg.puzzle)
			if err := r.Start(&g); err != nil {
				t.Errorf("%s %s: %v", name, lg.puzzle, err)
				continue
			}
			for i, want := range lg.steps {
				s, ok, err := r.Next()
				if got := s.Rating().String() + "|" + s.Text(); err != nil || !ok || got != want {
					t.Errorf("%s %s step %d:\nserate %s\nrater  %s (%v)", name, lg.puzzle, i+1, want, got, err)
					break
				}
				steps++
			}
		}
		t.Logf("%s: %d steps as serate's", name, steps)
	}
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
// against the rules themselves: the same row, column, block (none in a
// Latin square), diagonal or group, or a chess move apart.
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
		if strings.Contains(name, "+") {
			continue // each rule alone: the combined ones are each's
		}
		tb := variantTables(v)
		for c := 0; c < 81; c++ {
			for q := 0; q < 81; q++ {
				want := q != c && (q/9 == c/9 || q%9 == c%9 || blockOf(q) == blockOf(c) && !v.Latin)
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
		v, ok := testVariant(fs[0])
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

// TestVariantStrongLinks gives the rater's StrongLinks(n) grids part-way
// through solves under variants, where serate's next step was a chain of
// three or four strong links (the wings and uniqueness techniques before
// them are not rated under variants yet, so TestVariantRatings cannot
// reach them): the step must be serate's, word for word. The grids are
// this command's puzzles (-gen 150 -variant V -seed 7: asterisk 1, cd 22,
// x,windoku 4 and 8) after serate's steps up to that one.
func TestVariantStrongLinks(t *testing.T) {
	cases := []struct {
		v     Variant
		n     int
		marks string
		want  string
	}{
		{Variant{Asterisk: true}, 3,
			"..34.............9.......8...345....1...........456......456....2.............7...2.............7.....456..........8.........9...456...1.3456...1.34.6...1.345....1..........3456.....3.5......34......2.............7.........8....4.6..9...45...9..34......234.6......4.67...2....7.........8.........91..4.6.......5....1.34.........5....1................9.....6......4.......3.......2.............7.........8........8..234.6......4.67...2....7......5....1..........34.6.....34.6..9..34....9.....6.....34......2...............9......7.........8...3.5....1..4.....1..45............9.......8...345....1.............6......45..........7....34......2.............7.....45....1...........45......3.......2...............9.......8......6...",
			"5.7 3 Strong links 0108: Cell r1c4,r9c4,r9c2,r8c3,r3c3,r7c7 on value 5"},
		{Variant{CD: true}, 3,
			"..34............8......6....2.......1.34..7..1..4..7..1.3...7..........9....5......345............9......7..1..45..8...345..8......6...123....8..23......123........3.5.....2.......1............5.789..3.5.7.9....5.7.9..3...78......6......4............8...34.............9.....6....2.45.7.....45.7..123.5.....23.5.7..123...7..1.............6....23..........5.789.2..5.78.....5.7.9...4......23.5.7...23...7........7......5.....2.4.....1..4.....12.4.......3...........6..........8.........9........91.34..7....345....1..45.7.......6....2.........3.5......3.5.7.........8..2.........34..7....345.......45.7.9...45.7.........8...3.5...91.............6........6...1.....7.........8...3......1...5.7.91...5.7.9.2..5...9...4......2....7..",
			"5.7 Grouped 3 Strong links 1019: Cell r6c3,r4c2,r4c6,r1c6,r2c5,r8c2 on value 4"},
		{Variant{X: true, Windows: true}, 4,
			"..345..89..345678.1..........345.78...3.5..89..3.5.789..3.567...2.........345..89..345..89...45.789.2..........45.78......6.....345.789..345.7....345.7891..........345..89...456789...4567.91.........2.........345.789..3456789..34567....345.789...45...9...45...9..3..........5678.....5.789....56789.2.......1...........45.78.......7...2..........45...9..3.5..8.1..........3.5..89..345..8...345..8......6...1....6...1....6..........8...3.5.7.....4......2.........3.5.7.9..3.5.7.9..3.5.7.91.3.5..8.1.345.7.....4567..........9..3.5.78...345678...345.78...345678..2.........3.56.89..345.7.....4567...2.........3.5.78.1..........3456789..3456789..3.5.789.2.........3.5.789....5.7.9..345678...3.5..8...345678.1..........3456789..345..89",
			"6.1 Grouped 4 Strong links 21112: Cell r8c1,r8c7,r9c8,r9c2,r5c3,r5c6,r4c5,r1c5 on value 9"},
		{Variant{X: true, Windows: true}, 4,
			"....5..891..45..8....45..89..345..891.3...7891...5.789.2.......1.....78......6...1......891...5.78..2..........45..8.1..4..789.....6.......5..89..3.........4..78......6......4..78...3.........45..8.1.....789.2..........45..891...5..89...4..78..2...............9.....6...1..4...8.....5....1......8....4..78....4..78...3......1...5..8.1...5..8.......7...2..........4...89..3...........6.......5..89...45..89..3.........45..8....45..8.......7.9.....6.........7891.........2...........5..89...4.......3......1......89.....6....2...........5.789....5.789....5.7891.....789....5.789.2.......1...5..891...5.789.......89...4.......3...........6...1...5..89....5.789.....6...1...5..891.3.5..891.3...7891...5.789...4..789...45.789.2.......",
			"6.1 Grouped 4 Strong links 11121: Cell r3c2,r2c2,r6c6,r6c4,r9c1,r8c1,r7c9,r2c9 on value 7"},
	}
	for _, tc := range cases {
		m, err := ParseMarks(tc.marks)
		if err != nil {
			t.Fatal(err)
		}
		var r Rater
		r.Variant = tc.v
		if err := r.StartMarks(&m); err != nil {
			t.Fatal(err)
		}
		r.s.reset()
		if !r.strongLinks(&r.s, tc.n) {
			t.Errorf("%+v: %d Strong Links finds nothing; serate: %s", tc.v, tc.n, tc.want)
			continue
		}
		got := r.s.String()
		if i := strings.Index(got, " -> "); i >= 0 {
			got = got[:i]
		}
		if got != tc.want {
			t.Errorf("%+v:\nrater  %s\nserate %s", tc.v, got, tc.want)
		}
	}
}
