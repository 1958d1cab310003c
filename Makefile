# Thin wrappers around the go tool. `make` alone runs the tests.
GO ?= go
FUZZTIME ?= 60s
PROBLEM ?= auto
# With PROBLEM=check, JUDGE (kattis, testlib, cms, boj) and FORMAT (a
# preset) make the checker for that judge system and problem; with
# PROBLEM=validate, FORMAT (and JUDGE kattis or testlib) the validator.
JUDGE ?=
FORMAT ?=
ROUNDS ?= 3
# TDOKU names tdoku's benchmark harness, tdoku-bench, which stays outside
# the repository, for make bench and make tdoku (by default
# ../shared/tools/tdoku-bench).
TDOKU ?=
# SERATE names the folder of serate's classes (SukakuExplainer's, compiled
# outside the repository: docs/rating.md names the commit), for make
# serate.
SERATE ?=
# SKFR names skfr's binary, compiled outside the repository (docs/rating.md
# names the commit), timed beside serate by make serate.
SKFR ?=

.PHONY: test test-long build run bench tdoku dlx serate clean vet fmt golden judge package fuzz race

# -parallel 4 lets the tests that wait on the clock leave the cores to
# the others; go vet runs in make test-long (TestVet) and make vet
# (docs/performance.md, "make test").
test: fmt
	$(GO) test -count=1 -vet=off -parallel 4 ./...

# The long sweeps whole (the fault sweeps, the long runs, the Kattis
# package, every serate line, the hardest list): what make test samples.
test-long:
	$(GO) test -count=1 -timeout 60m . ./rate ./explain -long

build:
	$(GO) build -o sudoku .

run: build
	./sudoku < testdata/boj2580.in

bench:
	$(GO) test -run '^$$' -bench . -benchtime 3x .
	$(GO) test -run '^$$' -bench GeneralHard -benchtime 1x -hard .
	$(GO) run ./bench/vstdoku -rounds $(ROUNDS) $(if $(TDOKU),-tdoku $(TDOKU))
	$(GO) run ./bench/vsdlx -rounds $(ROUNDS)
	$(GO) run ./bench/vsserate -rounds $(ROUNDS) $(if $(SERATE),-serate $(SERATE)) $(if $(SKFR),-skfr $(SKFR))

tdoku:
	$(GO) run ./bench/vstdoku -rounds $(ROUNDS) $(if $(TDOKU),-tdoku $(TDOKU))

dlx:
	$(GO) run ./bench/vsdlx -rounds $(ROUNDS)

serate:
	$(GO) run ./bench/vsserate -rounds $(ROUNDS) $(if $(SERATE),-serate $(SERATE)) $(if $(SKFR),-skfr $(SKFR))

judge:
	$(GO) run ./tools/mkjudge -problem $(PROBLEM) $(if $(JUDGE),-judge $(JUDGE)) $(if $(FORMAT),-format $(FORMAT))

# Without FORMAT, make stops on one line that says what to run.
package:
	$(if $(FORMAT),,$(error FORMAT names the preset: make package FORMAT=NAME (sudoku -format list names them)))
	$(GO) run ./tools/mkpackage -format $(FORMAT)

fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzRun$$' -fuzztime $(FUZZTIME) .
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) .
	$(GO) test -run '^$$' -fuzz '^FuzzPresets$$' -fuzztime $(FUZZTIME) .
	$(GO) test -run '^$$' -fuzz '^FuzzJudge$$' -fuzztime $(FUZZTIME) .
	$(GO) test -run '^$$' -fuzz '^FuzzPlay$$' -fuzztime $(FUZZTIME) .
	$(GO) test -run '^$$' -fuzz '^FuzzHTTP$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 10x .
	$(GO) test -run '^$$' -fuzz '^FuzzRater$$' -fuzztime $(FUZZTIME) ./rate

golden:
	$(GO) test -run '^TestGolden$$' -update .

vet:
	$(GO) vet ./...

# Every folder's Go files but dist/'s: those are generated (make judge,
# make package), and LeetCode's have no package clause for gofmt to read.
# TestJudgeFile checks that every judge file is gofmt's output.
fmt:
	@out=$$(find . -name '*.go' -not -path './dist/*' -not -path './.git/*' | xargs gofmt -l); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

clean:
	rm -rf sudoku dist

race:
	$(GO) test -race -short .
