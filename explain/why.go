// why.go says in our own words why each kind of step holds, with the
// step's cells and digits filled in from serate's text and the step's
// picture. It must not find steps: it explains the one it is given.

package explain

import (
	"fmt"
	"math/bits"
	"regexp"
	"strings"
	"sync"

	"sudoku/rate"
)

// Why says why step s holds, in a few sentences naming its cells, digits
// and regions.
func Why(s *rate.Step) string {
	text := s.Text()
	name := text
	if i := strings.Index(text, ":"); i >= 0 {
		name = text[:i]
	}
	for _, k := range kinds {
		if k.match.get().MatchString(name) {
			return k.why(&facts{step: s, text: text, name: name, pic: s.Picture()})
		}
	}
	return "Sudoku Explainer's " + name + " applies here; " + doneText(s) + "."
}

// facts are what an explanation draws on.
type facts struct {
	step       *rate.Step
	text, name string
	pic        rate.Picture
}

// kind is one family of steps and its explanation.
type kind struct {
	match *lazyRE
	why   func(f *facts) string
}

// lazyRE is a regular expression compiled when it is first used: the
// command holds this package in every job, and compiling the
// explanations' expressions as it starts cost every run, -explain or not,
// a millisecond (NOTES.md, "Start-up").
type lazyRE struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

// get returns the compiled expression.
func (l *lazyRE) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr) })
	return l.re
}

// kinds are the families, matched on the name serate's text opens with.
var kinds = []kind{
	{&lazyRE{expr: `^Hidden Single$`}, whyHiddenSingle},
	{&lazyRE{expr: `^Naked Single$`}, whyNakedSingle},
	{&lazyRE{expr: `^Direct (Pointing|Claiming)$`}, whyDirectLocking},
	{&lazyRE{expr: `^Direct Hidden`}, whyDirectHidden},
	{&lazyRE{expr: `^(Pointing|Claiming)$`}, whyLocking},
	{&lazyRE{expr: `^Naked (Pair|Triplet|Quad)$`}, whyNakedSet},
	{&lazyRE{expr: `^Hidden (Pair|Triplet|Quad)$`}, whyHiddenSet},
	{&lazyRE{expr: `^(X-Wing|Swordfish|Jellyfish)$`}, whyFish},
	{&lazyRE{expr: `^XYZ?-Wing$`}, whyXYWing},
	{&lazyRE{expr: `^T?U?V?WXYZ-Wing`}, whyBigWing},
	{&lazyRE{expr: `Strong links|Skyscraper|String Kite|X-Loop`}, whyStrongLinks},
	{&lazyRE{expr: `^Unique (Rectangle|Loop)`}, whyUnique},
	{&lazyRE{expr: `^BUG type`}, whyBUG},
	{&lazyRE{expr: `^Aligned (Pair|Triplet) Exclusion$`}, whyAligned},
	{&lazyRE{expr: `Cycle$`}, whyCycle},
	{&lazyRE{expr: `^Forcing Chain$`}, whyForcingChain},
	{&lazyRE{expr: `^(Nishio|Contradiction) Forcing Chain$`}, whyContradiction},
	{&lazyRE{expr: `^Double Forcing Chain$`}, whyDouble},
	{&lazyRE{expr: `^Cell Forcing Chains$`}, whyCellChains},
	{&lazyRE{expr: `^Region Forcing Chains$`}, whyRegionChains},
}

// regionTitle names region r for a person: "block 4", "row 2", "column 7".
func regionTitle(r int) string {
	switch {
	case r < 9:
		return fmt.Sprintf("block %d", r+1)
	case r < 18:
		return fmt.Sprintf("row %d", r-8)
	}
	return fmt.Sprintf("column %d", r-17)
}

// regions names the picture's framed regions, "and" between.
func (f *facts) regions() []string {
	var out []string
	for _, r := range f.pic.Regions {
		out = append(out, regionTitle(r))
	}
	return out
}

// cells names the cells serate's text names, in its order (a wing's pivot
// first, a chain of links from end to end), each once; or, for a text
// that names none, the picture's selected cells.
func (f *facts) cells() []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range cellRE.get().FindAllString(f.text, -1) {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		for _, c := range f.pic.Cells {
			out = append(out, cellName(c))
		}
	}
	return out
}

// cellRE finds the cells a text names.
var cellRE = &lazyRE{expr: `r[1-9]c[1-9]`}

