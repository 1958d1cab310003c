// Package rate rates 9x9 sudoku puzzles on the scale the puzzle community
// publishes, Sudoku Explainer's, exactly as SukakuExplainer's serate
// (version 1.18.1, default settings) rates them, and gives the steps a
// person could take to solve them.
//
// # The scale
//
// Sudoku Explainer solves a puzzle as a person would, one step at a time,
// asking its techniques in a fixed order, from the easiest: Hidden Single
// (1.2), Naked Single (2.3), Pointing and Claiming (2.6), Naked Pair (3.0),
// X-Wing (3.2), up through the wings, uniqueness techniques, aligned
// exclusions, and forcing chains nested up to four levels deep (11.9 and
// more). Each step has a rating, and a puzzle has three:
//
//   - ER, the rating of its hardest step: the number published as a
//     puzzle's difficulty ("SE 7.2");
//   - EP, the hardest step up to the first placement of a digit (the
//     "pearl" rating: how hard to get started);
//   - ED, the rating of the first step (the "diamond": how hard the very
//     first move is).
//
// serate prints them as "ER/EP/ED Technique", Technique naming the first
// step rated ER; Rating.String gives that line. Ratings are in tenths
// (Tenths), as serate prints them. A puzzle no technique finishes rates
// 20.0, "Beyond solver", as serate rates it.
//
// # Boards it rates
//
// The rater rates boards with one solution. serate would rate others too,
// but its uniqueness techniques then rest on a false premise: the rater
// answers ErrNoSolution or ErrSeveral instead, and ErrInvalid (wrapped
// with what is wrong: test with errors.Is) for a malformed board, a cell
// above 9 or two equal digits in a row, column or block. Rate and Start
// give the same verdict on every board. The package counts a board's
// solutions itself, once, with a small search (or Rater.Count).
//
// # Use
//
// ParseGrid reads a board's 81-character line and ParseMarks serate's
// 729-character line of a grid part-way through a solve; Grid.String and
// Marks.String write them back. Rate rates a board; it is safe for use by
// several goroutines at once. A Rater does the same and keeps its scratch
// space from one board to the next; Start and Next walk through the steps
// one at a time, for a hint or a whole solution path, and StartMarks and
// RateMarks start from a candidate grid. A Rater is not safe for use by
// several goroutines at once: give each goroutine its own. After a failed
// call a Rater holds no board: Next answers ErrNoBoard.
//
// # Stopping
//
// RateContext, RateMarksContext and NextContext stop soon after their
// context is done and return its error: a stopped rating leaves no board,
// a stopped step leaves the board as it was, the step not taken (Next may
// be asked again). The methods without a context run to the end, which on
// the hardest boards takes seconds.
package rate

// Grid is a 9x9 board, cells row by row (cell 9*row + column, both from
// 0): 1-9 a digit, 0 a blank.
type Grid [81]uint8
