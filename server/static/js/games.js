// games.js keeps every game in the browser's storage (localStorage): its
// position and variant, its Undo and Redo, its colours and its time, so
// that a reload, Back or the games' list brings it back whole; and lists
// them.
// It must not ask the server, nor keep a game without givens.

import {digitAt, givensLine, hasGivens, lineOf, readOwn} from './position.js';
import {st} from './state.js';
import {elapsed} from './tools.js';

const INDEX = 'sudoku-games';    // the games, the last played first
const PREFIX = 'sudoku-game:';   // and each game's record
const KEEP = 40;                 // games kept; older ones are dropped
const HISTORY = 500;             // positions of Undo (and of Redo) kept

// newGame gives the state a new game's id: a game starts with a puzzle
// opened, made or typed.
export function newGame() {
  st.game = Date.now().toString(36) + Math.random().toString(36).slice(2, 7);
}

// listGames reads the games' index: {id, givens, filled, ms, about,
// updated} each.
export function listGames() {
  try {
    const idx = JSON.parse(localStorage.getItem(INDEX) || '[]');
    return Array.isArray(idx) ? idx : [];
  } catch (e) {
    return [];
  }
}

// saveGame writes the game as it stands; a browser that keeps nothing
// (storage refused or full) keeps the game for this page alone.
export function saveGame() {
  const p = st.pos;
  if (!st.game || !hasGivens(p)) {
    return;
  }
  const rec = {
    line: lineOf(p),
    undo: st.undo.slice(-HISTORY).map(lineOf),
    redo: st.redo.slice(-HISTORY).map(lineOf),
    colours: st.colours,
    ms: elapsed(),
    paused: st.clock.paused,
    about: st.about,
    variant: st.variant
  };
  let filled = 0;
  for (let c = 0; c < 81; c++) {
    filled += digitAt(p, c) ? 1 : 0;
  }
  const entry = {id: st.game, givens: givensLine(p), filled: filled, ms: rec.ms, about: st.about, updated: Date.now()};
  try {
    localStorage.setItem(PREFIX + st.game, JSON.stringify(rec));
    const idx = listGames().filter(function (g) { return g.id !== st.game; });
    idx.unshift(entry);
    idx.slice(KEEP).forEach(function (g) { localStorage.removeItem(PREFIX + g.id); });
    localStorage.setItem(INDEX, JSON.stringify(idx.slice(0, KEEP)));
  } catch (e) {
    // kept for this page alone
  }
}

// readGame reads game id's record: {pos, undo, redo, colours, ms,
// paused, about, variant}, or null for none (or one that no longer
// reads).
export function readGame(id) {
  let rec;
  try {
    rec = JSON.parse(localStorage.getItem(PREFIX + id) || 'null');
  } catch (e) {
    return null;
  }
  if (!rec || typeof rec.line !== 'string') {
    return null;
  }
  const pos = readOwn(rec.line);
  const undo = (rec.undo || []).map(readOwn), redo = (rec.redo || []).map(readOwn);
  if (!pos || undo.indexOf(null) >= 0 || redo.indexOf(null) >= 0) {
    return null;
  }
  return {id: id, pos: pos, undo: undo, redo: redo, colours: rec.colours || {}, ms: Number(rec.ms) || 0, paused: !!rec.paused, about: rec.about || '', variant: rec.variant || ''};
}

// forgetGame drops game id from the storage.
export function forgetGame(id) {
  try {
    localStorage.removeItem(PREFIX + id);
    localStorage.setItem(INDEX, JSON.stringify(listGames().filter(function (g) { return g.id !== id; })));
  } catch (e) {
    // nothing kept, nothing to forget
  }
}
