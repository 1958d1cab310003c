// message.js writes the page's messages: the status line and the words
// of ratings and mistakes. It must not change the state.

import {clashWords} from './position.js';

// say shows a message: parts are strings and elements.
export function say(kind, parts) {
  var box = document.getElementById('message');
  box.className = kind;
  box.textContent = '';
  [].concat(parts).forEach(function (x) {
    box.appendChild(typeof x === 'string' ? document.createTextNode(x) : x);
  });
}

export function code(text) {
  var el = document.createElement('code');
  el.textContent = text;
  return el;
}

// tenths writes a rating as serate prints it: 3.0, not 3.
export function tenths(n) {
  return Number(n).toFixed(1);
}

export function article(name) {
  return (/^[AEIOU]/.test(name) ? 'an ' : 'a ') + name;
}

export function mistakeText(ms) {
  return ms.map(function (m) { return m.text; }).join(', ');
}

// noSolutionWhy says why a position has no solution when the rules
// alone show it: the digits that clash, named.
export function noSolutionWhy(p) {
  const words = clashWords(p, false);
  return words.length ? ': ' + words.join('; ') + '.' : '.';
}
