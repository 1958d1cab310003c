// judgesys.go holds the checker as judge systems run it (-judge SYSTEM).
// The boards are read strictly (judge.go: a fault there is the jury's),
// the jury's answer and the contestant's output are read as judges
// compare outputs, token by token, each answer is judged as -check does,
// and the verdict is given in the system's own terms: its arguments, exit
// codes, feedback files and score. It must not solve boards or print
// answers beyond calling those who do.

package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/ioutil"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"
)

// judging is the -judge job. Its system is options.system (-judge), which
// -validate takes too.
type judging struct {
	system string
	opt    judgeOptions
}

// newJudging registers the judging flags on fs and returns its job. The
// flags are -judge (into o.system, which -validate reads too), -strict
// and -points.
func newJudging(fs *flag.FlagSet, o *options) job {
	j := &judging{}
	fs.StringVar(&o.system, "judge", "", "check one output as judge `SYSTEM` runs a checker: kattis (also DOMjudge), testlib, cms or boj; needs -format")
	fs.BoolVar(&j.opt.strict, "strict", false, "with -judge, also demand the preset's lines (a presentation error where the system has one)")
	fs.BoolVar(&j.opt.points, "points", false, "with -judge testlib or kattis, score an output by the share of boards right (testlib's points, exit 7; Kattis' score.txt)")
	return j
}

// settle checks -judge's flags. It wants a system it knows, -points
// only with testlib or kattis, and a -format to judge the output in.
func (j *judging) settle(o *options) string {
	j.system, j.opt.first = o.system, o.first
	switch {
	case j.opt.points && j.system != "testlib" && j.system != "kattis":
		return "-points goes with -judge testlib or kattis"
	case findJudgeSystem(j.system) == nil:
		return "-judge " + j.system + ": no such system (kattis, testlib, cms, boj)"
	case o.cfg.p == presets[0]:
		return "-judge needs -format: a judge compares outputs in one problem's form"
	}
	return ""
}

// run judges one output as the system -judge names does (judgeAs).
func (j *judging) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	return judgeAs(o.cfg.p, j.system, j.opt, o.files, stdin, stdout, stderr)
}

// judgeSystem is how one judge system runs a checker: which argument is
// which file, and how the verdict is told.
type judgeSystem struct {
	name, usage string
	// input, jury and output are the places of the input, the jury's
	// answer and the contestant's output among the arguments (-1: stdin);
	// more is the place of the feedback folder or report file, or -1.
	input, jury, output, more int
	// minArgs is the fewest arguments the system passes.
	minArgs int
	tell    func(j *judgement, where string, opt judgeOptions, stdout, stderr io.Writer) int
}

// judgeSystems are the systems -judge knows.
var judgeSystems = []judgeSystem{
	{name: "kattis", usage: "input judge_answer feedback_dir [first] [strict] [score] < team_output (Kattis, DOMjudge)",
		input: 0, jury: 1, output: -1, more: 2, minArgs: 3, tell: tellKattis},
	{name: "testlib", usage: "input output answer [report] (Codeforces, Polygon)",
		input: 0, jury: 2, output: 1, more: 3, minArgs: 3, tell: tellTestlib},
	{name: "cms", usage: "input correct_output contestant_output",
		input: 0, jury: 1, output: 2, more: -1, minArgs: 3, tell: tellCMS},
	{name: "boj", usage: "input answer output [more ...] (BOJ special judge)",
		input: 0, jury: 1, output: 2, more: -1, minArgs: 3, tell: tellBOJ},
}

// findJudgeSystem returns the system called name, or nil.
func findJudgeSystem(name string) *judgeSystem {
	for i := range judgeSystems {
		if judgeSystems[i].name == name {
			return &judgeSystems[i]
		}
	}
	return nil
}

// judgement is what checking an output found.
type judgement struct {
	boards, right int
	fail          string // a judge error: the input or the jury's answer is bad
	wrong         string // the first reason the output is wrong, for the contestant
	layout        string // with -strict: the answers are right, their lines are not
	extra         bool   // output follows the last answer
}

