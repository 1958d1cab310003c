// Command sudoku reads sudoku boards and prints, for each, its
// lexicographically first solution in the form it came in.
//
// main.go holds run, the parse of the command line and the solving job;
// flags.go holds the modes and the flags each takes, reader.go and the
// readers the reading, board.go the rules, solver.go and general.go the
// solving, pipeline.go the ordered pipeline. main.go must not read, solve
// or print boards itself. The command must compile with Go 1.16: judges
// run old compilers.
package main

import (
	"flag"
	"fmt"
	"io"
	"io/ioutil"
	"os"
	"runtime"
	"runtime/debug"
	"time"
)

// main runs the command and exits with its status. The command runs on
// the process's arguments.
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

// maxJobsPerCPU bounds -j: more workers than this many per CPU only
// cost memory.
const maxJobsPerCPU = 4

// run runs the command line args and returns the exit status. It reports a
// write error on stdout that no job reported (-h, -version, -format list).
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

// Write writes p to the underlying writer and keeps the first error.
func (e *errWriter) Write(p []byte) (int, error) {
	n, err := e.w.Write(p)
	if err != nil && e.err == nil {
		e.err = err
	}
	return n, err
}

// job is a mode configured by the flags.
type job interface {
	// settle checks the values of the mode's own flags and settles their
	// defaults; it returns a usage error, or "".
	settle(o *options) string
	run(o *options, stdin io.Reader, stdout, stderr io.Writer) int
}

// solving is the main job: each board's first solution, or its count.
type solving struct{}

// settle settles -limit. A preset that counts solutions counts to its
// own limit unless -limit says; elsewhere -limit goes with -count.
func (solving) settle(o *options) string {
	cfg := &o.cfg
	counts := cfg.p.reply == countThen
	switch {
	case counts && !o.given["limit"]:
		cfg.limit = presetLimit(cfg.p)
	case o.given["limit"] && !cfg.count && !counts:
		return "-limit goes with -count"
	}
	return ""
}

// run solves or counts every board. It goes in input order with -j
// workers, and with -stats prints a summary line on stderr.
func (solving) run(o *options, stdin io.Reader, stdout, stderr io.Writer) int {
	start := time.Now()
	w := newWriter(stdout, stderr)
	src := newSource(o.files, stdin, o.cfg.p)
	guesses := process(src, w, o.cfg)
	status := finish(w, src)
	if o.stats {
		printStats(stderr, w, guesses, time.Since(start))
	}
	return status
}

// options are the command line, parsed once (parseFlags): the flags more
// than one mode takes (each defined by one of them), the job the flags
// choose (which holds its mode's own flags) and the flags given. Each mode
// defines its flags so that a judge file, which keeps one mode, keeps
// only that mode's.
type options struct {
	cfg      config
	job      job // what the flags ask for
	stats    bool
	first    bool       // -first: an answer must be the lexicographically first solution
	system   string     // -judge: a judge system, judging outputs or (-validate) inputs
	minimal  bool       // -minimal: with -verdict, which clues could go; with -gen, none can
	calls    callBounds // -min-calls, -max-calls: -gen's boards, or -validate's
	out      string     // -out: -gen's folder of tests, or -svg's of drawings
	solution bool       // -solution: -svg draws each board's solution
	proof    bool       // -proof: -hint and -steps print each step's proof
	files    []string
	given    map[string]bool // the flags on the command line
}

