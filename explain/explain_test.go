// explain_test.go tests the page and the figures: well-formed SVG and
// HTML that fetch nothing, a figure for every step with its pattern, and
// our words for every kind of step serate names. The pixels a person sees
// are checked in the command's browser tests.

package explain

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"sudoku/rate"
)

// grid reads an 81-character puzzle line.
func grid(line string) rate.Grid {
	var g rate.Grid
	for i := range g {
		if c := line[i]; c >= '1' && c <= '9' {
			g[i] = c - '0'
		}
	}
	return g
}

// walk takes every step of a puzzle into a Walk.
func walk(t testing.TB, line string) Walk {
	g := grid(line)
	var r rate.Rater
	if err := r.Start(&g); err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	wk := Walk{Name: "Board", Puzzle: g}
	for {
		d, c := r.State()
		s, ok, err := r.Next()
		if err != nil || !ok {
			break
		}
		wk.Shots = append(wk.Shots, Shot{Step: s, Digits: d, Cands: c})
	}
	digits, _ := r.State()
	wk.Solution = digits
	return wk
}

// wellFormed parses text as XML to its end.
func wellFormed(t *testing.T, what, text string) {
	d := xml.NewDecoder(strings.NewReader(text))
	d.Strict = true
	for {
		if _, err := d.Token(); err == io.EOF {
			return
		} else if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
}

// TestFigure draws a puzzle standalone: well-formed SVG with a print
// size, named by its givens, that draws without CSS (no style sheet, no
// class, every shape's paint and every text's font in its attributes),
// and each given's digit in bold.
func TestFigure(t *testing.T) {
	line := "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."
	g := grid(line)
	var b bytes.Buffer
	f := Figure{Digits: g, Givens: g}
	if err := f.WriteSVG(&b, true, 120); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	wellFormed(t, "figure", svg)
	if !strings.Contains(svg, `width="120mm"`) {
		t.Errorf("figure lacks its print width")
	}
	title := regexp.MustCompile(`^<svg[^>]*><title>([^<]*)</title>`).FindStringSubmatch(svg)
	if title == nil || !strings.HasPrefix(title[1], "Puzzle, 25 givens: r1c1 7, r1c2 5, r1c5 8") || !strings.HasSuffix(title[1], "r9c6 9") {
		t.Errorf("figure's title %q, want the puzzle's givens", title)
	}
	texts := drawnWithoutCSS(t, svg)
	digits := 0
	for _, tx := range texts {
		if tx.bold {
			digits += len(tx.text)
		}
	}
	if want := 81 - strings.Count(line, "."); digits != want {
		t.Errorf("%d givens drawn, want %d", digits, want)
	}
}

// drawnText is a text element of a figure: its characters, whether bold.
type drawnText struct {
	text string
	bold bool
}

// drawnWithoutCSS checks that an SVG draws without CSS: no style element
// or attribute, no class, each shape's fill or stroke and each text's
// fill, font size and family in attributes (its own or a group's). It
// returns the texts.
func drawnWithoutCSS(t *testing.T, svg string) []drawnText {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(svg))
	var stack []map[string]string
	var texts []drawnText
	inText := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return texts
		} else if err != nil {
			t.Fatal(err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			attrs := map[string]string{}
			if len(stack) > 0 {
				for k, v := range stack[len(stack)-1] {
					attrs[k] = v
				}
			}
			for _, a := range e.Attr {
				if a.Name.Local == "class" || a.Name.Local == "style" {
					t.Errorf("<%s> has a %s attribute", e.Name.Local, a.Name.Local)
				}
				attrs[a.Name.Local] = a.Value
			}
			if e.Name.Local == "style" {
				t.Errorf("the figure has a style sheet")
			}
			stack = append(stack, attrs)
			switch e.Name.Local {
			case "rect", "circle", "path":
				if attrs["fill"] == "" && attrs["stroke"] == "" {
					t.Errorf("<%s> has no fill or stroke", e.Name.Local)
				}
			case "text":
				for _, k := range []string{"fill", "font-size", "font-family"} {
					if attrs[k] == "" {
						t.Errorf("<text> has no %s", k)
					}
				}
				texts = append(texts, drawnText{bold: attrs["font-weight"] == "bold"})
				inText = true
			}
		case xml.CharData:
			if inText {
				texts[len(texts)-1].text += string(e)
			}
		case xml.EndElement:
			stack = stack[:len(stack)-1]
			inText = false
		}
	}
}

