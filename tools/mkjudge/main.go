// Mkjudge writes the judge file: the command's source files merged into one
// Go file that builds alone, for online judges that take a single file.
//
// Usage:
//
//	go run ./tools/mkjudge [-problem NAME] [-o dist/NAME.go] [-dir DIR]
//	go run ./tools/mkjudge -problem check -judge SYSTEM -format NAME [-o FILE]
//
// It reads the command's files in the project's folder, DIR (by default
// the folder it runs in), and writes dist/ there; a path given with -o is
// where the program was started.
//
// With -problem NAME (a -format preset; "auto" by default) the file reads
// and answers as that problem asks with no flags: the presets table keeps
// that preset alone, and every declaration the command can then no longer
// reach is left out (a 9x9 problem's file has no general solver, a
// preset's no 9x9 form detection), with the comments on it. With
// -problem check -judge SYSTEM -format NAME it is the checker of problem
// NAME's outputs as judge system SYSTEM runs checkers (sudoku -judge),
// taking the system's arguments with no flags. Its usage text
// keeps only its first line and the flags' heading: the rest tells the
// command's forms, modes and examples, most of which the file has not.
//
// The merge keeps every comment: each file's opening comment, the solver's
// glossary and diagram, the comments inside functions. It folds the
// branches the file never takes (fold.go): an if or a case on a field
// that holds one value in every run of the file, such as the one preset's
// fields and the flags' fields no code of the file sets, and leaves out
// what they alone reached. A judge file must be at most 50,000 bytes
// (SPOJ's limit, the smallest of the judges that take Go; Codeforces takes
// 64 KB); if it would not fit, comment text goes in small steps until it
// does: first the longest comments are cut to their first sentence, one
// by one, then the comments inside declarations (in functions, on fields)
// are left out, the longest first, then the first sentence of each
// file's opening comment (leaving its name), then the docs of types,
// variables and constants and the section lines between declarations.
// The file is always laid out as gofmt writes it and keeps the glossary
// of each solver it holds, and each function keeps its doc's first
// sentence: a contestant reading the file on a judge reads what each
// function is for. Only a file that does not fit even so (the automatic
// forms', which holds the command's whole reader) loses those too, the
// longest first, as few as it must. The file's opening lines say what was
// left out.
//
// Like the tables Go's own tree generates, this is a program beside the
// command, not part of it: it must not be named among the sources.
package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"sudoku/internal/prog"
)

// sources are the command's files in the order the judge file shows them:
// the wiring first, then the data flow (read, rules, pipeline, solver).
var sources = []string{"main.go", "flags.go", "rating.go", "judge.go", "judgesys.go", "validate.go", "leetcode.go", "presets.go", "presetread.go", "boardio.go", "reader.go", "record.go", "board.go", "variant.go", "pipeline.go", "solver.go", "varsolve.go", "score.go", "matching.go", "general.go", "learn.go", "check.go", "setter.go", "gen.go", "drawing.go", "hard.go", "play.go"}

// leetFuncs are the LeetCode problems mkjudge writes, and the function
// each file is for: LeetCode runs a function, not a program.
var leetFuncs = map[string]string{"leetcode37": "solveSudoku", "leetcode36": "isValidSudoku"}

// glossaries are the files whose opening comment (a solver's glossary and
// board diagram) a judge file keeps whole, when it keeps a function of
// theirs: the other files' opening comments tell of whole files, of which
// a judge file keeps a part, so at most their first sentence is kept.
var glossaries = map[string]bool{"solver.go": true, "general.go": true, "varsolve.go": true}

// maxSize is the most bytes a judge file may have: SPOJ's limit, the
// smallest among the judges that take Go.
const maxSize = 50000

// maxAutoSize is the most bytes the automatic forms' file may have. It is
// the command's own reading of every 9x9 form, which no judge's problem
// asks for (each has its preset's file), and it does not fit 50,000
// bytes with every function's first sentence: it keeps them within the
// 64 KB that Codeforces and most judges allow.
const maxAutoSize = 64 << 10

// maxCheckerSize is the most bytes a judge system's checker may have: it
// goes into a problem package, not a judge's submission box, so it keeps
// its comments.
const maxCheckerSize = 1 << 20

// Levels of stripping, tried in order until the file fits. Two levels are
// graded: they cut or drop comments one at a time, the longest first,
// only as many as the file needs. No level touches the layout gofmt
// gives, the glossaries, or a function's first sentence.
const (
	keepAll    = iota // every comment
	trimLong          // the longest comments cut to their first sentence (graded)
	dropInside        // every comment so cut, and comments inside declarations left out (graded)
	noHeads           // nor the other files' opening comments: their names only
	noDataDocs        // nor the docs of types, variables and constants, nor section lines
)

// graded reports whether a level cuts comments one at a time.
func graded(level int) bool { return level == trimLong || level == dropInside }

// notePlace stands in the merged file's header for the note that says
// what was left out, which is known once the file is stripped.
const notePlace = "@NOTE@"

// note says in the judge file's header what its level left out to fit
// limit bytes: of n comments the level could cut or drop, k were.
func note(level, k, n, limit int) string {
	const whole = " The repository has them whole"
	const firsts = "; each function keeps its doc's first sentence."
	fit := "To fit " + thousands(limit) + " bytes, "
	out := []string{"comments in functions and fields", "the files' opening comments but the glossaries",
		"the docs of types and values, and the section lines"}
	switch level {
	case keepAll:
		return "Every comment on and in the declarations it keeps is kept."
	case trimLong:
		return fmt.Sprintf("%sthe %d longest comments of %d are cut to their first sentence.%s%s", fit, k, n, whole, firsts)
	case dropInside:
		return fmt.Sprintf("%scomments are cut to their first sentence and the %d longest of %d in functions and fields left out.%s%s", fit, k, n, whole, firsts)
	}
	return fit + "comments are cut to their first sentence, and left out: " + strings.Join(out[:level-dropInside+1], ", ") + "." + whole + firsts
}

