//go:build race

// race_test.go says that the tests run under the race detector, whose
// builds run several times slower: bounds on time widen by raceSlowdown.
// It must hold nothing else.

package rate

// raceSlowdown is how much slower the race detector's builds run, at most.
const raceSlowdown = 10
