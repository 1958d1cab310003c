//go:build !race

// norace_test.go says that the tests run without the race detector: bounds
// on time hold as they are. It must hold nothing else.

package rate

// raceSlowdown is 1 without the race detector.
const raceSlowdown = 1
