// Package explain writes a sudoku puzzle's solution path as a person reads
// it: one self-contained HTML page (inline SVG and CSS; nothing fetched)
// with, for every step, the grid and its candidates, the step's pattern
// coloured as Sudoku Explainer colours it, Sudoku Explainer's own words
// for the step and ours for why it holds; and a puzzle alone as a
// print-ready SVG. It draws what package rate finds; it must not rate.
package explain

import (
	"fmt"
	"html"
	"io"
	"math/bits"
	"strings"

	"sudoku/rate"
)

// Walk is one board's way to its solution, as a page shows it.
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
}

// Shot is a step and the grid it was taken on.
type Shot struct {
	Step   rate.Step
	Digits rate.Grid  // each cell's digit before the step, 0 if none
	Cands  [81]uint16 // each empty cell's candidates before it, bit d for digit d
}

// pageStyle lays the page out: a figure beside its words, steps kept
// whole across printed pages.
const pageStyle = `body{font:16px/1.45 sans-serif;color:#111;max-width:1000px;margin:0 auto;padding:12px}` +
	`h1{font-size:24px}h2{font-size:20px;margin-top:32px;border-bottom:2px solid #333}` +
	`.fig{width:360px;height:360px;flex:none}.big .fig{width:440px;height:440px}` +
	`.step{display:flex;gap:18px;align-items:flex-start;margin:14px 0;padding-top:8px;border-top:1px solid #ddd;break-inside:avoid}` +
	`.hint{font-weight:bold;margin:0 0 6px}.eff{font-family:monospace;margin:0 0 6px;word-break:break-all}.why{margin:0}` +
	`.key{font-size:14px;color:#444}.dot{display:inline-block;width:12px;height:12px;border-radius:6px;vertical-align:middle;margin:0 4px 0 10px}` +
	`.dot.g{background:#bdf0bd}.dot.r{background:#f8c0c0}.dot.o{background:#f8d8a8}.dot.b{background:#c0d0f8}` +
	`ol{list-style:none;padding:0}@media print{h2{break-before:page}}`

// WriteHead writes the page up to its first board: the style, the arrow
// head the chains' links share, the title and the colours' key.
func WriteHead(w io.Writer, title string) error {
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
	b.WriteString(html.EscapeString(title))
	b.WriteString("</title>\n<style>" + pageStyle + Style + "</style></head>\n<body>\n")
	b.WriteString(`<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>` + arrowHead + "</defs></svg>\n")
	fmt.Fprintf(&b, "<h1>%s</h1>\n", html.EscapeString(title))
	b.WriteString(`<p class="key">Each step is drawn on the grid it is taken on.` +
		`<span class="dot g"></span>what the step rests on<span class="dot r"></span>what it removes (struck)` +
		`<span class="dot o"></span>both<span class="dot b"></span>a third part of the pattern;` +
		` yellow cells are the pattern's, blue frames its regions, arrows a chain's links.</p>` + "\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteTail ends the page.
func WriteTail(w io.Writer) error {
	_, err := io.WriteString(w, "</body></html>\n")
	return err
}

// WriteSection writes one board's part of the page, its id the anchor of
// the section ("b3"; step k's is "b3-k").
func (wk *Walk) WriteSection(w io.Writer, id string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "<section id=\"%s\">\n<h2>%s</h2>\n", id, html.EscapeString(wk.Name))
	if wk.Rating != "" {
		fmt.Fprintf(&b, "<p>Sudoku Explainer rates it <b>%s</b> (ER/EP/ED and the hardest technique).</p>\n", html.EscapeString(wk.Rating))
	}
	if len(wk.Mistakes) > 0 {
		fmt.Fprintf(&b, "<p>The player's grid has mistakes, undone before the first step: <b>%s</b>.</p>\n", html.EscapeString(strings.Join(wk.Mistakes, ", ")))
	}
	b.WriteString(`<div class="big">`)
	puzzle := Figure{Digits: wk.Puzzle, Givens: wk.Puzzle}
	if wk.Marks != nil {
		puzzle.Cands, puzzle.ShowCands = *wk.Marks, true
	}
	if err := puzzle.WriteSVG(&b, false, 0); err != nil {
		return err
	}
	b.WriteString("</div>\n<ol>\n")
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
		sol := Figure{Digits: wk.Solution, Givens: wk.Puzzle}
		if err := sol.WriteSVG(&b, false, 0); err != nil {
			return err
		}
		b.WriteString("</div>\n")
	}
	b.WriteString("</section>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeStep writes step k: its figure, then serate's words, its effects
// and ours.
func (wk *Walk) writeStep(b *strings.Builder, id string, k int) error {
	sh := &wk.Shots[k]
	s := &sh.Step
	fig := Figure{Digits: sh.Digits, Givens: wk.Puzzle, Cands: sh.Cands, ShowCands: true, Pic: s.Picture(), Struck: s.Removed()}
	fmt.Fprintf(b, "<li class=\"step\" id=\"%s\">", id)
	if err := fig.WriteSVG(b, false, 0); err != nil {
		return err
	}
	text := s.Text()
	if text == "" {
		text = s.Technique()
	}
	fmt.Fprintf(b, "<div><p class=\"hint\">%d. %s &nbsp; %s</p>", k+1, s.Rating(), html.EscapeString(text))
	fmt.Fprintf(b, "<p class=\"eff\">%s</p>", html.EscapeString(effects(s)))
	fmt.Fprintf(b, "<p class=\"why\">%s</p></div></li>\n", html.EscapeString(Why(s)))
	return nil
}

// effects writes what a step does in the step notation: r4c5=7, r1c2<>3.
func effects(s *rate.Step) string {
	var parts []string
	if c, d, ok := s.Placement(); ok {
		parts = append(parts, fmt.Sprintf("%s=%d", cellName(c), d))
	}
	removed := s.Removed()
	for c := 0; c < 81; c++ {
		for m := removed[c]; m != 0; m &= m - 1 {
			parts = append(parts, fmt.Sprintf("%s<>%d", cellName(c), bits.TrailingZeros16(m)))
		}
	}
	return strings.Join(parts, ", ")
}

// cellName names cell c as the steps do: r3c5.
func cellName(c int) string { return fmt.Sprintf("r%dc%d", c/9+1, c%9+1) }

// arrowHead is the marker the chains' links end with.
const arrowHead = `<marker id="ah" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L8 4L0 8Z" fill="#e07000"/></marker>`
