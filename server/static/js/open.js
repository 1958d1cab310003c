// open.js opens a puzzle: a new one from the generator, a paste, a file
// dropped, the address. It must not read a form the API reads but the
// page's own two (the '+' line, the .sdx line).

import {APIError, act, call} from './api.js';
import {givensVerdict, load} from './game.js';
import {readGame} from './games.js';
import {button, cells} from './grid.js';
import {say, tenths} from './message.js';
import {blank, fromAPI, givensLine, hasGivens, lineOf, readOwn} from './position.js';
import {st} from './state.js';

// generate asks for a puzzle whose rating lies in the range picked.
export async function generate(rating) {
  if (rating === 'blank') {
    showMenu(false);
    st.about = '';
    load(blank(), true);
    say('', 'Type the givens: a digit moves on to the next cell, 0 or Backspace clears.');
    return;
  }
  if (rating === 'range') {
    var lo = document.getElementById('lo').value.trim(), hi = document.getElementById('hi').value.trim();
    if (!lo && !hi) {
      say('error', 'Give a rating to start from, to end at, or both (Sudoku Explainer\'s scale, 1.0 to 12).');
      return;
    }
    rating = lo === hi ? lo : (lo || '1.0') + '-' + hi;
  }
  var seed = document.getElementById('seed').value.trim();
  say('wait', 'Making a puzzle (' + rating + ')...');
  var j = await call('/api/gen?rating=' + encodeURIComponent(rating) + (seed ? '&seed=' + encodeURIComponent(seed) : ''), null);
  showMenu(false);
  st.about = 'Made for ' + j.range + ' (rated ' + tenths(j.rating.er) + '), seed ' + j.seed;
  load(readOwn(j.puzzle), true);
  say('ok', 'A new puzzle (' + j.range + ', rated ' + j.rating.line + ', seed ' + j.seed + ').');
  cells[st.sel].focus();
}

export function showMenu(on) {
  var menu = document.getElementById('newmenu');
  menu.hidden = !on;
  button('new').setAttribute('aria-expanded', on ? 'true' : 'false');
  if (on) {
    menu.querySelector('button').focus();
  }
}

// openText reads any text the command reads as a position, through the
// API, and makes it the game.
export async function openText(text) {
  if (!text.trim()) {
    return;
  }
  var j;
  try {
    j = await call('/api/position', text);
  } catch (e) {
    if (e instanceof APIError) {
      e.message = 'Could not read that puzzle: ' + e.message;
    }
    throw e;
  }
  st.about = '';
  load(fromAPI(j.position), true);
  if (!hasGivens(st.pos)) {
    say('ok', 'Opened.');
    return;
  }
  givensVerdict(await call('/api/solve', givensLine(st.pos)), 'Opened: ');
}

// fromAddress opens the position the address holds (a reload, Back, a
// link), reading the page's own forms itself and any other through the
// API; the game kept for this entry of the history (a reload, Back),
// when it stands where the address does, comes back with its Undo,
// colours and time.
export async function fromAddress() {
  var m = /[?&]p=([^&]*)/.exec(location.search), text = '';
  if (m) {
    try {
      text = decodeURIComponent(m[1]);
    } catch (e) {
      text = m[1];
    }
  }
  var p = text ? readOwn(text) : blank();
  var kept = history.state && history.state.game ? readGame(history.state.game) : null;
  if (p && kept && lineOf(kept.pos) === lineOf(p)) {
    load(kept.pos, false, kept);
    return;
  }
  if (p) {
    load(p, false);
    return;
  }
  var j = await call('/api/position', text);
  load(fromAPI(j.position), false);
}

// onPaste opens text pasted anywhere but in a text field.
export function onPaste(e) {
  var tag = e.target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA') {
    return;
  }
  var text = e.clipboardData ? e.clipboardData.getData('text/plain') : '';
  if (text) {
    e.preventDefault();
    act(function () { return openText(text); });
  }
}

// onDrop opens a file (or text) dropped on the page.
export function onDrop(e) {
  e.preventDefault();
  var dt = e.dataTransfer;
  if (dt.files && dt.files.length) {
    openFile(dt.files[0]);
  } else if (dt.getData('text/plain')) {
    var text = dt.getData('text/plain');
    act(function () { return openText(text); });
  }
}

export function openFile(file) {
  if (file.size > 64 << 10) {
    say('error', file.name + ' is ' + file.size + ' bytes: a puzzle is one board, at most 64 KB.');
    return;
  }
  act(async function () { await openText(await file.text()); });
}
