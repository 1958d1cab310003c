// timing.go holds the raters vsserate times and how it times them: the
// runs of each round, their medians, and skfr's count of what it rated.

package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"

	"sudoku/internal/prog"
)

// tool is a rater as vsserate runs it: its name in the table and its
// command line for a file of puzzles, which is also its stdin.
type tool struct {
	name string
	argv func(file string) []string
	// hard: it is run on the hard classes too.
	hard bool
	// asRun: its ratio as users run it is printed; serate's differs from
	// the warm one by the JVM's start and warm-up, skfr starts in
	// milliseconds.
	asRun bool
	// rated, when set, counts the puzzles a run on the file rated: skfr
	// ends with status 0, having rated nothing, when it cannot open its
	// file, and stops at a line longer than 250 bytes.
	rated func(file string) int
}

// tools are serate and skfr, those of them that are there; a missing
// one is left out with a line that says so. With neither there is
// nothing to compare: it says so in one line and returns nil.
func (o options) tools() []tool {
	hasSerate := o.serate != "" && exists(filepath.Join(o.serate, "diuf", "sudoku", "test", "serate.class"))
	hasSkfr := o.skfr != "" && exists(o.skfr)
	switch {
	case !hasSerate && !hasSkfr:
		fmt.Printf("vsserate: no serate classes at %q nor skfr at %q, nothing compared: name SukakuExplainer's out/ with -serate CLASSES (or SERATE), skfr's binary with -skfr PATH (or SKFR)\n", o.serate, o.skfr)
		return nil
	case !hasSerate:
		fmt.Printf("vsserate: no serate classes at %q, serate left out: name SukakuExplainer's out/ with -serate CLASSES (or SERATE)\n", o.serate)
	case !hasSkfr:
		fmt.Printf("vsserate: no skfr at %q, skfr left out: name its binary with -skfr PATH (or SKFR)\n", o.skfr)
	}
	var ts []tool
	if hasSerate {
		java := []string{"java", "-cp", o.serate, "diuf.sudoku.test.serate", "--threads=1", "--format=%r/%p/%d %R", "--input=-"}
		ts = append(ts, tool{name: "serate", argv: func(string) []string { return java }, asRun: true})
	}
	if hasSkfr {
		// skfr reads NAME.txt, given as -iNAME, and writes beside it.
		// Built without OpenMP it rates on one thread.
		argv := func(file string) []string { return []string{o.skfr, "-i" + strings.TrimSuffix(file, ".txt")} }
		ts = append(ts, tool{name: "skfr", argv: argv, hard: true, rated: skfrRated})
	}
	return ts
}

// skfrRated counts the lines skfr wrote for the file NAME.txt: rated in
// NAME_rat.txt, and in NAME_N_rat.txt those it rates outside 1.0-12.0.
// It removes both, so that a run which writes none counts none.
func skfrRated(file string) int {
	n := 0
	for _, suffix := range []string{"_rat.txt", "_N_rat.txt"} {
		f, err := os.Open(strings.TrimSuffix(file, ".txt") + suffix)
		if err != nil {
			continue
		}
		for sc := bufio.NewScanner(f); sc.Scan(); {
			if strings.TrimSpace(sc.Text()) != "" {
				n++
			}
		}
		f.Close()
		os.Remove(f.Name())
	}
	return n
}

// bench times the tools: the rounds, the core they run on, the passes
// over the file for the warm figure, and the folder for the files.
type bench struct {
	rounds, cpu, repeat int
	dir                 string
}

// result is a class's medians by tool: puzzles a second on the file
// once, and warm (the passes after the first); on a hard class, each
// board's seconds alone, by board then tool. A tool not run has NaN.
type result struct {
	once, warm []float64
	boards     [][]float64
}

// timeClass times the tools on the class's puzzles, the file once and
// repeated, and on a hard class each board alone, rounds times
// interleaved, and returns the medians.
func (b bench) timeClass(c class, lines []line, tools []tool) result {
	name := strings.Fields(c.name)[0]
	once := write(b.dir, name+"-1", lines, 1)
	many := write(b.dir, fmt.Sprintf("%s-%d", name, b.repeat), lines, b.repeat)
	var alone []string
	if c.hard {
		for _, l := range lines {
			alone = append(alone, write(b.dir, fmt.Sprintf("board-%d", l.n), []line{l}, 1))
		}
	}
	n := float64(len(lines))
	first, warm := make([][]float64, len(tools)), make([][]float64, len(tools))
	secs := make([][][]float64, len(alone))
	for j := range secs {
		secs[j] = make([][]float64, len(tools))
	}
	for i := 0; i < b.rounds; i++ {
		for k, t := range tools {
			if c.hard && !t.hard {
				continue
			}
			t1 := b.wall(t, once, len(lines))
			tn := b.wall(t, many, len(lines)*b.repeat)
			first[k] = append(first[k], n/t1*1e3)
			warm[k] = append(warm[k], n*float64(b.repeat-1)/(tn-t1)*1e3)
		}
		for j, f := range alone {
			for k, t := range tools {
				if t.hard {
					secs[j][k] = append(secs[j][k], b.wall(t, f, 1)/1e3)
				}
			}
		}
	}
	r := result{once: medians(first), warm: medians(warm)}
	for _, s := range secs {
		r.boards = append(r.boards, medians(s))
	}
	return r
}

// wall runs the tool on the file, n puzzles, pinned to the core, and
// returns the milliseconds it took; a tool that rated fewer ends the
// program, as its figure would mean nothing.
func (b bench) wall(t tool, file string, n int) float64 {
	ms := prog.Wall(prog.Pin(b.cpu, t.argv(file)...), file)
	if t.rated != nil {
		if got := t.rated(file); got != n {
			prog.Fail(fmt.Errorf("%s rated %d of the %d puzzles in %s", t.name, got, n, file))
		}
	}
	return ms
}

// medians are the medians of each list, NaN for an empty one.
func medians(v [][]float64) []float64 {
	m := make([]float64, len(v))
	for i, x := range v {
		m[i] = math.NaN()
		if len(x) > 0 {
			m[i] = prog.Median(x)
		}
	}
	return m
}
