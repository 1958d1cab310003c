// picture_chains_test.go holds the chain steps' pictures to the steps
// themselves: for every chain step of the committed puzzles, the cells,
// region, colours and links the rater shows, in each of its views (one a
// chain of a forcing chain's several), must agree with the step's effects
// and with what its text names, and each link's kind with the candidates
// it joins. It must not compute a picture the
// rater's way: it reads the text and follows the links on its own.

package rate

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// chainPicCand is a candidate as the test names it: cell and digit.
type chainPicCand struct{ cell, digit int }

// chainPicTexts read a chain step's text: the hint's name, then what it
// names (serate's toString of its hint).
var chainPicTexts = []struct {
	kind string
	re   *regexp.Regexp
}{
	{"cycle", regexp.MustCompile(`^(?:Bidirectional (?:X-|Y-)?Cycle|Generalized X-Wing): ((?:r\dc\d,?)+)$`)},
	{"chain", regexp.MustCompile(`^(?:Forcing (?:X-|Y-)?Chain|Turbot Fish): r(\d)c(\d)\.(\d) (on|off)$`)},
	{"absurd", regexp.MustCompile(`^(?:Nishio|Contradiction) Forcing Chain: r(\d)c(\d)\.(\d) (on|off) ==> r(\d)c(\d)\.(\d) both on & off$`)},
	{"double", regexp.MustCompile(`^Double Forcing Chain: r(\d)c(\d)\.(\d) on & off ==> r(\d)c(\d)\.(\d) (on|off)$`)},
	{"cell", regexp.MustCompile(`^Cell Forcing Chains: r(\d)c(\d) ==> r(\d)c(\d)\.(\d) (on|off)$`)},
	{"region", regexp.MustCompile(`^Region Forcing Chains: (\d) in (block|row|column) ==> r(\d)c(\d)\.(\d) (on|off)$`)},
}

// chainPicCell reads a cell from its row and column digits.
func chainPicCell(row, col string) int {
	r, _ := strconv.Atoi(row)
	c, _ := strconv.Atoi(col)
	return (r-1)*9 + c - 1
}

// chainPicOf reads a candidate from its row, column and digit.
func chainPicOf(row, col, digit string) chainPicCand {
	d, _ := strconv.Atoi(digit)
	return chainPicCand{chainPicCell(row, col), d}
}

// TestPictureChains takes every step of the committed puzzles and, for
// each chain step, checks its picture against its text and effects.
func TestPictureChains(t *testing.T) {
	logs := readStepLogs(t, "steps.txt.gz")
	seen := map[string]int{}
	var r Rater
	for _, lg := range logs {
		g := mustGrid(t, lg.puzzle)
		if err := r.Start(&g); err != nil {
			t.Fatalf("%s: %v", lg.puzzle, err)
		}
		for i := range lg.steps {
			before := r.g.cand
			s, ok, err := r.Next()
			if err != nil || !ok {
				t.Fatalf("%s step %d: none (%v)", lg.puzzle, i+1, err)
			}
			kind, m := chainPicKind(s.Text())
			if kind == "" {
				continue
			}
			seen[kind]++
			pc := chainPicCheck{t: t, where: lg.puzzle + " step " + strconv.Itoa(i+1) + " " + s.Text(), s: &s, p: s.Picture(), before: &before}
			pc.common()
			pc.byKind(kind, m)
			pc.views(kind, m)
		}
	}
	for _, k := range chainPicTexts {
		if seen[k.kind] == 0 && k.kind != "cycle" && k.kind != "chain" {
			t.Errorf("no %s step", k.kind)
		}
		t.Logf("%s: %d steps", k.kind, seen[k.kind])
	}
}

// chainPicKind reads a chain step's text: its kind and the text's parts,
// "" for a step of another technique.
func chainPicKind(text string) (string, []string) {
	for _, k := range chainPicTexts {
		if m := k.re.FindStringSubmatch(text); m != nil {
			return k.kind, m
		}
	}
	if strings.Contains(text, "Chain") || strings.Contains(text, "Cycle") {
		return "unread", nil
	}
	return "", nil
}

// chainPicCheck is one step under check: the step, its picture and the
// candidates of the grid before it.
type chainPicCheck struct {
	t      *testing.T
	where  string
	s      *Step
	p      Picture
	before *[81]uint16
}