// thousands writes n with commas between its thousands: 50,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// usage is mkjudge's command line, as its one-line errors name it.
const usage = "go run ./tools/mkjudge [-problem NAME | -problem check -judge SYSTEM -format NAME | -problem validate [-judge SYSTEM] -format NAME] [-o FILE] [-dir DIR]"

func main() {
	t, out := parseTarget()
	if *out == "" {
		*out = "dist/" + t.String() + ".go"
	}
	src, note, err := generate(t)
	if err != nil {
		prog.Fail(err)
	}
	prog.Write(*out, src)
	if err := fenceDist(*out); err != nil {
		prog.Fail(err)
	}
	fmt.Printf("mkjudge: wrote %s: %d bytes (limit %d); %s\n", *out, len(src), t.limit(),
		note)
}

// parseTarget reads the command line: the judge file asked for, and the
// path to write it to ("" for the default), absolute; it moves into the
// project's folder.
func parseTarget() (target, *string) {
	var t target
	fs := prog.Flags()
	out := fs.String("o", "", "write the judge file to `path` (default dist/NAME.go, dist/check-SYSTEM-FORMAT.go)")
	dir := fs.String("dir", ".", "the project's `folder`, whose files the judge file merges")
	fs.StringVar(&t.problem, "problem", "auto", "the -format preset the file answers as, with no flags; check for the checker")
	fs.StringVar(&t.system, "judge", "", "with -problem check, the judge system the checker is for (sudoku -judge)")
	fs.StringVar(&t.format, "format", "", "with -judge, the preset whose outputs it checks")
	prog.ParseFlags(fs, usage)
	switch {
	case t.problem == "validate" && t.format == "":
		prog.UsageError("-problem validate needs -format: usage: " + usage)
	case t.problem == "check" && (t.system != "") != (t.format != ""):
		prog.UsageError("-problem check: -judge and -format go together: usage: " + usage)
	case t.problem != "check" && t.problem != "validate" && (t.system != "" || t.format != ""):
		prog.UsageError("-judge and -format go with -problem check or validate: usage: " + usage)
	}
	prog.EnterProject(*dir, out)
	return t, out
}

// generate makes the judge file: the sources, checked, pruned to what
// the target reaches, merged and stripped to fit. It returns the file and
// the note of what was left out.
func generate(t target) ([]byte, string, error) {
	if err := checkSources(); err != nil {
		return nil, "", err
	}
	files, err := prune(t)
	if err != nil {
		return nil, "", err
	}
	src, note, err := judgeFile(files, t, commit())
	if err != nil {
		return nil, "", err
	}
	if leetFuncs[t.problem] != "" {
		if src, err = leetForm(src); err != nil {
			return nil, "", err
		}
	}
	return src, note, nil
}

// fenceDist writes dist/go.mod when path lies in dist/: every file there
// is a main that builds alone, and a module of their own keeps them out of
// the command's `go build ./...` and `go vet ./...`.
func fenceDist(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	dist, err := filepath.Abs("dist")
	if err != nil {
		return err
	}
	if rel, err := filepath.Rel(dist, abs); err != nil || strings.HasPrefix(rel, "..") {
		return nil // not in dist/
	}
	mod := filepath.Join("dist", "go.mod")
	if _, err := os.Stat(mod); err == nil {
		return nil
	}
	return os.WriteFile(mod, []byte("// The judge files and packages make judge and make package write: each\n// builds alone.\nmodule dist\n\ngo 1.16\n"), 0o644)
}

// target is the judge file asked for: a problem's, the checker, or the
// checker of one preset's outputs for one judge system.
type target struct{ problem, system, format string }

// String names the file: the problem, check-SYSTEM-FORMAT, or
// validate-[SYSTEM-]FORMAT.
func (t target) String() string {
	name := t.problem
	for _, part := range []string{t.system, t.format} {
		if part != "" {
			name += "-" + part
		}
	}
	return name
}

// systemFlag is " -judge SYSTEM", or "" with no system.
func (t target) systemFlag() string {
	if t.system == "" {
		return ""
	}
	return " -judge " + t.system
}

// program says whether the file is a program beside the judges' own: a
// checker or validator for a problem package, not a submission.
func (t target) program() bool {
	return t.system != "" || t.problem == "validate" || t.problem == "check"
}

// limit is the most bytes the file may have.
func (t target) limit() int {
	switch {
	case t.program():
		return maxCheckerSize
	case t.problem == "auto":
		return maxAutoSize
	}
	return maxSize
}

// flags are mkjudge's flags that make the file.
func (t target) flags() string {
	flags := "-problem " + t.problem
	if t.system != "" {
		flags += " -judge " + t.system
	}
	if t.format != "" {
		flags += " -format " + t.format
	}
	return flags
}

// checkSources fails if the package's files are not exactly sources, so
// that a new file cannot be left out of the judge file unnoticed.
func checkSources() error {
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		return err
	}
	var got []string
	got = append(got, pkg.GoFiles...)
	want := append([]string(nil), sources...)
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		return fmt.Errorf("the package has %v, the judge file lists %v: update sources in tools/mkjudge/main.go", got, want)
	}
	return nil
}

