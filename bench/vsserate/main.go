// Vsserate compares the rater with SukakuExplainer's serate, the program
// whose ratings it reproduces, in one run on this machine. For each class
// of the committed serate lines (rate/testdata), in rounds interleaved
// class by class, it times both rating the same puzzles on one core, one
// thread each, as a user runs them on a file: `sudoku -rate -j 1 < FILE`
// and `java -cp CLASSES diuf.sudoku.test.serate --threads=1 --input=FILE`,
// whole processes. serate pays the JVM's start and warm-up in each run; a
// second figure, warm, times each on the file repeated -repeat times and
// counts only the passes after the first. It prints the medians of the
// rounds, in puzzles a second, and their ratios as a Markdown table.
//
// Usage:
//
//	go run ./bench/vsserate [-rounds 3] [-cpu 1] [-repeat 5] [-class TEXT] [-serate CLASSES] [-dir DIR]
//
// serate is built from SukakuExplainer's public source, outside the
// repository (docs/rating.md names the commit); -serate names the folder
// of its classes, or $SERATE does. When there is none it says so in one
// line, without failing. Like tools/mkjudge, it is a program beside the
// command, not part of it.
package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"sudoku/internal/prog"
)

// usage is vsserate's command line, as its one-line errors name it.
const usage = "go run ./bench/vsserate [-rounds 3] [-cpu 1] [-repeat 5] [-class TEXT] [-serate CLASSES] [-dir DIR]"

// class is a set of puzzles to rate: the committed files' lines whose
// serate ER lies in lo..hi (tenths), most of them spread evenly over the
// files (0: all), as the files go up in rating.
type class struct {
	name   string
	files  []string
	lo, hi int
	most   int
}

// classes are the issue's: easy boards, QQWing's expert ones and the
// bank's up to 6.2 (what the rater rates), and the bank's above 6.2.
var classes = []class{
	{"easy (QQWing simple, easy; bank easy)", []string{"qqwing-simple.txt", "qqwing-easy.txt", "bank-easy.txt"}, 0, 200, 0},
	{"QQWing expert, ER <= 6.2", []string{"qqwing-expert.txt"}, 0, 62, 0},
	{"bank, ER <= 6.2", []string{"bank-diabolical.txt", "bank-hard.txt", "bank-medium.txt"}, 0, 62, 0},
	// serate takes a fifth of a second a board there: a sample.
	{"bank, ER > 6.2", []string{"bank-diabolical.txt"}, 63, 200, 100},
}

func main() {
	fs := prog.Flags()
	rounds := fs.Int("rounds", 3, "interleaved rounds, of which the median counts")
	cpu := fs.Int("cpu", 1, "the core both run on")
	repeat := fs.Int("repeat", 5, "passes over the file for the warm figure")
	serate := fs.String("serate", os.Getenv("SERATE"), "the folder of serate's classes (SukakuExplainer's out/)")
	dir := fs.String("dir", ".", "the project's folder")
	only := fs.String("class", "", "only the classes whose name holds this text")
	prog.ParseFlags(fs, usage)
	prog.EnterProject(*dir, serate)
	if *serate == "" || !exists(filepath.Join(*serate, "diuf", "sudoku", "test", "serate.class")) {
		fmt.Printf("vsserate: no serate classes at %q, nothing compared: name SukakuExplainer's out/ with -serate CLASSES (or SERATE)\n", *serate)
		return
	}
	tmp := prog.TempDir()
	defer os.RemoveAll(tmp)
	sudoku := prog.BuildCommand(tmp)
	fmt.Println("| class | puzzles | sudoku (p/s) | serate (p/s) | ratio | sudoku warm | serate warm | ratio warm |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|")
	for _, c := range classes {
		if !strings.Contains(c.name, *only) {
			continue
		}
		once, n := c.write(tmp, 1)
		many, _ := c.write(tmp, *repeat)
		r := timeClass(once, many, n, *repeat, *rounds, *cpu, sudoku, *serate)
		fmt.Printf("| %s | %d | %.0f | %.0f | %.0fx | %.0f | %.0f | %.0fx |\n", c.name, n,
			r[0], r[1], r[0]/r[1], r[2], r[3], r[2]/r[3])
	}
}

// timeClass times both on the file once and repeated, rounds times
// interleaved, and returns the medians in puzzles a second: sudoku and
// serate on the file, then warm.
func timeClass(once, many string, n, repeat, rounds, cpu int, sudoku, serate string) [4]float64 {
	var t [4][]float64
	java := []string{"java", "-cp", serate, "diuf.sudoku.test.serate", "--threads=1", "--format=%r/%p/%d %R", "--input=-"}
	for i := 0; i < rounds; i++ {
		for k, argv := range [2][]string{{sudoku, "-rate", "-j", "1"}, java} {
			first := prog.Wall(prog.Pin(cpu, argv...), once)
			all := prog.Wall(prog.Pin(cpu, argv...), many)
			t[k] = append(t[k], float64(n)/first*1e3)
			t[k+2] = append(t[k+2], float64(n*(repeat-1))/(all-first)*1e3)
		}
	}
	return [4]float64{prog.Median(t[0]), prog.Median(t[1]), prog.Median(t[2]), prog.Median(t[3])}
}

// write writes the class's puzzles, repeat times over, to a file in dir;
// it returns the file and how many puzzles one pass has.
func (c class) write(dir string, repeat int) (string, int) {
	var puzzles []string
	for _, name := range c.files {
		f, err := os.Open(filepath.Join("rate", "testdata", name))
		if err != nil {
			prog.Fail(err)
		}
		for sc := bufio.NewScanner(f); sc.Scan(); {
			fields := strings.Fields(sc.Text())
			if len(fields) >= 2 && inBand(fields[1], c.lo, c.hi) {
				puzzles = append(puzzles, fields[0])
			}
		}
		f.Close()
	}
	if c.most > 0 && len(puzzles) > c.most {
		// Spread over the band: the files go up in rating.
		spread := make([]string, c.most)
		for i := range spread {
			spread[i] = puzzles[i*len(puzzles)/c.most]
		}
		puzzles = spread
	}
	path := filepath.Join(dir, fmt.Sprintf("%s-%d.txt", strings.Fields(c.name)[0], repeat))
	text := strings.Repeat(strings.Join(puzzles, "\n")+"\n", repeat)
	prog.Write(path, []byte(text))
	return path, len(puzzles)
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
