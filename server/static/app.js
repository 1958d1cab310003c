// app.js is the page of sudoku -http: it builds the grid and routes the
// player's keys and clicks to the modules under js/ (the position, the
// grid, the game, the API's questions, the steps, opening a puzzle). It
// must not judge a position itself (mistakes, steps, ratings and
// solutions are the API's, in the command's words), fetch anything from
// another site, or use anything but the standard DOM (Chromium and
// Firefox alike).

import {act} from './js/api.js';
import {check, rateIt, solveIt} from './js/ask.js';
import {redo, remember, toggleEdit, typeDigit, undo} from './js/game.js';
import {build, cells, render, select} from './js/grid.js';
import {say} from './js/message.js';
import {fromAddress, generate, onDrop, onPaste, openFile, openText, showMenu} from './js/open.js';
import {emptyPos} from './js/position.js';
import {st} from './js/state.js';
import {closePanel, hint, move, path, playFrom, stepOn} from './js/steps.js';

const SHORTCUTS = {n: 'new', c: 'check', h: 'hint', s: 'step', p: 'path', r: 'rate', m: 'pencil', a: 'auto', e: 'edit'};

// digitOf is the digit a key stands for, and whether it marks: Shift and
// a digit on a layout where Shift gives another character.
function digitOf(e) {
  if (/^[1-9]$/.test(e.key)) {
    return {d: Number(e.key), mark: false};
  }
  var m = /^(Digit|Numpad)([1-9])$/.exec(e.code);
  return m ? {d: Number(m[2]), mark: e.shiftKey} : null;
}

function onKey(e) {
  var t = e.target, tag = t.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') {
    return;
  }
  if (e.ctrlKey || e.metaKey) {
    var k = e.key.toLowerCase();
    if (k === 'z' || k === 'y') {
      e.preventDefault();
      doAction(k === 'y' || e.shiftKey ? 'redo' : 'undo');
    }
    return;
  }
  if (e.altKey || (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') && (e.key === 'Enter' || e.key === ' ')) {
    return;
  }
  if (handled(e)) {
    e.preventDefault();
  }
}

// handled acts on a key that is the page's, and says whether it was.
function handled(e) {
  var shown = !document.getElementById('panel').hidden;
  if (e.key === 'Escape') {
    closePanel();
    showMenu(false);
    cells[st.sel].focus();
    return true;
  }
  if (shown && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
    move(e.key === 'ArrowLeft' ? -1 : 1);
    return true;
  }
  var dm = digitOf(e);
  if (dm) {
    typeDigit(dm.d, dm.mark);
    return true;
  }
  if (e.key === 'Backspace' || e.key === 'Delete') {
    typeDigit(0, false, false);
    return true;
  }
  if (e.key === '0' || e.key === '.' || e.key === ' ' && st.edit) {
    typeDigit(0, false, true);
    return true;
  }
  if (moveKey(e)) {
    return true;
  }
  var action = SHORTCUTS[e.key.toLowerCase()];
  if (action && !e.shiftKey) {
    doAction(action);
    return true;
  }
  return false;
}

// moveKey moves the selection by an arrow, Home or End, around the
// grid's edges.
function moveKey(e) {
  var r = Math.floor(st.sel / 9), k = st.sel % 9;
  switch (e.key) {
  case 'ArrowUp': r = (r + 8) % 9; break;
  case 'ArrowDown': r = (r + 1) % 9; break;
  case 'ArrowLeft': k = (k + 8) % 9; break;
  case 'ArrowRight': k = (k + 1) % 9; break;
  case 'Home': k = 0; break;
  case 'End': k = 8; break;
  default: return false;
  }
  select(9 * r + k, true);
  return true;
}

// doAction runs a control's action.
function doAction(name) {
  var now = {
    pencil: function () { st.pencil = !st.pencil; render(); },
    auto: function () { st.auto = !st.auto; remember(); render(); },
    edit: toggleEdit,
    undo: undo,
    redo: redo,
    back: function () { move(-1); },
    forward: function () { move(1); },
    close: function () { closePanel(); cells[st.sel].focus(); },
    goto: playFrom,
    print: function () { window.print(); },
    new: function () { showMenu(document.getElementById('newmenu').hidden); },
    open: function () { act(function () { return openText(document.getElementById('paste').value); }); }
  };
  var later = {check: check, hint: hint, step: stepOn, path: path, rate: rateIt, solve: solveIt};
  if (now[name]) {
    now[name]();
  } else if (later[name]) {
    if (name !== 'hint') {
      // Another question: the hint's outline and picture give way.
      st.look = {};
      closePanel();
      render();
    }
    act(later[name]);
  }
}

function onClick(e) {
  var t = e.target.closest('[data-cell],[data-action],[data-digit],[data-rating],#figure');
  if (!t) {
    return;
  }
  if (t.id === 'figure') {
    closePanel();
  } else if (t.dataset.cell) {
    select(cells.indexOf(t), true);
  } else if (t.dataset.digit) {
    typeDigit(Number(t.dataset.digit), false);
  } else if (t.dataset.rating) {
    var rating = t.dataset.rating;
    act(function () { return generate(rating); });
  } else {
    doAction(t.dataset.action);
  }
}

function start() {
  build();
  try {
    st.auto = localStorage.getItem('sudoku-auto') === '1';
  } catch (e) {
    st.auto = false;
  }
  document.addEventListener('keydown', onKey);
  document.addEventListener('click', onClick);
  document.addEventListener('paste', onPaste);
  document.addEventListener('dragover', function (e) { e.preventDefault(); });
  document.addEventListener('drop', onDrop);
  document.getElementById('file').addEventListener('change', function (e) {
    if (e.target.files.length) {
      openFile(e.target.files[0]);
    }
  });
  window.addEventListener('popstate', function () { act(fromAddress); });
  act(async function () {
    await fromAddress();
    if (emptyPos(st.pos)) {
      say('', 'Type a puzzle\'s givens, paste one, drop a file, or press New.');
    }
  });
}


start();
