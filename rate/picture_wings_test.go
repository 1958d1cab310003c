// picture_wings_test.go holds the pictures of the strong links, the wings
// and the aligned exclusions to their steps: each step of these techniques
// in the committed puzzles and serate's technique cases must select the
// cells its text names, show its removals in red and draw links between
// candidates of its pattern. It must not hard-code a picture: what it
// expects comes from the step's text, its removals and the grid before it.

package rate

import (
	"fmt"
	"math/bits"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// wingFamily matches the names of the techniques whose pictures this file
// checks (not X-Wing, a fish).
var wingFamily = regexp.MustCompile(`Strong|Skyscraper|Kite|X-Loop|Y-Wing|Z-Wing|Aligned`)

// shownStep is a step with what the checks need: its text, the candidates
// before it (bit d of cand[c] for digit d in cell c), its removals and its
// picture.
type shownStep struct {
	text       string
	cand, elim [81]uint16
	pic        Picture
}

// TestPictureWings checks the picture of every strong link, wing and
// aligned exclusion step the rater takes on the committed puzzles (up to
// each puzzle's last such step in serate's log), and of serate's technique
// cases of these names given to their producer.
func TestPictureWings(t *testing.T) {
	seen := map[string]int{}
	check := func(where string, st shownStep) {
		name := textName(st.text)
		seen[strings.TrimRight(name, " 0123456789")]++
		for _, e := range checkWingPicture(st) {
			t.Errorf("%s %s: %s", where, st.text, e)
		}
	}
	var r Rater
	for _, lg := range readStepLogs(t, "steps.txt.gz") {
		last := 0
		for i, s := range lg.steps {
			if wingFamily.MatchString(textName(s[strings.Index(s, "|")+1:])) {
				last = i + 1
			}
		}
		if last == 0 {
			continue
		}
		g := mustGrid(t, lg.puzzle)
		if err := r.Start(&g); err != nil {
			t.Fatalf("%s: %v", lg.puzzle, err)
		}
		for i := 1; i <= last; i++ {
			cand := r.g.cand
			s, ok, err := r.Next()
			if !ok || err != nil {
				t.Fatalf("%s step %d: none (%v)", lg.puzzle, i, err)
			}
			if wingFamily.MatchString(s.Technique()) {
				check(fmt.Sprintf("%s step %d", lg.puzzle, i), shownStep{s.Text(), cand, s.Removed(), s.Picture()})
			}
		}
	}
	for _, st := range wingTechniqueCases(t) {
		check("techniques.txt", st)
	}
	for _, n := range []string{"Skyscraper", "Grouped 2 Strong links", "(3 Strong Links) X-Loop",
		"XY-Wing", "XYZ-Wing", "WXYZ-Wing", "VWXYZ-Wing", "UVWXYZ-Wing", "TUVWXYZ-Wing",
		"Aligned Pair Exclusion", "Aligned Triplet Exclusion"} {
		if seen[n] == 0 {
			t.Errorf("no step of %s checked", n)
		}
	}
	t.Logf("%d names checked", len(seen))
}

// wingTechniqueCases gives serate's technique cases of the family
// (testdata/techniques.txt) to their producers, the rater explaining, and
// returns the steps with their pictures.
func wingTechniqueCases(t *testing.T) []shownStep {
	byName := map[string]technique{}
	for _, tq := range techniques {
		byName[tq.name] = tq
	}
	var out []shownStep
	var r Rater
	for _, tc := range readTechniqueCases(t, "techniques.txt") {
		tq, ok := byName[producerOf(tc.name)]
		if !wingFamily.MatchString(tc.name) || !ok {
			continue
		}
		r.loadCase(tc.grid, tc.marks)
		r.s.reset()
		r.explain, r.pic = true, picture{}
		if !tq.find(&r, &r.s) {
			t.Errorf("%s: %s finds nothing", tc.source, tc.name)
			continue
		}
		out = append(out, shownStep{r.s.Text(), r.g.cand, r.s.elim, r.pic.export()})
	}
	return out
}

// checkWingPicture checks a step's picture by its technique.
func checkWingPicture(st shownStep) []string {
	var errs []string
	if st.pic.Blue != [81]uint16{} {
		errs = append(errs, "blue candidates")
	}
	name := textName(st.text)
	switch {
	case strings.HasPrefix(name, "Aligned"):
		return append(errs, checkAlignedPicture(st)...)
	case name == "XY-Wing" || name == "XYZ-Wing":
		return append(errs, checkXYWingPicture(st)...)
	case strings.Contains(name, "-Wing"):
		return append(errs, checkBigWingPicture(st)...)
	}
	return append(errs, checkLinksPicture(st)...)
}

// textCells reads the cells a step's text names after its name: "Cell
// r1c2,r3c4 on value 5" or "r1c2,r3c4", and the words after them.
func textCells(text string) (cells []int, rest string) {
	s := text[strings.Index(text, ": ")+2:]
	s = strings.TrimPrefix(strings.TrimPrefix(s, "Cells "), "Cell ")
	list, rest, _ := strings.Cut(s, " ")
	for _, n := range strings.Split(list, ",") {
		if len(n) == 4 && n[0] == 'r' && n[2] == 'c' {
			cells = append(cells, int(n[1]-'1')*9+int(n[3]-'1'))
		}
	}
	return cells, rest
}

// textValues reads "on value 5" (x is 0) or "on values 4,5".
func textValues(rest string) (x, z int) {
	v := rest[strings.LastIndex(rest, " ")+1:]
	if a, b, ok := strings.Cut(v, ","); ok {
		x, _ = strconv.Atoi(a)
		z, _ = strconv.Atoi(b)
		return x, z
	}
	z, _ = strconv.Atoi(v)
	return 0, z
}

// sees reports whether cells a and b share a row, a column or a block.
func sees(a, b int) bool {
	return a/9 == b/9 || a%9 == b%9 || (a/27 == b/27 && a%9/3 == b%9/3)
}

// inRegion reports whether cell c lies in region reg (0-8 blocks, 9-17
// rows, 18-26 columns).
func inRegion(reg, c int) bool {
	switch {
	case reg < 9:
		return c/27*3+c%9/3 == reg
	case reg < 18:
		return c/9 == reg-9
	}
	return c%9 == reg-18
}

// sameCells reports whether the picture selects exactly cells.
func sameCells(p Picture, cells []int) bool {
	want := append([]int(nil), cells...)
	sort.Ints(want)
	return fmt.Sprint(p.Cells) == fmt.Sprint(want)
}

// checkLinksPicture checks a chain of strong links on one digit: the text
// names its start, each weak link's two cells and its end; the links join
// each strong link's ends, marked strong, the weak links' regions are
// framed, the ungrouped links' ends are green and the removals red.
func checkLinksPicture(st shownStep) []string {
	var errs []string
	name := textName(st.text)
	suffix := name[strings.LastIndex(name, " ")+1:]
	path, rest := textCells(st.text)
	_, d := textValues(rest)
	n, bit := len(suffix)-1, uint16(1)<<uint(d)
	if len(path) != 2*n || len(st.pic.Links) != n {
		return []string{fmt.Sprintf("%d cells and %d links for %d strong links", len(path), len(st.pic.Links), n)}
	}
	errs = append(errs, checkRemovals(st, bit)...)
	grouped := 0
	for i := 0; i < n; i++ {
		a, b := path[2*i], path[2*i+1]
		if l := st.pic.Links[i]; l != (Link{a, d, b, d, true}) || !sees(a, b) || st.cand[a]&st.cand[b]&bit == 0 {
			errs = append(errs, fmt.Sprintf("link %d: %v", i, l))
		}
		switch g := st.pic.Green[a] & st.pic.Green[b]; {
		case g == bit:
		case g == 0 && inPicture(st.pic, a) && inPicture(st.pic, b):
			grouped++ // a grouped link's region is selected, its ends not green
		default:
			errs = append(errs, fmt.Sprintf("link %d: green %v", i, g))
		}
	}
	if fmt.Sprint(grouped) != suffix[:1] {
		errs = append(errs, fmt.Sprintf("%d grouped links", grouped))
	}
	if grouped == 0 && !sameCells(st.pic, []int{path[0], path[2*n-1]}) {
		errs = append(errs, fmt.Sprintf("selected %v", st.pic.Cells))
	}
	for _, c := range st.pic.Cells {
		if st.cand[c]&bit == 0 {
			errs = append(errs, "selected "+CellName(c)+" without the digit")
		}
	}
	return append(errs, checkLinkRegions(st, path, strings.Contains(name, "X-Loop"))...)
}

// inPicture reports whether the picture selects cell c.
func inPicture(p Picture, c int) bool {
	for _, x := range p.Cells {
		if x == c {
			return true
		}
	}
	return false
}

// checkRemovals checks that red is exactly the removals, all of digit
// bit, and that nothing else is green.
func checkRemovals(st shownStep, bit uint16) []string {
	var errs []string
	for c := 0; c < 81; c++ {
		if st.pic.Red[c] != st.elim[c] || st.elim[c]&^bit != 0 || st.pic.Green[c]&^bit != 0 {
			errs = append(errs, fmt.Sprintf("%s: red %b green %b, removed %b", CellName(c), st.pic.Red[c], st.pic.Green[c], st.elim[c]))
		}
	}
	return errs
}

// checkLinkRegions checks the framed regions of a chain: the weak links'
// (for a loop, the strong links' and the closing link's too), and that
// each removal sees both ends of the chain or, in a loop, of a weak link.
func checkLinkRegions(st shownStep, path []int, loop bool) []string {
	var errs []string
	n := len(path) / 2
	framed := func(a, b int) bool {
		for _, reg := range st.pic.Regions {
			if inRegion(reg, a) && inRegion(reg, b) {
				return true
			}
		}
		return false
	}
	pairs := [][2]int{}
	for i := 0; i+1 < n; i++ {
		pairs = append(pairs, [2]int{path[2*i+1], path[2*i+2]})
	}
	want := n - 1
	if loop {
		pairs = append(pairs, [2]int{path[2*n-1], path[0]})
		want = 2 * n
	}
	for _, p := range pairs {
		if !framed(p[0], p[1]) {
			errs = append(errs, fmt.Sprintf("no region frames %s-%s", CellName(p[0]), CellName(p[1])))
		}
	}
	if len(st.pic.Regions) > want || len(st.pic.Regions) == 0 {
		errs = append(errs, fmt.Sprintf("regions %v", st.pic.Regions))
	}
	if !loop {
		pairs = [][2]int{{path[0], path[2*n-1]}}
	}
	for c := 0; c < 81; c++ {
		hit := false
		for _, p := range pairs {
			hit = hit || (sees(c, p[0]) && sees(c, p[1]))
		}
		if st.elim[c] != 0 && !hit {
			errs = append(errs, "removal "+CellName(c)+" sees no joined pair")
		}
	}
	return errs
}

// checkXYWingPicture checks an XY- or XYZ-Wing: the xy, xz and yz cells
// selected, the xy cell's candidates green and its x and y red, z green in
// the wings, links from x and y in the xy cell to the wings, the removals
// of z red.
func checkXYWingPicture(st shownStep) []string {
	cells, rest := textCells(st.text)
	_, z := textValues(rest)
	if len(cells) != 3 {
		return []string{"not three cells"}
	}
	xy, xz, yz := cells[0], cells[1], cells[2]
	zb := uint16(1) << uint(z)
	var errs []string
	if !sameCells(st.pic, cells) || len(st.pic.Regions) != 0 {
		errs = append(errs, fmt.Sprintf("selected %v, regions %v", st.pic.Cells, st.pic.Regions))
	}
	var green, red [81]uint16
	green[xy], green[xz], green[yz] = st.cand[xy], zb, zb
	red = st.elim
	red[xy] |= st.cand[xy] &^ zb
	if st.pic.Green != green || st.pic.Red != red {
		errs = append(errs, "green or red")
	}
	var links []Link
	for _, c := range []int{xz, yz} {
		o := st.cand[c] &^ zb
		if popcount(st.cand[c]) != 2 || st.cand[c]&zb == 0 || st.cand[xy]&o == 0 {
			errs = append(errs, CellName(c)+" is no wing")
		}
		d := bits.TrailingZeros16(o)
		links = append(links, Link{xy, d, c, d, false})
	}
	if fmt.Sprint(st.pic.Links) != fmt.Sprint(links) {
		errs = append(errs, fmt.Sprintf("links %v", st.pic.Links))
	}
	for c := 0; c < 81; c++ {
		if st.elim[c] != 0 && (st.elim[c] != zb || !sees(c, xz) || !sees(c, yz)) {
			errs = append(errs, "removal "+CellName(c))
		}
	}
	return errs
}

// checkBigWingPicture checks a WXYZ- to TUVWXYZ-Wing: the set's cells and
// the bivalue pivot selected; the removals red; z green where it is (every
// candidate of the cells when doubly linked, "on values x,z"); links from
// the pivot's other digit (and z, doubly linked) to each set cell holding
// it.
func checkBigWingPicture(st shownStep) []string {
	cells, rest := textCells(st.text)
	x, z := textValues(rest)
	k := len(cells) - 1
	set, yz := cells[:k], cells[k]
	var errs []string
	var union uint16
	for _, c := range set {
		union |= st.cand[c]
	}
	zb := uint16(1) << uint(z)
	if popcount(st.cand[yz]) != 2 || st.cand[yz]&zb == 0 || st.cand[yz]&^union != 0 || popcount(union) != k+1 {
		errs = append(errs, "no wing")
	}
	if !sameCells(st.pic, cells) || len(st.pic.Regions) != 0 {
		errs = append(errs, fmt.Sprintf("selected %v, regions %v", st.pic.Cells, st.pic.Regions))
	}
	other := st.cand[yz] &^ zb
	var green [81]uint16
	var links []string
	for _, c := range cells {
		green[c] = st.cand[c] & zb
		if x != 0 {
			green[c] = st.cand[c]
		}
	}
	for d := 1; d <= 9; d++ {
		if other != 1<<uint(d) && (x == 0 || d != z) {
			continue
		}
		for _, c := range set {
			if st.cand[c]&(1<<uint(d)) != 0 {
				links = append(links, fmt.Sprint(Link{yz, d, c, d, false}))
			}
		}
	}
	var got []string
	for _, l := range st.pic.Links {
		got = append(got, fmt.Sprint(l))
	}
	sort.Strings(links)
	sort.Strings(got)
	if st.pic.Green != green || st.pic.Red != st.elim || fmt.Sprint(got) != fmt.Sprint(links) {
		errs = append(errs, fmt.Sprintf("green, red or links %v", st.pic.Links))
	}
	for c := 0; c < 81; c++ {
		if x == 0 && st.elim[c]&^zb != 0 {
			errs = append(errs, "removal "+CellName(c)+" not of "+strconv.Itoa(z))
		}
	}
	return errs
}

// checkAlignedPicture checks an aligned exclusion: the base cells the text
// names selected; their removals red, a base cell that loses nothing
// orange (its candidates green and red); green elsewhere only on cells
// that see every base cell with two or as many candidates as base cells,
// all of them; no links or regions.
func checkAlignedPicture(st shownStep) []string {
	cells, _ := textCells(st.text)
	var errs []string
	if !sameCells(st.pic, cells) || len(st.pic.Links) != 0 || len(st.pic.Regions) != 0 {
		errs = append(errs, fmt.Sprintf("selected %v, links %v, regions %v", st.pic.Cells, st.pic.Links, st.pic.Regions))
	}
	for c := 0; c < 81; c++ {
		red, green := st.pic.Red[c], st.pic.Green[c]
		switch {
		case inPicture(st.pic, c) && st.elim[c] != 0:
			if red != st.elim[c] || green != 0 {
				errs = append(errs, CellName(c)+": base cell losing candidates")
			}
		case inPicture(st.pic, c):
			if red != st.cand[c] || green != st.cand[c] {
				errs = append(errs, CellName(c)+": base cell not orange")
			}
		case red != 0 || st.elim[c] != 0:
			errs = append(errs, CellName(c)+": red or removal off the base cells")
		case green != 0:
			ok := green == st.cand[c] && popcount(green) >= 2 && popcount(green) <= len(cells)
			for _, b := range cells {
				ok = ok && sees(c, b)
			}
			if !ok {
				errs = append(errs, CellName(c)+": green cell no excluder")
			}
		}
	}
	return errs
}
