// cadical_walk.cpp finds the lexicographically first solution of 25x25
// boards with CaDiCaL, a leading SAT solver, through its incremental API,
// as a yardstick for the general solver (general.go, learn.go) on the
// boards of BenchmarkGeneralHard. It is used for nothing in the program
// and is not built by make; NOTES.md has its figures.
//
// The board is the usual CNF: one variable per cell and symbol, each cell
// at least one symbol and at most one (pairwise), each unit each symbol at
// least once and at most once (pairwise), each given a unit clause. The
// walk is general.walk's, one cell a question: find a solution (the
// witness); then cell by cell in row-major order, try the cell's symbols
// in order, skipping those CaDiCaL has fixed false: the witness's symbol
// is fixed at once (the witness shows the cells so far allow it); any
// smaller one is assumed and solved for, a solution becoming the new
// witness and the symbol fixed, no solution adding the symbol's negation.
//
// Build and run (Debian's libcadical-dev, CaDiCaL 1.5.3 here):
//
//	g++ -O2 -o cadical_walk ref/cadical_walk.cpp -lcadical
//	go test -run '^$' -bench 'GeneralHard/25x25-45%-seeds' -benchtime 1x -hard -hardout boards.txt -v
//	taskset -c 1 ./cadical_walk < boards.txt
//
// Each input line is "seed/board" and the 625 cells (0 blank). Each output
// line gives the board, the milliseconds to the first solution and to the
// answer (the clauses' loading not counted), the questions answered yes
// and no, and the answer's FNV-1a hash, as the benchmark logs it.

#include <cadical.hpp>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

const int box = 5, side = box * box, size = side * side;

int var(int i, int d) { return i * side + d + 1; }

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - t)
      .count();
}

// units returns the cells of every row, column and box.
std::vector<std::vector<int>> units() {
  std::vector<std::vector<int>> us;
  for (int a = 0; a < side; a++) {
    std::vector<int> row, col, b;
    for (int k = 0; k < side; k++) {
      row.push_back(a * side + k);
      col.push_back(k * side + a);
      b.push_back((a / box * box + k / box) * side + a % box * box + k % box);
    }
    us.push_back(row), us.push_back(col), us.push_back(b);
  }
  return us;
}

// exactlyOne adds the clauses that exactly one of vars is true.
void exactlyOne(CaDiCaL::Solver &s, const std::vector<int> &vars) {
  for (int v : vars) s.add(v);
  s.add(0);
  for (size_t a = 0; a < vars.size(); a++)
    for (size_t b = a + 1; b < vars.size(); b++) s.add(-vars[a]), s.add(-vars[b]), s.add(0);
}

void load(CaDiCaL::Solver &s, const std::vector<int> &cells) {
  for (int i = 0; i < size; i++) {
    std::vector<int> vars;
    for (int d = 0; d < side; d++) vars.push_back(var(i, d));
    exactlyOne(s, vars);
    if (cells[i] != 0) s.add(var(i, cells[i] - 1)), s.add(0);
  }
  for (const auto &u : units())
    for (int d = 0; d < side; d++) {
      std::vector<int> vars;
      for (int i : u) vars.push_back(var(i, d));
      exactlyOne(s, vars);
    }
}

struct result {
  double firstMs, allMs;
  int yes, no;
  std::vector<int> answer;  // symbol indexes, 0 to side-1
};

// walk returns the board's lexicographically first solution; answer is
// empty when it has none.
result walk(const std::vector<int> &cells) {
  CaDiCaL::Solver s;
  load(s, cells);
  result r{0, 0, 0, 0, {}};
  auto start = std::chrono::steady_clock::now();
  std::vector<int> wit(size);
  auto model = [&] {
    for (int i = 0; i < size; i++)
      for (int d = 0; d < side; d++)
        if (s.val(var(i, d)) > 0) wit[i] = d;
  };
  if (s.solve() != 10) return r;
  model();
  r.firstMs = since(start);
  for (int i = 0; i < size; i++) {
    for (int d = 0; d < side; d++) {
      if (s.fixed(var(i, d)) < 0) continue;
      bool fix = d == wit[i];
      if (!fix) {
        s.assume(var(i, d));
        fix = s.solve() == 10;
        if (fix) model();
        (fix ? r.yes : r.no)++;
      }
      s.add(fix ? var(i, d) : -var(i, d)), s.add(0);
      if (fix) break;
    }
  }
  r.allMs = since(start);
  r.answer = wit;
  return r;
}

uint64_t fnv1a(const std::vector<int> &answer) {
  uint64_t h = 14695981039346656037ULL;
  for (int d : answer) h = (h ^ uint64_t(d + 1)) * 1099511628211ULL;
  return h;
}

}  // namespace

int main() {
  std::string line;
  double logFirst = 0, logAll = 0;
  int boards = 0, under = 0;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string name;
    std::vector<int> cells(size);
    in >> name;
    for (int &c : cells) in >> c;
    result r = walk(cells);
    if (r.answer.empty()) {
      std::printf("%s: no solution\n", name.c_str());
      continue;
    }
    std::printf("%s: first %.1f ms, answer %.1f ms, %d yes, %d no, answer %016llx\n", name.c_str(),
                r.firstMs, r.allMs, r.yes, r.no, (unsigned long long)fnv1a(r.answer));
    std::fflush(stdout);
    logFirst += std::log(r.firstMs), logAll += std::log(r.allMs);
    boards++, under += r.allMs < 50;
  }
  if (boards > 0)
    std::printf("%d boards: geometric means %.1f ms to the first solution, %.1f ms to the answer; %d answered under 50 ms\n",
                boards, std::exp(logFirst / boards), std::exp(logAll / boards), under);
}
