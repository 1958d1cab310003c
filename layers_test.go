// layers_test.go holds the package to the promises its files open with:
// each file opens by saying what it holds and what it must not do, and
// layers below says which files each file may use (a use is a name one
// file declares at the package level and another refers to). A use the
// table does not allow fails the test, which names it.

package main

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	gotoken "go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// layers are the files each file of the package may use, as the files'
// opening comments say: what they hold, and what they must not do.
var layers = map[string]string{
	// The rules, the shared types, and the solvers: boards in, boards out;
	// no reading, printing or flags.
	"board.go":    "",
	"record.go":   "board.go boardio.go", // a record's board, and the form it was written in
	"matching.go": "board.go",
	"solver.go":   "board.go matching.go",
	"general.go":  "board.go matching.go solver.go pipeline.go", // solver.go's budgets; boardSolver
	"learn.go":    "general.go pipeline.go",
	"score.go":    "board.go",
	"variant.go":  "board.go",
	"varsolve.go": "variant.go pipeline.go", // boardSolver
	"leetcode.go": "board.go solver.go",
	// Reading: the kernel, and the readers built on it; no solving.
	"reader.go":     "board.go record.go",
	"boardio.go":    "board.go record.go reader.go",
	"presetread.go": "board.go record.go reader.go presets.go",
	// The presets table names each preset's reader, solver and scorer.
	"presets.go": "board.go record.go reader.go boardio.go presetread.go pipeline.go learn.go score.go variant.go",
	// The pipeline: records in, answers out, in input order.
	"pipeline.go": "board.go record.go reader.go presets.go solver.go main.go variant.go varsolve.go", // main.go's errWriter, which the progress line clears through
	// The modes, and the command line that chooses one.
	"main.go":     "flags.go presets.go pipeline.go gen.go variant.go",
	"flags.go":    "main.go check.go judgesys.go setter.go rating.go drawing.go",
	"rating.go":   "board.go record.go presets.go pipeline.go main.go solver.go play.go gen.go setter.go variant.go varsolve.go drawing.go", // -http's puzzles are -gen's, its variants -variant's, rated with their solver, drawn with their regions
	"check.go":    "board.go record.go presets.go presetread.go pipeline.go main.go variant.go",
	"setter.go":   "board.go record.go presets.go pipeline.go main.go check.go gen.go validate.go rating.go hard.go variant.go",
	"gen.go":      "board.go record.go presets.go pipeline.go learn.go judge.go main.go rating.go drawing.go hard.go variant.go varsolve.go", // a variant's random grids
	"hard.go":     "board.go gen.go rating.go solver.go",
	"drawing.go":  "board.go record.go presets.go pipeline.go main.go solver.go variant.go varsolve.go", // a variant's regions drawn, its solution solved
	"play.go":     "record.go reader.go boardio.go presets.go",
	"judge.go":    "board.go record.go reader.go presets.go presetread.go pipeline.go",
	"judgesys.go": "board.go record.go presets.go presetread.go pipeline.go main.go check.go judge.go validate.go",
	"validate.go": "record.go presets.go pipeline.go judge.go gen.go setter.go",
}

