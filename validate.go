// validate.go holds the input validator (-validate): a test's input must
// be the preset's input as its statement writes it, byte for byte, and
// its boards may be bound (solvable, unique, clues, row-major calls). The
// verdict is an exit status and one line naming the first fault, in the
// terms of a judge system's validators with -judge. It must not print
// answers.

package main

import (
	"bytes"
	"fmt"
	"io"
	"io/ioutil"
	"os"
	"strconv"
	"strings"
)

// boardBounds are the properties -validate may demand of every board.
type boardBounds struct {
	solvable, unique   bool
	minClues, maxClues int // 0: no bound
	calls              callBounds
}

// validatorExits are the exit statuses of a valid and an invalid input, by
// -judge system: Kattis' input validators exit 42 and 43, testlib's 0 and
// 3 (a failure); by default 0 and 1.
var validatorExits = map[string][2]int{"": {0, 1}, "kattis": {42, 43}, "testlib": {0, 3}}

// validateAs validates the input for preset p. The input is the file
// named in args, or stdin; it returns the exit status system reads.
// Kattis passes the problem's input_validator_flags as args: the words
// solvable and unique, and min-clues=N, max-clues=N, min-calls=N,
// max-calls=N, add to b.
func validateAs(p *preset, system string, b boardBounds, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	exits := validatorExits[system]
	name, files := "stdin", args
	switch system {
	case "testlib":
		files = nil // Polygon may pass --testset and --group: the input is stdin
	case "kattis":
		files = nil
		if msg := b.parseWords(args); msg != "" {
			fmt.Fprintf(stderr, "sudoku: input_validator_flags: %s\n", msg)
			return 1 // neither 42 nor 43: Kattis reports the validator broken
		}
	}
	r := stdin
	switch {
	case len(files) > 1:
		fmt.Fprintln(stderr, "sudoku: -validate reads one input: a file or stdin")
		return 2
	case len(files) == 1 && files[0] != "-":
		f, err := os.Open(files[0])
		if err != nil {
			fmt.Fprintf(stderr, "sudoku: %v\n", err)
			return 2
		}
		defer f.Close()
		r, name = f, files[0]
	}
	data, err := ioutil.ReadAll(io.LimitReader(r, maxValidated+1))
	if err != nil {
		fmt.Fprintf(stderr, "sudoku: %s: read error: %v\n", name, err)
		return 2
	}
	fault := validInput(p, name, data, b)
	if fault == "" {
		return exits[0]
	}
	if system == "testlib" {
		fmt.Fprintf(stderr, "FAIL %s\n", fault)
	} else {
		fmt.Fprintf(stderr, "sudoku: %s\n", fault)
	}
	return exits[1]
}

// maxValidated is the most bytes of input -validate reads: a test is never
// larger, and the rest is a fault anyway.
const maxValidated = 256 << 20

// parseWords adds Kattis' validator flags to b.
func (b *boardBounds) parseWords(words []string) string {
	for _, w := range words {
		key, value := w, ""
		if i := strings.IndexByte(w, '='); i >= 0 {
			key, value = w[:i], w[i+1:]
		}
		n, err := strconv.Atoi(value)
		bound := map[string]*int{"min-clues": &b.minClues, "max-clues": &b.maxClues, "min-calls": &b.calls.min, "max-calls": &b.calls.max}[key]
		switch {
		case w == "solvable":
			b.solvable = true
		case w == "unique":
			b.unique = true
		case bound != nil && err == nil && n > 0:
			*bound = n
		default:
			return quote([]byte(w)) + " is not solvable, unique or min-/max-clues=N, min-/max-calls=N"
		}
	}
	return ""
}

// validInput returns the first fault of a test's input, or "". It
// checks its form (read strictly, then held byte for byte to the
// preset's writing of the boards read), then each board's bounds.
func validInput(p *preset, name string, data []byte, b boardBounds) string {
	if len(data) > maxValidated {
		return fmt.Sprintf("%s: over %d MB: no test is that large", name, maxValidated>>20)
	}
	if bytes.HasPrefix(data, []byte("\ufeff")) {
		return position(name, 1, 1) + ": a byte order mark: want plain ASCII"
	}
	in := readStrict(p, name, bytes.NewReader(data))
	if fault := in.problem(); fault != "" {
		return fault
	}
	if p.single && len(in.recs) > 1 {
		return position(name, in.recs[1].Line, 1) + ": a second board: the input has one"
	}
	var want []byte
	for k := range in.recs {
		want = p.appendInput(want, k, len(in.recs), in.announced >= 0, &in.recs[k], in.recs[k].Cells())
	}
	if p.rowSpace {
		// Held to the rows without their last space: the line and column
		// named are then of the rows without it.
		data = bytes.ReplaceAll(data, []byte(" \n"), []byte("\n"))
	}
	if fault := firstDifference(name, data, want); fault != "" {
		return fault
	}
	var wk lazySolver
	for k := range in.recs {
		if fault := b.check(&wk, p, &in.recs[k]); fault != "" {
			return position(name, in.recs[k].Line, 1) + ": board " + strconv.Itoa(k+1) + ": " + fault
		}
	}
	return ""
}

// firstDifference returns where got first differs from want, or "".
// want is the input as the preset writes it; it names what each has
// there.
func firstDifference(name string, got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	if i == len(got) && i == len(want) {
		return ""
	}
	line := 1 + bytes.Count(got[:i], []byte("\n"))
	col := i - bytes.LastIndexByte(got[:i], '\n')
	return fmt.Sprintf("%s: want %s, got %s", position(name, line, col), describeAt(want, i), describeAt(got, i))
}

// describeAt names what text has at byte i. That is the end of input,
// a white space character, or the token there.
func describeAt(text []byte, i int) string {
	if i >= len(text) {
		return "the end of input"
	}
	switch text[i] {
	case '\n':
		return "a line break"
	case ' ':
		return "a space"
	case '\r':
		return "a carriage return"
	case '\t':
		return "a tab"
	}
	j := i
	for j < len(text) && !isBlank(text[j]) {
		j++
	}
	return quote(text[i:j])
}

// check returns why a board breaks the bounds, or "".
func (b *boardBounds) check(wk *lazySolver, p *preset, rec *Record) string {
	clues := 0
	for _, v := range rec.Cells() {
		if v != 0 {
			clues++
		}
	}
	switch {
	case b.minClues > 0 && clues < b.minClues:
		return fmt.Sprintf("%d clues, want at least %d", clues, b.minClues)
	case b.maxClues > 0 && clues > b.maxClues:
		return fmt.Sprintf("%d clues, want at most %d", clues, b.maxClues)
	}
	if b.solvable || b.unique {
		switch n := wk.countRec(rec, p, 2); {
		case n == 0:
			return "no solution"
		case n > 1 && b.unique:
			return "several solutions, want one"
		}
	}
	if b.calls.outside(rec.N, rec.Cells()) {
		return "plain row-major backtracking takes " + callsOf(rec) + ", want " + b.calls.String()
	}
	return ""
}

// String says the bounds, for messages.
func (c callBounds) String() string {
	switch {
	case c.min > 0 && c.max > 0:
		return fmt.Sprintf("%d to %d", c.min, c.max)
	case c.min > 0:
		return fmt.Sprintf("at least %d", c.min)
	}
	return fmt.Sprintf("at most %d", c.max)
}