func (pc *chainPicCheck) errorf(format string, args ...interface{}) {
	pc.t.Helper()
	pc.t.Errorf("%s: "+format, append([]interface{}{pc.where}, args...)...)
}

// green, red and cand report whether the picture colours x, and whether x
// was a candidate before the step.
func (pc *chainPicCheck) green(x chainPicCand) bool {
	return pc.p.Green[x.cell]&(1<<uint(x.digit)) != 0
}
func (pc *chainPicCheck) red(x chainPicCand) bool  { return pc.p.Red[x.cell]&(1<<uint(x.digit)) != 0 }
func (pc *chainPicCheck) cand(x chainPicCand) bool { return pc.before[x.cell]&(1<<uint(x.digit)) != 0 }

// common checks what every chain picture holds: colours on candidates
// only, no blue, links between distinct coloured candidates, a placement
// green and removals coloured.
func (pc *chainPicCheck) common() {
	for c := 0; c < 81; c++ {
		if m := (pc.p.Green[c] | pc.p.Red[c]) &^ pc.before[c]; m != 0 {
			pc.errorf("colours %s digits %b, not candidates", CellName(c), m)
		}
		if pc.p.Blue[c] != 0 {
			pc.errorf("blue in %s", CellName(c))
		}
	}
	if len(pc.p.Links) == 0 {
		pc.errorf("no links")
	}
	for _, l := range pc.p.Links {
		from, to := chainPicCand{l.FromCell, l.FromDigit}, chainPicCand{l.ToCell, l.ToDigit}
		for _, x := range [2]chainPicCand{from, to} {
			if !pc.cand(x) || !(pc.green(x) || pc.red(x)) {
				pc.errorf("link %v joins %v, not a coloured candidate", l, x)
			}
		}
		if from == to {
			pc.errorf("link %v from a candidate to itself", l)
		}
	}
	if c, d, ok := pc.s.Placement(); ok && !pc.green(chainPicCand{c, d}) {
		pc.errorf("placement %s=%d not green", CellName(c), d)
	}
	rem := pc.s.Removed()
	for c := range rem {
		for d := 1; d <= 9; d++ {
			if x := (chainPicCand{c, d}); rem[c]&(1<<uint(d)) != 0 && !pc.green(x) && !pc.red(x) {
				pc.errorf("removal %s<>%d not coloured", CellName(c), d)
			}
		}
	}
}

// cells checks the picture's selected cells are those given, in any order.
func (pc *chainPicCheck) cells(want ...int) {
	var w, g cellSet
	for _, c := range want {
		w.add(c)
	}
	for _, c := range pc.p.Cells {
		g.add(c)
	}
	if w != g {
		pc.errorf("cells %v, want %v", pc.p.Cells, want)
	}
}

// effect checks the step proves target in state on: it fills its cell
// (green) or removes it (red, and green only for a hint's on assumption,
// assumed).
func (pc *chainPicCheck) effect(target chainPicCand, on, assumed bool) {
	if on {
		if c, d, ok := pc.s.Placement(); !ok || c != target.cell || d != target.digit {
			pc.errorf("does not place %v", target)
		}
		return
	}
	if rem := pc.s.Removed(); rem[target.cell] != 1<<uint(target.digit) {
		pc.errorf("does not remove %v alone", target)
	}
	if assumed != pc.green(target) || (!assumed && !pc.red(target)) {
		pc.errorf("removal %v: green %v red %v", target, pc.green(target), pc.red(target))
	}
}

// reaches checks that the links lead from candidate from to candidate to
// (a chain of a nested rule may leave links out: its steps are not held
// to it).
func (pc *chainPicCheck) reaches(from, to chainPicCand) {
	if strings.Contains(pc.s.Technique(), "(+") {
		return
	}
	next := map[chainPicCand][]chainPicCand{}
	for _, l := range pc.p.Links {
		a := chainPicCand{l.FromCell, l.FromDigit}
		next[a] = append(next[a], chainPicCand{l.ToCell, l.ToDigit})
	}
	done := map[chainPicCand]bool{}
	todo := append([]chainPicCand(nil), next[from]...)
	for len(todo) > 0 {
		x := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if x == to {
			return
		}
		if !done[x] {
			done[x] = true
			todo = append(todo, next[x]...)
		}
	}
	pc.errorf("no links from %v to %v", from, to)
}

