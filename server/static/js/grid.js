// grid.js draws the state on the page: the 81 cells of the ARIA grid
// (their kind, clashes, where a hint looks, the digit highlighted, the
// player's colours, a variant's regions), the modes' buttons, the
// actions a variant turns off, the export fields. It must not change the
// state but the selection, nor ask the server.

import {GEO, PEERS, candidateLine, cellName, clashes, digitAt, digits, givensLine, hasGivens, kindOf, open, plusLine, sdxLine} from './position.js';
import {st} from './state.js';
import {underVariant} from './variant.js';

let grid;
export const cells = [];
const looks = []; // what each cell shows

// build makes the 81 cells, in nine rows, and the layer over the
// picture that lights up a proof's cells.
export function build() {
  grid = document.getElementById('grid');
  const marks = document.getElementById('marks');
  for (let r = 0; r < 9; r++) {
    const row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', String(r + 1));
    for (let k = 0; k < 9; k++) {
      const cell = document.createElement('div');
      cell.setAttribute('role', 'gridcell');
      cell.setAttribute('aria-colindex', String(k + 1));
      cell.dataset.cell = cellName(9 * r + k);
      cell.tabIndex = -1;
      row.appendChild(cell);
      cells.push(cell);
      marks.appendChild(document.createElement('span'));
    }
    grid.appendChild(row);
  }
}

// render shows the state: every cell, the modes, the history's buttons,
// the export fields.
export function render() {
  const p = st.pos, sel = st.sel;
  st.hl = st.filter || digitAt(p, sel) || st.hl;
  const clash = clashes(p);
  for (let c = 0; c < 81; c++) {
    renderCell(p, c, PEERS[sel].indexOf(c) >= 0, clash[c]);
  }
  pressed('pencil', st.pencil);
  pressed('auto', st.auto);
  pressed('edit', st.edit);
  pressed('shortcuts', st.shortcuts);
  for (let d = 1; d <= 9; d++) {
    pressed('highlight-' + d, st.filter === d);
  }
  button('undo').disabled = st.undo.length === 0;
  button('redo').disabled = st.redo.length === 0;
  document.getElementById('board').classList.toggle('editing', st.edit);
  document.getElementById('about').textContent = st.about;
  renderVariant();
  const gl = encodeURIComponent(hasGivens(p) ? givensLine(p) : plusLine(p));
  document.getElementById('cands').value = candidateLine(p);
  document.getElementById('sdx').value = sdxLine(p, false);
  document.getElementById('svg').href = underVariant('/api/svg?p=' + gl);
  document.getElementById('svgsol').href = underVariant('/api/svg?solution=1&p=' + gl);
}

// renderVariant shows the game's variant: its name on the board, and no
// box lines in a Latin square.
function renderVariant() {
  const board = document.getElementById('board');
  setAttr(board, 'data-variant', st.variant);
  setAttr(board, 'data-boxes', GEO.boxes ? '' : 'none');
}

// renderCell shows cell c: its digit as text, or its candidates, and
// what it is part of (peer of the selection, a clash, a hint's place).
function renderCell(p, c, peer, clash) {
  const el = cells[c], d = digitAt(p, c), w = st.wrong[c];
  let cls = 'cell';
  if (p.g[c]) cls += ' given';
  if (p.e[c]) cls += ' entry';
  if (c === st.sel) cls += ' sel';
  if (peer) cls += ' peer';
  if (d && d === st.hl) cls += ' same';
  if (w) cls += ' wrong';
  if (st.placed[c]) cls += ' placed';
  cls += lookEdges(c);
  const m = d ? 0 : shown(p, c), lack = w && w.struck ? w.digit : 0;
  const hl = st.filter && (d === st.filter || m & (1 << st.filter));
  const colour = st.colours[c] || '';
  const clashText = clash ? clash.map(function (x) { return 'clashes with ' + cellName(x.cell) + ' (' + x.unit + ')'; }).join(', ') : '';
  // What the cell shows, so that an unchanged cell is left alone: a
  // render rewrites the few cells a key changes, not 81.
  const mark = GEO.marks[c] || {region: '', group: 0};
  const look = [cls, d, m, lack, m & (1 << st.hl) ? st.hl : 0, w ? w.text : '', st.look[c], hl, colour, candColours(c, m), clashText, mark.region, mark.group].join();
  if (looks[c] === look) {
    return;
  }
  looks[c] = look;
  el.className = cls;
  el.tabIndex = c === st.sel ? 0 : -1;
  el.setAttribute('aria-selected', c === st.sel ? 'true' : 'false');
  el.dataset.kind = kindOf(p, c);
  setFlag(el, 'data-look', st.look[c]);
  setFlag(el, 'data-highlight', hl);
  setFlag(el, 'aria-invalid', clash);
  setAttr(el, 'data-colour', colour);
  setAttr(el, 'data-region', mark.region);
  setAttr(el, 'data-group', mark.group ? String(mark.group) : '');
  setAttr(el, 'title', clashText ? cellName(c) + ' ' + clashText : '');
  let label = cellName(c) + ': ';
  if (d) {
    el.textContent = String(d);
    label += d + (p.g[c] ? ', given' : '');
  } else {
    el.textContent = '';
    el.appendChild(candidates(c, m, lack));
    label += 'empty' + (m ? ', candidates ' + digits(m).split('').join(' ') : '');
  }
  for (const part of [mark.region && mark.region.replace(/-/g, ' '), mark.group && 'disjoint group ' + mark.group, clashText, w && w.text, colour && 'colour ' + colour, st.look[c] && 'look here']) {
    if (part) {
      label += ', ' + part;
    }
  }
  el.setAttribute('aria-label', label);
}

