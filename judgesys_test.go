// judgesys_test.go tests the checker as judge systems run it (-judge): a
// corpus of contestant outputs judged as testlib judges them, and a
// problem folder per system running the checker file tools/mkjudge
// writes.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

// The corpus is BOJ 2580's outputs for testdata/judgesys/board.in, a
// board with two solutions, each output made from the jury's answer
// (board.ans, the first solution) or the other solution.
const corpusDir = "testdata/judgesys"

// corpusOutput is one contestant output of the corpus.
type corpusOutput struct {
	name string
	make func(ans, other string) string
}

// corpus are the outputs contestants give: right ones in every layout
// testlib takes, and the ways an output goes wrong.
var corpus = []corpusOutput{
	{"right", func(a, _ string) string { return a }},
	{"other-solution", func(_, o string) string { return o }},
	{"changed-given", func(a, _ string) string { return relabel(a, "12", "21") }},
	{"repeat", func(a, _ string) string { return replaceCell(a, 0, "3") }},
	{"zero-cell", func(a, _ string) string { return replaceCell(a, 0, "0") }},
	{"ten", func(a, _ string) string { return replaceCell(a, 0, "10") }},
	{"negative", func(a, _ string) string { return replaceCell(a, 0, "-1") }},
	{"leading-zero", func(a, _ string) string { return replaceCell(a, 0, "01") }},
	{"plus", func(a, _ string) string { return replaceCell(a, 0, "+1") }},
	{"exponent", func(a, _ string) string { return replaceCell(a, 0, "1e0") }},
	{"decimal", func(a, _ string) string { return replaceCell(a, 0, "1.0") }},
	{"full-width", func(a, _ string) string { return replaceCell(a, 0, "\uff11") }},
	{"nul", func(a, _ string) string { return replaceCell(a, 0, "1\x00") }},
	{"bom", func(a, _ string) string { return "\ufeff" + a }},
	{"missing-line", func(a, _ string) string { return lines(a)[0] + strings.Join(lines(a)[1:8], "") }},
	{"missing-token", func(a, _ string) string { return strings.TrimSuffix(a, " 1\n") + "\n" }},
	{"extra-line", func(a, _ string) string { return a + lines(a)[0] }},
	{"extra-token", func(a, _ string) string { return a + "0\n" }},
	{"extra-junk", func(a, _ string) string { return a + "solved!\n" }},
	{"twice", func(a, _ string) string { return a + a }},
	{"twice-apart", func(a, _ string) string { return a + "\n" + a }},
	{"empty", func(string, string) string { return "" }},
	{"blanks-only", func(string, string) string { return " \n\t\r\n\n" }},
	{"junk", func(string, string) string { return "no idea\n" }},
	{"no-final-newline", func(a, _ string) string { return strings.TrimSuffix(a, "\n") }},
	{"crlf", func(a, _ string) string { return strings.ReplaceAll(a, "\n", "\r\n") }},
	{"cr-only", func(a, _ string) string { return strings.ReplaceAll(a, "\n", "\r") }},
	{"leading-space", func(a, _ string) string { return regexp.MustCompile(`(?m)^`).ReplaceAllString(a, "  ") }},
	{"trailing-space", func(a, _ string) string { return strings.ReplaceAll(a, "\n", " \n") }},
	{"tabs", func(a, _ string) string { return strings.ReplaceAll(a, " ", "\t") }},
	{"double-spaces", func(a, _ string) string { return strings.ReplaceAll(a, " ", "  ") }},
	{"leading-blank-lines", func(a, _ string) string { return "\n\n" + a }},
	{"trailing-blank-lines", func(a, _ string) string { return a + "\n\n\n" }},
	{"blank-line-between-rows", func(a, _ string) string { return strings.ReplaceAll(a, "\n", "\n\n") }},
	{"blank-line-between-bands", func(a, _ string) string { return bands(a, "\n") }},
	{"one-line", func(a, _ string) string { return strings.Join(strings.Fields(a), " ") + "\n" }},
	{"one-per-line", func(a, _ string) string { return strings.Join(strings.Fields(a), "\n") + "\n" }},
	{"row-over-two-lines", func(a, _ string) string { return strings.Replace(a, " 4 6 9", "\n4 6 9", 1) }},
	{"two-rows-a-line", func(a, _ string) string { return strings.Replace(a, "\n", " ", 1) }},
	{"glued-rows", func(a, _ string) string { return strings.ReplaceAll(a, " ", "") }},
	{"one-81-digit-line", func(a, _ string) string { return strings.Join(strings.Fields(a), "") + "\n" }},
	{"comment-line", func(a, _ string) string { return "# solved\n" + a }},
	{"rule-lines", func(a, _ string) string { return bands(a, "------+-------+------\n") }},
	{"pipes", func(a, _ string) string {
		return regexp.MustCompile(`(?m)^(\S \S \S) (\S \S \S) `).ReplaceAllString(a, "$1 | $2 | ")
	}},
	{"vertical-tab", func(a, _ string) string { return strings.ReplaceAll(a, " ", "\v") }},
	{"form-feed", func(a, _ string) string { return strings.ReplaceAll(a, "\n", "\f") }},
	{"rule-lines-after", func(a, _ string) string { return a + strings.Repeat("---------\n", 1000) }},
}

