//go:build ignore
// +build ignore

// vstdoku compares the solver with tdoku, the fastest published 9x9
// solver, in one run on this machine: for every puzzle set in
// ../shared/data, in rounds interleaved set by set, it times tdoku's own
// harness counting each board's solutions to 2, then BenchmarkSolve (the
// lexicographically first solution) and BenchmarkCount (counting to 2, as
// tdoku does), all on one core, and prints
// the medians of the rounds and their ratio as a Markdown table. When
// ../shared/tools/tdoku-one is there too, each round also times both
// whole processes, one pass over the set from a cold start: `sudoku -j 1
// < SET` and `tdoku-one < SET` ('.' for blanks; it counts each board's
// solutions to 2 and prints a line for each). The machine is shared and
// its speed swings, so only ratios from one run mean anything.
//
// Usage:
//
//	go run vstdoku.go [-rounds 3] [-cpu 1]
//
// It needs ../shared/tools/tdoku-bench (see ../shared/tools/README.md) and
// says so, without failing, when it is absent. Like mkjudge.go, it is a
// program beside the package, not part of the command.
package main

import (
	"bufio"
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

const (
	dataDir  = "../shared/data"
	tdoku    = "../shared/tools/tdoku-bench"
	tdokuOne = "../shared/tools/tdoku-one"
)

func main() {
	rounds := flag.Int("rounds", 3, "rounds of every set, interleaved")
	cpu := flag.Int("cpu", 1, "the core both run on (with taskset, when there is one)")
	flag.Parse()
	if _, err := os.Stat(tdoku); err != nil {
		fmt.Printf("vstdoku: %s not found: nothing to compare\n", tdoku)
		return
	}
	sets, _ := filepath.Glob(filepath.Join(dataDir, "puzzles*"))
	if len(sets) == 0 {
		fmt.Printf("vstdoku: no puzzle sets in %s: nothing to compare\n", dataDir)
		return
	}
	dir, err := os.MkdirTemp("", "vstdoku")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	bin, cmd := filepath.Join(dir, "sudoku.test"), filepath.Join(dir, "sudoku")
	for _, argv := range [][]string{{"go", "test", "-c", "-o", bin, "."}, {"go", "build", "-o", cmd, "."}} {
		if out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput(); err != nil {
			fail(fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, out))
		}
	}
	_, err = os.Stat(tdokuOne)
	whole := err == nil
	pin := []string{}
	if _, err := exec.LookPath("taskset"); err == nil {
		pin = []string{"taskset", "-c", strconv.Itoa(*cpu)}
	}
	ours, theirs := map[string][]float64{}, map[string][]float64{}
	oursCount := map[string][]float64{}
	oursWhole, theirsWhole := map[string][]float64{}, map[string][]float64{}
	for r := 1; r <= *rounds; r++ {
		for _, set := range sets {
			name := filepath.Base(set)
			t := measure(append(pin, tdoku, "-c1", "-r0", "-n"+strconv.Itoa(boards(set)),
				"-w1", "-t2", "-e1", "-stdoku", set), tdokuTime)
			o := measure(append(pin, bin, "-test.run", "^$", "-test.bench",
				"Solve/"+regexp.QuoteMeta(name)+"$", "-test.benchtime", "2s"), ourTime)
			c := measure(append(pin, bin, "-test.run", "^$", "-test.bench",
				"Count/"+regexp.QuoteMeta(name)+"$", "-test.benchtime", "2s"), ourTime)
			fmt.Fprintf(os.Stderr, "round %d %s: ours %.3f µs (counting %.3f), tdoku %.3f\n", r, name, o, c, t)
			ours[name], theirs[name] = append(ours[name], o), append(theirs[name], t)
			oursCount[name] = append(oursCount[name], c)
			if whole {
				o, t := wall(append(pin, cmd, "-j", "1"), set), wall(append(pin, tdokuOne), dotted(set, dir))
				fmt.Fprintf(os.Stderr, "round %d %s, whole process: ours %.2f ms, tdoku-one %.2f\n", r, name, o, t)
				oursWhole[name], theirsWhole[name] = append(oursWhole[name], o), append(theirsWhole[name], t)
			}
		}
	}
	fmt.Printf("| set | ours µs | tdoku µs | ratio | the rounds |\n|---|---:|---:|---:|---|\n")
	table(sets, ours, theirs, "%.3f")
	fmt.Printf("\nCounting to 2 on both sides (BenchmarkCount):\n\n")
	fmt.Printf("| set | ours µs | tdoku µs | ratio | the rounds |\n|---|---:|---:|---:|---|\n")
	table(sets, oursCount, theirs, "%.3f")
	if whole {
		fmt.Printf("\nWhole process, one pass from a cold start:\n\n")
		fmt.Printf("| set | sudoku -j 1 ms | tdoku-one ms | ratio | the rounds |\n|---|---:|---:|---:|---|\n")
		table(sets, oursWhole, theirsWhole, "%.2f")
	}
}

