// variant_test.go tests the variants (-variant): their regions and
// neighbours against SukakuExplainer's as the oracle writes them down
// (varoracle_test.go), the variant solver against the oracle on random
// boards of every variant and against the classic solver on the public
// hard sets, the clashes' messages and the flag's usage errors.

package main

import (
	"fmt"
	"math/rand"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// testVariants are the variants the sweeps cover: each alone, and
// combinations serate takes.
var testVariants = []string{
	"x", "windoku", "dg", "antiknight", "antiking", "nc", "nc+", "girandola", "asterisk", "cd", "latin",
	"antiknight,toroidal", "antiking,toroidal", "nc,toroidal", "nc+,toroidal",
	"x,windoku", "x,antiknight", "x,nc", "dg,windoku", "latin,x", "latin,antiking", "asterisk,cd,girandola",
}

// TestVariantRules checks every variant's regions, peers and neighbours
// against the oracle's, pair of cells by pair of cells.
func TestVariantRules(t *testing.T) {
	for _, names := range testVariants {
		v, msg := parseVariant(names)
		if msg != "" {
			t.Fatalf("%s: %s", names, msg)
		}
		tr := newTestRules(names)
		for i := 0; i < 81; i++ {
			for j := 0; j < 81; j++ {
				peer := has(ints(v.peers[i]), j)
				if peer != tr.sees(i, j) {
					t.Fatalf("%s: %s and %s: peers %v, want %v", names, cellName(i, 9), cellName(j, 9), peer, tr.sees(i, j))
				}
				beside := has(ints(v.beside[i]), j)
				if want := tr.nc > 0 && has(tr.ncAt[i], j); beside != want {
					t.Fatalf("%s: %s and %s: beside %v, want %v", names, cellName(i, 9), cellName(j, 9), beside, want)
				}
			}
		}
		for _, u := range v.units {
			if d := distinct(u.cells[:]); d != 9 {
				t.Errorf("%s: %s has %d distinct cells", names, u.where, d)
			}
		}
	}
}

// TestVariantNames checks the regions' names as SukakuExplainer's hints
// give them: window group k+1 is the oracle's window group k.
func TestVariantNames(t *testing.T) {
	v, _ := parseVariant("windoku,dg")
	for _, u := range v.units {
		var k int
		table := &seWindows
		if _, err := fmt.Sscanf(u.where, "in window group %d", &k); err != nil {
			table = &seDG
			if _, err := fmt.Sscanf(u.where, "in disjoint group %d", &k); err != nil {
				continue
			}
		}
		for _, i := range u.cells {
			if int(table[i]) != k-1 {
				t.Errorf("%s holds %s, of the oracle's group %d", u.where, cellName(int(i), 9), table[i]+1)
			}
		}
	}
}

func distinct(cells []uint8) int {
	seen := map[uint8]bool{}
	for _, c := range cells {
		seen[c] = true
	}
	return len(seen)
}

// TestVariantSolverOracle solves and counts random boards of every
// variant and compares them with the oracle: the first solution and the
// count up to 2. Under -long the oracle gets more calls a board, so that
// a score of the harder rules' boards (a Latin square's with diagonals)
// are decided too.
func TestVariantSolverOracle(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(66))
	for _, names := range testVariants {
		v, _ := parseVariant(names)
		tr := newTestRules(names)
		s := v.solver()
		checked := 0
		for k := 0; k < sweep(60, 12); k++ {
			b := randomVariantBoard(r, tr, 8+r.Intn(30))
			first, count, decided := variantBacktrack(tr, b, 2, sweep(1_000_000, 300_000))
			if !decided {
				continue
			}
			checked++
			sol, ok := s.Solve(3, b)
			if ok != (count > 0) || ok && string(sol) != string(first) {
				t.Fatalf("%s: %s: Solve = %v %v, oracle %v (%d)", names, cellsLine(b), cellsLine(sol), ok, cellsLine(first), count)
			}
			if got := s.Count(3, b, 2); got != count {
				t.Fatalf("%s: %s: Count = %d, oracle %d", names, cellsLine(b), got, count)
			}
		}
		if checked < sweep(20, 4) {
			t.Errorf("%s: the oracle decided %d boards only", names, checked)
		}
	}
}

