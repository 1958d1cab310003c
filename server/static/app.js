// app.js is the page of sudoku -http: it builds the grid and routes the
// player's keys and clicks to the modules under js/ (the position, the
// grid, the game, the API's questions, the steps, opening a puzzle). It
// must not judge a position itself (mistakes, steps, ratings and
// solutions are the API's, in the command's words), fetch anything from
// another site, or use anything but the standard DOM (Chromium and
// Firefox alike).

import {act, cancel} from './js/api.js';
import {check, rateIt, solveIt} from './js/ask.js';
import {redo, remember, toggleEdit, typeDigit, undo} from './js/game.js';
import {forget, openGame, toggleGames} from './js/gamelist.js';
import {saveGame} from './js/games.js';
import {build, cellAt, cells, render, select} from './js/grid.js';
import {say} from './js/message.js';
import {fromAddress, generate, onDrop, onPaste, openFile, openText, pickVariant, showMenu} from './js/open.js';
import {goToStep, move, path, playFrom} from './js/path.js';
import {closePanel, pictureShown, pointLink, stepLink} from './js/picture.js';
import {emptyPos} from './js/position.js';
import {st} from './js/state.js';
import {hint, stepOn} from './js/steps.js';
import {colour, highlight, pause, tick, toggleShortcuts, uncolour} from './js/tools.js';

const SHORTCUTS = {n: 'new', c: 'check', h: 'hint', s: 'step', p: 'path', r: 'rate', m: 'pencil', a: 'auto', e: 'edit', g: 'games'};

// digitOf is the digit a key stands for, and whether it marks: Shift and
// a digit on a layout where Shift gives another character.
function digitOf(e) {
  if (/^[1-9]$/.test(e.key)) {
    return {d: Number(e.key), mark: false};
  }
  const m = /^(Digit|Numpad)([1-9])$/.exec(e.code);
  return m ? {d: Number(m[2]), mark: e.shiftKey} : null;
}

function onKey(e) {
  const t = e.target, tag = t.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') {
    return;
  }
  if (e.ctrlKey || e.metaKey) {
    const k = e.key.toLowerCase();
    if (k === 'z' || k === 'y') {
      e.preventDefault();
      doAction(k === 'y' || e.shiftKey ? 'redo' : 'undo');
    }
    return;
  }
  if (e.altKey || (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') && (e.key === 'Enter' || e.key === ' ')) {
    return;
  }
  if (t.dataset && t.dataset.link !== undefined && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
    stepLink(t, e.key === 'ArrowUp' ? -1 : 1);
    e.preventDefault();
    return;
  }
  if (handled(e, !!(t.dataset && t.dataset.cell))) {
    e.preventDefault();
  }
}

// handled acts on a key that is the page's, and says whether it was:
// with the shortcuts off, letters do nothing and digits enter in the
// grid alone (inGrid: the grid has the focus). A key for the grid while
// a picture covers it takes the picture away first, so that the
// selection it moves is seen.
function handled(e, inGrid) {
  if (e.key === 'Escape') {
    closePanel();
    showMenu(false);
    cells[st.sel].focus();
    return true;
  }
  if (pictureShown() && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && move(e.key === 'ArrowLeft' ? -1 : 1)) {
    return true;
  }
  const grid = gridKey(e);
  if (grid && !st.shortcuts && !inGrid) {
    return false;
  }
  if (grid) {
    if (pictureShown()) {
      closePanel();
    }
    grid();
    return true;
  }
  const action = SHORTCUTS[e.key.toLowerCase()];
  if (action && !e.shiftKey && st.shortcuts) {
    doAction(action);
    return true;
  }
  return false;
}

// gridKey is what a key does on the grid (a digit, a clear, a move), or
// null.
function gridKey(e) {
  const dm = digitOf(e);
  if (dm) {
    return function () { typeDigit(dm.d, dm.mark); };
  }
  if (e.key === 'Backspace' || e.key === 'Delete') {
    return function () { typeDigit(0, false, false); };
  }
  if (e.key === '0' || e.key === '.' || e.key === ' ' && st.edit) {
    return function () { typeDigit(0, false, true); };
  }
  const to = moveTo(e.key);
  return to < 0 ? null : function () { select(to, true); };
}

