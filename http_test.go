// http_test.go checks sudoku -http as its clients treat it, the binary
// serving on a free port: every answer's text is the command's own for
// the same board and flag, every bad board gets 400 and the command's
// message; a body too large, a foreign Host, a client that trickles its
// headers or leaves, many clients at once, and a signal mid-request.
// Expected answers come from the command run on the same boards.

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/rand"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// contextWithTimeout is a context that ends after d.
func contextWithTimeout(d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), d)
}

// httpServer is the binary serving -http on a free port.
type httpServer struct {
	cmd    *exec.Cmd
	url    string // http://127.0.0.1:PORT/
	stderr *recordingWriter
	done   chan error
}

// startHTTP starts the binary's server and waits for its URL. It is
// stopped when the test ends.
func startHTTP(t *testing.T) *httpServer {
	t.Helper()
	s := &httpServer{cmd: exec.Command(sudokuBin(t), "-http", "127.0.0.1:0"), stderr: &recordingWriter{}, done: make(chan error, 1)}
	pipe, err := s.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(pipe).ReadString('\n')
	if err != nil {
		t.Fatalf("no URL on stderr: %v", err)
	}
	s.url = regexp.MustCompile(`http://\S+/`).FindString(line)
	if s.url == "" {
		t.Fatalf("stderr %q holds no URL", line)
	}
	go func() { io.Copy(s.stderr, pipe); s.done <- s.cmd.Wait() }()
	t.Cleanup(func() {
		s.cmd.Process.Kill()
		<-s.done
	})
	return s
}

// post sends body to an endpoint and returns the status and the answer.
func (s *httpServer) post(t *testing.T, path, body string) (int, map[string]interface{}) {
	t.Helper()
	resp, err := http.Post(s.url+path, "text/plain", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v map[string]interface{}
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatalf("%s: not JSON: %v", path, err)
	}
	return resp.StatusCode, v
}

// httpBoards are boards of every form the API reads: rating tests,
// candidate lines, rating lists, a player's grids with and without
// mistakes, and malformed ones.
func httpBoards(t *testing.T) []string {
	var boards []string
	for _, name := range []string{"testdata/hint-lines.in", "testdata/rate-lines.in"} {
		boards = append(boards, strings.Split(strings.TrimSpace(readFile(t, name)), "\n")...)
	}
	boards = append(boards, strings.Split(strings.TrimSpace(readFile(t, "testdata/rate-format.in")), "\n")[:10]...)
	marks, _ := markLines(t, 10)
	boards = append(boards, marks...)
	boards = append(boards, hodokuGrid(marks[0]), hodokuTypo(marks[1]))
	r := rand.New(rand.NewSource(58))
	for _, l := range strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-hard.txt")), "\n")[:6] {
		b := mustBoard(t, l[:81])
		sol, _, _ := backtrackN(3, b[:], 2, oracleBudget())
		boards = append(boards, strings.TrimSpace(plant(r, b, sol, false).input), plant(r, b, sol, true).input)
	}
	return append(boards, "x", "", marks[0][:728], "+4"+goodLine[2:40]+"+0"+goodLine[42:], "11"+goodLine[2:], strings.Repeat(".", 81))
}

// TestHTTPText: every endpoint's text is the command's stdout for the
// same board with the matching flag, and its message the command's
// stderr line; a malformed board gets 400 and that line.
func TestHTTPText(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	s := startHTTP(t)
	jobs := map[string][]string{"api/rate": {"-rate"}, "api/hint": {"-hint"}, "api/steps": {"-steps"}, "api/solve": nil, "api/count": {"-count"}}
	for _, b := range httpBoards(t) {
		for path, args := range jobs {
			stdout, stderr, code := runCmd(args, b)
			status, v := s.post(t, path, b)
			msg := strings.SplitN(stderr, "\n", 2)[0]
			switch {
			case code == 2 && (status != 400 || v["error"] != msg):
				t.Errorf("%s on %.30q: %d %v; want 400 and %q", path, b, status, v, msg)
			case code != 2 && (status != 200 || v["text"] != stdout || messageOf(v) != msg):
				t.Errorf("%s on %.30q: %d text %q message %v; want text %q message %q", path, b, status, v["text"], v["message"], stdout, msg)
			}
		}
	}
}

// messageOf is an answer's message, "" when it has none.
func messageOf(v map[string]interface{}) string {
	m, _ := v["message"].(string)
	return m
}

