// matching_test.go checks the unit matching against a brute-force search
// over every assignment.

package main

import (
	"math/bits"
	"math/rand"
	"testing"
)

// assignments returns, for cells with the given candidate masks, the
// union of the symbols each cell takes over every assignment of distinct
// symbols, and whether there is any, by trying them all.
func assignments(masks []uint32) (union []uint32, any bool) {
	union = make([]uint32, len(masks))
	var try func(c int, used uint32, picked []int)
	try = func(c int, used uint32, picked []int) {
		if c == len(masks) {
			any = true
			for k, d := range picked {
				union[k] |= 1 << uint(d)
			}
			return
		}
		for d := 0; d < 32; d++ {
			if masks[c]>>uint(d)&1 == 1 && used>>uint(d)&1 == 0 {
				try(c+1, used|1<<uint(d), append(picked, d))
			}
		}
	}
	try(0, 0, nil)
	return union, any
}

func TestConsistent(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(31))
	found, pruned := 0, 0
	for k := 0; k < 20000; k++ {
		n := 1 + r.Intn(7)
		masks := make([]uint32, n)
		for c := range masks {
			for d := 0; d < n; d++ {
				if r.Intn(3) > 0 {
					masks[c] |= 1 << uint(d)
				}
			}
		}
		want, wantOK := assignments(masks)
		var owner [32]int8
		stuck := match(masks, &owner)
		if (stuck == 0) != wantOK {
			t.Fatalf("match(%b) = %b, want a matching: %v", masks, stuck, wantOK)
		}
		if stuck != 0 {
			// A Hall violator: fewer symbols than cells.
			var syms uint32
			for c := range masks {
				if stuck>>uint(c)&1 == 1 {
					syms |= masks[c]
				}
			}
			if bits.OnesCount32(syms) >= bits.OnesCount32(stuck) {
				t.Fatalf("match(%b): stuck cells %b have symbols %b", masks, stuck, syms)
			}
		}
		keep, stuck2 := consistent(masks)
		if stuck2 != stuck {
			t.Fatalf("consistent(%b) stuck = %b, match's %b", masks, stuck2, stuck)
		}
		if stuck != 0 {
			continue
		}
		found++
		for c := range masks {
			if keep[c] != want[c] {
				t.Fatalf("consistent(%b): cell %d keeps %b, want %b", masks, c, keep[c], want[c])
			}
			if keep[c] != masks[c] {
				pruned++
			}
		}
	}
	if found < 1000 || pruned < 1000 {
		t.Errorf("only %d matchable cases, %d pruned cells: the test is too easy", found, pruned)
	}
}
