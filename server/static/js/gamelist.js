// gamelist.js shows the games kept in the browser's storage, the last
// played first, to open one where it was left or forget it. It must not
// write a game (games.js does).

import {load} from './game.js';
import {forgetGame, listGames, readGame} from './games.js';
import {button} from './grid.js';
import {say} from './message.js';
import {st} from './state.js';
import {useVariant} from './variant.js';

// toggleGames shows the list, or hides it.
export function toggleGames() {
  const box = document.getElementById('games');
  box.hidden = !box.hidden;
  button('games').setAttribute('aria-expanded', box.hidden ? 'false' : 'true');
  if (!box.hidden) {
    listAll();
    const first = box.querySelector('button');
    if (first) {
      first.focus();
    }
  }
}

// listAll writes one line for each game kept: data-game its id, the
// current game aria-current.
function listAll() {
  const ul = document.getElementById('gamelist');
  ul.textContent = '';
  const games = listGames();
  if (!games.length) {
    const li = document.createElement('li');
    li.textContent = 'None yet: every puzzle you play is kept here.';
    ul.appendChild(li);
  }
  games.forEach(function (g) {
    const li = document.createElement('li');
    const open = document.createElement('button');
    open.type = 'button';
    open.dataset.game = g.id;
    if (g.id === st.game) {
      open.setAttribute('aria-current', 'true');
    }
    open.textContent = gameWords(g);
    const forget = document.createElement('button');
    forget.type = 'button';
    forget.dataset.forget = g.id;
    forget.textContent = 'Forget';
    forget.setAttribute('aria-label', 'Forget ' + gameWords(g));
    li.appendChild(open);
    li.appendChild(forget);
    ul.appendChild(li);
  });
}

// gameWords describes a game: its first givens, how full, its time,
// when last played.
function gameWords(g) {
  const s = Math.floor(g.ms / 1000);
  const when = new Date(g.updated).toLocaleString([], {dateStyle: 'short', timeStyle: 'short'});
  return (g.about || g.givens.slice(0, 18) + '\u2026') + ' \u00b7 ' + g.filled + '/81 \u00b7 ' + Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') + ' \u00b7 ' + when;
}

// openGame opens game id where it was left: its position and variant,
// Undo and Redo, colours and time; a new entry of the browser's history.
export async function openGame(id) {
  const rec = readGame(id);
  if (!rec) {
    say('error', 'That game can no longer be read from this browser\'s storage.');
    forgetGame(id);
    listAll();
    return;
  }
  await useVariant(rec.variant);
  load(rec.pos, true, rec);
  document.getElementById('games').hidden = true;
  button('games').setAttribute('aria-expanded', 'false');
  say('ok', 'Back in the game where you left it (Undo goes back over its moves).');
}

// forget drops game id and lists the rest.
export function forget(id) {
  forgetGame(id);
  listAll();
}
