// Vstdoku compares the solver with tdoku, the fastest published 9x9
// solver, in one run on this machine: for every puzzle set in
// ../shared/data, in rounds interleaved set by set, it times tdoku's own
// harness counting each board's solutions to 2, then BenchmarkSolve (the
// lexicographically first solution) and BenchmarkCount (counting to 2, as
// tdoku does), all on one core, and prints
// the medians of the rounds and their ratio as a Markdown table. When
// tdoku-one is there too, beside tdoku-bench, each round also times both
// whole processes, one pass over the set from a cold start: `sudoku -j 1
// < SET` and `tdoku-one < SET` ('.' for blanks; it counts each board's
// solutions to 2 and prints a line for each). The machine is shared and
// its speed swings, so only ratios from one run mean anything.
//
// Usage:
//
//	go run ./bench/vstdoku [-rounds 3] [-cpu 1] [-tdoku PATH] [-dir DIR]
//
// It needs tdoku's harness, tdoku-bench, which stays outside the
// repository: ../shared/tools/tdoku-bench beside the project's folder
// (-dir, by default the folder it runs in; see ../shared/tools/README.md),
// or the one -tdoku names. When there is none it says so in one line,
// without failing. Like tools/mkjudge, it is a program beside the
// command, not part of it.
package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"sudoku/internal/prog"
)

// usage is vstdoku's command line, as its one-line errors name it.
const usage = "go run ./bench/vstdoku [-rounds 3] [-cpu 1] [-tdoku PATH] [-dir DIR]"

// dataDir holds the puzzle sets, in the project's folder: the
// benchmarks read their sets from there too.
const dataDir = "../shared/data"

// options are what the command line asks for.
type options struct {
	rounds, cpu int
	tdoku       string // tdoku's harness, tdoku-bench
}

// timer times the two solvers on the sets, with the programs it built.
type timer struct {
	sudoku, tests   string // the command and its test binary
	tdoku, tdokuOne string // tdoku's harness, and tdoku-one, or ""
	cpu             int    // the core both run on
	dir             string // where the sets with '.' for blanks go
}

// timings are the figures of every round, by set: µs per board, and
// whole processes' milliseconds.
type timings struct {
	ours, oursCount, theirs map[string][]float64
	oursWhole, theirsWhole  map[string][]float64
}

func main() {
	o := parseOptions()
	if !exists(o.tdoku) {
		fmt.Printf("vstdoku: no tdoku-bench at %s, nothing compared: name tdoku's benchmark harness with -tdoku PATH (make bench TDOKU=PATH)\n", o.tdoku)
		return
	}
	sets, _ := filepath.Glob(filepath.Join(dataDir, "puzzles*"))
	if len(sets) == 0 {
		fmt.Printf("vstdoku: no puzzle sets in %s: nothing to compare\n", dataDir)
		return
	}
	dir := prog.TempDir()
	defer os.RemoveAll(dir)
	tm := timer{sudoku: prog.BuildCommand(dir), tests: prog.BuildBenchmarks(dir), tdoku: o.tdoku, cpu: o.cpu, dir: dir}
	if one := filepath.Join(filepath.Dir(o.tdoku), "tdoku-one"); exists(one) {
		tm.tdokuOne = one
	}
	t := timings{map[string][]float64{}, map[string][]float64{}, map[string][]float64{}, map[string][]float64{}, map[string][]float64{}}
	for r := 1; r <= o.rounds; r++ {
		for _, set := range sets {
			tm.timeSet(r, set, t)
		}
	}
	printTables(sets, t, tm.tdokuOne != "")
}

// parseOptions reads the command line and moves into the project's
// folder.
func parseOptions() options {
	var o options
	fs := prog.Flags()
	fs.IntVar(&o.rounds, "rounds", 3, "rounds of every set, interleaved")
	fs.IntVar(&o.cpu, "cpu", 1, "the core both run on (with taskset, when there is one)")
	fs.StringVar(&o.tdoku, "tdoku", "", "tdoku's benchmark harness, with tdoku-one beside it if at all (default ../shared/tools/tdoku-bench, from the project's folder)")
	dir := fs.String("dir", ".", "the project's `folder`")
	prog.ParseFlags(fs, usage)
	prog.EnterProject(*dir, &o.tdoku)
	if o.tdoku == "" {
		o.tdoku = "../shared/tools/tdoku-bench"
	}
	return o
}

