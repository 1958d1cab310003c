// dlx.cpp solves sudoku boards of any box size with dancing links, as
// competitive programmers solve POJ 3076, UVa 1309 and SPOJ SUDOKU: Knuth's
// Algorithm X on the exact cover (a column per cell, per row and symbol,
// per column and symbol, per box and symbol), the column with the fewest
// rows first; the givens' columns are left out and only the candidates
// they allow become rows. It prints *a* solution (the first it meets,
// which is not the lexicographically first in general), or counts to 2.
// It is the yardstick of vsdlx.go for the general solver (general.go) and
// is used for nothing in the program.
//
// Build and run:
//
//	g++ -O2 -o /tmp/dlx ref/dlx.cpp
//	/tmp/dlx [-count] < boards
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

struct Links {
    std::vector<int> L, R, U, D, C, S, row;
    std::vector<int> picked;
    long limit = 1, found = 0;
    std::vector<int> first;  // the rows of the first solution

    int node(int c, int r) {
        int k = L.size();
        L.push_back(k); R.push_back(k); U.push_back(k); D.push_back(k);
        C.push_back(c); S.push_back(0); row.push_back(r);
        if (c >= 0) {  // at the bottom of column c
            U[k] = U[c]; D[k] = c; D[U[c]] = k; U[c] = k; S[c]++;
        }
        return k;
    }

    void cover(int c) {
        R[L[c]] = R[c]; L[R[c]] = L[c];
        for (int i = D[c]; i != c; i = D[i])
            for (int j = R[i]; j != i; j = R[j]) { D[U[j]] = D[j]; U[D[j]] = U[j]; S[C[j]]--; }
    }

    void uncover(int c) {
        for (int i = U[c]; i != c; i = U[i])
            for (int j = L[i]; j != i; j = L[j]) { S[C[j]]++; D[U[j]] = j; U[D[j]] = j; }
        R[L[c]] = c; L[R[c]] = c;
    }

    void search() {
        if (R[0] == 0) {
            if (found++ == 0) first = picked;
            return;
        }
        int c = R[0];
        for (int j = R[c]; j != 0; j = R[j])
            if (S[j] < S[c]) c = j;
        cover(c);
        for (int r = D[c]; r != c && found < limit; r = D[r]) {
            picked.push_back(row[r]);
            for (int j = R[r]; j != r; j = R[j]) cover(C[j]);
            search();
            for (int j = L[r]; j != r; j = L[j]) uncover(C[j]);
            picked.pop_back();
        }
        uncover(c);
    }
};

// solve fills cells with a solution of the board of box size n and
// returns the solutions found, up to limit.
static long solve(int n, std::vector<int> &cells, long limit) {
    int side = n * n, size = side * side;
    std::vector<char> taken(4 * size, 0);  // constraints the givens meet
    auto cols = [&](int i, int v) {
        int r = i / side, c = i % side, b = r / n * n + c / n;
        return std::vector<int>{i, size + r * side + v, 2 * size + c * side + v, 3 * size + b * side + v};
    };
    for (int i = 0; i < size; i++)
        if (cells[i]) {
            for (int k : cols(i, cells[i] - 1)) {
                if (taken[k]) return 0;  // givens that clash
                taken[k] = 1;
            }
        }
    Links x;
    x.limit = limit;
    x.node(-1, -1);  // the root
    std::vector<int> header(4 * size, -1);
    for (int k = 0; k < 4 * size; k++)
        if (!taken[k]) {
            int h = x.node(-1, -1);
            x.C[h] = h;
            x.L[h] = x.L[0]; x.R[h] = 0; x.R[x.L[0]] = h; x.L[0] = h;
            header[k] = h;
        }
    for (int i = 0; i < size; i++) {
        if (cells[i]) continue;
        for (int v = 0; v < side; v++) {
            std::vector<int> cs = cols(i, v);
            bool ok = true;
            for (int k : cs) ok = ok && !taken[k];
            if (!ok) continue;
            int first = -1;
            for (int k : cs) {
                int j = x.node(header[k], i * side + v);
                if (first < 0) first = j;
                else { x.L[j] = x.L[first]; x.R[j] = first; x.R[x.L[first]] = j; x.L[first] = j; }
            }
        }
    }
    x.search();
    for (int r : x.first) cells[r / side] = r % side + 1;
    return x.found;
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