func cellsLine(cells []uint8) string {
	var b strings.Builder
	for _, v := range cells {
		b.WriteByte('0' + v)
	}
	return b.String()
}

// TestVariantSolverClassic holds the variant solver with no extra rule to
// the classic solver on the public hard sets: boards built against
// row-major search, whose walk it must take.
func TestVariantSolverClassic(t *testing.T) {
	t.Parallel()
	vs := newVariant(0).solver()
	var s Solver
	for _, set := range []string{"puzzles6_forum_hardest_1106", "puzzles3_magictour_top1465", "puzzles7_serg_benchmark"} {
		for _, b := range dataSet(t, set, sweep(300, 40)) {
			want, wok := s.Solve(&b)
			got, ok := vs.Solve(3, b[:])
			if ok != wok || ok && string(got) != string(want[:]) {
				t.Fatalf("%s: %v: variant solver %v %v, classic %v", set, b, cellsLine(got), ok, want)
			}
			if n, want := vs.Count(3, b[:], 2), s.Count(&b, 2); n != want {
				t.Fatalf("%s: %v: variant count %d, classic %d", set, b, n, want)
			}
		}
	}
}

// TestVariantClash checks the messages of givens that break a variant's
// rule, through the command: no solution, exit 1, the rule named.
func TestVariantClash(t *testing.T) {
	at := func(cells map[int]uint8) string {
		b := []byte(strings.Repeat(".", 81))
		for i, d := range cells {
			b[i] = '0' + d
		}
		return string(b) + "\n"
	}
	for _, tt := range []struct {
		names string
		cells map[int]uint8
		want  string
	}{
		{"x", map[int]uint8{0: 5, 60: 5}, "digit 5 twice on the main diagonal (r1c1 and r7c7)"},
		{"x", map[int]uint8{8: 3, 72: 3}, "digit 3 twice on the anti-diagonal (r1c9 and r9c1)"},
		{"x", map[int]uint8{0: 5, 1: 5}, "digit 5 twice in row 1 (r1c1 and r1c2)"},
		{"windoku", map[int]uint8{10: 4, 30: 4}, "digit 4 twice in window group 1 (r2c2 and r4c4)"},
		{"dg", map[int]uint8{0: 7, 30: 7}, "digit 7 twice in disjoint group 1 (r1c1 and r4c4)"},
		{"antiknight", map[int]uint8{2: 2, 13: 2}, "digit 2 twice a knight's move apart (r1c3 and r2c5)"},
		{"antiknight,toroidal", map[int]uint8{0: 2, 79: 2}, "digit 2 twice a knight's move apart (r1c1 and r9c8)"},
		{"antiking", map[int]uint8{20: 9, 30: 9}, "digit 9 twice a king's move apart (r3c3 and r4c4)"},
		{"nc", map[int]uint8{40: 6, 41: 5}, "digits 6 and 5 side by side (r5c5 and r5c6)"},
		{"nc+", map[int]uint8{4: 9, 13: 1}, "digits 9 and 1 side by side (r1c5 and r2c5)"},
		{"girandola", map[int]uint8{0: 1, 80: 1}, "digit 1 twice in the girandola group (r1c1 and r9c9)"},
		{"asterisk", map[int]uint8{13: 8, 56: 8}, "digit 8 twice in the asterisk group (r2c5 and r7c3)"},
		{"cd", map[int]uint8{10: 8, 70: 8}, "digit 8 twice in the center dot group (r2c2 and r8c8)"},
	} {
		stdout, stderr, code := runCmd([]string{"-variant", tt.names}, at(tt.cells))
		if code != 1 || stdout != "no solution\n" || !strings.HasSuffix(stderr, ": board 1: "+tt.want+"\n") {
			t.Errorf("-variant %s: exit %d, stdout %q, stderr %q; want %q", tt.names, code, stdout, stderr, tt.want)
		}
	}
	// nc without +: 9 and 1 may stand side by side; latin: a box may
	// hold a digit twice.
	for _, tt := range []struct{ names, board string }{
		{"nc", at(map[int]uint8{4: 9, 13: 1})},
		{"latin", at(map[int]uint8{0: 1, 10: 1})},
	} {
		if _, stderr, code := runCmd([]string{"-variant", tt.names, "-count"}, tt.board); code != 0 {
			t.Errorf("-variant %s: exit %d, %s", tt.names, code, stderr)
		}
	}
}

