// grid.js draws the state on the page: the 81 cells of the ARIA grid,
// the modes' buttons, the export fields. It must not change the state
// but the selection, nor ask the server.

import {PEERS, candidateLine, cellName, digitAt, digits, givensLine, hasGivens, open, plusLine, sdxLine} from './position.js';
import {st} from './state.js';

let grid;
export const cells = [];
const looks = []; // what each cell shows

// build makes the 81 cells, in nine rows.
export function build() {
  grid = document.getElementById('grid');
  for (var r = 0; r < 9; r++) {
    var row = document.createElement('div');
    row.className = 'row';
    row.setAttribute('role', 'row');
    row.setAttribute('aria-rowindex', String(r + 1));
    for (var k = 0; k < 9; k++) {
      var cell = document.createElement('div');
      var c = 9 * r + k;
      cell.setAttribute('role', 'gridcell');
      cell.setAttribute('aria-colindex', String(k + 1));
      cell.dataset.cell = cellName(c);
      cell.tabIndex = -1;
      row.appendChild(cell);
      cells.push(cell);
    }
    grid.appendChild(row);
  }
}

// render shows the state: every cell, the modes, the history's buttons,
// the export fields.
export function render() {
  var p = st.pos, sel = st.sel;
  var selDigit = digitAt(p, sel);
  st.hl = selDigit || st.hl;
  for (var c = 0; c < 81; c++) {
    renderCell(p, c, PEERS[sel].indexOf(c) >= 0);
  }
  pressed('pencil', st.pencil);
  pressed('auto', st.auto);
  pressed('edit', st.edit);
  button('undo').disabled = st.undo.length === 0;
  button('redo').disabled = st.redo.length === 0;
  document.getElementById('board').classList.toggle('editing', st.edit);
  document.getElementById('about').textContent = st.about;
  var gl = encodeURIComponent(hasGivens(p) ? givensLine(p) : plusLine(p));
  document.getElementById('cands').value = candidateLine(p);
  document.getElementById('sdx').value = sdxLine(p, false);
  document.getElementById('svg').href = '/api/svg?p=' + gl;
  document.getElementById('svgsol').href = '/api/svg?solution=1&p=' + gl;
}

// renderCell shows cell c: its digit as text, or its candidates.
export function renderCell(p, c, peer) {
  var el = cells[c], d = digitAt(p, c), w = st.wrong[c];
  var cls = 'cell';
  if (p.g[c]) cls += ' given';
  if (p.e[c]) cls += ' entry';
  if (c === st.sel) cls += ' sel';
  if (peer) cls += ' peer';
  if (d && d === st.hl) cls += ' same';
  if (w) cls += ' wrong';
  if (st.look[c]) cls += ' look';
  if (st.placed[c]) cls += ' placed';
  var m = d ? 0 : shown(p, c), lack = w && w.struck ? w.digit : 0;
  // What the cell shows, so that an unchanged cell is left alone: a
  // render rewrites the few cells a key changes, not 81.
  var look = [cls, d, m, lack, m & (1 << st.hl) ? st.hl : 0, w ? w.text : ''].join();
  if (looks[c] === look) {
    return;
  }
  looks[c] = look;
  el.className = cls;
  el.tabIndex = c === st.sel ? 0 : -1;
  el.setAttribute('aria-selected', c === st.sel ? 'true' : 'false');
  var label = cellName(c) + ': ';
  if (d) {
    el.textContent = String(d);
    label += d + (p.g[c] ? ', given' : '');
  } else {
    el.textContent = '';
    el.appendChild(candidates(m, lack));
    label += 'empty' + (m ? ', candidates ' + digits(m).split('').join(' ') : '');
  }
  if (w) {
    label += ', ' + w.text;
  }
  el.setAttribute('aria-label', label);
}

// shown is what an empty cell shows: its marks, else, with every
// candidate on, the digits no peer holds.
export function shown(p, c) {
  if (p.m[c] !== null) {
    return p.m[c];
  }
  return st.auto ? open(p, c) : 0;
}

// candidates draws a cell's pencil marks in a three by three block; lack
// is a digit the last check says the cell cannot go without.
export function candidates(m, lack) {
  var box = document.createElement('span');
  box.className = 'cands';
  box.setAttribute('aria-hidden', 'true');
  for (var d = 1; d <= 9 && (m || lack); d++) {
    var s = document.createElement('span');
    if (m & (1 << d) || d === lack) {
      s.textContent = String(d);
    }
    if (d === lack) {
      s.className = 'lack';
    } else if (d === st.hl && m & (1 << d)) {
      s.className = 'same';
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
  render();
  if (focus || grid.contains(document.activeElement)) {
    cells[c].focus();
  }
}
