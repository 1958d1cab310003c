// answers_test.go holds the answer checker of the automatic forms: it
// reads input and output with its own code, from the rules of
// docs/formats.md, and checks each answer against the oracle. It shares
// no code with the reader and writer it checks.

package main

import (
	"fmt"
	"strings"
	"testing"
)

// testForm is how the test reader saw a board written.
type testForm struct{ tall, spaced, drawn bool }

// inputBoard is a board as the test reader read it.
type inputBoard struct {
	board Board
	form  testForm
}

// readBoards reads a well-formed stream: 81-cell lines and runs of 9-cell
// rows (blank and '#' lines between boards, rule lines inside drawn
// ones). clean is false if anything else is in it.
func readBoards(input string) (boards []inputBoard, clean bool) {
	var run []inputBoard // rows of the run in progress, one cell row each
	endRun := func() bool {
		if len(run)%9 != 0 {
			return false
		}
		for i := 0; i < len(run); i += 9 {
			b := inputBoard{form: run[i].form}
			for r := 0; r < 9; r++ {
				if run[i+r].form != b.form {
					return false
				}
				copy(b.board[9*r:], run[i+r].board[:9])
			}
			boards = append(boards, b)
		}
		run = run[:0]
		return true
	}
	input = strings.TrimPrefix(input, "\ufeff")
	for _, line := range strings.Split(strings.TrimSuffix(input, "\n"), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || trimmed[0] == '#':
			if !endRun() {
				return nil, false
			}
			continue
		case isRule(trimmed):
			continue // a rule between the bands of a drawn board
		}
		cells, form, ok := readLine(line)
		switch {
		case !ok:
			return nil, false
		case len(cells) == 81:
			if !endRun() {
				return nil, false
			}
			b := inputBoard{form: form}
			copy(b.board[:], cells)
			boards = append(boards, b)
		default:
			row := inputBoard{form: form}
			copy(row.board[:], cells)
			run = append(run, row)
		}
	}
	return boards, endRun()
}

// isRule reports whether a non-blank trimmed line is a drawn board's rule.
func isRule(trimmed string) bool { return strings.Trim(trimmed, "-+=| \t\r\v\f") == "" }

// readLine reads a row of 9 cells or a board of 81, returning the digits
// (0 for blank) and the form it is written in.
func readLine(line string) (cells []uint8, form testForm, ok bool) {
	isSep := func(r rune) bool { return strings.ContainsRune(" \t\r\v\f|", r) }
	tokens := strings.FieldsFunc(line, isSep)
	for _, tok := range tokens {
		for _, c := range tok {
			switch {
			case c == '.' || c == '0':
				cells = append(cells, 0)
			case c >= '1' && c <= '9':
				cells = append(cells, uint8(c-'0'))
			default:
				return nil, form, false
			}
		}
	}
	sizes := map[int]int{} // token length -> tokens of that length
	for _, tok := range tokens {
		sizes[len(tok)]++
	}
	drawn := strings.Contains(line, "|")
	if drawn {
		for _, box := range strings.Split(line, "|") {
			if n := len(strings.Join(strings.FieldsFunc(box, isSep), "")); n != 0 && n != 3 {
				return nil, form, false
			}
		}
	}
	switch n := len(cells); {
	case n == 81 && !drawn && sizes[1] == 81:
		return cells, testForm{tall: true, spaced: true}, true
	case n == 81 && !drawn && sizes[9] == 9:
		return cells, testForm{tall: true}, true
	case n == 81 && !drawn && sizes[81] == 1:
		return cells, testForm{}, true
	case n == 9 && sizes[1] == 9:
		return cells, testForm{tall: true, spaced: true, drawn: drawn}, true
	case n == 9 && !drawn && sizes[9] == 1, n == 9 && drawn && sizes[3] == 3:
		return cells, testForm{tall: true, drawn: drawn}, true
	}
	return nil, form, false
}

