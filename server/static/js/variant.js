// variant.js sets the variant a game is played under (x, windoku, ...):
// it asks /api/variant for the rules once a variant, hands their
// geometry to the grid (position.js), and names the jobs the API refuses
// under a variant and why. It must not judge a position: the clashes
// are the rules', the verdicts the API's.

import {call} from './api.js';
import {setGeometry} from './position.js';
import {st} from './state.js';

// REFUSED are the actions whose endpoints refuse a variant the rater does
// not rate (the rater's jobs), and WHY says why, in the command's words.
export const REFUSED = ['check', 'hint', 'step', 'path', 'rate'];
export const WHY = 'the rater does not rate Latin-square variants yet';

const known = {}; // a variant's name -> /api/variant's answer

// useVariant makes v (names as -variant takes them, '' for none) the
// game's variant, its rules asked of the API the first time; an unknown
// name is the API's refusal, and leaves the variant as it was.
export async function useVariant(v) {
  if (v && !known[v]) {
    known[v] = await call('/api/variant?variant=' + encodeURIComponent(v), null);
  }
  st.variant = v;
  setGeometry(v ? known[v] : null);
}

// underVariant is path with the game's variant added, for the endpoints
// that answer under a variant's rules (solve, count, svg, and the
// rater's where it rates the variant).
export function underVariant(path) {
  if (!st.variant) {
    return path;
  }
  return path + (path.indexOf('?') >= 0 ? '&' : '?') + 'variant=' + encodeURIComponent(st.variant);
}

// refused says whether the API refuses action under the game's variant:
// the rater's jobs under latin.
export function refused(action) {
  const unrated = !!st.variant && st.variant.split(',').some(function (n) {
    return n === 'latin';
  });
  return unrated && REFUSED.indexOf(action) >= 0;
}