// parseFlags parses the command line. When ok is false the run ends with
// status: -h (usage on stdout, 0) or a usage error (one line on stderr, 2).
func parseFlags(args []string, stdout, stderr io.Writer) (o options, status int, ok bool) {
	fs := flag.NewFlagSet("sudoku", flag.ContinueOnError)
	fs.SetOutput(ioutil.Discard)
	format, variantNames := defineFlags(fs, &o)
	jobs := make([]job, len(modes))
	for i, m := range modes {
		jobs[i] = m.job(fs, &o)
	}
	fail := func(msg string) (options, int, bool) {
		fmt.Fprintf(stderr, "sudoku: %s\n", msg)
		return o, 2, false
	}
	switch err := fs.Parse(args); {
	case err == flag.ErrHelp:
		fmt.Fprint(stdout, usage)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return o, 0, false
	case err != nil:
		return fail(err.Error() + " (sudoku -h lists the flags)")
	}
	o.given = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { o.given[f.Name] = true })
	if *format != "list" {
		if o.cfg.p = findPreset(*format); o.cfg.p == nil {
			return fail("-format " + *format + ": no such format (-format list shows them)")
		}
	}
	if o.given["rate-format"] {
		o.given["rate"] = true // -rate-format implies -rate
	}
	k, misuse := chooseMode(o.given)
	if misuse == "" && o.given["variant"] && o.cfg.p != nil {
		misuse = settleVariant(&o, *variantNames)
	}
	if misuse == "" {
		misuse = checkCommon(&o)
	}
	if misuse == "" && o.cfg.p != nil {
		misuse = jobs[k].settle(&o)
	}
	if misuse != "" {
		return fail(misuse)
	}
	o.files, o.job = fs.Args(), jobs[k]
	return o, 0, true
}

// defineFlags defines on fs solving's flags, -format and -variant. The
// modes define theirs. It returns -format's and -variant's values.
func defineFlags(fs *flag.FlagSet, o *options) (format, variantNames *string) {
	cfg := &o.cfg
	fs.BoolVar(&cfg.count, "count", false, "print each board's number of solutions instead of a solution")
	fs.IntVar(&cfg.limit, "limit", 2, "with -count, stop counting at `N` (2 tells none/unique/several)")
	fs.IntVar(&cfg.jobs, "j", runtime.NumCPU(), "solve with `N` workers (at most 4 per CPU); output stays in input order")
	fs.BoolVar(&o.stats, "stats", false, "print a summary line on stderr at the end")
	return fs.String("format", presets[0].name, "read and answer as judge problem `NAME` does (-format list: the names)"),
		fs.String("variant", "", "9x9 boards under a variant's rules too, `NAMES` separated by commas: x, windoku, dg, antiknight, antiking, nc, nc+, toroidal, girandola, asterisk, cd, latin (docs/variants.md)")
}

// settleVariant adds -variant's rules to the preset's; the modes check
// that they take them.
func settleVariant(o *options, names string) string {
	v, msg := parseVariant(names)
	if msg != "" || v == nil {
		return msg
	}
	o.cfg.p, msg = o.cfg.p.withVariant(v)
	return msg
}

// checkCommon checks the flags more than one mode takes and clamps -j.
// It checks their values and returns a usage error or "".
func checkCommon(o *options) string {
	cfg := &o.cfg
	switch {
	case cfg.limit < 1:
		return fmt.Sprintf("-limit must be at least 1, got %d", cfg.limit)
	case cfg.jobs < 1:
		return fmt.Sprintf("-j must be at least 1, got %d", cfg.jobs)
	}
	if most := maxJobsPerCPU * runtime.NumCPU(); cfg.jobs > most {
		cfg.jobs = most
	}
	return o.calls.check()
}

// version is the -version job.
type version struct{ asked bool }

// newVersion registers -version on fs and returns its job.
func newVersion(fs *flag.FlagSet, _ *options) job {
	v := &version{}
	fs.BoolVar(&v.asked, "version", false, "print the version and exit")
	return v
}

// settle has nothing to check: -version takes no flag of its own.
func (*version) settle(*options) string { return "" }

// run prints the module's version and the Go version that built it.
func (v *version) run(_ *options, _ io.Reader, stdout, _ io.Writer) int {
	fmt.Fprintf(stdout, "sudoku %s %s\n", moduleVersion(), runtime.Version())
	return 0
}

// moduleVersion returns the main module's version. It is the version
// as the build knows it.
func moduleVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(unknown)"
}
