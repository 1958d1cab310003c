// export_test.go lends the external tests (package rate_test) the
// internal tests' measure of a stopped call: a tool of the tests, not of
// the package's API. It must hold nothing else.

package rate

import (
	"context"
	"time"
)

// StopAfter runs call with a context cancelled after delay and gives the
// CPU time (wall time without a thread clock) and the wall time it ran on
// after the cancel, and its error (stopAfter).
func StopAfter(delay time.Duration, call func(ctx context.Context) error) (cpu, wall time.Duration, err error) {
	st, err := stopAfter(delay, call)
	return st.cpu, st.wall, err
}

// StopBound and StopWall are the stop tests' bounds on those times.
var StopBound, StopWall = stopBound, stopWall
