// steps.js holds the steps the API finds: a hint in its levels, Step,
// the path and its pictures drawn over the grid, a step applied. It must
// not find a step itself.

import {answered, call} from './api.js';
import {change, endEdit, place} from './game.js';
import {button, render} from './grid.js';
import {article, code, say, tenths} from './message.js';
import {bitsOf, digitAt, full, lineOf, open, regionCells, regionName} from './position.js';
import {st} from './state.js';

// hint shows, pressed again and again, where to look, then the step
// drawn, then the step applied.
export async function hint() {
  endEdit();
  var line = lineOf(st.pos), h = st.hint;
  if (h && h.line === line) {
    if (h.level === 1) {
      h.level = 2;
      st.look = {};
      render();
      showStep(h.step, h.view, null);
    } else {
      apply(h.step);
    }
    return;
  }
  var j = await call('/api/hint', line);
  if (line !== lineOf(st.pos) || !nextStep(j)) {
    return;
  }
  st.hint = {line: line, level: 1, step: j.step, view: 0};
  showLook(j.step);
}

// nextStep says whether a hint's answer holds a step, else says why not.
export function nextStep(j) {
  if (!answered(j)) {
    return false;
  }
  if (!j.step) {
    say(j.solved ? 'ok' : 'error', j.solved ? 'Solved: no step is left.' : 'Stuck: no technique of Sudoku Explainer applies here.');
    return false;
  }
  return true;
}

// showLook names the step's technique and the regions it is in, and
// outlines them on the grid.
export function showLook(step) {
  var regions = [];
  step.views.forEach(function (v) {
    v.picture.regions.forEach(function (r) {
      if (regions.indexOf(r) < 0) {
        regions.push(r);
      }
    });
  });
  st.look = {};
  regions.forEach(function (r) {
    regionCells(r).forEach(function (c) { st.look[c] = true; });
  });
  render();
  var where = regions.map(regionName);
  var text = where.length ? 'Look at ' + where.join(' and ') + ': ' : 'Look for ';
  say('hint', text + article(step.technique) + ' (' + tenths(step.difficulty) + '). Hint again for the step.');
}

// showStep draws view v of a step over the grid, as -explain draws it,
// with Sudoku Explainer's words and ours; where says where it is in a
// path.
export function showStep(step, v, where) {
  var view = step.views[v];
  var fig = document.getElementById('figure');
  fig.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(view.svg);
  fig.alt = step.description;
  fig.hidden = false;
  document.getElementById('panel').hidden = false;
  document.getElementById('steptitle').textContent = where ? step.text : step.technique + ' (' + tenths(step.difficulty) + ')';
  document.getElementById('stepwords').textContent = step.description + (view.branch ? ' ' + view.branch : '');
  document.getElementById('stepwhy').textContent = step.why;
  var at = [];
  if (where) {
    at.push('Step ' + (where.i + 1) + ' of ' + where.n);
  }
  if (step.views.length > 1) {
    at.push('view ' + (v + 1) + ' of ' + step.views.length);
  }
  document.getElementById('where').textContent = at.join(', ');
  var many = where ? where.n > 1 || step.views.length > 1 : step.views.length > 1;
  button('back').hidden = button('forward').hidden = !many;
  button('goto').hidden = !where;
  if (!where) {
    say('hint', 'Hint again to apply the step.');
  }
}

export function closePanel() {
  document.getElementById('figure').hidden = true;
  document.getElementById('panel').hidden = true;
  st.path = null;
}

// apply takes a step on the position: its placement entered, its
// candidates struck (a cell without marks takes the rater's first).
export function apply(step) {
  var placed = {};
  change(function (q) {
    if (step.placement) {
      place(q, step.placement.cell, step.placement.digit, false);
      placed[step.placement.cell] = true;
    }
    step.removed.forEach(function (x) {
      var c = x.cell;
      if (!digitAt(q, c)) {
        var base = q.m[c] !== null ? q.m[c] : bitsOf(step.before.candidates[c]);
        q.m[c] = base & ~(1 << x.digit);
        placed[c] = true;
      }
    });
  });
  st.placed = placed;
  if (step.placement) {
    st.hl = step.placement.digit;
  }
  render();
  if (!full(st.pos)) {
    say('ok', [code(step.text)]);
  }
}

// stepOn applies the next step at once.
export async function stepOn() {
  endEdit();
  var line = lineOf(st.pos);
  var j = await call('/api/hint?svg=0', line);
  if (line === lineOf(st.pos) && nextStep(j)) {
    apply(j.step);
  }
}

// path shows the steps from where the player stands, one at a time.
export async function path() {
  endEdit();
  var line = lineOf(st.pos);
  var j = await call('/api/steps?svg=1', line);
  if (line !== lineOf(st.pos) || !answered(j)) {
    return;
  }
  if (!j.steps || !j.steps.length) {
    say(j.solved ? 'ok' : 'error', j.solved ? 'Solved: no step is left.' : 'Stuck: no technique of Sudoku Explainer applies here.');
    return;
  }
  st.hint = null;
  st.look = {};
  render();
  st.path = {line: line, steps: j.steps, i: 0, view: 0};
  showPath();
  var rt = j.rating;
  say('hint', [j.steps.length + ' steps' + (j.solved ? ' to the solution' : ', then stuck') + (rt ? ', rated ' : ''), rt ? code(rt.line) : '', '.']);
}

export function showPath() {
  var pa = st.path;
  showStep(pa.steps[pa.i], pa.view, {i: pa.i, n: pa.steps.length});
}

// move goes by one view (forward 1, back -1): a branch of a step, or the
// next or former step of a path.
export function move(by) {
  var pa = st.path, h = st.hint;
  if (pa) {
    var views = pa.steps[pa.i].views.length;
    if (pa.view + by >= 0 && pa.view + by < views) {
      pa.view += by;
    } else if (pa.i + by >= 0 && pa.i + by < pa.steps.length) {
      pa.i += by;
      pa.view = by > 0 ? 0 : pa.steps[pa.i].views.length - 1;
    }
    showPath();
  } else if (h && h.level === 2) {
    h.view = Math.max(0, Math.min(h.step.views.length - 1, h.view + by));
    showStep(h.step, h.view, null);
  }
}

// playFrom takes the grid a path's step is taken on as the position: its
// digits the player's, its candidates the marks where the steps struck
// some.
export function playFrom() {
  var step = st.path.steps[st.path.i];
  change(function (q) {
    for (var c = 0; c < 81; c++) {
      var d = Number(step.before.digits.charAt(c)) || 0;
      if (!q.g[c]) {
        q.e[c] = d;
      }
    }
    for (c = 0; c < 81; c++) {
      var m = bitsOf(step.before.candidates[c] || '');
      if (!digitAt(q, c) && (q.m[c] !== null || m !== open(q, c))) {
        q.m[c] = m;
      }
    }
  });
}