// TestVariantUsage checks -variant's usage errors: one line, exit 2.
func TestVariantUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-variant", "windows"}, `-variant windows: no such variant "windows" (known: x, windoku, dg, antiknight, antiking, nc, nc+, toroidal, girandola, asterisk, cd, latin)`},
		{[]string{"-variant", "x,"}, `no such variant ""`},
		{[]string{"-variant", "nc,nc+"}, "nc or nc+, not both"},
		{[]string{"-variant", "toroidal"}, "toroidal wraps antiknight, antiking or nc round the board"},
		{[]string{"-variant", "x", "-format", "poj3076"}, "-variant: variants are of 9x9 boards; -format poj3076 reads other sizes"},
		{[]string{"-variant", "x", "-format", "luogu1074"}, "its score is the classic board's"},
		{[]string{"-variant", "x", "-http", ":0"}, "-variant does not go with -http"},
	} {
		_, stderr, code := runCmd(tt.args, famous[0].board+"\n")
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tt.want) {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and one line with %q", tt.args, code, stderr, tt.want)
		}
	}
}

// TestVariantGoldenOracle checks the answers of the golden cases run
// under -variant (testdata/variant-*.in, one board a line) against the
// oracle.
func TestVariantGoldenOracle(t *testing.T) {
	cases, _ := filepath.Glob(filepath.Join("testdata", "variant-*.args"))
	sort.Strings(cases)
	if len(cases) == 0 {
		t.Fatal("no testdata/variant-*.args")
	}
	for _, argsFile := range cases {
		base := strings.TrimSuffix(argsFile, ".args")
		args := strings.Fields(readFile(t, argsFile))
		if len(args) != 2 || args[0] != "-variant" {
			continue // the cases of other jobs, checked by their golden files
		}
		tr := newTestRules(args[1])
		var lines []string
		for _, line := range strings.Split(strings.TrimSpace(readFile(t, base+".in")), "\n") {
			if !strings.HasPrefix(line, "#") {
				lines = append(lines, line)
			}
		}
		out := strings.Split(strings.TrimSpace(readFile(t, base+".golden")), "\n")
		if len(out) != len(lines) {
			t.Fatalf("%s: %d answers to %d boards", base, len(out), len(lines))
		}
		for k, line := range lines {
			b := mustBoard(t, line)
			first, count, decided := variantBacktrack(tr, b[:], 1, 50_000_000)
			want := noSolution
			if count > 0 {
				want = cellsLine(first)
			}
			if decided && out[k] != want {
				t.Errorf("%s: board %d: golden %s, oracle %s", base, k+1, out[k], want)
			}
		}
	}
}

