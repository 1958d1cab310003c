// variant.js sets the variant a game is played under (x, windoku, ...):
// it asks /api/variant for the rules once a variant and hands their
// geometry to the grid (position.js). It must not judge a position: the
// clashes are the rules', the verdicts the API's.

import {call} from './api.js';
import {setGeometry} from './position.js';
import {st} from './state.js';

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
// that answer under a variant's rules (every one).
export function underVariant(path) {
  if (!st.variant) {
    return path;
  }
  return path + (path.indexOf('?') >= 0 ? '&' : '?') + 'variant=' + encodeURIComponent(st.variant);
}
