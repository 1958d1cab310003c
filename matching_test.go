// matching_test.go checks the unit matching against a brute-force search
// over every assignment.

package main

import (
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
		if ok := match(masks, &owner); ok != wantOK {
			t.Fatalf("match(%b) = %v, want %v", masks, ok, wantOK)
		}
		keep, ok := consistent(masks)
		if ok != wantOK {
			t.Fatalf("consistent(%b) ok = %v, want %v", masks, ok, wantOK)
		}
		if !ok {
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
