// lines_test.go checks the 81- and 729-character lines: ParseGrid and
// ParseMarks read what the public sets and serate's candidate lines hold,
// Grid.String and Marks.String write them back, and malformed lines are
// refused naming the column. It must not rate, but for the check that a
// printed candidate grid rates as the grid itself.

package rate

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestParseGridRoundTrip: every line of the public sets (or the command's
// samples of them) and of serate's lines reads as mustGrid reads it and
// prints back as it was, '0' blanks as '.'.
func TestParseGridRoundTrip(t *testing.T) {
	var lines []string
	for _, name := range dataSets {
		for _, g := range dataSet(t, name, 500) {
			var b strings.Builder
			for _, d := range g {
				b.WriteByte(".123456789"[d])
			}
			lines = append(lines, b.String())
		}
	}
	for _, l := range readRefLines(t, *rateRef) {
		lines = append(lines, l.puzzle)
	}
	lines = append(lines, strings.Repeat("0", 81), strings.Repeat(".", 81))
	for _, l := range lines {
		g, err := ParseGrid(l)
		if want := mustGrid(t, l); err != nil || g != want {
			t.Fatalf("%s: ParseGrid gives %v, %v", l, g, err)
		}
		if got, want := g.String(), strings.Replace(l, "0", ".", -1); got != want {
			t.Fatalf("%s: prints back as %s", l, got)
		}
	}
}

// TestParseMarksRoundTrip: serate's candidate lines (testdata/marks.txt)
// read as the candidates they show and print back as they were.
func TestParseMarksRoundTrip(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "marks.txt"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		l := line[:729]
		m, err := ParseMarks(l)
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		for i := 0; i < 729; i++ {
			if has := m.Cands[i/9]&(1<<uint(i%9+1)) != 0; has != (l[i] != '.') || m.Digits[i/9] != 0 {
				t.Fatalf("%s: candidate %d of r%dc%d read as %v", l, i%9+1, i/81+1, i/9%9+1, has)
			}
		}
		if got := m.String(); got != l {
			t.Fatalf("%s: prints back as %s", l, got)
		}
		if zeros, _ := ParseMarks(strings.Replace(l, ".", "0", -1)); zeros != m {
			t.Fatalf("%s: '0' for a struck candidate reads otherwise", l)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no candidate lines")
	}
}

// TestMarksStringDigits: a cell with a digit prints as that digit alone,
// the cells it sees without it, so that the line rates as the grid: the
// rater strikes those candidates and settles the lone digit.
func TestMarksStringDigits(t *testing.T) {
	g := mustGrid(t, "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	var m Marks
	m.Digits = g
	for c := range m.Cands {
		if g[c] == 0 {
			m.Cands[c] = 0x3fe // marks that lag behind the digits
		}
	}
	l := m.String()
	if len(l) != 729 {
		t.Fatalf("%d characters", len(l))
	}
	for c := 0; c < 81; c++ {
		for d := 1; d <= 9; d++ {
			want := byte('.')
			switch {
			case g[c] != 0 && int(g[c]) == d:
				want = byte('0' + d)
			case g[c] == 0 && !seesDigit(&g, c, d):
				want = byte('0' + d)
			}
			if l[9*c+d-1] != want {
				t.Fatalf("r%dc%d candidate %d prints %q, want %q", c/9+1, c%9+1, d, l[9*c+d-1], want)
			}
		}
	}
	back, err := ParseMarks(l)
	if err != nil {
		t.Fatal(err)
	}
	var r Rater
	want, err1 := r.RateMarks(&m)
	got, err2 := r.RateMarks(&back)
	if err1 != nil || err2 != nil || got != want {
		t.Errorf("the printed line rates %v (%v), the grid %v (%v)", got, err2, want, err1)
	}
}

// seesDigit reports whether a cell that c sees holds digit d in g.
func seesDigit(g *Grid, c, d int) bool {
	for p := 0; p < 81; p++ {
		if p != c && fuzzSees(p, c) && int(g[p]) == d {
			return true
		}
	}
	return false
}

// TestParseErrors: malformed lines are refused with ErrInvalid, naming
// the column (from 1) and, in a candidate line, the cell and candidate.
func TestParseErrors(t *testing.T) {
	good := "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."
	for _, c := range []struct{ line, want string }{
		{good[:80], "invalid board: 80 characters, want 81"},
		{good + ".", "invalid board: 82 characters, want 81"},
		{"75x" + good[3:], "invalid board: column 3: want a digit 1-9, '.' or '0', got 'x'"},
		{good[:80] + " ", "invalid board: column 81: want a digit 1-9, '.' or '0', got ' '"},
	} {
		_, err := ParseGrid(c.line)
		if !errors.Is(err, ErrInvalid) || err.Error() != c.want {
			t.Errorf("ParseGrid(%q): %v, want %q", c.line, err, c.want)
		}
	}
	full := strings.Repeat("123456789", 81)
	for _, c := range []struct{ line, want string }{
		{full[:728], "invalid board: 728 characters, want 729"},
		{"2" + full[1:], "invalid board: column 1 (r1c1, candidate 1): want '1', '.' or '0', got '2'"},
		{full[:89] + "x" + full[90:], "invalid board: column 90 (r2c1, candidate 9): want '9', '.' or '0', got 'x'"},
	} {
		_, err := ParseMarks(c.line)
		if !errors.Is(err, ErrInvalid) || err.Error() != c.want {
			t.Errorf("ParseMarks(%q...): %v, want %q", c.line[:20], err, c.want)
		}
	}
}

// TestStringOutOfRange: a cell above 9 prints as '?', which the parsers
// refuse, as Start refuses the grid.
func TestStringOutOfRange(t *testing.T) {
	var g Grid
	g[4] = 12
	if s := g.String(); s != "....?"+strings.Repeat(".", 76) {
		t.Errorf("Grid prints %q", s)
	}
	if _, err := ParseGrid(g.String()); !errors.Is(err, ErrInvalid) {
		t.Errorf("ParseGrid of a '?' cell: %v", err)
	}
	m := Marks{Digits: g}
	if s := m.String(); s[36:45] != "?????????" {
		t.Errorf("Marks prints %q for the cell", s[36:45])
	}
	if _, err := ParseMarks(m.String()); !errors.Is(err, ErrInvalid) {
		t.Errorf("ParseMarks of a '?' cell: %v", err)
	}
}
