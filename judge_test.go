// judge_test.go tests the judge file that tools/mkjudge writes.

package main

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	gotoken "go/token"
	"go/types"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestJudgeFile builds the generator once, writes the judge file of every
// preset -format list names with it (as make judge PROBLEM=NAME does) and
// the checker's ("check"), checks each file's text (at most 50,000 bytes,
// as gofmt writes it, with its solvers' glossaries and every function's
// first doc sentence), builds it alone as a judge would (Go at the 1.16
// language level, and gccgo 11 when installed: every file under -long, a
// sample otherwise) and runs through each build, with no flags, its
// problem's golden cases and random boards in its convention.
func TestJudgeFile(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: not building the judge files")
	}
	t.Parallel() // one of the slow tests, which share the two cores
	dir := t.TempDir()
	gen := buildMkjudge(t)
	gccgo, err := exec.LookPath("gccgo-11")
	if err != nil && os.Getenv("CI") != "" {
		t.Errorf("gccgo-11 not installed: .ci/run should install it")
	} else if err != nil {
		t.Logf("gccgo-11 not installed: built with go only (apt-get install gccgo-11)")
	}
	newer := newerAPI(t)
	if len(newer) == 0 {
		t.Logf("no api folder in GOROOT: the judge files' library calls are not checked")
	}
	imp := exportImporter(t)
	docs := funcDocs(t)
	heads := glossaryHeads(t)
	problems := []string{"check"}
	for _, p := range presets {
		problems = append(problems, p.name)
	}
	for _, problem := range problems {
		problem := problem
		t.Run(problem, func(t *testing.T) {
			if !textSample[problem] {
				longOnly(t, "writes and checks it: make test checks a sample")
			}
			t.Parallel()
			pdir := filepath.Join(dir, problem)
			src := filepath.Join(pdir, "main.go")
			if out, err := exec.Command(gen, "-problem", problem, "-o", src).CombinedOutput(); err != nil {
				t.Fatalf("mkjudge -problem %s: %v\n%s", problem, err, out)
			}
			checkJudgeText(t, problem, readFile(t, src))
			checkJudgeDocs(t, problem, readFile(t, src), docs, heads)
			if len(newer) > 0 && leetDrivers[problem] == "" {
				checkAPI(t, src, newer, imp)
			}
			files := []string{"main.go"}
			if driver := leetDrivers[problem]; driver != "" {
				// LeetCode's file is a function: put "package main" in
				// front, as LeetCode does, and a main beside it.
				writeFile(t, filepath.Join(pdir, "solution.go"), "package main\n"+readFile(t, src))
				writeFile(t, src, driver)
				files = append(files, "solution.go")
			}
			if !*long && !buildSample[problem] {
				return // its text checked; built and run under -long
			}
			writeFile(t, filepath.Join(pdir, "go.mod"), "module judge\n\ngo 1.16\n")
			builds := map[string][]string{"go1.16": append([]string{"go", "build", "-o", filepath.Join(pdir, "go.bin")}, files...)}
			if gccgo != "" && *long {
				builds["gccgo-11"] = append([]string{gccgo, "-O2", "-static", "-o", filepath.Join(pdir, "gccgo.bin")}, files...)
			}
			for name, argv := range builds {
				cmd := exec.Command(argv[0], argv[1:]...)
				cmd.Dir = pdir
				cmd.Env = append(os.Environ(), "GOFLAGS=", "GO111MODULE=on")
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("%s: %v\n%s", strings.Join(argv, " "), err, out)
				}
				bin := filepath.Join(pdir, "go.bin")
				if name != "go1.16" {
					bin = filepath.Join(pdir, "gccgo.bin")
				}
				runJudgeBin(t, problem, name, bin)
			}
		})
	}
}

// textSample are the problems whose files make test writes and checks
// as text (gofmt's output, the size, the glossary and the docs, the
// library calls): the two nearest 50,000 bytes, the whole automatic one,
// the checker's, and one of each other solver (the general one, the
// score's, LeetCode's function, the variant solver). make test-long checks
// every file.
var textSample = map[string]bool{"boj2580": true, "poj3076": true, "auto": true, "check": true, "uva989": true, "luogu1074": true, "leetcode37": true, "spoj-hs12disu": true}

// buildSample are the problems whose files make test builds and runs
// with go: the one cut the most (a 9x9 strict reader's, at 50,000
// bytes), and a variant's (its preset's variant a call in the presets
// table's entry); the others' it checks as text. make test-long builds
// every file with go and with gccgo, which takes seconds a file.
var buildSample = map[string]bool{"boj2580": true, "spoj-hs12disu": true}

