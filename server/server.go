// Package server serves the sudoku command's web app and its JSON API on
// the player's own machine (sudoku -http): a page to enter, play, check
// and ask for hints, and the API it and other programs call. Every board
// a request carries takes the command's own path to its answer: the
// command reads it (Command), package play checks and answers it, and the
// answer's "text" is what the command prints for the same board.
//
// The answers' types (Answer, SolveAnswer, CountAnswer, PositionAnswer,
// GenAnswer) and Problem, every refusal's, are the API's contract in Go,
// for the server that writes them and a program that reads them;
// /api/openapi.json describes the same for any language (docs/http.md).
//
// server.go holds the server: the address it listens on, the limits that
// keep it answering under load and misuse (the size of a request, the
// time a client may take, the heavy jobs run at once, the hosts it
// answers to), the page's files and its shutdown. It must not read,
// check or rate boards itself, nor read or write a file on a request's
// behalf.
package server

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"sudoku/explain"
	"sudoku/play"
	"sudoku/rate"
)

// Command is what the server asks of the command: a board read as the
// command reads it, and the jobs the command has no package for.
type Command interface {
	// Position reads input as the rating jobs read it, for a job that
	// starts from a position: its one board, and how its solution is
	// printed; or a *BoardError.
	Position(input []byte) (*play.Position, play.Print, error)
	// Run runs the command with args on input, as a process would: the
	// solver's jobs (no flags, -count, -svg). An input of more than one
	// board is not run.
	Run(args []string, input []byte) Ran
	// Variant gives a variant's rules (-variant's value) as geometry, or
	// the command's usage line for names it does not know.
	Variant(names string) (*VariantAnswer, string)
	// Usage checks a command line as the command does before it reads a
	// board, and gives the line it writes on stderr for a misuse (a
	// variant the job does not take, say), "" for none.
	Usage(args []string) string
	// Generate makes a puzzle as -gen 1 with args does (-rating, -seed,
	// -variant); ctx stops it.
	Generate(ctx context.Context, args []string) (puzzle string, err error)
	// Solver counts and solves boards for package play.
	Solver() play.Solver
	// VariantPath gives a Path that rates under a variant (-variant's
	// value, which Usage took for the job), counting and solving by its
	// rules.
	VariantPath(names string) *play.Path
	// VariantLook gives what a figure draws of a variant (names as
	// VariantPath takes them).
	VariantLook(names string) *explain.Variant
}

// BoardError is a board the command could not read: the line the command
// writes on stderr for it, and where it goes wrong (Line and Column from
// 1, Board the board's number; 0 where the fault has no place).
type BoardError struct {
	Msg                 string
	Line, Column, Board int
}

func (e *BoardError) Error() string { return e.Msg }

// Ran is what a run of the command gave.
type Ran struct {
	Stdout string
	Stderr string // the first line it wrote on stderr, "" for none
	// Status is its exit status; -1 for an input of more than one board,
	// which is not run.
	Status int
	// Fault is, for status 2 or -1, the board the command could not read,
	// Stderr's line with its place.
	Fault *BoardError
	// Solution and Solutions are, when the input is one good 9x9 board,
	// the data behind the solver's text: its first solution (nil for
	// none) and its solutions counted up to 2, by the solver the run
	// used (the variant's, with -variant).
	Solution  *rate.Grid
	Solutions int
}

// Config is how the server runs.
type Config struct {
	Command Command
	// Heavy is how many heavy jobs (rating, steps, generating, a hint that
	// outlasts LightFor) run at once; beyond, the server answers 503.
	Heavy int
	// LightFor is how long a hint may run as a light job before it needs
	// a heavy job's place.
	LightFor time.Duration
	// JobFor bounds a heavy job's time.
	JobFor time.Duration
	// Log receives a line for each request refused as another host's or
	// another site's (a page that tries to use the server).
	Log io.Writer
}

// The limits of a request.
const (
	maxBody       = 64 << 10 // bytes of a request's body, or of p
	maxHeader     = 16 << 10
	headerTimeout = 5 * time.Second
	readTimeout   = 10 * time.Second
	idleTimeout   = 60 * time.Second
)