// accepted reports whether the output is right. That is no judge error,
// no wrong answer and, with -strict, no line out of place.
func (j *judgement) accepted() bool { return j.fail == "" && j.wrong == "" && j.layout == "" }

// score is the share of boards answered right. An output with more than
// its answers (extra output, or with -strict lines of its own) earns
// nothing, as testlib accepts no such output.
func (j *judgement) score() float64 {
	if j.boards == 0 || j.fail != "" || j.extra || j.layout != "" {
		return 0
	}
	return float64(j.right) / float64(j.boards)
}

// message is the verdict in one line.
func (j *judgement) message() string {
	switch {
	case j.fail != "":
		return j.fail
	case j.wrong != "":
		return j.wrong
	case j.layout != "":
		return j.layout
	}
	return fmt.Sprintf("%d %s right", j.boards, plural(j.boards, "board"))
}

// judgeOptions are -judge's flags.
type judgeOptions struct {
	first  bool // the lexicographically first solution is demanded
	strict bool // the preset's lines are demanded
	points bool // a partial score: testlib's points, Kattis' score.txt
}

// judgeAs checks an output as system checks it, for preset p. The
// checker's judge files call it with no flags; it returns the exit
// status the system reads.
func judgeAs(p *preset, system string, opt judgeOptions, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	sys := findJudgeSystem(system)
	j := &judgement{}
	if len(args) < sys.minArgs {
		j.fail = "usage: check " + sys.usage
		return sys.tell(j, "", opt, stdout, stderr)
	}
	open := func(k int) (io.ReadCloser, error) {
		if k < 0 {
			return ioutil.NopCloser(stdin), nil
		}
		return os.Open(args[k])
	}
	where := ""
	if sys.more >= 0 && sys.more < len(args) {
		where = args[sys.more]
	}
	if sys.name == "kattis" {
		// Kattis and DOMjudge pass the problem's output_validator_flags
		// after feedback_dir: the setter asks for these there.
		for _, flag := range args[sys.minArgs:] {
			switch flag {
			case "first":
				opt.first = true
			case "strict":
				opt.strict = true
			case "score":
				opt.points = true
			default:
				j.fail = "output_validator_flags: " + quote([]byte(flag)) + " is not first, strict or score"
				return sys.tell(j, where, opt, stdout, stderr)
			}
		}
	}
	c := &checker{first: opt.first || p.first}
	recs := j.readBoards(p, args[sys.input])
	if j.fail == "" {
		jury := &judgement{}
		if r, err := open(sys.jury); err != nil {
			j.fail = "the jury's answer: " + err.Error()
		} else {
			jury.judgeOutput(c, p, recs, r, false)
			r.Close()
			if !jury.accepted() {
				j.fail = "the jury's answer is wrong: " + jury.message()
			}
		}
	}
	if j.fail == "" {
		if r, err := open(sys.output); err != nil {
			j.fail = "the output: " + err.Error()
		} else {
			j.judgeOutput(c, p, recs, r, opt.strict)
			r.Close()
		}
	}
	return sys.tell(j, where, opt, stdout, stderr)
}

// readBoards reads the boards of the input file, strictly. A fault is a
// judge error.
func (j *judgement) readBoards(p *preset, name string) []Record {
	f, err := os.Open(name)
	if err != nil {
		j.fail = "the input: " + err.Error()
		return nil
	}
	defer f.Close()
	in := readStrict(p, name, f)
	if fault := in.problem(); fault != "" {
		j.fail = "the input: " + fault
	}
	j.boards = len(in.recs)
	return in.recs
}

