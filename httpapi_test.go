// httpapi_test.go checks the JSON API as a program author and an attacker
// treat it, in this process (server.New's handler behind httptest):
// another site's page refused before any work, heavy jobs bounded with
// their drawing, one verdict for a position at every endpoint, parameters
// read alike from the query, a form or JSON, and every refusal a problem
// a program can switch on. Expected answers come from the command run on
// the same boards, or from the same request asked another way.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"sudoku/server"
)

// apiServer is the API served in this process.
type apiServer struct {
	url string
	log *recordingWriter
}

// startAPI serves the API of cfg (its Command the command's) in this
// process until the test ends.
func startAPI(t *testing.T, cfg server.Config) *apiServer {
	t.Helper()
	log := &recordingWriter{}
	cfg.Command, cfg.Log = httpCommand{}, log
	ts := httptest.NewServer(server.New(cfg).Handler())
	t.Cleanup(ts.Close)
	return &apiServer{url: ts.URL, log: log}
}

// exchange is one request and its answer, kept for the contract test.
type exchange struct {
	method, path string
	status       int
	header       http.Header
	body         []byte
}

// json decodes the answer's body.
func (e *exchange) json(t *testing.T) map[string]interface{} {
	t.Helper()
	var v map[string]interface{}
	if err := json.Unmarshal(e.body, &v); err != nil {
		t.Fatalf("%s %s: %d, not JSON: %.200q", e.method, e.path, e.status, e.body)
	}
	return v
}

// do sends a request: body "" sends none; header holds Content-Type and
// any other header.
func (s *apiServer) do(t *testing.T, method, target, body string, header map[string]string) *exchange {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, s.url+target, r)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return &exchange{method, req.URL.Path, resp.StatusCode, resp.Header, b}
}

// get sends a GET.
func (s *apiServer) get(t *testing.T, target string) *exchange {
	return s.do(t, "GET", target, "", nil)
}

// isProblem checks that an answer is a problem of kind: its status,
// media type and members as RFC 9457 has them, and the error member the
// page reads.
func isProblem(t *testing.T, e *exchange, kind string, status int) map[string]interface{} {
	t.Helper()
	if e.status != status || e.header.Get("Content-Type") != "application/problem+json" {
		t.Errorf("%s %s: %d %s %.300s; want %d, a problem", e.method, e.path, e.status, e.header.Get("Content-Type"), e.body, status)
		return nil
	}
	v := e.json(t)
	if v["type"] != "/api/problems/"+kind || v["status"] != float64(status) || v["title"] == "" || v["detail"] == "" || v["error"] != v["detail"] {
		t.Errorf("%s %s: %v; want a problem of type /api/problems/%s, status %d, a title, and detail as error", e.method, e.path, v, kind, status)
	}
	return v
}

// apiPaths are the API's endpoints with a request each of them answers.
var apiPaths = []string{"/api/solve?p=", "/api/count?p=", "/api/rate?p=", "/api/hint?p=", "/api/steps?p=", "/api/check?p=", "/api/position?p=", "/api/svg?p=", "/api/gen?rating=12&seed="}