// lookEdges outlines where a hint looks as one shape: the classes of the
// sides of cell c that border a cell outside it.
function lookEdges(c) {
  if (!st.look[c]) {
    return '';
  }
  const r = Math.floor(c / 9), k = c % 9;
  let s = '';
  if (r === 0 || !st.look[c - 9]) s += ' lt';
  if (k === 8 || !st.look[c + 1]) s += ' lr';
  if (r === 8 || !st.look[c + 9]) s += ' lb';
  if (k === 0 || !st.look[c - 1]) s += ' ll';
  return s;
}

// setFlag sets attribute name to "true" when on, and takes it away when
// not.
function setFlag(el, name, on) {
  setAttr(el, name, on ? 'true' : '');
}

function setAttr(el, name, value) {
  if (value) {
    el.setAttribute(name, value);
  } else {
    el.removeAttribute(name);
  }
}

// candColours lists the colours of cell c's candidates shown, for the
// cell's look.
function candColours(c, m) {
  let s = '';
  for (let d = 1; d <= 9; d++) {
    if (m & (1 << d) && st.colours[c + '/' + d]) {
      s += d + ':' + st.colours[c + '/' + d] + ' ';
    }
  }
  return s;
}

// shown is what an empty cell shows: its marks, else, with every
// candidate on, the digits no peer holds.
export function shown(p, c) {
  if (p.m[c] !== null) {
    return p.m[c];
  }
  return st.auto ? open(p, c) : 0;
}

// candidates draws a cell's pencil marks in a three by three block, each
// mark data-mark="d" (and its colour); lack is a digit the last check
// says the cell cannot go without.
function candidates(c, m, lack) {
  const box = document.createElement('span');
  box.className = 'cands';
  box.setAttribute('aria-hidden', 'true');
  for (let d = 1; d <= 9 && (m || lack); d++) {
    const s = document.createElement('span');
    if (m & (1 << d) || d === lack) {
      s.textContent = String(d);
      s.dataset.mark = String(d);
    }
    if (d === lack) {
      s.className = 'lack';
    } else if (d === st.hl && m & (1 << d)) {
      s.className = 'same';
    }
    if (m & (1 << d) && st.colours[c + '/' + d]) {
      s.dataset.colour = st.colours[c + '/' + d];
    }
    box.appendChild(s);
  }
  return box;
}

export function button(action) {
  return document.querySelector('[data-action="' + action + '"]');
}

export function pressed(action, on) {
  button(action).setAttribute('aria-pressed', on ? 'true' : 'false');
}

// select moves the selection to c, and the focus with it when the grid
// has it (or focus asks).
export function select(c, focus) {
  st.sel = c;
  st.typing = false;
  render();
  if (focus || grid.contains(document.activeElement)) {
    cells[c].focus();
  }
}

// cellAt is the cell under a point of the screen (clientX, clientY), or
// -1: for a click on the picture drawn over the grid.
export function cellAt(x, y) {
  const r = grid.getBoundingClientRect();
  const k = Math.floor((x - r.left) / r.width * 9), row = Math.floor((y - r.top) / r.height * 9);
  return k >= 0 && k < 9 && row >= 0 && row < 9 ? 9 * row + k : -1;
}

// lightCells lights cells up on the layer over the picture (a proof's
// link pointed at), or none.
export function lightCells(list) {
  const spans = document.getElementById('marks').children;
  for (let c = 0; c < 81; c++) {
    spans[c].className = list.indexOf(c) >= 0 ? 'on' : '';
  }
}
