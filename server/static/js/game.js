// game.js changes the position as the player plays it: digits typed,
// pencil marks, the givens' editing (ended by itself when the puzzle is
// typed whole, or when the givens have one solution and a digit goes in
// an empty cell), Undo and Redo, and the address that keeps the
// position and its variant. It must not ask the server for a judgement
// but the givens' verdict when editing ends.

import {act, call} from './api.js';
import {checkSolved} from './ask.js';
import {newGame, saveGame} from './games.js';
import {render, select} from './grid.js';
import {noSolutionWhy, say} from './message.js';
import {PEERS, blank, copyPos, digitAt, emptyPos, full, givensLine, hasGivens, lineOf, open} from './position.js';
import {st} from './state.js';
import {closePanel} from './picture.js';
import {setClock} from './tools.js';
import {underVariant} from './variant.js';

// change applies edit to a copy of the position, keeps the old one for
// Undo, and shows and saves the new one.
export function change(edit) {
  var before = st.pos, p = copyPos(before);
  edit(p);
  if (lineOf(p) === lineOf(before) && givensLine(p) === givensLine(before)) {
    render();
    return false;
  }
  st.undo.push(before);
  st.redo = [];
  settle(p, false);
  return true;
}

// settle makes p the position, saved in the address (a new entry of the
// history when push): what was shown of the old one (a hint, a path,
// mistakes on cells that changed) goes. A full grid is checked at once,
// as a player who has written the last digit wants to know.
export function settle(p, push) {
  for (var c in st.wrong) {
    if (digitAt(p, c) !== digitAt(st.pos, c) || p.m[c] !== st.pos.m[c]) {
      delete st.wrong[c];
    }
  }
  st.pos = p;
  st.hint = null;
  st.look = {};
  closePanel();
  render();
  saveURL(push);
  saveGame();
  if (!st.edit && full(p)) {
    st.checkAfter = true;
    if (!st.busy) {
      act(checkSolved);
    }
  }
}

export function undo() {
  if (st.undo.length) {
    st.redo.push(st.pos);
    st.placed = {};
    settle(st.undo.pop(), false);
  }
}

export function redo() {
  if (st.redo.length) {
    st.undo.push(st.pos);
    st.placed = {};
    settle(st.redo.pop(), false);
  }
}

// load makes p a new game (or rec, a game kept, again): its history, a
// new address (push) or this one's (a reload, Back).
export function load(p, push, rec) {
  rec = rec || {undo: [], redo: [], colours: {}, ms: 0, paused: false};
  if (rec.id) {
    st.game = rec.id;
    st.about = rec.about;
  } else {
    newGame();
  }
  st.undo = rec.undo;
  st.redo = rec.redo;
  st.colours = rec.colours;
  setClock(rec.ms, rec.paused);
  st.wrong = {};
  st.placed = {};
  st.edit = !hasGivens(p) && emptyPos(p);
  settle(p, push);
}

// saveURL writes the variant and the position into the address
// (?v=x&p=...), and the game's id into the history's entry (so that a
// reload finds the game kept): a new entry for a new game, the same
// entry for a move.
export function saveURL(push) {
  var query = (st.variant ? ['v=' + encodeURIComponent(st.variant)] : []).concat(emptyPos(st.pos) ? [] : ['p=' + encodeURIComponent(lineOf(st.pos))]);
  var url = query.length ? '?' + query.join('&') : location.pathname;
  var same = location.search === url || (url === location.pathname && location.search === '');
  if (push && !same) {
    history.pushState({game: st.game}, '', url);
  } else {
    history.replaceState({game: st.game}, '', url);
  }
}

// place puts digit d in cell c as the player's (a given while editing),
// striking it from its peers' marks; 0 clears the cell.
export function place(p, c, d, given) {
  if (given) {
    p.g[c] = d;
    p.e[c] = 0;
  } else if (!p.g[c]) {
    p.e[c] = d;
  }
  if (!d) {
    return;
  }
  PEERS[c].forEach(function (o) {
    if (p.m[o] !== null) {
      p.m[o] &= ~(1 << d);
    }
  });
}

