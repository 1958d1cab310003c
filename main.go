// Command sudoku reads sudoku boards and prints, for each, its
// lexicographically first solution in the form it came in.
//
// main.go holds the flags, run and the wiring: reading is in boardio.go,
// the rules in board.go, solving in solver.go, the ordered pipeline in
// pipeline.go; main.go must not read, solve or print boards itself. The
// command must compile with Go 1.16: judges run old compilers.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"time"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

const usage = `usage: sudoku [flags] [FILE...]

Prints each board's lexicographically first solution in the board's own
form (BOJ 2580 or 2239 grids, 81-cell lines, drawn grids; 0 or . blank),
reading the files in order ("-" is stdin) or stdin. With -format NAME it
reads and answers as a judge's problem does (-format list names them).

Exit status: 0 solved, 1 some board has no solution, 2 bad input or usage.

Examples:
  sudoku < testdata/boj2580.in          solve a BOJ 2580 board
  sudoku -count puzzles.txt             0, 1 or 2: none, unique, several
  sudoku -check answers.txt < puzzles   ok, or wrong and why, per board
  sudoku -gen 10 -seed 7                10 puzzles with one solution each
  sudoku -format boj2580 -judge testlib in out ans
                                        as a testlib checker: 0 ok, 1 wrong

Flags:
`

// countThenLimit is how far a preset that prints the number of solutions
// (spoj-sudogob) counts unless -limit says: counting takes about a
// microsecond a solution, so a board with few givens would count for
// ever.
const countThenLimit = 1_000_000

// presetLimit is how far preset p counts a board's solutions when it
// must know whether there are several (2), or how many (countThenLimit).
func presetLimit(p *preset) int {
	if p.verdict == countThen {
		return countThenLimit
	}
	return 2
}

// maxJobsPerCPU bounds -j: more workers than this many per CPU only
// cost memory.
const maxJobsPerCPU = 4

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := &errWriter{w: stdout}
	status := runJob(args, stdin, out, stderr)
	if out.err != nil && status == 0 {
		// -h, -version and -format list print and end; the jobs that read
		// boards report a write error themselves.
		fmt.Fprintf(stderr, "sudoku: writing stdout: %v\n", out.err)
		return 2
	}
	return status
}

// runJob parses the flags and runs the job they ask for.
func runJob(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, status, ok := parseFlags(args, stdout, stderr)
	if !ok {
		return status
	}
	if opts.cfg.p == nil {
		listPresets(stdout)
		return 0
	}
	return opts.job.run(&opts, stdin, stdout, stderr)
}

// errWriter passes writes on and keeps the first error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	n, err := e.w.Write(p)
	if err != nil && e.err == nil {
		e.err = err
	}
	return n, err
}

// modes are what the command does, each a job with its own flags: the
// first, solving, unless the flags choose another. (mkjudge.go keeps one
// in a judge file: solving, or checking in the checker's.)
var modes = []mode{
	{name: "solve", job: func(*flag.FlagSet) job { return solving{} }},
	{name: "check", job: newChecker},
	{name: "judge", job: newJudging},
	{name: "setter", job: newSetter},
	{name: "version", job: newVersion},
}

// mode is one thing the command does: job defines the mode's flags on fs
// and returns the job they configure.
type mode struct {
	name string
	job  func(fs *flag.FlagSet) job
}

// aloneMsg is the usage error for two modes asked at once.
const aloneMsg = "-check, -judge, -verdict, -gen and -version go alone"

// job is a mode configured by the flags.
type job interface {
	// chosen reports whether the parsed flags ask for this mode, or
	// what is wrong with the mode's flags when it is not the default.
	chosen(fs *flag.FlagSet) (yes bool, misuse string)
	run(o *options, stdin io.Reader, stdout, stderr io.Writer) int
}

// solving is the main job: each board's first solution, or its count.
type solving struct{}

func (solving) chosen(*flag.FlagSet) (bool, string) { return false, "" }

func (solving) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	start := time.Now()
	w := newWriter(stdout, stderr)
	src := newSource(o.files, stdin, o.cfg.p)
	guesses := process(src, w, o.cfg)
	return finish(w, src, o.stats, guesses, start)
}

// finish ends a job: "no board in input" if it read src (nil: it read
// nothing) and there was none, the output flushed, the -stats line; it
// returns the exit status.
func finish(w *writer, src *source, stats bool, guesses int, start time.Time) int {
	if src != nil && src.boards == 0 && w.status == 0 {
		w.report(2, src.end+": no board in input")
	}
	status := w.close()
	if stats {
		printStats(w.stderr, w, guesses, time.Since(start))
	}
	return status
}