// TestVariantDocs holds docs/variants.md's pictures to the rules: each
// region picture's labels to the variant's units, each neighbour picture's
// marks to the cells the rules give the cell o.
func TestVariantDocs(t *testing.T) {
	doc := readFile(t, filepath.Join("docs", "variants.md"))
	parts := strings.Split(doc, "<!-- grid ")
	if len(parts) < 12 {
		t.Fatalf("docs/variants.md has %d pictures", len(parts)-1)
	}
	for _, part := range parts[1:] {
		names := part[:strings.Index(part, " -->")]
		v, msg := parseVariant(names)
		if msg != "" {
			t.Fatalf("picture %s: %s", names, msg)
		}
		var cells []string
		for _, line := range strings.Split(part, "\n")[2:] {
			if strings.HasPrefix(line, "```") {
				break
			}
			for _, f := range strings.Fields(line) {
				if f != "|" && !strings.HasPrefix(f, "---") {
					cells = append(cells, f)
				}
			}
		}
		if len(cells) != 81 {
			t.Fatalf("picture %s: %d cells", names, len(cells))
		}
		if want := docPicture(v); strings.Join(cells, " ") != strings.Join(want, " ") {
			t.Errorf("picture %s:\n%v\nthe rules give\n%v", names, cells, want)
		}
	}
}

