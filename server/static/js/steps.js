// steps.js holds the steps the API finds for the position: a hint in
// its levels (where to look, outlined; the step drawn; the step taken),
// Step, and a step applied; a position whose pencil marks are a partial
// set is asked about without them. It must not find a step itself.

import {answered, call} from './api.js';
import {change, endEdit, place} from './game.js';
import {render} from './grid.js';
import {article, code, say, tenths} from './message.js';
import {showStep} from './picture.js';
import {bitsOf, cellName, digitAt, full, lineOf, plusLine, regionCells, regionName} from './position.js';
import {st} from './state.js';
import {underVariant} from './variant.js';

// askStep asks endpoint (a hint's, the path's) about the position, and
// gives the line it stands for, the answer and a note. Pencil marks that
// are the answer's only mistakes (a cell's marks leave out its digit: a
// player's partial shorthand, no set of candidates to reason from) are
// ignored: it asks again without them, and the note says so.
export async function askStep(endpoint) {
  const line = lineOf(st.pos);
  endpoint = underVariant(endpoint);
  const j = await call(endpoint, line);
  if (!marksOnly(j)) {
    return {line: line, j: j, note: ''};
  }
  return {line: line, j: await call(endpoint, plusLine(st.pos)), note: ' Your pencil marks are a partial set (some leave out a digit their cell can hold): the hint ignores them and reasons from every candidate.'};
}

// marksOnly says whether an answer's mistakes are pencil marks alone.
function marksOnly(j) {
  return j.verdict === 'mistakes' && j.mistakes.length > 0 && j.mistakes.every(function (m) { return m.struck; });
}

// askCurrent asks as askStep does, again while the position changes
// before the answer comes (a digit typed meanwhile).
async function askCurrent(endpoint) {
  for (let tries = 0; ; tries++) {
    const a = await askStep(endpoint);
    if (a.line === lineOf(st.pos) || tries === 3) {
      return a;
    }
  }
}

// hint shows, pressed again and again, where to look, then the step
// drawn, then the step applied.
export async function hint() {
  endEdit();
  const h = st.hint;
  if (h && h.line === lineOf(st.pos)) {
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
  st.hint = {line: a.line, level: 1, step: a.j.step, view: 0};
  showLook(a.j.step, a.note);
}

// nextStep says whether a hint's answer holds a step, else says why not.
export function nextStep(j) {
  if (!answered(j)) {
    return false;
  }
  if (!j.step && j.solved && writeLone()) {
    return false;
  }
  if (!j.step) {
    say(j.solved ? 'ok' : 'error', j.solved ? 'Solved: no step is left.' : 'Stuck: no technique of Sudoku Explainer applies here.');
    return false;
  }
  return true;
}

// writeLone writes in, when the API finds the position solved, the
// empty cells whose pencil marks are down to one candidate each (the
// API reads a lone candidate as the cell's digit, so no step places
// it), and says whether there were any.
function writeLone() {
  const lone = [];
  for (let c = 0; c < 81; c++) {
    const m = st.pos.m[c];
    if (!digitAt(st.pos, c) && m !== null && m && !(m & (m - 1))) {
      lone.push(c);
    }
  }
  if (!lone.length) {
    return false;
  }
  change(function (q) {
    lone.forEach(function (c) { place(q, c, Math.log2(q.m[c]), false); });
  });
  if (!full(st.pos)) {
    say('ok', 'Solved but for the cells left: ' + lone.map(cellName).join(', ') + ', their one candidates written in.');
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