// request sends a request and returns its status, headers and body.
func request(t *testing.T, req *http.Request) (int, http.Header, string) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(body)
}

// TestHTTPRefuses: a body over 64 KB, a foreign Host (DNS rebinding), a
// method an endpoint does not take and an endpoint that does not exist
// are refused with the status and the kind of problem that say so; every
// answer carries the policy that allows nothing from elsewhere.
func TestHTTPRefuses(t *testing.T) {
	s := startHTTP(t)
	big, _ := http.NewRequest("POST", s.url+"api/hint", strings.NewReader(strings.Repeat(goodLine+"\n", 1<<20/82)))
	foreign, _ := http.NewRequest("GET", s.url+"api/solve?p="+goodLine, nil)
	foreign.Host = "rebound.example:" + strings.TrimSuffix(strings.SplitN(s.url, ":", 3)[2], "/")
	put, _ := http.NewRequest("PUT", s.url+"api/hint", strings.NewReader(goodLine))
	none, _ := http.NewRequest("GET", s.url+"api/nothing", nil)
	page, _ := http.NewRequest("GET", s.url, nil)
	for _, c := range []struct {
		name   string
		req    *http.Request
		status int
		kind   string
	}{{"a 1 MB body", big, 413, "too-large"}, {"a foreign Host", foreign, 421, "wrong-host"}, {"PUT", put, 405, "method"}, {"no such endpoint", none, 404, "not-found"}, {"the page", page, 200, ""}} {
		status, h, body := request(t, c.req)
		if status != c.status || !strings.Contains(h.Get("Content-Security-Policy"), "default-src 'none'") {
			t.Errorf("%s: %d %q, policy %q; want %d", c.name, status, body, h.Get("Content-Security-Policy"), c.status)
		}
		if c.kind != "" && (h.Get("Content-Type") != "application/problem+json" || !strings.Contains(body, `"type":"/api/problems/`+c.kind+`"`)) {
			t.Errorf("%s: %s %s; want a problem of kind %s", c.name, h.Get("Content-Type"), body, c.kind)
		}
	}
	for i := 0; i < 20 && !strings.Contains(s.stderr.String(), "rebound.example"); i++ {
		time.Sleep(50 * time.Millisecond) // the line on its way through the pipe
	}
	if !strings.Contains(s.stderr.String(), `refused a request of host "rebound.example:`) {
		t.Errorf("stderr %q does not log the foreign host", s.stderr.String())
	}
}

// cpuTicks reads the process's CPU time so far, user and system, in
// clock ticks, from /proc.
func cpuTicks(t *testing.T, pid int) int {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		t.Skip("no /proc:", err)
	}
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+2:]))
	u, _ := strconv.Atoi(f[11])
	s, _ := strconv.Atoi(f[12])
	return u + s
}

// hardest returns the first n boards of the committed hardest list.
func hardest(t *testing.T, n int) []string {
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/hardest/hardest110626-rated.txt")), "\n")[:n] {
		out = append(out, l[:81])
	}
	return out
}

// TestHTTPClientLeaves: a hardest board's steps, abandoned by their
// client, stop, their drawing too: the server's CPU is back to idle
// within a second. The boards are the committed list's slowest, lines
// 16, 28 and 34, whose steps take about 3 s (make test leaves after the
// first), and line 6, whose steps take a third of a second and their
// drawing seconds more: its client leaves as they are drawn.
func TestHTTPClientLeaves(t *testing.T) {
	t.Parallel()
	s := startHTTP(t)
	list := hardest(t, 34)
	type leaving struct {
		path, board string
		after       time.Duration
	}
	cases := []leaving{{"api/steps?svg=1", list[5], 800 * time.Millisecond}}
	for _, b := range []string{list[15], list[27], list[33]}[:sweep(3, 1)] {
		cases = append(cases, leaving{"api/steps", b, 300 * time.Millisecond})
	}
	for _, c := range cases {
		ctx, cancel := contextWithTimeout(c.after)
		req, _ := http.NewRequestWithContext(ctx, "POST", s.url+c.path, strings.NewReader(c.board))
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
		}
		cancel()
		time.Sleep(time.Second)
		before := cpuTicks(t, s.cmd.Process.Pid)
		time.Sleep(time.Second)
		if used := cpuTicks(t, s.cmd.Process.Pid) - before; used > 20 {
			t.Errorf("%s on %s: %d ticks of CPU in the second after the client left, want idle", c.path, c.board, used)
		}
	}
}