// leetDrivers are mains for LeetCode's files, as a test of LeetCode's own
// would be: each line of input a board as LeetCode writes one, and for
// each what the function leaves or returns.
var leetDrivers = map[string]string{
	"leetcode37": leetDriver("solveSudoku(board)\n\t\tif text := boardText(board); strings.Contains(text, \".\") {\n\t\t\tfmt.Println(\"no solution\") // as -format leetcode37 says; LeetCode's boards have one\n\t\t} else {\n\t\t\tfmt.Println(text)\n\t\t}"),
	"leetcode36": leetDriver("fmt.Println(isValidSudoku(board))"),
}

func leetDriver(call string) string {
	return `package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var board [][]byte
		for _, row := range strings.Split(strings.Trim(sc.Text(), "[] "), "],[") {
			var r []byte
			for _, c := range strings.Split(row, ",") {
				r = append(r, strings.Trim(c, "\"")[0])
			}
			board = append(board, r)
		}
		` + call + `
	}
}

func boardText(board [][]byte) string {
	var rows []string
	for _, r := range board {
		var cs []string
		for _, c := range r {
			cs = append(cs, "\""+string(c)+"\"")
		}
		rows = append(rows, "["+strings.Join(cs, ",")+"]")
	}
	return "[" + strings.Join(rows, ",") + "]"
}
`
}

// judgeLimit is the most bytes a judge file may have: SPOJ's source
// limit, the smallest among the judges that take Go.
const judgeLimit = 50000

// autoLimit is the most bytes the automatic forms' file may have: it is
// for no judge's problem in particular, and keeps every function's first
// sentence within the 64 KB that Codeforces and most judges allow.
const autoLimit = 64 << 10

// checkJudgeText checks a judge file's size, layout, header and usage
// text. The checker is a program beside the judges', as the judge
// systems' checkers are: it has no size limit and keeps every comment.
func checkJudgeText(t *testing.T, problem, text string) {
	limit := judgeLimit
	if problem == "auto" {
		limit = autoLimit
	}
	if problem != "check" && len(text) > limit {
		t.Errorf("%s judge file: %d bytes, want at most %d", problem, len(text), limit)
	}
	checkGofmt(t, problem, text)
	entry := "func main()"
	if leetDrivers[problem] != "" {
		entry = "func " + map[string]string{"leetcode37": "solveSudoku", "leetcode36": "isValidSudoku"}[problem] + "(board [][]byte)"
		if strings.Contains(text, "\npackage ") || strings.Contains(text, "\nimport") {
			t.Errorf("%s judge file has a package clause or an import; LeetCode's editor takes neither", problem)
		}
	}
	want := []string{"// Code generated by \"go run ./tools/mkjudge -problem " + problem + "\"", entry}
	if problem == "check" {
		want = append(want, "Every comment on and in the declarations it keeps is kept.")
	}
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("%s judge file lacks %q", problem, w)
		}
	}
	// A judge file answers with no flags (the checker's takes -first
	// alone): it has no usage text.
	if strings.Contains(text, "usage: sudoku [flags]") || strings.Contains(text, "Examples:") {
		t.Errorf("%s judge file keeps the usage text", problem)
	}
}

// checkGofmt checks that a judge file is laid out as gofmt writes it
// (LeetCode's, which has no package clause, once one is put in front): a
// contestant or a problem setter reads it on the judge.
func checkGofmt(t *testing.T, problem, text string) {
	const clause = "package main\n\n"
	src := text
	if leetDrivers[problem] != "" {
		src = clause + text
	}
	out, err := format.Source([]byte(src))
	if err != nil {
		t.Errorf("%s judge file does not parse: %v", problem, err)
		return
	}
	if got, want := strings.Split(src, "\n"), strings.Split(string(out), "\n"); string(out) != src {
		for i := range got {
			if i >= len(want) {
				t.Errorf("%s judge file is not as gofmt writes it: gofmt ends it before line %d", problem, i+1)
				return
			}
			if got[i] != want[i] {
				t.Errorf("%s judge file is not as gofmt writes it: line %d is %q, gofmt writes %q", problem, i+1, got[i], want[i])
				return
			}
		}
		t.Errorf("%s judge file is not as gofmt writes it: gofmt adds lines after its last", problem)
	}
}