// lines returns s's lines, each with its newline.
func lines(s string) []string { return strings.SplitAfter(strings.TrimSuffix(s, "\n"), "\n") }

// bands puts sep between a grid's bands of three rows.
func bands(a, sep string) string {
	l := lines(a)
	return strings.Join(l[0:3], "") + sep + strings.Join(l[3:6], "") + sep + strings.Join(l[6:9], "")
}

// replaceCell replaces the k-th token of a.
func replaceCell(a string, k int, with string) string {
	f := strings.Fields(a)
	f[k] = with
	out := ""
	for i, tok := range f {
		out += tok
		if i%9 == 8 {
			out += "\n"
		} else {
			out += " "
		}
	}
	return out
}

// relabel swaps digits throughout a grid: still a solution of some board,
// not this one's.
func relabel(a, from, to string) string {
	return strings.Map(func(r rune) rune {
		if i := strings.IndexRune(from, r); i >= 0 {
			return rune(to[i])
		}
		return r
	}, a)
}

// judgeRun is how a system's check ended: its exit status and what it
// wrote.
type judgeRun struct {
	code           int
	stdout, stderr string
	feedback       map[string]string // Kattis's feedback files
}

// accepted reports whether the system reads the run as accepted.
func (r judgeRun) accepted(system string) bool {
	switch system {
	case "kattis":
		return r.code == 42
	case "cms":
		return r.code == 0 && strings.TrimSpace(r.stdout) == "1"
	}
	return r.code == 0
}

// judgeIn runs -judge system in-process on the corpus board, the jury's
// answer and output, each system given its files in its own order.
func judgeIn(t testing.TB, system, format string, extra []string, input, jury, output string) judgeRun {
	t.Helper()
	dir := t.TempDir()
	in, ans, out, fb := filepath.Join(dir, "in"), filepath.Join(dir, "ans"), filepath.Join(dir, "out"), filepath.Join(dir, "feedback")
	writeFile(t, in, input)
	writeFile(t, ans, jury)
	writeFile(t, out, output)
	if err := os.Mkdir(fb, 0o755); err != nil {
		t.Fatal(err)
	}
	args := map[string][]string{"kattis": {in, ans, fb}, "testlib": {in, out, ans}, "cms": {in, ans, out}, "boj": {in, ans, out}}[system]
	args = append(append([]string{"-format", format, "-judge", system}, extra...), args...)
	var stdout, stderr bytes.Buffer
	r := judgeRun{code: run(args, strings.NewReader(output), &stdout, &stderr), stdout: stdout.String(), stderr: stderr.String()}
	r.feedback = readFeedback(t, fb)
	return r
}

// readFeedback returns the files of a feedback folder, by name.
func readFeedback(t testing.TB, dir string) map[string]string {
	files := map[string]string{}
	names, _ := filepath.Glob(filepath.Join(dir, "*"))
	for _, n := range names {
		files[filepath.Base(n)] = readFile(t, n)
	}
	return files
}