// byKind checks what the text names: its cells, region, assumption and
// target.
func (pc *chainPicCheck) byKind(kind string, m []string) {
	switch kind {
	case "unread":
		pc.errorf("a chain text the test does not read")
	case "cycle":
		pc.cycle(m[1])
	case "chain":
		target := chainPicOf(m[1], m[2], m[3])
		pc.cells(target.cell)
		pc.effect(target, m[4] == "on", false)
		// The chain runs from the target's opposite back to the target.
		pc.reaches(target, target)
	case "absurd":
		src := chainPicOf(m[1], m[2], m[3])
		both := chainPicOf(m[5], m[6], m[7])
		pc.cells(src.cell, both.cell)
		pc.effect(src, m[4] == "off", m[4] == "on")
		if !pc.green(src) || !pc.green(both) {
			pc.errorf("assumption or on target not green")
		}
		pc.reaches(src, both)
	case "double":
		src, target := chainPicOf(m[1], m[2], m[3]), chainPicOf(m[4], m[5], m[6])
		pc.cells(src.cell, target.cell)
		pc.effect(target, m[7] == "on", false)
		pc.reaches(src, target)
	case "cell":
		pc.cellChains(chainPicCell(m[1], m[2]), chainPicOf(m[3], m[4], m[5]), m[6] == "on")
	case "region":
		pc.regionChains(m)
	}
}

// cycle checks a cycle's picture: its cells are the text's, its links a
// closed loop through them, each candidate in once and out once, and its
// removals red, outside the loop.
func (pc *chainPicCheck) cycle(list string) {
	var want []int
	var in cellSet
	for _, n := range strings.Split(list, ",") {
		c := chainPicCell(n[1:2], n[3:4])
		want = append(want, c)
		in.add(c)
	}
	pc.cells(want...)
	out, into := map[chainPicCand]int{}, map[chainPicCand]int{}
	for _, l := range pc.p.Links {
		if !in.has(l.FromCell) || !in.has(l.ToCell) {
			pc.errorf("link %v leaves the cycle's cells", l)
		}
		out[chainPicCand{l.FromCell, l.FromDigit}]++
		into[chainPicCand{l.ToCell, l.ToDigit}]++
	}
	for x, n := range out {
		if n != 1 || into[x] != 1 {
			pc.errorf("%v: %d links out, %d in", x, n, into[x])
		}
	}
	rem := pc.s.Removed()
	for c := range rem {
		if rem[c] != 0 && (in.has(c) || rem[c]&^pc.p.Red[c] != 0) {
			pc.errorf("removal in %s not red or in the cycle", CellName(c))
		}
	}
	if len(pc.p.Links) > 0 {
		l := pc.p.Links[0]
		pc.reaches(chainPicCand{l.ToCell, l.ToDigit}, chainPicCand{l.FromCell, l.FromDigit})
	}
}

// cellChains checks a cell forcing chain's picture: its cell and the
// target's selected, the first chain from the cell's first candidate.
func (pc *chainPicCheck) cellChains(src int, target chainPicCand, on bool) {
	pc.cells(src, target.cell)
	pc.effect(target, on, false)
	first := chainPicCand{src, 1}
	for pc.before[src]&(1<<uint(first.digit)) == 0 {
		first.digit++
	}
	if !pc.green(first) {
		pc.errorf("first assumption %v not green", first)
	}
	pc.reaches(first, target)
}

// regionChains checks a region forcing chain's picture: one region of the
// text's type framed, where the digit had two places or more, the first
// chain from the first of them, the target's cell selected.
func (pc *chainPicCheck) regionChains(m []string) {
	d, _ := strconv.Atoi(m[1])
	target := chainPicOf(m[3], m[4], m[5])
	pc.cells(target.cell)
	pc.effect(target, m[6] == "on", false)
	if len(pc.p.Regions) != 1 || regionName(pc.p.Regions[0]) != m[2] {
		pc.errorf("regions %v, want one %s", pc.p.Regions, m[2])
		return
	}
	var places []int
	for c := 0; c < 81; c++ {
		if pc.before[c]&(1<<uint(d)) != 0 && chainPicInRegion(c, pc.p.Regions[0]) {
			places = append(places, c)
		}
	}
	if len(places) < 2 {
		pc.errorf("region has %d places of %d", len(places), d)
		return
	}
	// A block's cells come row by row, as the cells' numbers do.
	first := chainPicCand{places[0], d}
	if !pc.green(first) {
		pc.errorf("first place %v not green", first)
	}
	pc.reaches(first, target)
}

