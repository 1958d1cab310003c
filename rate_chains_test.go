// rate_chains_test.go tests the rater's techniques above 6.2 (the bigger
// wings, the exclusions, the forcing chains and cycles): serate's steps,
// the hardest list's ratings, the Eureka notation. It must not hard-code
// a rating: every expected one comes from serate or the hardest list.

package main

import "strings"

// soundnessSample is how many boards of a public set TestRateSoundness
// follows: the forum's hardest lists need nested chains, seconds a board,
// so fewer of those.
func soundnessSample(name string) int {
	hard := strings.Contains(name, "hardest")
	switch {
	case *rateLong && hard:
		return 40
	case *rateLong:
		return 0
	case hard:
		return 2
	}
	return 100
}