// TestAPIOtherSite: a request whose Origin is another site's, or that a
// browser marks cross-site or same-site, is refused with 403 before any
// work, at every endpoint: a page of another site cannot spend the
// machine's CPU nor take the player's heavy places. The server's own
// page, a program that sends neither header, and a person following a
// link to the page are served. Each refusing host or site is logged once.
func TestAPIOtherSite(t *testing.T) {
	s := startAPI(t, server.Config{Heavy: 1})
	own := "http://" + strings.TrimPrefix(s.url, "http://")
	foreign := []map[string]string{
		{"Origin": "http://evil.example"},
		{"Origin": "null"},
		{"Origin": "http://127.0.0.1:1"},
		{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"},
		{"Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "cors"},
		{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"},
	}
	for _, h := range foreign {
		for _, path := range apiPaths {
			for _, method := range []string{"GET", "POST"} {
				e := s.do(t, method, path+goodLine, "", h)
				isProblem(t, e, "other-site", 403)
			}
		}
	}
	// Had the <img> of another site run /api/gen?rating=12, the one heavy
	// place would be taken for seconds: the player's own Rate is served.
	if e := s.do(t, "GET", "/api/rate?p="+goodLine, "", map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": own}); e.status != 200 {
		t.Errorf("the page's own Rate after the other sites' requests: %d %.200s", e.status, e.body)
	}
	for _, h := range []map[string]string{
		nil, // curl, Go's http.Client
		{"Origin": own, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors"},
		{"Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate"}, // typed in the address bar
	} {
		if e := s.do(t, "POST", "/api/hint", goodLine, h); e.status != 200 {
			t.Errorf("POST /api/hint with %v: %d %.200s, want 200", h, e.status, e.body)
		}
	}
	link := map[string]string{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}
	if e := s.do(t, "GET", "/?p="+goodLine, "", link); e.status != 200 {
		t.Errorf("a link from another site to the page: %d, want 200", e.status)
	}
	logged := s.log.String()
	if strings.Count(logged, "\n") != 5 || strings.Count(logged, `"http://evil.example"`) != 1 {
		t.Errorf("the log of refusals: %q; want one line for each of the five hosts and sites", logged)
	}
}

// TestAPIHead: HEAD runs no job: 405, and Allow names GET and POST.
func TestAPIHead(t *testing.T) {
	s := startAPI(t, server.Config{})
	for _, path := range apiPaths {
		e := s.do(t, "HEAD", path+goodLine, "", nil)
		if e.status != 405 || e.header.Get("Allow") != "GET, POST" {
			t.Errorf("HEAD %s: %d, Allow %q; want 405 and GET, POST", path, e.status, e.header.Get("Allow"))
		}
	}
}

// TestAPIDrawingHeld: the steps' drawing holds the heavy job's place: on
// a server of one place, the hardest list's line 13, whose steps take a
// tenth of a second and their drawing seconds, leaves no place for a
// rating asked while it draws.
func TestAPIDrawingHeld(t *testing.T) {
	t.Parallel()
	s := startAPI(t, server.Config{Heavy: 1})
	board := hardest(t, 13)[12]
	done := make(chan *exchange, 1)
	go func() { done <- s.do(t, "POST", "/api/steps?svg=1", board, nil) }()
	time.Sleep(600 * time.Millisecond)
	if e := s.get(t, "/api/rate?p="+goodLine); e.status != 503 {
		t.Errorf("a rating while the steps are drawn on a server of one heavy place: %d, want 503", e.status)
	} else {
		isProblem(t, e, "busy", 503)
		if e.header.Get("Retry-After") != "1" {
			t.Errorf("busy: Retry-After %q, want 1", e.header.Get("Retry-After"))
		}
	}
	if e := <-done; e.status != 200 || !strings.Contains(string(e.body), `"svg":"<svg`) {
		t.Errorf("the steps drawn: %d %.200s", e.status, e.body)
	}
}

// TestAPIOneVerdict: every endpoint that reads a position gives it the
// same verdict, /api/check as /api/hint and /api/rate: a candidate line
// with several solutions or none included, which check once answered.
func TestAPIOneVerdict(t *testing.T) {
	t.Parallel()
	s := startAPI(t, server.Config{})
	marks, _ := markLines(t, 3)
	stripped := []byte(marks[0])
	for c := 0; c < 81; c++ {
		if strings.Count(marks[0][9*c:9*c+9], ".") > 0 {
			copy(stripped[9*c:], ".........")
			break
		}
	}
	boards := append(httpBoards(t), strings.Repeat("123456789", 81), string(stripped))
	for _, b := range boards {
		ck := s.do(t, "POST", "/api/check", b, nil)
		if ck.status != 200 {
			continue // a malformed board: TestHTTPText's
		}
		want := ck.json(t)["verdict"]
		for _, path := range []string{"/api/hint?svg=0", "/api/rate"} {
			if v := s.do(t, "POST", path, b, nil).json(t)["verdict"]; v != want {
				t.Errorf("%.40q: %s says %v, /api/check %v", b, path, v, want)
			}
		}
	}
	for b, want := range map[string]string{strings.Repeat("123456789", 81): "several solutions", string(stripped): "no solution"} {
		ck := s.do(t, "POST", "/api/check", b, nil).json(t)
		if ck["verdict"] != want || ck["text"] != want+"\n" {
			t.Errorf("/api/check on %.40q: %v; want verdict and text %q", b, ck, want)
		}
	}
}

// TestAPIParams: a parameter reads the same from the query, a form's
// body (whatever the case of its media type) and a JSON body; an unknown
// one, one given twice, a malformed value and bad percent-encoding are
// refused by name.
func TestAPIParams(t *testing.T) {
	t.Parallel()
	s := startAPI(t, server.Config{})
	form := map[string]string{"Content-Type": "Application/X-WWW-Form-URLEncoded"}
	jsonBody := map[string]string{"Content-Type": "application/json; charset=utf-8"}
	same := []struct{ a, b *exchange }{
		{s.get(t, "/api/gen?rating=hard&seed=3"), s.do(t, "POST", "/api/gen", "rating=hard&seed=3", form)},
		{s.get(t, "/api/gen?rating=hard&seed=3"), s.do(t, "POST", "/api/gen", `{"rating": "hard", "seed": "3"}`, jsonBody)},
		{s.get(t, "/api/count?limit=1&p="+goodLine), s.do(t, "POST", "/api/count", "limit=1&p="+goodLine, form)},
		{s.get(t, "/api/count?limit=7&p="+strings.Repeat(".", 81)), s.do(t, "POST", "/api/count", `{"p": "`+strings.Repeat(".", 81)+`", "limit": 7}`, jsonBody)},
		{s.get(t, "/api/hint?svg=0&p="+goodLine), s.do(t, "POST", "/api/hint?svg=0", `{"p": "`+goodLine+`"}`, jsonBody)},
		{s.get(t, "/api/hint?svg=false&p="+goodLine), s.do(t, "POST", "/api/hint", `{"p": "`+goodLine+`", "svg": false}`, jsonBody)},
		{s.get(t, "/api/svg?solution=1&p="+goodLine), s.do(t, "POST", "/api/svg", "solution=true&p="+goodLine, form)},
	}
	for _, c := range same {
		if c.a.status != 200 || c.b.status != c.a.status || string(c.a.body) != string(c.b.body) {
			t.Errorf("%s asked two ways: %d %.120s; and %d %.120s", c.a.path, c.a.status, c.a.body, c.b.status, c.b.body)
		}
	}
	if v := s.get(t, "/api/count?limit=7&p="+strings.Repeat(".", 81)).json(t); v["count"] != 7.0 || v["capped"] != true {
		t.Errorf("count up to 7 of an empty grid: %v", v)
	}
	bad := []struct {
		e     *exchange
		param string
	}{
		{s.get(t, "/api/hint?svg=yes&p="+goodLine), "svg"},
		{s.get(t, "/api/count?limit=abc&p="+goodLine), "limit"},
		{s.get(t, "/api/count?limit=0&p="+goodLine), "limit"},
		{s.get(t, "/api/rate?lmit=3&p="+goodLine), "lmit"},
		{s.get(t, "/api/rate?svg=1&p="+goodLine), "svg"},
		{s.get(t, "/api/rate?p="+goodLine+"&p="+goodLine), "p"},
		{s.do(t, "POST", "/api/rate?p="+goodLine, goodLine, nil), "p"},
		{s.do(t, "POST", "/api/hint", `{"p": "`+goodLine+`", "svg": "yes"}`, jsonBody), "svg"},
		{s.do(t, "POST", "/api/count", `{"p": "`+goodLine+`", "limit": 1.5}`, jsonBody), "limit"},
		{s.do(t, "POST", "/api/rate", `{"p": 7}`, jsonBody), "p"},
		{s.do(t, "POST", "/api/rate", `{"p": "`+goodLine+`"} {}`, jsonBody), ""},
		{s.do(t, "POST", "/api/rate", `["`+goodLine+`"]`, jsonBody), ""},
		{s.do(t, "POST", "/api/gen", "rating=hard&seed=%zz", form), ""},
		{s.get(t, "/api/solve?p=%zz"), ""},
	}
	for _, c := range bad {
		v := isProblem(t, c.e, "bad-parameter", 400)
		if v != nil && (v["parameter"] != nil || c.param != "") && v["parameter"] != c.param {
			t.Errorf("%s: parameter %v, want %q", c.e.path, v["parameter"], c.param)
		}
	}
	if v := isProblem(t, s.get(t, "/api/solve?p=%zz"), "bad-parameter", 400); v != nil && !strings.Contains(v["detail"].(string), "percent-encoding") {
		t.Errorf("p=%%zz: %q, want it to say the percent-encoding is malformed", v["detail"])
	}
}

// TestAPIProblems: each kind of refusal is a problem a program can switch
// on: a bad board says where (line, column, board) with the command's
// message; a method names the methods allowed; a body too large, a
// foreign host and a job too long each their own; Retry-After only where
// retrying may help.
func TestAPIProblems(t *testing.T) {
	t.Parallel()
	s := startAPI(t, server.Config{})
	b := goodLine[:40] + "x" + goodLine[41:]
	_, stderr, _ := runCmd([]string{"-rate"}, b)
	v := isProblem(t, s.get(t, "/api/rate?p="+url.QueryEscape(b)), "bad-board", 400)
	if v != nil && (v["detail"] != strings.SplitN(stderr, "\n", 2)[0] || v["line"] != 1.0 || v["column"] != 41.0 || v["board"] != 1.0) {
		t.Errorf("a bad character at 1:41: %v; want the command's %q, line 1, column 41, board 1", v, stderr)
	}
	two := goodLine + "\n" + goodLine + "\n"
	for _, path := range []string{"/api/rate", "/api/solve"} {
		if v := isProblem(t, s.do(t, "POST", path, two, nil), "bad-board", 400); v != nil && v["line"] != 2.0 {
			t.Errorf("%s on two boards: %v, want the second's line", path, v)
		}
	}
	e := s.do(t, "DELETE", "/api/solve", "", nil)
	isProblem(t, e, "method", 405)
	if e.header.Get("Allow") != "GET, POST" {
		t.Errorf("DELETE /api/solve: Allow %q", e.header.Get("Allow"))
	}
	if e := s.do(t, "POST", "/", "", nil); e.header.Get("Allow") != "GET, HEAD" {
		isProblem(t, e, "method", 405)
		t.Errorf("POST /: Allow %q, want GET, HEAD", e.header.Get("Allow"))
	}
	isProblem(t, s.do(t, "POST", "/api/hint", strings.Repeat(goodLine+"\n", 1<<20/82), nil), "too-large", 413)
	isProblem(t, s.get(t, "/api/nothing"), "not-found", 404)
	slow := startAPI(t, server.Config{JobFor: time.Millisecond})
	e = slow.get(t, "/api/steps?p="+hardest(t, 1)[0])
	isProblem(t, e, "timed-out", 503)
	if e.header.Get("Retry-After") != "" {
		t.Errorf("a job too long: Retry-After %q; the same request would time out again", e.header.Get("Retry-After"))
	}
	for _, kind := range []string{"bad-board", "busy", "other-site"} {
		if v := s.get(t, "/api/problems/"+kind).json(t); v["type"] != "/api/problems/"+kind || v["title"] == "" {
			t.Errorf("/api/problems/%s: %v", kind, v)
		}
	}
}

// TestHTTPDocExamples: every `$ curl` line of docs/http.md, run against
// the server, prints what the page shows under it.
func TestHTTPDocExamples(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("curl"); err != nil {
		t.Skip("curl not installed: docs/http.md's examples not run")
	}
	s := startAPI(t, server.Config{})
	var cmd string
	var want []string
	check := func() {
		if cmd == "" {
			return
		}
		out, err := exec.Command("sh", "-c", strings.ReplaceAll(cmd, "http://127.0.0.1:8080", s.url)).Output()
		if got := strings.TrimSuffix(string(out), "\n"); err != nil || got != strings.Join(want, "\n") {
			t.Errorf("docs/http.md: $ %s\ngives (%v)\n%s\nwant\n%s", cmd, err, got, strings.Join(want, "\n"))
		}
		cmd, want = "", nil
	}
	n := 0
	for _, line := range strings.Split(readFile(t, "docs/http.md"), "\n") {
		switch {
		case strings.HasPrefix(line, "$ curl"):
			check()
			cmd, n = line[2:], n+1
		case strings.HasPrefix(line, "```"):
			check()
		case cmd != "":
			want = append(want, line)
		}
	}
	if n < 5 {
		t.Errorf("docs/http.md holds %d curl examples, want its examples", n)
	}
}

// TestAPIProof: /api/steps gives every chain step the proof -steps
// -proof prints under its line, chain by chain and link by link, and
// every step a place to look.
func TestAPIProof(t *testing.T) {
	t.Parallel()
	s := startAPI(t, server.Config{})
	// The hardest list's first board (nested chains), and the bank's
	// line 2,723, rated 7.1 (a cycle and forcing chains).
	for _, b := range []string{hardest(t, 1)[0], strings.Split(readFile(t, "rate/testdata/bank-diabolical.txt"), "\n")[2722][:81]} {
		want, _, _ := runCmd([]string{"-steps", "-proof"}, b)
		var a server.Answer
		if err := json.Unmarshal(s.do(t, "POST", "/api/steps", b, nil).body, &a); err != nil {
			t.Fatal(err)
		}
		var got []string
		chains := 0
		for _, st := range a.Steps {
			got = append(got, st.Text)
			for i, ch := range st.Proof {
				got = append(got, fmt.Sprintf("  Chain %d: %s", i+1, ch.Assertion))
				for _, l := range ch.Links {
					got = append(got, "    "+l.Text)
				}
				chains++
			}
			if len(st.Look.Cells)+len(st.Look.Regions) == 0 {
				t.Errorf("%s: step %q has no place to look", b, st.Text)
			}
		}
		got = append(got, strings.Split(strings.TrimSpace(a.Text), "\n")[len(a.Steps):]...)
		if strings.Join(got, "\n")+"\n" != want {
			t.Errorf("%s: /api/steps' steps and proofs:\n%s\nwant -steps -proof's:\n%s", b, strings.Join(got, "\n"), want)
		}
		if chains == 0 {
			t.Errorf("%s: no chain in its steps", b)
		}
	}
}

// TestAPIVariant: the API takes a variant as the command does: solve and
// count answer as `sudoku -variant x` and `-count`, the solution and its
// count the solver's under the variant, svg draws as -svg -variant; a
// job the command refuses a variant (the rater's) and an unknown variant
// are a bad-parameter naming variant, in the command's words.
func TestAPIVariant(t *testing.T) {
	t.Parallel()
	s := startAPI(t, server.Config{})
	lines := strings.Split(strings.TrimSpace(readFile(t, "testdata/variant-x.in")), "\n")
	for _, b := range lines[2:] {
		want, _, code := runCmd([]string{"-variant", "x"}, b)
		counted, _, _ := runCmd([]string{"-variant", "x", "-count"}, b)
		v := s.get(t, "/api/solve?variant=x&p="+b).json(t)
		sol := strings.TrimSpace(want)
		if code != 0 {
			sol = ""
		}
		if v["text"] != want || v["solutions"] != float64(mustAtoi(t, strings.TrimSpace(counted))) || (v["solution"] != nil || sol != "") && v["solution"] != sol {
			t.Errorf("/api/solve?variant=x on %s: %v; want the command's %q, %s solutions", b, v, want, counted)
		}
		for _, rule := range []string{"x", "x,windoku"} {
			want, _, _ := runCmd([]string{"-variant", rule, "-count", "-limit", "5"}, b)
			if v := s.get(t, "/api/count?limit=5&variant="+rule+"&p="+b).json(t); v["text"] != want {
				t.Errorf("/api/count under %s on %s: %v, want %q", rule, b, v, want)
			}
		}
		drawn, _, _ := runCmd([]string{"-svg", "-solution", "-variant", "x"}, b)
		if e := s.get(t, "/api/svg?solution=1&variant=x&p="+b); code == 0 && (e.status != 200 || string(e.body) != drawn) {
			t.Errorf("/api/svg?variant=x on %s: %d %.200s; want -svg -solution -variant x's drawing", b, e.status, e.body)
		}
	}
	// The rater's jobs under a variant answer as the command does, a
	// Latin square's too.
	const xPuzzle = ".4.....3.....3.....1.5.9.6.6.......1...2.7...9.......4.2.1.4.5...........8.....9."
	const latinPuzzle = "..5...47176..1......6.....82.9...1.....792.8.....8.73.6.2978......12..49571.....4"
	for _, vp := range [][2]string{{"x", xPuzzle}, {"latin", latinPuzzle}} {
		for _, job := range []string{"rate", "hint", "steps"} {
			want, _, _ := runCmd([]string{"-" + job, "-variant", vp[0]}, vp[1]+"\n")
			q := "?variant=" + vp[0] + "&p=" + vp[1]
			if job != "rate" {
				q += "&svg=0"
			}
			if v := s.get(t, "/api/"+job+q).json(t); v["text"] != want || want == "" || strings.Contains(want, "no solution") {
				t.Errorf("/api/%s?variant=%s: %v; want the text %q", job, vp[0], v["text"], want)
			}
		}
	}
	if e := s.get(t, "/api/steps?svg=1&variant=x&p="+xPuzzle); e.status != 200 || !strings.Contains(string(e.body), "<title>Sudoku variant x. ") {
		t.Errorf("/api/steps?svg=1&variant=x: %d %.200s; want the steps drawn under x", e.status, e.body)
	}
	for _, c := range []struct{ target, args string }{
		{"/api/solve?variant=q&p=", "-variant q"}, {"/api/rate?variant=nc,nc%2B&p=", "-rate -variant nc,nc+"},
	} {
		_, stderr, _ := runCmd(strings.Fields(c.args), "")
		e := s.get(t, c.target+goodLine)
		if v := isProblem(t, e, "bad-parameter", 400); v != nil && (v["parameter"] != "variant" || v["detail"] != strings.SplitN(stderr, "\n", 2)[0]) {
			t.Errorf("%s: %v; want variant named, and the command's %q", c.target, v, stderr)
		}
	}
	// The rules as geometry: X's two diagonals after the 27 classic units;
	// a knight's moves apart under antiknight, wrapped round when
	// toroidal; nc+'s neighbours and its 9 and 1.
	x := s.get(t, "/api/variant?variant=x").json(t)
	units := x["units"].([]interface{})
	if len(units) != 29 || fmt.Sprint(units[27].(map[string]interface{})["cells"]) != "[0 10 20 30 40 50 60 70 80]" || units[28].(map[string]interface{})["where"] != "on the anti-diagonal" {
		t.Errorf("/api/variant?variant=x: %d units, the last two %v", len(units), units[27:])
	}
	knight := s.get(t, "/api/variant?variant=antiknight,toroidal,nc%2B").json(t)
	if a, b := knight["apart"].([]interface{})[0], knight["beside"].([]interface{})[0]; len(a.([]interface{})) != 8 || len(b.([]interface{})) != 4 || knight["ninesAndOnes"] != true {
		t.Errorf("antiknight,toroidal,nc+: r1c1 apart from %v, beside %v, 9 and 1 %v; want 8 knight's moves and 4 neighbours, wrapped, and 9 and 1", a, b, knight["ninesAndOnes"])
	}
	isProblem(t, s.get(t, "/api/variant?variant=q"), "bad-parameter", 400)
	// A variant's puzzle is made unrated, as -gen -variant makes it.
	want, _, _ := runCmd([]string{"-gen", "1", "-variant", "x", "-seed", "5"}, "")
	if v := s.get(t, "/api/gen?variant=x&seed=5").json(t); v["text"] != want || v["variant"] != "x" || v["rating"] != nil {
		t.Errorf("/api/gen?variant=x&seed=5: %v, want -gen's %q, unrated", v, want)
	}
}

// mustAtoi reads a count.
func mustAtoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q is no count", s)
	}
	return n
}
