// Vshttp measures sudoku -http as its clients see it, on this machine:
// the command is built and serves on a free loopback port, and a client
// in this process sends it requests. It prints, as Markdown tables:
//
//   - a hint's latency (median and 99th percentile) on the bank's puzzles
//     (rate/testdata/bank-*.txt, ordered by rating), with 1 and 16 clients
//     at once, and on the committed hardest list's slowest boards;
//   - requests a second for /api/solve on the 17-clue boards (../shared/data,
//     or the committed bank when absent), 1 and 16 clients, against the
//     command's own time a board on the same boards (`sudoku -j 1 FILE`,
//     the whole process, divided by the boards): what HTTP costs;
//   - the server's peak memory (VmHWM) after the load.
//
// Usage:
//
//	go run ./bench/vshttp [-boards 2000] [-hints 400] [-dir DIR]
//
// A program beside the command.
package main

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"sudoku/internal/prog"
)

// usage is vshttp's command line, as its one-line errors name it.
const usage = "go run ./bench/vshttp [-boards 2000] [-hints 400] [-dir DIR]"

func main() {
	fs := prog.Flags()
	boards := fs.Int("boards", 2000, "17-clue boards for /api/solve")
	hints := fs.Int("hints", 400, "bank puzzles for /api/hint")
	dir := fs.String("dir", ".", "the project's folder")
	prog.ParseFlags(fs, usage)
	prog.EnterProject(*dir)
	bin := prog.BuildCommand(prog.TempDir())
	srv, url, stop := serve(bin)
	defer stop()
	fmt.Println("| requests | clients | median | 99th percentile | per second |")
	fmt.Println("|---|---:|---:|---:|---:|")
	bank := lines("rate/testdata/bank-easy.txt", "rate/testdata/bank-medium.txt", "rate/testdata/bank-hard.txt", "rate/testdata/bank-diabolical.txt")
	bank = spread(bank, *hints)
	for _, clients := range []int{1, 16} {
		row(fmt.Sprintf("hint, %d bank puzzles", len(bank)), clients, load(url+"api/hint", bank, clients))
	}
	slow := lines("rate/testdata/hardest/hardest110626-rated.txt")
	slow = []string{slow[15], slow[27], slow[33]} // the committed list's slowest (docs/performance.md)
	row("hint, the 3 slowest hardest boards", 1, load(url+"api/hint", slow, 1))
	row("steps, the 3 slowest hardest boards", 1, load(url+"api/steps", slow, 1))
	sparse := lines(filepath.Join("..", "shared", "data", "puzzles2_17_clue"))
	if len(sparse) == 0 {
		sparse = lines("rate/testdata/bank-diabolical.txt")
	}
	if len(sparse) > *boards {
		sparse = sparse[:*boards]
	}
	for _, clients := range []int{1, 16} {
		row(fmt.Sprintf("solve, %d boards", len(sparse)), clients, load(url+"api/solve", sparse, clients))
	}
	file := filepath.Join(prog.TempDir(), "boards.txt")
	prog.Write(file, []byte(strings.Join(sparse, "\n")+"\n"))
	per := prog.Wall([]string{bin, "-j", "1"}, file) / 1e3 / float64(len(sparse))
	fmt.Printf("\nThe command itself, `sudoku -j 1 FILE` on the same %d boards, whole process: %.1f µs a board (%.0f a second).\n", len(sparse), per*1e6, 1/per)
	fmt.Printf("The server's peak memory after the load (VmHWM): %s.\n", peak(srv.Process.Pid))
}

// serve starts bin's server on a free port and returns it, its URL, and
// what stops it.
func serve(bin string) (*exec.Cmd, string, func()) {
	cmd := exec.Command(bin, "-http", "127.0.0.1:0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		prog.Fail(err)
	}
	if err := cmd.Start(); err != nil {
		prog.Fail(err)
	}
	line, _ := bufio.NewReader(stderr).ReadString('\n')
	url := regexp.MustCompile(`http://\S+/`).FindString(line)
	if url == "" {
		prog.Fail(fmt.Errorf("no URL in %q", line))
	}
	go io.Copy(io.Discard, stderr)
	return cmd, url, func() { cmd.Process.Kill(); cmd.Wait() }
}

// lines reads the first field of each line of the files.
func lines(names ...string) []string {
	var out []string
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if f := strings.Fields(l); len(f) > 0 {
				out = append(out, f[0])
			}
		}
	}
	return out
}

// spread takes n of a, evenly spaced, so that every file's puzzles are
// among them.
func spread(a []string, n int) []string {
	if n >= len(a) {
		return a
	}
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, a[i*len(a)/n])
	}
	return out
}

// run is a load's times: each request's, and the whole run's.
type run struct {
	times []time.Duration
	all   time.Duration
}

// load sends each board to url by POST, from clients at once.
func load(url string, boards []string, clients int) run {
	times := make([]time.Duration, len(boards))
	next := make(chan int)
	var wg sync.WaitGroup
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients}}
	began := time.Now()
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				t := time.Now()
				resp, err := client.Post(url, "text/plain", strings.NewReader(boards[i]))
				if err != nil {
					prog.Fail(err)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					prog.Fail(fmt.Errorf("%s on %s: %s", url, boards[i], resp.Status))
				}
				times[i] = time.Since(t)
			}
		}()
	}
	for i := range boards {
		next <- i
	}
	close(next)
	wg.Wait()
	return run{times, time.Since(began)}
}

// row prints a load's median, 99th percentile and requests a second.
func row(what string, clients int, r run) {
	times := r.times
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	p99 := times[(len(times)*99+99)/100-1]
	fmt.Printf("| %s | %d | %s | %s | %.0f |\n", what, clients, ms(times[len(times)/2]), ms(p99), float64(len(times))/r.all.Seconds())
}

// ms writes a duration in milliseconds.
func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d)/1e6) }

// peak reads a process's peak resident memory from /proc.
func peak(pid int) string {
	data, err := os.ReadFile(filepath.Join("/proc", fmt.Sprint(pid), "status"))
	if err != nil {
		return "not known here (no /proc)"
	}
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "VmHWM:") {
			return strings.Join(strings.Fields(l)[1:], " ")
		}
	}
	return "not known"
}