// judgeFile merges the sources and strips comments only as far as needed
// to fit the target's limit. It returns the file and the note of what was
// left out.
func judgeFile(files map[string][]byte, t target, commit string) ([]byte, string, error) {
	var src []byte
	for level := keepAll; level <= noDataDocs; level++ {
		var n int
		var err error
		if src, n, err = makeFile(files, t, commit, level, -1); err != nil {
			return nil, "", err
		}
		if len(src) > t.limit() {
			continue
		}
		if !graded(level) {
			return src, note(level, n, n, t.limit()), nil
		}
		// The fewest cuts that fit: each cut only shortens the file.
		lo, hi := 1, n
		for lo < hi {
			mid := (lo + hi) / 2
			if try, _, err := makeFile(files, t, commit, level, mid); err != nil {
				return nil, "", err
			} else if len(try) <= t.limit() {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		src, _, err = makeFile(files, t, commit, level, lo)
		return src, note(level, lo, n, t.limit()), err
	}
	return nil, "", fmt.Errorf("%d bytes with the fewest comments: over the %d allowed", len(src), t.limit())
}

// makeFile writes the judge file at a level, with the first k of the n cuts
// a graded level can make (all of them for k < 0), and returns n.
func makeFile(files map[string][]byte, t target, commit string, level, k int) ([]byte, int, error) {
	merged, err := merge(files, t, commit, level)
	if err != nil {
		return nil, 0, err
	}
	src, n, err := strip(merged, level, k)
	if err != nil {
		return nil, 0, err
	}
	if k < 0 {
		k = n
	}
	text := strings.ReplaceAll(wrap(note(level, k, n, t.limit()), 72), "\n", "\n// ")
	return bytes.Replace(src, []byte(notePlace), []byte(text), 1), n, nil
}

// wrap breaks text into lines of at most width bytes at spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	line := 0
	for i, w := range strings.Fields(text) {
		if i > 0 && line+1+len(w) > width {
			b.WriteByte('\n')
			line = 0
		} else if i > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(w)
		line += len(w)
	}
	return b.String()
}

// merge writes the judge file with every comment: a header saying how it
// was made, main.go's package comment, the union of the imports, then
// each file as written after its imports, under its opening comment.
func merge(files map[string][]byte, t target, commit string, level int) ([]byte, error) {
	imports := map[string]bool{}
	var doc, parts bytes.Buffer
	for _, name := range sources {
		if files[name] == nil {
			continue // nothing of it is reachable
		}
		src := files[name]
		if level >= noDataDocs {
			src = dropLoose(src)
		}
		head, body, err := readSource(name, src, imports)
		if err != nil {
			return nil, err
		}
		switch {
		case name == sources[0]:
			doc.Write(firstLines(head)) // the command's package comment: the rest names its files
		case glossaries[name] && bytes.Contains(body, []byte("\nfunc ")):
			fmt.Fprintf(&parts, "\n// ---- %s ----\n\n", name)
			parts.Write(head) // a glossary the file's comments refer to
		case level >= noHeads:
			fmt.Fprintf(&parts, "\n// ---- %s ----\n\n", name)
		default:
			fmt.Fprintf(&parts, "\n// ---- %s ----\n\n", name)
			parts.Write(firstLines(head))
		}
		parts.Write(body)
	}
	paths := make([]string, 0, len(imports))
	for p := range imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)

	var b bytes.Buffer
	b.WriteString(header(t, commit))
	b.Write(doc.Bytes())
	b.WriteString("package main\n\nimport (\n")
	for _, p := range paths {
		fmt.Fprintf(&b, "\t%q\n", p)
	}
	b.WriteString(")\n")
	b.Write(parts.Bytes())
	return b.Bytes(), nil
}

// dropLoose leaves out of a file the comments between its declarations
// that are no declaration's doc: the section lines.
func dropLoose(src []byte) []byte {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments)
	if err != nil {
		return src // readSource reports it
	}
	docs := map[*ast.CommentGroup]bool{}
	for _, d := range f.Decls {
		docs[docOf(d)] = true
	}
	var edits []edit
	for _, cg := range f.Comments {
		if cg.Pos() > f.Name.End() && !docs[cg] && !insideDecl(f, cg) {
			edits = append(edits, dropEdit(src, fset.Position(cg.Pos()).Offset, fset.Position(cg.End()).Offset))
		}
	}
	return applyEdits(src, edits)
}

// header is the judge file's opening comment: how it was made, what it
// is and how to use it, and a place for the note of what was left out.
func header(t target, commit string) string {
	var b strings.Builder
	// The files merged are named where each starts, not here: every byte
	// counts in the general sizes' files.
	fmt.Fprintf(&b, "// Code generated by \"go run ./tools/mkjudge %s\" at commit %s. DO NOT EDIT.\n",
		t.flags(), commit)
	if f := leetFuncs[t.problem]; f != "" {
		fmt.Fprintf(&b, "//\n// LeetCode's %s and what it reaches of the sudoku command, as LeetCode's\n", f)
		b.WriteString("// Go editor takes a solution: paste the whole file. It has no package\n// clause and imports nothing (the library calls are written out at the\n// end); with \"package main\" put in front it builds beside a main, with\n// Go 1.16 or newer and with gccgo 11.\n//\n// " + notePlace + "\n\n")
	} else if t.program() {
		what, flags := "checker", "-format "+t.format+" -judge "+t.system
		if t.system == "" && t.problem == "check" {
			flags = "-check"
		}
		if t.problem == "validate" {
			what, flags = "input validator", "-format "+t.format+" -validate"+t.systemFlag()
		}
		fmt.Fprintf(&b, "//\n// The sudoku command's %s as one file: it runs as\n// sudoku %s\n// does, with no flags. It builds with Go 1.16 or newer and with gccgo 11.\n// What it cannot reach is left out.\n//\n// %s\n\n", what, flags, notePlace)
	} else {
		fmt.Fprintf(&b, "//\n// The sudoku command as one file for online judges, reading and answering\n// as -format %s with no flags: submit it as is. It builds with Go 1.16\n", t.problem)
		b.WriteString("// or newer and with gccgo 11. What it cannot reach is left out.\n//\n// " + notePlace + "\n\n")
	}
	return b.String()
}

