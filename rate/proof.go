// proof.go holds a chain step's proof as data, as Sudoku Explainer's GUI
// lists it beside the picture (serate's %h): each chain's assertion and
// its links in order, each a cause, an effect and its reason, and the
// builder that reads them off a chain's potentials as serate's
// getHtmlChain does. It must not find chains: the producers in cycles.go
// and forcing.go do, and hand their chains here.

package rate

import (
	"strconv"
	"strings"
)

// Candidate is a digit of a cell with a state: On, the cell holds the
// digit; not On, it does not.
type Candidate struct {
	Cell  int // 0-80, row by row
	Digit int // 1-9
	On    bool
}

// Weak writes c as serate's links name a cause: "r5c4 contains the value
// 9", "r5c4 does not contain the value 4".
func (c Candidate) Weak() string {
	if c.On {
		return CellName(c.Cell) + " contains the value " + strconv.Itoa(c.Digit)
	}
	return CellName(c.Cell) + " does not contain the value " + strconv.Itoa(c.Digit)
}

// Strong writes c as serate's links name an effect: "r5c6 must contain
// the value 4", "r1c6 cannot contain the value 9".
func (c Candidate) Strong() string {
	if c.On {
		return CellName(c.Cell) + " must contain the value " + strconv.Itoa(c.Digit)
	}
	return CellName(c.Cell) + " cannot contain the value " + strconv.Itoa(c.Digit)
}

// candidate is p as a Candidate.
func candidate(p pot) Candidate { return Candidate{p.cell(), p.digit(), p.on()} }

// Reason is why a link holds: one of the rules a chain is made of, or a
// technique of a nested chain (Rule).
type Reason int

// The reasons, as serate words them. The first four make a candidate
// false (the effect is off); the next four make one true.
const (
	OneValue     Reason = iota + 1 // the cell holds the cause's digit, so no other
	OnceInBlock                    // the cause's digit is in the block, so nowhere else there
	OnceInRow                      // ... in the row
	OnceInColumn                   // ... in the column
	LastValue                      // the cell has no other candidate left
	LastInBlock                    // the digit has no other place left in the block
	LastInRow                      // ... in the row
	LastInColumn                   // ... in the column
	Rule                           // a technique applied to the grid the chain has made (Implication.Rule names it)
	// Under a variant: a chess move, and a variant's regions in serate's
	// order of region types.
	AntiKing            // the cause's digit is a king's move away, so not here
	AntiKnight          // ... a knight's move away
	OnceInDisjointGroup // the cause's digit is in the disjoint group, so nowhere else there
	OnceInWindowGroup
	OnceInMainDiagonal
	OnceInAntiDiagonal
	OnceInGirandola
	OnceInAsterisk
	OnceInCenterDot
	LastInDisjointGroup // the digit has no other place left in the disjoint group
	LastInWindowGroup
	LastInMainDiagonal
	LastInAntiDiagonal
	LastInGirandola
	LastInAsterisk
	LastInCenterDot
	// Consecutive: under the non-consecutive rule, the cause's cell, a
	// neighbour, holds a digit next to this one.
	Consecutive
)

// extraRegions are a region of each of a variant's region types, in the
// order of the reasons that name them.
var extraRegions = [7]int{regDG, regWindow, regMainDiag, regAntiDiag, regGirandola, regAsterisk, regCD}

