// dlx_test.go holds the tests' own counter of solutions for boards of any
// size: Knuth's dancing links (Algorithm X on the sudoku exact cover),
// sharing no code with the solvers it checks. Plain backtracking, the
// 9x9 oracle, cannot decide 16x16 and 25x25 boards.

package main

import (
	"math/rand"
	"testing"
)

// dlx is the exact cover of one board: a column per cell, per row and
// symbol, per column and symbol and per box and symbol; a row per cell and
// symbol, covering its four columns. Nodes are indices into the link
// arrays; node 0 is the root, 1..cols the column headers.
type dlx struct {
	left, right, up, down, col []int32
	size                       []int32 // rows left in each column
	row                        []int32 // the candidate (cell*side+symbol) of each node
	solution                   []int32
	count, limit               int
	first                      []uint8 // the first solution found
	side                       int
}

// dlxCount counts the solutions of a board of box size n, up to limit; it
// returns the count and the first solution found (nil if none). Clashing
// givens have none.
func dlxCount(n int, cells []uint8, limit int) (int, []uint8) {
	side := n * n
	cols := 4 * side * side
	d := &dlx{limit: limit, side: side}
	d.add(-1, 0) // the root
	for c := 1; c <= cols; c++ {
		d.add(-1, int32(c))
	}
	for c := 0; c <= cols; c++ { // the header ring
		d.left[c], d.right[c] = int32((c+cols)%(cols+1)), int32((c+1)%(cols+1))
	}
	rowOf := make([]int32, side*side*side) // a node of each candidate's row
	for i := 0; i < side*side; i++ {
		r, c := i/side, i%side
		b := r/n*n + c/n
		for v := 0; v < side; v++ {
			rowOf[i*side+v] = d.addRow(int32(i*side+v), []int{
				i, side*side + r*side + v, 2*side*side + c*side + v, 3*side*side + b*side + v,
			})
		}
	}
	for i, v := range cells {
		if v == 0 {
			continue
		}
		node := rowOf[i*side+int(v)-1]
		if d.size[d.col[node]] < 0 {
			return 0, nil // a column a given already took: a clash
		}
		for j := node; ; {
			if d.size[d.col[j]] < 0 {
				return 0, nil
			}
			d.cover(d.col[j])
			d.size[d.col[j]] = -1 // taken
			if j = d.right[j]; j == node {
				break
			}
		}
		d.solution = append(d.solution, d.row[node])
	}
	d.search()
	return d.count, d.first
}

// add appends a node in column c (-1 for a header, which heads itself).
func (d *dlx) add(r, c int32) int32 {
	k := int32(len(d.left))
	d.left, d.right = append(d.left, k), append(d.right, k)
	d.up, d.down = append(d.up, k), append(d.down, k)
	d.row, d.size = append(d.row, r), append(d.size, 0)
	if r < 0 {
		d.col = append(d.col, k)
		return k
	}
	d.col = append(d.col, c)
	d.up[k], d.down[k] = d.up[c], c // at the bottom of column c
	d.down[d.up[c]], d.up[c] = k, k
	d.size[c]++
	return k
}

// addRow appends a row of nodes in the given columns (from 0), linked in
// a ring, and returns its first node.
func (d *dlx) addRow(r int32, columns []int) int32 {
	first := int32(-1)
	for _, c := range columns {
		k := d.add(r, int32(c+1))
		if first < 0 {
			first = k
		} else {
			d.left[k], d.right[k] = d.left[first], first
			d.right[d.left[first]], d.left[first] = k, k
		}
	}
	return first
}

func (d *dlx) cover(c int32) {
	d.right[d.left[c]], d.left[d.right[c]] = d.right[c], d.left[c]
	for i := d.down[c]; i != c; i = d.down[i] {
		for j := d.right[i]; j != i; j = d.right[j] {
			d.down[d.up[j]], d.up[d.down[j]] = d.down[j], d.up[j]
			d.size[d.col[j]]--
		}
	}
}

func (d *dlx) uncover(c int32) {
	for i := d.up[c]; i != c; i = d.up[i] {
		for j := d.left[i]; j != i; j = d.left[j] {
			d.size[d.col[j]]++
			d.down[d.up[j]], d.up[d.down[j]] = j, j
		}
	}
	d.right[d.left[c]], d.left[d.right[c]] = c, c
}

// search is Algorithm X, the column with the fewest rows first.
func (d *dlx) search() {
	if d.right[0] == 0 {
		if d.count++; d.first == nil {
			d.first = make([]uint8, d.side*d.side)
			for _, r := range d.solution {
				d.first[int(r)/d.side] = uint8(int(r)%d.side + 1)
			}
		}
		return
	}
	c := d.right[0]
	for j := d.right[c]; j != 0; j = d.right[j] {
		if d.size[j] < d.size[c] {
			c = j
		}
	}
	d.cover(c)
	for r := d.down[c]; r != c && d.count < d.limit; r = d.down[r] {
		d.solution = append(d.solution, d.row[r])
		for j := d.right[r]; j != r; j = d.right[j] {
			d.cover(d.col[j])
		}
		d.search()
		for j := d.left[r]; j != r; j = d.left[j] {
			d.uncover(d.col[j])
		}
		d.solution = d.solution[:len(d.solution)-1]
	}
	d.uncover(c)
}

// TestDLX holds the dancing links to the plain backtracking on random 9x9
// boards: the same count up to 3, and the same solution when unique.
func TestDLX(t *testing.T) {
	t.Parallel() // one of the slower tests, which share the two cores
	r := rand.New(rand.NewSource(5))
	for k := 0; k < short(300, 60); k++ {
		b := randomBoard(r, 22+r.Intn(30))
		first, want, decided := backtrack(b, 3, 5_000_000)
		if !decided {
			continue
		}
		got, sol := dlxCount(3, b[:], 3)
		if got != want || want == 1 && string(sol) != string(first[:]) {
			t.Fatalf("%s: dlx counts %d, backtracking %d", b, got, want)
		}
	}
}