// readSource reads one source file: head is everything before its package
// clause (its opening comment), body everything after its imports, which
// it adds to imports.
func readSource(name string, src []byte, imports map[string]bool) (head, body []byte, err error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
	if err != nil {
		return nil, nil, err
	}
	if f.Name.Name != "main" {
		return nil, nil, fmt.Errorf("%s: package %s, want main", name, f.Name.Name)
	}
	for _, imp := range f.Imports {
		if imp.Name != nil {
			return nil, nil, fmt.Errorf("%s: named import %s is not supported", name, imp.Name.Name)
		}
		path, _ := strconv.Unquote(imp.Path.Value)
		if usesPackage(f, path) {
			imports[path] = true
		}
	}
	after := fset.Position(f.Name.End()).Offset // the package clause's end
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			if cs := commentsIn(f, gd); cs != "" {
				return nil, nil, fmt.Errorf("%s: comment %q in the imports would be lost", name, cs)
			}
			after = fset.Position(gd.End()).Offset
		}
	}
	return src[:fset.Position(f.Package).Offset], src[after:], nil
}

// usesPackage reports whether f refers to the package imported as path.
func usesPackage(f *ast.File, path string) bool {
	name := path[strings.LastIndex(path, "/")+1:]
	used := false
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == name {
				used = true
			}
		}
		return !used
	})
	return used
}

// prune parses the sources, keeps only the preset named problem in the
// presets table, and leaves out every top-level declaration that main can
// no longer reach, with its comments. It returns each file's source as
// pruned, nil for a file with nothing left.
func prune(t target) (map[string][]byte, error) {
	prog, err := parsePackage(nil)
	if err != nil {
		return nil, err
	}
	prog.root = "main"
	if f := leetFuncs[t.problem]; f != "" {
		prog.root = f // a function, not a program: nothing else to cut
	} else if err := cutToProblem(prog.decls, t, prog.dropped); err != nil {
		return nil, err
	}
	files, err := prog.printReached(prog.reach())
	if err != nil {
		return nil, err
	}
	return foldAll(files, prog.root)
}

// foldAll folds the files the program's root reaches (fold.go) and leaves
// out what no longer is reached, round after round: each round's folds
// may leave a field or a local one value more.
func foldAll(files map[string][]byte, root string) (map[string][]byte, error) {
	for {
		prog, err := parsePackage(files)
		if err != nil || !prog.fold() {
			return files, err
		}
		prog.root = root
		if files, err = prog.printReached(prog.reach()); err != nil {
			return nil, err
		}
	}
}

// program is the command's source, parsed, with its declarations by name.
type program struct {
	fset        *token.FileSet
	files       map[string]*ast.File
	src         map[string][]byte             // the files' text, when parsed from text
	decls       map[string][]ast.Decl         // by declared name; methods apart
	methods     map[string][]*ast.FuncDecl    // by method name
	dropped     map[*ast.CommentGroup]bool    // comments of what cutToProblem and folding took out
	info        *types.Info                   // the checker's facts, once folding has checked the program
	pkg         *types.Package                // the package checked
	methodDecls map[*types.Func]*ast.FuncDecl // the methods declared, once checked
	root        string                        // the function the file is for: main, or LeetCode's
}

// parsePackage parses the sources: the files in the folder for nil, else
// the ones given.
func parsePackage(files map[string][]byte) (*program, error) {
	p := &program{fset: token.NewFileSet(), files: map[string]*ast.File{}, src: map[string][]byte{},
		decls: map[string][]ast.Decl{}, methods: map[string][]*ast.FuncDecl{}, dropped: map[*ast.CommentGroup]bool{}}
	for _, name := range sources {
		var src interface{}
		if files != nil {
			if files[name] == nil {
				continue // nothing of it was reached
			}
			src = files[name]
			p.src[name] = files[name]
		}
		f, err := parser.ParseFile(p.fset, name, src, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		p.files[name] = f
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
				p.methods[fd.Name.Name] = append(p.methods[fd.Name.Name], fd)
			}
			for _, n := range declNames(d) {
				p.decls[n] = append(p.decls[n], d)
			}
		}
	}
	return p, nil
}

// cutToProblem edits the declarations so that main answers as problem
// does: a preset's file through the serial entry, the checker's through
// the checking mode, each with its one preset.
func cutToProblem(decls map[string][]ast.Decl, t target, dropped map[*ast.CommentGroup]bool) error {
	preset, e := t.problem, entry(t)
	switch {
	case t.problem == "validate":
		preset = t.format
		if err := serialMain(decls["main"], e, "presets[0]", strconv.Quote(t.system), "boardBounds{}", "os.Args[1:]"); err != nil {
			return err
		}
	case t.system != "":
		preset = t.format
		if err := keepEntry(decls["judgeSystems"], "judge system", t.system); err != nil {
			return err
		}
		if err := serialMain(decls["main"], e, "presets[0]", strconv.Quote(t.system), "judgeOptions{}", "os.Args[1:]"); err != nil {
			return err
		}
	case t.problem == "check":
		preset = "auto"
		if err := serialMain(decls["main"], e, "presets[0]", "os.Args[1:]"); err != nil {
			return err
		}
	default:
		if err := serialMain(decls["main"], e, "presets[0]"); err != nil {
			return err
		}
	}
	if err := keepEntry(decls["presets"], "preset", preset); err != nil {
		return err
	}
	if e == "answerStrict" || e == "judgeAs" || e == "validateAs" {
		// The strict entry reads on its own: the command's reader goes.
		dropField(decls["presets"], "read")
		dropStructField(decls["preset"], "read", dropped)
	}
	// The general solver goes without its learner (learn.go, then left
	// out): no judge asks the boards it is for, and the file must stay
	// small.
	rename(decls["presets"], "newLearningGeneral", "newGeneral")
	return nil
}