// String gives the reason in serate's words: "the cell can contain only
// one value", "only remaining possible position in the block"; for Rule,
// "a technique".
func (r Reason) String() string {
	switch r {
	case OneValue:
		return "the cell can contain only one value"
	case OnceInBlock, OnceInRow, OnceInColumn:
		return "the value can occur only once in the " + regionName(9*int(r-OnceInBlock))
	case LastValue:
		return "only remaining possible value in the cell"
	case LastInBlock, LastInRow, LastInColumn:
		return "only remaining possible position in the " + regionName(9*int(r-LastInBlock))
	case Rule:
		return "a technique"
	case AntiKing, AntiKnight:
		return [2]string{"anti-king", "anti-knight"}[r-AntiKing] + " prevents the value from being the same"
	case Consecutive:
		return "The value is consecutive with a neighbour"
	}
	switch {
	case r >= OnceInDisjointGroup && r <= OnceInCenterDot:
		return "the value can occur only once in the " + regionName(extraRegions[r-OnceInDisjointGroup])
	case r >= LastInDisjointGroup && r <= LastInCenterDot:
		return "only remaining possible position in the " + regionName(extraRegions[r-LastInDisjointGroup])
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
}

// reasonOf is the reason serate gives a potential implied with the
// cause: its words depend on whether the potential is on.
func reasonOf(cause int8, on bool) Reason {
	switch {
	case cause == causeAdvanced:
		return Rule
	case cause == causeCell && on:
		return LastValue
	case cause == causeCell:
		return OneValue
	case cause == causeKing || cause == causeKnight:
		return AntiKing + Reason(cause-causeKing)
	case cause == causeNC:
		return Consecutive
	case cause >= causeExtra && on:
		// The reasons of a variant's regions go type by type from the
		// disjoint groups' (type 3).
		return LastInDisjointGroup + Reason(regionKind(int(cause)-causeExtra+27)-3)
	case cause >= causeExtra:
		return OnceInDisjointGroup + Reason(regionKind(int(cause)-causeExtra+27)-3)
	case on:
		return LastInBlock + Reason(cause-causeBlock)
	}
	return OnceInBlock + Reason(cause-causeBlock)
}

// Implication is one numbered link of a chain: its causes (all of them
// true make the effect follow, in serate's order), the effect and its
// reason.
type Implication struct {
	Causes []Cause
	Effect Candidate
	Reason Reason
	// Rule is, for Reason Rule, the technique's hint in serate's words
	// ("Hidden Pair: Cells r2c8,r2c9: 7,8 in block").
	Rule string
	// moveFrom is, for a chess move's reason, 1 + the cell its words
	// name when that is not the first cause's: serate's reversed cycle
	// keeps the forward link's words, which name the reversed effect.
	moveFrom int8
}

// Cause is an implication's premise and the implication that proved it:
// From is that one's number in the chain (1 for the first), 0 for the
// chain's assumption.
type Cause struct {
	Candidate
	From int
}

// Chain is one chain of a step's proof, as Sudoku Explainer lists it:
// its assertion (serate's heading of the chain: "If r5c4 contains the
// value 9, then r1c6 cannot contain the value 9", or "Details of the
// Forcing Chain", "Cycle details, forward direction") and its links, the
// implications, in order.
type Chain struct {
	Assertion string
	Links     []Implication
	// Nested is, for a chain of a nested forcing chain (one a link of
	// the main chains rests on, with Reason Rule), that chain's hint in
	// serate's words; "" for the step's own chains.
	Nested string
}

// Lines gives the chain's links in serate's words, numbered: "(2) If
// r5c4 does not contain the value 4, then r5c6 must contain the value 4
// (only remaining possible position in the block)". A cause proved by a
// link other than the one just before names it: "(3)", or "(initial
// assumption)".
func (ch *Chain) Lines() []string {
	out := make([]string, len(ch.Links))
	for i := range ch.Links {
		out[i] = ch.Links[i].line(i + 1)
	}
	return out
}

// line writes implication l, number n of its chain.
func (l *Implication) line(n int) string {
	var b strings.Builder
	b.WriteString("(" + strconv.Itoa(n) + ") If ")
	for i, c := range l.Causes {
		switch {
		case i == 0:
		case i == len(l.Causes)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(c.Weak())
		switch {
		case c.From == n-1:
		case c.From == 0:
			b.WriteString(" (initial assumption)")
		default:
			b.WriteString(" (" + strconv.Itoa(c.From) + ")")
		}
	}
	b.WriteString(", then " + l.Effect.Strong() + " (")
	switch {
	case l.Reason == Rule:
		b.WriteString(l.Rule)
	case l.Reason == Consecutive && len(l.Causes) > 0:
		b.WriteString("The value is consecutive with " + CellName(l.Causes[0].Cell))
	case (l.Reason == AntiKing || l.Reason == AntiKnight) && len(l.Causes) > 0:
		// serate names the cell the chess move comes from.
		from := l.Causes[0].Cell
		if l.moveFrom > 0 {
			from = int(l.moveFrom) - 1
		}
		b.WriteString(l.Reason.String() + " as " + CellName(from))
	default:
		b.WriteString(l.Reason.String())
	}
	b.WriteString(")")
	return b.String()
}

// chainGraph is a chain's potentials as the proof reads them: each
// node's potential, parents (the first the chain's main path) and the
// reason it follows from them.
type chainGraph interface {
	potOf(n int32) pot
	parentsOf(n int32) []int32
	reasonOf(n int32) (Reason, string)
}

// proofLinks lists the links of the chain ending at node dst as serate's
// getHtmlChain does: each potential after its parents (depth first, in
// the parents' order), once, the potentials without parents (the
// assumption) left out; a link's causes are its parents in reverse order.
func proofLinks(g chainGraph, dst int32) []Implication {
	var links []Implication
	at := map[pot]int{}      // each potential's link number
	done := map[int32]bool{} // the nodes whose ancestors are listed
	var add func(n int32)
	add = func(n int32) {
		if done[n] {
			return // its ancestors and itself add nothing new
		}
		done[n] = true
		parents := g.parentsOf(n)
		for _, q := range parents {
			add(q)
		}
		p := g.potOf(n)
		if _, ok := at[p]; ok || len(parents) == 0 {
			return
		}
		l := Implication{Effect: candidate(p)}
		l.Reason, l.Rule = g.reasonOf(n)
		for i := len(parents) - 1; i >= 0; i-- {
			q := g.potOf(parents[i])
			l.Causes = append(l.Causes, Cause{candidate(q), at[q]})
		}
		links = append(links, l)
		at[p] = len(links)
	}
	add(dst)
	return links
}

// assertion writes serate's heading of a chain from src to dst: "If
// r5c4 contains the value 9, then r1c6 cannot contain the value 9".
func assertion(src, dst pot) string {
	return "If " + potWeak(src) + ", then " + potStrong(dst)
}

// pathGraph is a chain of one parent a potential (the producers of
// cycles and single forcing chains), given from its end back to its
// assumption, node i the potential path[i], its parent node i+1.
type pathGraph struct {
	path    []pot
	reasons []Reason
}

func (g *pathGraph) potOf(n int32) pot { return g.path[n] }

func (g *pathGraph) parentsOf(n int32) []int32 {
	if int(n) == len(g.path)-1 {
		return nil
	}
	return []int32{n + 1}
}

func (g *pathGraph) reasonOf(n int32) (Reason, string) { return g.reasons[n], "" }

// pathReasons gives the reasons of a path's potentials implied with the
// causes (path order).
func pathReasons(path []pot, causes []int8) []Reason {
	out := make([]Reason, len(path))
	for i, p := range path {
		out[i] = reasonOf(causes[i], p.on())
	}
	return out
}

// cycleProof is a cycle's proof as serate's CycleHint gives it: the
// cycle forward from its assumption (on) back to it, then reversed, every
// potential's state flipped. serate's reversed cycle gives each link the
// words of the forward link it reverses, as they were written for that
// link's effect: a chess move's name the reversed link's effect.
func cycleProof(path []pot, causes []int8) []Chain {
	fw := &pathGraph{path, pathReasons(path, causes)}
	n := len(path)
	rev := &pathGraph{make([]pot, n), make([]Reason, n)}
	for j := range path {
		// Reversed, node j is path[n-1-j] flipped; its words are those of
		// the potential after it on the forward path, path[n-2-j].
		rev.path[j] = path[n-1-j].conj()
		if j < n-1 {
			rev.reasons[j] = fw.reasons[n-2-j]
		}
	}
	back := proofLinks(rev, 0)
	for i := range back {
		back[i].moveFrom = int8(back[i].Effect.Cell + 1)
	}
	return []Chain{
		{Assertion: "Cycle details, forward direction", Links: proofLinks(fw, 0)},
		{Assertion: "Cycle details, reverse direction", Links: back},
	}
}
