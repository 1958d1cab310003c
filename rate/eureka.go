// eureka.go writes a chain step's chains in Eureka notation, the
// forum's, for step.String, and a potential as serate's chaining hints
// name it. It must not look at the grid.

package rate

import (
	"strconv"
	"strings"
)

// chainSep separates the chains of a step that has several (one per
// digit of a cell, per place of a region, or from a candidate on and off).
const chainSep = " | "

// eurekaPath writes a chain given from its end back to its assumption, in
// the order serate follows it: each potential as (digit)cell, "-" before
// a potential an on one makes off (a weak link), "=" before one an off one
// makes on (a strong link). Two potentials of one cell share it, as in
// (5=3)r3c8; a digit is left out when it is the one before, as in
// (5)r1c2=r1c7. A cycle ends on its first potential again.
func eurekaPath(path []pot) string {
	var b strings.Builder
	n := len(path)
	prevDigit := -1
	for i := n - 1; i >= 0; {
		p := path[i]
		// The run of potentials of one cell starting at p.
		j := i
		for j > 0 && path[j-1].cell() == p.cell() {
			j--
		}
		if i < n-1 {
			b.WriteString(eurekaLink(path[i]))
		}
		if j == i && p.digit() == prevDigit {
			// A lone potential with the digit before: the cell alone.
		} else {
			b.WriteByte('(')
			for k := i; k >= j; k-- {
				if k < i {
					b.WriteString(eurekaLink(path[k]))
				}
				b.WriteString(strconv.Itoa(path[k].digit()))
			}
			b.WriteByte(')')
		}
		b.WriteString(CellName(p.cell()))
		prevDigit = path[j].digit()
		i = j - 1
	}
	return b.String()
}

// eurekaLink is the link that leads to potential p: "=" if p is on (an
// off potential made it on), "-" if off.
func eurekaLink(p pot) string {
	if p.on() {
		return "="
	}
	return "-"
}

// potName writes a chain's potential as serate's Potential.toString does,
// its cell and digit without its state: "r7c3.7".
func potName(p pot) string {
	return CellName(p.cell()) + "." + string(rune('0'+p.digit()))
}

// potState writes p and its state as serate's chaining hints do: "r7c3.7
// on" or "r7c3.7 off".
func potState(p pot) string {
	if p.on() {
		return potName(p) + " on"
	}
	return potName(p) + " off"
}

// potWeak and potStrong write p as serate's Potential.toWeakString and
// toStrongString do, for a chain's assumption and what it leads to:
// "r3c4 contains the value 9", "r1c6 cannot contain the value 9".
func potWeak(p pot) string {
	if p.on() {
		return CellName(p.cell()) + " contains the value " + strconv.Itoa(p.digit())
	}
	return CellName(p.cell()) + " does not contain the value " + strconv.Itoa(p.digit())
}

func potStrong(p pot) string {
	if p.on() {
		return CellName(p.cell()) + " must contain the value " + strconv.Itoa(p.digit())
	}
	return CellName(p.cell()) + " cannot contain the value " + strconv.Itoa(p.digit())
}