// reach returns the declarations main reaches: from main, every
// declaration of an identifier a reached one names, a method once its type
// and its name both are, and an init function once something it sets up
// is (the 9x9 solver's tables: a file that answers other sizes alone has
// no use for them). Once the program is type-checked, an identifier
// reaches only what it refers to: a local, a parameter or a field reaches
// no declaration, and a method call on a concrete type that method alone;
// by name go only the methods of an interface's names.
func (p *program) reach() map[ast.Decl]bool {
	reached := map[ast.Decl]bool{}
	added := map[string]bool{} // the names whose package-level declarations are reached
	loose := map[string]bool{} // the names any type's method of that name may answer to
	work := append([]ast.Decl(nil), p.decls[p.root]...)
	for len(work) > 0 {
		for len(work) > 0 {
			d := work[len(work)-1]
			work = work[:len(work)-1]
			if reached[d] {
				continue
			}
			reached[d] = true
			ast.Inspect(d, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					r := p.refers(id)
					loose[id.Name] = loose[id.Name] || r.loose
					if r.decls && !added[id.Name] {
						added[id.Name] = true
						work = append(work, p.decls[id.Name]...)
					}
					if r.method != nil {
						work = append(work, r.method)
					}
				}
				return true
			})
		}
		for _, ms := range p.methods {
			for _, m := range ms {
				if !reached[m] && loose[m.Name.Name] && added[recvType(m)] {
					work = append(work, m)
				}
			}
		}
		for _, d := range p.decls["init"] {
			if !reached[d] && setsUpSeen(d, added) {
				work = append(work, d)
			}
		}
	}
	return reached
}

// reference is what an identifier reaches: the package's declarations of
// its name, the one method it calls, or (loose) every method of its name.
type reference struct {
	decls, loose bool
	method       *ast.FuncDecl
}

// refers says what an identifier reaches. Before type-checking, and for
// what the checker did not resolve, that is everything of its name.
func (p *program) refers(id *ast.Ident) reference {
	if p.info == nil {
		return reference{decls: true, loose: true}
	}
	obj := p.info.Uses[id] // an embedded field's name uses its type
	if def := p.info.Defs[id]; obj == nil && def != nil {
		_, method := def.(*types.Func) // an interface's method: its types must have it
		return reference{loose: method}
	}
	switch {
	case obj == nil:
		return reference{decls: true, loose: true}
	case obj.Pkg() == nil || obj.Pkg() != p.pkg:
		return reference{} // the universe's or a library's
	case obj.Parent() == p.pkg.Scope():
		return reference{decls: true}
	}
	fn, ok := obj.(*types.Func)
	if !ok {
		return reference{} // a local, a parameter or a field
	}
	if m := p.methodDecls[fn]; m != nil {
		return reference{method: m}
	}
	return reference{loose: true} // an interface's method
}

// setsUpSeen reports whether an init function names an identifier whose
// package-level declarations are reached.
func setsUpSeen(d ast.Decl, added map[string]bool) bool {
	found := false
	ast.Inspect(d.(*ast.FuncDecl).Body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && added[id.Name] {
			found = true
		}
		return !found
	})
	return found
}

// printReached prints each file with the reached declarations alone.
func (p *program) printReached(reached map[ast.Decl]bool) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, name := range sources {
		if p.files[name] == nil {
			continue
		}
		if b, err := printKept(p.fset, p.files[name], reached, p.dropped); err != nil {
			return nil, err
		} else if b != nil {
			out[name] = b
		}
	}
	return out, nil
}

// entry returns the serial entry a problem's file answers with: the
// presets' strict reader (answerStrict), or for the automatic forms the
// command's own reading (answerAll); for a judge system's checker its
// check (judgeAs), for the command's checker checkAll.
func entry(t target) string {
	switch {
	case t.problem == "validate":
		return "validateAs"
	case t.system != "":
		return "judgeAs"
	case t.problem == "auto":
		return "answerAll"
	case t.problem == "check":
		return "checkAll"
	}
	return "answerStrict"
}

// serialMain makes main call the serial entry, which answers as the one
// preset left does with no flags, instead of run: the flags, the modes and
// the workers are then left out as unreached. The entry takes first the
// arguments given, then run's readers and writers.
func serialMain(ds []ast.Decl, entry string, args ...string) error {
	var exprs []ast.Expr
	for _, a := range args {
		e, err := parser.ParseExpr(a)
		if err != nil {
			return err
		}
		exprs = append(exprs, e)
	}
	for _, d := range ds {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || len(fd.Body.List) != 1 {
			continue
		}
		exit := fd.Body.List[0].(*ast.ExprStmt).X.(*ast.CallExpr)
		call := exit.Args[0].(*ast.CallExpr)
		if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "run" {
			id.Name = entry
			for _, e := range exprs {
				placeAt(e, call.Lparen)
			}
			call.Args = append(exprs, call.Args[1:]...)
			return nil
		}
	}
	return fmt.Errorf("no main calling run to make serial")
}

// placeAt moves every position in an expression parsed apart to pos, so
// that the printer sets it on the line of the call it goes into.
func placeAt(e ast.Expr, pos token.Pos) {
	ast.Inspect(e, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		v := reflect.ValueOf(n).Elem()
		for i := 0; i < v.NumField(); i++ {
			// A position left unset stays so: it marks what the source
			// lacks (a call's Ellipsis), which a position would add.
			if f := v.Field(i); f.Type() == reflect.TypeOf(token.NoPos) && f.Int() != int64(token.NoPos) {
				f.SetInt(int64(pos))
			}
		}
		return true
	})
}

// dropField takes the field name out of the entries of the presets
// table, as the entry does not use it.
func dropField(ds []ast.Decl, name string) {
	for _, d := range ds {
		gd, ok := d.(*ast.GenDecl)
		if !ok || len(gd.Specs) != 1 {
			continue
		}
		table := gd.Specs[0].(*ast.ValueSpec).Values[0].(*ast.CompositeLit)
		for _, e := range table.Elts {
			entry := e.(*ast.CompositeLit)
			kept := entry.Elts[:0]
			for _, field := range entry.Elts {
				if field.(*ast.KeyValueExpr).Key.(*ast.Ident).Name != name {
					kept = append(kept, field)
				}
			}
			entry.Elts = kept
		}
	}
}

