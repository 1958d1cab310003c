module sudoku

go 1.16
