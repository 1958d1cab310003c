// path.go holds the jobs that answer a checked position: its rating
// (-rate), its next step (-hint) and every step to its solution (-steps,
// -explain), each found by a Path and kept as an Answer. It must not read
// positions nor write answers.

package play

import (
	"context"
	"time"

	"sudoku/explain"
	"sudoku/rate"
)

// Job is what a position is asked.
type Job int

// The jobs.
const (
	RateJob  Job = iota // its rating, as serate prints it
	HintJob             // its next step
	StepsJob            // every step to its solution
	// CheckJob is its verdict alone: its mistakes, and whether it has one
	// solution, as the other jobs find them before they answer.
	CheckJob
)

// Path answers positions, one at a time: a goroutine's own, as it keeps
// the rater's scratch from one position to the next.
type Path struct {
	solver Solver
	rater  rate.Rater
}

// NewPath returns a Path that counts and solves with s, its rater too.
func NewPath(s Solver) *Path {
	pt := &Path{solver: s}
	pt.rater.Count = s.Count
	return pt
}

// NewVariantPath returns a Path that rates under v, counting and solving
// with s, which must follow v's rules. Where the next step is one serate
// itself fails on under v, the answer's Err wraps rate.ErrNotRated.
func NewVariantPath(s Solver, v rate.Variant) *Path {
	pt := NewPath(s)
	pt.rater.Variant = v
	return pt
}

// Answer is what a job found for a position.
type Answer struct {
	Job      Job
	Position *Position
	// Err says why the position is not answered: a *ClashError,
	// rate.ErrNoSolution, rate.ErrSeveral, or the context's error when
	// the job was stopped.
	Err      error
	Mistakes []Mistake // the player's, named before the answer
	// Start is where the steps start: the position, its mistakes undone,
	// as the rater settled it (its candidates, when Marked).
	Start  rate.Marks
	Marked bool
	Rating rate.Rating // RateJob's, and StepsJob's from its steps
	// Steps are, for HintJob, the next step if there is one, and for
	// StepsJob every step; each with the grid it is taken on.
	Steps    []explain.Shot
	Stuck    bool          // the steps stop short: no technique applies
	Final    rate.Grid     // the grid where the steps end
	Solution rate.Grid     // the position's solution; zero if not known
	Took     time.Duration // how long the job took
}

// Solved reports whether the steps end with every cell filled.
func (a *Answer) Solved() bool {
	for _, d := range a.Final {
		if d == 0 {
			return false
		}
	}
	return a.Err == nil
}

// Answer checks p and answers job for it. ctx stops the job: the answer
// then holds ctx's error.
func (pt *Path) Answer(ctx context.Context, job Job, p *Position) Answer {
	began := time.Now()
	a := Answer{Job: job, Position: p}
	ck, err := check(p, pt.solver, !pt.rater.Variant.Latin)
	a.Mistakes, a.Marked, a.Solution = ck.Mistakes, ck.Marked, ck.Solution
	if err == nil {
		err = ctx.Err()
	}
	if err == nil {
		switch job {
		case RateJob:
			err = pt.rate(ctx, &a, &ck)
		case CheckJob:
			err = pt.start(&a, &ck)
			a.Final = a.Start.Digits
		default:
			err = pt.walk(ctx, &a, &ck, job == HintJob)
		}
	}
	a.Err, a.Took = err, time.Since(began)
	return a
}

// rate rates the position as serate rates a line: a puzzle from its
// digits, a grid with pencil marks from its candidates.
func (pt *Path) rate(ctx context.Context, a *Answer, ck *Checked) error {
	var err error
	if ck.Marked {
		a.Rating, err = pt.rater.RateMarksContext(ctx, &ck.Start)
	} else {
		a.Rating, err = pt.rater.RateContext(ctx, &ck.Start.Digits)
	}
	a.Final, _ = pt.rater.State()
	return err
}

// start sets the rater to where the steps start, which settles the
// verdict of a grid of candidates alone: the rater counts the solutions
// they hold.
func (pt *Path) start(a *Answer, ck *Checked) error {
	var err error
	if ck.Marked {
		err = pt.rater.StartMarks(&ck.Start)
	} else {
		err = pt.rater.Start(&ck.Start.Digits)
	}
	if err == nil {
		a.Start.Digits, a.Start.Cands = pt.rater.State()
	}
	return err
}

// walk takes the position's steps, the first alone for a hint, and
// rates them; the position's solution is where they end, when they do.
func (pt *Path) walk(ctx context.Context, a *Answer, ck *Checked, one bool) error {
	if err := pt.start(a, ck); err != nil {
		return err
	}
	var err error
	var steps []rate.Step
	for !one || len(steps) == 0 {
		digits, cands := pt.rater.State()
		s, ok, err := pt.rater.NextContext(ctx)
		if err != nil {
			return err
		}
		if !ok {
			a.Stuck = !pt.rater.Solved()
			break
		}
		steps = append(steps, s)
		a.Steps = append(a.Steps, explain.Shot{Step: s, Digits: digits, Cands: cands})
	}
	a.Rating = rate.RatingOf(steps, a.Stuck)
	a.Final, _ = pt.rater.State()
	if !one || a.Solution == (rate.Grid{}) {
		// Where the steps lead, whether or not they get there.
		a.Solution, err = pt.rater.Solution()
	}
	return err
}
