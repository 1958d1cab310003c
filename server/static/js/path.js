// path.js shows the path from where the player stands: every step
// listed (its rating and technique) to jump to, one drawn at a time,
// Back and Forward through steps and branches, and Play from here. A
// path that arrives after the position changed is shown with a note. It
// must not find a step itself.

import {answered} from './api.js';
import {change, endEdit} from './game.js';
import {render} from './grid.js';
import {code, say, tenths} from './message.js';
import {showStep} from './picture.js';
import {bitsOf, digitAt, lineOf, open} from './position.js';
import {st} from './state.js';
import {askStep} from './steps.js';

// path asks for every step from here and shows the first.
export async function path() {
  endEdit();
  const ask = await askStep('/api/steps?svg=1');
  const j = ask.j, stale = ask.line !== lineOf(st.pos);
  if (!answered(j)) {
    return;
  }
  if (!j.steps || !j.steps.length) {
    say(j.solved ? 'ok' : 'error', j.solved ? 'Solved: no step is left.' : 'Stuck: no technique of Sudoku Explainer applies here.');
    return;
  }
  st.hint = null;
  st.look = {};
  render();
  st.path = {line: ask.line, steps: j.steps, i: 0, view: 0};
  st.note = stale ? 'This path is of the position before your last change: Path again for the position as it is.' : '';
  listSteps(j.steps);
  showPath();
  const rt = j.rating;
  say('hint', [j.steps.length + ' steps' + (j.solved ? ' to the solution' : ', then stuck') + (rt ? ', rated ' : ''), rt ? code(rt.line) : '', '.' + ask.note]);
}

// listSteps lists every step, data-step="K" from 1, to jump to.
function listSteps(steps) {
  const ol = document.getElementById('steplist');
  ol.textContent = '';
  steps.forEach(function (s, i) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.step = String(i + 1);
    b.textContent = tenths(s.difficulty) + ' ' + s.technique + ': ' + change1(s);
    li.appendChild(b);
    ol.appendChild(li);
  });
}

// change1 says what a step does, shortly: r3c7=5, or r1c2<>4, r1c3<>4.
function change1(s) {
  if (s.placement) {
    return s.placement.name + '=' + s.placement.digit;
  }
  const names = s.removed.slice(0, 3).map(function (x) { return x.name + '<>' + x.digit; });
  return names.join(', ') + (s.removed.length > 3 ? ' and ' + (s.removed.length - 3) + ' more' : '');
}

// showPath draws the path's step, and marks it in the list.
function showPath() {
  const pa = st.path;
  showStep(pa.steps[pa.i], pa.view, {i: pa.i, n: pa.steps.length});
  document.querySelectorAll('#steplist [data-step]').forEach(function (b) {
    if (Number(b.dataset.step) === pa.i + 1) {
      b.setAttribute('aria-current', 'step');
      b.scrollIntoView({block: 'nearest'});
    } else {
      b.removeAttribute('aria-current');
    }
  });
}

// goToStep shows step k (from 1) of the path.
export function goToStep(k) {
  if (st.path && k >= 1 && k <= st.path.steps.length) {
    st.path.i = k - 1;
    st.path.view = 0;
    showPath();
  }
}

// move goes by one view (forward 1, back -1): a branch of a step, or the
// next or former step of a path; it says whether there was one to go to.
export function move(by) {
  const pa = st.path, h = st.hint;
  if (pa) {
    const views = pa.steps[pa.i].views.length;
    if (pa.view + by >= 0 && pa.view + by < views) {
      pa.view += by;
    } else if (pa.i + by >= 0 && pa.i + by < pa.steps.length) {
      pa.i += by;
      pa.view = by > 0 ? 0 : pa.steps[pa.i].views.length - 1;
    } else {
      return false;
    }
    showPath();
    return true;
  }
  if (h && h.level === 2 && h.view + by >= 0 && h.view + by < h.step.views.length) {
    h.view += by;
    showStep(h.step, h.view, null);
    return true;
  }
  return false;
}

// playFrom takes the grid a path's step is taken on as the position: its
// digits the player's, its candidates the marks where the steps struck
// some.
export function playFrom() {
  const step = st.path.steps[st.path.i];
  change(function (q) {
    for (let c = 0; c < 81; c++) {
      const d = Number(step.before.digits.charAt(c)) || 0;
      if (!q.g[c]) {
        q.e[c] = d;
      }
    }
    for (let c = 0; c < 81; c++) {
      const m = bitsOf(step.before.candidates[c] || '');
      if (!digitAt(q, c) && (q.m[c] !== null || m !== open(q, c))) {
        q.m[c] = m;
      }
    }
  });
}
