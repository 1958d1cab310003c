// scale_test.go rates lists through GNU parallel, as docs/scale.md
// tells, and holds its output to the single process's byte for byte:
// a forum list, a CSV file with its header, and a list with a malformed
// line, cut into small blocks over several jobs.

package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestParallelRating: parallel --pipepart --keep-order, several jobs on
// small blocks, writes what one process writes, for every list.
func TestParallelRating(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	par := needTool(t, "parallel", "parallel", "rating across cores and machines (docs/scale.md)")
	var forum, csv strings.Builder
	csv.WriteString("Puzzle,Rating,Source\n")
	n := sweep(300, 40)
	for i, l := range strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-medium.txt")), "\n")[:n] {
		f := strings.Fields(l)
		forum.WriteString(f[0] + " ED=" + f[1] + "\n")
		row := f[0] + "," + f[1] + ",bank\n"
		if i == 20 {
			row = f[0][:7] + "x" + f[0][8:] + ",typo,bank\n" // a malformed line
		}
		csv.WriteString(row)
	}
	dir := t.TempDir()
	for name, list := range map[string]string{"forum.txt": forum.String(), "bank.csv": csv.String()} {
		path := filepath.Join(dir, name)
		writeFile(t, path, list)
		format := "%g ED=%r/%p/%d %R"
		one, err := exec.Command(sudokuBin(t), "-rate-format", format, path).Output()
		if err != nil && !strings.Contains(name, "csv") {
			t.Fatalf("%s: %v", name, err)
		}
		cmd := exec.Command(par, "--will-cite", "--pipepart", "-a", path, "--block", "2k", "--keep-order", "-j", "4",
			sudokuBin(t), "-j", "1", "-rate-format", "'"+format+"'")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		many, _ := cmd.Output()
		if lines := strings.Count(string(one), "\n"); !bytes.Equal(one, many) || lines != n {
			t.Errorf("%s: parallel's output (%d bytes) differs from one process's (%d bytes, %d lines for %d puzzles); stderr %s", name, len(many), len(one), lines, n, stderr.String())
		}
		if strings.Contains(name, "csv") && (!strings.Contains(string(many), "\nbad input\n") || !strings.Contains(stderr.String(), `got "x"`)) {
			t.Errorf("%s: the malformed line is not reported in place: %s", name, stderr.String())
		}
	}
}