// dropStructField takes the field name out of the struct types declared,
// and marks its comments dropped.
func dropStructField(ds []ast.Decl, name string, dropped map[*ast.CommentGroup]bool) {
	for _, d := range ds {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		st, ok := gd.Specs[0].(*ast.TypeSpec).Type.(*ast.StructType)
		if !ok {
			continue
		}
		kept := st.Fields.List[:0]
		for _, f := range st.Fields.List {
			if len(f.Names) != 1 || f.Names[0].Name != name {
				kept = append(kept, f)
			} else {
				dropped[f.Doc], dropped[f.Comment] = true, true
			}
		}
		st.Fields.List = kept
	}
}

// rename renames every identifier from in the declarations to to.
func rename(ds []ast.Decl, from, to string) {
	for _, d := range ds {
		ast.Inspect(d, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == from {
				id.Name = to
			}
			return true
		})
	}
}

// declNames returns the names a declaration declares (none for a method).
func declNames(d ast.Decl) []string {
	var names []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			return []string{d.Name.Name}
		}
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			switch spec := spec.(type) {
			case *ast.TypeSpec:
				names = append(names, spec.Name.Name)
			case *ast.ValueSpec:
				for _, n := range spec.Names {
					names = append(names, n.Name)
				}
			}
		}
	}
	return names
}

// recvType returns the name of a method's receiver type.
func recvType(m *ast.FuncDecl) string {
	t := m.Recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	return t.(*ast.Ident).Name
}

// keepEntry cuts a table (presets, modes) down to the entry named want.
func keepEntry(ds []ast.Decl, what, want string) error {
	var names []string
	for _, d := range ds {
		gd, ok := d.(*ast.GenDecl)
		if !ok || len(gd.Specs) != 1 {
			continue
		}
		vs := gd.Specs[0].(*ast.ValueSpec)
		table := vs.Values[0].(*ast.CompositeLit)
		for _, e := range table.Elts {
			for _, field := range e.(*ast.CompositeLit).Elts {
				kv := field.(*ast.KeyValueExpr)
				if kv.Key.(*ast.Ident).Name != "name" {
					continue
				}
				name, _ := strconv.Unquote(kv.Value.(*ast.BasicLit).Value)
				names = append(names, name)
				if name == want {
					table.Elts = []ast.Expr{e}
					placeAt(e, table.Lbrace+1) // the entry goes on the table's first line
					return nil
				}
			}
		}
	}
	return fmt.Errorf("no %s %q (there are %s)", what, want, strings.Join(names, ", "))
}

// printKept prints f without the declarations not reached and their
// comments; nil if none is left.
func printKept(fset *token.FileSet, f *ast.File, reached map[ast.Decl]bool, gone map[*ast.CommentGroup]bool) ([]byte, error) {
	var kept []ast.Decl
	var dropped []ast.Node
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); (ok && gd.Tok == token.IMPORT) || reached[d] {
			kept = append(kept, d)
		} else {
			dropped = append(dropped, d)
		}
	}
	if !hasCode(kept) {
		return nil, nil
	}
	var comments []*ast.CommentGroup
	for k, cg := range f.Comments {
		if !gone[cg] && !droppedWith(cg, dropped) && !orphaned(f, k, reached) {
			comments = append(comments, cg)
		}
	}
	f.Decls, f.Comments = kept, comments
	var b bytes.Buffer
	if err := format.Node(&b, fset, f); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// droppedWith reports whether a comment is on or inside a dropped
// declaration.
func droppedWith(cg *ast.CommentGroup, dropped []ast.Node) bool {
	for _, d := range dropped {
		if covers(d, cg) {
			return true
		}
	}
	return false
}

// covers reports whether a comment is a node's doc or inside the node.
func covers(d ast.Node, cg *ast.CommentGroup) bool {
	start := d.Pos()
	if doc := docOf(d); doc != nil {
		start = doc.Pos()
	}
	return cg.Pos() >= start && cg.End() <= d.End()
}

// orphaned reports whether f.Comments[k], a comment between declarations
// (a section line, or one on the declarations after it), has lost every
// declaration it stood before: all those up to the next such comment are
// dropped.
func orphaned(f *ast.File, k int, reached map[ast.Decl]bool) bool {
	cg := f.Comments[k]
	if cg.Pos() < f.Package {
		return false // the file's opening comment
	}
	end := f.End()
	for _, next := range f.Comments[k+1:] {
		if !insideDecl(f, next) {
			end = next.Pos()
			break
		}
	}
	for _, d := range f.Decls {
		if d.Pos() > cg.End() && d.Pos() < end {
			if gd, ok := d.(*ast.GenDecl); reached[d] || ok && gd.Tok == token.IMPORT {
				return false
			}
		}
	}
	return !insideDecl(f, cg)
}

// insideDecl reports whether a comment is a declaration's doc or inside one.
func insideDecl(f *ast.File, cg *ast.CommentGroup) bool {
	for _, d := range f.Decls {
		if covers(d, cg) {
			return true
		}
	}
	return false
}

// hasCode reports whether decls holds more than imports.
func hasCode(decls []ast.Decl) bool {
	for _, d := range decls {
		if gd, ok := d.(*ast.GenDecl); !ok || gd.Tok != token.IMPORT {
			return true
		}
	}
	return false
}

func docOf(d ast.Node) *ast.CommentGroup {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Doc
	case *ast.GenDecl:
		return d.Doc
	}
	return nil
}