// rateLayers are the files of package rate each of its files may use.
var rateLayers = map[string]string{
	// The board: the grid and its tables; the check that a board has one
	// solution; the boards as users give them (checks, lines); what stops
	// a call.
	"rate.go":    "",
	"grid.go":    "rate.go rater.go variant.go links.go", // the tables hold the strong links' homes
	"variant.go": "grid.go text.go links.go rater.go",    // a variant's tables name its techniques
	"vnc.go":     "grid.go rater.go kind.go text.go variant.go",
	"count.go":   "rate.go grid.go stop.go",
	"text.go":    "grid.go rater.go kind.go",
	"board.go":   "rate.go grid.go rater.go variant.go",
	"stop.go":    "",
	"json.go":    "rater.go",
	// The rating loop names its techniques, which see the candidate grid
	// and the step they fill.
	"rater.go":    "rate.go grid.go count.go board.go stop.go basic.go vbasic.go vnc.go links.go unique.go wings.go bigwings.go chains.go cycles.go forcing.go proof.go kind.go variant.go",
	"basic.go":    "grid.go rater.go text.go kind.go vbasic.go",
	"vbasic.go":   "grid.go rater.go basic.go kind.go variant.go",
	"links.go":    "grid.go rater.go unique.go text.go stop.go kind.go",
	"unique.go":   "grid.go rater.go text.go kind.go variant.go",
	"wings.go":    "grid.go rater.go unique.go bigwings.go text.go stop.go kind.go",
	"bigwings.go": "grid.go rater.go basic.go wings.go text.go stop.go kind.go",
	// The chaining engine keeps each producer's scratch, so one rater
	// holds them all; the producers share the engine and each other's
	// searches (a nested rule is a producer run on a chain's grid).
	"chains.go":  "grid.go basic.go cycles.go forcing.go nested.go notes.go text.go rater.go stop.go",
	"cycles.go":  "grid.go rater.go chains.go eureka.go nested.go proof.go text.go stop.go kind.go variant.go",
	"eureka.go":  "rater.go chains.go",
	"forcing.go": "grid.go rater.go chains.go cycles.go eureka.go nested.go notes.go proof.go text.go stop.go kind.go",
	"nested.go":  "grid.go rater.go basic.go chains.go cycles.go forcing.go notes.go text.go stop.go kind.go variant.go vbasic.go",
	// A chain step's proof reads the chains the producers found; the notes
	// name the nested rules those rest on.
	"proof.go": "grid.go rater.go chains.go eureka.go text.go",
	"notes.go": "grid.go rater.go basic.go unique.go chains.go cycles.go forcing.go nested.go proof.go eureka.go text.go kind.go",
	// A step's kind and pattern, and its text written from them.
	"kind.go": "grid.go rater.go chains.go eureka.go proof.go text.go",
}

// playLayers are the files of package play each of its files may use:
// the path from a position runs one way, read, checked, answered,
// written.
var playLayers = map[string]string{
	"position.go": "",
	"check.go":    "position.go",
	"path.go":     "position.go check.go",
	"text.go":     "position.go check.go path.go",
}

// serverLayers are the files of package server each of its files may
// use: the answers' types are the contract, which the parameters' reader
// refuses in, within the server's limits; the server registers the API and refuses in its words; the
// API takes the server's places for heavy jobs and its paths.
var serverLayers = map[string]string{
	"answers.go": "",
	"params.go":  "answers.go server.go",
	"server.go":  "api.go answers.go",
	"api.go":     "server.go answers.go params.go",
}

// exportImporter is the one importer of the type checks (the layers, the
// judge files' library calls), shared by the tests that run at once: it
// reads every package the command imports from the compiler's export
// data, found by go list (one go list a package, as the default importer
// runs, costs a check seconds; type-checking them from source costs
// more).
func exportImporter(t *testing.T) types.Importer {
	exportOnce.Do(func() {
		// The command's imports, but not the command itself: those the
		// test binary was built from, in the build cache already (the
		// module's other programs would be built for nothing).
		deps, err := exec.Command("go", "list", "-deps", ".").Output()
		if err != nil {
			exportErr = err
			return
		}
		args := []string{"list", "-export", "-f", "{{.ImportPath}} {{.Export}}"}
		for _, path := range strings.Fields(string(deps)) {
			if path != "sudoku" {
				args = append(args, path)
			}
		}
		out, err := exec.Command("go", args...).Output()
		if err != nil {
			exportErr = err
			return
		}
		exports := map[string]string{}
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			if f := strings.Fields(line); len(f) == 2 {
				exports[f[0]] = f[1]
			}
		}
		lookup := func(path string) (io.ReadCloser, error) {
			if file, ok := exports[path]; ok {
				return os.Open(file)
			}
			return nil, fmt.Errorf("%s: not among go list's packages", path)
		}
		exportImp = &lockedImporter{imp: importer.ForCompiler(gotoken.NewFileSet(), "gc", lookup)}
	})
	if exportErr != nil {
		t.Fatalf("go list -export: %v", exportErr)
	}
	return exportImp
}

var (
	exportOnce sync.Once
	exportImp  types.Importer
	exportErr  error
)