// corpusVerdicts returns a line per corpus output: how each system judged
// it, and (from Kattis's team message) why.
func corpusVerdicts(t *testing.T, board, jury, other string) (got string, accepted map[string]map[string]bool) {
	var b strings.Builder
	accepted = map[string]map[string]bool{}
	for _, c := range corpus {
		out := c.make(jury, other)
		accepted[c.name] = map[string]bool{}
		fmt.Fprintf(&b, "%s:", c.name)
		for _, sys := range []string{"kattis", "testlib", "testlib -strict", "cms", "boj"} {
			f := strings.Fields(sys)
			r := judgeIn(t, f[0], "boj2580", f[1:], board, jury, out)
			accepted[c.name][sys] = r.accepted(f[0])
			fmt.Fprintf(&b, " %s=%d", strings.ReplaceAll(sys, " ", ""), r.code)
			if f[0] == "cms" {
				fmt.Fprintf(&b, "/%s", strings.TrimSpace(r.stdout))
			}
		}
		fmt.Fprintf(&b, "\n\t%s", r0(judgeIn(t, "kattis", "boj2580", nil, board, jury, out)))
	}
	return b.String(), accepted
}

// r0 is a Kattis run's message: the team's, or the judge's.
func r0(r judgeRun) string {
	if m := r.feedback["teammessage.txt"]; m != "" {
		return m
	}
	return r.feedback["judgemessage.txt"]
}

// TestJudgeCorpus judges every output of the corpus under each system and
// holds the verdicts to testlib's, recorded by TestTestlibReference in
// reference.golden: each system accepts exactly what testlib accepts.
// -strict's verdicts, and the messages, are held to corpus.golden.
func TestJudgeCorpus(t *testing.T) {
	t.Parallel()
	board, jury := readFile(t, corpusDir+"/board.in"), readFile(t, corpusDir+"/board.ans")
	other := otherSolution(t, board, jury)
	got, accepted := corpusVerdicts(t, board, jury, other)
	if *update {
		writeFile(t, corpusDir+"/corpus.golden", got)
	}
	compareText(t, corpusDir+"/corpus.golden", got, readFile(t, corpusDir+"/corpus.golden"))
	ref := testlibVerdicts(t, readFile(t, corpusDir+"/reference.golden"))
	for _, c := range corpus {
		want, ok := ref[c.name]
		if !ok {
			t.Errorf("%s: no testlib verdict recorded (run TestTestlibReference with -update and TESTLIB set)", c.name)
			continue
		}
		for _, sys := range []string{"kattis", "testlib", "cms", "boj"} {
			if accepted[c.name][sys] != (want == 0) {
				t.Errorf("%s: %s accepted %v, testlib exits %d", c.name, sys, accepted[c.name][sys], want)
			}
		}
		if accepted[c.name]["testlib -strict"] && want != 0 {
			t.Errorf("%s: -strict accepts what testlib rejects", c.name)
		}
	}
}

// otherSolution returns the board's solution other than the jury's,
// found by the oracle with the jury's first row cell that can differ
// excluded; it fails unless the board has exactly two.
func otherSolution(t *testing.T, board, jury string) string {
	b, j := mustBoard(t, board), mustBoard(t, jury)
	if n := oracleCount(b, 3); n != 2 {
		t.Fatalf("board.in has %d solutions, want 2", n)
	}
	for k := range b {
		if b[k] != 0 {
			continue
		}
		for d := uint8(1); d <= 9; d++ {
			if d == j[k] {
				continue
			}
			c := b
			c[k] = d
			if sol, ok, _ := oracle(c, oracleBudget()); ok {
				return formatBoard(sol, testForm{tall: true, spaced: true})
			}
		}
	}
	t.Fatal("no other solution found")
	return ""
}

// testlibVerdicts reads reference.golden: "name exit message" per line.
func testlibVerdicts(t *testing.T, text string) map[string]int {
	m := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		var name string
		var code int
		if _, err := fmt.Sscanf(line, "%s %d", &name, &code); err != nil {
			t.Fatalf("reference.golden: %q: %v", line, err)
		}
		m[name] = code
	}
	return m
}

