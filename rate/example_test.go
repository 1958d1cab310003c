// example_test.go shows the package as its users call it: a rating, the
// steps, a candidate line, malformed input. It must not reach inside.

package rate_test

import (
	"errors"
	"fmt"

	"sudoku/rate"
)

// A puzzle's Sudoku Explainer rating, as serate prints it: ER, EP and ED,
// then the hardest technique.
func ExampleRate() {
	g, err := rate.ParseGrid("75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := rate.Rate(&g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r)
	fmt.Println("hardest step:", r.ER, "steps:", r.Steps)
	// Output:
	// 4.2/1.2/1.2 XY-Wing
	// hardest step: 4.2 steps: 58
}

// The first steps a person could take, and the first step that is not a
// single.
func ExampleRater_Next() {
	g, err := rate.ParseGrid("75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	if err != nil {
		fmt.Println(err)
		return
	}
	var r rate.Rater
	if err := r.Start(&g); err != nil {
		fmt.Println(err)
		return
	}
	for i := 0; ; i++ {
		s, ok, err := r.Next()
		if err != nil || !ok {
			break
		}
		if i < 2 || s.Rating() > 23 {
			fmt.Println(s)
		}
		if s.Rating() > 23 {
			break
		}
	}
	// Output:
	// 1.2 Hidden Single: r2c8: 5 in block -> r2c8=5
	// 1.2 Hidden Single: r4c4: 6 in block -> r4c4=6
	// 2.6 Pointing: Cells r8c1,r8c3: 1 in block and row -> r8c8<>1,r8c9<>1
}

// A grid part-way through a solve, as serate's 729-character line gives
// it (digit d of cell c at 9c+d-1, '.' where struck), rated from its
// candidates as they are.
func ExampleParseMarks() {
	m, err := rate.ParseMarks(".....6.....34..78.......78.........91............5......34..78..2.........34...8....4...8.1.3...7...2.........3...7.......6......4...8.1.3.5.7..........9..3.5........5....1.34..78.........9..34..7...23...78..2.4...8.1.34..78.1..4..78......6...........9......78.......78..2..........4.......3...........6.......5....1.........2............6......4............8.....5....1................9..3............7..1............5......3...........6...........9......7.....4...8....4...8..2.........3.......2.4...8.....5....1.........2....78..2.4...8..2.4..78......6...........9......7...2.4...8......6.......5.....23....8.........91234...8.1..4...8...34...8....4...8.........91..........34..7...23...78......6....2345.78....4..78...345..8.")
	if err != nil {
		fmt.Println(err)
		return
	}
	var r rate.Rater
	rt, err := r.RateMarks(&m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rt)
	fmt.Println(m.String()[:27], "...")
	// Output:
	// 4.2/4.0/4.0 XY-Wing
	// .....6.....34..78.......78. ...
}

// Malformed lines and boards: ErrInvalid, saying what is wrong.
func ExampleParseGrid() {
	_, err := rate.ParseGrid("75..81..x....6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	fmt.Println(err)
	g, _ := rate.ParseGrid("75..81..7....6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	_, err = rate.Rate(&g)
	fmt.Println(err, errors.Is(err, rate.ErrInvalid))
	fmt.Println(g)
	// Output:
	// invalid board: column 9: want a digit 1-9, '.' or '0', got 'x'
	// invalid board: digit 7 twice in row 1 (r1c1 and r1c9) true
	// 75..81..7....6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...
}
