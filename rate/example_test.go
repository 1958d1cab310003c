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

// A step as data: its kind, the pattern it rests on, where a player
// would look for it, and, for a chain, its proof link by link as Sudoku
// Explainer's GUI lists it, each link with the link that proved each of
// its causes and its reason.
func ExampleStep_Proof() {
	g, err := rate.ParseGrid("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	if err != nil {
		fmt.Println(err)
		return
	}
	var r rate.Rater
	if err := r.Start(&g); err != nil {
		fmt.Println(err)
		return
	}
	for {
		s, ok, err := r.Next()
		if err != nil || !ok {
			break
		}
		if !s.Kind().Chain() {
			continue
		}
		p := s.Pattern()
		_, regions := s.Look()
		fmt.Printf("%s (%s and up): %s\n", s.Kind(), s.Kind().Rating(), s.Text())
		fmt.Println("look at region", regions, "for digit", p.Digits, "which proves", p.Target.Strong())
		proof := s.Proof()
		chain := proof[2]
		fmt.Printf("%d chains; chain 3: %s\n", len(proof), chain.Assertion)
		for _, l := range chain.Lines()[:2] {
			fmt.Println(" ", l)
		}
		cause := chain.Links[1].Causes[0]
		fmt.Println(" ", rate.CellName(cause.Cell), "from link", cause.From, "-", chain.Links[1].Reason)
		break
	}
	// Output:
	// Region Forcing Chains (8.0 and up): Region Forcing Chains: 9 in column ==> r1c6.9 off
	// look at region [21] for digit [9] which proves r1c6 cannot contain the value 9
	// 3 chains; chain 3: If r5c4 contains the value 9, then r1c6 cannot contain the value 9
	//   (1) If r5c4 contains the value 9, then r5c4 cannot contain the value 4 (the cell can contain only one value)
	//   (2) If r5c4 does not contain the value 4, then r5c6 must contain the value 4 (only remaining possible position in the block)
	//   r5c4 from link 1 - only remaining possible position in the block
}