// judgeOutput judges each board's answer in an output. It reads the
// output token by token; strict also compares its lines with the
// preset's.
func (j *judgement) judgeOutput(c *checker, p *preset, recs []Record, r io.Reader, strict bool) {
	tr := newTokenReader(r, strict)
	cfg := config{limit: presetLimit(p), jobs: 1, p: p}
	var wk lazySolver
	answers := make([]Record, len(recs))
	for k := range recs {
		ans, fault := tr.answer(p, &recs[k])
		if fault != "" {
			j.wrong = fmt.Sprintf("board %d: %s", k+1, fault)
			return
		}
		if why := c.judge(&wk, &recs[k], &ans, cfg); why != "ok" {
			if j.wrong == "" {
				j.wrong = fmt.Sprintf("board %d: %s", k+1, strings.TrimPrefix(why, "wrong: "))
			}
			continue
		}
		answers[k] = ans
		j.right++
	}
	if t, ok := tr.next(); ok && j.wrong == "" {
		j.extra = true
		j.wrong = fmt.Sprintf("extra output after the last answer: %s at line %d", quote([]byte(t.text)), t.line)
	}
	if strict && j.accepted() {
		j.layout = layoutFault(tr.raw, recs, answers, cfg)
	}
}

// layoutFault compares an output with the preset's lines for it. The
// output's answers are right, and the lines are those the preset writes
// them in; it returns the first difference, or "" (validate.go's
// firstDifference). Spaces at the end of a line and blank lines at the
// end are free.
func layoutFault(raw []byte, recs, answers []Record, cfg config) string {
	var want bytes.Buffer
	w := newWriter(&want, new(bytes.Buffer)) // it reports nothing: the answers are right
	for k := range recs {
		it := item{rec: recs[k]}
		ans := &answers[k]
		switch n, _ := strconv.Atoi(ans.Word); {
		case cfg.p.reply == validity:
			it.ans.ok = ans.Word == "true"
		case cfg.p.reply == bestScore:
			it.ans.score = n
		case cfg.p.reply == countThen:
			it.ans.count = n
		case ans.Word == cfg.p.several:
			it.ans.count = 2
		}
		if hasGrid(ans) {
			it.ans.ok, it.ans.cells = true, ans.Cells()
		}
		w.emit(&it, cfg)
	}
	w.close()
	return firstDifference("output", endsFree(raw), endsFree(want.Bytes()))
}

// endsFree drops what ends a line and the blank lines that end text.
// What ends a line is spaces, tabs and CRs; an exact comparison of lines
// lets them pass.
func endsFree(text []byte) []byte {
	lines := bytes.Split(text, []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimRight(l, " \t\r")
	}
	return append(bytes.TrimRight(bytes.Join(lines, []byte("\n")), "\n"), '\n')
}

// ---------------------------------------------------------------------------
// Tokens

// maxToken is the most bytes of a token kept: a longer one is no answer's.
const maxToken = 1024

// maxRaw is the most bytes of an output kept for -strict: an output with
// more is not laid out as its answers are.
const maxRaw = 64 << 20

// tokenReader reads an output as judges compare outputs: tokens apart by
// spaces, tabs, CRs and LFs, and nothing else (testlib's blanks).
type tokenReader struct {
	r      *bufio.Reader
	line   int // the line of the next byte, from 1
	peeked []judgeToken
	keep   bool   // keep the bytes read, for -strict
	raw    []byte // the bytes read, when kept
}

// judgeToken is a token of an output and the line it is on.
type judgeToken struct {
	text string
	line int
}

// newTokenReader returns a reader of r's tokens. It keeps r's bytes when
// keep is set. A UTF-8 byte order mark opening r is skipped, as testlib
// skips it in outputs.
func newTokenReader(r io.Reader, keep bool) *tokenReader {
	br := bufio.NewReaderSize(r, 64<<10)
	if bom, _ := br.Peek(3); string(bom) == "\ufeff" {
		br.Discard(3)
	}
	return &tokenReader{r: br, line: 1, keep: keep}
}

// read returns the next token of the stream.
func (t *tokenReader) read() (judgeToken, bool) {
	var text []byte
	for {
		c, err := t.r.ReadByte()
		if err != nil {
			return judgeToken{string(text), t.line}, len(text) > 0
		}
		if t.keep && len(t.raw) < maxRaw {
			t.raw = append(t.raw, c)
		}
		switch {
		case isBlank(c) && len(text) > 0:
			tok := judgeToken{string(text), t.line}
			if c == '\n' {
				t.line++
			}
			return tok, true
		case c == '\n':
			t.line++
		case isBlank(c):
		case len(text) < maxToken:
			text = append(text, c)
		}
	}
}

