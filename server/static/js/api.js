// api.js asks the server's API (/api/...): a call, its refusals in
// words, and the actions that wait for it, one at a time in the order
// pressed, with a progress indicator that says what the page waits for
// once a wait lasts. It must not ask any other site, nor decide anything
// the API answers.

import {checkSolved} from './ask.js';
import {render} from './grid.js';
import {code, mistakeText, noSolutionWhy, say} from './message.js';
import {st} from './state.js';

// SHOW_AFTER is how long a wait goes unshown: a quick answer needs no
// indicator, a longer one must never leave the page still.
const SHOW_AFTER = 200;

// DOING says what each endpoint does, for the progress indicator.
const DOING = {
  '/api/steps': 'Finding every step from here',
  '/api/hint': 'Finding the next step',
  '/api/check': 'Checking the grid',
  '/api/rate': 'Rating the puzzle',
  '/api/solve': 'Solving the puzzle',
  '/api/gen': 'Making a puzzle',
  '/api/position': 'Reading the puzzle'
};

// APIError is an answer the page cannot use, in words for the player.
export function APIError(msg) {
  this.message = msg;
}

// wait is the request in flight: what it does, since when, and how to
// stop it; queue holds the actions pressed meanwhile.
const wait = {doing: '', since: 0, abort: null, timer: 0};
const queue = [];

// call asks the API: POST body p (null for a GET); a 503 (busy) is asked
// again once, after Retry-After. It gives the answer's JSON or throws an
// APIError; Cancel stops it.
export async function call(path, p) {
  for (let tries = 0; ; tries++) {
    const r = await send(path, p);
    if (r.status === 503 && tries === 0) {
      const secs = Math.min(retryAfter(r.headers.get('Retry-After')), 10);
      say('wait', 'The server is busy: asking again in ' + secs + (secs === 1 ? ' second.' : ' seconds.'));
      await new Promise(function (done) { setTimeout(done, secs * 1000); });
      continue;
    }
    let j = null;
    try {
      j = await r.json();
    } catch (e) {
      j = null;
    }
    if (!r.ok) {
      throw new APIError(j && j.detail ? j.detail : 'The server answered ' + r.status + ' ' + r.statusText + '.');
    }
    if (j === null) {
      throw new APIError('The server answered ' + path + ' with something that is not JSON.');
    }
    return j;
  }
}

// send fetches path, the progress indicator saying what for.
async function send(path, p) {
  const ctl = new AbortController();
  wait.doing = DOING[path.split('?')[0]] || 'Asking the server';
  wait.abort = ctl;
  showProgress();
  try {
    const init = p === null ? {} : {method: 'POST', headers: {'Content-Type': 'text/plain; charset=utf-8'}, body: p};
    init.signal = ctl.signal;
    return await fetch(path, init);
  } catch (e) {
    throw new APIError(ctl.signal.aborted ? 'Cancelled: ' + wait.doing.toLowerCase() + ' stopped.' : 'The server did not answer: is sudoku -http still running?');
  } finally {
    wait.abort = null;
  }
}

// cancel stops the request in flight.
export function cancel() {
  if (wait.abort) {
    wait.abort.abort();
  }
}

// retryAfter reads Retry-After's seconds (a date, or nothing, is 1).
function retryAfter(h) {
  return /^\s*\d+\s*$/.test(h || '') ? Number(h) : 1;
}

// act runs an action that asks the server, one at a time: pressed while
// another waits, it is queued (and the indicator says so); the page is
// aria-busy until the queue is empty, and shows a failure in words.
export async function act(action, label) {
  if (st.busy) {
    queue.push({action: action, label: label || ''});
    showProgress();
    return;
  }
  st.busy = true;
  const main = document.getElementById('main');
  main.setAttribute('aria-busy', 'true');
  wait.since = Date.now();
  wait.doing = label || 'Asking the server';
  wait.timer = setInterval(showProgress, 100);
  try {
    await action();
  } catch (e) {
    say('error', e instanceof APIError ? e.message : 'Something went wrong in the page: ' + e);
  }
  const next = queue.shift();
  if (next) {
    st.busy = false;
    clearInterval(wait.timer);
    act(next.action, next.label);
    return;
  }
  st.busy = false;
  clearInterval(wait.timer);
  document.getElementById('busy').hidden = true;
  main.setAttribute('aria-busy', 'false');
  if (st.checkAfter && action !== checkSolved) {
    act(checkSolved);
  }
}

// showProgress shows, once a wait has lasted SHOW_AFTER, what the page
// waits for, for how long, and what is queued behind it.
function showProgress() {
  const box = document.getElementById('busy');
  const ms = Date.now() - wait.since;
  if (!st.busy || ms < SHOW_AFTER) {
    return;
  }
  let text = wait.doing + '\u2026 ' + (ms / 1000).toFixed(1) + ' s';
  if (queue.length) {
    text += '. Then: ' + queue.map(function (q) { return q.label || 'an action'; }).join(', ') + '.';
  }
  document.getElementById('busytext').textContent = text;
  document.getElementById('progress').setAttribute('aria-valuetext', text);
  document.querySelector('[data-action="cancel"]').hidden = !wait.abort;
  box.hidden = false;
}

// answered says whether a job's answer holds an answer for the position
// as it is, else shows why not: the mistakes to fix first, no solution
// or several.
export function answered(j) {
  if (j.verdict === 'mistakes') {
    markMistakes(j.mistakes);
    say('error', ['Fix these first: ', code(mistakeText(j.mistakes))]);
    return false;
  }
  if (j.verdict === 'not rated') {
    say('error', 'No step from here yet: ' + j.message.replace(/^.*not rated under this variant: /, '') + '.');
    return false;
  }
  if (j.verdict !== 'answered') {
    say('error', j.verdict === 'no solution' ? 'No solution from here' + noSolutionWhy(st.pos) : 'This puzzle has several solutions: the steps need one.');
    return false;
  }
  return true;
}

export function markMistakes(ms) {
  st.wrong = {};
  ms.forEach(function (m) { st.wrong[m.cell] = m; });
  render();
}
