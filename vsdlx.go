//go:build ignore
// +build ignore

// vsdlx compares the general solver with dancing links (ref/dlx.cpp, the
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
//	go run vsdlx.go [-rounds 3] [-cpu 1] [-boards 30]
//
// It needs g++ to build ref/dlx.cpp and says so, without failing, when it
// is absent. Like vstdoku.go, a program beside the package.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// set is one file of boards: a size, the clues, one solution or several.
type set struct {
	name          string
	box, clues    int
	several, file bool // file: also timed as whole processes
}

func main() {
	rounds := flag.Int("rounds", 3, "rounds of every set, interleaved")
	cpu := flag.Int("cpu", 1, "the core both run on (with taskset, when there is one)")
	count := flag.Int("boards", 30, "boards in each set (25x25: a third)")
	flag.Parse()
	if _, err := exec.LookPath("g++"); err != nil {
		fmt.Println("vsdlx: no g++ to build ref/dlx.cpp: nothing to compare")
		return
	}
	dir, err := os.MkdirTemp("", "vsdlx")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	dlx, sudoku := filepath.Join(dir, "dlx"), filepath.Join(dir, "sudoku")
	run("g++", "-O2", "-o", dlx, "ref/dlx.cpp")
	run("go", "build", "-o", sudoku, ".")
	bench := filepath.Join(dir, "bench.test")
	run("go", "test", "-c", "-o", bench, ".")
	pin := []string{}
	if _, err := exec.LookPath("taskset"); err == nil {
		pin = []string{"taskset", "-c", strconv.Itoa(*cpu)}
	}
	sets := []set{
		{"16x16 one solution, 50% given", 4, 128, false, false},
		{"16x16 one solution, 45% given", 4, 115, false, true},
		{"16x16 one solution, 40% given", 4, 102, false, false},
		{"16x16 several solutions, 50% given", 4, 128, true, false},
		{"16x16 several solutions, 45% given", 4, 115, true, false},
		{"25x25 one solution, 50% given", 5, 312, false, false},
	}
	files := map[string]string{}
	for k, s := range sets {
		n := *count
		if s.box == 5 {
			n = (n + 2) / 3
		}
		gen := []string{"-format", "uva989", "-box", strconv.Itoa(s.box), "-gen", strconv.Itoa(n), "-clues", strconv.Itoa(s.clues), "-seed", "vsdlx " + s.name}
		if s.several {
			gen = append(gen, "-several")
		}
		out, err := exec.Command(sudoku, gen...).Output()
		if err != nil {
			fail(fmt.Errorf("sudoku %s: %v", strings.Join(gen, " "), err))
		}
		files[s.name] = filepath.Join(dir, fmt.Sprintf("set%d", k))
		write(files[s.name]+".uva", out)
		write(files[s.name]+".dlx", dlxLines(out))
	}
	ours, theirs := map[string][]float64{}, map[string][]float64{}
	oursWall, theirsWall := []float64{}, []float64{}
	perBoard := regexp.MustCompile(`([0-9.]+) µs/board`)
	dlxTime := regexp.MustCompile(`^(\d+) boards, ([0-9.]+) us`)
	for r := 0; r < *rounds; r++ {
		for _, s := range sets {
			f := files[s.name]
			argv := append(append([]string{}, pin...), bench, "-test.run", "^$", "-test.bench", "BoardsFile", "-test.benchtime", "5x", "-boards", f+".dlx")
			ours[s.name] = append(ours[s.name], measure(argv, nil, perBoard)[0])
			best := 0.0
			for k := 0; k < 5; k++ { // as many passes as ours
				t := measureDLX(append(append([]string{}, pin...), dlx), f+".dlx", dlxTime)
				if k == 0 || t < best {
					best = t
				}
			}
			theirs[s.name] = append(theirs[s.name], best)
			if s.file {
				oursWall = append(oursWall, wall(append(append([]string{}, pin...), sudoku, "-format", "uva989", "-j", "1"), f+".uva"))
				theirsWall = append(theirsWall, wall(append(append([]string{}, pin...), dlx), f+".dlx"))
			}
		}
	}
	fmt.Printf("Per board, µs, median of %d rounds (ours: the lexicographically first solution; dlx: a solution):\n\n", *rounds)
	fmt.Println("| set | sudoku | dlx | ratio |")
	fmt.Println("|---|---:|---:|---:|")
	for _, s := range sets {
		o, t := median(ours[s.name]), median(theirs[s.name])
		fmt.Printf("| %s | %.1f | %.1f | %.2fx |\n", s.name, o, t, o/t)
	}
	o, t := median(oursWall), median(theirsWall)
	fmt.Printf("\nWhole process, the 16x16 45%% file of %d boards: sudoku %.2f ms, dlx %.2f ms, %.2fx\n", *count, o, t, o/t)
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

// measure runs argv and returns the numbers re's groups find in its
// output.
func measure(argv []string, stdin []byte, re *regexp.Regexp) []float64 {
	cmd := exec.Command(argv[0], argv[1:]...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	out, err := cmd.CombinedOutput()
	m := re.FindSubmatch(out)
	if err != nil || m == nil {
		fail(fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, out))
	}
	var v []float64
	for _, g := range m[1:] {
		f, _ := strconv.ParseFloat(string(g), 64)
		v = append(v, f)
	}
	return v
}

// measureDLX returns dlx's µs per board on a file.
func measureDLX(argv []string, file string, re *regexp.Regexp) float64 {
	in, err := os.ReadFile(file)
	if err != nil {
		fail(err)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr // its figures alone: the answers on stdout end in digits too
	err = cmd.Run()
	m := re.FindStringSubmatch(stderr.String())
	if err != nil || m == nil {
		fail(fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, stderr.String()))
	}
	boards, _ := strconv.ParseFloat(m[1], 64)
	us, _ := strconv.ParseFloat(m[2], 64)
	return us / boards
}

// wall returns the milliseconds argv takes on the file as stdin.
func wall(argv []string, file string) float64 {
	in, err := os.ReadFile(file)
	if err != nil {
		fail(err)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin = bytes.NewReader(in)
	start := time.Now()
	if out, err := cmd.CombinedOutput(); err != nil && !strings.Contains(string(out), "solution") {
		fail(fmt.Errorf("%s: %v", strings.Join(argv, " "), err))
	}
	return float64(time.Since(start).Microseconds()) / 1000
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func run(name string, args ...string) {
	if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
		fail(fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out))
	}
}

func write(path string, data []byte) {
	if err := os.WriteFile(path, data, 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "vsdlx:", err)
	os.Exit(1)
}