// glossaryHeads returns the opening comment of each solver's file, which
// holds its glossary, by file name, with the functions the file declares.
func glossaryHeads(t *testing.T) map[string]glossary {
	heads := map[string]glossary{}
	for _, name := range []string{"solver.go", "general.go", "varsolve.go"} {
		text := readFile(t, name)
		end := strings.Index(text, "\npackage main\n")
		f, err := parser.ParseFile(gotoken.NewFileSet(), name, text, parser.ParseComments)
		if err != nil || end < 0 {
			t.Fatalf("%s: no opening comment before its package clause (%v)", name, err)
		}
		g := glossary{head: strings.TrimRight(text[:end], "\n"), funcs: map[string]bool{}}
		for key := range docsOf(f) {
			g.funcs[key] = true
		}
		if !strings.Contains(g.head, "Glossary") {
			t.Fatalf("%s's opening comment has no glossary", name)
		}
		heads[name] = g
	}
	return heads
}

// glossary is a solver file's opening comment and the functions it
// declares.
type glossary struct {
	head  string
	funcs map[string]bool
}

// funcDocs returns the doc of each function of the command's files, by
// name (TYPE.NAME for a method), its lines joined by single spaces.
func funcDocs(t *testing.T) map[string]string {
	docs := map[string]string{}
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(gotoken.NewFileSet(), name, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for key, doc := range docsOf(f) {
			docs[key] = doc
		}
	}
	return docs
}

// docsOf returns the docs of f's functions by name, as funcDocs does, ""
// for a function without one.
func docsOf(f *ast.File) map[string]string {
	docs := map[string]string{}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		key := fd.Name.Name
		if fd.Recv != nil && len(fd.Recv.List) == 1 {
			typ := fd.Recv.List[0].Type
			if star, ok := typ.(*ast.StarExpr); ok {
				typ = star.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				key = id.Name + "." + key
			}
		}
		docs[key] = strings.Join(strings.Fields(fd.Doc.Text()), " ")
	}
	return docs
}

// firstSentenceOf returns a doc's first sentence: up to the first period
// that ends it or comes before a space and a capital letter.
func firstSentenceOf(doc string) string {
	for i := 0; i < len(doc); i++ {
		if doc[i] == '.' && (i == len(doc)-1 || i+2 < len(doc) && doc[i+1] == ' ' && doc[i+2] >= 'A' && doc[i+2] <= 'Z') {
			return doc[:i+1]
		}
	}
	return doc
}

// checkJudgeDocs checks that every function of a judge file keeps a doc:
// at least the first sentence of the function's doc in the command's
// files, and nothing but its words. A function the command has not (the
// library calls LeetCode's file writes out) needs a doc of its own. The
// file must hold the glossary of each solver file it holds a function
// of.
func checkJudgeDocs(t *testing.T, problem, text string, docs map[string]string, heads map[string]glossary) {
	if !strings.Contains(text, "\npackage ") {
		text = "package main\n" + text // LeetCode's file has no package clause
	}
	f, err := parser.ParseFile(gotoken.NewFileSet(), problem+".go", text, parser.ParseComments)
	if err != nil {
		t.Fatalf("%s judge file: %v", problem, err)
	}
	held := docsOf(f)
	for name, g := range heads {
		for key := range held {
			if g.funcs[key] && !strings.Contains(text, g.head) {
				t.Errorf("%s judge file holds %s's %s but not its glossary (its opening comment)", problem, name, key)
				break
			}
		}
	}
	missing := 0
	for key, doc := range held {
		src, ok := docs[key]
		switch {
		case doc == "":
			t.Errorf("%s judge file: %s has no doc", problem, key)
		case !ok:
			continue // one of the library calls LeetCode's file writes out
		case !strings.HasPrefix(src, doc):
			t.Errorf("%s judge file: %s's doc %q is not the command's %q", problem, key, doc, src)
		case len(doc) < len(firstSentenceOf(src)):
			t.Errorf("%s judge file: %s's doc %q lacks the rest of its first sentence, %q", problem, key, doc, firstSentenceOf(src))
		default:
			continue
		}
		if missing++; missing == 5 {
			t.Fatalf("%s judge file: more functions without their doc", problem)
		}
	}
}

