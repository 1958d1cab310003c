// Vsdlx compares the general solver with dancing links (ref/dlx.cpp, the
// way competitive programmers solve POJ 3076, UVa 1309 and SPOJ SUDOKU)
// in one run on this machine, on one core, in rounds interleaved set by
// set. The sets are made by the command's generator, removing cells while
// the solution stays unique (or, for "several", at random): 16x16 boards
// with one solution at 50%, 45% and 40% given, 16x16 boards with several
// solutions at 50% and 45%, and 25x25 boards with one solution at 50%.
// Per board, start-up excluded: ours is BenchmarkBoardsFile (the
// lexicographically first solution, the size's tables built before the
// clock), dlx's its own clock around its solving (a solution, any). Whole
// processes, the 16x16 45% file of 30 boards from a cold start: `sudoku
// -format uva989 -j 1 < FILE` and `dlx < FILE`. It prints the medians of
// the rounds and their ratios as a Markdown table.
//
// Usage:
//
//	go run ./bench/vsdlx [-rounds 3] [-cpu 1] [-boards 30] [-dir DIR]
//
// It needs g++ to build ref/dlx.cpp in the project's folder (-dir, by
// default the folder it runs in) and says so, without failing, when it is
// absent. Like bench/vstdoku, a program beside the command.
package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"sudoku/internal/prog"
)

// usage is vsdlx's command line, as its one-line errors name it.
const usage = "go run ./bench/vsdlx [-rounds 3] [-cpu 1] [-boards 30] [-dir DIR]"

// set is one file of boards: a size, the clues, one solution or several.
type set struct {
	name          string
	box, clues    int
	several, file bool // file: also timed as whole processes
}

// sets are the sets compared, in the order of the table.
func sets() []set {
	return []set{
		{"16x16 one solution, 50% given", 4, 128, false, false},
		{"16x16 one solution, 45% given", 4, 115, false, true},
		{"16x16 one solution, 40% given", 4, 102, false, false},
		{"16x16 several solutions, 50% given", 4, 128, true, false},
		{"16x16 several solutions, 45% given", 4, 115, true, false},
		{"25x25 one solution, 50% given", 5, 312, false, false},
	}
}

// options are what the command line asks for.
type options struct {
	rounds, cpu int
	count       int // boards in each set (25x25: a third)
}

// timer times the two solvers with the programs it built.
type timer struct {
	dlx, sudoku, tests string // ref/dlx.cpp, the command and its test binary
	cpu                int    // the core both run on
}

// timings are the figures of every round: µs per board by set, and the
// whole processes' milliseconds.
type timings struct {
	ours, theirs         map[string][]float64
	oursWall, theirsWall []float64
}

// perBoard is BenchmarkBoardsFile's µs per board; dlxTime dlx's boards
// and µs in all, on stderr.
var (
	perBoard = regexp.MustCompile(`([0-9.]+) µs/board`)
	dlxTime  = regexp.MustCompile(`^(\d+) boards, ([0-9.]+) us`)
)

func main() {
	o := parseOptions()
	if _, err := exec.LookPath("g++"); err != nil {
		fmt.Println("vsdlx: no g++ to build ref/dlx.cpp: nothing to compare")
		return
	}
	dir := prog.TempDir()
	defer os.RemoveAll(dir)
	tm := timer{dlx: filepath.Join(dir, "dlx"), sudoku: prog.BuildCommand(dir), tests: prog.BuildBenchmarks(dir), cpu: o.cpu}
	prog.Run("g++", "-O2", "-o", tm.dlx, "ref/dlx.cpp")
	files := writeSets(tm.sudoku, dir, o.count)
	t := timings{ours: map[string][]float64{}, theirs: map[string][]float64{}}
	for r := 0; r < o.rounds; r++ {
		for _, s := range sets() {
			tm.timeSet(s, files[s.name], &t)
		}
	}
	printTable(t, o)
}

// parseOptions reads the command line and moves into the project's
// folder.
func parseOptions() options {
	var o options
	fs := prog.Flags()
	fs.IntVar(&o.rounds, "rounds", 3, "rounds of every set, interleaved")
	fs.IntVar(&o.cpu, "cpu", 1, "the core both run on (with taskset, when there is one)")
	fs.IntVar(&o.count, "boards", 30, "boards in each set (25x25: a third)")
	dir := fs.String("dir", ".", "the project's `folder`")
	prog.ParseFlags(fs, usage)
	prog.EnterProject(*dir)
	return o
}

