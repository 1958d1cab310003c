// steps.js holds the steps the API finds for the position: a hint in
// its levels (where to look, outlined; the step drawn; the step taken),
// Step, and a step applied; a position whose pencil marks are partial is
// asked about without them. It must not find a step itself.

import {answered, call} from './api.js';
import {change, endEdit, place} from './game.js';
import {render} from './grid.js';
import {article, code, say, tenths} from './message.js';
import {showStep} from './picture.js';
import {bitsOf, cellName, digitAt, full, lineOf, markedCount, plusLine, regionCells, regionName} from './position.js';
import {st} from './state.js';

// askLine is the line a hint, Step or Path asks about, and a note: the
// position, or, when its pencil marks are partial (some empty cells
// marked, others not, and every candidate not shown), the position
// without them, as a player's shorthand is no set of candidates to
// reason from.
export function askLine() {
  const n = markedCount(st.pos);
  if (n.marked && n.marked < n.empty && !st.auto) {
    return {line: plusLine(st.pos), note: ' Your pencil marks are in ' + n.marked + ' of ' + n.empty + ' empty cells, a partial set: the hint ignores them and reasons from every candidate.'};
  }
  return {line: lineOf(st.pos), note: ''};
}

// askCurrent asks endpoint about askLine's line, again while the
// position changes before the answer comes (a digit typed meanwhile).
async function askCurrent(endpoint) {
  for (let tries = 0; ; tries++) {
    const ask = askLine();
    const j = await call(endpoint, ask.line);
    if (ask.line === askLine().line || tries === 3) {
      return {ask: ask, j: j};
    }
  }
}

// hint shows, pressed again and again, where to look, then the step
// drawn, then the step applied.
export async function hint() {
  endEdit();
  const h = st.hint;
  if (h && h.line === askLine().line) {
    if (h.level === 1) {
      h.level = 2;
      st.look = {};
      render();
      showStep(h.step, h.view, null);
      say('hint', 'Hint again to apply the step.');
    } else {
      apply(h.step);
    }
    return;
  }
  const a = await askCurrent('/api/hint');
  if (!nextStep(a.j)) {
    return;
  }
  st.hint = {line: a.ask.line, level: 1, step: a.j.step, view: 0};
  showLook(a.j.step, a.ask.note);
}

// nextStep says whether a hint's answer holds a step, else says why not.
export function nextStep(j) {
  if (!answered(j)) {
    return false;
  }
  if (!j.step) {
    say(j.solved ? 'ok' : 'error', j.solved ? 'Solved: no step is left.' : 'Stuck: no technique of Sudoku Explainer applies here.');
    return false;
  }
  return true;
}

// lookOf is where a step's first hint points: the API's look when it
// gives one, else its pictures' regions, else their cells, else the
// cells of their candidates, else the cells it changes: always a place.
export function lookOf(step) {
  const look = step.look || {};
  if ((look.cells || []).length || (look.regions || []).length) {
    return {cells: look.cells || [], regions: look.regions || []};
  }
  const pics = step.views.map(function (v) { return v.picture; });
  const regions = union(pics.map(function (p) { return p.regions; }));
  if (regions.length) {
    return {cells: [], regions: regions};
  }
  let cells = union(pics.map(function (p) { return p.cells; }));
  if (!cells.length) {
    cells = union(pics.map(function (p) { return p.green.concat(p.red, p.blue).map(function (x) { return x.cell; }); }));
  }
  if (!cells.length) {
    cells = union([step.removed.map(function (x) { return x.cell; }), step.placement ? [step.placement.cell] : []]);
  }
  return {cells: cells, regions: []};
}

// union gathers lists into one, each member once, in order.
function union(lists) {
  const out = [];
  lists.forEach(function (l) {
    (l || []).forEach(function (x) {
      if (out.indexOf(x) < 0) {
        out.push(x);
      }
    });
  });
  return out;
}

// showLook names the step's technique and where to look, and outlines
// it on the grid (data-look).
export function showLook(step, note) {
  const look = lookOf(step);
  st.look = {};
  look.regions.forEach(function (r) {
    regionCells(r).forEach(function (c) { st.look[c] = true; });
  });
  look.cells.forEach(function (c) { st.look[c] = true; });
  render();
  const names = look.regions.map(regionName).concat(look.cells.slice(0, 6).map(cellName));
  if (look.cells.length > 6) {
    names.push((look.cells.length - 6) + ' cells more');
  }
  const where = names.length > 1 ? names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1] : names[0];
  say('hint', 'Look at ' + where + ' (outlined): ' + article(step.technique) + ' (' + tenths(step.difficulty) + '). Hint again for the step.' + note);
}

// apply takes a step on the position: its placement entered, its
// candidates struck (a cell without marks takes the rater's first).
export function apply(step) {
  const placed = {};
  change(function (q) {
    if (step.placement) {
      place(q, step.placement.cell, step.placement.digit, false);
      placed[step.placement.cell] = true;
    }
    step.removed.forEach(function (x) {
      const c = x.cell;
      if (!digitAt(q, c)) {
        const base = q.m[c] !== null ? q.m[c] : bitsOf(step.before.candidates[c]);
        q.m[c] = base & ~(1 << x.digit);
        placed[c] = true;
      }
    });
  });
  st.placed = placed;
  if (step.placement && !st.filter) {
    st.hl = step.placement.digit;
  }
  render();
  if (!full(st.pos)) {
    say('ok', [code(step.text)]);
  }
}

// stepOn applies the next step at once.
export async function stepOn() {
  endEdit();
  const a = await askCurrent('/api/hint?svg=0');
  if (nextStep(a.j)) {
    apply(a.j.step);
  }
}
