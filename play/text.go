// text.go writes an Answer as the command prints it: its lines on stdout
// (AppendText), what goes on stderr (Fail), and its section of -explain's
// page (Walk). It must not check, rate or read.

package play

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"sudoku/explain"
	"sudoku/rate"
)

// The answers in words.
const (
	noSolution = "no solution"
	several    = "several solutions"
	solvedWord = "solved"
	// StuckLine says that no technique applies: serate's "Beyond
	// solver", which rates the board 20.0.
	StuckLine = "no technique applies (Beyond solver)"
)

// Print is how an answer is printed besides what it holds.
type Print struct {
	// Format is -rate-format's: serate's --format for the rating's line;
	// "" for serate's own line.
	Format string
	Num    int // the board's number, for %n
	// Where names the board in messages, as the command's stderr does:
	// "stdin:1:1: board 1".
	Where string
	// Solution writes a solution in the board's own form, with its final
	// newline; nil writes the 81 digits on a line.
	Solution func(dst []byte, g *rate.Grid) []byte
	// Proof writes under each step its proof (-proof): each chain as
	// "  Chain N: ASSERTION", then its links as "    (n) LINK".
	Proof bool
}

// AppendText appends the answer as the command prints it on stdout: the
// player's mistakes, comma-separated, on a line of their own, then for
// RateJob the rating's line, for HintJob the step (or "solved", or that
// no technique applies), for StepsJob every step, a line each, then the
// solution in the board's form, for CheckJob nothing more; or, for a
// position it does not answer, "no solution" or "several solutions".
func (a *Answer) AppendText(dst []byte, pr Print) []byte {
	if a.Err != nil {
		switch {
		case a.Err == rate.ErrSeveral:
			return append(dst, several+"\n"...)
		case errors.Is(a.Err, rate.ErrNotRated):
			return append(dst, "not rated\n"...)
		}
		return append(dst, noSolution+"\n"...)
	}
	if len(a.Mistakes) > 0 {
		for i, m := range a.Mistakes {
			if i > 0 {
				dst = append(dst, ", "...)
			}
			dst = append(dst, m.String()...)
		}
		dst = append(dst, '\n')
	}
	switch a.Job {
	case CheckJob:
		return dst
	case RateJob:
		line := a.Rating.String()
		if pr.Format != "" {
			line = a.format(pr.Format, pr.Num)
		}
		return append(append(dst, line...), '\n')
	case HintJob:
		switch {
		case len(a.Steps) > 0:
			return pr.appendStep(dst, &a.Steps[0].Step)
		case a.Stuck:
			dst = append(dst, StuckLine...)
		default:
			dst = append(dst, solvedWord...)
		}
		return append(dst, '\n')
	}
	for i := range a.Steps {
		dst = pr.appendStep(dst, &a.Steps[i].Step)
	}
	if a.Stuck {
		dst = append(append(dst, StuckLine...), '\n')
	}
	if pr.Solution != nil {
		return pr.Solution(dst, &a.Solution)
	}
	return append(append(dst, a.Solution.String()...), '\n')
}

// appendStep appends the step's line and, with Proof, its proof: each
// chain's assertion, numbered, then its links, indented under it. A step
// that is not a chain has none.
func (pr *Print) appendStep(dst []byte, s *rate.Step) []byte {
	dst = append(append(dst, s.String()...), '\n')
	if !pr.Proof {
		return dst
	}
	proof := s.Proof()
	for i := range proof {
		dst = append(dst, "  Chain "+strconv.Itoa(i+1)+": "+proof[i].Assertion+"\n"...)
		for _, l := range proof[i].Lines() {
			dst = append(append(append(dst, "    "...), l...), '\n')
		}
	}
	return dst
}

// Fail is what the command writes on stderr for the answer: why it does
// not answer the position, or how many mistakes it names; "" for none.
func (a *Answer) Fail() string {
	switch {
	case a.Err != nil:
		return a.Err.Error()
	case len(a.Mistakes) > 0:
		n := len(a.Mistakes)
		word := "mistakes"
		if n == 1 {
			word = "mistake"
		}
		return strconv.Itoa(n) + " " + word + " in the player's grid"
	}
	return ""
}

// format writes the rating's line as serate's --format does: %g the
// position's line, %r %p %d ER, EP and ED, %R %P %D their techniques, %n
// the board's number, %e the time taken, %i the grid at the end, %t a
// tab, %l a newline; any other character after % stands for itself.
func (a *Answer) format(format string, num int) string {
	var b strings.Builder
	rt := &a.Rating
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 == len(format) {
			b.WriteByte(c)
			continue
		}
		i++
		switch c = format[i]; c {
		case 'g':
			b.WriteString(a.Position.OneLine())
		case 'r', 'p', 'd':
			b.WriteString(map[byte]rate.Tenths{'r': rt.ER, 'p': rt.EP, 'd': rt.ED}[c].String())
		case 'R':
			b.WriteString(rt.Technique)
		case 'P':
			b.WriteString(rt.EPTechnique)
		case 'D':
			b.WriteString(rt.EDTechnique)
		case 'n':
			b.WriteString(strconv.Itoa(num))
		case 'e':
			b.WriteString(serateTime(a.Took))
		case 'i':
			b.WriteString(a.Final.String())
		case 't':
			b.WriteByte('\t')
		case 'l':
			b.WriteByte('\n')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// serateTime writes a time as serate's getTimeString does: "0.05s",
// "2m05s", "1h02m", "1d03h".
func serateTime(d time.Duration) string {
	t := int64(d / (10 * time.Millisecond))
	u := t % 100
	t /= 100
	switch {
	case t < 60:
		return fmt.Sprintf("%d.%02ds", t, u)
	case t < 3600:
		return fmt.Sprintf("%dm%02ds", t/60, t%60)
	case t < 86400:
		return fmt.Sprintf("%dh%02dm", t/3600, t%3600/60)
	}
	return fmt.Sprintf("%dd%02dh", t/86400, t%86400/3600)
}

// Walk gives the answer of a StepsJob as a section of -explain's page,
// named name: the position where the steps start (its mistakes named),
// each step on the grid it is taken on, the rating and the solution; or
// why it is not explained.
func (a *Answer) Walk(name string) explain.Walk {
	wk := explain.Walk{Name: name, Puzzle: a.Position.Digits, Mistakes: mistakeTexts(a.Mistakes)}
	if a.Err != nil {
		wk.End = "Not explained: " + a.Err.Error() + "."
		return wk
	}
	wk.Puzzle = a.Start.Digits
	if a.Marked {
		cands := a.Start.Cands
		wk.Marks = &cands
	}
	wk.Shots = a.Steps
	if a.Stuck {
		wk.End = "No technique of Sudoku Explainer applies here (Beyond solver): the steps stop."
	}
	wk.Rating = a.Rating.String()
	wk.Solution = a.Solution
	return wk
}

// mistakeTexts names each mistake.
func mistakeTexts(ms []Mistake) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return out
}
