// open.js opens a puzzle: a new one from the generator (a variant's
// too), a paste, a file dropped, the address (its variant too). It must
// not read a form the API reads but the page's own two (the '+' line,
// the .sdx line).

import {APIError, act, call} from './api.js';
import {givensVerdict, load} from './game.js';
import {readGame} from './games.js';
import {button, cells} from './grid.js';
import {say, tenths} from './message.js';
import {blank, fromAPI, givensLine, hasGivens, lineOf, readOwn} from './position.js';
import {st} from './state.js';
import {underVariant, useVariant} from './variant.js';

// generate asks for a puzzle whose rating lies in the range picked (under
// the variant picked: the rater rates every variant), or, rating
// 'variant', one of any rating under the variant picked; a blank grid is
// under the variant picked.
export async function generate(rating) {
  var picked = document.getElementById('variant').value;
  if (rating === 'variant') {
    await generateVariant(picked);
    return;
  }
  if (rating === 'blank') {
    await useVariant(picked);
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
  var under = picked ? ', variant ' + picked : '';
  say('wait', 'Making a puzzle (' + rating + under + ')...');
  var j = await call('/api/gen?rating=' + encodeURIComponent(rating) + (picked ? '&variant=' + encodeURIComponent(picked) : '') +
    (seed ? '&seed=' + encodeURIComponent(seed) : ''), null);
  showMenu(false);
  st.about = 'Made for ' + j.range + under + ' (rated ' + tenths(j.rating.er) + '), seed ' + j.seed;
  await useVariant(picked);
  load(readOwn(j.puzzle), true);
  say('ok', 'A new puzzle (' + j.range + under + ', rated ' + j.rating.line + ', seed ' + j.seed + ').');
  cells[st.sel].focus();
}

// generateVariant asks for a puzzle unique under variant v, of any rating.
async function generateVariant(v) {
  var seed = document.getElementById('seed').value.trim();
  say('wait', 'Making a puzzle (variant ' + v + ')...');
  var j = await call('/api/gen?variant=' + encodeURIComponent(v) + (seed ? '&seed=' + encodeURIComponent(seed) : ''), null);
  await useVariant(v);
  showMenu(false);
  st.about = 'Variant ' + v + ', any rating, seed ' + j.seed;
  load(readOwn(j.puzzle), true);
  say('ok', 'A new puzzle under variant ' + v + ' (any rating: Rate tells it; seed ' + j.seed + ').');
  cells[st.sel].focus();
}

// pickVariant shows the New menu's buttons for the variant picked: the
// named difficulties for none (their ranges are the classic board's),
// Make (any rating) for a variant, a rating range for both.
export function pickVariant() {
  var v = document.getElementById('variant').value;
  document.querySelectorAll('#newmenu [data-rating]').forEach(function (b) {
    var r = b.dataset.rating;
    b.hidden = r !== 'blank' && r !== 'range' && (r === 'variant') !== !!v;
  });
  document.getElementById('variantwhy').hidden = !v;
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
  givensVerdict(await call(underVariant('/api/solve'), givensLine(st.pos)), 'Opened: ');
}

// fromAddress opens the position the address holds (a reload, Back, a
// link) under its variant (v), reading the page's own forms itself and
// any other through the API; the game kept for this entry of the history
// (a reload, Back), when it stands where the address does, comes back
// with its Undo, colours and time.
export async function fromAddress() {
  var text = addressPart('p'), refusal = null;
  try {
    await useVariant(addressPart('v'));
  } catch (e) {
    refusal = e; // an unknown variant: the position under the classic rules, and why
    await useVariant('');
  }
  var p = text ? readOwn(text) : blank();
  var kept = history.state && history.state.game ? readGame(history.state.game) : null;
  if (p && kept && lineOf(kept.pos) === lineOf(p) && kept.variant === st.variant) {
    load(kept.pos, false, kept);
  } else if (p) {
    load(p, false);
  } else {
    load(fromAPI((await call('/api/position', text)).position), false);
  }
  if (refusal) {
    throw refusal;
  }
}

// addressPart is the address's parameter name, decoded ('' for none).
function addressPart(name) {
  var m = new RegExp('[?&]' + name + '=([^&]*)').exec(location.search);
  if (!m) {
    return '';
  }
  try {
    return decodeURIComponent(m[1]);
  } catch (e) {
    return m[1];
  }
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