// writeSets makes each set with the command's generator and writes it
// into dir twice, as FILE.uva (uva989's input) and FILE.dlx (dlx's); it
// returns each set's FILE by name.
func writeSets(sudoku, dir string, count int) map[string]string {
	files := map[string]string{}
	for k, s := range sets() {
		n := count
		if s.box == 5 {
			n = (n + 2) / 3
		}
		gen := []string{"-format", "uva989", "-box", strconv.Itoa(s.box), "-gen", strconv.Itoa(n), "-clues", strconv.Itoa(s.clues), "-seed", "vsdlx " + s.name}
		if s.several {
			gen = append(gen, "-several")
		}
		out := prog.Output(sudoku, gen...)
		files[s.name] = filepath.Join(dir, fmt.Sprintf("set%d", k))
		prog.Write(files[s.name]+".uva", out)
		prog.Write(files[s.name]+".dlx", dlxLines(out))
	}
	return files
}

// timeSet times one round on one set, whose files are FILE.uva and
// FILE.dlx: BenchmarkBoardsFile, dlx's best of as many passes, and both
// whole processes when the set is the one timed so; it adds the figures
// to t.
func (tm timer) timeSet(s set, file string, t *timings) {
	ours := prog.Measure(prog.Pin(tm.cpu, tm.tests, "-test.run", "^$", "-test.bench", "BoardsFile", "-test.benchtime", "5x", "-boards", file+".dlx"), perBoard)[0]
	t.ours[s.name] = append(t.ours[s.name], ours)
	best := 0.0
	for k := 0; k < 5; k++ { // as many passes as ours
		if us := measureDLX(prog.Pin(tm.cpu, tm.dlx), file+".dlx"); k == 0 || us < best {
			best = us
		}
	}
	t.theirs[s.name] = append(t.theirs[s.name], best)
	if s.file {
		t.oursWall = append(t.oursWall, prog.Wall(prog.Pin(tm.cpu, tm.sudoku, "-format", "uva989", "-j", "1"), file+".uva"))
		t.theirsWall = append(t.theirsWall, prog.Wall(prog.Pin(tm.cpu, tm.dlx), file+".dlx"))
	}
}

// printTable prints the medians of the rounds per board, set by set, and
// of the whole processes.
func printTable(t timings, o options) {
	fmt.Printf("Per board, µs, median of %d rounds (ours: the lexicographically first solution; dlx: a solution):\n\n", o.rounds)
	fmt.Println("| set | sudoku | dlx | ratio |")
	fmt.Println("|---|---:|---:|---:|")
	for _, s := range sets() {
		ours, theirs := prog.Median(t.ours[s.name]), prog.Median(t.theirs[s.name])
		fmt.Printf("| %s | %.1f | %.1f | %.2fx |\n", s.name, ours, theirs, ours/theirs)
	}
	ours, theirs := prog.Median(t.oursWall), prog.Median(t.theirsWall)
	fmt.Printf("\nWhole process, the 16x16 45%% file of %d boards: sudoku %.2f ms, dlx %.2f ms, %.2fx\n", o.count, ours, theirs, ours/theirs)
}

// dlxLines rewrites uva989 input (n, then n^2 rows) as ref/dlx.cpp's
// lines: n, then the cells.
func dlxLines(uva []byte) []byte {
	var out bytes.Buffer
	lines := strings.Split(string(uva), "\n")
	for i := 0; i < len(lines); i++ {
		n, err := strconv.Atoi(strings.TrimSpace(lines[i]))
		if err != nil || strings.TrimSpace(lines[i]) == "" {
			continue
		}
		out.WriteString(strconv.Itoa(n))
		for _, row := range lines[i+1 : i+1+n*n] {
			out.WriteString(" " + strings.Join(strings.Fields(row), " "))
		}
		out.WriteString("\n")
		i += n * n
	}
	return out.Bytes()
}

// measureDLX runs dlx (argv) on a file and returns its µs per board.
func measureDLX(argv []string, file string) float64 {
	in, err := os.ReadFile(file)
	if err != nil {
		prog.Fail(err)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr // its figures alone: the answers on stdout end in digits too
	err = cmd.Run()
	m := dlxTime.FindStringSubmatch(stderr.String())
	if err != nil || m == nil {
		prog.Fail(fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, stderr.String()))
	}
	boards, _ := strconv.ParseFloat(m[1], 64)
	us, _ := strconv.ParseFloat(m[2], 64)
	return us / boards
}
