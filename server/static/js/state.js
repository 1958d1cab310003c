// state.js holds the page's state: the position, its history, and what
// is shown. It must hold no function: each module changes the part it
// owns and renders.

import {blank} from './position.js';

// st is the page's state.
export const st = {
  pos: blank(),
  undo: [],
  redo: [],
  sel: 0,
  hl: 0,           // the digit highlighted everywhere
  pencil: false,   // digits typed are pencil marks
  auto: false,     // every candidate shown in cells without marks
  edit: false,     // digits typed are givens
  wrong: {},       // cell -> the mistake named there by the last check
  look: {},        // cells of the region a hint points at
  placed: {},      // cells the last step changed
  checkAfter: false, // a full grid waits for its check
  hint: null,      // {line, level, step, view}
  path: null,      // {line, steps, i, view}
  about: '',
  busy: false,
  filter: 0,       // the digit the player highlights everywhere (0: none)
  colours: {},     // 'c' or 'c/d' (a candidate) -> colour 1-4
  clock: {ms: 0, since: 0, paused: false}, // the time played
  shortcuts: true, // single keys act anywhere on the page
  game: '',        // the id of the game kept in the browser's storage
  typing: false,   // the selection moved on by a digit typed while editing
  note: '',        // what the panel says of a path found for the position before
  variant: ''      // the variant the game is played under (-variant's names), '' for none
};
