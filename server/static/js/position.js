// position.js holds the position as the page keeps it (givens, the
// player's entries, pencil marks as bit sets), the lines it is written in
// (the '+' line, .sdx, serate's candidate line) and read back from, and
// the grid's geometry (peers, regions; a variant's as /api/variant gives
// it). It must not touch the page (no DOM) nor judge a position: that is
// the API's.

export const ALL = 0x3fe; // candidates 1-9, bit d for digit d
export const REGION = ['block', 'row', 'column', 'disjoint group', 'window group'];

// blank is an empty grid: givens, the player's entries, and pencil marks
// (null for a cell the player has not marked).
export function blank() {
  var p = {g: [], e: [], m: []};
  for (var c = 0; c < 81; c++) {
    p.g.push(0);
    p.e.push(0);
    p.m.push(null);
  }
  return p;
}

export function copyPos(p) {
  return {g: p.g.slice(), e: p.e.slice(), m: p.m.slice()};
}

export function digitAt(p, c) {
  return p.g[c] || p.e[c];
}

// peerTable lists, for each cell, the 20 cells that share its row,
// column or block: the classic peers, until a variant's geometry
// (setGeometry) takes their place.
export function peerTable() {
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

// open is the set of digits no peer of c holds, nor, under nc, is
// consecutive to a neighbour's.
export function open(p, c) {
  var m = ALL;
  PEERS[c].forEach(function (o) {
    var d = digitAt(p, o);
    if (d) {
      m &= ~(1 << d);
    }
  });
  (GEO.beside[c] || []).forEach(function (o) {
    for (var d = 1; d <= 9; d++) {
      if (digitAt(p, o) && consecutive(d, digitAt(p, o))) {
        m &= ~(1 << d);
      }
    }
  });
  return m;
}

export function marked(p) {
  for (var c = 0; c < 81; c++) {
    if (!digitAt(p, c) && p.m[c] !== null && p.m[c] !== 0) {
      return true;
    }
  }
  return false;
}

export function digits(m) {
  var s = '';
  for (var d = 1; d <= 9; d++) {
    if (m & (1 << d)) {
      s += d;
    }
  }
  return s;
}

export function bitsOf(s) {
  var m = 0;
  for (var i = 0; i < s.length; i++) {
    var d = s.charCodeAt(i) - 48;
    if (d >= 1 && d <= 9) {
      m |= 1 << d;
    }
  }
  return m;
}

export function givensLine(p) {
  return p.g.map(function (d) { return d ? String(d) : '.'; }).join('');
}

// plusLine writes the 81 cells, '+' before the player's entries.
export function plusLine(p) {
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
export function sdxLine(p, full) {
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
export function lineOf(p) {
  return marked(p) ? sdxLine(p, true) : plusLine(p);
}

// candidateLine writes serate's 729-character line: a digit as its cell's
// one candidate.
export function candidateLine(p) {
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
export function readOwn(s) {
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
export function fromAPI(j) {
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

export function emptyPos(p) {
  for (var c = 0; c < 81; c++) {
    if (digitAt(p, c) || p.m[c] !== null) {
      return false;
    }
  }
  return true;
}

export function hasGivens(p) {
  return p.g.some(function (d) { return d !== 0; });
}

export function cellName(c) {
  return 'r' + (Math.floor(c / 9) + 1) + 'c' + (c % 9 + 1);
}

export function full(p) {
  for (var c = 0; c < 81; c++) {
    if (!digitAt(p, c)) {
      return false;
    }
  }
  return true;
}

export function regionName(r) {
  if (r >= 45) {
    return EXTRA_NAMES[r - 45];
  }
  return REGION[Math.floor(r / 9)] + ' ' + (r % 9 + 1);
}

// The rater numbers a variant's regions after the 27 classic ones (the
// API's look and pattern do): disjoint groups 27-35, window groups 36-44,
// the diagonals 45 and 46, then the girandola, asterisk and center dot
// groups, each with its cells in the rater's order.
const WINDOWS = [[10, 11, 12, 19, 20, 21, 28, 29, 30], [14, 15, 16, 23, 24, 25, 32, 33, 34],
  [46, 47, 48, 55, 56, 57, 64, 65, 66], [50, 51, 52, 59, 60, 61, 68, 69, 70],
  [1, 2, 3, 37, 38, 39, 73, 74, 75], [5, 6, 7, 41, 42, 43, 77, 78, 79],
  [9, 18, 27, 13, 22, 31, 17, 26, 35], [45, 54, 63, 49, 58, 67, 53, 62, 71],
  [0, 4, 8, 36, 40, 44, 72, 76, 80]];
const EXTRA_CELLS = [[0, 10, 20, 30, 40, 50, 60, 70, 80], [8, 16, 24, 32, 40, 48, 56, 64, 72],
  [0, 8, 13, 37, 40, 43, 67, 72, 80], [13, 20, 24, 37, 40, 43, 56, 60, 67],
  [10, 13, 16, 37, 40, 43, 64, 67, 70]];
const EXTRA_NAMES = ['Main Diagonal', 'Anti Diagonal', 'Girandola group', 'Asterisk group', 'Center Dot group'];

export function regionCells(r) {
  if (r >= 45) {
    return EXTRA_CELLS[r - 45].slice();
  } else if (r >= 36) {
    return WINDOWS[r - 36].slice();
  }
  var out = [];
  for (var i = 0; i < 9; i++) {
    if (r >= 27) {
      const k = r - 27;
      out.push(9 * Math.floor(k / 3) + k % 3 + 3 * (i % 3) + 27 * Math.floor(i / 3));
    } else if (r < 9) {
      out.push(27 * Math.floor(r / 3) + 3 * (r % 3) + 9 * Math.floor(i / 3) + i % 3);
    } else if (r < 18) {
      out.push(9 * (r - 9) + i);
    } else {
      out.push(9 * i + r - 18);
    }
  }
  return out;
}


export const PEERS = peerTable();

// UNITS lists the regions' cells, with their names: 0-8 blocks, 9-17
// rows, 18-26 columns, as the API numbers them; under a variant, the
// variant's units instead (setGeometry).
export const UNITS = [];
for (let r = 0; r < 27; r++) {
  UNITS.push({name: regionName(r), cells: regionCells(r)});
}
const CLASSIC = UNITS.slice();

// GEO is the rest of a variant's geometry, as /api/variant gives it:
// for each cell the cells apart from it (a knight's or king's move) and
// beside it (non-consecutive neighbours), whether 9 and 1 count as
// consecutive, and what the grid draws on each cell (marksOf).
export const GEO = {apart: [], beside: [], ninesAndOnes: false, marks: [], boxes: true};

// setGeometry makes the rules of v (/api/variant's answer, or null for
// the classic ones) the grid's: its units, each cell's peers (its units'
// cells and those apart), its neighbours, and its marks.
export function setGeometry(v) {
  const units = v ? v.units.map(function (u) { return {name: u.where.replace(/^(in|on) (the )?/, ''), cells: u.cells}; }) : CLASSIC;
  UNITS.length = 0;
  units.forEach(function (u) { UNITS.push(u); });
  GEO.apart = v ? v.apart : [];
  GEO.beside = v ? v.beside : [];
  GEO.ninesAndOnes = !!(v && v.ninesAndOnes);
  GEO.marks = marksOf(UNITS);
  GEO.boxes = UNITS.some(function (u) { return /^block|^box/.test(u.name); });
  for (let c = 0; c < 81; c++) {
    const seen = {};
    UNITS.forEach(function (u) {
      if (u.cells.indexOf(c) >= 0) {
        u.cells.forEach(function (o) { seen[o] = true; });
      }
    });
    (GEO.apart[c] || []).forEach(function (o) { seen[o] = true; });
    delete seen[c];
    PEERS[c] = Object.keys(seen).map(Number).sort(function (a, b) { return a - b; });
  }
}

// marksOf gives what the grid draws on each cell of a variant's regions
// (units named below): {region: 'main-diagonal window', group: 5}; the
// windows' five implied groups are not drawn, as in print.
function marksOf(units) {
  const marks = [];
  for (let c = 0; c < 81; c++) {
    marks.push({region: '', group: 0});
  }
  units.forEach(function (u) {
    const win = /^window group ([1-4])$/.exec(u.name), dg = /^disjoint group (\d)$/.exec(u.name);
    const kind = u.name === 'main diagonal' ? 'main-diagonal' : u.name === 'anti-diagonal' ? 'anti-diagonal' :
      win ? 'window' : / group$/.test(u.name) && !dg ? 'marked' : '';
    u.cells.forEach(function (c) {
      if (kind) {
        marks[c].region = (marks[c].region + ' ' + kind).trim();
      }
      if (dg) {
        marks[c].group = Number(dg[1]);
      }
    });
  });
  return marks;
}

// clashes finds the digits that break the rules: one repeated in a unit
// (a row, a column, a block, a variant's region), or, under a variant,
// in cells apart, and consecutive digits beside each other: the rules
// alone, which any player sees, not a judgement of the solution. It maps
// each such cell to the clashes it is in, {cell: the other, digit, unit:
// 'row 1'}, and other: the other's digit when it differs (beside).
export function clashes(p) {
  const out = {};
  const add = function (a, b, x) {
    (out[a] = out[a] || []).push({cell: b, digit: digitAt(p, a), unit: x, other: digitAt(p, b)});
    (out[b] = out[b] || []).push({cell: a, digit: digitAt(p, b), unit: x, other: digitAt(p, a)});
  };
  UNITS.forEach(function (u) {
    u.cells.forEach(function (a, i) {
      const d = digitAt(p, a);
      u.cells.slice(i + 1).forEach(function (b) {
        if (d && digitAt(p, b) === d) {
          add(a, b, u.name);
        }
      });
    });
  });
  for (let a = 0; a < 81; a++) {
    const d = digitAt(p, a);
    (GEO.apart[a] || []).forEach(function (b) {
      if (d && b > a && digitAt(p, b) === d) {
        add(a, b, moveName(a, b));
      }
    });
    (GEO.beside[a] || []).forEach(function (b) {
      if (d && b > a && consecutive(d, digitAt(p, b))) {
        add(a, b, 'side by side');
      }
    });
  }
  return out;
}

// consecutive says whether digits d and e may not stand beside each
// other: one apart, or 9 and 1 under nc+.
export function consecutive(d, e) {
  return e !== 0 && (Math.abs(d - e) === 1 || GEO.ninesAndOnes && d + e === 10 && d * e === 9);
}

// moveName names the chess move between cells a and b, the board
// wrapping round (toroidal) or not: a knight's moves one way or two.
function moveName(a, b) {
  const wrap = function (x) { x = Math.abs(x); return Math.min(x, 9 - x); };
  const dr = wrap(Math.floor(a / 9) - Math.floor(b / 9)), dk = wrap(a % 9 - b % 9);
  return dr + dk === 3 ? 'a knight\'s move apart' : 'a king\'s move apart';
}

// clashWords names the clashes in words, each pair once: "r1c1 and r1c3
// both hold 7 (row 1)", "r5c5 and r5c6 hold 6 and 5 side by side";
// givensOnly keeps those between givens.
export function clashWords(p, givensOnly) {
  const seen = {}, words = [];
  const all = clashes(p);
  Object.keys(all).forEach(function (a) {
    all[a].forEach(function (x) {
      const b = x.cell, key = Math.min(a, b) + '-' + Math.max(a, b) + x.unit;
      if (seen[key] || givensOnly && !(p.g[a] && p.g[b])) {
        return;
      }
      seen[key] = true;
      const lo = Math.min(a, b), hi = Math.max(a, b), pair = cellName(lo) + ' and ' + cellName(hi);
      words.push(x.other !== x.digit ? pair + ' hold ' + digitAt(p, lo) + ' and ' + digitAt(p, hi) + ' ' + x.unit : pair + ' both hold ' + x.digit + ' (' + x.unit + ')');
    });
  });
  return words;
}

// kindOf says what cell c holds: a given, the player's entry, or nothing.
export function kindOf(p, c) {
  return p.g[c] ? 'given' : p.e[c] ? 'entry' : 'empty';
}