// table prints a row for each set: the medians of ours and theirs, in
// format f, their ratio and the ratio of each round.
func table(sets []string, ours, theirs map[string][]float64, f string) {
	for _, set := range sets {
		name := filepath.Base(set)
		o, t := median(ours[name]), median(theirs[name])
		var each []string
		for i := range ours[name] {
			each = append(each, fmt.Sprintf("%.2f", ours[name][i]/theirs[name][i]))
		}
		fmt.Printf("| %s | "+f+" | "+f+" | %.2f | %s |\n", name, o, t, o/t, strings.Join(each, ", "))
	}
}

// wall runs argv with stdin from the file input, its output thrown away,
// and returns the milliseconds it took.
func wall(argv []string, input string) float64 {
	f, err := os.Open(input)
	if err != nil {
		fail(err)
	}
	defer f.Close()
	c := exec.Command(argv[0], argv[1:]...)
	c.Stdin = f
	start := time.Now()
	if err := c.Run(); err != nil {
		fail(fmt.Errorf("%s < %s: %v", strings.Join(argv, " "), input, err))
	}
	return float64(time.Since(start).Microseconds()) / 1e3
}

// dotted returns a copy of set in dir with '.' for every '0', as tdoku-one
// reads blanks, writing it the first time.
func dotted(set, dir string) string {
	out := filepath.Join(dir, filepath.Base(set)+".dots")
	if _, err := os.Stat(out); err == nil {
		return out
	}
	data, err := os.ReadFile(set)
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(out, bytes.ReplaceAll(data, []byte("0"), []byte(".")), 0o644); err != nil {
		fail(err)
	}
	return out
}

// tdokuTime is the µs per puzzle in tdoku-bench's CSV row for tdoku:
// the solver's name, puzzles per second, then µs per puzzle.
var tdokuTime = regexp.MustCompile(`,tdoku,[0-9.]+,([0-9.]+)`)

// ourTime is BenchmarkSolve's µs per puzzle.
var ourTime = regexp.MustCompile(`([0-9.]+) us/puzzle`)

// measure runs argv and returns the number its output gives where re says.
func measure(argv []string, re *regexp.Regexp) float64 {
	out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput()
	m := re.FindSubmatch(out)
	if err != nil || m == nil {
		fail(fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, out))
	}
	v, err := strconv.ParseFloat(string(m[1]), 64)
	if err != nil {
		fail(err)
	}
	return v
}

// boards counts the non-empty lines of a set.
func boards(path string) int {
	data, err := os.ReadFile(path)
	if err != nil {
		fail(err)
	}
	n := 0
	for sc := bufio.NewScanner(bytes.NewReader(data)); sc.Scan(); {
		if len(bytes.TrimSpace(sc.Bytes())) > 0 {
			n++
		}
	}
	return n
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "vstdoku:", err)
	os.Exit(1)
}