// chainPicInRegion reports whether cell c lies in region reg (0-8 blocks,
// 9-17 rows, 18-26 columns).
func chainPicInRegion(c, reg int) bool {
	row, col := c/9, c%9
	switch reg / 9 {
	case 0:
		return row/3*3+col/3 == reg
	case 1:
		return row == reg-9
	}
	return col == reg-18
}

// views checks a chain step's views: one for a cycle or a single chain;
// for a forcing chain of several, one a chain in order (a cell's digits,
// a region's places, a binary hint's two states), each with the first
// view's cells and region, coloured as a chain is, its links leading from
// its assumption to its target and its Branch naming both; and every
// view's links of the kind the candidates they join allow.
func (pc *chainPicCheck) views(kind string, m []string) {
	views := pc.s.Views()
	first := pc.p
	if len(views) == 0 || fmt.Sprint(views[0]) != fmt.Sprint(first) {
		pc.errorf("view 0 is not Picture")
		return
	}
	branches := pc.branches(kind, m)
	if len(views) != len(branches) {
		pc.errorf("%d views, want %d", len(views), len(branches))
		return
	}
	defer func() { pc.p = first }()
	for i, v := range views {
		pc.p = v
		if fmt.Sprint(v.Cells, v.Regions) != fmt.Sprint(first.Cells, first.Regions) {
			pc.errorf("view %d: cells %v regions %v, view 0's %v %v", i, v.Cells, v.Regions, first.Cells, first.Regions)
		}
		if i > 0 {
			pc.common()
		}
		pc.linkKinds(i)
		b := branches[i]
		if b.text != v.Branch {
			pc.errorf("view %d: branch %q, want %q", i, v.Branch, b.text)
		}
		if b.text != "" {
			pc.reaches(b.from, b.to)
		}
	}
}

// chainPicBranch is what a view of a forcing chain shows: serate's words
// for it, and the candidates its links lead from and to.
type chainPicBranch struct {
	text     string
	from, to chainPicCand
}

// branches reads the views a chain step's text calls for.
func (pc *chainPicCheck) branches(kind string, m []string) []chainPicBranch {
	var out []chainPicBranch
	switch kind {
	case "absurd":
		src, both := chainPicOf(m[1], m[2], m[3]), chainPicOf(m[5], m[6], m[7])
		for _, on := range []bool{true, false} {
			out = append(out, chainPicBranch{"If " + chainPicWeak(src, m[4] == "on") + ", then " + chainPicStrong(both, on), src, both})
		}
	case "double":
		src, target := chainPicOf(m[1], m[2], m[3]), chainPicOf(m[4], m[5], m[6])
		for _, on := range []bool{true, false} {
			out = append(out, chainPicBranch{"If " + chainPicWeak(src, on) + ", then " + chainPicStrong(target, m[7] == "on"), src, target})
		}
	case "cell":
		src, target := chainPicCell(m[1], m[2]), chainPicOf(m[3], m[4], m[5])
		for d := 1; d <= 9; d++ {
			if x := (chainPicCand{src, d}); pc.cand(x) {
				out = append(out, chainPicBranch{"If " + chainPicWeak(x, true) + ", then " + chainPicStrong(target, m[6] == "on"), x, target})
			}
		}
	case "region":
		d, _ := strconv.Atoi(m[1])
		target := chainPicOf(m[3], m[4], m[5])
		for c := 0; c < 81; c++ {
			if x := (chainPicCand{c, d}); pc.cand(x) && len(pc.p.Regions) == 1 && chainPicInRegion(c, pc.p.Regions[0]) {
				out = append(out, chainPicBranch{"If " + chainPicWeak(x, true) + ", then " + chainPicStrong(target, m[6] == "on"), x, target})
			}
		}
	default:
		out = append(out, chainPicBranch{})
	}
	return out
}

// chainPicWeak and chainPicStrong say a candidate and its state as
// serate's chains do, assumed and implied.
func chainPicWeak(x chainPicCand, on bool) string {
	if on {
		return fmt.Sprintf("%s contains the value %d", CellName(x.cell), x.digit)
	}
	return fmt.Sprintf("%s does not contain the value %d", CellName(x.cell), x.digit)
}

