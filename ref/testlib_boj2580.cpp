// testlib_boj2580.cpp is a special judge for BOJ 2580 written as testlib's
// checkers are (MikeMirzayanov/testlib), the reference the tests hold
// sudoku -judge's verdicts to: judgesys_test.go builds it when g++ and
// testlib.h are at hand and runs it on the contestant outputs of its
// corpus. It is used for nothing in the program and is not built by make.
//
// It reads the board from the input (81 numbers 0-9, 0 blank), then the
// jury's answer and the contestant's output alike: 81 integers 1-9 read
// with testlib's readInt, which takes tokens apart by spaces, tabs, CRs and
// LFs wherever they fall and no other byte; each must keep the givens and
// repeat no digit in a row, column or box. Any valid solution is accepted,
// as BOJ 2580 accepts any. Testlib itself gives the verdicts of what it
// reads: a token that is not an integer is a presentation error, an
// integer out of 1-9 a wrong answer, the output ending early an
// unexpected end, anything after the answer "Extra information in the
// output file" (a presentation error); a fault in the jury's answer is a
// judge failure.
//
// Build and run by hand (TESTLIB names the folder holding testlib.h):
//
//	g++ -O2 -I"$TESTLIB" -o testlib_boj2580 ref/testlib_boj2580.cpp
//	./testlib_boj2580 input output answer

#include "testlib.h"

#include <string>

static int board[9][9];

// readGrid reads a grid from s and returns what is wrong with it, or "".
static std::string readGrid(InStream &s, int grid[9][9]) {
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            grid[r][c] = s.readInt(1, 9, format("r%dc%d", r + 1, c + 1));
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            if (board[r][c] != 0 && board[r][c] != grid[r][c])
                return format("r%dc%d: given %d changed to %d", r + 1, c + 1, board[r][c], grid[r][c]);
    for (int u = 0; u < 9; u++) {
        int row = 0, col = 0, box = 0;
        for (int k = 0; k < 9; k++) {
            row |= 1 << grid[u][k];
            col |= 1 << grid[k][u];
            box |= 1 << grid[u / 3 * 3 + k / 3][u % 3 * 3 + k % 3];
        }
        if (row != 0x3fe)
            return format("row %d repeats a digit", u + 1);
        if (col != 0x3fe)
            return format("column %d repeats a digit", u + 1);
        if (box != 0x3fe)
            return format("box %d repeats a digit", u + 1);
    }
    return "";
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            board[r][c] = inf.readInt(0, 9, format("board r%dc%d", r + 1, c + 1));
    int jury[9][9], got[9][9];
    std::string why = readGrid(ans, jury);
    if (!why.empty())
        quitf(_fail, "the jury's answer: %s", why.c_str());
    why = readGrid(ouf, got);
    if (!why.empty())
        quitf(_wa, "%s", why.c_str());
    quitf(_ok, "a solution");
}