// TestHTTPTrickle: a client that sends its headers a byte at a time is
// dropped, while the others are served at once.
func TestHTTPTrickle(t *testing.T) {
	t.Parallel()
	s := startHTTP(t)
	conn, err := net.Dial("tcp", strings.TrimSuffix(strings.TrimPrefix(s.url, "http://"), "/"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	dropped := make(chan time.Duration, 1)
	start := time.Now()
	go func() {
		for _, c := range []byte("GET /api/solve?p=" + goodLine + " HTTP/1.1\r\nHost: x\r\n") {
			if _, err := conn.Write([]byte{c}); err != nil {
				break
			}
			time.Sleep(200 * time.Millisecond)
		}
		io.Copy(io.Discard, conn)
		dropped <- time.Since(start)
	}()
	for i := 0; i < 20; i++ {
		began := time.Now()
		status, _, _ := request(t, mustRequest(t, "GET", s.url+"api/solve?p="+goodLine))
		if el := time.Since(began); status != 200 || el > 2*time.Second {
			t.Errorf("a request beside the trickling one: %d in %v", status, el)
		}
		time.Sleep(100 * time.Millisecond)
	}
	select {
	case el := <-dropped:
		if el > 15*time.Second {
			t.Errorf("the trickling client was dropped after %v", el)
		}
	case <-time.After(20 * time.Second):
		t.Error("the trickling client is still connected after 20 s")
	}
}

// mustRequest makes a request.
func mustRequest(t *testing.T, method, u string) *http.Request {
	req, err := http.NewRequest(method, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}

// TestHTTPLoad: 64 hints at once beside two hardest boards' ratings are
// all answered right, the command's own text each, and the light ones in
// time; a third heavy job beside them is refused with 503 at once.
func TestHTTPLoad(t *testing.T) {
	t.Parallel()
	s := startHTTP(t)
	bank := strings.Split(strings.TrimSpace(readFile(t, "rate/testdata/bank-easy.txt")), "\n")
	hard := hardest(t, 3)
	var wg sync.WaitGroup
	heavy := make(chan int, 3)
	for _, b := range hard {
		wg.Add(1)
		go func(b string) {
			defer wg.Done()
			resp, err := http.Post(s.url+"api/rate", "text/plain", strings.NewReader(b))
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			heavy <- resp.StatusCode
		}(b)
	}
	time.Sleep(100 * time.Millisecond) // the ratings first
	for i := 0; i < 64; i++ {
		wg.Add(1)
		go func(b string) {
			defer wg.Done()
			want, _, _ := runCmd([]string{"-hint"}, b)
			began := time.Now()
			status, v := s.post(t, "api/hint", b)
			if el := time.Since(began); status != 200 || v["text"] != want || el > 10*time.Second {
				t.Errorf("hint on %s: %d %q in %v, want %q", b, status, v["text"], el, want)
			}
		}(bank[i%len(bank)][:81])
	}
	wg.Wait()
	close(heavy)
	got := map[int]int{}
	for status := range heavy {
		got[status]++
	}
	if got[200] != 2 || got[503] != 1 {
		t.Errorf("three hardest ratings at once: %v, want two answered and one 503", got)
	}
}

// TestHTTPSignal: SIGTERM mid-request stops the server gracefully: the
// request in flight is answered, and the exit status is 0.
func TestHTTPSignal(t *testing.T) {
	t.Parallel()
	s := startHTTP(t)
	answered := make(chan int, 1)
	go func() {
		resp, err := http.Post(s.url+"api/steps", "text/plain", strings.NewReader(hardest(t, 2)[1]))
		if err != nil {
			answered <- 0
			return
		}
		resp.Body.Close()
		answered <- resp.StatusCode
	}()
	time.Sleep(150 * time.Millisecond)
	s.cmd.Process.Signal(syscall.SIGTERM)
	if status := <-answered; status != 200 {
		t.Errorf("the request in flight: %d, want 200", status)
	}
	select {
	case err := <-s.done:
		s.done <- err // for the cleanup
		if err != nil {
			t.Errorf("exit after SIGTERM: %v, want status 0", err)
		}
	case <-time.After(10 * time.Second):
		t.Error("still serving 10 s after SIGTERM")
	}
}
