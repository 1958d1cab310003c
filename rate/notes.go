// notes.go holds what the rater notes of a nested forcing chain's rules
// when it explains a step: each rule's hint in serate's words, and for a
// nested forcing chain its own chains, which serate's %h lists after the
// step's. The chains are followed again to note them, with the same
// grids and rules: noting must not change what they find.

package rate

import "math/bits"

// ruleNote is a hint of a nested rule as a proof names it: its text
// (serate's toString of the hint), and for a forcing chain its chains
// (under serate's nested headings), the nested chains those rest on in
// serate's order (getNestedChains) and its signature (FullChain).
type ruleNote struct {
	text   string
	chains []Chain
	nested []*ruleNote
	sig    uint64
}

// startNoting makes w note the rules its chains meet (w.notes, by node)
// until stopNoting.
func (w *chaining) startNoting() {
	w.noting = true
	w.notes = map[int32]*ruleNote{}
	w.noteMemo = map[ruleMemoKey][]ruleMemoHint{}
}

// stopNoting drops the notes, w's and its nested levels'.
func (w *chaining) stopNoting() {
	for ; w != nil; w = w.sub {
		w.noting, w.notes, w.noteMemo = false, nil, nil
	}
}

// lockingNote is the note of a locking rule: the digit's places in reg1,
// all in reg2, as serate's LockingHint writes them.
func lockingNote(g *cands, reg1, reg2, d int) *ruleNote {
	name := "Claiming"
	if regType(reg1) == typeBlock {
		name = "Pointing"
	}
	return &ruleNote{text: lockingText(name, regionCells(reg1, g.pos[reg1][d]), d, reg1, reg2, false)}
}

// fishNote is the note of an X-Wing on digit d, base lines lines of type
// pass[0], cover lines cover: its cells cover line by cover line, as
// serate's Fisherman lists them.
func fishNote(g *cands, pass [2]int, lines, cover uint16, d int) *ruleNote {
	var cells []int
	for u := cover; u != 0; u &= u - 1 {
		line := pass[1]*9 + bits.TrailingZeros16(u)
		for b := lines; b != 0; b &= b - 1 {
			if c := int(rtab.cells[line][bits.TrailingZeros16(b)]); g.cand[c]&(1<<uint(d)) != 0 {
				cells = append(cells, c)
			}
		}
	}
	return &ruleNote{text: "X-Wing: " + cellList(cells...) + ": " + digitName(d) + " in 2 " +
		regionName(pass[0]*9) + "s and 2 " + regionName(pass[1]*9) + "s"}
}

// unaryNote is the note of a nested cycle or forcing chain, the hint h
// whose path (from its end back to its assumption) and causes it holds:
// serate heads a nested chain "If ASSUMPTION, then TARGET", the
// assumption the start of the chain (a reversed cycle's, its assumption
// off).
func unaryNote(h *unaryHint) *ruleNote {
	n := &ruleNote{chains: unaryProof(h)}
	if h.cycle {
		n.text = unaryName(h) + ": " + cellNames(cycleCells(h.path)...)
		src := h.path[len(h.path)-1]
		n.chains[0].Assertion = assertion(src, src)
		n.chains[1].Assertion = assertion(src.conj(), src.conj())
		return n
	}
	n.text = unaryName(h) + ": " + potState(h.path[0])
	n.chains[0].Assertion = assertion(h.path[len(h.path)-1], h.path[0])
	return n
}

// forcingNote is the note of a nested hint of a multiple or dynamic
// producer of the kind, proving p by the chains to targets.
func (w *chaining) forcingNote(kind int, p pot, targets []int32) *ruleNote {
	a := &w.arena
	srcs := make([]pot, len(targets))
	for i, t := range targets {
		for a.nodes[t].npar > 0 {
			t = a.parents[a.nodes[t].par]
		}
		srcs[i] = a.nodes[t].pot
	}
	k, pat := w.forcingPattern(kind, srcs, targets, p)
	n := &ruleNote{text: chainsText(k, &pat)}
	g := &arenaGraph{w}
	for i, t := range targets {
		n.chains = append(n.chains, Chain{Assertion: assertion(srcs[i], a.nodes[t].pot), Links: proofLinks(g, t)})
	}
	n.nested = w.nestedNotes(targets)
	return n
}

// nestedNotes lists the nested forcing chains the chains to targets rest
// on, as serate's getNestedChains does: those a potential of each chain
// rests on, breadth first from its target, each once (by signature),
// then the ones each of those rests on, in turn.
func (w *chaining) nestedNotes(targets []int32) []*ruleNote {
	var out []*ruleNote
	seen := map[uint64]bool{}
	for _, t := range targets {
		w.arena.layers(t, func(n int32) {
			note := w.notes[n]
			if w.arena.nodes[n].cause != causeAdvanced || note == nil || note.chains == nil || seen[note.sig] {
				return
			}
			seen[note.sig] = true
			out = append(out, note)
		})
	}
	for _, note := range out[:len(out):len(out)] {
		out = append(out, note.nested...)
	}
	return out
}

// nestedChains gives the chains of the nested hints, numbered on after
// the step's own: each headed as serate heads it, with its hint's text.
func nestedChains(notes []*ruleNote) []Chain {
	var out []Chain
	for _, n := range notes {
		for _, ch := range n.chains {
			ch.Nested = n.text
			out = append(out, ch)
		}
	}
	return out
}