// TestTestlibReference builds ref/testlib_boj2580.cpp against testlib.h in
// $TESTLIB (skipping when it or g++ is absent), runs it on the corpus and
// holds its verdicts to reference.golden (-update rewrites them).
func TestTestlibReference(t *testing.T) {
	dir := os.Getenv("TESTLIB")
	if _, err := os.Stat(filepath.Join(dir, "testlib.h")); dir == "" || err != nil {
		t.Skip("TESTLIB does not name a folder with testlib.h: testlib's verdicts are read from reference.golden")
	}
	gxx, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("no g++: testlib's verdicts are read from reference.golden")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "testlib_boj2580")
	if out, err := exec.Command(gxx, "-O2", "-I", dir, "-o", bin, "ref/testlib_boj2580.cpp").CombinedOutput(); err != nil {
		t.Fatalf("g++: %v\n%s", err, out)
	}
	board, jury := readFile(t, corpusDir+"/board.in"), readFile(t, corpusDir+"/board.ans")
	other := otherSolution(t, board, jury)
	in, ans, out := filepath.Join(tmp, "in"), filepath.Join(tmp, "ans"), filepath.Join(tmp, "out")
	writeFile(t, in, board)
	writeFile(t, ans, jury)
	var b strings.Builder
	for _, c := range corpus {
		writeFile(t, out, c.make(jury, other))
		var stderr bytes.Buffer
		cmd := exec.Command(bin, in, out, ans)
		cmd.Stderr = &stderr
		code := exitCode(t, cmd.Run())
		fmt.Fprintf(&b, "%s %d %s\n", c.name, code, strings.TrimSpace(stderr.String()))
	}
	if *update {
		writeFile(t, corpusDir+"/reference.golden", b.String())
	}
	compareText(t, corpusDir+"/reference.golden", b.String(), readFile(t, corpusDir+"/reference.golden"))
}

// TestJudgeBigOutputs gives the checker 100 MB outputs through a pipe: the
// answer then rule lines, and a single token with no blank. Each must be
// judged wrong in bounded time and memory (100 times the budget: 30 s
// and 64 MB).
func TestJudgeBigOutputs(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	if testing.Short() {
		t.Skip("-short: not writing 100 MB outputs")
	}
	board, jury := readFile(t, corpusDir+"/board.in"), readFile(t, corpusDir+"/board.ans")
	dir := t.TempDir()
	in, ans := filepath.Join(dir, "in"), filepath.Join(dir, "ans")
	writeFile(t, in, board)
	writeFile(t, ans, jury)
	const size = 100 << 20
	timeCmd := gnuTime(t)
	for name, src := range map[string]func(w io.Writer) error{
		"rule-lines": func(w io.Writer) error { return repeatTo(w, jury, "--------+-------+-------\n", size) },
		"one-token":  func(w io.Writer) error { return repeatTo(w, "", "x", size) },
		"spaced-junk": func(w io.Writer) error {
			return repeatTo(w, jury, "9 ", size)
		},
	} {
		cmd := exec.Command(timeCmd, "-f", "peak %M KiB", sudokuBin(t), "-format", "boj2580", "-judge", "kattis", in, ans, dir)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		pw, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() { src(pw); pw.Close() }() // the checker may stop reading early
		code := exitCode(t, cmd.Wait())
		elapsed := time.Since(start)
		rss := peakRSS(t, stderr.String())
		msg := readFile(t, filepath.Join(dir, "judgemessage.txt"))
		t.Logf("%s: exit %d in %v, peak RSS %d KiB: %s", name, code, elapsed.Round(time.Millisecond), rss, strings.TrimSpace(msg))
		if code != 43 || elapsed > 30*time.Second || rss > 64<<10 {
			t.Errorf("%s: exit %d in %v, peak RSS %d KiB; want 43 within 30 s and 64 MB", name, code, elapsed, rss)
		}
	}
}

// repeatTo writes head, then unit over and over until size bytes.
func repeatTo(w io.Writer, head, unit string, size int) error {
	if _, err := io.WriteString(w, head); err != nil {
		return err
	}
	chunk := []byte(strings.Repeat(unit, (64<<10)/len(unit)))
	for n := len(head); n < size; n += len(chunk) {
		if _, err := w.Write(chunk); err != nil {
			return err
		}
	}
	return nil
}

