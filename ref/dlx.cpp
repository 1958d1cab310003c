// dlx.cpp solves sudoku boards of any box size with dancing links, as
// competitive programmers solve POJ 3076, UVa 1309 and SPOJ SUDOKU: Knuth's
// Algorithm X on the exact cover (a column per cell, per row and symbol,
// per column and symbol, per box and symbol), the column with the fewest
// rows first; the givens' columns are left out and only the candidates
// they allow become rows. It prints *a* solution (the first it meets,
// which is not the lexicographically first in general), or counts to 2.
// It is the yardstick of bench/vsdlx for the general solver (general.go)
// and is used for nothing in the program.
//
// Build and run:
//
//	g++ -O2 -o dlx ref/dlx.cpp
//	./dlx [-count] < boards
//
// Each input line is a board: its box size n, then its n^4 cells, 0 blank.
// Each output line is the solution's cells (or "none"), or with -count the
// number of solutions up to 2. The last line, on stderr, gives the
// boards and the microseconds spent solving them, input and output
// excluded.

#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

// The links of the largest board, 25x25: a column per constraint, a row
// per cell and symbol, four nodes a row. Static arrays and no allocation
// per board, as contest code has it.
const int maxCols = 4 * 625, maxNodes = 1 + maxCols + 4 * 625 * 25;
static int L[maxNodes], R[maxNodes], U[maxNodes], D[maxNodes], C[maxNodes], Row[maxNodes], S[maxCols + 1];
static int picked[625], first[625], depth, nodes;
static long limit, found;

static void cover(int c) {
    R[L[c]] = R[c]; L[R[c]] = L[c];
    for (int i = D[c]; i != c; i = D[i])
        for (int j = R[i]; j != i; j = R[j]) { D[U[j]] = D[j]; U[D[j]] = U[j]; S[C[j]]--; }
}

static void uncover(int c) {
    for (int i = U[c]; i != c; i = U[i])
        for (int j = L[i]; j != i; j = L[j]) { S[C[j]]++; D[U[j]] = j; U[D[j]] = j; }
    R[L[c]] = c; L[R[c]] = c;
}

static void search() {
    if (R[0] == 0) {
        if (found++ == 0) memcpy(first, picked, sizeof(int) * depth);
        return;
    }
    int c = R[0];
    for (int j = R[c]; j != 0; j = R[j])
        if (S[j] < S[c]) c = j;
    cover(c);
    for (int r = D[c]; r != c && found < limit; r = D[r]) {
        picked[depth++] = Row[r];
        for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
        search();
        for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
        depth--;
    }
    uncover(c);
}

// solve fills cells with a solution of the board of box size n and
// returns the solutions found, up to lim.
static long solve(int n, std::vector<int> &cells, long lim) {
    int side = n * n, size = side * side;
    static char taken[maxCols];
    static int header[maxCols];
    memset(taken, 0, 4 * size);
    auto cols = [&](int i, int v, int *out) {
        int r = i / side, c = i % side, b = r / n * n + c / n;
        out[0] = i; out[1] = size + r * side + v; out[2] = 2 * size + c * side + v; out[3] = 3 * size + b * side + v;
    };
    int cs[4];
    int givens = 0;
    for (int i = 0; i < size; i++)
        if (cells[i]) {
            givens++;
            cols(i, cells[i] - 1, cs);
            for (int k : cs) {
                if (taken[k]) return 0;  // givens that clash
                taken[k] = 1;
            }
        }
    limit = lim, found = 0, depth = 0;
    L[0] = R[0] = 0, nodes = 1;
    for (int k = 0; k < 4 * size; k++)
        if (!taken[k]) {
            int h = nodes++;
            U[h] = D[h] = C[h] = h, S[h] = 0;
            L[h] = L[0]; R[h] = 0; R[L[0]] = h; L[0] = h;
            header[k] = h;
        }
    for (int i = 0; i < size; i++) {
        if (cells[i]) continue;
        for (int v = 0; v < side; v++) {
            cols(i, v, cs);
            if (taken[cs[0]] || taken[cs[1]] || taken[cs[2]] || taken[cs[3]]) continue;
            int start = nodes;
            for (int k = 0; k < 4; k++) {
                int j = nodes++, c = header[cs[k]];
                C[j] = c, Row[j] = i * side + v;
                U[j] = U[c]; D[j] = c; D[U[c]] = j; U[c] = j; S[c]++;
                L[j] = k ? j - 1 : start + 3;
                R[j] = k < 3 ? j + 1 : start;
            }
        }
    }
    search();
    for (int k = 0; k < size - givens && found > 0; k++) cells[first[k] / side] = first[k] % side + 1;
    return found;
}

int main(int argc, char **argv) {
    bool count = argc > 1 && strcmp(argv[1], "-count") == 0;
    long boards = 0;
    double us = 0;
    int n;
    while (scanf("%d", &n) == 1) {
        std::vector<int> cells(n * n * n * n);
        for (int &c : cells) if (scanf("%d", &c) != 1) return 2;
        auto start = std::chrono::steady_clock::now();
        long found = solve(n, cells, count ? 2 : 1);
        us += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
        boards++;
        if (count) {
            printf("%ld\n", found);
        } else if (found == 0) {
            printf("none\n");
        } else {
            for (size_t i = 0; i < cells.size(); i++) printf(i ? " %d" : "%d", cells[i]);
            printf("\n");
        }
    }
    fprintf(stderr, "%ld boards, %.1f us\n", boards, us);
    return 0;
}