// TestPage writes a page for a puzzle: well-formed, nothing fetched, a
// viewport for phones, the puzzle's line as text, a figure (one a view)
// and our words for every step, serate's text in each, every figure named
// by its title.
func TestPage(t *testing.T) {
	line := "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."
	wk := walk(t, line)
	var b bytes.Buffer
	WriteHead(&b, "Test")
	if err := wk.WriteSection(&b, "b1"); err != nil {
		t.Fatal(err)
	}
	WriteTail(&b)
	page := b.String()
	for _, bad := range []string{`href="http`, "url(http", "<script", "<link", "<img", "@import", "src="} {
		if strings.Contains(page, bad) {
			t.Errorf("the page holds %q: it must fetch nothing", bad)
		}
	}
	for _, want := range []string{`<meta name="viewport" content="width=device-width`, `<span class="line">` + line + `</span>`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if got, want := strings.Count(page, `<li class="step`), len(wk.Shots); got != want {
		t.Errorf("%d steps on the page, want %d", got, want)
	}
	titles := regexp.MustCompile(`<svg[^>]*role="img"[^>]*>(?:<title>([^<]+)</title>)?`).FindAllStringSubmatch(page, -1)
	views := 0
	for _, sh := range wk.Shots {
		views += len(sh.Step.Views())
	}
	if got, want := len(titles), views+2; got != want {
		t.Fatalf("%d figures, want %d (the puzzle, each step's views, the solution)", got, want)
	}
	if !strings.HasPrefix(titles[0][1], "Puzzle, 25 givens: r1c1 7,") || !strings.HasPrefix(titles[len(titles)-1][1], "Solution") {
		t.Errorf("the puzzle's and the solution's figures are named %q and %q", titles[0][1], titles[len(titles)-1][1])
	}
	for k, sh := range wk.Shots {
		title := titles[k+1][1]
		if !strings.Contains(page, htmlEscape(sh.Step.Text())) {
			t.Errorf("the page lacks serate's %q", sh.Step.Text())
		}
		if !strings.HasPrefix(title, fmt.Sprintf("Step %d. ", k+1)) || !strings.Contains(title, htmlEscape(sh.Step.Text())) {
			t.Errorf("step %d's figure is named %q", k+1, title)
		}
	}
	body := page[strings.Index(page, "<body>"):strings.LastIndex(page, "</body>")]
	wellFormed(t, "page body", "<body>"+strings.ReplaceAll(body[len("<body>"):], "&nbsp;", "&#160;")+"</body>")
}

// htmlEscape escapes text as the page does.
func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// TestWhyEveryKind explains every step of the rater's committed serate
// logs (rate/testdata/steps.txt.gz, every name serate writes): each kind
// has words of its own (not the fallback), naming the step's first cell
// and what it does, and every count in them the count serate's text
// gives.
func TestWhyEveryKind(t *testing.T) {
	// Every puzzle under -long, but the hardest four (seconds each); else
	// those that bring a kind of step (serate's text's name) not seen in
	// the puzzles before them.
	var all []string
	brings := map[int]bool{}
	seen := map[string]bool{}
	for _, l := range stepLogLines(t) {
		switch {
		case strings.HasPrefix(l, "P "):
			all = append(all, l[2:])
		case strings.HasPrefix(l, "S ") && len(all) > 0:
			text := l[strings.Index(l, "|")+1:]
			if name := text[:strings.Index(text+":", ":")]; !seen[name] {
				seen[name], brings[len(all)-1] = true, true
			}
		}
	}
	var puzzles []string
	for i, p := range all[:len(all)-4] { // the hardest boards: seconds each
		if *long || brings[i] {
			puzzles = append(puzzles, p)
		}
	}
	kinds := map[string]bool{}
	for _, p := range puzzles {
		for _, sh := range walk(t, p).Shots {
			s := &sh.Step
			why := Why(s)
			name := s.Text()[:strings.Index(s.Text()+":", ":")]
			kinds[name] = true
			first := regexp.MustCompile(`r[1-9]c[1-9]`).FindString(s.Text())
			switch {
			case strings.Contains(why, "applies here"):
				t.Fatalf("%s: no words of our own for %q", p, s.Text())
			case strings.Contains(why, "%!"):
				t.Fatalf("%s: %q", s.Text(), why)
			case first != "" && !strings.Contains(why, first):
				t.Fatalf("%s: our words %q do not name %s", s.Text(), why, first)
			}
			if fault := whyCountFault(s.Text(), why); fault != "" {
				t.Fatalf("%s: %q: %s", s.Text(), why, fault)
			}
		}
	}
	t.Logf("%d kinds of step explained", len(kinds))
}

// Counts our words give, and serate's texts that give them: a subset's
// cells and digits ("Cells r6c1,r7c1: 3,4 in column"), a fish's lines
// ("2 in 3 columns and 3 rows").
var (
	cellsForRE  = regexp.MustCompile(`(\d+) cells for (\d+) digits`)
	theCellsRE  = regexp.MustCompile(`the (\d+) cells`)
	withRE      = regexp.MustCompile(`(\d+) digits with (\d+) places`)
	linesRE     = regexp.MustCompile(`these (\d+) lines`)
	shareRE     = regexp.MustCompile(`share (\d+) lines`)
	theDigitsRE = regexp.MustCompile(`the digits ([0-9, and]+) (?:have|can)`)
	subsetRE    = regexp.MustCompile(`Cells ((?:r[1-9]c[1-9],?)+): ([1-9](?:,[1-9])*) in (?:block|row|column)$`)
	fishRE      = regexp.MustCompile(`: [1-9] in ([1-9]) (?:rows|columns) and ([1-9]) (?:rows|columns)$`)
)

// whyCountFault checks the counts and digits of our words why against
// serate's text: "" if they agree (or why gives none), else what is wrong.
func whyCountFault(text, why string) string {
	var cells, digits, lines string
	var named []string
	if m := subsetRE.FindStringSubmatch(text); m != nil {
		cells = fmt.Sprint(len(strings.Split(m[1], ",")))
		named = strings.Split(m[2], ",")
		digits = fmt.Sprint(len(named))
	}
	if m := fishRE.FindStringSubmatch(text); m != nil {
		lines = m[1]
	}
	checks := []struct {
		re   *regexp.Regexp
		want []string
	}{
		{cellsForRE, []string{cells, digits}}, {theCellsRE, []string{cells}}, {withRE, []string{digits, cells}},
		{linesRE, []string{lines}}, {shareRE, []string{lines}},
	}
	for _, c := range checks {
		m := c.re.FindStringSubmatch(why)
		if m == nil {
			continue
		}
		if got := strings.Join(m[1:], " "); got != strings.Join(c.want, " ") {
			return fmt.Sprintf("%q says %s, serate's text %v", m[0], got, c.want)
		}
	}
	if m := theDigitsRE.FindStringSubmatch(why); m != nil {
		got := strings.Fields(strings.NewReplacer(",", " ", "and", " ").Replace(m[1]))
		if strings.Join(got, ",") != strings.Join(named, ",") {
			return fmt.Sprintf("names the digits %v, serate's text %v", got, named)
		}
	}
	return ""
}
