// api.js asks the server's API (/api/...): a call, its refusals in
// words, the actions that wait for it one at a time, and a job's
// verdict shown. It must not ask any other site, nor decide anything the
// API answers.

import {checkSolved} from './ask.js';
import {render} from './grid.js';
import {code, mistakeText, say} from './message.js';
import {st} from './state.js';

// APIError is an answer the page cannot use, in words for the player.
export function APIError(msg) {
  this.message = msg;
}

// call asks the API: POST body p (null for a GET); a 503 (busy) is asked
// again once, after Retry-After. It gives the answer's JSON or throws an
// APIError.
export async function call(path, p) {
  for (var tries = 0; ; tries++) {
    var r;
    try {
      r = await fetch(path, p === null ? {} : {method: 'POST', headers: {'Content-Type': 'text/plain; charset=utf-8'}, body: p});
    } catch (e) {
      throw new APIError('The server did not answer: is sudoku -http still running?');
    }
    if (r.status === 503 && tries === 0) {
      var wait = Math.min(retryAfter(r.headers.get('Retry-After')), 10);
      say('wait', 'The server is busy: asking again in ' + wait + (wait === 1 ? ' second.' : ' seconds.'));
      await new Promise(function (done) { setTimeout(done, wait * 1000); });
      continue;
    }
    var j = null;
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

// retryAfter reads Retry-After's seconds (a date, or nothing, is 1).
export function retryAfter(h) {
  return /^\s*\d+\s*$/.test(h || '') ? Number(h) : 1;
}

// act runs an action that asks the server, one at a time: the page says
// it is busy until it ends, and shows its failure in words.
export async function act(action) {
  if (st.busy) {
    return;
  }
  st.busy = true;
  var main = document.getElementById('main');
  main.setAttribute('aria-busy', 'true');
  try {
    await action();
  } catch (e) {
    say('error', e instanceof APIError ? e.message : 'Something went wrong in the page: ' + e);
  } finally {
    st.busy = false;
    main.setAttribute('aria-busy', 'false');
  }
  if (st.checkAfter && action !== checkSolved) {
    act(checkSolved);
  }
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
  if (j.verdict !== 'answered') {
    say('error', j.verdict === 'no solution' ? 'No solution from here.' : 'This puzzle has several solutions: the steps need one.');
    return false;
  }
  return true;
}

export function markMistakes(ms) {
  st.wrong = {};
  ms.forEach(function (m) { st.wrong[m.cell] = m; });
  render();
}
