// Package explain writes a sudoku puzzle's solution path as a person reads
// it: one self-contained HTML page (inline SVG and CSS; nothing fetched)
// with, for every step, the grid and its candidates, the step's pattern
// marked as Sudoku Explainer colours it (and by shape, for a reader who
// cannot tell the colours apart), every view of it (one a chain of a
// forcing chain's several), Sudoku Explainer's own words for the step and
// ours for why it holds; and a puzzle alone as a print-ready SVG. It draws
// what package rate finds; it must not rate.
package explain

import (
	"fmt"
	"html"
	"io"
	"math/bits"
	"strings"

	"sudoku/rate"
)

// Walk is one board's way to its solution, as a page shows it. A board
// with no grid to show (a malformed board: the caller sets only Name and
// End) has all-zero Puzzle, nil Marks and no Shots: its section draws no
// grid.
type Walk struct {
	Name   string    // the board's name on the page, e.g. "Board 2 (puzzles.txt:10)"
	Puzzle rate.Grid // the givens
	Rating string    // serate's line for the board, "" if none
	// Marks, for a grid part-way through a solve, are its empty cells'
	// candidates as the first step finds them; nil for a puzzle.
	Marks    *[81]uint16
	Shots    []Shot    // each step, with the grid it was taken on
	Solution rate.Grid // the board's solution, all zero if unknown
	End      string    // why the steps stop short of the solution, "" when they do not
	// Mistakes are a player's grid's mistakes ("r3c4=5 is wrong"), which
	// the steps start by undoing.
	Mistakes []string
	// Variant, if not nil, is drawn on every figure of the section.
	Variant *Variant
}

// Shot is a step and the grid it was taken on.
type Shot struct {
	Step   rate.Step
	Digits rate.Grid  // each cell's digit before the step, 0 if none
	Cands  [81]uint16 // each empty cell's candidates before it, bit d for digit d
}

// pageStyle lays the page out: a figure beside its words where there is
// room, above them where there is not (a phone), a step's several views
// side by side under its words, a grid's line on one line that scrolls;
// on paper each board from a new page but the first, steps and figures
// kept whole, a line wrapped. The figures draw without it.
const pageStyle = `body{font:16px/1.45 sans-serif;color:#111;max-width:1000px;margin:0 auto;padding:12px}` +
	`h1{font-size:24px}h2{font-size:20px;margin-top:32px;border-bottom:2px solid #333}` +
	`.fig{display:block;width:360px;max-width:100%;height:auto}.big .fig{width:440px}` +
	`.step{display:flex;flex-wrap:wrap;gap:12px 18px;align-items:flex-start;margin:14px 0;padding-top:8px;border-top:1px solid #ddd;break-inside:avoid}` +
	`.words{flex:1 1 260px;min-width:0}.many .words{flex-basis:100%}` +
	`.views{display:flex;flex-wrap:wrap;gap:12px 18px;max-width:100%}` +
	`figure{margin:0;width:310px;max-width:100%;break-inside:avoid}figure .fig{width:100%}figcaption{font-size:14px;color:#333;margin-top:4px}` +
	`.hint{font-weight:bold;margin:0 0 6px;overflow-wrap:anywhere}.eff{font-family:monospace;margin:0 0 6px;word-break:break-all}.why{margin:0}` +
	`.line{display:block;font-family:monospace;font-size:13px;white-space:nowrap;overflow-x:auto;user-select:all}` +
	`.key{font-size:14px;color:#333}.key p{margin:0 0 4px}.key ul{list-style:none;padding:0;margin:0}` +
	`.key li{display:inline-block;margin:0 14px 2px 0}.key svg{vertical-align:middle;margin-right:4px}` +
	`.proof{margin:6px 0 0;font-size:14px}.proof summary{cursor:pointer;font-weight:bold}.proof p{margin:6px 0 2px}` +
	`.proof .ln{margin:1px 0 1px 1.2em;overflow-wrap:anywhere}figure:target{outline:3px solid #e08000;outline-offset:3px}` +
	`ol{list-style:none;padding:0}@media print{section+section{break-before:page}.line{white-space:normal;word-break:break-all}}`

