// player.go holds the rating jobs' side of a player's grid: the mistakes
// in the player's entries and struck candidates, named and corrected, and
// serate's --format for rating lists (-rate-format). It must not read
// boards (play.go does) nor rate them (package rate does).

package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"sudoku/rate"
)

// start sets the rater to the record's board where the player stands: its
// candidates as given and, when the player's grid tells entries or marks
// from givens, its mistakes corrected. It returns the mistakes (correct
// names them), their count in ans.fail.
func (a *rateAnswerer) start(ans *answer, board *Board, rec *Record) (mistakes []string, err error) {
	ps, _ := rec.play.(*playState)
	if ps == nil {
		return nil, a.r.Start((*rate.Grid)(board))
	}
	m, mistakes, err := a.correct(board, ps)
	if err != nil {
		return nil, err
	}
	if len(mistakes) > 0 {
		ans.fail = strconv.Itoa(len(mistakes)) + " " + plural(len(mistakes), "mistake") + " in the player's grid"
	}
	if ps.marks {
		return mistakes, a.r.StartMarks(&m)
	}
	return mistakes, a.r.Start(&m.Digits)
}

// startLine starts the rater as start does and writes the player's
// mistakes, if any, on ans's first line, comma-separated.
func (a *rateAnswerer) startLine(ans *answer, board *Board, rec *Record) error {
	mistakes, err := a.start(ans, board, rec)
	if len(mistakes) > 0 {
		ans.text = append(ans.text, strings.Join(mistakes, ", ")+"\n"...)
	}
	return err
}

// correct returns the player's grid with its mistakes undone, and the
// mistakes: each entry that is not the solution's digit ("r3c4=5 is
// wrong"), then each struck candidate the solution needs ("r7c1<>4 is
// wrong"), the solution being the givens' one. A grid with no givens, or
// nothing of the player's, is taken as it is.
func (a *rateAnswerer) correct(board *Board, ps *playState) (rate.Marks, []string, error) {
	m := rate.Marks{Digits: rate.Grid(*board), Cands: ps.cands}
	givens := *givensOf(board, &Record{play: ps})
	if givens == (Board{}) || givens == *board && !ps.marks {
		return m, nil, nil
	}
	if checkGivens(&givens) != nil {
		return m, nil, rate.ErrNoSolution
	}
	switch a.sv.Count(&givens, 2) {
	case 0:
		return m, nil, rate.ErrNoSolution
	case 2:
		return m, nil, rate.ErrSeveral
	}
	sol, _ := a.sv.Solve(&givens)
	var wrong []string
	for c := range board {
		if ps.entries[c] && board[c] != sol[c] {
			wrong = append(wrong, fmt.Sprintf("%s=%d is wrong", cellName(c, 9), board[c]))
			// Emptied, it may take any digit its peers leave it: StartMarks
			// strikes those the peers hold.
			m.Digits[c], m.Cands[c] = 0, 0x3fe
		}
	}
	for c := range board {
		if ps.marks && m.Digits[c] == 0 && m.Cands[c]&(1<<sol[c]) == 0 {
			wrong = append(wrong, fmt.Sprintf("%s<>%d is wrong", cellName(c, 9), sol[c]))
			m.Cands[c] |= 1 << sol[c]
		}
	}
	return m, wrong, nil
}

// givensOf returns the givens of a record's board: the board, but for a
// player's entries, whose clashes are mistakes to name, not a board with
// no solution.
func givensOf(board *Board, rec *Record) *Board {
	ps, _ := rec.play.(*playState)
	if ps == nil {
		return board
	}
	g := *board
	for c := range g {
		if ps.entries[c] {
			g[c] = 0
		}
	}
	return &g
}

// rateBoard rates the record's board as serate reads its line: a player's
// grid from its candidates as given.
func (a *rateAnswerer) rateBoard(board *Board, rec *Record) (rate.Rating, error) {
	if ps, _ := rec.play.(*playState); ps != nil && ps.marks {
		m := rate.Marks{Digits: rate.Grid(*board), Cands: ps.cands}
		return a.r.RateMarks(&m)
	}
	return a.r.Rate((*rate.Grid)(board))
}

// rateFormat writes a board's line as serate's --format does: %g the
// input line, %r %p %d ER, EP and ED, %R %P %D their techniques, %n the
// board's number, %e the time taken, %i the grid at the end, %t a tab,
// %l a newline; any other character after % stands for itself.
func rateFormat(format string, rec *Record, rt rate.Rating, final string, took time.Duration) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 == len(format) {
			b.WriteByte(c)
			continue
		}
		i++
		switch c = format[i]; c {
		case 'g':
			b.WriteString(puzzleLine(rec))
		case 'r':
			b.WriteString(rt.ER.String())
		case 'p':
			b.WriteString(rt.EP.String())
		case 'd':
			b.WriteString(rt.ED.String())
		case 'R':
			b.WriteString(rt.Technique)
		case 'P':
			b.WriteString(rt.EPTechnique)
		case 'D':
			b.WriteString(rt.EDTechnique)
		case 'n':
			b.WriteString(strconv.Itoa(rec.Num))
		case 'e':
			b.WriteString(serateTime(took))
		case 'i':
			b.WriteString(final)
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

// puzzleLine is serate's %g: the input line as read, fields included, or,
// for a board read from several lines, its cells on one line.
func puzzleLine(rec *Record) string {
	if ps, _ := rec.play.(*playState); ps != nil && ps.line != "" {
		return ps.line
	}
	return rec.Board().String()
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