// options are the parsed command line.
type options struct {
	cfg   config
	job   job // what the flags ask for
	stats bool
	files []string
}

// parseFlags parses the command line. When ok is false the run ends with
// status: -h (usage on stdout, 0) or a usage error (on stderr, 2).
func parseFlags(args []string, stdout, stderr io.Writer) (opts options, status int, ok bool) {
	fs := flag.NewFlagSet("sudoku", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := &opts.cfg
	fs.BoolVar(&cfg.count, "count", false, "print each board's number of solutions instead of a solution")
	fs.IntVar(&cfg.limit, "limit", 2, "with -count, stop counting at `N` (2 tells none/unique/several)")
	fs.IntVar(&cfg.jobs, "j", runtime.NumCPU(), "solve with `N` workers (at most 4 per CPU); output stays in input order")
	format := fs.String("format", presets[0].name, "read and answer as judge problem `NAME` does (-format list: the names)")
	fs.BoolVar(&opts.stats, "stats", false, "print a summary line on stderr at the end")
	fs.Usage = func() {} // printed below, on stdout for -h
	jobs := make([]job, len(modes))
	for i, m := range modes {
		jobs[i] = m.job(fs)
	}
	if err := fs.Parse(args); err != nil {
		out, status := stderr, 2
		if err == flag.ErrHelp {
			out, status = stdout, 0
		}
		fmt.Fprint(out, usage)
		fs.SetOutput(out)
		fs.PrintDefaults()
		return opts, status, false
	}
	if *format != "list" {
		if cfg.p = findPreset(*format); cfg.p == nil {
			fmt.Fprintf(stderr, "sudoku: -format %s: no such format (-format list shows them)\n", *format)
			return opts, 2, false
		}
	}
	if msg := checkFlags(fs, cfg); msg != "" {
		fmt.Fprintf(stderr, "sudoku: %s\n", msg)
		return opts, 2, false
	}
	opts.files, opts.job = fs.Args(), jobs[0]
	for i, j := range jobs {
		yes, misuse := j.chosen(fs)
		if yes && opts.job != jobs[0] {
			misuse = aloneMsg
		}
		if misuse != "" && i > 0 {
			fmt.Fprintf(stderr, "sudoku: %s\n", misuse)
			return opts, 2, false
		}
		if yes {
			opts.job = j
		}
	}
	return opts, 0, true
}

// checkFlags checks the flags together and clamps -j; it returns a usage
// error or "".
func checkFlags(fs *flag.FlagSet, cfg *config) string {
	limitSet := false
	fs.Visit(func(f *flag.Flag) { limitSet = limitSet || f.Name == "limit" })
	counts := cfg.p != nil && cfg.p.verdict == countThen
	if counts && !limitSet {
		cfg.limit = presetLimit(cfg.p)
	}
	switch {
	case limitSet && !cfg.count && !counts:
		return "-limit goes with -count"
	case cfg.limit < 1:
		return fmt.Sprintf("-limit must be at least 1, got %d", cfg.limit)
	case cfg.jobs < 1:
		return fmt.Sprintf("-j must be at least 1, got %d", cfg.jobs)
	}
	if most := maxJobsPerCPU * runtime.NumCPU(); cfg.jobs > most {
		cfg.jobs = most
	}
	return ""
}

// version is the -version job.
type version struct{ asked bool }

func newVersion(fs *flag.FlagSet) job {
	v := &version{}
	fs.BoolVar(&v.asked, "version", false, "print the version and exit")
	return v
}

func (v *version) chosen(*flag.FlagSet) (bool, string) { return v.asked, "" }

func (v *version) run(_ *options, _ io.Reader, stdout, _ io.Writer) int {
	fmt.Fprintf(stdout, "sudoku %s %s\n", moduleVersion(), runtime.Version())
	return 0
}

// moduleVersion returns the main module's version, as the build knows it.
func moduleVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(unknown)"
}

func printStats(stderr io.Writer, w *writer, guesses int, elapsed time.Duration) {
	secs, per := elapsed.Seconds(), 0.0 // per: 1 / boards
	if w.boards > 0 {
		per = 1 / float64(w.boards)
	}
	fmt.Fprintf(stderr, "sudoku: %d boards, %d solved, %d failed, %.3f s, %.2f µs/board, %.2f guesses/board\n",
		w.boards, w.solved, w.boards-w.solved, secs, secs*1e6*per, float64(guesses)*per)
}
