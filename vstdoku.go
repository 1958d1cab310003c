//go:build ignore
// +build ignore

// vstdoku compares the solver with tdoku, the fastest published 9x9
// solver, in one run on this machine: for every puzzle set in
// ../shared/data, in rounds interleaved set by set, it times tdoku's own
// harness counting each board's solutions to 2 and then BenchmarkSolve
// (the lexicographically first solution), both on one core, and prints
// the medians of the rounds and their ratio as a Markdown table. The
// machine is shared and its speed swings, so only ratios from one run
// mean anything.
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
)

const (
	dataDir = "../shared/data"
	tdoku   = "../shared/tools/tdoku-bench"
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
	bin := filepath.Join(dir, "sudoku.test")
	if out, err := exec.Command("go", "test", "-c", "-o", bin, ".").CombinedOutput(); err != nil {
		fail(fmt.Errorf("go test -c: %v\n%s", err, out))
	}
	pin := []string{}
	if _, err := exec.LookPath("taskset"); err == nil {
		pin = []string{"taskset", "-c", strconv.Itoa(*cpu)}
	}
	ours, theirs := map[string][]float64{}, map[string][]float64{}
	for r := 1; r <= *rounds; r++ {
		for _, set := range sets {
			name := filepath.Base(set)
			t := measure(append(pin, tdoku, "-c1", "-r0", "-n"+strconv.Itoa(boards(set)),
				"-w1", "-t2", "-e1", "-stdoku", set), tdokuTime)
			o := measure(append(pin, bin, "-test.run", "^$", "-test.bench",
				"Solve/"+regexp.QuoteMeta(name)+"$", "-test.benchtime", "2s"), ourTime)
			fmt.Fprintf(os.Stderr, "round %d %s: ours %.3f µs, tdoku %.3f\n", r, name, o, t)
			ours[name], theirs[name] = append(ours[name], o), append(theirs[name], t)
		}
	}
	fmt.Printf("| set | ours µs | tdoku µs | ratio | the rounds |\n|---|---:|---:|---:|---|\n")
	for _, set := range sets {
		name := filepath.Base(set)
		o, t := median(ours[name]), median(theirs[name])
		var each []string
		for i := range ours[name] {
			each = append(each, fmt.Sprintf("%.2f", ours[name][i]/theirs[name][i]))
		}
		fmt.Printf("| %s | %.3f | %.3f | %.2f | %s |\n", name, o, t, o/t, strings.Join(each, ", "))
	}
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