// typeDigit is a digit typed on the selected cell: entered, a given
// while editing, or a pencil mark turned on or off.
// While editing, a digit (or a blank: advance) moves on to the next
// cell, as a puzzle is typed.
export function typeDigit(d, mark, advance) {
  var c = st.sel, p = st.pos;
  st.hl = st.filter || d || st.hl;
  st.placed = {};
  if (st.edit && d && !st.typing && !digitAt(p, c) && givenCount(p) >= 17) {
    act(function () { return firstEntry(c, d); }, 'The givens\' verdict');
    return;
  }
  if (st.edit) {
    typeGiven(c, d, advance);
    return;
  }
  if (p.g[c]) {
    render();
    return;
  }
  if (!d && !p.e[c]) {
    change(function (q) { q.m[c] = null; });
    return;
  }
  if ((mark || st.pencil) && d && !p.e[c]) {
    change(function (q) {
      var base = q.m[c] !== null ? q.m[c] : st.auto ? open(q, c) : 0;
      var m = base ^ (1 << d);
      q.m[c] = m === 0 && !st.auto ? null : m;
    });
    return;
  }
  change(function (q) { place(q, c, d, false); });
}

// typeGiven types a given on cell c while editing: a digit or a blank
// moves on, as a puzzle is typed straight through, and its last cell
// ends the editing.
function typeGiven(c, d, advance) {
  change(function (q) { place(q, c, d, true); });
  if ((d || advance) && c < 80) {
    select(c + 1);
    st.typing = true;
  } else if (d || advance) {
    finishEdit();
  }
}

function givenCount(p) {
  return p.g.filter(function (d) { return d !== 0; }).length;
}

// firstEntry is a digit typed on an empty cell picked while editing:
// when the givens already have one solution, the editing is over and the
// digit is the player's; else it is a given.
async function firstEntry(c, d) {
  var j = await call(underVariant('/api/solve'), givensLine(st.pos));
  if (j.solutions !== 1 || !st.edit) {
    typeGiven(c, d, false);
    return;
  }
  st.edit = false;
  change(function (q) { place(q, c, d, false); });
  say('ok', 'The givens have one solution, so Edit givens is off and your ' + d + ' is an entry, not a given (E edits the givens again).');
}

// finishEdit ends the givens' editing and says the puzzle's verdict.
function finishEdit() {
  st.edit = false;
  st.typing = false;
  render();
  act(async function () {
    givensVerdict(await call(underVariant('/api/solve'), givensLine(st.pos)), 'Edit givens is off: ');
  }, 'The givens\' verdict');
}

// givensVerdict says what a solve of the givens (j, /api/solve's
// answer) found: one solution, several, or none and the clash that
// shows it.
export function givensVerdict(j, lead) {
  if (j.solutions === 1) {
    say('ok', lead + 'the puzzle has one solution. Play: your digits are entries now.');
  } else if (j.solutions === 0) {
    var g = blank();
    g.g = st.pos.g.slice();
    say('error', lead + 'the puzzle has no solution' + noSolutionWhy(g) + ' E edits the givens.');
  } else {
    say('error', lead + 'the puzzle has several solutions, so no hint or step can be had. E edits the givens.');
  }
}

// endEdit leaves the givens' editing before an action that asks about
// the puzzle.
export function endEdit() {
  if (st.edit) {
    st.edit = false;
    render();
  }
}

// toggleEdit turns the givens' editing on or off; off, it says whether
// the puzzle typed has one solution.
export function toggleEdit() {
  if (!st.edit) {
    st.edit = true;
    render();
    say('', 'Type the givens: a digit moves on to the next cell, 0 or Backspace clears.');
    return;
  }
  finishEdit();
}

// remember keeps the player's choice of candidates for the next visit.
export function remember() {
  try {
    localStorage.setItem('sudoku-auto', st.auto ? '1' : '0');
  } catch (e) {
    // a browser that keeps nothing: the choice lasts this page
  }
}
