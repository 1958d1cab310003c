// picture_basic_test.go checks the pictures of the basic and uniqueness
// steps (singles, locking, sets, fishes, unique loops, BUGs) against the
// steps' own text and effects, on the committed puzzles: each expected
// picture is worked out here from the candidates, which the test keeps
// itself. It must not call the helpers that draw the pictures.

package rate

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// basicPic is one step to check: the candidates before it (the test's own),
// the step, its picture, and what its text names.
type basicPic struct {
	cand   [81]uint16
	s      Step
	p      Picture
	cells  []int    // the cells the text names, in its order
	digits uint16   // the digits it names after the cells
	first  int      // the first of them
	types  []string // the region types it names ("block", "rows"...)
}

var (
	basicCellRE = regexp.MustCompile(`r([1-9])c([1-9])`)
	basicTypeRE = regexp.MustCompile(`\b(block|row|column)s?\b`)
)

// newBasicPic reads what step s's text names.
func newBasicPic(cand *[81]uint16, s Step) *basicPic {
	ps := &basicPic{cand: *cand, s: s, p: s.Picture()}
	text := s.Text()
	for _, m := range basicCellRE.FindAllStringSubmatch(text, -1) {
		ps.cells = append(ps.cells, int(m[1][0]-'1')*9+int(m[2][0]-'1'))
	}
	tail := text[strings.LastIndex(text, ": ")+2:]
	if i := strings.Index(tail, " on "); i >= 0 {
		tail = tail[i+4:] // unique loops and BUGs: "... on 4, 9"
	}
	for _, f := range strings.FieldsFunc(tail, func(r rune) bool { return r == ',' || r == ' ' }) {
		if len(f) != 1 || f[0] < '1' || f[0] > '9' {
			break
		}
		if ps.digits == 0 {
			ps.first = int(f[0] - '0')
		}
		ps.digits |= 1 << (f[0] - '0')
	}
	for _, m := range basicTypeRE.FindAllStringSubmatch(tail, -1) {
		ps.types = append(ps.types, m[1])
	}
	return ps
}

// basicPeers tells whether cells a and b (a != b) share a row, column or
// block.
func basicPeers(a, b int) bool {
	return a/9 == b/9 || a%9 == b%9 || (a/27 == b/27 && a%9/3 == b%9/3)
}

// basicRegion gives region reg's cells (0-8 blocks, 9-17 rows, 18-26
// columns) and its type's name.
func basicRegion(reg int) ([]int, string) {
	var cells []int
	for c := 0; c < 81; c++ {
		if (reg < 9 && c/27*3+c%9/3 == reg) || (reg >= 9 && reg < 18 && c/9 == reg-9) || (reg >= 18 && c%9 == reg-18) {
			cells = append(cells, c)
		}
	}
	return cells, [3]string{"block", "row", "column"}[reg/9]
}

// basicCands gives board's candidates.
func basicCands(g *Grid) [81]uint16 {
	var cand [81]uint16
	for c := 0; c < 81; c++ {
		if g[c] != 0 {
			continue
		}
		cand[c] = 0x3fe
		for o := 0; o < 81; o++ {
			if o != c && g[o] != 0 && basicPeers(c, o) {
				cand[c] &^= 1 << g[o]
			}
		}
	}
	return cand
}

// basicApply changes cand as step s does.
func basicApply(cand *[81]uint16, s *Step) {
	if c, d, ok := s.Placement(); ok {
		cand[c] = 0
		for o := 0; o < 81; o++ {
			if o != c && basicPeers(c, o) {
				cand[o] &^= 1 << uint(d)
			}
		}
		return
	}
	rm := s.Removed()
	for c := range cand {
		cand[c] &^= rm[c]
	}
}

// paint gives the colour map with the digits m of each of cells that the
// candidates hold.
func (ps *basicPic) paint(cells []int, m uint16) [81]uint16 {
	var out [81]uint16
	for _, c := range cells {
		out[c] |= m & ps.cand[c]
	}
	return out
}

// basicUnion gives the union of colour maps.
func basicUnion(maps ...[81]uint16) [81]uint16 {
	var out [81]uint16
	for _, m := range maps {
		for c := range out {
			out[c] |= m[c]
		}
	}
	return out
}

