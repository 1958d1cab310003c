// player_test.go tests the rating jobs on a player's grid: candidate
// grids as serate, HoDoKu and SudoCue write them, the player's entries,
// mistakes planted and named, and rating lists in and out. Expected
// ratings come from serate's lines (rate/testdata); expected mistakes
// from the oracle's solution.

package main

import (
	"fmt"
	"html"
	"math/rand"
	"strings"
	"testing"
)

// markLines returns the first n of serate's candidate grids and lines
// (rate/testdata/marks.txt): GRID729, then serate's ER/EP/ED NAME.
func markLines(t *testing.T, n int) (grids, want []string) {
	for _, l := range strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/marks.txt")), "\n")[:n] {
		grids, want = append(grids, l[:729]), append(want, l[730:])
	}
	return grids, want
}

// TestRateCandidateLines: -rate on serate's 729-character lines prints
// serate's line for each.
func TestRateCandidateLines(t *testing.T) {
	grids, want := markLines(t, 60)
	out, stderr, code := runCmd([]string{"-rate"}, strings.Join(grids, "\n")+"\n")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, %s", code, stderr)
	}
	if got := strings.Split(strings.TrimSpace(out), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got[:3], "\n"), strings.Join(want[:3], "\n"))
	}
}

// hodokuGrid writes a 729-character candidate grid as HoDoKu prints one:
// rule lines, '|' between boxes, each cell's candidates padded.
func hodokuGrid(line string) string {
	var b strings.Builder
	rule := ".----------------------.----------------------.----------------------.\n"
	for r := 0; r < 9; r++ {
		if r%3 == 0 {
			b.WriteString(rule)
		}
		b.WriteString("| ")
		for c := 0; c < 9; c++ {
			cell := strings.ReplaceAll(line[(r*9+c)*9:(r*9+c)*9+9], ".", "")
			fmt.Fprintf(&b, "%-7s", cell)
			if c%3 == 2 {
				b.WriteString("| ")
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("'----------------------'----------------------'----------------------'\n")
	return b.String()
}

// TestRateCandidateGrids: the same candidate grids as HoDoKu prints them,
// several in one input between boards of the automatic forms, rate as
// serate rates their lines, and the automatic forms as alone.
func TestRateCandidateGrids(t *testing.T) {
	grids, want := markLines(t, 8)
	puzzle := "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."
	alone, _, _ := runCmd([]string{"-rate"}, puzzle+"\n")
	var in strings.Builder
	var wantAll []string
	for i, g := range grids {
		in.WriteString(hodokuGrid(g))
		wantAll = append(wantAll, want[i])
		if i%3 == 1 {
			in.WriteString("\n" + boardGrid(puzzle) + "\n")
			wantAll = append(wantAll, strings.TrimSpace(alone))
		}
	}
	out, stderr, code := runCmd([]string{"-rate"}, in.String())
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, %s", code, stderr)
	}
	got := strings.Fields(strings.ReplaceAll(out, " ", "_"))
	for i := range wantAll {
		wantAll[i] = strings.ReplaceAll(wantAll[i], " ", "_")
	}
	if strings.Join(got, "\n") != strings.Join(wantAll, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(wantAll, "\n"))
	}
}

// boardGrid writes an 81-character puzzle line as nine rows of spaced
// cells (BOJ 2580's form).
func boardGrid(line string) string {
	var b strings.Builder
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			ch := line[r*9+c]
			if ch == '.' {
				ch = '0'
			}
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// planted is a player's grid the test made: SudoCue .sdx rows or a '+'
// line, and the mistakes it planted, as -hint should name them.
type planted struct {
	input string
	wrong []string
}

// plant makes a player's grid from a puzzle: some of the solution's
// digits entered, candidates pencilled (every digit no peer holds), and
// then wrong entries and wrongly struck candidates, which it names.
func plant(r *rand.Rand, board Board, sol []uint8, sdx bool) planted {
	var digits [81]uint8
	var entry [81]bool
	copy(digits[:], board[:])
	for c := range digits {
		if digits[c] == 0 && r.Intn(4) == 0 {
			digits[c], entry[c] = sol[c], true
		}
	}
	// The wrong entries: in SudoCue's form each empty cell must keep two
	// candidates or more, so wrong digits go where the solution's would
	// leave that.
	var wrong []string
	wrongAt := map[int]string{}
	for k := 0; k < 1+r.Intn(2); k++ {
		c := r.Intn(81)
		if board[c] != 0 || wrongAt[c] != "" {
			continue
		}
		d := uint8(1 + (int(sol[c])+r.Intn(8))%9)
		digits[c], entry[c] = d, true
		wrongAt[c] = fmt.Sprintf("r%dc%d=%d is wrong", c/9+1, c%9+1, d)
	}
	var cands [81]uint16
	for c := range digits {
		if digits[c] != 0 {
			continue
		}
		for d := 1; d <= 9; d++ {
			cands[c] |= 1 << uint(d)
		}
		for p := range digits {
			if p/9 == c/9 || p%9 == c%9 || p/27 == c/27 && p%9/3 == c%9/3 {
				cands[c] &^= 1 << digits[p]
			}
		}
		if sdx && r.Intn(6) == 0 && cands[c]&(1<<sol[c]) != 0 {
			cands[c] &^= 1 << sol[c] // a wrong strike
		}
		// A lone digit in SudoCue's form reads as a given: a cell keeps
		// two candidates or more (marks the player never struck).
		for d := uint(1); bitCount(cands[c]) < 2; d++ {
			cands[c] |= 1 << d
		}
	}
	// The mistakes -hint must name: the wrong entries, then each empty
	// cell whose candidates lack the solution's digit (struck by hand, or
	// seen from a wrong entry), each in cell order.
	for c := 0; c < 81; c++ {
		if wrongAt[c] != "" {
			wrong = append(wrong, wrongAt[c])
		}
	}
	for c := 0; c < 81; c++ {
		if sdx && digits[c] == 0 && cands[c]&(1<<sol[c]) == 0 {
			wrong = append(wrong, fmt.Sprintf("r%dc%d<>%d is wrong", c/9+1, c%9+1, sol[c]))
		}
	}
	var b strings.Builder
	for c := range digits {
		switch {
		case sdx && c%9 > 0:
			b.WriteByte(' ')
		case sdx && c > 0:
			b.WriteByte('\n')
		}
		switch {
		case entry[c] && sdx:
			fmt.Fprintf(&b, "u%d", digits[c])
		case entry[c]:
			fmt.Fprintf(&b, "+%d", digits[c])
		case digits[c] != 0:
			fmt.Fprintf(&b, "%d", digits[c])
		case sdx:
			for d := 1; d <= 9; d++ {
				if cands[c]&(1<<uint(d)) != 0 {
					fmt.Fprintf(&b, "%d", d)
				}
			}
		default:
			b.WriteByte('.')
		}
	}
	return planted{b.String() + "\n", wrong}
}

// TestHintNamesMistakes plants wrong entries and wrongly struck
// candidates in committed puzzles, in SudoCue's form and in '+' lines,
// and checks that -hint names exactly those on its first line (exit 1)
// and then gives a step, or the mistakes alone are named not at all when
// there are none.
func TestHintNamesMistakes(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	r := rand.New(rand.NewSource(52))
	lines := strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-hard.txt")), "\n")
	for i := 0; i < short(60, 12); i++ {
		puzzle := lines[i*3][:81]
		b := mustBoard(t, puzzle)
		sol, count, _ := backtrackN(3, b[:], 2, oracleBudget())
		if count != 1 {
			t.Fatalf("%s: %d solutions", puzzle, count)
		}
		for _, sdx := range []bool{true, false} {
			p := plant(r, b, sol, sdx)
			out, stderr, code := runCmd([]string{"-hint"}, p.input)
			got := strings.Split(strings.TrimSpace(out), "\n")
			if len(p.wrong) == 0 {
				if code != 0 || len(got) != 1 || strings.Contains(out, "wrong") {
					t.Errorf("%s (sdx %v): no mistake, got exit %d %q %s", puzzle, sdx, code, out, stderr)
				}
				continue
			}
			if code != 1 || len(got) != 2 || got[0] != strings.Join(p.wrong, ", ") || !strings.Contains(got[1], " -> ") {
				t.Errorf("%s (sdx %v):\ninput\n%s\ngot exit %d\n%s\nwant\n%s", puzzle, sdx, p.input, code, out, strings.Join(p.wrong, ", "))
			}
		}
	}
}

// TestRatingLists: a list's lines (the forum's "PUZZLE ED=..." and a CSV
// file with its header) rate as their puzzles alone, and -rate-format's
// %g gives each line back with its fields.
func TestRatingLists(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-diabolical.txt")), "\n")[:6]
	var puzzles, forum, csv []string
	csv = append(csv, "Puzzle,Rating,Source")
	for _, l := range lines {
		puzzles = append(puzzles, l[:81])
		forum = append(forum, l[:81]+" ED="+strings.Fields(l)[1])
		csv = append(csv, l[:81]+","+strings.Fields(l)[1]+",bank")
	}
	alone, _, _ := runCmd([]string{"-rate"}, strings.Join(puzzles, "\n")+"\n")
	for _, in := range [][]string{forum, csv} {
		out, stderr, code := runCmd([]string{"-rate"}, strings.Join(in, "\n")+"\n")
		if code != 0 || out != alone {
			t.Errorf("%s...: exit %d %s\ngot\n%swant\n%s", in[0], code, stderr, out, alone)
		}
	}
	out, _, _ := runCmd([]string{"-rate-format", "%g|%r"}, strings.Join(forum, "\n")+"\n")
	for i, l := range strings.Split(strings.TrimSpace(out), "\n") {
		if !strings.HasPrefix(l, forum[i]+"|") {
			t.Errorf("line %d: %q, want %q then the rating", i+1, l, forum[i])
		}
	}
}

// bitCount counts the set bits of m.
func bitCount(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// TestSukakuWikiGrid reads the candidate grid of SukakuExplainer's wiki
// page on loading pencilmark grids ("Loading Pencilmark grids into Sukaku
// explainer (Test Puzzles)"), with its '+' rules: a grid of solved cells
// but one, r9c5 (7 or 8). The page says the next step, loaded right, is
// the single in r4c5, whose lone 8 is not solved since r9c5 still holds 8.
func TestSukakuWikiGrid(t *testing.T) {
	grid := `+----------+----------+----------+
| 9  8  1  | 7  3  6  | 2  4  5  |
| 7  3  5  | 4  9  2  | 6  1  8  |
| 4  2  6  | 1  5  8  | 3  9  7  |
+----------+----------+----------+
| 1  4  2  | 6  8  5  | 7  3  9  |
| 3  6  7  | 9  4  1  | 5  8  2  |
| 8  5  9  | 3  2  7  | 4  6  1  |
+----------+----------+----------+
| 2  1  8  | 5  6  4  | 9  7  3  |
| 6  7  3  | 2  1  9  | 8  5  4  |
| 5  9  4  | 8  78 3  | 1  2  6  |
+----------+----------+----------+
`
	out, stderr, code := runCmd([]string{"-hint"}, grid)
	if code != 0 || !strings.Contains(out, "r4c5=8") {
		t.Errorf("exit %d %s: got %q, want the single in r4c5", code, stderr, out)
	}
}

// TestMistakesOnEveryJob: a player's grid with mistakes gets them named
// and its steps taken from the corrected grid by -steps (whose last line
// is the givens' solution) and -explain (in the board's section, as the
// page's words, not loose text); a page also says why it draws no steps
// for a board the rater does not take: clashing givens, another size.
func TestMistakesOnEveryJob(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(53))
	lines := strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-hard.txt")), "\n")
	tried := 0
	for i := 0; tried < short(12, 4) && i < len(lines); i++ {
		b := mustBoard(t, lines[i][:81])
		sol, _, _ := backtrackN(3, b[:], 2, oracleBudget())
		p := plant(r, b, sol, false)
		if len(p.wrong) == 0 {
			continue
		}
		tried++
		named := strings.Join(p.wrong, ", ")
		out, stderr, code := runCmd([]string{"-steps"}, p.input)
		got := strings.Split(strings.TrimSpace(out), "\n")
		var solLine strings.Builder
		for _, d := range sol {
			solLine.WriteByte('0' + d)
		}
		if code != 1 || got[0] != named || got[len(got)-1] != solLine.String() || !strings.Contains(stderr, fmt.Sprintf(" %d mistake", len(p.wrong))) {
			t.Errorf("-steps on %q: exit %d, first line %q, last %q, stderr %q; want %q and %s", p.input, code, got[0], got[len(got)-1], stderr, named, solLine.String())
		}
		page, _, code := runCmd([]string{"-explain"}, p.input)
		para := "undone before the first step: <b>" + html.EscapeString(named) + "</b>"
		if code != 1 || !strings.Contains(page, para) || strings.Count(page, "is wrong") != len(p.wrong) ||
			strings.Contains(page, "\n"+named+"\n") || !strings.Contains(page, `class="step"`) {
			t.Errorf("-explain on %q: exit %d; want the mistakes named once each in %q, then steps", p.input, code, para)
		}
	}
	for _, c := range []struct {
		args        []string
		input, want string
	}{
		{[]string{"-explain"}, "11" + strings.Repeat(".", 79) + "\n", "Not explained: "},
		{[]string{"-format", "uva989", "-explain"}, "2\n1 2 0 0\n0 0 1 2\n2 1 0 0\n0 0 2 1\n", "Not explained: the rater rates 9x9 boards only."},
	} {
		page, _, code := runCmd(c.args, c.input)
		if code != 1 || !strings.Contains(page, c.want) || strings.Contains(page, "\nno solution\n") {
			t.Errorf("%v on %q: exit %d, want %q in the page and nothing loose:\n%s", c.args, c.input, code, c.want, page)
		}
	}
}
