// leetcode.go holds LeetCode's function forms of two problems, which take
// a board as a [][]byte of '1'-'9' and '.': solveSudoku (37, Sudoku
// Solver) and isValidSudoku (36, Valid Sudoku). tools/mkjudge writes each
// with what it reaches as the file to paste into LeetCode's editor. It
// must not read or print boards.

package main

// solveSudoku fills board, LeetCode 37's 9x9 [][]byte, in place. The digits
// are those of its lexicographically first solution (its only one, as the
// problem promises); a board without a solution is left as it was.
func solveSudoku(board [][]byte) {
	b := leetBoard(board)
	var s Solver
	sol, ok := s.Solve(&b)
	for i := 0; ok && i < len(sol); i++ {
		board[i/9][i%9] = '0' + sol[i]
	}
}

// isValidSudoku reports whether no digit repeats in a unit's givens. The
// units are the rows, columns and boxes of board, LeetCode 36's 9x9
// [][]byte; whether the board has a solution is not asked.
func isValidSudoku(board [][]byte) bool {
	b := leetBoard(board)
	return checkGivens(&b) == nil
}

// leetBoard returns LeetCode's board as a Board. A byte '1'-'9' is a digit,
// any other byte a blank.
func leetBoard(board [][]byte) Board {
	var b Board
	for r := 0; r < 9 && r < len(board); r++ {
		for c := 0; c < 9 && c < len(board[r]); c++ {
			if v := board[r][c]; v >= '1' && v <= '9' {
				b[9*r+c] = v - '0'
			}
		}
	}
	return b
}