// runJudgeBin runs a judge build on its problem's golden cases, without
// the -format flag the tests give the command, and on random boards.
func runJudgeBin(t *testing.T, problem, build, bin string) {
	for _, c := range goldenCases(t) {
		args := c.args
		switch {
		case problem == "check":
			if args = judgeCheckArgs(args); args == nil || c.preset != "" {
				continue // the checker's file reads the automatic forms
			}
		case c.preset != "" && c.preset == problem && len(args) == 2:
			args = nil // -format NAME: the judge file's only convention
		case c.preset != "" || problem != "auto" || len(args) > 0:
			continue // a preset file takes no flags
		}
		stdout, stderr, code := runBin(t, bin, args, c.input)
		if problem == "auto" || problem == "check" || !strictFault(c) {
			c.check(t, stdout, stderr, code)
			continue
		}
		// A preset's file answers well-formed input only: on a fault it
		// names the first, on one line, and answers nothing (or, for a
		// count line the boards disagree with, every board).
		want := readFile(t, c.base+".golden")
		if code != 2 || strings.Count(stderr, "\n") != 1 || !strings.HasPrefix(stderr, "sudoku: stdin:") || stdout != "" && stdout != want {
			t.Errorf("%s: exit %d, stderr %q, stdout %q; want exit 2, one message and no answer", c.base, code, stderr, stdout)
		}
	}
	switch problem {
	case "check":
		return
	case "auto":
		runRandomWith(t, bin)
		return
	case "boj2580":
		runLongLine(t, bin)
	}
	runPresetRandom(t, problem, func(args []string, input string) (string, string, int) {
		return runBin(t, bin, args[2:], input)
	})
}

// runLongLine feeds a judge file a 100 MB line of digits (32 MB but
// under -long, twice what a file that stored it would hold): it must name
// the fault at line 1 holding no more of the line than a row's worth
// (peak RSS under 16 MiB, measured by GNU time around the binary).
func runLongLine(t *testing.T, bin string) {
	f, err := os.Create(filepath.Join(t.TempDir(), "line"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	chunk := []byte(strings.Repeat("1", 1<<20))
	for i := 0; i < sweep(100, 32); i++ {
		if _, err := f.Write(chunk); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := f.Write([]byte("\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Seek(0, 0); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gnuTime(t), "-f", "peak %M KiB", bin)
	var stderr bytes.Buffer
	cmd.Stdin, cmd.Stderr = f, &stderr
	code := exitCode(t, cmd.Run())
	lines := strings.SplitN(stderr.String(), "\n", 2)
	if rss := peakRSS(t, stderr.String()); code != 2 || !strings.HasPrefix(lines[0], "sudoku: stdin:1:1: ") || rss > 16<<10 {
		t.Errorf("a long line: exit %d, peak RSS %d KiB, stderr %q; want exit 2, a message at stdin:1:1, under 16 MiB", code, rss, lines[0])
	}
}

// runRandomWith runs random boards in both BOJ forms through bin, one
// stream per form, and checks every answer against the oracle.
func runRandomWith(t *testing.T, bin string) {
	r := rand.New(rand.NewSource(11))
	for _, form := range []testForm{{tall: true, spaced: true}, {tall: true}} {
		var in strings.Builder
		var answers []string
		var tall []bool
		for i := 0; i < sweep(150, 40); i++ {
			b := randomBoard(r, 20+r.Intn(40))
			sol, ok, decided := oracle(b, 20_000_000)
			if !decided || !ok {
				continue
			}
			in.WriteString(formatBoard(b, form))
			answers = append(answers, formatBoard(sol, form))
			tall = append(tall, true)
		}
		stdout, stderr, code := runBin(t, bin, nil, in.String())
		if code != 0 || stderr != "" {
			t.Fatalf("%s on random boards: exit %d, %s", bin, code, stderr)
		}
		compareText(t, "random boards", stdout, joinAnswers(answers, tall))
	}
}

// judgeCheckArgs turns a -check golden case's flags into the checker
// judge file's: the answers file named last instead of after -check; nil
// for a case that is not -check's.
func judgeCheckArgs(args []string) []string {
	for i, a := range args {
		if a == "-check" && i+1 < len(args) {
			return append(append(append([]string(nil), args[:i]...), args[i+2:]...), args[i+1])
		}
	}
	return nil
}

// strictFault reports whether a golden case's input has a fault, which a
// preset's judge file does not answer around as the command does (its
// .err file names a position other than a board without solution's).
func strictFault(c goldenCase) bool {
	errText, err := os.ReadFile(c.base + ".err")
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(errText), "\n") {
		if strings.HasPrefix(line, "sudoku: ") && !strings.HasSuffix(line, ": no solution") && !strings.Contains(line, " twice in ") {
			return true
		}
	}
	return false
}

// lockedImporter shares one importer between the parallel subtests.
type lockedImporter struct {
	mu  sync.Mutex
	imp types.Importer
}

func (l *lockedImporter) Import(path string) (*types.Package, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.imp.Import(path)
}