// commentsIn returns the text of the comments inside node, if any.
func commentsIn(f *ast.File, node ast.Node) string {
	var text []string
	for _, cg := range f.Comments {
		if cg.Pos() > node.Pos() && cg.End() < node.End() {
			text = append(text, cg.Text())
		}
	}
	return strings.Join(text, " ")
}

// strip formats the merged file, cutting and leaving out the comments
// the level does, and returns n, the cuts a graded level can make: at
// trimLong the first k (all for k < 0) of the comments longer than their
// first sentence, the longest first, are cut to it; at dropInside every
// one is, and the first k of the comments inside declarations, the
// longest first, are left out; past it all of them are. The cuts edit the
// text, not the syntax tree, so that a doc cut short stays on the line
// above its declaration.
func strip(merged []byte, level, k int) ([]byte, int, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "judge.go", merged, parser.ParseComments)
	if err != nil {
		return nil, 0, err
	}
	funcDocs, dataDocs, inside := sortComments(f)
	var long []*ast.CommentGroup // longer than their first sentence
	for _, cg := range append(append(append([]*ast.CommentGroup(nil), funcDocs...), dataDocs...), inside...) {
		if len(firstSentence(cg.List)) < len(cg.List) || textLen(firstSentence(cg.List)) < textLen(cg.List) {
			long = append(long, cg)
		}
	}
	byLength(long, nil)
	n := 0
	if level == trimLong {
		n, k = len(long), upTo(k, len(long))
		long = long[:k]
	}
	short := map[*ast.CommentGroup][]*ast.Comment{}
	if level > keepAll {
		for _, cg := range long {
			short[cg] = firstSentence(cg.List)
		}
	}
	byLength(inside, short)
	switch {
	case level == dropInside:
		n, k = len(inside), upTo(k, len(inside))
		inside = inside[:k]
	case level < dropInside:
		inside = nil
	}
	if level >= noDataDocs {
		inside = append(inside, dataDocs...)
	}
	var edits []edit
	for _, cg := range inside {
		edits = append(edits, dropEdit(merged, fset.Position(cg.Pos()).Offset, fset.Position(cg.End()).Offset))
		delete(short, cg)
	}
	for cg, list := range short {
		edits = append(edits, edit{fset.Position(cg.Pos()).Offset, fset.Position(cg.End()).Offset, commentText(list)})
	}
	src, err := format.Source(applyEdits(merged, edits))
	return src, n, err
}

// edit replaces the bytes from start to end of a text with text.
type edit struct {
	start, end int
	text       string
}

// dropEdit is the edit that leaves out a comment from start to end: its
// whole lines when nothing else is on them, else the comment and the
// blanks before it.
func dropEdit(src []byte, start, end int) edit {
	from := bytes.LastIndexByte(src[:start], '\n') + 1
	if len(bytes.TrimSpace(src[from:start])) == 0 && (end == len(src) || src[end] == '\n') {
		if end < len(src) {
			end++
		}
		return edit{from, end, ""}
	}
	for start > 0 && (src[start-1] == ' ' || src[start-1] == '\t') {
		start--
	}
	return edit{start, end, ""}
}

// applyEdits makes the edits, which must not overlap, on a copy of src.
func applyEdits(src []byte, edits []edit) []byte {
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	var out []byte
	at := 0
	for _, e := range edits {
		out = append(append(out, src[at:e.start]...), e.text...)
		at = e.end
	}
	return append(out, src[at:]...)
}

// commentText writes a comment's lines as the source has them, the lines
// after the first on their own lines at its indentation (format.Source
// sets it).
func commentText(list []*ast.Comment) string {
	texts := make([]string, len(list))
	for i, c := range list {
		texts[i] = c.Text
	}
	return strings.Join(texts, "\n")
}

// sortComments sorts f's comments into functions' docs, the docs of
// other declarations, and comments inside declarations (in function
// bodies, on fields and constants); the rest (the files' opening
// comments, the header) are neither.
func sortComments(f *ast.File) (funcDocs, dataDocs, inside []*ast.CommentGroup) {
	docs := map[*ast.CommentGroup]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Doc != nil {
				funcDocs, docs[d.Doc] = append(funcDocs, d.Doc), true
			}
		case *ast.GenDecl:
			if d.Doc != nil {
				dataDocs, docs[d.Doc] = append(dataDocs, d.Doc), true
			}
		}
	}
	for _, cg := range f.Comments {
		if docs[cg] {
			continue
		}
		for _, d := range f.Decls {
			if cg.Pos() > d.Pos() && cg.End() < d.End() {
				inside = append(inside, cg)
				break
			}
		}
	}
	return funcDocs, dataDocs, inside
}

// byLength sorts comments longest first, in file order among equals; a
// comment in short counts as its cut lines.
func byLength(cgs []*ast.CommentGroup, short map[*ast.CommentGroup][]*ast.Comment) {
	size := func(cg *ast.CommentGroup) int {
		if list, ok := short[cg]; ok {
			return textLen(list)
		}
		return textLen(cg.List)
	}
	sort.SliceStable(cgs, func(i, j int) bool { return size(cgs[i]) > size(cgs[j]) })
}

// textLen is the bytes of a comment's lines.
func textLen(list []*ast.Comment) int {
	n := 0
	for _, c := range list {
		n += len(c.Text) + 1
	}
	return n
}

// upTo is k, or n for k < 0 or above n.
func upTo(k, n int) int {
	if k < 0 || k > n {
		return n
	}
	return k
}

// firstSentence returns the lines of a // comment up to the end of its
// first sentence: a period at the end of a line or before a space, or the
// line before a blank one.
func firstSentence(list []*ast.Comment) []*ast.Comment {
	for i, c := range list {
		text := strings.TrimSpace(strings.TrimPrefix(c.Text, "//"))
		if text == "" {
			return list[:i]
		}
		if cut := sentenceEnd(c.Text); cut > 0 {
			out := append([]*ast.Comment(nil), list[:i]...)
			return append(out, &ast.Comment{Slash: c.Slash, Text: c.Text[:cut]})
		}
	}
	return list
}

