// kind.go holds a step as data: its technique as a Kind a program switches
// on, the pattern it rests on with each part's role, where a player would
// look for it, and serate's text of the step written from them. It must
// not find steps: the techniques fill the kind and pattern.

package rate

import "strconv"

// Kind is a technique of serate's, as its hints are shaped: a program
// switches on it, and the step's Pattern holds that shape's parts. Kinds
// come in serate's order of techniques (docs/rating.md); one Kind can
// carry several of serate's names (Technique gives the step's).
type Kind int

// The kinds.
const (
	HiddenSingle            Kind = iota + 1 // a digit's one place left in a region
	DirectPointing                          // a block's digit locked in a line leaves a hidden single
	DirectClaiming                          // a line's digit locked in a block leaves a hidden single
	DirectHiddenPair                        // a hidden pair's removals leave a hidden single
	NakedSingle                             // a cell's one candidate left
	DirectHiddenTriplet                     // a hidden triplet's removals leave a hidden single
	Pointing                                // a block's digit locked in a line
	Claiming                                // a line's digit locked in a block
	NakedPair                               // two cells of a region holding the same two digits only
	XWing                                   // a digit's places in two lines on two crossing lines
	HiddenPair                              // two digits of a region with the same two places only
	NakedTriplet                            // as NakedPair, three
	Swordfish                               // as XWing, three
	HiddenTriplet                           // as HiddenPair, three
	StrongLinks                             // chains of 2 to 4 strong links on a digit: Skyscraper, 2-String Kite, X-Loop...
	XYWing                                  // a pivot xy and wings xz, yz: z goes from the cells seeing both wings
	XYZWing                                 // as XYWing, the pivot holding z too
	UniqueLoop                              // Unique Rectangle and Unique Loop, types 1 to 4
	NakedQuad                               // as NakedPair, four
	Jellyfish                               // as XWing, four
	HiddenQuad                              // as HiddenPair, four
	WXYZWing                                // four cells, four digits, all but z locked
	BUG                                     // Bivalue Universal Grave, types 1 to 4
	VWXYZWing                               // as WXYZWing, five
	AlignedPairExclusion                    // two cells' combinations tried against the cells they see
	UVWXYZWing                              // as WXYZWing, six
	Cycle                                   // bidirectional X-, Y- and XY-cycles (Generalized X-Wing)
	ForcingChain                            // one forcing X- or XY-chain from a candidate to its opposite (Turbot Fish)
	TUVWXYZWing                             // as WXYZWing, seven
	AlignedTripletExclusion                 // as AlignedPairExclusion, three cells
	NishioChain                             // Nishio forcing chains: one digit's chains contradict an assumption
	ContradictionChain                      // dynamic chains from an assumption lead to a contradiction
	DoubleChain                             // a candidate on and off both lead to the target
	CellChains                              // every candidate of a cell leads to the target
	RegionChains                            // every place of a digit in a region leads to the target
	// Under a variant with an extra region or a chess move, serate uses
	// these in place of Pointing, Claiming and the naked sets.
	GeneralizedIntersections // two to six places of a digit in a region: it leaves the cells that see them all
	GeneralizedNakedPair     // as NakedPair, each digit leaving the cells that see its places in the set
	GeneralizedNakedTriplet  // as GeneralizedNakedPair, three
	GeneralizedNakedQuad     // as GeneralizedNakedPair, four
	// Under the non-consecutive rule, serate asks these after the Naked
	// Single.
	NCForcingCell // a cell of close digits forbids its neighbours a digit next to each
	LockedNC      // a digit's places in a region all by one cell forbid it the digits next to it
)