// systemFolder is a problem folder laid out as a judge system wants, with
// the command that runs its checker there and where its verdict is read.
type systemFolder struct {
	system, format string
	files          map[string]string // path in the folder: content ("@name": testdata/judgesys/name)
	checker        string            // where the checker's source goes
	argv           []string          // the checker's arguments, run in the folder
	stdin          string            // the file on its stdin, or ""
	feedback       string            // the folder of its feedback files, or ""
}

// systemFolders are one problem per system, laid out as its docs ask.
var systemFolders = []systemFolder{
	{system: "kattis", format: "boj2580",
		files: map[string]string{
			"problem.yaml":     "name: Sudoku\nvalidation: custom\n",
			"data/secret/1.in": "@board.in", "data/secret/1.ans": "@board.ans",
		},
		checker: "output_validators/sudoku_check/check.go",
		argv:    []string{"data/secret/1.in", "data/secret/1.ans", "feedback/"}, stdin: "team.out", feedback: "feedback"},
	{system: "testlib", format: "poj2676",
		files:   map[string]string{"tests/01": "@three.in", "tests/01.a": "@three.ans"},
		checker: "files/check.go",
		argv:    []string{"tests/01", "output.txt", "tests/01.a", "report.txt"}},
	{system: "cms", format: "poj2676",
		files:   map[string]string{"input/input0.txt": "@three.in", "output/output0.txt": "@three.ans"},
		checker: "check/checker.go",
		argv:    []string{"input/input0.txt", "output/output0.txt", "output.txt"}},
	{system: "boj", format: "boj2239",
		files:   map[string]string{"1.in": "@board2239.in", "1.out": "@board2239.ans"},
		checker: "spj.go",
		argv:    []string{"1.in", "1.out", "user.out", "--unused"}},
}

// TestJudgeSystemFolders writes each system's checker file with mkjudge
// (make judge PROBLEM=check JUDGE=SYSTEM FORMAT=NAME), builds it alone in a
// problem folder laid out as the system wants (with Go 1.16, calling
// nothing newer than Go 1.14's library), and runs it there with the
// system's arguments and no flags on a right output, wrong ones, one with
// extra output, a wrong and a malformed jury answer and a malformed input
// (judge errors, never the contestant's fault): the exit codes, stdout,
// stderr and feedback files are held to testdata/judgesys/SYSTEM.golden.
func TestJudgeSystemFolders(t *testing.T) {
	longOnly(t, "builds the checker files")
	t.Parallel() // one of the slow tests, which share the two cores
	dir := t.TempDir()
	gen := buildMkjudge(t)
	for _, sf := range systemFolders {
		sf := sf
		t.Run(sf.system, func(t *testing.T) {
			t.Parallel()
			root := filepath.Join(dir, sf.system)
			for path, content := range sf.files {
				if strings.HasPrefix(content, "@") {
					content = readFile(t, filepath.Join(corpusDir, content[1:]))
				}
				mkdirWrite(t, filepath.Join(root, path), content)
			}
			src := filepath.Join(root, sf.checker)
			if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(gen, "-problem", "check", "-judge", sf.system, "-format", sf.format, "-o", src).CombinedOutput(); err != nil {
				t.Fatalf("mkjudge: %v\n%s", err, out)
			}
			if newer := newerAPI(t); len(newer) > 0 {
				checkAPI(t, src, newer, exportImporter(t))
			}
			mkdirWrite(t, filepath.Join(filepath.Dir(src), "go.mod"), "module checker\n\ngo 1.16\n")
			bin := filepath.Join(filepath.Dir(src), "checker")
			build := exec.Command("go", "build", "-o", bin, filepath.Base(src))
			build.Dir, build.Env = filepath.Dir(src), append(os.Environ(), "GOFLAGS=", "GO111MODULE=on")
			if out, err := build.CombinedOutput(); err != nil {
				t.Fatalf("go build %s: %v\n%s", sf.checker, err, out)
			}
			got := sf.runCases(t, root, bin)
			golden := filepath.Join(corpusDir, sf.system+".golden")
			if *update {
				writeFile(t, golden, got)
			}
			compareText(t, golden, got, readFile(t, golden))
		})
	}
}

func mkdirWrite(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, path, content)
}