// basicSame reports whether a and b hold the same cells.
func basicSame(a, b []int) bool {
	x := append([]int(nil), a...)
	y := append([]int(nil), b...)
	sort.Ints(x)
	sort.Ints(y)
	return fmt.Sprint(x) == fmt.Sprint(y)
}

// basicWithin reports whether every cell of cells is in region reg.
func basicWithin(cells []int, reg int) bool {
	in, _ := basicRegion(reg)
	for _, c := range cells {
		if !basicHas(in, c) {
			return false
		}
	}
	return true
}

// basicHas reports whether cells holds c.
func basicHas(cells []int, c int) bool {
	for _, o := range cells {
		if o == c {
			return true
		}
	}
	return false
}

// placesOf gives the cells of region reg that hold digit d.
func (ps *basicPic) placesOf(reg, d int) []int {
	in, _ := basicRegion(reg)
	var out []int
	for _, c := range in {
		if ps.cand[c]&(1<<uint(d)) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// framed gives the framed regions of type name, in order.
func (ps *basicPic) framed(name string) []int {
	var out []int
	for _, reg := range ps.p.Regions {
		if _, n := basicRegion(reg); n == name {
			out = append(out, reg)
		}
	}
	return out
}

// checkFrames checks that the picture frames n regions of each type the
// text names, and no other.
func (ps *basicPic) checkFrames(n int) error {
	var want, got []string
	for _, t := range ps.types {
		for i := 0; i < n; i++ {
			want = append(want, t)
		}
	}
	for _, reg := range ps.p.Regions {
		_, name := basicRegion(reg)
		got = append(got, name)
	}
	sort.Strings(want)
	sort.Strings(got)
	if fmt.Sprint(want) != fmt.Sprint(got) {
		return fmt.Errorf("regions %v, want %d of each of %v", ps.p.Regions, n, ps.types)
	}
	return nil
}

// checkColours checks the picture's selected cells, its green and red,
// and that it has no blue and no links.
func (ps *basicPic) checkColours(cells []int, green, red [81]uint16) error {
	switch {
	case !basicSame(ps.p.Cells, cells):
		return fmt.Errorf("selected %v, want %v", ps.p.Cells, cells)
	case ps.p.Green != green:
		return fmt.Errorf("green %v, want %v", ps.p.Green, green)
	case ps.p.Red != red:
		return fmt.Errorf("red %v, want %v", ps.p.Red, red)
	case ps.p.Blue != [81]uint16{} || len(ps.p.Links) > 0:
		return fmt.Errorf("blue or links")
	}
	return nil
}

// checkPlacement checks a Hidden or Naked Single: the cell selected, its
// digit green, the region named (none for a Naked Single) framed.
func (ps *basicPic) checkPlacement() error {
	c, d, _ := ps.s.Placement()
	if !basicSame(ps.cells, []int{c}) || ps.digits != 1<<uint(d) {
		return fmt.Errorf("text names %v %b", ps.cells, ps.digits)
	}
	if err := ps.checkFrames(1); err != nil {
		return err
	}
	if len(ps.p.Regions) == 1 && !basicWithin([]int{c}, ps.p.Regions[0]) {
		return fmt.Errorf("region %d misses the cell", ps.p.Regions[0])
	}
	return ps.checkColours([]int{c}, ps.paint([]int{c}, 1<<uint(d)), [81]uint16{})
}

// lockRegions gives the two framed regions of a locking step, of the types
// the text names in order, after checking that the text's cells are the
// first one's places of digit d, all in the second.
func (ps *basicPic) lockRegions(d int) (int, int, error) {
	if err := ps.checkFrames(1); err != nil || len(ps.types) != 2 || ps.types[0] == ps.types[1] {
		return 0, 0, fmt.Errorf("regions %v for %v (%v)", ps.p.Regions, ps.types, err)
	}
	reg1, reg2 := ps.framed(ps.types[0])[0], ps.framed(ps.types[1])[0]
	if !basicSame(ps.cells, ps.placesOf(reg1, d)) || !basicWithin(ps.cells, reg2) {
		return 0, 0, fmt.Errorf("cells %v are not the places of %d in %d, in %d", ps.cells, d, reg1, reg2)
	}
	return reg1, reg2, nil
}

// basicOutside gives the cells of a that are not in b.
func basicOutside(a, b []int) []int {
	var out []int
	for _, c := range a {
		if !basicHas(b, c) {
			out = append(out, c)
		}
	}
	return out
}

// removalMap gives the step's removals.
func (ps *basicPic) removalMap() [81]uint16 { return ps.s.Removed() }

// checkLocking checks a Pointing or Claiming: the locked cells selected
// and green, the digit red (and removed) in the second region's other
// cells.
func (ps *basicPic) checkLocking() error {
	d := ps.first
	_, reg2, err := ps.lockRegions(d)
	if err != nil {
		return err
	}
	red := ps.paint(basicOutside(ps.placesOf(reg2, d), ps.cells), 1<<uint(d))
	if ps.removalMap() != red {
		return fmt.Errorf("removes %v, want %v", ps.removalMap(), red)
	}
	return ps.checkColours(ps.cells, ps.paint(ps.cells, 1<<uint(d)), red)
}

// checkDirectLocking checks a Direct Pointing or Claiming: the placed cell
// selected and green, the locked cells orange, the second region's other
// places of the digit red; the placed cell is the last place of the digit
// in its region of the first type once the lock removes them.
func (ps *basicPic) checkDirectLocking() error {
	c, d, _ := ps.s.Placement()
	if ps.first != d {
		return fmt.Errorf("digit %d, places %d", ps.first, d)
	}
	reg1, reg2, err := ps.lockRegions(d)
	if err != nil {
		return err
	}
	reg3 := -1
	for reg := reg1 / 9 * 9; reg < reg1/9*9+9; reg++ {
		if basicWithin([]int{c}, reg) {
			reg3 = reg
		}
	}
	if rest := basicOutside(ps.placesOf(reg3, d), ps.placesOf(reg2, d)); reg3 == reg1 || !basicSame(rest, []int{c}) {
		return fmt.Errorf("%s stays in %v of region %d", CellName(c), rest, reg3)
	}
	m := uint16(1) << uint(d)
	green := basicUnion(ps.paint(ps.cells, m), ps.paint([]int{c}, m))
	return ps.checkColours([]int{c}, green, ps.paint(ps.placesOf(reg2, d), m))
}

// setRegion gives the one framed region of a set, of the type the text
// names, after checking that it holds the set's cells and that there are
// as many cells as digits.
func (ps *basicPic) setRegion() (int, error) {
	if err := ps.checkFrames(1); err != nil || len(ps.types) != 1 {
		return 0, fmt.Errorf("regions %v for %v (%v)", ps.p.Regions, ps.types, err)
	}
	reg := ps.p.Regions[0]
	if !basicWithin(ps.cells, reg) || len(ps.cells) != popcount(ps.digits) {
		return 0, fmt.Errorf("cells %v, digits %b, region %d", ps.cells, ps.digits, reg)
	}
	return reg, nil
}

// checkNakedSet checks a naked set: its cells hold its digits and no
// other; they are selected with their digits green, and the digits are
// red (and removed) in the region's other cells.
func (ps *basicPic) checkNakedSet() error {
	reg, err := ps.setRegion()
	if err != nil {
		return err
	}
	var held uint16
	for _, c := range ps.cells {
		held |= ps.cand[c]
	}
	in, _ := basicRegion(reg)
	red := ps.paint(basicOutside(in, ps.cells), ps.digits)
	if held != ps.digits || ps.removalMap() != red {
		return fmt.Errorf("cells hold %b; removes %v, want %v", held, ps.removalMap(), red)
	}
	return ps.checkColours(ps.cells, ps.paint(ps.cells, ps.digits), red)
}

// hiddenSet checks that the set's digits have no place in its region
// outside its cells, and gives the region.
func (ps *basicPic) hiddenSet() (int, error) {
	reg, err := ps.setRegion()
	if err != nil {
		return 0, err
	}
	for d := 1; d <= 9; d++ {
		if ps.digits&(1<<uint(d)) != 0 && len(basicOutside(ps.placesOf(reg, d), ps.cells)) > 0 {
			return 0, fmt.Errorf("%d has places basicOutside %v", d, ps.cells)
		}
	}
	return reg, nil
}

// checkHiddenSet checks a Hidden Pair, Triplet or Quad: its cells
// selected with the set's digits green, their other digits red and
// removed.
func (ps *basicPic) checkHiddenSet() error {
	if _, err := ps.hiddenSet(); err != nil {
		return err
	}
	red := ps.paint(ps.cells, 0x3fe&^ps.digits)
	if ps.removalMap() != red {
		return fmt.Errorf("removes %v, want %v", ps.removalMap(), red)
	}
	return ps.checkColours(ps.cells, ps.paint(ps.cells, ps.digits), red)
}

// checkDirectHiddenSet checks a Direct Hidden Pair or Triplet: the placed
// cell, the last place of its digit in the region besides the set's cells,
// selected and green; the set's digits orange and the set cells' other
// digits red.
func (ps *basicPic) checkDirectHiddenSet() error {
	reg, err := ps.hiddenSet()
	if err != nil {
		return err
	}
	c, d, _ := ps.s.Placement()
	if rest := basicOutside(ps.placesOf(reg, d), ps.cells); !basicSame(rest, []int{c}) {
		return fmt.Errorf("%d stays in %v", d, rest)
	}
	green := basicUnion(ps.paint(ps.cells, ps.digits), ps.paint([]int{c}, 1<<uint(d)))
	return ps.checkColours([]int{c}, green, ps.paint(ps.cells, 0x3fe))
}

// checkFish checks an X-Wing, Swordfish or Jellyfish: as many base lines
// as cover lines framed, of the types the text names; the text's cells are
// the digit's places where they cross, selected and green, and hold all
// the base lines' places; the cover lines' other places are red and
// removed.
func (ps *basicPic) checkFish() error {
	n := len(ps.p.Regions) / 2
	if err := ps.checkFrames(n); err != nil || len(ps.types) != 2 || ps.types[0] == ps.types[1] {
		return fmt.Errorf("regions %v for %v (%v)", ps.p.Regions, ps.types, err)
	}
	d := ps.first
	var base, cover []int
	for _, reg := range ps.framed(ps.types[0]) {
		base = append(base, ps.placesOf(reg, d)...)
	}
	for _, reg := range ps.framed(ps.types[1]) {
		cover = append(cover, ps.placesOf(reg, d)...)
	}
	if !basicSame(ps.cells, base) || len(basicOutside(base, cover)) > 0 {
		return fmt.Errorf("cells %v, base places %v, cover places %v", ps.cells, base, cover)
	}
	red := ps.paint(basicOutside(cover, base), 1<<uint(d))
	if ps.removalMap() != red {
		return fmt.Errorf("removes %v, want %v", ps.removalMap(), red)
	}
	return ps.checkColours(ps.cells, ps.paint(ps.cells, 1<<uint(d)), red)
}

// basicCovers reports whether colour map a holds every digit of b.
func basicCovers(a, b [81]uint16) bool {
	for c := range a {
		if b[c]&^a[c] != 0 {
			return false
		}
	}
	return true
}

// checkUniqueBase checks what every uniqueness picture shares: the text's
// cells selected, every colour on a candidate, the removals red, no blue.
func (ps *basicPic) checkUniqueBase() error {
	switch {
	case !basicSame(ps.p.Cells, ps.cells):
		return fmt.Errorf("selected %v, want %v", ps.p.Cells, ps.cells)
	case !basicCovers(ps.cand, basicUnion(ps.p.Green, ps.p.Red)):
		return fmt.Errorf("colours off the candidates")
	case !basicCovers(ps.p.Red, ps.removalMap()):
		return fmt.Errorf("red %v misses removals %v", ps.p.Red, ps.removalMap())
	case ps.p.Blue != [81]uint16{}:
		return fmt.Errorf("blue")
	}
	return nil
}

// checkLoop checks a Unique Rectangle or Loop: its cells, in the text's
// order, each see the next and hold both digits; they are selected with
// both digits green and linked in that order. Type 1 removes both digits
// from one cell of the loop; types 2 to 4 are checked by checkLoop2 to
// checkLoop4.
func (ps *basicPic) checkLoop() error {
	n := len(ps.cells)
	if n < 4 || n%2 != 0 || popcount(ps.digits) != 2 || len(ps.p.Links) != n {
		return fmt.Errorf("loop %v on %b, %d links", ps.cells, ps.digits, len(ps.p.Links))
	}
	for i, c := range ps.cells {
		next := ps.cells[(i+1)%n]
		if ps.cand[c]&ps.digits != ps.digits || !basicPeers(c, next) || ps.p.Links[i] != (Link{FromCell: c, ToCell: next}) {
			return fmt.Errorf("cell %d of the loop: %s, link %v", i, CellName(c), ps.p.Links[i])
		}
	}
	if err := ps.checkUniqueBase(); err != nil {
		return err
	}
	if !basicCovers(ps.p.Green, ps.paint(ps.cells, ps.digits)) {
		return fmt.Errorf("green %v misses the loop", ps.p.Green)
	}
	switch name := ps.s.Technique(); name[len(name)-1] {
	case '1':
		if len(ps.p.Regions) > 0 || ps.p.Red != ps.removalMap() || len(ps.removedCells()) != 1 {
			return fmt.Errorf("type 1 red %v", ps.p.Red)
		}
	case '2':
		return ps.checkLoop2()
	case '3':
		return ps.checkLoop3()
	case '4':
		return ps.checkLoop4()
	}
	return nil
}

// loopExtras gives the loop's cells that hold more than its two digits,
// and the digits they hold besides.
func (ps *basicPic) loopExtras() ([]int, uint16) {
	var cells []int
	var more uint16
	for _, c := range ps.cells {
		if m := ps.cand[c] &^ ps.digits; m != 0 {
			cells = append(cells, c)
			more |= m
		}
	}
	return cells, more
}

// checkLoop2 checks a unique loop of type 2: the extra digit orange in
// the loop's extra cells, and red (removed) in cells that see them all.
func (ps *basicPic) checkLoop2() error {
	extras, d := ps.loopExtras()
	for _, c := range ps.removedCells() {
		if ps.removalMap()[c] != d || len(basicOutside(extras, basicPeersOf(c))) > 0 {
			return fmt.Errorf("type 2 removes %b from %s", ps.removalMap()[c], CellName(c))
		}
	}
	green := basicUnion(ps.paint(ps.cells, ps.digits), ps.paint(extras, d))
	red := basicUnion(ps.removalMap(), ps.paint(extras, d))
	if popcount(d) != 1 || len(ps.p.Regions) > 0 || ps.p.Green != green || ps.p.Red != red {
		return fmt.Errorf("type 2 green %v red %v regions %v", ps.p.Green, ps.p.Red, ps.p.Regions)
	}
	return nil
}

// checkLoop3 checks a unique loop of type 3: a region framed that holds
// the two extra cells and the removals, the extra cells with orange digits.
func (ps *basicPic) checkLoop3() error {
	extras, _ := ps.loopExtras()
	if len(extras) != 2 || len(ps.p.Regions) != 1 || !basicWithin(append(extras, ps.removedCells()...), ps.p.Regions[0]) {
		return fmt.Errorf("type 3 extra cells %v, regions %v", extras, ps.p.Regions)
	}
	for _, c := range extras {
		if ps.p.Green[c]&ps.p.Red[c] == 0 {
			return fmt.Errorf("type 3 %s has no orange", CellName(c))
		}
	}
	return nil
}

// removedCells gives the cells the step removes candidates from.
func (ps *basicPic) removedCells() []int {
	var out []int
	for c, m := range ps.removalMap() {
		if m != 0 {
			out = append(out, c)
		}
	}
	return out
}

// checkLoop4 checks a unique loop of type 4 (see checkLoop).
func (ps *basicPic) checkLoop4() error {
	rm := ps.removedCells()
	if len(ps.p.Regions) != 1 || len(rm) != 2 || !basicWithin(rm, ps.p.Regions[0]) || ps.p.Red != ps.removalMap() {
		return fmt.Errorf("regions %v, removals in %v", ps.p.Regions, rm)
	}
	rest := basicOutside(ps.placesOf(ps.p.Regions[0], ps.first), rm)
	if len(rest) > 0 || ps.removalMap()[rm[0]] != ps.digits&^(1<<uint(ps.first)) {
		return fmt.Errorf("%d is not locked in %v", ps.first, rm)
	}
	return nil
}

// checkBug checks a BUG: its bug cells selected, the removals red. Type 1
// removes all but the green bug values from its cell; type 2 removes the
// green bug value from cells that see every bug cell; types 3 and 4 frame
// a region holding the bug cells, and type 4 removes from them only.
func (ps *basicPic) checkBug() error {
	if err := ps.checkUniqueBase(); err != nil {
		return err
	}
	rm := ps.removalMap()
	switch name := ps.s.Technique(); name[len(name)-1] {
	case '1':
		c := ps.cells[0]
		if len(ps.cells) != 1 || ps.p.Green != ps.paint([]int{c}, ^rm[c]) || ps.p.Red != rm || len(ps.removedCells()) != 1 {
			return fmt.Errorf("type 1 green %v red %v", ps.p.Green, ps.p.Red)
		}
	case '2':
		for _, c := range ps.removedCells() {
			if rm[c] != ps.digits || len(basicOutside(ps.cells, basicPeersOf(c))) > 0 {
				return fmt.Errorf("type 2 removes %b from %s", rm[c], CellName(c))
			}
		}
		if ps.p.Green != ps.paint(ps.cells, ps.digits) || ps.p.Red != rm || len(ps.p.Regions) > 0 {
			return fmt.Errorf("type 2 green %v red %v", ps.p.Green, ps.p.Red)
		}
	default:
		if len(ps.p.Regions) != 1 || !basicWithin(ps.cells, ps.p.Regions[0]) {
			return fmt.Errorf("regions %v", ps.p.Regions)
		}
		if name[len(name)-1] == '4' && len(basicOutside(ps.removedCells(), ps.cells)) > 0 {
			return fmt.Errorf("type 4 removes basicOutside its cells")
		}
	}
	return nil
}

// basicPeersOf gives the cells that see c.
func basicPeersOf(c int) []int {
	var out []int
	for o := 0; o < 81; o++ {
		if o != c && basicPeers(c, o) {
			out = append(out, o)
		}
	}
	return out
}

// basicChecks are the checks of each technique, by the start of its name.
var basicChecks = []struct {
	prefix string
	check  func(*basicPic) error
}{
	{"Hidden Single", (*basicPic).checkPlacement},
	{"Naked Single", (*basicPic).checkPlacement},
	{"Direct Pointing", (*basicPic).checkDirectLocking},
	{"Direct Claiming", (*basicPic).checkDirectLocking},
	{"Direct Hidden", (*basicPic).checkDirectHiddenSet},
	{"Pointing", (*basicPic).checkLocking},
	{"Claiming", (*basicPic).checkLocking},
	{"Naked", (*basicPic).checkNakedSet},
	{"Hidden", (*basicPic).checkHiddenSet},
	{"X-Wing", (*basicPic).checkFish},
	{"Swordfish", (*basicPic).checkFish},
	{"Jellyfish", (*basicPic).checkFish},
	{"Unique", (*basicPic).checkLoop},
	{"BUG", (*basicPic).checkBug},
}

// basicCheck gives the index in basicChecks of a technique's check, -1 if it
// is not one of these.
func basicCheck(name string) int {
	for i, pc := range basicChecks {
		if strings.HasPrefix(name, pc.prefix) {
			return i
		}
	}
	return -1
}

// basicSample is how many steps of each technique TestPictureBasic checks.
const basicSample = 200

// TestPictureBasic takes the steps of the committed puzzles (steps.txt.gz)
// and checks the pictures of the first basicSample of each technique above,
// keeping the candidates itself to work out what each should show.
func TestPictureBasic(t *testing.T) {
	seen := map[string]int{}
	checked := make([]int, len(basicChecks))
	var r Rater
	for _, lg := range readStepLogs(t, "steps.txt.gz") {
		g := mustGrid(t, lg.puzzle)
		if err := r.Start(&g); err != nil {
			t.Fatalf("%s: %v", lg.puzzle, err)
		}
		cand := basicCands(&g)
		for range lg.steps {
			s, ok, err := r.Next()
			if err != nil || !ok {
				t.Fatalf("%s: no step (%v)", lg.puzzle, err)
			}
			name := s.Technique()
			if i := basicCheck(name); i >= 0 && seen[name] < basicSample {
				seen[name]++
				checked[i]++
				if err := basicChecks[i].check(newBasicPic(&cand, s)); err != nil {
					t.Errorf("%s: %s: %v", lg.puzzle, s.Text(), err)
				}
			}
			basicApply(&cand, &s)
		}
	}
	for i, pc := range basicChecks {
		// serate's default settings never reach a Direct Claiming here.
		if checked[i] == 0 && pc.prefix != "Direct Claiming" {
			t.Errorf("%s: no step checked", pc.prefix)
		}
		t.Logf("%s: %d steps", pc.prefix, checked[i])
	}
}
