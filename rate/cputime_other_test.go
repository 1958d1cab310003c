//go:build !linux

// cputime_other_test.go stands in for cputime_linux_test.go elsewhere:
// no thread clock, so the stop tests measure wall time. It must hold
// nothing else.

package rate

import "time"

// lockThreadClock has no thread clock to give outside Linux.
func lockThreadClock() (read func() time.Duration, unlock func()) {
	return nil, func() {}
}