// withDefaults fills in the limits c leaves zero.
func (c Config) withDefaults() Config {
	if c.Heavy <= 0 {
		c.Heavy = 2
	}
	if c.LightFor <= 0 {
		c.LightFor = 200 * time.Millisecond
	}
	if c.JobFor <= 0 {
		c.JobFor = 60 * time.Second
	}
	if c.Log == nil {
		c.Log = io.Discard
	}
	return c
}

//go:embed static
var static embed.FS

// Server is the web app and the API on one listener.
type Server struct {
	cfg     Config
	http    *http.Server
	ln      net.Listener
	hosts   map[string]bool // the Host headers it answers to; nil for any
	heavy   chan struct{}   // a place for each heavy job running
	paths   chan *play.Path // paths not in use, each keeping its rater's scratch
	refused refusals
}

// New returns a server of cfg that listens nowhere and answers any
// host: its Handler, for a program that serves it itself.
func New(cfg Config) *Server {
	cfg = cfg.withDefaults()
	return &Server{cfg: cfg, heavy: make(chan struct{}, cfg.Heavy), paths: make(chan *play.Path, 64)}
}

// Listen listens on addr (host:port; an empty host is 127.0.0.1, port 0
// a free port) and returns the server, ready to Serve.
func Listen(addr string, cfg Config) (*Server, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if host == "" {
		host = "127.0.0.1"
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, port))
	if err != nil {
		return nil, err
	}
	s := New(cfg)
	s.ln = ln
	s.hosts = allowedHosts(host, ln.Addr().(*net.TCPAddr).Port)
	s.http = &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: headerTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      s.cfg.JobFor + 15*time.Second,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeader,
	}
	return s, nil
}

// URL is the address a browser opens.
func (s *Server) URL() string {
	a := s.ln.Addr().(*net.TCPAddr)
	host := a.IP.String()
	if a.IP.IsUnspecified() {
		host = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(host, strconv.Itoa(a.Port)) + "/"
}

// Loopback reports whether the server listens on the loopback interface
// alone.
func (s *Server) Loopback() bool { return s.ln.Addr().(*net.TCPAddr).IP.IsLoopback() }

// Serve answers requests until stop is done, then stops gracefully: no
// new request is taken, and each in flight is answered (a job is bounded
// by JobFor) before Serve returns nil; once hurry is done too, the
// requests still in flight are cut off, and Serve says how many.
func (s *Server) Serve(stop, hurry context.Context) error {
	done := make(chan error, 1)
	go func() { done <- s.http.Serve(s.ln) }()
	select {
	case err := <-done:
		return err
	case <-stop.Done():
	}
	grace, cancel := context.WithTimeout(hurry, s.cfg.JobFor+5*time.Second)
	defer cancel()
	err := s.http.Shutdown(grace)
	if err != nil {
		s.http.Close()
		err = errors.New("stopped before the requests in flight were answered")
	}
	if e := <-done; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
}

// allowedHosts are the Host headers a server on host and port answers
// to: on loopback, the loopback names alone, so that a page of another
// site whose name a DNS rebinding points at 127.0.0.1 gets no answer; on
// a host written out, that host; on every interface (0.0.0.0, ::), any.
func allowedHosts(host string, port int) map[string]bool {
	ip := net.ParseIP(host)
	if ip != nil && ip.IsUnspecified() {
		return nil
	}
	p := strconv.Itoa(port)
	hosts := map[string]bool{net.JoinHostPort(host, p): true}
	if host == "localhost" || ip != nil && ip.IsLoopback() {
		for _, h := range []string{"localhost", "127.0.0.1", "::1"} {
			hosts[net.JoinHostPort(h, p)] = true
		}
	}
	return hosts
}

// Handler is the server's handler: the page, its files and the API,
// behind the checks every request passes.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	files, _ := fs.Sub(static, "static")
	mux.Handle("/", s.page(http.FileServer(http.FS(files))))
	s.api(mux)
	return s.guard(mux)
}

// contentPolicy lets the page use its own files and nothing from
// anywhere else.
const contentPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'"

