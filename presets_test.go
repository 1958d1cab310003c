// presets_test.go tests the judges' presets (-format NAME) with its own
// reading of each problem's input and its own writing of the expected
// output from the oracle's answers: it shares no code with presets.go.

package main

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// judgeSpec is a problem's convention as the statements give it, written
// again here for the tests.
type judgeSpec struct {
	box                    int // 0: a line with n before each board
	count, label, oneLine  bool
	letters, spaced, apart bool
	json                   bool   // LeetCode's nested arrays of one-character strings
	after                  bool   // a blank line after each answer, the last too
	blank                  string // what the tests write for a blank
	end                    string
	reply                  int // what it prints for each board: specFirst...
	none, several          string
	rules                  string // a variant's names: the oracle's rules (varoracle_test.go)
}

// What a problem prints for each board (judgeSpec.reply).
const (
	specFirst  = iota // the first solution, or none
	specUnique        // the solution if it is the only one, else several or none
	specCount         // the number of solutions, then the solution if it is one
	specValid         // true or false: whether the givens break no rule
	specScore         // the best target score of a solution, or -1
)

var judgeSpecs = map[string]judgeSpec{
	"boj2580":            {box: 3, spaced: true, apart: true, blank: "0", none: "no solution"},
	"boj2239":            {box: 3, apart: true, blank: "0", none: "no solution"},
	"poj2676":            {box: 3, count: true, blank: "0", none: "no solution"},
	"poj3074":            {box: 3, oneLine: true, blank: ".", end: "end", none: "no solution"},
	"poj3076":            {box: 4, count: true, letters: true, apart: true, blank: "-", none: "no solution"},
	"uva989":             {spaced: true, apart: true, blank: "0", none: "NO SOLUTION"},
	"hdu1426":            {box: 3, spaced: true, apart: true, blank: "?", none: "no solution"},
	"kattis-sudokunique": {box: 3, spaced: true, apart: true, blank: "0", reply: specUnique, none: "Find another job", several: "Non-unique"},
	"spoj-sudogob":       {box: 3, count: true, spaced: true, blank: "0", reply: specCount},
	"pe96":               {box: 3, label: true, blank: "0", none: "no solution"},
	"leetcode37":         {box: 3, oneLine: true, json: true, blank: ".", none: "no solution"},
	"leetcode36":         {box: 3, oneLine: true, json: true, blank: ".", reply: specValid},
	"luogu1074":          {box: 3, spaced: true, blank: "0", reply: specScore},
	"acwing169":          {box: 4, letters: true, after: true, blank: "-", none: "no solution"},
	"spoj-hs12disu":      {box: 3, apart: true, blank: ".", none: "no solution", rules: "x"},
	"codechef-j1":        {box: 3, count: true, after: true, blank: ".", none: "no solution", rules: "x"},
}

// judgeBoard is one board of a judge's input.
type judgeBoard struct {
	n     int
	cells []uint8
	label string
}

// readJudgeInput reads a well-formed input in spec's convention (a count
// line is optional in every preset that has no line before each board).
func readJudgeInput(t testing.TB, spec judgeSpec, input string) []judgeBoard {
	t.Helper()
	var boards []judgeBoard
	var cur *judgeBoard
	label := ""
	lines := strings.Split(strings.TrimPrefix(input, "\ufeff"), "\n")
	first := true
	for _, line := range lines {
		if spec.json {
			line = strings.NewReplacer("[", " ", "]", " ", ",", " ", `"`, " ").Replace(line)
		}
		f := strings.Fields(line)
		countLine := first && spec.box != 0 && !spec.label && len(f) == 1 && len(f[0]) <= 9 &&
			strings.Trim(f[0], "0123456789") == "" && !(spec.box == 3 && !spec.oneLine && len(f[0]) == 9)
		first = first && len(f) == 0
		switch {
		case len(f) == 0:
			continue
		case spec.end != "" && line == spec.end:
			return boards
		case countLine:
			continue // the number of boards: optional, and not a row
		case spec.label && strings.HasPrefix(line, "Grid"):
			label = line
			continue
		case spec.box == 0 && cur == nil:
			n, _ := strconv.Atoi(f[0])
			boards = append(boards, judgeBoard{n: n, label: label})
			cur = &boards[len(boards)-1]
			continue
		case cur == nil:
			boards = append(boards, judgeBoard{n: spec.box, label: label})
			cur = &boards[len(boards)-1]
		}
		label = ""
		if len(f) == 1 {
			f = strings.Split(f[0], "")
		}
		for _, c := range f {
			v := 0
			switch {
			case c == spec.blank || c == "0" || c == ".":
			case spec.letters:
				v = int(c[0]-'A') + 1
			default:
				v, _ = strconv.Atoi(c)
			}
			cur.cells = append(cur.cells, uint8(v))
		}
		if len(cur.cells) == cur.n*cur.n*cur.n*cur.n {
			cur = nil
		}
	}
	return boards
}

// writeJudgeInput writes boards in spec's convention.
func writeJudgeInput(spec judgeSpec, boards []judgeBoard) string {
	var b strings.Builder
	if spec.count {
		fmt.Fprintf(&b, "%d\n", len(boards))
	}
	for k, bd := range boards {
		if k > 0 && spec.apart {
			b.WriteString("\n")
		}
		if spec.label {
			fmt.Fprintf(&b, "Grid %02d\n", k+1)
		}
		if spec.box == 0 {
			fmt.Fprintf(&b, "%d\n", bd.n)
		}
		b.WriteString(judgeGrid(spec, bd.n, bd.cells))
	}
	if spec.end != "" {
		b.WriteString(spec.end + "\n")
	}
	return b.String()
}

