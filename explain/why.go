// why.go says in our own words why each kind of step holds, with the
// step's cells, digits and regions filled in from its kind and pattern
// (the rater's data, never its text). It must not find steps: it
// explains the one it is given.

package explain

import (
	"fmt"
	"math/bits"
	"strings"

	"sudoku/rate"
)

// Why says why step s holds, in a few sentences naming its cells, digits
// and regions, from the step's kind and pattern.
func Why(s *rate.Step) string {
	f := &facts{step: s, pat: s.Pattern(), pic: s.Picture()}
	if why := kinds[s.Kind()]; why != nil && len(f.pat.Cells) > 0 {
		return why(f)
	}
	return "Sudoku Explainer's " + s.Technique() + " applies here; " + doneText(s) + "."
}

// facts are what an explanation draws on.
type facts struct {
	step *rate.Step
	pat  rate.Pattern
	pic  rate.Picture
}

// kinds explain each kind of step.
var kinds = map[rate.Kind]func(f *facts) string{
	rate.HiddenSingle: whyHiddenSingle, rate.NakedSingle: whyNakedSingle,
	rate.DirectPointing: whyDirectLocking, rate.DirectClaiming: whyDirectLocking,
	rate.DirectHiddenPair: whyDirectHidden, rate.DirectHiddenTriplet: whyDirectHidden,
	rate.Pointing: whyLocking, rate.Claiming: whyLocking,
	rate.NakedPair: whyNakedSet, rate.NakedTriplet: whyNakedSet, rate.NakedQuad: whyNakedSet,
	rate.HiddenPair: whyHiddenSet, rate.HiddenTriplet: whyHiddenSet, rate.HiddenQuad: whyHiddenSet,
	rate.XWing: whyFish, rate.Swordfish: whyFish, rate.Jellyfish: whyFish,
	rate.XYWing: whyXYWing, rate.XYZWing: whyXYWing,
	rate.WXYZWing: whyBigWing, rate.VWXYZWing: whyBigWing, rate.UVWXYZWing: whyBigWing, rate.TUVWXYZWing: whyBigWing,
	rate.StrongLinks: whyStrongLinks, rate.UniqueLoop: whyUnique, rate.BUG: whyBUG,
	rate.AlignedPairExclusion: whyAligned, rate.AlignedTripletExclusion: whyAligned,
	rate.Cycle: whyCycle, rate.ForcingChain: whyForcingChain,
	rate.NishioChain: whyContradiction, rate.ContradictionChain: whyContradiction,
	rate.DoubleChain: whyDouble, rate.CellChains: whyCellChains, rate.RegionChains: whyRegionChains,
	rate.GeneralizedIntersections: whyIntersections,
	rate.GeneralizedNakedPair:     whyGeneralizedSet, rate.GeneralizedNakedTriplet: whyGeneralizedSet, rate.GeneralizedNakedQuad: whyGeneralizedSet,
}

// regionTitle names region r for a person: "block 4", "row 2", "column 7".
func regionTitle(r int) string {
	switch {
	case r >= 27:
		return rate.RegionName(r)
	case r < 9:
		return fmt.Sprintf("block %d", r+1)
	case r < 18:
		return fmt.Sprintf("row %d", r-8)
	}
	return fmt.Sprintf("column %d", r-17)
}

// regions names the pattern's regions, in its order.
func (f *facts) regions() []string {
	return titles(f.pat.Regions)
}

// cells names the pattern's cells in the order serate's text names them
// (a wing's pivot first, a chain of links from end to end), each once.
func (f *facts) cells() []string {
	var out []string
	seen := map[int]bool{}
	for _, c := range f.pat.Cells {
		if !seen[c] {
			seen[c] = true
			out = append(out, rate.CellName(c))
		}
	}
	return out
}

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

// digitNames lists digits.
func digitNames(ds []int) []string {
	var out []string
	for _, d := range ds {
		out = append(out, fmt.Sprint(d))
	}
	return out
}

// digits lists the digits of mask m.
func digits(m uint16) []string {
	var out []string
	for ; m != 0; m &= m - 1 {
		out = append(out, fmt.Sprint(bits.TrailingZeros16(m)))
	}
	return out
}