// exists says whether there is a file at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// timeSet times one round on one set: tdoku's harness, BenchmarkSolve and
// BenchmarkCount, and both whole processes when tdoku-one is there. It
// adds the figures to t and tells them on stderr as they come.
func (tm timer) timeSet(r int, set string, t timings) {
	name := filepath.Base(set)
	theirs := prog.Measure(prog.Pin(tm.cpu, tm.tdoku, "-c1", "-r0", "-n"+strconv.Itoa(boards(set)),
		"-w1", "-t2", "-e1", "-stdoku", set), tdokuTime)[0]
	ours := tm.benchmark("Solve", name)
	count := tm.benchmark("Count", name)
	fmt.Fprintf(os.Stderr, "round %d %s: ours %.3f µs (counting %.3f), tdoku %.3f\n", r, name, ours, count, theirs)
	t.ours[name], t.theirs[name] = append(t.ours[name], ours), append(t.theirs[name], theirs)
	t.oursCount[name] = append(t.oursCount[name], count)
	if tm.tdokuOne == "" {
		return
	}
	ours = prog.Wall(prog.Pin(tm.cpu, tm.sudoku, "-j", "1"), set)
	theirs = prog.Wall(prog.Pin(tm.cpu, tm.tdokuOne, "2"), dotted(set, tm.dir))
	fmt.Fprintf(os.Stderr, "round %d %s, whole process: ours %.2f ms, tdoku-one %.2f\n", r, name, ours, theirs)
	t.oursWhole[name], t.theirsWhole[name] = append(t.oursWhole[name], ours), append(t.theirsWhole[name], theirs)
}

// benchmark runs the benchmark bench (Solve or Count) on the set name
// and returns its µs per puzzle.
func (tm timer) benchmark(bench, name string) float64 {
	return prog.Measure(prog.Pin(tm.cpu, tm.tests, "-test.run", "^$", "-test.bench",
		bench+"/"+regexp.QuoteMeta(name)+"$", "-test.benchtime", "2s"), ourTime)[0]
}

// printTables prints the tables: solving, counting, and whole processes
// when they were timed.
func printTables(sets []string, t timings, whole bool) {
	fmt.Printf("| set | ours µs | tdoku µs | ratio | the rounds |\n|---|---:|---:|---:|---|\n")
	table(sets, t.ours, t.theirs, "%.3f")
	fmt.Printf("\nCounting to 2 on both sides (BenchmarkCount):\n\n")
	fmt.Printf("| set | ours µs | tdoku µs | ratio | the rounds |\n|---|---:|---:|---:|---|\n")
	table(sets, t.oursCount, t.theirs, "%.3f")
	if whole {
		fmt.Printf("\nWhole process, one pass from a cold start:\n\n")
		fmt.Printf("| set | sudoku -j 1 ms | tdoku-one ms | ratio | the rounds |\n|---|---:|---:|---:|---|\n")
		table(sets, t.oursWhole, t.theirsWhole, "%.2f")
	}
}

// table prints a row for each set: the medians of ours and theirs, in
// format f, their ratio and the ratio of each round.
func table(sets []string, ours, theirs map[string][]float64, f string) {
	for _, set := range sets {
		name := filepath.Base(set)
		o, t := prog.Median(ours[name]), prog.Median(theirs[name])
		var each []string
		for i := range ours[name] {
			each = append(each, fmt.Sprintf("%.2f", ours[name][i]/theirs[name][i]))
		}
		fmt.Printf("| %s | "+f+" | "+f+" | %.2f | %s |\n", name, o, t, o/t, strings.Join(each, ", "))
	}
}

// dotted returns a copy of set in dir with '.' for every '0', as tdoku-one
// reads blanks, writing it the first time.
func dotted(set, dir string) string {
	out := filepath.Join(dir, filepath.Base(set)+".dots")
	if exists(out) {
		return out
	}
	data, err := os.ReadFile(set)
	if err != nil {
		prog.Fail(err)
	}
	prog.Write(out, bytes.ReplaceAll(data, []byte("0"), []byte(".")))
	return out
}

// tdokuTime is the µs per puzzle in tdoku-bench's CSV row for tdoku:
// the solver's name, puzzles per second, then µs per puzzle.
var tdokuTime = regexp.MustCompile(`,tdoku,[0-9.]+,([0-9.]+)`)

// ourTime is BenchmarkSolve's µs per puzzle.
var ourTime = regexp.MustCompile(`([0-9.]+) us/puzzle`)

// boards counts the non-empty lines of a set.
func boards(path string) int {
	data, err := os.ReadFile(path)
	if err != nil {
		prog.Fail(err)
	}
	n := 0
	for sc := bufio.NewScanner(bytes.NewReader(data)); sc.Scan(); {
		if len(bytes.TrimSpace(sc.Bytes())) > 0 {
			n++
		}
	}
	return n
}
