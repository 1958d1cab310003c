// app.js is the page of sudoku -http: the grid a player enters and plays
// on, and the controls that ask the server's API (/api/...) to check,
// hint, step, rate, solve and generate. It keeps the position (givens,
// entries, pencil marks) and writes it into the address bar, so that a
// reload, Back or a link brings it back. It must not judge a position
// itself (mistakes, steps, ratings and solutions are the API's, in the
// command's words), fetch anything from another site, or use anything but
// the standard DOM (Chromium and Firefox alike).
'use strict';

(function () {
  var ALL = 0x3fe; // candidates 1-9, bit d for digit d
  var PEERS = peerTable();

  // st is the page's state: the position, its history, and what is shown.
  var st = {
    pos: blank(),
    undo: [],
    redo: [],
    sel: 0,
    hl: 0,           // the digit highlighted everywhere
    pencil: false,   // digits typed are pencil marks
    auto: false,     // every candidate shown in cells without marks
    edit: false,     // digits typed are givens
    wrong: {},       // cell -> the mistake named there by the last check
    look: {},        // cells of the region a hint points at
    placed: {},      // cells the last step changed
    checkAfter: false, // a full grid waits for its check
    hint: null,      // {line, level, step, view}
    path: null,      // {line, steps, i, view}
    about: '',
    busy: false
  };

  // ---------------------------------------------------------------------
  // The position

  // blank is an empty grid: givens, the player's entries, and pencil marks
  // (null for a cell the player has not marked).
  function blank() {
    var p = {g: [], e: [], m: []};
    for (var c = 0; c < 81; c++) {
      p.g.push(0);
      p.e.push(0);
      p.m.push(null);
    }
    return p;
  }

  function copyPos(p) {
    return {g: p.g.slice(), e: p.e.slice(), m: p.m.slice()};
  }

  function digitAt(p, c) {
    return p.g[c] || p.e[c];
  }

  // peerTable lists, for each cell, the 20 cells that share its row,
  // column or block.
  function peerTable() {
    var t = [];
    for (var c = 0; c < 81; c++) {
      var r = Math.floor(c / 9), k = c % 9, list = [];
      for (var o = 0; o < 81; o++) {
        var or = Math.floor(o / 9), ok = o % 9;
        var sameBlock = Math.floor(r / 3) === Math.floor(or / 3) && Math.floor(k / 3) === Math.floor(ok / 3);
        if (o !== c && (r === or || k === ok || sameBlock)) {
          list.push(o);
        }
      }
      t.push(list);
    }
    return t;
  }

  // open is the set of digits no peer of c holds.
  function open(p, c) {
    var m = ALL;
    PEERS[c].forEach(function (o) {
      var d = digitAt(p, o);
      if (d) {
        m &= ~(1 << d);
      }
    });
    return m;
  }

  // shown is what an empty cell shows: its marks, else, with every
  // candidate on, the digits no peer holds.
  function shown(p, c) {
    if (p.m[c] !== null) {
      return p.m[c];
    }
    return st.auto ? open(p, c) : 0;
  }

  function marked(p) {
    for (var c = 0; c < 81; c++) {
      if (!digitAt(p, c) && p.m[c] !== null && p.m[c] !== 0) {
        return true;
      }
    }
    return false;
  }

  function digits(m) {
    var s = '';
    for (var d = 1; d <= 9; d++) {
      if (m & (1 << d)) {
        s += d;
      }
    }
    return s;
  }

  function bitsOf(s) {
    var m = 0;
    for (var i = 0; i < s.length; i++) {
      var d = s.charCodeAt(i) - 48;
      if (d >= 1 && d <= 9) {
        m |= 1 << d;
      }
    }
    return m;
  }

  function givensLine(p) {
    return p.g.map(function (d) { return d ? String(d) : '.'; }).join('');
  }

  // plusLine writes the 81 cells, '+' before the player's entries.
  function plusLine(p) {
    var s = '';
    for (var c = 0; c < 81; c++) {
      s += p.g[c] ? p.g[c] : p.e[c] ? '+' + p.e[c] : '.';
    }
    return s;
  }

  // sdxLine writes SudoCue's .sdx form on one line: lone digits the
  // givens, 'u' before an entry, an empty cell's candidates ('c' before a
  // lone one). A cell without marks gets every digit (full) or the digits
  // no peer holds: the command strikes the others itself either way.
  function sdxLine(p, full) {
    var t = [];
    for (var c = 0; c < 81; c++) {
      if (p.g[c]) {
        t.push(String(p.g[c]));
        continue;
      }
      if (p.e[c]) {
        t.push('u' + p.e[c]);
        continue;
      }
      var m = p.m[c];
      if (m === null || m === 0) {
        m = full ? ALL : open(p, c);
      }
      var s = digits(m || ALL);
      t.push(s.length === 1 ? 'c' + s : s);
    }
    return t.join(' ');
  }

  // lineOf is the position on one line as the address and the API take
  // it: the '+' line, or the .sdx line when it has pencil marks.
  function lineOf(p) {
    return marked(p) ? sdxLine(p, true) : plusLine(p);
  }

  // candidateLine writes serate's 729-character line: a digit as its cell's
  // one candidate.
  function candidateLine(p) {
    var s = '';
    for (var c = 0; c < 81; c++) {
      var d0 = digitAt(p, c);
      var m = d0 ? 1 << d0 : p.m[c] !== null && p.m[c] !== 0 ? p.m[c] : open(p, c);
      for (var d = 1; d <= 9; d++) {
        s += m & (1 << d) ? d : '.';
      }
    }
    return s;
  }

  // readOwn reads the forms the page writes into the address (the '+'
  // line, the .sdx line), or gives null for any other text, which the API
  // reads.
  function readOwn(s) {
    var p = blank();
    if (/^([1-9.0]|\+[1-9])+$/.test(s)) {
      var cells = s.match(/\+?[0-9.]/g);
      if (cells.length !== 81) {
        return null;
      }
      cells.forEach(function (t, c) {
        var d = Number(t.charAt(t.length - 1)) || 0;
        if (t.charAt(0) === '+') {
          p.e[c] = d;
        } else {
          p.g[c] = d;
        }
      });
      return p;
    }
    var toks = s.trim().split(/\s+/);
    if (toks.length !== 81 || !toks.every(function (t) { return /^(u[1-9]|c?1?2?3?4?5?6?7?8?9?)$/.test(t) && t !== 'c' && t !== ''; })) {
      return null;
    }
    toks.forEach(function (t, c) {
      if (t.charAt(0) === 'u') {
        p.e[c] = Number(t.charAt(1));
      } else if (t.length === 1) {
        p.g[c] = Number(t);
      } else {
        var m = bitsOf(t);
        p.m[c] = m === ALL ? null : m;
      }
    });
    return p;
  }

  // fromAPI takes a position as the API gives it back.
  function fromAPI(j) {
    var p = blank();
    for (var c = 0; c < 81; c++) {
      p.g[c] = Number(j.givens.charAt(c)) || 0;
      p.e[c] = Number(j.entries.charAt(c)) || 0;
      if (j.candidates && !digitAt(p, c)) {
        p.m[c] = bitsOf(j.candidates[c]);
      }
    }
    return p;
  }

  function emptyPos(p) {
    for (var c = 0; c < 81; c++) {
      if (digitAt(p, c) || p.m[c] !== null) {
        return false;
      }
    }
    return true;
  }

  function hasGivens(p) {
    return p.g.some(function (d) { return d !== 0; });
  }

  function cellName(c) {
    return 'r' + (Math.floor(c / 9) + 1) + 'c' + (c % 9 + 1);
  }

  // ---------------------------------------------------------------------
  // The grid

  var grid, cells = [], looks = []; // the cells, and what each shows

  // build makes the 81 cells, in nine rows.
  function build() {
    grid = document.getElementById('grid');
    for (var r = 0; r < 9; r++) {
      var row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'row');
      row.setAttribute('aria-rowindex', String(r + 1));
      for (var k = 0; k < 9; k++) {
        var cell = document.createElement('div');
        var c = 9 * r + k;
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-colindex', String(k + 1));
        cell.dataset.cell = cellName(c);
        cell.tabIndex = -1;
        row.appendChild(cell);
        cells.push(cell);
      }
      grid.appendChild(row);
    }
  }

  // render shows the state: every cell, the modes, the history's buttons,
  // the export fields.
  function render() {
    var p = st.pos, sel = st.sel;
    var selDigit = digitAt(p, sel);
    st.hl = selDigit || st.hl;
    for (var c = 0; c < 81; c++) {
      renderCell(p, c, PEERS[sel].indexOf(c) >= 0);
    }
    pressed('pencil', st.pencil);
    pressed('auto', st.auto);
    pressed('edit', st.edit);
    button('undo').disabled = st.undo.length === 0;
    button('redo').disabled = st.redo.length === 0;
    document.getElementById('board').classList.toggle('editing', st.edit);
    document.getElementById('about').textContent = st.about;
    var gl = encodeURIComponent(hasGivens(p) ? givensLine(p) : plusLine(p));
    document.getElementById('cands').value = candidateLine(p);
    document.getElementById('sdx').value = sdxLine(p, false);
    document.getElementById('svg').href = '/api/svg?p=' + gl;
    document.getElementById('svgsol').href = '/api/svg?solution=1&p=' + gl;
  }

  // renderCell shows cell c: its digit as text, or its candidates.
  function renderCell(p, c, peer) {
    var el = cells[c], d = digitAt(p, c), w = st.wrong[c];
    var cls = 'cell';
    if (p.g[c]) cls += ' given';
    if (p.e[c]) cls += ' entry';
    if (c === st.sel) cls += ' sel';
    if (peer) cls += ' peer';
    if (d && d === st.hl) cls += ' same';
    if (w) cls += ' wrong';
    if (st.look[c]) cls += ' look';
    if (st.placed[c]) cls += ' placed';
    var m = d ? 0 : shown(p, c), lack = w && w.struck ? w.digit : 0;
    // What the cell shows, so that an unchanged cell is left alone: a
    // render rewrites the few cells a key changes, not 81.
    var look = [cls, d, m, lack, m & (1 << st.hl) ? st.hl : 0, w ? w.text : ''].join();
    if (looks[c] === look) {
      return;
    }
    looks[c] = look;
    el.className = cls;
    el.tabIndex = c === st.sel ? 0 : -1;
    el.setAttribute('aria-selected', c === st.sel ? 'true' : 'false');
    var label = cellName(c) + ': ';
    if (d) {
      el.textContent = String(d);
      label += d + (p.g[c] ? ', given' : '');
    } else {
      el.textContent = '';
      el.appendChild(candidates(m, lack));
      label += 'empty' + (m ? ', candidates ' + digits(m).split('').join(' ') : '');
    }
    if (w) {
      label += ', ' + w.text;
    }
    el.setAttribute('aria-label', label);
  }

  // candidates draws a cell's pencil marks in a three by three block; lack
  // is a digit the last check says the cell cannot go without.
  function candidates(m, lack) {
    var box = document.createElement('span');
    box.className = 'cands';
    box.setAttribute('aria-hidden', 'true');
    for (var d = 1; d <= 9 && (m || lack); d++) {
      var s = document.createElement('span');
      if (m & (1 << d) || d === lack) {
        s.textContent = String(d);
      }
      if (d === lack) {
        s.className = 'lack';
      } else if (d === st.hl && m & (1 << d)) {
        s.className = 'same';
      }
      box.appendChild(s);
    }
    return box;
  }

  function button(action) {
    return document.querySelector('[data-action="' + action + '"]');
  }

  function pressed(action, on) {
    button(action).setAttribute('aria-pressed', on ? 'true' : 'false');
  }

  // select moves the selection to c, and the focus with it when the grid
  // has it (or focus asks).
  function select(c, focus) {
    st.sel = c;
    render();
    if (focus || grid.contains(document.activeElement)) {
      cells[c].focus();
    }
  }

  // ---------------------------------------------------------------------
  // Changes and their history

  // change applies edit to a copy of the position, keeps the old one for
  // Undo, and shows and saves the new one.
  function change(edit) {
    var before = st.pos, p = copyPos(before);
    edit(p);
    if (lineOf(p) === lineOf(before) && givensLine(p) === givensLine(before)) {
      render();
      return false;
    }
    st.undo.push(before);
    st.redo = [];
    settle(p, false);
    return true;
  }

  // settle makes p the position, saved in the address (a new entry of the
  // history when push): what was shown of the old one (a hint, a path,
  // mistakes on cells that changed) goes. A full grid is checked at once,
  // as a player who has written the last digit wants to know.
  function settle(p, push) {
    for (var c in st.wrong) {
      if (digitAt(p, c) !== digitAt(st.pos, c) || p.m[c] !== st.pos.m[c]) {
        delete st.wrong[c];
      }
    }
    st.pos = p;
    st.hint = null;
    st.look = {};
    closePanel();
    render();
    saveURL(push);
    if (!st.edit && full(p)) {
      st.checkAfter = true;
      if (!st.busy) {
        act(checkSolved);
      }
    }
  }

  function full(p) {
    for (var c = 0; c < 81; c++) {
      if (!digitAt(p, c)) {
        return false;
      }
    }
    return true;
  }

  function undo() {
    if (st.undo.length) {
      st.redo.push(st.pos);
      st.placed = {};
      settle(st.undo.pop(), false);
    }
  }

  function redo() {
    if (st.redo.length) {
      st.undo.push(st.pos);
      st.placed = {};
      settle(st.redo.pop(), false);
    }
  }

  // load makes p a new game: no history, a new address (push) or this
  // one's (a reload, Back).
  function load(p, push) {
    st.undo = [];
    st.redo = [];
    st.wrong = {};
    st.placed = {};
    st.edit = !hasGivens(p) && emptyPos(p);
    settle(p, push);
  }

  // saveURL writes the position into the address: a new entry of the
  // history for a new game, the same entry for a move.
  function saveURL(push) {
    var url = emptyPos(st.pos) ? location.pathname : '?p=' + encodeURIComponent(lineOf(st.pos));
    if (location.search === url || (url === location.pathname && location.search === '')) {
      return;
    }
    if (push) {
      history.pushState(null, '', url);
    } else {
      history.replaceState(null, '', url);
    }
  }

  // place puts digit d in cell c as the player's (a given while editing),
  // striking it from its peers' marks; 0 clears the cell.
  function place(p, c, d, given) {
    if (given) {
      p.g[c] = d;
      p.e[c] = 0;
    } else if (!p.g[c]) {
      p.e[c] = d;
    }
    if (!d) {
      return;
    }
    PEERS[c].forEach(function (o) {
      if (p.m[o] !== null) {
        p.m[o] &= ~(1 << d);
      }
    });
  }

  // typeDigit is a digit typed on the selected cell: entered, a given
  // while editing, or a pencil mark turned on or off.
  // While editing, a digit (or a blank: advance) moves on to the next
  // cell, as a puzzle is typed.
  function typeDigit(d, mark, advance) {
    var c = st.sel, p = st.pos;
    st.hl = d || st.hl;
    st.placed = {};
    if (st.edit) {
      change(function (q) { place(q, c, d, true); });
      if ((d || advance) && c < 80) {
        select(c + 1);
      }
      return;
    }
    if (p.g[c]) {
      render();
      return;
    }
    if (!d && !p.e[c]) {
      change(function (q) { q.m[c] = null; });
      return;
    }
    if ((mark || st.pencil) && d && !p.e[c]) {
      change(function (q) {
        var base = q.m[c] !== null ? q.m[c] : st.auto ? open(q, c) : 0;
        var m = base ^ (1 << d);
        q.m[c] = m === 0 && !st.auto ? null : m;
      });
      return;
    }
    change(function (q) { place(q, c, d, false); });
  }

  // ---------------------------------------------------------------------
  // Messages

  // say shows a message: parts are strings and elements.
  function say(kind, parts) {
    var box = document.getElementById('message');
    box.className = kind;
    box.textContent = '';
    [].concat(parts).forEach(function (x) {
      box.appendChild(typeof x === 'string' ? document.createTextNode(x) : x);
    });
  }

  function code(text) {
    var el = document.createElement('code');
    el.textContent = text;
    return el;
  }

  // APIError is an answer the page cannot use, in words for the player.
  function APIError(msg) {
    this.message = msg;
  }

  // call asks the API: POST body p (null for a GET); a 503 (busy) is asked
  // again once, after Retry-After. It gives the answer's JSON or throws an
  // APIError.
  async function call(path, p) {
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
  function retryAfter(h) {
    return /^\s*\d+\s*$/.test(h || '') ? Number(h) : 1;
  }

  // act runs an action that asks the server, one at a time: the page says
  // it is busy until it ends, and shows its failure in words.
  async function act(action) {
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
  function answered(j) {
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

  function mistakeText(ms) {
    return ms.map(function (m) { return m.text; }).join(', ');
  }

  function markMistakes(ms) {
    st.wrong = {};
    ms.forEach(function (m) { st.wrong[m.cell] = m; });
    render();
  }

  // ---------------------------------------------------------------------
  // Check, rate, solve

  async function check() {
    endEdit();
    var line = lineOf(st.pos);
    var j = await call('/api/check', line);
    if (line !== lineOf(st.pos)) {
      return;
    }
    markMistakes(j.mistakes);
    if (j.mistakes.length) {
      say('error', [code(mistakeText(j.mistakes))]);
    } else if (j.verdict !== 'answered') {
      say('error', 'This puzzle has ' + j.verdict + '.');
    } else {
      say('ok', full(st.pos) ? 'Solved: every digit is right.' : 'No mistakes so far.');
    }
  }

  // checkSolved checks a full grid at once, as a player who has written
  // the last digit wants to know.
  async function checkSolved() {
    st.checkAfter = false;
    if (!full(st.pos)) {
      return;
    }
    var j = await call('/api/check', lineOf(st.pos));
    markMistakes(j.mistakes);
    if (j.mistakes.length) {
      say('error', [code(mistakeText(j.mistakes))]);
    } else if (j.verdict === 'answered') {
      say('ok', 'Solved: every digit is right.');
    }
  }

  // puzzleLine is what Rate and Solve ask about: the givens, or, for a
  // position of candidates alone, the position.
  function puzzleLine(p) {
    return hasGivens(p) ? givensLine(p) : lineOf(p);
  }

  async function rateIt() {
    endEdit();
    var j = await call('/api/rate', puzzleLine(st.pos));
    if (j.verdict !== 'answered' || !j.rating) {
      say('error', 'Not rated: ' + (j.text.trim() || j.verdict) + '.');
      return;
    }
    var rt = j.rating;
    say('ok', ['Rating ', code(j.text.trim()), ': ER ' + tenths(rt.er) + ' (the hardest step, ' + rt.technique + '), EP ' + tenths(rt.ep) + ', ED ' + tenths(rt.ed) + ', in ' + rt.steps + ' steps.']);
  }

  // tenths writes a rating as serate prints it: 3.0, not 3.
  function tenths(n) {
    return Number(n).toFixed(1);
  }

  // solveIt shows the lexicographically first solution in the grid, and
  // says whether it is the only one.
  async function solveIt() {
    endEdit();
    var p = st.pos, sol, n;
    if (hasGivens(p)) {
      var j = await call('/api/solve', givensLine(p));
      sol = j.solution;
      n = j.solutions;
    } else {
      var k = await call('/api/steps?svg=0', lineOf(p));
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

  // endEdit leaves the givens' editing before an action that asks about
  // the puzzle.
  function endEdit() {
    if (st.edit) {
      st.edit = false;
      render();
    }
  }

  // toggleEdit turns the givens' editing on or off; off, it says whether
  // the puzzle typed has one solution.
  function toggleEdit() {
    if (!st.edit) {
      st.edit = true;
      render();
      say('', 'Type the givens: a digit moves on to the next cell, 0 or Backspace clears.');
      return;
    }
    st.edit = false;
    render();
    act(async function () {
      var j = await call('/api/solve', givensLine(st.pos));
      if (j.solutions === 1) {
        say('ok', 'The puzzle has one solution: play.');
      } else {
        say('error', j.solutions === 0 ? 'The puzzle has no solution.' : 'The puzzle has several solutions.');
      }
    });
  }

  // ---------------------------------------------------------------------
  // Hints, steps, the path

  var REGION = ['block', 'row', 'column'];

  function regionName(r) {
    return REGION[Math.floor(r / 9)] + ' ' + (r % 9 + 1);
  }

  function regionCells(r) {
    var out = [];
    for (var i = 0; i < 9; i++) {
      if (r < 9) {
        out.push(27 * Math.floor(r / 3) + 3 * (r % 3) + 9 * Math.floor(i / 3) + i % 3);
      } else if (r < 18) {
        out.push(9 * (r - 9) + i);
      } else {
        out.push(9 * i + r - 18);
      }
    }
    return out;
  }

  // hint shows, pressed again and again, where to look, then the step
  // drawn, then the step applied.
  async function hint() {
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
  function nextStep(j) {
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
  function showLook(step) {
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

  function article(name) {
    return (/^[AEIOU]/.test(name) ? 'an ' : 'a ') + name;
  }

  // showStep draws view v of a step over the grid, as -explain draws it,
  // with Sudoku Explainer's words and ours; where says where it is in a
  // path.
  function showStep(step, v, where) {
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

  function closePanel() {
    document.getElementById('figure').hidden = true;
    document.getElementById('panel').hidden = true;
    st.path = null;
  }

  // apply takes a step on the position: its placement entered, its
  // candidates struck (a cell without marks takes the rater's first).
  function apply(step) {
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
  async function stepOn() {
    endEdit();
    var line = lineOf(st.pos);
    var j = await call('/api/hint?svg=0', line);
    if (line === lineOf(st.pos) && nextStep(j)) {
      apply(j.step);
    }
  }

  // path shows the steps from where the player stands, one at a time.
  async function path() {
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

  function showPath() {
    var pa = st.path;
    showStep(pa.steps[pa.i], pa.view, {i: pa.i, n: pa.steps.length});
  }

  // move goes by one view (forward 1, back -1): a branch of a step, or the
  // next or former step of a path.
  function move(by) {
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
  function playFrom() {
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

  // ---------------------------------------------------------------------
  // New puzzles, pastes, files, the address

  // generate asks for a puzzle whose rating lies in the range picked.
  async function generate(rating) {
    if (rating === 'blank') {
      showMenu(false);
      st.about = '';
      load(blank(), true);
      say('', 'Type the givens: a digit moves on to the next cell, 0 or Backspace clears.');
      return;
    }
    if (rating === 'range') {
      var lo = document.getElementById('lo').value.trim(), hi = document.getElementById('hi').value.trim();
      if (!lo && !hi) {
        say('error', 'Give a rating to start from, to end at, or both (Sudoku Explainer\'s scale, 1.0 to 12).');
        return;
      }
      rating = lo === hi ? lo : (lo || '1.0') + '-' + hi;
    }
    var seed = document.getElementById('seed').value.trim();
    say('wait', 'Making a puzzle (' + rating + ')...');
    var j = await call('/api/gen?rating=' + encodeURIComponent(rating) + (seed ? '&seed=' + encodeURIComponent(seed) : ''), null);
    showMenu(false);
    st.about = 'Made for ' + j.range + ' (rated ' + tenths(j.rating.er) + '), seed ' + j.seed;
    load(readOwn(j.puzzle), true);
    say('ok', 'A new puzzle (' + j.range + ', rated ' + j.rating.line + ', seed ' + j.seed + ').');
    cells[st.sel].focus();
  }

  function showMenu(on) {
    var menu = document.getElementById('newmenu');
    menu.hidden = !on;
    button('new').setAttribute('aria-expanded', on ? 'true' : 'false');
    if (on) {
      menu.querySelector('button').focus();
    }
  }

  // openText reads any text the command reads as a position, through the
  // API, and makes it the game.
  async function openText(text) {
    if (!text.trim()) {
      return;
    }
    var j;
    try {
      j = await call('/api/position', text);
    } catch (e) {
      if (e instanceof APIError) {
        e.message = 'Could not read that puzzle: ' + e.message;
      }
      throw e;
    }
    st.about = '';
    load(fromAPI(j.position), true);
    say('ok', 'Opened.');
  }

  // fromAddress opens the position the address holds (a reload, Back, a
  // link), reading the page's own forms itself and any other through the
  // API.
  async function fromAddress() {
    var m = /[?&]p=([^&]*)/.exec(location.search), text = '';
    if (m) {
      try {
        text = decodeURIComponent(m[1]);
      } catch (e) {
        text = m[1];
      }
    }
    var p = text ? readOwn(text) : blank();
    if (p) {
      load(p, false);
      return;
    }
    var j = await call('/api/position', text);
    load(fromAPI(j.position), false);
  }

  // ---------------------------------------------------------------------
  // Keys and clicks

  var SHORTCUTS = {n: 'new', c: 'check', h: 'hint', s: 'step', p: 'path', r: 'rate', m: 'pencil', a: 'auto', e: 'edit'};

  // digitOf is the digit a key stands for, and whether it marks: Shift and
  // a digit on a layout where Shift gives another character.
  function digitOf(e) {
    if (/^[1-9]$/.test(e.key)) {
      return {d: Number(e.key), mark: false};
    }
    var m = /^(Digit|Numpad)([1-9])$/.exec(e.code);
    return m ? {d: Number(m[2]), mark: e.shiftKey} : null;
  }

  function onKey(e) {
    var t = e.target, tag = t.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') {
      return;
    }
    if (e.ctrlKey || e.metaKey) {
      var k = e.key.toLowerCase();
      if (k === 'z' || k === 'y') {
        e.preventDefault();
        doAction(k === 'y' || e.shiftKey ? 'redo' : 'undo');
      }
      return;
    }
    if (e.altKey || (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY') && (e.key === 'Enter' || e.key === ' ')) {
      return;
    }
    if (handled(e)) {
      e.preventDefault();
    }
  }

  // handled acts on a key that is the page's, and says whether it was.
  function handled(e) {
    var shown = !document.getElementById('panel').hidden;
    if (e.key === 'Escape') {
      closePanel();
      showMenu(false);
      cells[st.sel].focus();
      return true;
    }
    if (shown && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      move(e.key === 'ArrowLeft' ? -1 : 1);
      return true;
    }
    var dm = digitOf(e);
    if (dm) {
      typeDigit(dm.d, dm.mark);
      return true;
    }
    if (e.key === 'Backspace' || e.key === 'Delete') {
      typeDigit(0, false, false);
      return true;
    }
    if (e.key === '0' || e.key === '.' || e.key === ' ' && st.edit) {
      typeDigit(0, false, true);
      return true;
    }
    if (moveKey(e)) {
      return true;
    }
    var action = SHORTCUTS[e.key.toLowerCase()];
    if (action && !e.shiftKey) {
      doAction(action);
      return true;
    }
    return false;
  }

  // moveKey moves the selection by an arrow, Home or End, around the
  // grid's edges.
  function moveKey(e) {
    var r = Math.floor(st.sel / 9), k = st.sel % 9;
    switch (e.key) {
    case 'ArrowUp': r = (r + 8) % 9; break;
    case 'ArrowDown': r = (r + 1) % 9; break;
    case 'ArrowLeft': k = (k + 8) % 9; break;
    case 'ArrowRight': k = (k + 1) % 9; break;
    case 'Home': k = 0; break;
    case 'End': k = 8; break;
    default: return false;
    }
    select(9 * r + k, true);
    return true;
  }

  // doAction runs a control's action.
  function doAction(name) {
    var now = {
      pencil: function () { st.pencil = !st.pencil; render(); },
      auto: function () { st.auto = !st.auto; remember(); render(); },
      edit: toggleEdit,
      undo: undo,
      redo: redo,
      back: function () { move(-1); },
      forward: function () { move(1); },
      close: function () { closePanel(); cells[st.sel].focus(); },
      goto: playFrom,
      print: function () { window.print(); },
      new: function () { showMenu(document.getElementById('newmenu').hidden); },
      open: function () { act(function () { return openText(document.getElementById('paste').value); }); }
    };
    var later = {check: check, hint: hint, step: stepOn, path: path, rate: rateIt, solve: solveIt};
    if (now[name]) {
      now[name]();
    } else if (later[name]) {
      if (name !== 'hint') {
        // Another question: the hint's outline and picture give way.
        st.look = {};
        closePanel();
        render();
      }
      act(later[name]);
    }
  }

  // remember keeps the player's choice of candidates for the next visit.
  function remember() {
    try {
      localStorage.setItem('sudoku-auto', st.auto ? '1' : '0');
    } catch (e) {
      // a browser that keeps nothing: the choice lasts this page
    }
  }

  function onClick(e) {
    var t = e.target.closest('[data-cell],[data-action],[data-digit],[data-rating],#figure');
    if (!t) {
      return;
    }
    if (t.id === 'figure') {
      closePanel();
    } else if (t.dataset.cell) {
      select(cells.indexOf(t), true);
    } else if (t.dataset.digit) {
      typeDigit(Number(t.dataset.digit), false);
    } else if (t.dataset.rating) {
      var rating = t.dataset.rating;
      act(function () { return generate(rating); });
    } else {
      doAction(t.dataset.action);
    }
  }

  // onPaste opens text pasted anywhere but in a text field.
  function onPaste(e) {
    var tag = e.target.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA') {
      return;
    }
    var text = e.clipboardData ? e.clipboardData.getData('text/plain') : '';
    if (text) {
      e.preventDefault();
      act(function () { return openText(text); });
    }
  }

  // onDrop opens a file (or text) dropped on the page.
  function onDrop(e) {
    e.preventDefault();
    var dt = e.dataTransfer;
    if (dt.files && dt.files.length) {
      openFile(dt.files[0]);
    } else if (dt.getData('text/plain')) {
      var text = dt.getData('text/plain');
      act(function () { return openText(text); });
    }
  }

  function openFile(file) {
    if (file.size > 64 << 10) {
      say('error', file.name + ' is ' + file.size + ' bytes: a puzzle is one board, at most 64 KB.');
      return;
    }
    act(async function () { await openText(await file.text()); });
  }

  function start() {
    build();
    try {
      st.auto = localStorage.getItem('sudoku-auto') === '1';
    } catch (e) {
      st.auto = false;
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    document.addEventListener('paste', onPaste);
    document.addEventListener('dragover', function (e) { e.preventDefault(); });
    document.addEventListener('drop', onDrop);
    document.getElementById('file').addEventListener('change', function (e) {
      if (e.target.files.length) {
        openFile(e.target.files[0]);
      }
    });
    window.addEventListener('popstate', function () { act(fromAddress); });
    act(async function () {
      await fromAddress();
      if (emptyPos(st.pos)) {
        say('', 'Type a puzzle\'s givens, paste one, drop a file, or press New.');
      }
    });
  }

  start();
})();