// kindNames and kindRatings give each kind's name and lowest rating.
var (
	kindNames = [...]string{
		HiddenSingle: "Hidden Single", DirectPointing: "Direct Pointing", DirectClaiming: "Direct Claiming",
		DirectHiddenPair: "Direct Hidden Pair", NakedSingle: "Naked Single", DirectHiddenTriplet: "Direct Hidden Triplet",
		Pointing: "Pointing", Claiming: "Claiming", NakedPair: "Naked Pair", XWing: "X-Wing", HiddenPair: "Hidden Pair",
		NakedTriplet: "Naked Triplet", Swordfish: "Swordfish", HiddenTriplet: "Hidden Triplet", StrongLinks: "Strong Links",
		XYWing: "XY-Wing", XYZWing: "XYZ-Wing", UniqueLoop: "Unique Rectangle", NakedQuad: "Naked Quad",
		Jellyfish: "Jellyfish", HiddenQuad: "Hidden Quad", WXYZWing: "WXYZ-Wing", BUG: "Bivalue Universal Grave",
		VWXYZWing: "VWXYZ-Wing", AlignedPairExclusion: "Aligned Pair Exclusion", UVWXYZWing: "UVWXYZ-Wing",
		Cycle: "Bidirectional Cycle", ForcingChain: "Forcing Chain", TUVWXYZWing: "TUVWXYZ-Wing",
		AlignedTripletExclusion: "Aligned Triplet Exclusion", NishioChain: "Nishio Forcing Chains",
		ContradictionChain: "Contradiction Forcing Chains", DoubleChain: "Double Forcing Chains",
		CellChains: "Cell Forcing Chains", RegionChains: "Region Forcing Chains",
		GeneralizedIntersections: "Generalized Intersections", GeneralizedNakedPair: "Generalized Naked Pair",
		GeneralizedNakedTriplet: "Generalized Naked Triplet", GeneralizedNakedQuad: "Generalized Naked Quad",
		NCForcingCell: "Non-Consecutive Forcing Cell", LockedNC: "Locked Non Consecutive",
	}
	kindRatings = [...]Tenths{
		HiddenSingle: 10, DirectPointing: 17, DirectClaiming: 19, DirectHiddenPair: 20, NakedSingle: 23,
		DirectHiddenTriplet: 25, Pointing: 26, Claiming: 28, NakedPair: 30, XWing: 32, HiddenPair: 34,
		NakedTriplet: 36, Swordfish: 38, HiddenTriplet: 40, StrongLinks: 40, XYWing: 42, XYZWing: 44,
		UniqueLoop: 45, NakedQuad: 50, Jellyfish: 52, HiddenQuad: 54, WXYZWing: 55, BUG: 56, VWXYZWing: 62,
		AlignedPairExclusion: 62, UVWXYZWing: 66, Cycle: 65, ForcingChain: 66, TUVWXYZWing: 75,
		AlignedTripletExclusion: 75, NishioChain: 75, ContradictionChain: 85, DoubleChain: 85,
		CellChains: 80, RegionChains: 80,
		GeneralizedIntersections: 29, GeneralizedNakedPair: 30, GeneralizedNakedTriplet: 36, GeneralizedNakedQuad: 50,
		NCForcingCell: 24, LockedNC: 25,
	}
)

