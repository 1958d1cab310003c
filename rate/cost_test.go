// cost_test.go bounds what the package costs a program that imports it:
// its start (the allocations GODEBUG=inittrace counts, in a program built
// for the test) and a rating with the package's Rate (a Rater reused, not
// allocated). It must not check ratings: rate_test.go does. Times go in
// benchmarks (bench_test.go).

package rate

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// TestRateReusesRaters: the package's Rate allocates no Rater a board
// (a Rater's scratch is large). The race detector's sync.Pool drops
// what it is given at random, so the test needs a build without it.
func TestRateReusesRaters(t *testing.T) {
	if raceSlowdown > 1 {
		t.Skip("the race detector's sync.Pool drops Raters at random")
	}
	g := mustGrid(t, "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	if _, err := Rate(&g); err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(50, func() { _, _ = Rate(&g) }); n >= 1 {
		t.Errorf("Rate allocates %v times a board, want no Rater allocated", n)
	}
}

// initAllocs is the most allocations the package's start may make: its
// tables are built once (rtab) or on first use (linkKeys).
const initAllocs = 16

// TestInitCheap builds a program that imports the package and does
// nothing, runs it with GODEBUG=inittrace=1 and bounds the allocations of
// the package's start. It needs the go command; -short skips it.
func TestInitCheap(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":  "module probe\n\ngo 1.16\n\nrequire sudoku v0.0.0\n\nreplace sudoku => " + strconv.Quote(root) + "\n",
		"main.go": "package main\n\nimport _ \"sudoku/rate\"\n\nfunc main() {}\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(dir, "probe")
	build := exec.Command(goCmd, "build", "-o", bin, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	run := exec.Command(bin)
	run.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", bin, err, out)
	}
	m := regexp.MustCompile(`init sudoku/rate @[0-9.]+ ms, ([0-9.]+) ms clock, ([0-9]+) bytes, ([0-9]+) allocs`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no init line for sudoku/rate in:\n%s", out)
	}
	allocs, _ := strconv.Atoi(string(m[3]))
	t.Logf("init sudoku/rate: %s ms clock, %s bytes, %d allocs", m[1], m[2], allocs)
	if allocs > initAllocs {
		t.Errorf("the package's start makes %d allocations, want %d at most", allocs, initAllocs)
	}
}