// peek returns the next k tokens without taking them. At the end it
// returns fewer.
func (t *tokenReader) peek(k int) []judgeToken {
	for len(t.peeked) < k {
		tok, ok := t.read()
		if !ok {
			break
		}
		t.peeked = append(t.peeked, tok)
	}
	if k > len(t.peeked) {
		k = len(t.peeked)
	}
	return t.peeked[:k]
}

// next takes the next token.
func (t *tokenReader) next() (judgeToken, bool) {
	if p := t.peek(1); len(p) == 1 {
		t.peeked = t.peeked[1:]
		return p[0], true
	}
	return judgeToken{}, false
}

// words takes the next tokens if they are text's words. It reports
// whether they were.
func (t *tokenReader) words(text string) bool {
	want := strings.Fields(text)
	got := t.peek(len(want))
	if len(want) == 0 || len(got) < len(want) {
		return false
	}
	for i := range want {
		if got[i].text != want[i] {
			return false
		}
	}
	t.peeked = t.peeked[len(want):]
	return true
}

// answer reads the answer to board rec as preset p writes it. That is
// its label, then an answer in words, a count (and the grid after a count
// of one), a score, true or false, or a grid. fault names what is not an
// answer.
func (t *tokenReader) answer(p *preset, rec *Record) (ans Record, fault string) {
	if rec.Label != "" && !t.words(rec.Label) {
		return ans, "want " + quote([]byte(rec.Label)) + " first"
	}
	for _, w := range []string{p.none, p.several} {
		if w != "" && t.words(w) {
			ans.Word = w
			return ans, ""
		}
	}
	if p.reply == countThen || p.reply == bestScore || p.reply == validity {
		tok, ok := t.next()
		switch {
		case !ok:
			return ans, "the answer is missing"
		case p.reply == validity && tok.text != "true" && tok.text != "false",
			p.reply != validity && !isInteger(tok.text):
			return ans, "want " + [...]string{countThen: "the number of solutions", bestScore: "a score", validity: "true or false"}[p.reply] + ", got " + quote([]byte(tok.text))
		}
		if ans.Word = tok.text; p.reply != countThen || tok.text != "1" {
			return ans, ""
		}
	}
	// The grid is read before ans is returned: Go leaves unspecified
	// whether ans is copied before or after a call beside it (gccgo
	// copies it first).
	fault = t.grid(p, rec, &ans)
	return ans, fault
}

// grid reads a grid the size of rec's into ans. It reads a token per
// cell (spaced presets), per row, or per board, as the preset writes its
// answers.
func (t *tokenReader) grid(p *preset, rec *Record, ans *Record) string {
	side := rec.N * rec.N
	cells := ans.setBox(rec.N)
	per := 1 // cells a token holds
	switch {
	case p.json || p.oneLine:
		per = side * side
	case !p.spaced:
		per = side
	}
	for k := 0; k < side*side; k += per {
		tok, ok := t.next()
		if !ok {
			return fmt.Sprintf("%s: the answer ends", cellName(k, side))
		}
		if fault := readCells(p, tok.text, cells[k:k+per], side, k); fault != "" {
			return fault
		}
	}
	return ""
}

// readCells reads the cells of one token into dst, from cell at. The
// token is one number, a run of digits or letters, or LeetCode's board.
func readCells(p *preset, text string, dst []uint8, side, at int) string {
	toks := []token{{text: text, col: 1}}
	switch {
	case p.json:
		toks = tokens(jsonSpaced(text), nil)
		if len(toks) != len(dst) {
			return fmt.Sprintf("want %d quoted digits in 9 arrays of 9", len(dst))
		}
	case len(dst) == 1 && (!isInteger(text) || strings.HasPrefix(text, "-")):
		return fmt.Sprintf("%s: want %s, got %s", cellName(at, side), p.filled(side), quote([]byte(text)))
	case len(dst) > 1 && utf8.RuneCountInString(text) != len(dst):
		return fmt.Sprintf("%s: want %d cells together, got %s", cellName(at, side), len(dst), quote([]byte(text)))
	}
	if _, bad, _, msg := p.cellsOf(toks, len(dst), side, false, dst); msg != "" {
		return cellName(at+bad, side) + ": " + msg
	}
	return ""
}