// String gives the kind's name: "Hidden Single", "Strong Links", "Cell
// Forcing Chains".
func (k Kind) String() string {
	if k > 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Rating gives the lowest rating serate gives a step of the kind (a
// chain's grows with its length and nesting): Step.Rating is the step's.
func (k Kind) Rating() Tenths {
	if k > 0 && int(k) < len(kindRatings) {
		return kindRatings[k]
	}
	return 0
}

// Chain reports whether the kind is a chain technique: its steps have a
// Proof.
func (k Kind) Chain() bool { return k == Cycle || k == ForcingChain || manyChains(k) }

// manyChains reports whether k is a forcing chain of several chains, from
// an assumption: Nishio to region forcing chains.
func manyChains(k Kind) bool { return k >= NishioChain && k <= RegionChains }

// Pattern is what a step rests on, each part in the role its kind gives
// it, in the order serate's text names them. Cells, regions (0-8 blocks,
// 9-17 rows, 18-26 columns; a variant's from 27, as Picture numbers them)
// and digits by kind:
//
//   - HiddenSingle, NakedSingle: the cell, the digit; a hidden single's
//     region.
//   - Pointing, Claiming and the Direct ones: the cells where the digit
//     is locked, the region it is confined in then the one it leaves,
//     the digit (a direct one places Step.Placement's).
//   - Naked and hidden sets (Direct Hidden Pair and Triplet, the
//     Generalized Naked sets too): the set's cells, its region, its
//     digits.
//   - GeneralizedIntersections: the digit's places, their region, the
//     digit.
//   - NCForcingCell: the cell, the digits it forbids its neighbours.
//   - LockedNC: the digit's places, their region, the digit then those
//     it forbids.
//   - XWing, Swordfish, Jellyfish: the cells, the base lines then the
//     cover lines, the digit.
//   - XYWing, XYZWing: the pivot then the two wings, z.
//   - WXYZWing and bigger: the set's cells then the pivot, z (x then z
//     for a doubly linked wing).
//   - StrongLinks: each link's two ends in chain order, the digit.
//   - UniqueLoop: the loop's cells in order, its two digits.
//   - BUG: the bug cells (type 4: the two cells); the digit or digits
//     of types 2 to 4; the region of types 3 and 4.
//   - Aligned exclusions: the base cells.
//   - Cycle: the cycle's cells.
//   - ForcingChain: the target's cell; Target.
//   - The forcing chains of several chains: the assumptions' cells (one
//     for cell, double and contradiction chains), a region chain's region
//     and digit; Assumption (the first chain's) and Target (what they
//     prove, or for a contradiction the candidate found both true and
//     false).
type Pattern struct {
	Cells   []int
	Regions []int
	Digits  []int
	// Assumption and Target are a chain step's, as above; zero for
	// others.
	Assumption, Target Candidate
}

// Kind gives the step's technique.
func (s *Step) Kind() Kind { return s.kind }

// Pattern gives what the step rests on, for a step from Rater.Next; the
// zero Pattern for others.
func (s *Step) Pattern() Pattern {
	p := s.pat
	p.Cells = append([]int(nil), p.Cells...)
	p.Regions = append([]int(nil), p.Regions...)
	p.Digits = append([]int(nil), p.Digits...)
	return p
}

// Look gives where a player would look for the step before being shown
// it: the regions its pattern lies in, or, for a pattern in no region
// (wings, strong links, loops, cycles, exclusions), its cells; for a
// chain, the cell its first chain starts from, or the region a region
// forcing chain starts from. A step from Rater.Next has one or the other;
// other steps neither.
func (s *Step) Look() (cells, regions []int) {
	p := &s.pat
	switch {
	case s.kind == RegionChains:
		return nil, append([]int(nil), p.Regions...)
	case s.kind == ForcingChain || manyChains(s.kind):
		if len(p.Cells) == 0 {
			return nil, nil
		}
		return []int{p.Assumption.Cell}, nil
	case len(p.Regions) > 0:
		return nil, append([]int(nil), p.Regions...)
	}
	return append([]int(nil), p.Cells...), nil
}

// setPattern gives the step its pattern: cells, regions and digits.
func (s *Step) setPattern(cells, regions []int, digits ...int) {
	s.pat.Cells = append(s.pat.Cells[:0], cells...)
	s.pat.Regions = append(s.pat.Regions[:0], regions...)
	s.pat.Digits = append(s.pat.Digits[:0], digits...)
}

// maskDigits lists the digits of mask m (bit d for digit d), in order.
func maskDigits(m uint16) []int {
	var out []int
	for d := 1; d <= 9; d++ {
		if m&(1<<uint(d)) != 0 {
			out = append(out, d)
		}
	}
	return out
}

// Text gives serate's description of the step, word for word as its
// --after="%s" prints it: the technique, then the pattern's cells, digits
// and regions ("Naked Pair: Cells r4c2,r9c2: 3,9 in column"), written
// from the step's kind, name and pattern. Steps from Rater.Next have it;
// the rating alone (Rate) does not write it.
func (s *Step) Text() string {
	p := &s.pat
	if len(p.Cells) == 0 {
		return ""
	}
	switch s.kind {
	case HiddenSingle, NakedSingle:
		reg := -1
		if len(p.Regions) > 0 {
			reg = p.Regions[0]
		}
		return placedText(s.name, p.Cells[0], p.Digits[0], reg)
	case Pointing, Claiming, DirectPointing, DirectClaiming:
		return lockingText(s.name, p.Cells, p.Digits[0], p.Regions[0], p.Regions[1], s.places())
	case NakedPair, NakedTriplet, NakedQuad, HiddenPair, HiddenTriplet, HiddenQuad, DirectHiddenPair, DirectHiddenTriplet,
		GeneralizedNakedPair, GeneralizedNakedTriplet, GeneralizedNakedQuad:
		return setText(s.name, p.Cells, p.Digits, p.Regions[0])
	case GeneralizedIntersections:
		return intersectionText(p.Cells, p.Digits[0], p.Regions[0])
	case NCForcingCell:
		return cellList(p.Cells...) + " on value(s) " + digitsText(p.Digits, ",")
	case LockedNC:
		return digitName(p.Digits[0]) + ": " + cellList(p.Cells...) + " on value(s) " + digitsText(p.Digits[1:], ",")
	case XWing, Swordfish, Jellyfish:
		n := len(p.Regions) / 2
		deg := digitName(n) + " "
		return s.name + ": " + cellList(p.Cells...) + ": " + digitName(p.Digits[0]) + " in " + deg +
			regionName(p.Regions[0]) + "s and " + deg + regionName(p.Regions[n]) + "s"
	case XYWing, XYZWing, WXYZWing, VWXYZWing, UVWXYZWing, TUVWXYZWing:
		values := " on value "
		if len(p.Digits) > 1 {
			values = " on values "
		}
		return s.name + ": " + cellList(p.Cells...) + values + digitsText(p.Digits, ",")
	case StrongLinks:
		return s.name + ": Cell " + cellNames(p.Cells...) + " on value " + digitName(p.Digits[0])
	case UniqueLoop:
		return s.name + ": " + cellList(p.Cells...) + " on " + digitsText(p.Digits, ", ")
	case BUG:
		t := s.name + ": " + cellNames(p.Cells...)
		if len(p.Digits) > 0 {
			t += " on " + digitsText(p.Digits, ", ")
		}
		return t
	case AlignedPairExclusion, AlignedTripletExclusion, Cycle:
		return s.name + ": " + cellNames(p.Cells...)
	case ForcingChain:
		return s.name + ": " + potState(potOfCandidate(p.Target))
	}
	return chainsText(s.kind, p)
}

// chainsText writes a forcing chain of several chains as serate's
// chaining hints do (their toString).
func chainsText(k Kind, p *Pattern) string {
	src, t := potOfCandidate(p.Assumption), potOfCandidate(p.Target)
	switch k {
	case NishioChain:
		return "Nishio Forcing Chain: " + potState(src) + " ==> " + potName(t) + " both on & off"
	case ContradictionChain:
		return "Contradiction Forcing Chain: " + potState(src) + " ==> " + potName(t) + " both on & off"
	case DoubleChain:
		return "Double Forcing Chain: " + potName(src) + " on & off ==> " + potState(t)
	case CellChains:
		return "Cell Forcing Chains: " + CellName(src.cell()) + " ==> " + potState(t)
	}
	return "Region Forcing Chains: " + digitName(src.digit()) + " in " + regionName(p.Regions[0]) + " ==> " + potState(t)
}

// potOfCandidate is c as a potential.
func potOfCandidate(c Candidate) pot { return potOf(c.Cell, c.Digit, c.On) }