// guard refuses a request for another host or from another site's page,
// bounds its body, and sets the headers every answer carries.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Resource-Policy", "same-origin")
		h.Set("Vary", "Origin, Sec-Fetch-Site")
		if s.hosts != nil && !s.hosts[strings.ToLower(r.Host)] {
			s.refused.log(s.cfg.Log, "host "+strconv.Quote(r.Host))
			writeProblem(w, problemOf(WrongHost, "sudoku: this server answers to "+s.hostList()+", not "+strconv.Quote(r.Host)))
			return
		}
		if site := otherSite(r); site != "" {
			s.refused.log(s.cfg.Log, site)
			writeProblem(w, problemOf(OtherSite, "sudoku: refused a request from "+site+": only this server's own page may use it"))
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxBody)
		next.ServeHTTP(w, r)
	})
}

// otherSite names the other site a request comes from, "" for the
// server's own page or a program (which sends neither Origin nor
// Sec-Fetch-Site). A browser sends Origin with a POST and with every
// fetch of another origin, and Sec-Fetch-Site with every request: a page
// of another site (or of the same site's other origins) could otherwise
// spend this machine's CPU and take the player's places (CSRF). A
// person's own navigation to the page, from a link anywhere, is no
// other site's request: the page itself does no job.
func otherSite(r *http.Request) string {
	if o := r.Header.Get("Origin"); o != "" && !strings.EqualFold(o, ownOrigin(r)) {
		return "origin " + strconv.Quote(o)
	}
	site := r.Header.Get("Sec-Fetch-Site")
	if site != "cross-site" && site != "same-site" {
		return ""
	}
	navigation := r.Header.Get("Sec-Fetch-Mode") == "navigate" && r.Header.Get("Sec-Fetch-Dest") == "document"
	if navigation && r.Method == http.MethodGet && !strings.HasPrefix(r.URL.Path, "/api/") {
		return ""
	}
	return "a " + site + " page (Sec-Fetch-Site)"
}

// ownOrigin is the origin of the server's own page, as the request
// reaches it.
func ownOrigin(r *http.Request) string {
	if r.TLS != nil {
		return "https://" + r.Host
	}
	return "http://" + r.Host
}

// refusals logs the requests refused as another host's or another site's:
// one line for each host or site, the first few hundred, so that a page
// that keeps trying cannot flood the log.
type refusals struct {
	mu   sync.Mutex
	seen map[string]bool
}

// maxLogged is how many hosts and sites the log names.
const maxLogged = 256

// log writes a line for a refusal of who, once for each.
func (rf *refusals) log(w io.Writer, who string) {
	rf.mu.Lock()
	defer rf.mu.Unlock()
	if rf.seen == nil {
		rf.seen = map[string]bool{}
	}
	switch n := len(rf.seen); {
	case rf.seen[who] || n > maxLogged:
		return
	case n == maxLogged:
		fmt.Fprintln(w, "sudoku: -http: refused requests from more hosts and sites than this; the others are not logged")
		rf.seen["..."] = true
		return
	}
	rf.seen[who] = true
	fmt.Fprintf(w, "sudoku: -http: refused a request of %s (logged once)\n", who)
}

// hostList names the hosts the server answers to.
func (s *Server) hostList() string {
	var hs []string
	for h := range s.hosts {
		hs = append(hs, h)
	}
	return strings.Join(sortStrings(hs), ", ")
}

// sortStrings sorts a few strings in place and returns them.
func sortStrings(a []string) []string {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
	return a
}

// page serves the page's files: / and /?p=POSITION are the page itself,
// whose script reads the position from the address.
func (s *Server) page(files http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			refuseMethod(w, r, "GET, HEAD")
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}

// path takes a Path for a request, keeping a few from one request to the
// next: a rater's scratch is large to make and quick to reuse.
func (s *Server) path() *play.Path {
	select {
	case p := <-s.paths:
		return p
	default:
		return play.NewPath(s.cfg.Command.Solver())
	}
}

// done gives a Path back.
func (s *Server) done(p *play.Path) {
	select {
	case s.paths <- p:
	default:
	}
}

// takeHeavy takes a heavy job's place, at once or not at all.
func (s *Server) takeHeavy() bool {
	select {
	case s.heavy <- struct{}{}:
		return true
	default:
		return false
	}
}

// leaveHeavy gives a heavy job's place back.
func (s *Server) leaveHeavy() { <-s.heavy }