// WriteHead writes the page up to its first board: the style, the title
// and the key to the marks.
func WriteHead(w io.Writer, title string) error {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
	b.WriteString(`<meta name="viewport" content="width=device-width, initial-scale=1">` + "\n<title>")
	b.WriteString(html.EscapeString(title))
	b.WriteString("</title>\n<style>" + pageStyle + "</style></head>\n<body>\n")
	fmt.Fprintf(&b, "<h1>%s</h1>\n", html.EscapeString(title))
	writeKey(&b)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeKey writes the key to the marks, each drawn as the figures draw
// it.
func writeKey(b *strings.Builder) {
	icon := func(draw func(b *strings.Builder)) string {
		var s strings.Builder
		s.WriteString(`<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">`)
		draw(&s)
		s.WriteString("</svg>")
		return s.String()
	}
	mark := func(role int, struck bool) string {
		return icon(func(s *strings.Builder) {
			writeMark(s, role, 11, 11)
			s.WriteString(`<text x="11" y="16" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#000">5</text>`)
			if struck {
				fmt.Fprintf(s, `<path d="M4 18L18 4" stroke="%s" stroke-width="2" stroke-linecap="round"/>`, colStrike)
			}
		})
	}
	link := func(dash string) string {
		return icon(func(s *strings.Builder) {
			fmt.Fprintf(s, `<path d="M1 11H20" stroke="%s" stroke-width="2"%s/><path d="M14 6L21 11L14 16Z" fill="%s"/>`, colLink, dash, colLink)
		})
	}
	cell := icon(func(s *strings.Builder) {
		fmt.Fprintf(s, `<rect x="1" y="1" width="20" height="20" fill="%s" stroke="#999"/>`, colSel)
	})
	frame := icon(func(s *strings.Builder) {
		fmt.Fprintf(s, `<rect x="2" y="2" width="18" height="18" fill="none" stroke="%s" stroke-width="4"/>`, colRegion)
	})
	items := []string{
		mark(roleGreen, false) + "green, ringed: what the step rests on (in a chain, true)",
		mark(roleOrange, false) + "orange, dashed ring: both (in a chain, false, and it leads on)",
		mark(roleRed, false) + "red: what it shows false",
		mark(roleRed, true) + "struck: what it removes",
		mark(roleBlue, false) + "blue, square: a third part of the pattern",
		cell + "shaded cells: the pattern's",
		frame + "framed regions: the pattern's regions",
		link("") + "a strong link: if the first is false, the next is true",
		link(` stroke-dasharray="5 3"`) + "a weak link: if the first is true, the next is false",
	}
	b.WriteString(`<div class="key"><p>Each step is drawn on the grid it is taken on, its candidates marked by role in shape as well as colour:</p><ul>`)
	for _, it := range items {
		b.WriteString("<li>" + it + "</li>")
	}
	b.WriteString("</ul></div>\n")
}

// WriteTail ends the page.
func WriteTail(w io.Writer) error {
	_, err := io.WriteString(w, "</body></html>\n")
	return err
}

// WriteSection writes one board's part of the page, its id the anchor of
// the section ("b3"; step k's is "b3-k"). A board with no grid to show
// (see Walk) gets its name and End alone.
func (wk *Walk) WriteSection(w io.Writer, id string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "<section id=\"%s\">\n<h2>%s</h2>\n", id, html.EscapeString(wk.Name))
	if wk.Rating != "" {
		fmt.Fprintf(&b, "<p>Sudoku Explainer rates it <b>%s</b> (ER/EP/ED and the hardest technique).</p>\n", html.EscapeString(wk.Rating))
	}
	if len(wk.Mistakes) > 0 {
		fmt.Fprintf(&b, "<p>The player's grid has mistakes, undone before the first step: <b>%s</b>.</p>\n", html.EscapeString(strings.Join(wk.Mistakes, ", ")))
	}
	if wk.Puzzle != (rate.Grid{}) || wk.Marks != nil || len(wk.Shots) > 0 {
		if err := wk.writeStart(&b); err != nil {
			return err
		}
	}
	b.WriteString("<ol>\n")
	for k := range wk.Shots {
		if err := wk.writeStep(&b, fmt.Sprintf("%s-%d", id, k+1), k); err != nil {
			return err
		}
	}
	b.WriteString("</ol>\n")
	if wk.End != "" {
		fmt.Fprintf(&b, "<p><b>%s</b></p>\n", html.EscapeString(wk.End))
	}
	if wk.Solution != (rate.Grid{}) {
		b.WriteString("<h3>Solution</h3>\n<div class=\"big\">")
		sol := Figure{Digits: wk.Solution, Givens: wk.Puzzle, Variant: wk.Variant}
		if err := sol.WriteSVG(&b, false, 0); err != nil {
			return err
		}
		b.WriteString("</div>\n")
	}
	b.WriteString("</section>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeStart writes the board's grid as the steps start from it, and the
// same as text: its 81-character line, or for a candidate grid serate's
// 729-character candidate line.
func (wk *Walk) writeStart(b *strings.Builder) error {
	b.WriteString(`<div class="big">`)
	puzzle := Figure{Digits: wk.Puzzle, Givens: wk.Puzzle, Variant: wk.Variant}
	line := gridLine(&wk.Puzzle)
	what := "The puzzle as a line"
	if wk.Marks != nil {
		puzzle.Cands, puzzle.ShowCands = *wk.Marks, true
		puzzle.Title = "Candidate grid, " + gridWords(&wk.Puzzle, &wk.Puzzle)
		line = candLine(&wk.Puzzle, wk.Marks)
		what = "The grid as a candidate line (9 places a cell, a digit where it is a candidate)"
	}
	if err := puzzle.WriteSVG(b, false, 0); err != nil {
		return err
	}
	fmt.Fprintf(b, "</div>\n<p>%s: <span class=\"line\">%s</span></p>\n", what, line)
	return nil
}

// candLine writes a grid as serate's candidate line: digit d of cell c at
// 9c+d-1 where c holds d or has it as a candidate, "." elsewhere.
func candLine(digits *rate.Grid, marks *[81]uint16) string {
	out := []byte(strings.Repeat(".", 729))
	for c := 0; c < 81; c++ {
		m := marks[c]
		if d := digits[c]; d != 0 {
			m = 1 << d
		}
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			out[9*c+d-1] = byte('0' + d)
		}
	}
	return string(out)
}

// rowWords names a grid's digits row by row: "row 1 7 5 . 2 …, row 2 …".
func rowWords(g *rate.Grid) string {
	rows := make([]string, 9)
	for r := range rows {
		var cells []string
		for c := r * 9; c < r*9+9; c++ {
			cells = append(cells, digitOrDot(g[c]))
		}
		rows[r] = fmt.Sprintf("row %d %s", r+1, strings.Join(cells, " "))
	}
	return strings.Join(rows, ", ")
}

// digitOrDot is d, or "." for 0.
func digitOrDot(d uint8) string {
	if d == 0 {
		return "."
	}
	return string(rune('0' + d))
}

// writeStep writes step k: its figure, one a view (a caption naming each
// of several), then serate's words, its effects and ours. A step of
// several views has its words first, its figures side by side under
// them.
func (wk *Walk) writeStep(b *strings.Builder, id string, k int) error {
	sh := &wk.Shots[k]
	s := &sh.Step
	text := s.Text()
	if text == "" {
		text = s.Technique()
	}
	heading := fmt.Sprintf("%d. %s   %s", k+1, s.Rating(), text)
	views := s.Views()
	if len(views) == 0 {
		views = []rate.Picture{{}}
	}
	words := fmt.Sprintf("<div class=\"words\"><p class=\"hint\">%d. %s &nbsp; %s</p><p class=\"eff\">%s</p><p class=\"why\">%s</p>%s</div>",
		k+1, s.Rating(), html.EscapeString(text), html.EscapeString(effects(s)), html.EscapeString(Why(s)), proofHTML(s.Proof(), id, len(views)))
	if len(views) == 1 {
		fmt.Fprintf(b, "<li class=\"step\" id=\"%s\">", id)
		fig := Figure{Digits: sh.Digits, Givens: wk.Puzzle, Cands: sh.Cands, ShowCands: true, Pic: views[0], Struck: s.Removed(), Title: "Step " + heading, Variant: wk.Variant}
		if err := fig.WriteSVG(b, false, 0); err != nil {
			return err
		}
		b.WriteString(words + "</li>\n")
		return nil
	}
	fmt.Fprintf(b, "<li class=\"step many\" id=\"%s\">%s<div class=\"views\">", id, words)
	for i, v := range views {
		caption := fmt.Sprintf("Chain %d of %d: %s.", i+1, len(views), v.Branch)
		fig := Figure{Digits: sh.Digits, Givens: wk.Puzzle, Cands: sh.Cands, ShowCands: true, Pic: v, Struck: s.Removed(), Title: "Step " + heading + ". " + caption, Variant: wk.Variant}
		fmt.Fprintf(b, "<figure id=\"%s\">", viewID(id, i, len(views)))
		if err := fig.WriteSVG(b, false, 0); err != nil {
			return err
		}
		fmt.Fprintf(b, "<figcaption>%s</figcaption></figure>", html.EscapeString(caption))
	}
	b.WriteString("</div></li>\n")
	return nil
}

// viewID is the anchor of view i (from 0) of the step whose anchor is id,
// of n views: the step's own for a step of one.
func viewID(id string, i, n int) string {
	if n == 1 {
		return id
	}
	return fmt.Sprintf("%s-v%d", id, i+1)
}

// proofHTML writes a chain step's proof, folded under its words, as
// Sudoku Explainer's GUI lists it: each chain's assertion and the view
// that draws it (the step's i-th view draws its i-th chain; a step of one
// view, a cycle's both directions), or the nested chain it belongs to;
// then its links, numbered. "" for a step with no proof.
func proofHTML(proof []rate.Chain, id string, views int) string {
	if len(proof) == 0 {
		return ""
	}
	var b strings.Builder
	links := 0
	for i := range proof {
		links += len(proof[i].Links)
	}
	fmt.Fprintf(&b, "<details class=\"proof\"><summary>The proof, link by link: %d %s, %d %s</summary>",
		len(proof), plural(len(proof), "chain"), links, plural(links, "link"))
	for i := range proof {
		ch := &proof[i]
		where := ""
		switch {
		case ch.Nested != "":
			where = " (nested: " + html.EscapeString(ch.Nested) + ")"
		case views == 1:
			where = fmt.Sprintf(" (<a href=\"#%s\">drawn above</a>)", id)
		case i < views:
			where = fmt.Sprintf(" (<a href=\"#%s\">view %d</a>)", viewID(id, i, views), i+1)
		}
		fmt.Fprintf(&b, "<p>Chain %d: <b>%s</b>%s</p>", i+1, html.EscapeString(ch.Assertion), where)
		for _, l := range ch.Lines() {
			b.WriteString("<p class=\"ln\">" + html.EscapeString(l) + "</p>")
		}
	}
	b.WriteString("</details>")
	return b.String()
}

// plural is word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// effects writes what a step does in the step notation: r4c5=7, r1c2<>3.
func effects(s *rate.Step) string {
	var parts []string
	if c, d, ok := s.Placement(); ok {
		parts = append(parts, fmt.Sprintf("%s=%d", rate.CellName(c), d))
	}
	removed := s.Removed()
	for c := 0; c < 81; c++ {
		for m := removed[c]; m != 0; m &= m - 1 {
			parts = append(parts, fmt.Sprintf("%s<>%d", rate.CellName(c), bits.TrailingZeros16(m)))
		}
	}
	return strings.Join(parts, ", ")
}
