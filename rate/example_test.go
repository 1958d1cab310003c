package rate_test

import (
	"fmt"

	"sudoku/rate"
)

// parse reads an 81-character puzzle line, '.' for a blank.
func parse(line string) *rate.Grid {
	var g rate.Grid
	for i := range g {
		if c := line[i]; c >= '1' && c <= '9' {
			g[i] = c - '0'
		}
	}
	return &g
}

// A puzzle's Sudoku Explainer rating, as serate prints it: ER, EP and ED,
// then the hardest technique.
func ExampleRate() {
	g := parse("75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")
	r, err := rate.Rate(g)
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
	var r rate.Rater
	if err := r.Start(parse("75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29...")); err != nil {
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