// runCases runs the checker in the folder on each case's output and
// writes down what it did.
func (sf systemFolder) runCases(t *testing.T, root, bin string) string {
	juryPath := sf.argv[1]
	if sf.system == "testlib" {
		juryPath = sf.argv[2]
	}
	jury := readFile(t, filepath.Join(root, juryPath))
	input := readFile(t, filepath.Join(root, sf.argv[0]))
	cases := []struct{ name, output, jury, input string }{
		{"right", jury, jury, input},
		{"wrong", relabel(jury, "12", "21"), jury, input},
		{"half-right", strings.Replace(jury, "1", "2", 1), jury, input},
		{"extra output", jury + "1\n", jury, input},
		{"wrong jury answer", jury, relabel(jury, "12", "21"), input},
		{"malformed jury answer", jury, jury[:len(jury)/2], input},
		{"malformed input", jury, jury, strings.Replace(input, "0", "x", 1)},
	}
	var b strings.Builder
	for _, c := range cases {
		writeFile(t, filepath.Join(root, sf.argv[0]), c.input)
		outPath := sf.stdin
		if outPath == "" {
			outPath = map[string]string{"testlib": sf.argv[1], "cms": sf.argv[2], "boj": sf.argv[2]}[sf.system]
		}
		writeFile(t, filepath.Join(root, juryPath), c.jury)
		writeFile(t, filepath.Join(root, outPath), c.output)
		os.RemoveAll(filepath.Join(root, "feedback"))
		os.Remove(filepath.Join(root, "report.txt"))
		if sf.feedback != "" {
			if err := os.Mkdir(filepath.Join(root, sf.feedback), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.Command(bin, sf.argv...)
		cmd.Dir = root
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if sf.stdin != "" {
			f, err := os.Open(filepath.Join(root, sf.stdin))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			cmd.Stdin = f
		}
		code := exitCode(t, cmd.Run())
		invocation := filepath.Join(filepath.Dir(sf.checker), "checker") + " " + strings.Join(sf.argv, " ")
		if sf.stdin != "" {
			invocation += " < " + sf.stdin
		}
		fmt.Fprintf(&b, "# %s\n$ %s\nexit %d\n", c.name, invocation, code)
		writeOutputs(&b, "stdout", stdout.String())
		writeOutputs(&b, "stderr", stderr.String())
		files := map[string]string{}
		if sf.feedback != "" {
			for name, text := range readFeedback(t, filepath.Join(root, sf.feedback)) {
				files[filepath.Join(sf.feedback, name)] = text
			}
		}
		if r, err := os.ReadFile(filepath.Join(root, "report.txt")); err == nil {
			files["report.txt"] = string(r)
		}
		names := make([]string, 0, len(files))
		for n := range files {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			writeOutputs(&b, n, files[n])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// writeOutputs writes what a run wrote to one place, a line each.
func writeOutputs(b *strings.Builder, where, text string) {
	if text == "" {
		return
	}
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		fmt.Fprintf(b, "%s: %s\n", where, line)
	}
}

// TestKattisScore checks the validator flag score: score.txt holds the
// share of boards right, and without it there is no score.txt (Kattis
// takes one from a pass-fail problem's validator as a judge error).
func TestKattisScore(t *testing.T) {
	dir := t.TempDir()
	in, ans := filepath.Join(corpusDir, "three.in"), filepath.Join(corpusDir, "three.ans")
	jury := readFile(t, ans)
	half := strings.Replace(jury, "1", "2", 1) // board 1 wrong, boards 2 and 3 right
	for _, tt := range []struct {
		words []string
		score string
	}{{[]string{"score"}, "0.6666666666666666\n"}, {nil, ""}} {
		os.Remove(filepath.Join(dir, "score.txt"))
		var stderr strings.Builder
		code := judgeAs(findPreset("poj2676"), "kattis", judgeOptions{}, append([]string{in, ans, dir}, tt.words...), strings.NewReader(half), &stderr, &stderr)
		got, _ := os.ReadFile(filepath.Join(dir, "score.txt"))
		if code != 43 || string(got) != tt.score {
			t.Errorf("flags %v: exit %d, score.txt %q; want 43 and %q", tt.words, code, got, tt.score)
		}
	}
}