// docPicture draws variant v as docs/variants.md does: its regions' labels,
// or its neighbour rules from one cell.
func docPicture(v *variant) []string {
	out := make([]string, 81)
	for i := range out {
		out[i] = "."
	}
	for _, u := range v.units {
		var k int
		switch {
		case u.where == "on the main diagonal" || u.where == "on the anti-diagonal":
			for _, i := range u.cells {
				mark := map[bool]string{true: `\`, false: "/"}[u.where == "on the main diagonal"]
				if out[i] != "." {
					mark = "X"
				}
				out[i] = mark
			}
		case strings.HasPrefix(u.where, "in the "):
			for _, i := range u.cells {
				out[i] = "*"
			}
		default:
			if _, err := fmt.Sscanf(u.where[strings.LastIndex(u.where, " ")+1:], "%d", &k); err == nil && !strings.Contains(u.where, "row") && !strings.Contains(u.where, "column") && !strings.Contains(u.where, "box") {
				for _, i := range u.cells {
					out[i] = fmt.Sprint(k)
				}
			}
		}
	}
	at := 40
	if v.rules&vToroidal != 0 {
		at = 0
	}
	for mark, cells := range map[string][]uint8{"N": v.knights[at], "K": v.kings[at], "n": v.beside[at]} {
		for _, i := range cells {
			out[i] = mark
		}
		if len(cells) > 0 {
			out[at] = "o"
		}
	}
	return out
}

// TestVariantGen makes puzzles under every variant and holds each to the
// oracle's rules: one solution (counted most constrained cell first, not
// row-major: plain backtracking takes minutes on sparse puzzles). The same seed makes the same
// puzzles under any -j.
func TestVariantGen(t *testing.T) {
	t.Parallel()
	for _, names := range testVariants {
		args := variantGen(names, sweep(6, 2), "66")
		stdout, stderr, code := runCmd(append(args, "-j", "1"), "")
		if code != 0 {
			t.Fatalf("%q: exit %d, %s", args, code, stderr)
		}
		if again, _, _ := runCmd(append(args, "-j", "3"), ""); again != stdout {
			t.Errorf("%q: -j 3 made other puzzles", args)
		}
		tr := newTestRules(names)
		for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
			b := mustBoard(t, line)
			if count, decided := variantCount(tr, b[:], 2, 2_000_000); !decided || count != 1 {
				t.Errorf("-variant %s: %s: the oracle counts %d (decided %v), want 1", names, line, count, decided)
			}
		}
	}
}

// TestVariantCheck checks answers under a variant: the classic first
// solution of an X board breaks a diagonal, and -check says where.
func TestVariantCheck(t *testing.T) {
	board := ".45...63.2...1...59..8.5..7..9...3...3.....7...8...5..8..5.3..15...2...3.26...95."
	dir := t.TempDir()
	classic, _, _ := runCmd(nil, board+"\n")
	x, _, _ := runCmd([]string{"-variant", "x"}, board+"\n")
	for _, tt := range []struct {
		args   []string
		answer string
		want   string
	}{
		{[]string{"-variant", "x"}, x, "ok\n"},
		{[]string{"-variant", "x"}, classic, "wrong: r4c6: 8 twice on the anti-diagonal\n"},
		{nil, x, "ok\n"},
		{[]string{"-variant", "x", "-first"}, x, "ok\n"},
		{[]string{"-first"}, x, "wrong: r1c4: 7, the first solution has 2\n"},
	} {
		file := filepath.Join(dir, "answers")
		writeFile(t, file, tt.answer)
		got, stderr, _ := runCmd(append(tt.args, "-check", file), board+"\n")
		if got != tt.want {
			t.Errorf("%q on %q: %q %s, want %q", tt.args, tt.answer, got, stderr, tt.want)
		}
	}
}

// variantPuzzles returns n puzzles with one solution under the variant
// names, as -gen makes them with more flags (the same every run).
func variantPuzzles(t testing.TB, names string, n int, more ...string) [][]uint8 {
	stdout, stderr, code := runCmd(append(variantGen(names, n, "faults"), more...), "")
	if code != 0 {
		t.Fatalf("-variant %s -gen %d: exit %d, %s", names, n, code, stderr)
	}
	var out [][]uint8
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
		b := mustBoard(t, line)
		out = append(out, b[:])
	}
	return out
}

// BenchmarkVariant solves, and counts to 2, puzzles of each variant as
// -gen makes them (the statements' kind: one solution).
func BenchmarkVariant(b *testing.B) {
	for _, names := range []string{"x", "windoku", "dg", "antiknight", "antiking", "nc", "latin", "x,windoku"} {
		b.Run(names, func(b *testing.B) {
			v, _ := parseVariant(names)
			puzzles := variantPuzzles(b, names, 50)
			s := v.solver()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, p := range puzzles {
					if _, ok := s.Solve(3, p); !ok || s.Count(3, p, 2) != 1 {
						b.Fatalf("%s: %v", names, p)
					}
				}
			}
			n := float64(b.N * len(puzzles))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e3/n, "us/puzzle")
			b.ReportMetric(float64(s.guesses())/n, "guesses/puzzle")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// variantGen returns the flags that make n puzzles under the variant
// names. Under nc and antiknight they stop at 22 clues: their sparsest
// puzzles (4 clues and up under nc) take the generator a second each to
// prove unique, and the oracle minutes.
func variantGen(names string, n int, seed string) []string {
	args := []string{"-variant", names, "-gen", fmt.Sprint(n), "-seed", seed}
	if strings.Contains(names, "nc") || strings.Contains(names, "antiknight") {
		args = append(args, "-clues", "22")
	}
	return args
}

// TestVariantExplain checks that -explain under a variant the rater
// rates writes every step, each figure drawing the variant: its name in
// the title, the diagonals' tint.
func TestVariantExplain(t *testing.T) {
	const puzzle = ".4.....3.....3.....1.5.9.6.6.......1...2.7...9.......4.2.1.4.5...........8.....9."
	page, stderr, code := runCmd([]string{"-explain", "-variant", "x"}, puzzle+"\n")
	steps, _, _ := runCmd([]string{"-steps", "-variant", "x"}, puzzle+"\n")
	n := strings.Count(steps, " -> ")
	if code != 0 || n == 0 || strings.Count(page, `class="step"`) < n {
		t.Fatalf("-explain -variant x: exit %d, %q, %d steps drawn of %d", code, stderr, strings.Count(page, `class="step"`), n)
	}
	var figures []string
	for _, f := range strings.Split(page, "<svg")[1:] {
		if !strings.HasPrefix(strings.TrimSpace(f), `width="22"`) { // not the legend's marks
			figures = append(figures, f)
		}
	}
	if len(figures) <= n {
		t.Fatalf("%d figures for %d steps", len(figures), n)
	}
	for i, f := range figures {
		if !strings.Contains(f, "<title>Sudoku variant x. ") || !strings.Contains(f, "#3366cc") {
			t.Errorf("figure %d of %d does not draw variant x: %.300s", i+1, len(figures), f)
			break
		}
	}
}