// formatBoard writes b in form f, as the README shows each form.
func formatBoard(b Board, f testForm) string {
	if !f.tall {
		return b.String() + "\n"
	}
	var sb strings.Builder
	for r := 0; r < 9; r++ {
		if r == 3 || r == 6 {
			switch {
			case f.drawn && f.spaced:
				sb.WriteString("------+-------+------\n")
			case f.drawn:
				sb.WriteString("---+---+---\n")
			}
		}
		for c := 0; c < 9; c++ {
			switch {
			case c == 0:
			case c%3 == 0 && f.drawn && f.spaced:
				sb.WriteString(" | ")
			case c%3 == 0 && f.drawn:
				sb.WriteString("|")
			case f.spaced:
				sb.WriteString(" ")
			}
			sb.WriteByte('0' + b[9*r+c])
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// The output layout (README, Output): one answer per board in input order
// (a solution in the board's form, a count, or a one-line marker), and a
// blank line between two answers when either came from a 9-line board.
// joinAnswers builds it; splitAnswers takes it apart without knowing the
// boards (a block of lines between blank lines is one 9-line answer, or
// one-line answers).

// joinAnswers lays out answers (each ending in a newline).
func joinAnswers(answers []string, tall []bool) string {
	var sb strings.Builder
	for i, a := range answers {
		if i > 0 && (tall[i] || tall[i-1]) {
			sb.WriteString("\n")
		}
		sb.WriteString(a)
	}
	return sb.String()
}

// splitAnswers returns the answers in out, without their final newline.
func splitAnswers(out string) []string {
	var items []string
	for _, block := range strings.Split(strings.TrimSuffix(out, "\n"), "\n\n") {
		lines := strings.Split(block, "\n")
		if len(lines) >= 9 && len(lines[0]) < 81 && lines[0] != "bad input" && lines[0] != "no solution" {
			items = append(items, block)
			continue
		}
		items = append(items, lines...)
	}
	return items
}

// checkAnswers checks output against input: in a well-formed stream, every
// board's answer in its place, form and layout, the oracle's solution or
// "no solution" where the oracle finds none; in any other input, every
// solution printed must solve a board of the input (a line, or nine rows
// in a row) and be the oracle's. The oracle gives up after budget calls
// per board; its undecided boards are checked for validity only.
func checkAnswers(t testing.TB, input, output string, budget int) {
	t.Helper()
	if output != "" && !strings.HasSuffix(output, "\n") {
		t.Fatalf("output does not end in a newline: %q", output)
	}
	boards, clean := readBoards(input)
	if !clean {
		checkSolutionsLoose(t, input, output, budget)
		return
	}
	printed := splitAnswers(output)
	answers := make([]string, len(boards))
	tall := make([]bool, len(boards))
	for i, b := range boards {
		tall[i] = b.form.tall
		want, ok, decided := oracle(b.board, budget)
		switch {
		case decided && !ok:
			answers[i] = "no solution\n"
		case decided:
			answers[i] = formatBoard(want, b.form)
		default: // take the program's answer, and check it is a solution, or that there is none
			answers[i] = answerAt(printed, i)
			if answers[i] == "no solution\n" {
				if n, decided := coverCount(b.board, 1, budget); n > 0 || !decided {
					t.Errorf("board %d: no solution printed; the exact cover found %d (decided %v)", i+1, n, decided)
				}
				continue
			}
			sol, err := parseAnswer(answers[i])
			if err != nil || validSolution(b.board, sol) != "" {
				t.Errorf("board %d: answer %q is not a solution (%v)", i+1, answers[i], err)
			}
		}
	}
	compareText(t, "answers", output, joinAnswers(answers, tall))
}

// answerAt returns answer i of the split output, with its newline.
func answerAt(items []string, i int) string {
	if i >= len(items) {
		return ""
	}
	return items[i] + "\n"
}

// parseAnswer reads a printed solution in any form.
func parseAnswer(text string) (Board, error) {
	var b Board
	n := 0
	for _, c := range text {
		if c >= '1' && c <= '9' {
			if n == 81 {
				return b, fmt.Errorf("more than 81 digits")
			}
			b[n] = uint8(c - '0')
			n++
		}
	}
	if n != 81 {
		return b, fmt.Errorf("%d digits, want 81", n)
	}
	return b, nil
}

// checkSolutionsLoose checks every solution in output against the boards
// the input could hold: its 81-cell lines and each nine consecutive rows.
func checkSolutionsLoose(t testing.TB, input, output string, budget int) {
	t.Helper()
	var puzzles []Board
	var rows []string // cells of the consecutive rows so far
	for _, line := range strings.Split(strings.TrimPrefix(input, "\ufeff"), "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed != "" && isRule(trimmed) {
			continue
		}
		cells, _, ok := readLine(line)
		switch {
		case ok && len(cells) == 9:
			rows = append(rows, string(cells))
			if len(rows) >= 9 {
				var b Board
				copy(b[:], strings.Join(rows[len(rows)-9:], ""))
				puzzles = append(puzzles, b)
			}
			continue
		case ok:
			var b Board
			copy(b[:], cells)
			puzzles = append(puzzles, b)
		}
		rows = rows[:0]
	}
	for _, item := range splitAnswers(output) {
		if item == "bad input" || item == "no solution" || item == "" {
			continue
		}
		sol, err := parseAnswer(item)
		if err != nil {
			t.Fatalf("answer %q: %v", item, err)
		}
		solves, matches := false, false
		for _, p := range puzzles {
			if validSolution(p, sol) == "" {
				solves = true
				want, _, decided := oracle(p, budget)
				matches = matches || !decided || want == sol
			}
		}
		if !solves || !matches {
			t.Errorf("answer %v solves no board of the input (%v) or is not the oracle's (%v)", sol, solves, matches)
		}
	}
}
