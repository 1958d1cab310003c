// picture.js shows a step over the grid: its picture as -explain draws
// it, Sudoku Explainer's words, the branch of a chain apart from them,
// ours, the proof link by link (each link lighting its cells up on the
// picture as it is pointed at or stepped through) and the picture's
// legend. It must not ask the server nor change the position.

import {button, lightCells} from './grid.js';
import {tenths} from './message.js';
import {st} from './state.js';

// showStep draws view v of a step over the grid; where says where it is
// in a path (null for a hint).
export function showStep(step, v, where) {
  const view = step.views[v];
  const fig = document.getElementById('figure');
  fig.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(view.svg);
  fig.alt = step.description + (view.branch ? ' ' + view.branch : '');
  fig.hidden = false;
  document.getElementById('panel').hidden = false;
  setText('note', st.note);
  setText('steptitle', where ? step.text : step.technique + ' (' + tenths(step.difficulty) + ')');
  setText('stepwords', step.description);
  setText('stepbranch', view.branch || '');
  setText('stepwhy', step.why);
  showProof(step.proof);
  const at = [];
  if (where) {
    at.push('Step ' + (where.i + 1) + ' of ' + where.n);
  }
  if (step.views.length > 1) {
    at.push('view ' + (v + 1) + ' of ' + step.views.length);
  }
  setText('where', at.join(', '));
  const many = where ? where.n > 1 || step.views.length > 1 : step.views.length > 1;
  button('back').hidden = button('forward').hidden = !many;
  button('goto').hidden = !where;
  document.getElementById('steplist').hidden = !where;
}

// setText writes an element's text, hiding it when there is none.
function setText(id, text) {
  const el = document.getElementById(id);
  el.textContent = text;
  el.hidden = !text;
}

// showProof lists a step's proof (the API's proof: assertions, each with
// its numbered links and their cells), each link a button that lights
// its cells up when pointed at or focused; none hides the list.
function showProof(proof) {
  const box = document.getElementById('proof');
  box.textContent = '';
  lightCells([]);
  if (!proof || !proof.length) {
    box.hidden = true;
    return;
  }
  const head = document.createElement('p');
  head.textContent = 'The proof, link by link: point at a link, or step through them with Tab or the arrows, to light its cells up on the picture.';
  box.appendChild(head);
  proof.forEach(function (part, i) {
    const p = document.createElement('p');
    p.className = 'assertion';
    p.textContent = 'Chain ' + (i + 1) + ': ' + part.assertion + (part.nested ? ' (nested: ' + part.nested + ')' : '');
    const ol = document.createElement('ol');
    (part.links || []).forEach(function (link) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.link = (link.cells || []).join(' ');
      b.textContent = link.text;
      li.appendChild(b);
      ol.appendChild(li);
    });
    box.appendChild(p);
    box.appendChild(ol);
  });
  box.hidden = false;
}

// pointLink lights up the cells of the proof's link el (null: none).
export function pointLink(el) {
  lightCells(el && el.dataset.link ? el.dataset.link.split(' ').map(Number) : []);
}

// stepLink moves the focus to the proof's link before (-1) or after (1)
// el, and says whether there was one.
export function stepLink(el, by) {
  const links = [...document.querySelectorAll('#proof [data-link]')];
  const next = links[links.indexOf(el) + by];
  if (next) {
    next.focus();
  }
  return !!next;
}

// pictureShown says whether a step's picture covers the grid.
export function pictureShown() {
  return !document.getElementById('figure').hidden;
}

// closePanel takes the picture and its panel away.
export function closePanel() {
  document.getElementById('figure').hidden = true;
  document.getElementById('panel').hidden = true;
  lightCells([]);
  st.path = null;
  st.note = '';
}