// sentenceEnd returns where the first sentence of a comment line ends
// (after its period), or 0 if it goes on.
func sentenceEnd(line string) int {
	line = strings.TrimRight(line, " \t\n")
	for i := 0; i < len(line); i++ {
		if line[i] == '.' && (i == len(line)-1 || line[i+1] == ' ' && i+2 < len(line) && line[i+2] >= 'A' && line[i+2] <= 'Z') {
			return i + 1
		}
	}
	return 0
}

// firstLines returns the lines of a file's opening comment up to the end
// of its first sentence.
func firstLines(head []byte) []byte {
	lines := strings.SplitAfter(string(head), "\n")
	for i, l := range lines {
		t := strings.TrimSpace(strings.TrimPrefix(l, "//"))
		if t == "" {
			return []byte(strings.Join(lines[:i+1], "") + "\n")
		}
		if cut := sentenceEnd(l); cut > 0 {
			return []byte(strings.Join(lines[:i], "") + l[:cut] + "\n\n")
		}
	}
	return head
}

// commit names the commit the sources come from, and says whether they
// have changed since.
func commit() string {
	out, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	c := strings.TrimSpace(string(out))
	st, err := exec.Command("git", append([]string{"status", "--porcelain", "--"}, sources...)...).Output()
	if err == nil && len(st) > 0 {
		c += " with local changes"
	}
	return c
}

// leetForm makes a judge file what LeetCode's Go editor takes: no package
// clause (LeetCode puts the code in its own package main) and no import
// (an import of a package LeetCode's code imports too would not compile,
// and its list is not published), so math/bits's functions are written
// out, each after the code that calls it. The file still compiles beside
// a main once "package main" is put in front.
func leetForm(src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "judge.go", src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	used := map[string]bool{}
	var missing []string
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			name := exprName(call.Fun)
			switch {
			case portable[name].name != "":
				used[name] = true
				call.Fun = &ast.Ident{NamePos: call.Fun.Pos(), Name: portable[name].name}
			case strings.HasPrefix(name, "bits.") || strings.HasPrefix(name, "binary."):
				missing = append(missing, name)
			}
		}
		return true
	})
	if len(missing) > 0 {
		return nil, fmt.Errorf("no portable version of %s to write out", strings.Join(missing, ", "))
	}
	for _, imp := range f.Imports {
		if p := imp.Path.Value; p != `"math/bits"` && p != `"encoding/binary"` {
			return nil, fmt.Errorf("%s: LeetCode's file may import nothing but what it writes out", p)
		}
	}
	var decls []ast.Decl
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); !ok || gd.Tok != token.IMPORT {
			decls = append(decls, d)
		}
	}
	f.Decls = decls
	var b bytes.Buffer
	if err := format.Node(&b, fset, f); err != nil {
		return nil, err
	}
	out := bytes.Replace(b.Bytes(), []byte("package main\n\n"), nil, 1)
	names := make([]string, 0, len(used))
	for name := range used {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		out = append(append(out, '\n'), portable[name].code...)
	}
	// gofmt's layout, which it gives a file with a package clause.
	const clause = "package main\n\n"
	if out, err = format.Source(append([]byte(clause), out...)); err != nil {
		return nil, err
	}
	return out[len(clause):], nil
}

// exprName returns a selector's dotted name (binary.LittleEndian.Uint64),
// or "".
func exprName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		if x := exprName(e.X); x != "" {
			return x + "." + e.Sel.Name
		}
	}
	return ""
}

// portable holds the library functions the solvers call as the LeetCode
// files write them out (Hacker's Delight's ways, and bytes put together):
// the tests run the files on every golden board.
var portable = map[string]struct{ name, code string }{
	"bits.OnesCount32": {"onesCount32", `// onesCount32 is math/bits.OnesCount32: the bits of x added in pairs, then
// in nibbles, then the bytes by a multiplication.
func onesCount32(x uint32) int {
	x -= x >> 1 & 0x55555555
	x = x&0x33333333 + x>>2&0x33333333
	x = (x + x>>4) & 0x0f0f0f0f
	return int(x * 0x01010101 >> 24)
}
`},
	"bits.OnesCount64": {"onesCount64", `// onesCount64 is math/bits.OnesCount64, as onesCount32 on 64 bits.
func onesCount64(x uint64) int {
	x -= x >> 1 & 0x5555555555555555
	x = x&0x3333333333333333 + x>>2&0x3333333333333333
	x = (x + x>>4) & 0x0f0f0f0f0f0f0f0f
	return int(x * 0x0101010101010101 >> 56)
}
`},
	"bits.TrailingZeros32": {"trailingZeros32", `// trailingZeros32 is math/bits.TrailingZeros32: the lowest set bit of x,
// times a de Bruijn sequence, has its position in its top five bits.
func trailingZeros32(x uint32) int {
	if x == 0 {
		return 32
	}
	return int(deBruijn32[(x&-x)*0x077CB531>>27])
}

// deBruijn32 maps the top five bits of a power of two times 0x077CB531 to
// its exponent.
var deBruijn32 = [32]byte{0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8, 31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9}
`},
	"binary.LittleEndian.Uint64": {"leUint64", `// leUint64 is encoding/binary's LittleEndian.Uint64: b's first eight
// bytes, the first lowest.
func leUint64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}
`},
	"binary.LittleEndian.PutUint64": {"lePutUint64", `// lePutUint64 is encoding/binary's LittleEndian.PutUint64: v into b's
// first eight bytes, the lowest first.
func lePutUint64(b []byte, v uint64) {
	_ = b[7]
	for i := 0; i < 8; i++ {
		b[i] = byte(v >> (8 * uint(i)))
	}
}
`},
}