// packageFiles parses the files of the package in dir that a build takes,
// the tests and the programs beside the package left out.
func packageFiles(fset *gotoken.FileSet, dir string) ([]*ast.File, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range names {
		if ok, err := build.Default.MatchFile(dir, filepath.Base(name)); strings.HasSuffix(name, "_test.go") || !ok || err != nil {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	return files, nil
}

// fileUses returns, for each file of the package in dir (tests left out),
// the other files it uses, each with one name it uses from there.
func fileUses(t *testing.T, dir string) map[string]map[string]string {
	t.Helper()
	fset := gotoken.NewFileSet()
	files, err := packageFiles(fset, dir)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: exportImporter(t)}
	pkg, err := conf.Check("main", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	uses := map[string]map[string]string{}
	for _, f := range files {
		uses[filepath.Base(fset.Position(f.Pos()).Filename)] = map[string]string{}
	}
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !packageLevel(obj, pkg) {
			continue
		}
		from := filepath.Base(fset.Position(id.Pos()).Filename)
		to := filepath.Base(fset.Position(obj.Pos()).Filename)
		if from != to {
			uses[from][to] = obj.Name()
		}
	}
	return uses
}

// packageLevel reports whether obj is declared at the package level, or is
// a field or method of a type that is.
func packageLevel(obj types.Object, pkg *types.Package) bool {
	if obj.Parent() == pkg.Scope() {
		return true
	}
	switch obj := obj.(type) {
	case *types.Func:
		return obj.Type().(*types.Signature).Recv() != nil
	case *types.Var:
		return obj.IsField()
	}
	return false
}

// forbidden lists the uses the layers do not allow, and the files the
// layers do not name.
func forbidden(uses map[string]map[string]string, layers map[string]string) []string {
	var bad []string
	for from, tos := range uses {
		allowed, ok := layers[from]
		if !ok {
			bad = append(bad, from+": not in the layers table")
			continue
		}
		for to, name := range tos {
			if !strings.Contains(" "+allowed+" ", " "+to+" ") {
				bad = append(bad, from+" uses "+to+" ("+name+")")
			}
		}
	}
	sort.Strings(bad)
	return bad
}

// TestLayers: every use between the files of the command, and of package
// rate, is one their layers table allows.
func TestLayers(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	for _, b := range forbidden(fileUses(t, "."), layers) {
		t.Error(b)
	}
	for _, b := range forbidden(fileUses(t, "rate"), rateLayers) {
		t.Error("rate/" + b)
	}
	for _, b := range forbidden(fileUses(t, "play"), playLayers) {
		t.Error("play/" + b)
	}
	for _, b := range forbidden(fileUses(t, "server"), serverLayers) {
		t.Error("server/" + b)
	}
}

// TestLayersFindAPlantedUse: a file added to a copy of the package that
// uses what its layer forbids (the rules calling the printer) is found.
func TestLayersFindAPlantedUse(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	dir := t.TempDir()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		if !strings.HasSuffix(name, "_test.go") {
			writeFile(t, filepath.Join(dir, name), readFile(t, name))
		}
	}
	src := readFile(t, "board.go") + "\nfunc plantedPrint(b *Board) []byte { return appendLine(nil, b[:]) }\n"
	if err := os.WriteFile(filepath.Join(dir, "board.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := forbidden(fileUses(t, dir), layers)
	if len(bad) != 1 || bad[0] != "board.go uses boardio.go (appendLine)" {
		t.Errorf("planted use found as %q, want only board.go's use of boardio.go", bad)
	}
}

// maxFuncLines is the most lines a function of the command or its
// packages and programs may take, its signature and closing brace
// included: a longer one hides a function of its own.
const maxFuncLines = 60

// TestFunctionsShort: no function outside the tests is longer than
// maxFuncLines.
func TestFunctionsShort(t *testing.T) {
	fset := gotoken.NewFileSet()
	err := filepath.Walk(".", func(path string, info os.FileInfo, err error) error {
		switch {
		case err != nil:
			return err
		case info.IsDir() && (path == "dist" || path == "testdata" || strings.HasPrefix(info.Name(), ".") && path != "."):
			return filepath.SkipDir
		case info.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				if n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1; n > maxFuncLines {
					t.Errorf("%s: %s is %d lines, more than %d", path, fd.Name.Name, n, maxFuncLines)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestVet: go vet finds nothing in any package of the module. On a cold
// build cache it vets the standard library for facts, a fifth of make
// test's time, so make test-long runs it (docs/performance.md, "make
// test"); make vet runs it alone.
func TestVet(t *testing.T) {
	longOnly(t, "runs go vet")
	t.Parallel() // mostly waiting on go vet, beside the tests
	if out, err := exec.Command("go", "vet", "./...").CombinedOutput(); err != nil {
		t.Errorf("go vet ./...: %v\n%s", err, out)
	}
}
