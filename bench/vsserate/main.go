// Vsserate compares the rater with SukakuExplainer's serate, the program
// whose ratings it reproduces, and with skfr, the fast approximate rater
// of the same scale, in one run on this machine. For each class of the
// committed serate lines (rate/testdata), in rounds interleaved class by
// class, it times them rating the same puzzles on one core, one thread
// each, as a user runs them on a file: `sudoku -rate -j 1 < FILE`,
// `java -cp CLASSES diuf.sudoku.test.serate --threads=1 --input=FILE` and
// `skfr -iFILE` (skfr reads FILE.txt and writes FILE_rat.txt), whole
// processes. serate pays the JVM's start and warm-up in each run; a
// second figure, warm, times each on the file repeated -repeat times and
// counts only the passes after the first. It prints the medians of the
// rounds, in puzzles a second, and the rater's ratios to the others as a
// Markdown table.
//
// The last class is a sample of the forum's hardest list, where serate
// takes minutes a board: serate is left out there, and each board's time
// (a whole process on that board alone) is printed for the others, to
// show which boards take more than 2 s.
//
// Usage:
//
//	go run ./bench/vsserate [-rounds 3] [-cpu 1] [-repeat 5] [-class TEXT] [-serate CLASSES] [-skfr PATH] [-dir DIR]
//
// serate and skfr are built from their public sources, outside the
// repository (docs/rating.md names the commits); -serate names the folder
// of serate's classes, or $SERATE does, and -skfr skfr's binary, or $SKFR
// does. When one is missing it says so in one line and leaves it out;
// with neither there is nothing to compare. Like tools/mkjudge, it is a
// program beside the command, not part of it.
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

// usage is vsserate's command line, as its one-line errors name it.
const usage = "go run ./bench/vsserate [-rounds 3] [-cpu 1] [-repeat 5] [-class TEXT] [-serate CLASSES] [-skfr PATH] [-dir DIR]"

// class is a set of puzzles to rate: the lines of the files (in
// rate/testdata) whose serate ER lies in lo..hi (tenths), most of them
// spread evenly over the files (0: all), as the files go up in rating.
// On a hard class serate is not run and each board is timed alone.
type class struct {
	name   string
	files  []string
	lo, hi int
	most   int
	hard   bool
}

// classes are the issue's: easy boards, QQWing's expert ones and the
// bank's up to 6.2 (what the rater rates), the bank's above 6.2, and the
// forum's hardest.
var classes = []class{
	{"easy (QQWing simple, easy; bank easy)", []string{"qqwing-simple.txt", "qqwing-easy.txt", "bank-easy.txt"}, 0, 200, 0, false},
	{"QQWing expert, ER <= 6.2", []string{"qqwing-expert.txt"}, 0, 62, 0, false},
	{"bank, ER <= 6.2", []string{"bank-diabolical.txt", "bank-hard.txt", "bank-medium.txt"}, 0, 62, 0, false},
	// serate takes a fifth of a second a board there: a sample.
	{"bank, ER > 6.2", []string{"bank-diabolical.txt"}, 63, 200, 100, false},
	// The ten BenchmarkRateHardest rates. serate takes from a minute to
	// twenty a board there, too long to repeat.
	{"hardest (10 spread over the list)", []string{"hardest/hardest110626-rated.txt"}, 0, 200, 10, true},
}

// options are what the command line asks for.
type options struct {
	rounds, cpu, repeat int
	serate, skfr        string // serate's classes and skfr's binary, or ""
	only                string // the classes whose name holds this
}