// and joins words as a person lists them: "a", "a and b", "a, b and c".
func and(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// or joins words with "or".
func or(words []string) string {
	if len(words) < 2 {
		return and(words)
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// digits lists the digits of mask m.
func digits(m uint16) []string {
	var out []string
	for ; m != 0; m &= m - 1 {
		out = append(out, fmt.Sprint(bits.TrailingZeros16(m)))
	}
	return out
}

// greenDigits are the digits the picture colours green anywhere.
func (f *facts) greenDigits() uint16 {
	var m uint16
	for _, g := range f.pic.Green {
		m |= g
	}
	return m
}

// doneText says what the step does: "r4c5 can only be 7" or "7 goes from
// r1c2 and r1c3".
func doneText(s *rate.Step) string {
	if c, d, ok := s.Placement(); ok {
		return fmt.Sprintf("so %s is %d", cellName(c), d)
	}
	removed := s.Removed()
	var byDigit [10][]string
	for c := 0; c < 81; c++ {
		for m := removed[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			byDigit[d] = append(byDigit[d], cellName(c))
		}
	}
	var parts []string
	for d := 1; d <= 9; d++ {
		if len(byDigit[d]) > 0 {
			parts = append(parts, fmt.Sprintf("%d from %s", d, and(byDigit[d])))
		}
	}
	if len(parts) == 0 {
		return "nothing changes"
	}
	return "so the step removes " + and(parts)
}

func whyHiddenSingle(f *facts) string {
	c, d, _ := f.step.Placement()
	where := and(f.regions())
	if where == "" {
		where = "its region"
	}
	return fmt.Sprintf("In %s, %d has no place left but %s: every other cell there holds a digit, sees a %d in its row, column or block, or lost %d to an earlier step. A region must hold every digit once, %s.",
		where, d, cellName(c), d, d, doneText(f.step))
}

func whyNakedSingle(f *facts) string {
	c, d, _ := f.step.Placement()
	return fmt.Sprintf("%s has one candidate left, %d: every other digit is already in its row, column or block, or was ruled out by an earlier step. A cell must hold a digit, %s.",
		cellName(c), d, doneText(f.step))
}

func whyDirectLocking(f *facts) string {
	first, second := f.inOrder()
	d := digits(f.greenDigits())
	return fmt.Sprintf("In %s, %s can only go in %s, which all lie in %s: wherever it goes, it is in %s, so no other cell of %s can hold it. That leaves it one place in a region crossing %s, %s.",
		first, or(d), and(f.cells()), second, second, second, second, doneText(f.step))
}

func whyDirectHidden(f *facts) string {
	cs, ds := f.cells(), f.setDigits()
	where := and(f.regions())
	return fmt.Sprintf("In %s, the digits %s have no places but %s: %d cells for %d digits, so these cells hold those digits and nothing else. With their other candidates gone a single appears, %s.",
		where, and(ds), and(cs), len(cs), len(ds), doneText(f.step))
}

// setRE reads the digits serate's text gives a subset: "Cells r6c1,r7c1:
// 3,4 in column".
var setRE = &lazyRE{expr: `: ([1-9](?:,[1-9])*) in `}

// setDigits are the digits of a subset as serate's text names them; the
// green ones for a text that names none. (A direct hidden set's green
// holds the digit it places too, which is not the set's.)
func (f *facts) setDigits() []string {
	if m := setRE.get().FindStringSubmatch(f.text); m != nil {
		return strings.Split(m[1], ",")
	}
	return digits(f.greenDigits())
}

// kindsRE finds the two kinds of region a locking step's text names.
var kindsRE = &lazyRE{expr: `(block|row|column) (?:and|in) (block|row|column)`}

// inOrder returns the picture's regions in the order the text names their
// kinds: "1 in block and row", "5 of block in column".
func (f *facts) inOrder() (first, second string) {
	m := kindsRE.get().FindStringSubmatch(f.text)
	first, second = "the first region", "the second"
	for _, r := range f.pic.Regions {
		title := regionTitle(r)
		switch {
		case m == nil:
		case strings.HasPrefix(title, m[1]+" "):
			first = title
		case strings.HasPrefix(title, m[2]+" "):
			second = title
		}
	}
	return first, second
}

func whyLocking(f *facts) string {
	first, second := f.inOrder()
	d := or(digits(f.greenDigits()))
	return fmt.Sprintf("In %s, %s can only go in %s, which all lie in %s too. Wherever %s goes in %s, it fills %s's %s, so no other cell of %s can hold it: %s.",
		first, d, and(f.cells()), second, d, first, second, d, second, strings.TrimPrefix(doneText(f.step), "so "))
}

func whyNakedSet(f *facts) string {
	cs, ds := f.cells(), f.setDigits()
	where := and(f.regions())
	return fmt.Sprintf("In %s, the %d cells %s hold no candidates but %s: %d cells for %d digits, so between them they take all of these digits. No other cell of %s can hold one of them, %s.",
		where, len(cs), and(cs), and(ds), len(cs), len(ds), where, doneText(f.step))
}

func whyHiddenSet(f *facts) string {
	cs, ds := f.cells(), f.setDigits()
	where := and(f.regions())
	return fmt.Sprintf("In %s, the digits %s can only go in %s: %d digits with %d places, so these cells hold exactly these digits and no other candidate of theirs can stay, %s.",
		where, and(ds), and(cs), len(ds), len(cs), doneText(f.step))
}

func whyFish(f *facts) string {
	var rows, cols []int
	for _, r := range f.pic.Regions {
		if r >= 9 && r < 18 {
			rows = append(rows, r)
		} else if r >= 18 {
			cols = append(cols, r)
		}
	}
	// The removals lie in the cover lines; the base lines hold the
	// pattern's every place of the digit.
	base, cover := rows, cols
	removed := f.step.Removed()
	for c := range removed {
		for _, r := range rows {
			if removed[c] != 0 && c/9 == r-9 {
				base, cover = cols, rows
			}
		}
	}
	if len(base) == 0 || len(base) != len(cover) {
		return "A fish pattern: " + doneText(f.step) + "."
	}
	d := or(digits(f.greenDigits()))
	return fmt.Sprintf("In %s, %s can only go in cells that also lie in %s (%s). Each of these %d lines needs its %s, and they share %d lines of the other kind: those lines' %s are all taken by the pattern, %s.",
		and(titles(base)), d, and(titles(cover)), and(f.cells()), len(base), d, len(cover), d, doneText(f.step))
}

// titles names regions for a person.
func titles(regs []int) []string {
	var out []string
	for _, r := range regs {
		out = append(out, regionTitle(r))
	}
	return out
}

func whyXYWing(f *facts) string {
	cs := f.cells()
	if len(cs) < 3 {
		return "A wing: " + doneText(f.step) + "."
	}
	z := or(digits(redDigits(f.step)))
	return fmt.Sprintf("The pivot %s sees both wings %s and %s. Whatever the pivot holds, one of the wings must be %s; a cell that sees both wings (and, for an XYZ-Wing, the pivot) cannot be %s, %s.",
		cs[0], cs[1], cs[2], z, z, doneText(f.step))
}

func whyBigWing(f *facts) string {
	if m := valuesRE.get().FindStringSubmatch(f.text); m != nil {
		return fmt.Sprintf("The cells %s hold, between them, as many digits as there are cells, and every one of those digits, %s and %s too, is locked among cells that see each other: so each is in exactly one of the pattern's cells that hold it. A cell that sees all of the pattern's cells holding a digit cannot hold that digit, %s.",
			and(f.cells()), m[1], m[2], doneText(f.step))
	}
	z := or(digits(redDigits(f.step)))
	return fmt.Sprintf("The cells %s hold, between them, as many digits as there are cells, and every digit but %s is locked among cells that see each other: so %s must be in one of the pattern's cells that hold it. A cell that sees all of those cannot be %s, %s.",
		and(f.cells()), z, z, z, doneText(f.step))
}

// valuesRE reads the two digits of a doubly linked wing: "on values 1,8".
var valuesRE = &lazyRE{expr: `on values ([1-9]),([1-9])$`}

func whyStrongLinks(f *facts) string {
	z := or(digits(redDigits(f.step)))
	return fmt.Sprintf("For %s, each link of %s joins the only two places of %s in a region (a strong link), and the links meet in cells that see each other. Following them, one end of the chain or the other must be %s, so a cell that sees both ends cannot be %s, %s.",
		z, and(f.cells()), z, z, z, doneText(f.step))
}

func whyUnique(f *facts) string {
	cs := f.cells()
	return fmt.Sprintf("A puzzle has one solution. If the cells %s held only their two shared digits, those digits could be swapped around the loop and the puzzle would have two solutions; so the loop must be broken, %s.",
		and(cs), doneText(f.step))
}

func whyBUG(f *facts) string {
	return fmt.Sprintf("If every empty cell had two candidates and every digit two places in each region, the grid would be a bivalue universal grave: it would have no solution or several. The puzzle has one, so one of the extra candidates in %s must be true, %s.",
		and(f.cells()), doneText(f.step))
}

func whyAligned(f *facts) string {
	return fmt.Sprintf("Try every combination of digits for %s, which see each other or not: each one that leaves a cell they all see with no candidate is impossible. The digits no surviving combination uses cannot be there, %s.",
		and(f.cells()), doneText(f.step))
}

func whyCycle(f *facts) string {
	return fmt.Sprintf("The candidates along %s form a closed loop of links that alternate between \"if not this, then that\" and \"if this, then not that\". Whichever way the loop goes, one of each link's ends is true, so a candidate that sees both ends of a weak link cannot be true, %s.",
		and(f.cells()), doneText(f.step))
}

// potRE reads a candidate as serate's chains name it, with its state:
// "r7c3.7 off".
var potRE = &lazyRE{expr: `(r[1-9]c[1-9])\.([1-9])(?: (on|off))?`}

// potWords says a candidate and its state for a person: "r7c3 is 7",
// "r7c3 is not 7".
func potWords(m []string) string {
	if m[3] == "off" {
		return m[1] + " is not " + m[2]
	}
	return m[1] + " is " + m[2]
}

// notWords is the opposite of potWords.
func notWords(m []string) string {
	if m[3] == "off" {
		return m[1] + " is " + m[2]
	}
	return m[1] + " is not " + m[2]
}

func whyForcingChain(f *facts) string {
	m := potRE.get().FindStringSubmatch(f.text)
	if m == nil {
		return "A forcing chain: " + doneText(f.step) + "."
	}
	return fmt.Sprintf("Suppose %s. Following the arrows, each link forcing the next (a weak link: two candidates that cannot both be true; a strong link: two of which one must be), that leads to %s: the supposition refutes itself, so %s.",
		notWords(m), potWords(m), potWords(m))
}

func whyContradiction(f *facts) string {
	ms := potRE.get().FindAllStringSubmatch(f.text, 2)
	if len(ms) < 2 {
		return "A contradiction: " + doneText(f.step) + "."
	}
	return fmt.Sprintf("Suppose %s. Its consequences, followed through the grid (each step of them a single, or a simpler technique on the grid it leaves), make %s.%s both true and false, which cannot be: so %s, %s.",
		potWords(ms[0]), ms[1][1], ms[1][2], notWords(ms[0]), doneText(f.step))
}

func whyDouble(f *facts) string {
	ms := potRE.get().FindAllStringSubmatch(f.text, 2)
	if len(ms) < 2 {
		return "A double chain: " + doneText(f.step) + "."
	}
	return fmt.Sprintf("Either %s.%s is true or it is not. Followed through the grid, both ways lead to %s, which therefore holds: %s.",
		ms[0][1], ms[0][2], potWords(ms[1]), strings.TrimPrefix(doneText(f.step), "so "))
}

func whyCellChains(f *facts) string {
	return fmt.Sprintf("One of the candidates of %s must be true. Each of them, followed through the grid, leads to the same conclusion, which therefore holds: %s.",
		f.cells()[0], strings.TrimPrefix(doneText(f.step), "so "))
}

func whyRegionChains(f *facts) string {
	where := and(f.regions())
	digit := "The digit"
	if m := regionDigitRE.get().FindStringSubmatch(f.text); m != nil {
		digit = m[1]
	}
	return fmt.Sprintf("%s must go somewhere in %s. Each of its places there, followed through the grid, leads to the same conclusion, which therefore holds: %s.",
		digit, where, strings.TrimPrefix(doneText(f.step), "so "))
}

// regionDigitRE reads a region forcing chain's digit: "3 in row".
var regionDigitRE = &lazyRE{expr: `: ([1-9]) in (?:block|row|column) `}

// redDigits are the digits a step removes.
func redDigits(s *rate.Step) uint16 {
	var m uint16
	for _, r := range s.Removed() {
		m |= r
	}
	return m
}
