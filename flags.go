// flags.go holds the command line as data: the modes the command has, the
// flags each mode takes, and the one check of a command line against
// them, with one form for each kind of misuse. It must not read, solve or
// print boards, nor check a flag's value (each mode settles its own).

package main

import (
	"flag"
	"sort"
	"strings"
)

// modes are what the command does, each a job with its own flags: the
// first, solving, unless a flag chooses another (the flag named as the
// mode). mkjudge keeps one of them in a judge file: solving, or checking
// in the checker's.
var modes = []mode{
	{name: "solve", job: func(*flag.FlagSet, *options) job { return solving{} }},
	{name: "check", job: newChecker},
	{name: "judge", job: newJudging},
	{name: "verdict", job: newVerdicts},
	{name: "gen", job: newGenerating},
	{name: "validate", job: newValidating},
	{name: "rate", job: newRateJob},
	{name: "hint", job: newHintJob},
	{name: "steps", job: newStepsJob},
	{name: "explain", job: newExplainJob},
	{name: "svg", job: newDrawing},
	{name: "http", job: newServing},
	{name: "version", job: newVersion},
}

// mode is one thing the command does: job defines the mode's own flags on
// fs (and those it shares with other modes, on o) and returns the job they
// configure.
type mode struct {
	name string
	job  func(fs *flag.FlagSet, o *options) job
}

// flagModes names, for each flag, the modes that take it. A flag that
// chooses a mode is the mode's name; -judge chooses judging, or names the
// judge system of -validate, which takes it.
var flagModes = map[string]string{
	"format": "solve check judge verdict gen validate rate hint steps explain svg version",
	"j":      "solve check verdict gen rate hint steps explain",
	"stats":  "solve gen",
	"count":  "solve",
	"limit":  "solve check",
	"check":  "check",
	"first":  "check judge",
	"judge":  "judge validate",
	"strict": "judge", "points": "judge",
	"verdict": "verdict", "calls": "verdict",
	"minimal": "verdict gen",
	"gen":     "gen", "seed": "gen", "clues": "gen", "symmetry": "gen", "several": "gen", "against": "gen",
	"time": "gen", "moves": "gen", "box": "gen", "out": "gen svg", "test": "gen", "rating": "gen",
	"min-calls": "gen validate", "max-calls": "gen validate",
	"validate": "validate", "solvable": "validate", "unique": "validate", "min-clues": "validate", "max-clues": "validate",
	"rate": "rate", "rate-format": "rate", "hint": "hint", "steps": "steps", "explain": "explain", "proof": "hint steps",
	"svg": "svg gen", "solution": "svg gen",
	"variant": "solve check judge verdict gen validate rate hint steps explain svg",
	"version": "version",
	"http":    "http",
}

// takes reports whether mode m takes flag f.
func takes(m, f string) bool {
	for _, name := range strings.Fields(flagModes[f]) {
		if name == m {
			return true
		}
	}
	return false
}

// chooseMode returns the index in modes of the mode the flags ask for.
// It returns a usage error instead for two modes at once, or a flag the
// mode does not take. A mode whose flag another mode asked for takes
// (-validate -judge) yields to it.
func chooseMode(given map[string]bool) (int, string) {
	var chosen []int
	for i, m := range modes[1:] {
		if given[m.name] {
			chosen = append(chosen, i+1)
		}
	}
	for k := 0; k < len(chosen) && len(chosen) > 1; k++ {
		for _, j := range chosen {
			if j != chosen[k] && takes(modes[j].name, modes[chosen[k]].name) {
				chosen = append(chosen[:k], chosen[k+1:]...)
				k--
				break
			}
		}
	}
	switch {
	case len(chosen) > 1:
		return 0, "-" + modes[chosen[0]].name + " and -" + modes[chosen[1]].name + " go apart"
	case len(chosen) == 0:
		chosen = []int{0}
	}
	return chosen[0], misplaced(given, modes[chosen[0]].name)
}

// misplaced says which flag given the mode m does not take. It says
// with what the flag goes; "" when m takes them all.
func misplaced(given map[string]bool, m string) string {
	var names []string
	for f := range given {
		names = append(names, f)
	}
	sort.Strings(names) // the same message whatever the order of the flags
	for _, f := range names {
		if takes(m, f) {
			continue
		}
		var with []string
		for _, name := range strings.Fields(flagModes[f]) {
			if name != "solve" {
				with = append(with, "-"+name)
			}
		}
		switch {
		case takes("solve", f):
			return "-" + f + " does not go with -" + m
		case m == "solve":
			return "-" + f + " goes with " + strings.Join(with, " or ")
		}
		return "-" + f + " goes with " + strings.Join(with, " or ") + ", not -" + m
	}
	return ""
}
