// tools.js holds the player's own tools, which ask nothing of the
// server: the timer and its pause, a digit highlighted everywhere,
// colours on cells and candidates, and the single-key shortcuts' switch.
// It must not change the position.

import {saveGame} from './games.js';
import {render, shown} from './grid.js';
import {digitAt, full, hasGivens} from './position.js';
import {st} from './state.js';

// elapsed is the time played, in milliseconds.
export function elapsed() {
  return st.clock.ms + (st.clock.since ? Date.now() - st.clock.since : 0);
}

// running says whether the clock runs: a puzzle being played, not
// paused, not finished, on a page in sight.
function running() {
  return hasGivens(st.pos) && !st.edit && !full(st.pos) && !st.clock.paused && document.visibilityState !== 'hidden';
}

// tick starts or stops the clock as the game goes, and shows it as m:ss.
export function tick() {
  const now = Date.now(), clock = st.clock, on = running();
  if (on && !clock.since) {
    clock.since = now;
  } else if (!on && clock.since) {
    clock.ms += now - clock.since;
    clock.since = 0;
  }
  const s = Math.floor(elapsed() / 1000);
  const text = Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  const el = document.querySelector('[data-timer]');
  if (el.textContent !== text) {
    el.textContent = text;
  }
  document.querySelector('[data-action="pause"]').setAttribute('aria-pressed', clock.paused ? 'true' : 'false');
}

// setClock starts a game's clock at ms, paused or not.
export function setClock(ms, paused) {
  st.clock = {ms: ms, since: 0, paused: paused};
  tick();
}

// pause stops the clock, or starts it again.
export function pause() {
  st.clock.paused = !st.clock.paused;
  tick();
  saveGame();
}

// highlight marks every cell that holds digit d or has it as a
// candidate; d again takes the highlight away.
export function highlight(d) {
  st.filter = st.filter === d ? 0 : d;
  st.hl = st.filter;
  render();
}

// colour paints the selected cell with colour k (k again takes it
// away); with a digit highlighted that the cell has as a candidate, the
// candidate instead.
export function colour(k) {
  const c = st.sel, d = st.filter, p = st.pos;
  const key = d && !digitAt(p, c) && shown(p, c) & (1 << d) ? c + '/' + d : String(c);
  if (st.colours[key] === k) {
    delete st.colours[key];
  } else {
    st.colours[key] = k;
  }
  render();
  saveGame();
}

// uncolour takes every colour away.
export function uncolour() {
  st.colours = {};
  render();
  saveGame();
}

// toggleShortcuts turns the single-key shortcuts on or off, for this
// visit and the next.
export function toggleShortcuts() {
  st.shortcuts = !st.shortcuts;
  try {
    localStorage.setItem('sudoku-shortcuts', st.shortcuts ? '1' : '0');
  } catch (e) {
    // a browser that keeps nothing: the choice lasts this page
  }
  render();
}