// moveTo is the cell an arrow, Home or End moves the selection to,
// around the grid's edges, or -1.
function moveTo(key) {
  let r = Math.floor(st.sel / 9), k = st.sel % 9;
  switch (key) {
  case 'ArrowUp': r = (r + 8) % 9; break;
  case 'ArrowDown': r = (r + 1) % 9; break;
  case 'ArrowLeft': k = (k + 8) % 9; break;
  case 'ArrowRight': k = (k + 1) % 9; break;
  case 'Home': k = 0; break;
  case 'End': k = 8; break;
  default: return -1;
  }
  return 9 * r + k;
}

// LABELS name the actions that wait for the server, for the progress
// indicator's queue.
const LABELS = {check: 'Check', hint: 'Hint', step: 'Step', path: 'Path', rate: 'Rate', solve: 'Solve'};

// doAction runs a control's action.
function doAction(name) {
  const now = {
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
    open: function () { act(function () { return openText(document.getElementById('paste').value); }, 'Open'); },
    cancel: cancel,
    pause: pause,
    games: toggleGames,
    shortcuts: toggleShortcuts,
    uncolour: uncolour
  };
  const later = {check: check, hint: hint, step: stepOn, path: path, rate: rateIt, solve: solveIt};
  const tool = /^(highlight|colour)-(\d)$/.exec(name);
  if (tool) {
    (tool[1] === 'highlight' ? highlight : colour)(Number(tool[2]));
  } else if (now[name]) {
    now[name]();
  } else if (later[name]) {
    if (name === 'step' || name === 'path' || name === 'solve') {
      // A question about the steps: the hint's outline gives way.
      st.look = {};
      render();
    }
    act(later[name], LABELS[name]);
  }
}

function onClick(e) {
  const t = e.target.closest('[data-cell],[data-action],[data-digit],[data-rating],[data-step],[data-game],[data-forget],#figure');
  if (!t) {
    return;
  }
  if (t.id === 'figure') {
    // The picture lies over the grid: a click on it is a click on the
    // cell beneath, which it uncovers.
    closePanel();
    const c = cellAt(e.clientX, e.clientY);
    if (c >= 0) {
      select(c, true);
    }
  } else if (t.dataset.cell) {
    select(cells.indexOf(t), true);
  } else if (t.dataset.digit) {
    typeDigit(Number(t.dataset.digit), false);
  } else if (t.dataset.rating) {
    const rating = t.dataset.rating;
    act(function () { return generate(rating); }, 'New');
  } else if (t.dataset.step) {
    goToStep(Number(t.dataset.step));
  } else if (t.dataset.game) {
    const id = t.dataset.game;
    act(function () { return openGame(id); });
  } else if (t.dataset.forget) {
    forget(t.dataset.forget);
  } else {
    doAction(t.dataset.action);
  }
}

// readPrefs reads the player's choices kept from the last visit.
function readPrefs() {
  try {
    st.auto = localStorage.getItem('sudoku-auto') === '1';
    st.shortcuts = localStorage.getItem('sudoku-shortcuts') !== '0';
  } catch (e) {
    st.auto = false;
  }
}

// pointed lights up a proof's link's cells while it is pointed at or
// focused.
function pointed(e) {
  const link = e.target.closest && e.target.closest('[data-link]');
  pointLink(e.type === 'pointerover' || e.type === 'focusin' ? link : null);
}

function start() {
  build();
  readPrefs();
  document.addEventListener('keydown', onKey);
  document.addEventListener('click', onClick);
  document.addEventListener('paste', onPaste);
  document.addEventListener('dragover', function (e) { e.preventDefault(); });
  document.addEventListener('drop', onDrop);
  const proof = document.getElementById('proof');
  ['pointerover', 'pointerout', 'focusin', 'focusout'].forEach(function (kind) { proof.addEventListener(kind, pointed); });
  document.getElementById('variant').addEventListener('change', pickVariant);
  document.getElementById('file').addEventListener('change', function (e) {
    if (e.target.files.length) {
      openFile(e.target.files[0]);
    }
  });
  window.addEventListener('popstate', function () { act(fromAddress); });
  window.addEventListener('pagehide', saveGame);
  document.addEventListener('visibilitychange', tick);
  setInterval(tick, 250);
  setInterval(saveGame, 5000);
  act(async function () {
    await fromAddress();
    if (emptyPos(st.pos)) {
      say('', 'Type a puzzle\'s givens, paste one, drop a file, press New, or open a game you kept (Games).');
    }
  });
}

start();
