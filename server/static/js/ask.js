// ask.js holds the questions about the whole puzzle: Check, Rate and
// Solve, each the API's answer shown (under a variant, Solve's and a
// full grid's under its rules). It must not judge a position itself.

import {call, markMistakes} from './api.js';
import {change, endEdit} from './game.js';
import {code, mistakeText, noSolutionWhy, say} from './message.js';
import {full, givensLine, hasGivens, lineOf} from './position.js';
import {st} from './state.js';
import {underVariant} from './variant.js';

// check names the mistakes of the position as it is when the answer
// comes: one that changed meanwhile is asked again.
export async function check() {
  endEdit();
  var j = await current(underVariant('/api/check'), lineOf);
  markMistakes(j.mistakes);
  if (j.mistakes.length) {
    say('error', [code(mistakeText(j.mistakes))]);
  } else if (j.verdict === 'no solution') {
    say('error', 'This puzzle has no solution' + noSolutionWhy(st.pos));
  } else if (j.verdict !== 'answered') {
    say('error', 'This puzzle has ' + j.verdict + '.');
  } else {
    say('ok', full(st.pos) ? 'Solved: every digit is right.' : 'No mistakes so far.');
  }
}

// current asks endpoint about the position's line (lineFor), again while
// the position changes before the answer comes (a digit typed
// meanwhile), so that the answer shown is the position's as it is.
export async function current(endpoint, lineFor) {
  for (var tries = 0; ; tries++) {
    var line = lineFor(st.pos);
    var j = await call(endpoint, line);
    if (line === lineFor(st.pos) || tries === 3) {
      return j;
    }
  }
}

// checkSolved checks a full grid at once, as a player who has written
// the last digit wants to know.
export async function checkSolved() {
  st.checkAfter = false;
  if (!full(st.pos)) {
    return;
  }
  if (st.variant) {
    await variantSolved();
    return;
  }
  var j = await call(underVariant('/api/check'), lineOf(st.pos));
  markMistakes(j.mistakes);
  if (j.mistakes.length) {
    say('error', [code(mistakeText(j.mistakes))]);
  } else if (j.verdict === 'answered') {
    say('ok', 'Solved: every digit is right.');
  }
}

// variantSolved says whether a full grid keeps the variant's rules: the
// variant's solver, asked with every digit given, finds it the one
// solution, or none (Check, the rater's, does not take variants).
async function variantSolved() {
  var p = st.pos, line = '';
  for (var c = 0; c < 81; c++) {
    line += p.g[c] || p.e[c];
  }
  var j = await call(underVariant('/api/solve'), line);
  if (j.solutions === 1) {
    say('ok', 'Solved: every rule of variant ' + st.variant + ' is kept.');
  } else {
    say('error', 'Not solved: the grid breaks a rule of variant ' + st.variant + noSolutionWhy(p));
  }
}

// puzzleLine is what Rate and Solve ask about: the givens, or, for a
// position of candidates alone, the position.
export function puzzleLine(p) {
  return hasGivens(p) ? givensLine(p) : lineOf(p);
}

export async function rateIt() {
  endEdit();
  var j = await call(underVariant('/api/rate'), puzzleLine(st.pos));
  if (j.verdict !== 'answered' || !j.rating) {
    say('error', j.verdict === 'not rated' ? 'Not rated: ' + j.message.replace(/^.*not rated under this variant: /, '') + '.' : 'Not rated: ' + (j.text.trim() || j.verdict) + '.');
    return;
  }
  var rt = j.rating;
  say('ok', ['Rating ', code(j.text.trim()), ': ER is the hardest step\'s, EP the hardest before the first digit placed, ED the first step\'s; ' + rt.steps + ' steps.']);
}

// solveIt shows the lexicographically first solution in the grid, and
// says whether it is the only one.
export async function solveIt() {
  endEdit();
  var p = st.pos, sol, n;
  if (hasGivens(p)) {
    var j = await call(underVariant('/api/solve'), givensLine(p));
    sol = j.solution;
    n = j.solutions;
  } else if (st.variant) {
    say('error', 'Solve under a variant needs the givens (the steps, which read candidates, are the rater\'s).');
    return;
  } else {
    var k = await call(underVariant('/api/steps?svg=0'), lineOf(p));
    sol = k.solution;
    n = k.verdict === 'several solutions' ? 2 : sol ? 1 : 0;
  }
  if (!sol || n === 0) {
    say('error', 'This puzzle has no solution.');
    return;
  }
  change(function (q) {
    for (var c = 0; c < 81; c++) {
      if (!q.g[c]) {
        q.e[c] = Number(sol.charAt(c));
      }
    }
  });
  st.checkAfter = false; // the solution needs no check
  say(n === 1 ? 'ok' : 'error', n === 1 ? 'The one solution.' : 'Several solutions: this is the lexicographically first.');
}