// doneText says what the step does: "r4c5 can only be 7" or "7 goes from
// r1c2 and r1c3".
func doneText(s *rate.Step) string {
	if c, d, ok := s.Placement(); ok {
		return fmt.Sprintf("so %s is %d", rate.CellName(c), d)
	}
	removed := s.Removed()
	var byDigit [10][]string
	for c := 0; c < 81; c++ {
		for m := removed[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			byDigit[d] = append(byDigit[d], rate.CellName(c))
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
	return fmt.Sprintf("In %s, %d has no place left but %s: every other cell there holds a digit, sees a %d, or lost %d to an earlier step. A region must hold every digit once, %s.",
		where, d, rate.CellName(c), d, d, doneText(f.step))
}

func whyNakedSingle(f *facts) string {
	c, d, _ := f.step.Placement()
	return fmt.Sprintf("%s has one candidate left, %d: every other digit is already in a cell it sees, or was ruled out by an earlier step. A cell must hold a digit, %s.",
		rate.CellName(c), d, doneText(f.step))
}

func whyDirectLocking(f *facts) string {
	first, second := f.inOrder()
	d := f.setDigits()
	return fmt.Sprintf("In %s, %s can only go in %s, which all lie in %s: wherever it goes, it is in %s, so no other cell of %s can hold it. That leaves it one place in a region crossing %s, %s.",
		first, or(d), and(f.cells()), second, second, second, second, doneText(f.step))
}

func whyDirectHidden(f *facts) string {
	cs, ds := f.cells(), f.setDigits()
	where := and(f.regions())
	return fmt.Sprintf("In %s, the digits %s have no places but %s: %d cells for %d digits, so these cells hold those digits and nothing else. With their other candidates gone a single appears, %s.",
		where, and(ds), and(cs), len(cs), len(ds), doneText(f.step))
}

// setDigits are the digits of the step's pattern: a subset's.
func (f *facts) setDigits() []string { return digitNames(f.pat.Digits) }

// inOrder returns the pattern's two regions: a locked digit's region,
// then the region it is locked in.
func (f *facts) inOrder() (first, second string) {
	first, second = "the first region", "the second"
	if r := f.pat.Regions; len(r) == 2 {
		first, second = regionTitle(r[0]), regionTitle(r[1])
	}
	return first, second
}

func whyLocking(f *facts) string {
	first, second := f.inOrder()
	d := or(f.setDigits())
	return fmt.Sprintf("In %s, %s can only go in %s, which all lie in %s too. Wherever %s goes in %s, it fills %s's %s, so no other cell of %s can hold it: %s.",
		first, d, and(f.cells()), second, d, first, second, d, second, strings.TrimPrefix(doneText(f.step), "so "))
}

func whyIntersections(f *facts) string {
	d := or(f.setDigits())
	return fmt.Sprintf("In %s, %s can only go in %s. Whichever of them holds it, a cell that sees them all cannot be %s: %s.",
		and(f.regions()), d, and(f.cells()), d, strings.TrimPrefix(doneText(f.step), "so "))
}

func whyGeneralizedSet(f *facts) string {
	cs, ds := f.cells(), f.setDigits()
	return fmt.Sprintf("In %s, the %d cells %s hold no candidates but %s: %d cells for %d digits, so between them they take all of these digits. A cell that sees every one of them that can hold a digit cannot hold it, %s.",
		and(f.regions()), len(cs), and(cs), and(ds), len(cs), len(ds), doneText(f.step))
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
	n := len(f.pat.Regions) / 2
	base, cover := f.pat.Regions[:n], f.pat.Regions[n:]
	d := or(f.setDigits())
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
	if d := f.pat.Digits; len(d) == 2 {
		return fmt.Sprintf("The cells %s hold, between them, as many digits as there are cells, and every one of those digits, %d and %d too, is locked among cells that see each other: so each is in exactly one of the pattern's cells that hold it. A cell that sees all of the pattern's cells holding a digit cannot hold that digit, %s.",
			and(f.cells()), d[0], d[1], doneText(f.step))
	}
	z := or(digits(redDigits(f.step)))
	return fmt.Sprintf("The cells %s hold, between them, as many digits as there are cells, and every digit but %s is locked among cells that see each other: so %s must be in one of the pattern's cells that hold it. A cell that sees all of those cannot be %s, %s.",
		and(f.cells()), z, z, z, doneText(f.step))
}

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

// potWords says a candidate and its state for a person: "r7c3 is 7",
// "r7c3 is not 7".
func potWords(c rate.Candidate) string {
	if !c.On {
		return fmt.Sprintf("%s is not %d", rate.CellName(c.Cell), c.Digit)
	}
	return fmt.Sprintf("%s is %d", rate.CellName(c.Cell), c.Digit)
}

// notWords is the opposite of potWords.
func notWords(c rate.Candidate) string {
	c.On = !c.On
	return potWords(c)
}

// potName names a candidate without its state: "r7c3.7".
func potName(c rate.Candidate) string {
	return fmt.Sprintf("%s.%d", rate.CellName(c.Cell), c.Digit)
}

func whyForcingChain(f *facts) string {
	t := f.pat.Target
	return fmt.Sprintf("Suppose %s. Following the arrows, each link forcing the next (a weak link: two candidates that cannot both be true; a strong link: two of which one must be), that leads to %s: the supposition refutes itself, so %s.",
		notWords(t), potWords(t), potWords(t))
}

func whyContradiction(f *facts) string {
	return fmt.Sprintf("Suppose %s. Its consequences, followed through the grid (each step of them a single, or a simpler technique on the grid it leaves), make %s both true and false, which cannot be: so %s, %s.",
		potWords(f.pat.Assumption), potName(f.pat.Target), notWords(f.pat.Assumption), doneText(f.step))
}

func whyDouble(f *facts) string {
	return fmt.Sprintf("Either %s is true or it is not. Followed through the grid, both ways lead to %s, which therefore holds: %s.",
		potName(f.pat.Assumption), potWords(f.pat.Target), strings.TrimPrefix(doneText(f.step), "so "))
}

func whyCellChains(f *facts) string {
	return fmt.Sprintf("One of the candidates of %s must be true. Each of them, followed through the grid, leads to the same conclusion, which therefore holds: %s.",
		f.cells()[0], strings.TrimPrefix(doneText(f.step), "so "))
}

func whyRegionChains(f *facts) string {
	return fmt.Sprintf("%d must go somewhere in %s. Each of its places there, followed through the grid, leads to the same conclusion, which therefore holds: %s.",
		f.pat.Digits[0], and(f.regions()), strings.TrimPrefix(doneText(f.step), "so "))
}

// redDigits are the digits a step removes.
func redDigits(s *rate.Step) uint16 {
	var m uint16
	for _, r := range s.Removed() {
		m |= r
	}
	return m
}