func chainPicStrong(x chainPicCand, on bool) string {
	if on {
		return fmt.Sprintf("%s must contain the value %d", CellName(x.cell), x.digit)
	}
	return fmt.Sprintf("%s cannot contain the value %d", CellName(x.cell), x.digit)
}

// linkKinds checks each link of view i against the candidates it joins:
// two candidates of one cell, or one digit in two cells that see each
// other (a nested rule's links may join others); a strong link's target
// is shown true (green, not red), a weak one's false (red); and in a
// chain that is not dynamic, a strong link's two candidates are the only
// two of their cell, or the digit's only two places in a region they
// share, on the grid before the step.
func (pc *chainPicCheck) linkKinds(i int) {
	nested := strings.Contains(pc.s.Technique(), "(+")
	dynamic := strings.Contains(pc.s.Technique(), "Dynamic") || strings.Contains(pc.s.Technique(), "Nishio")
	for _, l := range pc.p.Links {
		a, b := chainPicCand{l.FromCell, l.FromDigit}, chainPicCand{l.ToCell, l.ToDigit}
		sameCell := a.cell == b.cell && a.digit != b.digit
		peers := a.digit == b.digit && a.cell != b.cell && chainPicShared(a.cell, b.cell) != nil
		if !nested && !sameCell && !peers {
			pc.errorf("view %d: link %v joins candidates that do not see each other", i, l)
		}
		if !nested && l.Strong != (pc.green(b) && !pc.red(b)) {
			pc.errorf("view %d: link %v strong %v, its target green %v red %v", i, l, l.Strong, pc.green(b), pc.red(b))
		}
		if !l.Strong || dynamic {
			continue
		}
		conj := sameCell && popcount(pc.before[a.cell]) == 2
		for _, reg := range chainPicShared(a.cell, b.cell) {
			n := 0
			for c := 0; c < 81; c++ {
				if chainPicInRegion(c, reg) && pc.cand(chainPicCand{c, a.digit}) {
					n++
				}
			}
			conj = conj || (peers && n == 2)
		}
		if !conj {
			pc.errorf("view %d: strong link %v joins no cell's or region's only two", i, l)
		}
	}
}

// chainPicShared gives the regions two distinct cells share.
func chainPicShared(a, b int) []int {
	var out []int
	for reg := 0; reg < 27; reg++ {
		if a != b && chainPicInRegion(a, reg) && chainPicInRegion(b, reg) {
			out = append(out, reg)
		}
	}
	return out
}

// TestForcingBranches holds the review's two boards (magictour top1465,
// lines 1 and 2) to their forcing chains' every branch: line 1's 27th
// step, a region forcing chain on 9 in column 4, has a view from each of
// r1c4, r3c4 and r5c4; line 2's double forcing chain a view of its
// assumption off.
func TestForcingBranches(t *testing.T) {
	for _, tc := range []struct {
		puzzle, text string
		froms        []string
	}{
		{"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
			"Region Forcing Chains: 9 in column ==> r1c6.9 off", []string{"If r1c4 contains", "If r3c4 contains", "If r5c4 contains"}},
		{"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
			"Double Forcing Chain: r2c7.7 on & off ==> r5c2.7 off", []string{"If r2c7 contains", "If r2c7 does not contain"}},
	} {
		g := mustGrid(t, tc.puzzle)
		var r Rater
		if err := r.Start(&g); err != nil {
			t.Fatal(err)
		}
		found := false
		for !found {
			s, ok, err := r.Next()
			if err != nil || !ok {
				break
			}
			if s.Text() != tc.text {
				continue
			}
			found = true
			views := s.Views()
			if len(views) != len(tc.froms) {
				t.Errorf("%s: %d views, want %d", tc.text, len(views), len(tc.froms))
				continue
			}
			for i, v := range views {
				if !strings.HasPrefix(v.Branch, tc.froms[i]) || len(v.Links) == 0 {
					t.Errorf("%s: view %d is %q with %d links, want one from %q", tc.text, i, v.Branch, len(v.Links), tc.froms[i])
				}
			}
		}
		if !found {
			t.Errorf("%s: no step %q", tc.puzzle, tc.text)
		}
	}
}
