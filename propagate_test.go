// propagate_test.go tests what propagation leaves behind, on grids the way
// the search makes them: after every guess and every refuted guess, the
// grid must be at the rules' fixpoint, checked cell by cell and unit by
// unit here with plain loops that share nothing with solver.go's bit
// tricks. The answer tests only see what the search finally prints; a
// propagate that stops early shows there only on rare boards, or as a
// panic in the search.

package main

import (
	"fmt"
	"math/rand"
	"os"
	"testing"
)

// TestPropagateFixpoint descends from many boards by random guesses, as the
// search does (a guess on a copy; a refuted guess removed from the node,
// which is propagated again), and checks every grid propagate accepts.
func TestPropagateFixpoint(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	r := rand.New(rand.NewSource(1106))
	var boards []Board
	for _, f := range famous {
		boards = append(boards, mustBoard(t, f.board))
	}
	for i := 0; i < short(3000, 500); i++ {
		boards = append(boards, randomBoard(r, 17+r.Intn(30)))
	}
	for _, name := range dataSets {
		if _, err := os.Stat(dataPath(name)); err == nil { // absent in a fresh clone
			boards = append(boards, dataSet(t, name, short(500, 50))...)
		}
	}
	grids := 0
	for i := range boards {
		var g grid
		if !g.load(&boards[i]) || !g.propagate() {
			continue
		}
		for {
			grids++
			if msg := fixpointFault(&g); msg != "" {
				t.Fatalf("board %d (%v), %d cells placed: %s", i, boards[i], 81-g.empty(), msg)
			}
			cell, ok := randomEmpty(r, &g)
			if !ok {
				break
			}
			b, p := cell/27, uint(cell%27)
			ds := cellDigits(&g, cell)
			d := ds[r.Intn(len(ds))]
			child := g
			child.place(d, b, p)
			if child.propagate() {
				g = child
				continue
			}
			g.cand[b][d] &^= 1 << p // refuted: the search drops it and goes on
			g.dirty |= 1 << uint(d)
			if !g.propagate() {
				break
			}
		}
	}
	t.Logf("%d boards, %d grids checked", len(boards), grids)
}

// cellDigits lists the digit indexes (0..8) cell may still hold.
func cellDigits(g *grid, cell int) []int {
	var ds []int
	for d := 0; d < 9; d++ {
		if g.cand[cell/27][d]>>uint(cell%27)&1 != 0 {
			ds = append(ds, d)
		}
	}
	return ds
}

// holds reports whether cell holds its digit (is placed).
func holds(g *grid, cell int) bool { return g.unsolved[cell/27]>>uint(cell%27)&1 == 0 }

// randomEmpty picks an empty cell at random; ok is false on a full grid.
func randomEmpty(r *rand.Rand, g *grid) (cell int, ok bool) {
	var empty []int
	for c := 0; c < 81; c++ {
		if !holds(g, c) {
			empty = append(empty, c)
		}
	}
	if len(empty) == 0 {
		return 0, false
	}
	return empty[r.Intn(len(empty))], true
}

// units lists the 27 units as cell numbers: rows, columns, boxes.
func units() [27][9]int {
	var u [27][9]int
	for i := 0; i < 9; i++ {
		for j := 0; j < 9; j++ {
			u[i][j] = 9*i + j
			u[9+i][j] = 9*j + i
			u[18+i][j] = 9*(3*(i/3)+j/3) + 3*(i%3) + j%3
		}
	}
	return u
}

// fixpointFault describes how g falls short of the rules' fixpoint, or
// returns "": a placed cell holds one digit, which none of its peers may
// still hold; an empty cell has two candidates or more (no naked single,
// no cell left without one); and in every unit each digit not placed there
// has two cells or more (no hidden single, no unit without a place for it).
func fixpointFault(g *grid) string {
	for c := 0; c < 81; c++ {
		n := len(cellDigits(g, c))
		switch {
		case holds(g, c) && n != 1:
			return fmt.Sprintf("cell %d placed with %d candidates", c, n)
		case !holds(g, c) && n < 2:
			return fmt.Sprintf("empty cell %d left with %d candidates", c, n)
		}
	}
	for k, unit := range units() {
		for d := 0; d < 9; d++ {
			where, done := 0, 0
			for _, c := range unit {
				if g.cand[c/27][d]>>uint(c%27)&1 != 0 {
					where++
					if holds(g, c) {
						done++
					}
				}
			}
			switch {
			case done > 1:
				return fmt.Sprintf("digit %d placed %d times in unit %d", d+1, done, k)
			case done == 1 && where > 1:
				return fmt.Sprintf("digit %d placed in unit %d but still a candidate beside it", d+1, k)
			case done == 0 && where < 2:
				return fmt.Sprintf("digit %d has %d cells in unit %d and is not placed there", d+1, where, k)
			}
		}
	}
	return ""
}
