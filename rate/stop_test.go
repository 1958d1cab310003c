// stop_test.go checks that a rating stops when its context is done: how
// soon RateContext and NextContext return on the hardest boards, and what
// the rater holds after (no board after a stopped rating; the board as it
// was after a stopped step, whose next step is the one an unstopped
// rater takes). It must not check ratings: rate_test.go does.

package rate

import (
	"context"
	"sort"
	"sync"
	"testing"
	"time"
)

// stopBound is how much work a stopped call may do after its stop: ten
// milliseconds of its thread's CPU time (of wall time where the thread's
// clock cannot be read), more under the race detector, whose builds run
// several times slower. The wall time between the stop and the return is
// bounded at a hundred times that (stopWall): on a machine shared with
// other work it measures the scheduler too.
var (
	stopBound = 10 * time.Millisecond * time.Duration(raceSlowdown)
	stopWall  = 100 * stopBound
)

// stopBoards are boards of the hardest list, spread over it: each takes
// the rater long enough to be stopped at any of the tests' delays.
func stopBoards(t *testing.T, n int) []Grid {
	lines := readHardest(t)
	if len(lines) == 0 {
		t.Fatal("no hardest lines")
	}
	var out []Grid
	for i := 0; i < len(lines) && len(out) < n; i += len(lines) / n {
		out = append(out, mustGrid(t, lines[i].puzzle))
	}
	return out
}

// stopTime is how long a stopped call ran on after its stop: its
// thread's CPU time (wall time without a thread clock) and wall time.
type stopTime struct{ cpu, wall time.Duration }

// stopAfter runs call on this goroutine with a context cancelled after
// delay and returns how long call ran on after the cancel, and call's
// error; zero times if call ended before the cancel.
func stopAfter(delay time.Duration, call func(ctx context.Context) error) (stopTime, error) {
	read, unlock := lockThreadClock()
	defer unlock()
	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	var wall time.Time
	var cpu time.Duration
	timer := time.AfterFunc(delay, func() {
		mu.Lock()
		if read != nil {
			cpu = read()
		}
		wall = time.Now()
		mu.Unlock()
		cancel()
	})
	err := call(ctx)
	end, endCPU := time.Now(), time.Duration(0)
	if read != nil {
		endCPU = read()
	}
	timer.Stop()
	cancel()
	mu.Lock()
	defer mu.Unlock()
	if err == nil || wall.IsZero() {
		return stopTime{}, err
	}
	st := stopTime{cpu: endCPU - cpu, wall: end.Sub(wall)}
	if read == nil {
		st.cpu = st.wall
	}
	return st, err
}

// worse keeps the slower of two stops, by each measure.
func (a stopTime) worse(b stopTime) stopTime {
	if b.cpu > a.cpu {
		a.cpu = b.cpu
	}
	if b.wall > a.wall {
		a.wall = b.wall
	}
	return a
}

// check fails the test if the slowest stop ran on too long.
func (a stopTime) check(t *testing.T, what string) {
	t.Helper()
	if a.cpu > stopBound || a.wall > stopWall {
		t.Errorf("%s ran on %v of CPU time, %v of wall time after its stop, want at most %v and %v",
			what, a.cpu, a.wall, stopBound, stopWall)
	}
}

// TestStopRate: a rating of a hardest board stopped at any time returns
// ctx.Err() within stopBound of the stop, and leaves no board.
func TestStopRate(t *testing.T) {
	var r Rater
	var worst stopTime
	stops := 0
	boards := 2
	if *rateLong {
		boards = 4
	}
	for _, b := range stopBoards(t, boards) {
		b := b
		for _, delay := range []time.Duration{0, time.Millisecond, 15 * time.Millisecond, 100 * time.Millisecond, 300 * time.Millisecond} {
			took, err := stopAfter(delay, func(ctx context.Context) error {
				_, err := r.RateContext(ctx, &b)
				return err
			})
			if err == nil {
				continue // rated before the stop
			}
			if err != context.Canceled {
				t.Fatalf("%v: stopped rating says %v", b, err)
			}
			stops++
			worst = worst.worse(took)
			if r.Solved() {
				t.Errorf("%v: a stopped rating holds a board", b)
			}
			if _, _, err := r.Next(); err != ErrNoBoard {
				t.Errorf("%v: Next after a stopped rating says %v", b, err)
			}
		}
	}
	t.Logf("%d stops; the slowest ran on %v of CPU time, %v of wall time", stops, worst.cpu, worst.wall)
	if stops == 0 {
		t.Fatal("no rating was stopped")
	}
	worst.check(t, "a stopped rating")
}

// TestStopDone: a context done before the call stops it at once, before
// any step.
func TestStopDone(t *testing.T) {
	b := stopBoards(t, 1)[0]
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var r Rater
	if _, err := r.RateContext(ctx, &b); err != context.Canceled {
		t.Errorf("RateContext with a done context says %v", err)
	}
	m := startMarks(&b)
	if _, err := r.RateMarksContext(ctx, &m); err != context.Canceled {
		t.Errorf("RateMarksContext with a done context says %v", err)
	}
	if err := r.Start(&b); err != nil {
		t.Fatal(err)
	}
	before, _ := r.State()
	if _, ok, err := r.NextContext(ctx); ok || err != context.Canceled {
		t.Errorf("NextContext with a done context says %v %v", ok, err)
	}
	if after, _ := r.State(); after != before {
		t.Error("a stopped step changed the grid")
	}
}

// TestStopNext: steps stopped part-way and asked again give the steps of
// a rater never stopped, and each stop returns within stopBound. The
// board is the first of the hardest list by its rating's text, one of
// dynamic and nested chains.
func TestStopNext(t *testing.T) {
	lines := readHardest(t)
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].want < lines[j].want })
	b := mustGrid(t, lines[0].puzzle)
	var ref Rater
	if err := ref.Start(&b); err != nil {
		t.Fatal(err)
	}
	var want []string
	for s, ok, err := ref.Next(); ok && err == nil; s, ok, err = ref.Next() {
		want = append(want, s.String())
	}
	var r Rater
	if err := r.Start(&b); err != nil {
		t.Fatal(err)
	}
	delays := []time.Duration{0, 200 * time.Microsecond, 2 * time.Millisecond, 10 * time.Millisecond}
	var worst stopTime
	stops := 0
	for i := 0; i < len(want); i++ {
		var s Step
		var ok bool
		for try := 0; ; try++ {
			delay := time.Hour // the last try runs to the end
			if try < len(delays) {
				delay = delays[(i+try)%len(delays)]
			}
			digits, cands := r.State()
			took, err := stopAfter(delay, func(ctx context.Context) error {
				var err error
				s, ok, err = r.NextContext(ctx)
				return err
			})
			if err == nil {
				break
			}
			stops++
			worst = worst.worse(took)
			if d, c := r.State(); err != context.Canceled || d != digits || c != cands {
				t.Fatalf("step %d: a stopped step says %v, grid changed %v", i+1, err, d != digits || c != cands)
			}
		}
		if !ok || s.String() != want[i] {
			t.Fatalf("step %d after stops: %v (%v), want %s", i+1, s, ok, want[i])
		}
	}
	t.Logf("%d steps, %d stops; the slowest ran on %v of CPU time, %v of wall time", len(want), stops, worst.cpu, worst.wall)
	worst.check(t, "a stopped step")
}