func main() {
	o := parseOptions()
	tools := o.tools()
	if tools == nil {
		return
	}
	b := bench{rounds: o.rounds, cpu: o.cpu, repeat: o.repeat, dir: prog.TempDir()}
	defer os.RemoveAll(b.dir)
	sudoku := prog.BuildCommand(b.dir)
	tools = append([]tool{{name: "sudoku", argv: func(string) []string { return []string{sudoku, "-rate", "-j", "1"} }, hard: true}}, tools...)
	printHeader(tools)
	var boards []string
	for _, c := range classes {
		if !strings.Contains(c.name, o.only) {
			continue
		}
		lines := c.lines()
		r := b.timeClass(c, lines, tools)
		printRow(c, len(lines), tools, r)
		if c.hard {
			boards = append(boards, boardTable(c, lines, tools, r.boards)...)
		}
	}
	for _, t := range tools {
		if !t.hard && len(boards) > 0 {
			fmt.Printf("\n%s is not run on the hardest boards: it takes minutes a board there.\n", t.name)
		}
	}
	for _, l := range boards {
		fmt.Println(l)
	}
}

// parseOptions reads the command line and moves into the project's
// folder.
func parseOptions() options {
	var o options
	fs := prog.Flags()
	fs.IntVar(&o.rounds, "rounds", 3, "interleaved rounds, of which the median counts")
	fs.IntVar(&o.cpu, "cpu", 1, "the core all run on")
	fs.IntVar(&o.repeat, "repeat", 5, "passes over the file for the warm figure")
	fs.StringVar(&o.serate, "serate", os.Getenv("SERATE"), "the folder of serate's classes (SukakuExplainer's out/)")
	fs.StringVar(&o.skfr, "skfr", os.Getenv("SKFR"), "skfr's binary")
	dir := fs.String("dir", ".", "the project's folder")
	fs.StringVar(&o.only, "class", "", "only the classes whose name holds this text")
	prog.ParseFlags(fs, usage)
	prog.EnterProject(*dir, &o.serate, &o.skfr)
	return o
}

// lines are a class's puzzles, with where they stand in the files and
// their serate line.
func (c class) lines() []line {
	var all []line
	for _, name := range c.files {
		f, err := os.Open(filepath.Join("rate", "testdata", name))
		if err != nil {
			prog.Fail(err)
		}
		n := 0
		for sc := bufio.NewScanner(f); sc.Scan(); {
			n++
			fields := strings.Fields(sc.Text())
			if len(fields) >= 2 && inBand(fields[1], c.lo, c.hi) {
				all = append(all, line{fields[0], fields[1], n})
			}
		}
		f.Close()
	}
	if c.most > 0 && len(all) > c.most {
		// Spread over the band: the files go up in rating.
		spread := make([]line, c.most)
		for i := range spread {
			spread[i] = all[i*len(all)/c.most]
		}
		all = spread
	}
	return all
}

// line is one puzzle of a class: the board, its serate (or the list's)
// ER/EP/ED, and its line number in its file.
type line struct {
	puzzle, rating string
	n              int
}

// write writes the puzzles, repeat times over, to the file name.txt in
// dir and returns its path.
func write(dir, name string, lines []line, repeat int) string {
	var sb strings.Builder
	for i := 0; i < repeat; i++ {
		for _, l := range lines {
			sb.WriteString(l.puzzle + "\n")
		}
	}
	path := filepath.Join(dir, name+".txt")
	prog.Write(path, []byte(sb.String()))
	return path
}

// inBand reports whether a serate line's ER (its first field, "5.6/...")
// lies in lo..hi tenths.
func inBand(line string, lo, hi int) bool {
	var whole, tenth int
	if _, err := fmt.Sscanf(line, "%d.%d/", &whole, &tenth); err != nil {
		return false
	}
	er := 10*whole + tenth
	return er >= lo && er <= hi
}

// exists reports whether path is there.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// ratio is a over b as the table prints it, or "-" when either is
// missing.
func ratio(a, b float64) string {
	switch r := a / b; {
	case math.IsNaN(r):
		return "-"
	case r >= 10:
		return fmt.Sprintf("%.0fx", r)
	default:
		return fmt.Sprintf("%.2gx", r)
	}
}

// figure is a rate or a time as the table prints it: whole numbers from
// 100 up, three digits below (the hardest boards rate at a few a second),
// "-" when missing.
func figure(v float64) string {
	switch {
	case math.IsNaN(v):
		return "-"
	case v >= 100:
		return fmt.Sprintf("%.0f", v)
	default:
		return fmt.Sprintf("%.3g", v)
	}
}
