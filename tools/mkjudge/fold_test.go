// fold_test.go tests the folding of branches a judge file never takes, on
// small programs whose folded text the tests spell out.

package main

import (
	"strings"
	"testing"
)

// folded returns main.go's text once foldAll has folded the program src
// from main.
func folded(t *testing.T, src string) string {
	t.Helper()
	files, err := foldAll(map[string][]byte{"main.go": []byte(src)}, "main")
	if err != nil {
		t.Fatal(err)
	}
	return string(files["main.go"])
}

// checkHas fails unless text holds each of want and none of unwanted.
func checkHas(t *testing.T, text string, want, unwanted []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("folded program lacks %q:\n%s", w, text)
		}
	}
	for _, u := range unwanted {
		if strings.Contains(text, u) {
			t.Errorf("folded program keeps %q:\n%s", u, text)
		}
	}
}

// presetProgram is a program with a one-entry presets table, as
// mkjudge's cut leaves it, and a flag field no code sets.
const presetProgram = `package main

type preset struct {
	name   string
	about  string
	spaced bool
	reply  int
	read   func() int
}

type config struct {
	count bool
	p     *preset
}

var presets = []*preset{{name: "a", about: "the preset's description", spaced: true, reply: 2, read: readA}}

func readA() int { return 1 }

// readB is what another preset reads with.
func readB() int { return 2 }

func main() {
	cfg := config{p: presets[0]}
	if cfg.p.spaced {
		println("spaced")
	} else {
		println("tight", readB())
	}
	switch cfg.p.reply {
	case 1:
		println("one")
	case 2:
		println("two")
	}
	counting := cfg.count || cfg.p.reply == 3
	if counting && cfg.p.read() > 0 {
		println("counting")
	}
	println(cfg.p.name, cfg.p.read())
}
`

// TestFoldPreset folds the branches on the one preset's fields and on a
// flag no code sets, and leaves out what only they reached: readB, the
// description nothing reads, the local that no longer is read.
func TestFoldPreset(t *testing.T) {
	got := folded(t, presetProgram)
	checkHas(t, got, []string{"println(\"spaced\")", "println(\"two\")", "println(cfg.p.name, cfg.p.read())", "read: readA", "func readA"},
		[]string{"tight", "readB", "\"one\"", "switch", "counting", "description", "about", "\n\n\n"})
}

// TestFoldKeeps leaves each branch whose value folding cannot prove: a
// field a function writes, one two literals give two values, one a
// library function is given the struct (or a slice of them) to fill, and
// a switch case a break leaves early.
func TestFoldKeeps(t *testing.T) {
	src := `package main

import "encoding/binary"

type preset struct{ spaced, json, letters bool }

type opts struct{ strict bool }

type mode struct{ quiet bool }

type row struct{ wide bool }

var presets = []*preset{{spaced: true}}

func set(p *preset) { p.spaced = false }

func main() {
	p := presets[0]
	set(p)
	if p.spaced {
		println("spaced")
	}
	a, b := opts{strict: true}, opts{}
	if a.strict || b.strict {
		println("strict")
	}
	var q preset
	binary.Read(nil, binary.LittleEndian, &q)
	if q.json {
		println("json")
	}
	rs := make([]row, 1)
	binary.Read(nil, binary.LittleEndian, rs)
	if rs[0].wide {
		println("wide")
	}
	m := mode{}
	switch {
	case !m.quiet:
		if p.spaced {
			break
		}
		println("loud")
	}
}
`
	got := folded(t, src)
	checkHas(t, got, []string{"if p.spaced {\n\t\tprintln(\"spaced\")", "a.strict || b.strict", "if q.json", "if rs[0].wide", "switch {", "break"}, nil)
}

// TestFoldBlock keeps the branch taken in a block of its own when a name
// it declares is declared around it too, and unwraps it when not.
func TestFoldBlock(t *testing.T) {
	src := `package main

type preset struct{ spaced bool }

var presets = []*preset{{spaced: true}}

func main() {
	p := presets[0]
	if p.spaced {
		x := 1
		println(x)
	}
	x := 2
	println(x)
	if p.spaced {
		y := 3
		println(y)
	}
}
`
	got := folded(t, src)
	checkHas(t, got, []string{"\t{\n\t\tx := 1\n", "\ty := 3\n\tprintln(y)\n}"}, []string{"if p.spaced"})
}

// TestFoldElse folds the branch of an else-if chain whose condition is
// known, and keeps the chain valid Go: an else takes a block.
func TestFoldElse(t *testing.T) {
	src := `package main

type preset struct{ spaced, json bool }

var presets = []*preset{{spaced: true}}

func main() {
	p, n := presets[0], len(presets)
	if n > 1 {
		println("many")
	} else if p.spaced {
		println("spaced")
	} else {
		println("tight")
	}
	if n > 2 {
		println("more")
	} else if p.json {
		println("json")
	}
}
`
	got := folded(t, src)
	checkHas(t, got, []string{"} else {\n\t\tprintln(\"spaced\")\n\t}", "if n > 2 {\n\t\tprintln(\"more\")\n\t}\n}"}, []string{"tight", "json"})
}