// judgeGrid writes cells as the convention prints a board (blanks as the
// input writes them).
func judgeGrid(spec judgeSpec, n int, cells []uint8) string {
	side := n * n
	var b strings.Builder
	if spec.json {
		rows := make([]string, side)
		for r := range rows {
			var cs []string
			for _, v := range cells[r*side : (r+1)*side] {
				c := spec.blank
				if v != 0 {
					c = strconv.Itoa(int(v))
				}
				cs = append(cs, strconv.Quote(c))
			}
			rows[r] = "[" + strings.Join(cs, ",") + "]"
		}
		return "[" + strings.Join(rows, ",") + "]\n"
	}
	for i, v := range cells {
		if i > 0 && i%side == 0 && !spec.oneLine {
			b.WriteString("\n")
		} else if i > 0 && spec.spaced {
			b.WriteString(" ")
		}
		switch {
		case v == 0:
			b.WriteString(spec.blank)
		case spec.letters:
			b.WriteByte('A' + v - 1)
		default:
			b.WriteString(strconv.Itoa(int(v)))
		}
	}
	return b.String() + "\n"
}

// expectedJudgeOutput writes what the problem expects for boards, from the
// oracle's answers; ok is false when the oracle gave up on some board.
func expectedJudgeOutput(spec judgeSpec, boards []judgeBoard, budget int) (string, bool) {
	var b strings.Builder
	for k, bd := range boards {
		if k > 0 && spec.apart {
			b.WriteString("\n")
		}
		if bd.label != "" {
			b.WriteString(bd.label + "\n")
		}
		switch spec.reply {
		case specValid:
			fmt.Fprintf(&b, "%v\n", !givensClashN(bd.n, bd.cells))
			continue
		case specScore:
			best, decided := oracleBestScore(bd.cells, budget)
			if !decided {
				return "", false
			}
			fmt.Fprintf(&b, "%d\n", best)
			continue
		}
		limit := 2
		if spec.reply == specCount {
			limit = 1 << 20
		}
		calls := budget
		if bd.n > 3 && calls > 5_000_000 {
			calls = 5_000_000 // the plain backtracking is hopeless on most 16x16 boards
		}
		first, count, decided := backtrackN(bd.n, bd.cells, limit, calls)
		if spec.rules != "" {
			first, count, decided = variantBacktrack(newTestRules(spec.rules), bd.cells, limit, calls)
		}
		if !decided {
			return "", false
		}
		switch {
		case spec.reply == specCount:
			fmt.Fprintf(&b, "%d\n", count)
			if count == 1 {
				b.WriteString(judgeGrid(spec, bd.n, first))
			}
		case count == 0:
			b.WriteString(spec.none + "\n")
		case spec.reply == specUnique && count > 1:
			b.WriteString(spec.several + "\n")
		default:
			b.WriteString(judgeGrid(spec, bd.n, first))
		}
		if spec.after {
			b.WriteString("\n")
		}
	}
	return b.String(), true
}

// checkJudgeOutput compares the command's output for a well-formed input
// with the expected one, when the oracle decides every board within budget
// calls.
func checkJudgeOutput(t *testing.T, name, input, output string, budget int) {
	t.Helper()
	spec := judgeSpecs[name]
	want, ok := expectedJudgeOutput(spec, readJudgeInput(t, spec, input), budget)
	if !ok {
		t.Logf("%s: the oracle gave up; output not checked", name)
		return
	}
	compareText(t, name+" output against the oracle", output, want)
}

// TestPresetsRandom writes random boards in each problem's convention,
// runs the command with its preset, and compares the output with the
// expected one built from the oracle's answers.
func TestPresetsRandom(t *testing.T) {
	for name := range judgeSpecs {
		runPresetRandom(t, name, runCmd)
	}
}

// runPresetRandom checks run (the command, or a judge build) on random
// boards in the convention of preset name.
func runPresetRandom(t *testing.T, name string, run func(args []string, input string) (string, string, int)) {
	spec := judgeSpecs[name]
	r := rand.New(rand.NewSource(96))
	for round := 0; round < short(4, 1); round++ {
		var boards []judgeBoard
		for k := 0; k < 6; k++ {
			n := spec.box
			if n == 0 {
				n = 1 + r.Intn(4)
			}
			size := n * n * n * n
			givens := size/3 + r.Intn(size-size/3+1)
			if spec.reply == specCount || spec.reply == specScore || n == 4 {
				// Few enough solutions to count, and 16x16 boards
				// the plain backtracking finishes.
				givens = size*6/10 + r.Intn(size*4/10+1)
			}
			cells := randomBoardN(r, n, givens)
			if spec.rules != "" {
				cells = randomRulesBoard(r, newTestRules(spec.rules), givens)
			}
			boards = append(boards, judgeBoard{n: n, cells: cells})
		}
		input := writeJudgeInput(spec, boards)
		stdout, stderr, code := run([]string{"-format", name}, input)
		if code == 2 {
			t.Fatalf("%s: exit 2, %s\ninput:\n%s", name, stderr, input)
		}
		checkJudgeOutput(t, name, input, stdout, 5_000_000)
	}
}

// TestFormatList checks -format list names every preset, and an unknown
// name is a usage error.
func TestFormatList(t *testing.T) {
	stdout, _, code := runCmd([]string{"-format", "list"}, "")
	if code != 0 {
		t.Fatalf("-format list: exit %d", code)
	}
	for name := range judgeSpecs {
		if !strings.Contains(stdout, "\n"+name+" ") {
			t.Errorf("-format list lacks %s:\n%s", name, stdout)
		}
	}
	if _, stderr, code := runCmd([]string{"-format", "nosuch"}, ""); code != 2 || !strings.Contains(stderr, "no such format") {
		t.Errorf("-format nosuch: exit %d, %q", code, stderr)
	}
}