// jsonSpaced returns LeetCode's board with its marks made spaces. It
// leaves the cells as tokens.
func jsonSpaced(text string) []byte {
	b := []byte(text)
	jsonSpaces(b)
	return b
}

// isInteger reports whether s is an integer as testlib reads one. That
// is digits, an optional minus, no leading zero, no plus.
func isInteger(s string) bool {
	d := strings.TrimPrefix(s, "-")
	return isNumber(d) && (d == "0" && s == "0" || d[0] != '0')
}

// ---------------------------------------------------------------------------
// The systems' verdicts

// tellKattis gives the verdict as Kattis and DOMjudge read it. It exits 42
// accepted, 43 wrong; the full reason in feedback_dir/judgemessage.txt,
// one line for the team in teammessage.txt, and when a score is asked
// for (the validator flag score, for problems with custom scoring) the
// share of boards right in score.txt; a judge error exits 1, its reason
// in judgeerror.txt.
func tellKattis(j *judgement, dir string, opt judgeOptions, _, stderr io.Writer) int {
	write := func(name, text string) {
		if dir != "" {
			if err := ioutil.WriteFile(filepath.Join(dir, name), []byte(text+"\n"), 0o644); err != nil {
				fmt.Fprintf(stderr, "sudoku: %v\n", err)
			}
		}
	}
	if j.fail != "" {
		fmt.Fprintf(stderr, "sudoku: %s\n", j.fail)
		write("judgeerror.txt", j.fail)
		return 1
	}
	write("judgemessage.txt", j.message())
	if opt.points {
		write("score.txt", strconv.FormatFloat(j.score(), 'g', -1, 64))
	}
	if j.accepted() {
		return 42
	}
	write("teammessage.txt", j.message())
	return 43
}

// tellTestlib gives the verdict as testlib's checkers do. It exits 0 ok,
// 1 wrong answer, 2 presentation error (-strict's lines), 3 judge
// failure, or with -points 7 and the points (the share of boards right)
// for an output that is not right; the comment on stderr, and in the
// report file when one is named.
func tellTestlib(j *judgement, report string, opt judgeOptions, _, stderr io.Writer) int {
	status, word := 0, "ok"
	switch {
	case j.fail != "":
		status, word = 3, "FAIL"
	case opt.points && !j.accepted():
		status, word = 7, "points "+strconv.FormatFloat(j.score(), 'f', -1, 64)
	case j.wrong != "":
		status, word = 1, "wrong answer"
	case j.layout != "":
		status, word = 2, "wrong output format"
	}
	line := word + " " + j.message()
	fmt.Fprintln(stderr, line)
	if report != "" {
		if err := ioutil.WriteFile(report, []byte(line+"\n"), 0o644); err != nil {
			fmt.Fprintf(stderr, "sudoku: %v\n", err)
			return 3
		}
	}
	return status
}

// tellCMS gives the verdict as CMS's comparators do. It writes the
// score, the share of boards right, on stdout, a one-line message on
// stderr, and exits 0; a judge error exits 1.
func tellCMS(j *judgement, _ string, _ judgeOptions, stdout, stderr io.Writer) int {
	fmt.Fprintln(stderr, j.message())
	if j.fail != "" {
		return 1
	}
	fmt.Fprintln(stdout, strconv.FormatFloat(j.score(), 'f', -1, 64))
	return 0
}

// tellBOJ gives the verdict as BOJ's special judge reads it. It exits 0
// correct, 1 wrong (a judge error too, which it cannot tell apart); the
// reason on stderr.
func tellBOJ(j *judgement, _ string, _ judgeOptions, _, stderr io.Writer) int {
	if j.accepted() {
		return 0
	}
	if j.fail != "" {
		fmt.Fprintf(stderr, "sudoku: judge error: %s\n", j.fail)
	} else {
		fmt.Fprintf(stderr, "sudoku: %s\n", j.message())
	}
	return 1
}
