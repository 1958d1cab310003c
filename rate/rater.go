// rater.go holds the rating loop: the step and rating types, the rater
// that asks serate's techniques in serate's order, and the techniques'
// table. It must not read or print boards: the techniques are in the
// package's other files.

package rate

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"sync"
)

// The rater reproduces serate (SukakuExplainer, default settings): at each
// step it asks the techniques in serate's order and takes the first hint the
// first technique that has one gives (not the easiest one), applies it and
// starts again, until the grid is solved. docs/rating.md tells the whole
// scheme; the notes there name serate's sources each part follows.

// Step is one step as serate takes it: a placement, or removals of
// candidates, with serate's rating and name of the technique. Its methods
// read it; Rater.Next gives one. A step is data: its technique as a Kind,
// the Pattern it rests on (cells, regions and digits by role), where a
// player would Look for it, and for a chain its Proof, each chain's links
// with their reasons; its Text, serate's description, and String, the
// line -steps prints, are written from them.
type Step struct {
	diff  float64    // serate's rating of the hint, computed as serate does
	kind  Kind       // the technique (kind.go)
	name  string     // serate's name of the technique, as %R prints it
	cell  int        // the cell the hint fills, when digit is not 0
	digit int        // the digit it puts there, 0 for a hint that removes candidates
	elim  [81]uint16 // the candidates it removes, by cell
	chain string     // a chain step's chains in Eureka notation (eureka.go)
	pat   Pattern    // what the hint rests on, when the rater explains: its text comes from it (kind.go)
	pic   *picture   // what serate shows of it, when the rater explains
	proof []Chain    // a chain step's chains link by link, when the rater explains (proof.go)
}

// reset makes s an empty hint.
func (s *Step) reset() {
	*s = Step{}
}

// places reports whether s fills a cell.
func (s *Step) places() bool { return s.digit != 0 }

// placement makes s the hint that fills c with d.
func (s *Step) placement(diff float64, k Kind, name string, c, d int) {
	s.diff, s.kind, s.name, s.cell, s.digit = diff, k, name, c, d
}

// worth reports whether s removes a candidate or fills a cell: serate
// drops indirect hints that remove nothing.
func (s *Step) worth() bool {
	if s.places() {
		return true
	}
	for _, m := range s.elim {
		if m != 0 {
			return true
		}
	}
	return false
}

// Rating is the step's rating, as serate rounds it.
func (s *Step) Rating() Tenths { return tenths(s.diff) }

// Technique is serate's name of the step's technique, as its %R prints it:
// "Hidden Single", "Naked Pair", "Dynamic Forcing Chains".
func (s *Step) Technique() string { return s.name }

// Placement gives the cell (0-80, row by row) the step fills and the digit
// it puts there; ok is false for a step that removes candidates, and for
// the zero Step.
func (s *Step) Placement() (cell, digit int, ok bool) {
	if !s.places() {
		return -1, 0, false
	}
	return s.cell, s.digit, true
}

// Removed gives the candidates the step removes, by cell: bit d of
// Removed()[c] is set when digit d leaves cell c.
func (s *Step) Removed() [81]uint16 { return s.elim }

// Eureka gives a chain step's chains in Eureka notation (docs/rating.md),
// "" for other steps.
func (s *Step) Eureka() string { return s.chain }

// Picture gives what Sudoku Explainer shows of the step on the grid, for a
// step from Rater.Next; the zero Picture for others. It is the step's
// first view (Views).
func (s *Step) Picture() Picture {
	if s.pic == nil {
		return Picture{}
	}
	return s.pic.export()
}

// Views gives every view Sudoku Explainer gives of the step, as its hint's
// view count and per-view colours and links do, for a step from
// Rater.Next (nil for others): one for most steps; for a forcing chain of
// several chains (cell and region forcing chains, a double or
// contradiction forcing chain) one a chain, in serate's order, each with
// its Branch. The first is Picture's. (serate's further views of a nested
// chain's inner chains are not given.)
func (s *Step) Views() []Picture {
	if s.pic == nil {
		return nil
	}
	out := []Picture{s.pic.export()}
	for i := range s.pic.views {
		out = append(out, s.pic.views[i].export())
	}
	return out
}

// Picture is what Sudoku Explainer shows of a step on the grid: the cells
// it selects, the regions it frames, its candidates coloured by role, and
// a chain's links. A candidate both green and red is shown orange.
type Picture struct {
	Cells   []int      // the cells it selects (SE's yellow cells), 0-80 row by row
	Regions []int      // the regions it frames: 0-8 blocks, 9-17 rows, 18-26 columns, a variant's as RegionCells numbers them
	Green   [81]uint16 // candidates it rests on, bit d for digit d: the cause, a placed digit
	Red     [81]uint16 // candidates it removes, or that a chain shows false
	Blue    [81]uint16 // candidates of a third role (SE's blue: a fish's fins, say)
	Links   []Link     // a chain's links, drawn as arrows
	// Branch is, for one chain of a forcing chain's several, what it shows
	// in serate's words ("If r3c4 contains the value 9, then r1c6 cannot
	// contain the value 9"); "" for other views.
	Branch string
}

// picture is a Picture as the techniques fill it: cells and regions as
// sets; a step of several views holds the others in views.
type picture struct {
	cells            cellSet
	regions          uint64
	green, red, blue [81]uint16
	links            []Link
	branch           string
	views            []picture
}

// export gives p as a Picture.
func (p *picture) export() Picture {
	out := Picture{Green: p.green, Red: p.red, Blue: p.blue, Links: append([]Link(nil), p.links...), Branch: p.branch}
	for c := p.cells.next(0); c >= 0; c = p.cells.next(c + 1) {
		out.Cells = append(out.Cells, c)
	}
	for m := p.regions; m != 0; m &= m - 1 {
		out.Regions = append(out.Regions, bits.TrailingZeros64(m))
	}
	return out
}

// Link is a chain's link from one candidate to the next: digit FromDigit
// in cell FromCell, then ToDigit in ToCell. Strong is a strong link's
// inference, the first candidate false making the second true (of the
// two, one must be); a weak link's (Strong false) is the first true
// making the second false (they cannot both be), or, in a nested chain,
// a rule's premise. A link with digits 0 joins the cells themselves (a
// unique loop's cells, in order), neither strong nor weak.
type Link struct {
	FromCell, FromDigit, ToCell, ToDigit int
	Strong                               bool
}

// Proof gives a chain step's proof as Sudoku Explainer's GUI lists it
// beside the picture: each chain in serate's order (a forcing chain's
// several, then those of the nested forcing chains its links rest on, as
// serate numbers them on), with its assertion and its implications in
// order. Steps from Rater.Next have it; other steps, and steps that are
// not chains, give nil.
func (s *Step) Proof() []Chain { return s.proof }

// tenths rounds a rating as serate prints it.
func tenths(diff float64) Tenths { return Tenths(float64(diff+0.05) * 10) }

// Tenths is a rating in tenths of a point, as serate prints ratings: 72 is
// 7.2.
type Tenths int

// String prints the rating as serate does: "7.2"; a negative one with
// its sign, "-0.5".
func (t Tenths) String() string {
	sign, a := "", uint64(t)
	if t < 0 {
		sign, a = "-", -a // the magnitude, also of the most negative
	}
	return sign + strconv.FormatUint(a/10, 10) + "." + strconv.FormatUint(a%10, 10)
}

// String gives the step as `RATING TEXT -> EFFECTS`, for instance
// `1.2 Hidden Single: r2c8: 5 in block -> r2c8=5` or `2.6 Pointing: Cells
// r5c4,r5c5: 1 in block and row -> r5c1<>1,r5c9<>1`, then, for a chain,
// ` ; ` and its chains in Eureka notation. TEXT is Text, or the technique's
// name for a step without it.
func (s Step) String() string {
	var b strings.Builder
	b.WriteString(s.Rating().String())
	b.WriteByte(' ')
	if t := s.Text(); t != "" {
		b.WriteString(t)
	} else {
		b.WriteString(s.name)
	}
	b.WriteString(" -> ")
	b.WriteString(s.effects())
	if s.chain != "" {
		b.WriteString(" ; ")
		b.WriteString(s.chain)
	}
	return b.String()
}

// effects writes what the step does, comma-separated: the placement as
// r4c5=7, then each removal as r1c2<>3, cells in order.
func (s *Step) effects() string {
	var b strings.Builder
	sep := ""
	if s.places() {
		fmt.Fprintf(&b, "%s=%d", CellName(s.cell), s.digit)
		sep = ","
	}
	for c := 0; c < 81; c++ {
		for m := s.elim[c]; m != 0; m &= m - 1 {
			fmt.Fprintf(&b, "%s%s<>%d", sep, CellName(c), bits.TrailingZeros16(m))
			sep = ","
		}
	}
	return b.String()
}

// CellName names cell c (0-80, row by row) as serate does: r3c5 for row
// 3, column 5. Every name of a cell the package and its users write is
// this one.
func CellName(c int) string {
	return "r" + string(rune('1'+c/9)) + "c" + string(rune('1'+c%9))
}

// apply changes the grid as serate applies the hint: eliminations first,
// then the placement. (serate's hints that place a digit remove nothing
// else.)
func (g *cands) apply(s *Step) {
	if s.places() {
		g.place(s.cell, s.digit)
		return
	}
	for c := 0; c < 81; c++ {
		for m := s.elim[c]; m != 0; m &= m - 1 {
			g.remove(c, bits.TrailingZeros16(m))
		}
	}
}

// rateLimit is the highest rating of serate's techniques before its chains
// and bigger wings (6.2): the tests and benchmarks split serate's lines
// there, as the boards above take far longer.
const rateLimit = 62

// Rating is a board's rating as serate's `%r/%p/%d %R` prints it.
type Rating struct {
	ER Tenths // the hardest step's rating
	EP Tenths // the hardest step's up to the first placement (the "pearl")
	ED Tenths // the first step's (the "diamond")
	// Technique is the technique of the first step rated ER, or "Beyond
	// solver" when no technique applies; EPTechnique and EDTechnique name
	// the hardest technique up to the first placement and the first step's
	// ("No solution" while none was taken), as serate's %P and %D print.
	Technique, EPTechnique, EDTechnique string
	Stuck                               bool // no technique applies: serate gives up and rates 20.0
	Steps                               int  // the steps taken
}

// String gives serate's line: "7.2/1.2/1.2 Forcing Chain".
func (r Rating) String() string {
	return r.ER.String() + "/" + r.EP.String() + "/" + r.ED.String() + " " + r.Technique
}

// Rater rates boards, one at a time, as serate does. Its zero value is
// ready to use and holds no board until Start, StartMarks, Rate or
// RateMarks takes one; reuse one Rater for many boards, as it keeps the
// scratch space its techniques need (a Rater is not safe for use by
// several goroutines at once).
type Rater struct {
	// Count, when not nil, counts the solutions of board up to limit (the
	// rater asks for 2), in place of the package's own search. The rater
	// asks at most once a board: Start at once; Rate only if it must,
	// before its first uniqueness technique (Unique Rectangle, 4.5) or
	// when no technique applies, as a board the other techniques solve
	// has one solution. A candidate grid (StartMarks, RateMarks) is
	// counted by the package's search, as Count sees no candidates. A
	// fast solver pays off on boards rated 4.5 to 6.2, whose rating takes
	// little longer than the count. A context does not stop Count: it
	// should take milliseconds at most.
	Count func(board *Grid, limit int) int

	// Variant is the variant the rater rates under, as serate with its
	// flags (the zero Variant: the classic board); a Count set with it
	// must count under the same rules. A board whose next step serate
	// itself fails on (a BUG type 3 in some variant regions) fails with
	// ErrNotRated.
	Variant Variant

	tabs *rateTables // the last variant's tables, kept for the next board

	g       cands
	explain bool    // the techniques write their steps' text and picture (Start does; Rate does not)
	pic     picture // the picture of the step being found, when explaining
	board   Grid    // the board being rated, for Count
	marks   bool    // the board came with its candidates, which Count does not see
	s       Step
	start   [81]uint16  // the grid's cells at the start: a digit's bit or the candidates
	loaded  bool        // the rater holds a board: the last Start, StartMarks, Rate or RateMarks took it
	counted bool        // the board is known to have one solution
	work    linkWork    // StrongLinks' search state
	loops   loopWork    // UniqueLoops' search state
	bugs    bugWork     // the BUG search state
	wing    wingWork    // the WXYZ and VWXYZ-Wing search state
	aligned [2]gridMark // the grid Aligned Pair, then Triplet, Exclusion last found nothing on
	chains  chaining    // the chaining producers' state (chains.go)
	fault   error       // a failure of serate's own a technique met: serate rates no further
	halt    stopper     // the context of the call under way (stop.go)
}

// Errors for boards the rater does not rate. serate would rate those
// without one solution, but its hints then rest on a false premise
// (uniqueness) or a broken grid. ErrNoSolution and ErrSeveral come as they
// are; ErrInvalid comes wrapped with what is wrong ("invalid board: digit
// 9 twice in row 1 (r1c1 and r1c6)"): test for it with errors.Is.
var (
	// ErrNoSolution: no completion of the board agrees with its digits
	// (and a candidate grid's candidates).
	ErrNoSolution = errors.New("the board has no solution")
	// ErrSeveral: the board has two completions or more.
	ErrSeveral = errors.New("the board has more than one solution")
	// ErrInvalid: the board is malformed: a cell above 9, two equal digits
	// in a row, column or block, or (in a candidate grid) an empty cell's
	// candidate bit outside 1-9.
	ErrInvalid = errors.New("invalid board")
	// ErrNoBoard: Next was asked before a board was set, or after the
	// last Start, StartMarks, Rate or RateMarks failed.
	ErrNoBoard = errors.New("no board: Start or Rate one first")
)

// Start sets the rater to board (cells row by row, 0 blank, 1-9 a digit)
// for Next, after making sure it is well formed (ErrInvalid if not) and has
// one solution (ErrNoSolution or ErrSeveral if not). After an error the
// rater holds no board.
func (r *Rater) Start(board *Grid) error {
	if err := r.begin(board); err != nil {
		return err
	}
	r.explain = true
	return r.verified()
}

// tables gives the tables of the rater's Variant: the classic ones, or a
// variant's, built once for as long as the Variant stays.
func (r *Rater) tables() *rateTables {
	if r.Variant.plain() {
		return rtab
	}
	if r.tabs == nil || r.tabs.variant != r.Variant {
		r.tabs = variantTables(r.Variant)
	}
	return r.tabs
}

// begin sets up board's candidate grid after checking its givens
// (ErrInvalid); the count of its solutions waits for verified.
func (r *Rater) begin(board *Grid) error {
	t := r.tables()
	if err := checkGrid(t, board); err != nil {
		return r.drop(err)
	}
	if err := checkSees(t, board); err != nil {
		return r.drop(err)
	}
	r.g.load(t, board)
	r.board, r.marks = *board, false
	r.begun()
	r.explain = false
	return nil
}

// begun notes that the rater's grid holds a new board: its solutions are
// not counted yet, and the searches' caches are stale.
func (r *Rater) begun() {
	for c := range r.start {
		r.start[c] = r.g.cand[c]
		if d := r.g.val[c]; d != 0 {
			r.start[c] = 1 << d
		}
	}
	r.loaded, r.counted = true, false
	r.forget()
}

// forget drops what the searches keep from one step to the next (the
// StrongLinks, wing and aligned exclusion searches' last grids): they
// search the whole grid again. A stopped search may have left them half
// made. (The nested chains' runs, kept by grid, stay: keepMemos drops
// those of other boards, and a stopped run is never kept.)
func (r *Rater) forget() {
	r.work.gen++
	r.wing.forget()
	r.aligned = [2]gridMark{}
}

// verified makes sure the board has one solution, counting them once; a
// board without one is dropped.
func (r *Rater) verified() error {
	if r.counted {
		return nil
	}
	n := 0
	if r.Count != nil && !r.marks {
		n = r.Count(&r.board, 2)
	} else {
		n = countSolutions(r.g.t, r.start, 2, &r.halt)
	}
	if r.halt.stopped {
		return r.drop(r.halt.err())
	}
	switch n {
	case 0:
		return r.drop(ErrNoSolution)
	case 1:
		r.counted = true
		return nil
	}
	return r.drop(ErrSeveral)
}

// Solution gives the one solution of the board the rater holds, where
// its steps lead whether or not they get there: a program that shows the
// steps of a board no technique finishes still shows its end. It fails as
// Start fails when the board's solutions are not counted yet, and with
// ErrNoBoard when the rater holds none.
func (r *Rater) Solution() (Grid, error) {
	if !r.loaded {
		return Grid{}, ErrNoBoard
	}
	if err := r.verified(); err != nil {
		return Grid{}, err
	}
	g, _ := firstSolution(r.g.t, r.start, cellSet{})
	return g, nil
}

// drop leaves the rater with no board (Solved false, Next ErrNoBoard,
// State the zero grid) and returns err: a failed call must not leave half
// a board behind.
func (r *Rater) drop(err error) error {
	r.loaded, r.counted = false, false
	r.g = cands{}
	return err
}

// Marks is a grid part-way through a solve, as a player pencils it or as
// serate reads a 729-character line (ParseMarks): each cell's digit (0 if
// none) and, for the empty cells, the digits still possible there (bit d
// of Cands[c] for digit d, 1-9; other bits make the grid invalid). The
// candidates of a cell with a digit are not read.
type Marks struct {
	Digits Grid
	Cands  [81]uint16
}

// StartMarks sets the rater to a grid part-way through a solve, for Next,
// after making sure it has one solution within its candidates. A digit
// of the grid strikes the candidates of the cells it sees; then, as
// serate reads a candidate grid, a cell whose one candidate no cell it
// sees holds takes that digit (its adjustPencilmarks), which strikes
// nothing more. The candidates of a cell with a digit are not read. The
// errors are Start's; a cell without candidates has no solution.
func (r *Rater) StartMarks(m *Marks) error {
	if err := r.beginMarks(m); err != nil {
		return err
	}
	r.explain = true
	return r.verified()
}

// RateMarks rates a grid part-way through a solve as serate rates a
// 729-character line: from its candidates as they are (see StartMarks).
// It refuses what StartMarks refuses, with the same error.
func (r *Rater) RateMarks(m *Marks) (Rating, error) {
	return r.RateMarksContext(context.Background(), m)
}

// RateMarksContext is RateMarks, stopped when ctx is done: see
// RateContext.
func (r *Rater) RateMarksContext(ctx context.Context, m *Marks) (Rating, error) {
	if err := r.beginMarks(m); err != nil {
		return Rating{}, err
	}
	return r.rate(ctx)
}

// beginMarks loads m, its lone candidates settled as serate settles them,
// for the rater to count its solutions itself: Count sees no candidates.
// A digit first strikes the candidates of the cells it sees: a player's
// marks may lag behind the player's digits, and a technique that counts
// a digit's places must not find one beside the digit itself. (serate's
// 729-character lines have no digits before settling, which strikes
// nothing, so their candidates stay as given.)
func (r *Rater) beginMarks(m *Marks) error {
	t := r.tables()
	if err := checkMarks(t, m); err != nil {
		return r.drop(err)
	}
	if err := checkSees(t, &m.Digits); err != nil {
		return r.drop(err)
	}
	adj := *m
	for c, d := range adj.Digits {
		if d == 0 {
			continue
		}
		for _, p := range t.sees[c] {
			adj.Cands[p] &^= 1 << d
		}
	}
	settleMarks(t, &adj)
	r.g.loadPart(t, &adj)
	r.board, r.marks = adj.Digits, true
	r.begun()
	r.explain = false
	return nil
}

// settleMarks places, cell by cell in order, each empty cell's one
// candidate when no cell it sees (with no digit) holds it: serate's
// adjustPencilmarks, a Naked Single that removes nothing.
func settleMarks(t *rateTables, m *Marks) {
	for c := 0; c < 81; c++ {
		bit := m.Cands[c] & 0x3fe
		if m.Digits[c] != 0 || bit == 0 || bit&(bit-1) != 0 {
			continue
		}
		alone := true
		for _, p := range t.sees[c] {
			if m.Digits[p] == 0 && m.Cands[p]&bit != 0 {
				alone = false
			}
		}
		if alone {
			m.Digits[c], m.Cands[c] = uint8(bits.TrailingZeros16(bit)), 0
		}
	}
}

// Rate rates board as serate does with its default settings, and leaves
// the rater at the steps' end (State). It refuses what Start refuses,
// with the same error (ErrInvalid, ErrNoSolution, ErrSeveral), and then
// holds no board.
func (r *Rater) Rate(board *Grid) (Rating, error) {
	return r.RateContext(context.Background(), board)
}

// RateContext is Rate, stopped when ctx is done: it then returns
// ctx.Err() within milliseconds (the searches poll ctx as they go) and
// holds no board, as the steps taken so far are no rating.
func (r *Rater) RateContext(ctx context.Context, board *Grid) (Rating, error) {
	if err := r.begin(board); err != nil {
		return Rating{}, err
	}
	return r.rate(ctx)
}

// Rate rates one board as Rater.Rate does, with a Rater of the package's:
// it is safe for use by several goroutines at once, and reuses Raters
// from one board to the next.
func Rate(board *Grid) (Rating, error) {
	return RateContext(context.Background(), board)
}

// RateContext is Rate, stopped when ctx is done (see Rater.RateContext).
func RateContext(ctx context.Context, board *Grid) (Rating, error) {
	r := raters.Get().(*Rater)
	defer raters.Put(r)
	return r.RateContext(ctx, board)
}

// raters are the Raters of Rate and RateContext: a Rater's scratch space
// costs more to allocate and clear than an easy board's rating.
var raters = sync.Pool{New: func() interface{} { return new(Rater) }}

// Solved reports whether the rater holds a board and every cell of it
// holds a digit.
func (r *Rater) Solved() bool { return r.loaded && r.g.left == 0 }

// State gives the grid as the steps so far left it: each cell's digit (0
// if none yet) and candidates (bit d for digit d; none in a cell with a
// digit); the zero grid when the rater holds no board. A program drawing
// the next step draws it on this grid.
func (r *Rater) State() (digits Grid, cands [81]uint16) {
	for c := range digits {
		digits[c], cands[c] = r.g.val[c], r.g.cand[c]
	}
	return digits, cands
}

// Next finds the step serate takes next and applies it; false if the grid
// is solved or no technique has a step. It fails with ErrNoBoard when the
// rater holds no board (see Start).
func (r *Rater) Next() (Step, bool, error) {
	return r.NextContext(context.Background())
}

// NextContext is Next, stopped when ctx is done: it then returns
// ctx.Err() within milliseconds, the step not taken. The rater holds
// the board as before the call, and Next or NextContext may be called
// again: it finds the same step.
func (r *Rater) NextContext(ctx context.Context) (Step, bool, error) {
	if !r.loaded {
		return Step{}, false, ErrNoBoard
	}
	r.halt.begin(ctx)
	s, err := r.advance()
	r.halt.end()
	if s == nil {
		return Step{}, false, err
	}
	out := *s
	if r.explain {
		p := r.pic
		p.links = append([]Link(nil), p.links...)
		out.pic = &p
	}
	return out, true, nil
}

// advance is Next without the copy: the step stays in r.s; nil if
// there is none. It counts the board's solutions before the uniqueness
// techniques and when no technique has a hint: the other techniques' steps
// keep every solution, so a board they solve has one.
func (r *Rater) advance() (*Step, error) {
	if r.Solved() {
		return nil, nil
	}
	if r.halt.poll() {
		return nil, r.halt.err()
	}
	// A technique that finds no hint leaves r.s as it was: empty.
	r.s.reset()
	if r.explain {
		r.pic = picture{links: r.pic.links[:0]}
	}
	list := techniques
	if r.g.t != rtab {
		list = r.g.t.techs
	}
	for _, t := range list {
		if t.unique {
			if err := r.verified(); err != nil {
				return nil, err
			}
		}
		r.halt.spend(8) // a technique's scan of the grid, at least
		found := !r.halt.stopped && t.find(r, &r.s)
		if r.fault != nil {
			err := r.fault
			r.fault = nil
			return nil, err
		}
		if r.halt.stopped {
			// The search stopped part-way: its hint, if any, may not be
			// the first, and its caches may hold half a search.
			r.forget()
			return nil, r.halt.err()
		}
		if found {
			if !r.s.worth() {
				// serate would apply it again and again; the rater stops.
				return nil, r.verified()
			}
			r.g.apply(&r.s)
			return &r.s, nil
		}
	}
	return nil, r.verified()
}

// rate takes every step and keeps ER, EP and ED as serate's getDifficulty
// does: ER and its name change only on a strictly higher rating; ED is the
// rating after the first step, EP after the first placement. Stopped by
// ctx, or failing, it leaves no board.
func (r *Rater) rate(ctx context.Context) (Rating, error) {
	r.halt.begin(ctx)
	defer r.halt.end()
	t := newTally()
	for !r.Solved() {
		s, err := r.advance()
		if err != nil {
			return Rating{}, r.drop(err)
		}
		if s == nil {
			break
		}
		t.add(s)
	}
	return t.rating(!r.Solved()), nil
}

// RatingOf gives the rating of a board from the steps Next took on it,
// in order, as Rate gives it; stuck says that they stopped short of the
// solution (no technique applied). A program that shows the steps gets
// the rating without rating the board again.
func RatingOf(steps []Step, stuck bool) Rating {
	t := newTally()
	for i := range steps {
		t.add(&steps[i])
	}
	return t.rating(stuck)
}

// tally keeps ER, EP and ED as serate's getDifficulty does: ER and its
// name change only on a strictly higher rating; ED is the rating after
// the first step, EP after the first placement.
type tally struct {
	res        Rating
	er, ep, ed float64
}

// newTally starts a tally with serate's names while no step was taken.
func newTally() tally {
	return tally{res: Rating{Technique: "No solution", EPTechnique: "No solution", EDTechnique: "No solution"}}
}

// add counts one step.
func (t *tally) add(s *Step) {
	t.res.Steps++
	if s.diff > t.er {
		t.er, t.res.Technique = s.diff, s.name
	}
	if t.ep == 0 {
		if t.ed == 0 {
			t.ed, t.res.EDTechnique = t.er, t.res.Technique
		}
		if s.places() {
			t.ep, t.res.EPTechnique = t.er, t.res.Technique
		}
	}
}

// rating gives the tally's rating; stuck, serate's getDifficulty ends
// it at 20.0, "Beyond solver".
func (t *tally) rating(stuck bool) Rating {
	res, er := t.res, t.er
	if stuck {
		res.Stuck, er, res.Technique = true, 20.0, "Beyond solver"
	}
	res.ER, res.EP, res.ED = tenths(er), tenths(t.ep), tenths(t.ed)
	return res
}

// technique is one of serate's hint producers.
type technique struct {
	name   string                   // serate's name of the producer, for docs and tests
	find   func(*Rater, *Step) bool // fills the step with the producer's first hint
	unique bool                     // its hints hold only if the board has one solution
}

// techniques are serate's producers in the order its Solver asks them with
// the default settings (Settings.init, Solver's constructor): the direct
// ones, then the indirect ones up to Aligned Pair Exclusion. The next ones
// (UVWXYZ-Wing, then the chains) rate 6.5 and more.
var techniques = []technique{
	{"Hidden Single", (*Rater).hiddenSingle, false},
	{"Direct Pointing", (*Rater).directLocking, false},
	{"Direct Hidden Pair", func(r *Rater, s *Step) bool { return r.hiddenSet(s, 2, true) }, false},
	{"Naked Single", (*Rater).nakedSingle, false},
	{"Direct Hidden Triplet", func(r *Rater, s *Step) bool { return r.hiddenSet(s, 3, true) }, false},
	{"Pointing & Claiming", (*Rater).locking, false},
	{"Naked Pair", func(r *Rater, s *Step) bool { return r.nakedSet(s, 2) }, false},
	{"X-Wing", func(r *Rater, s *Step) bool { return r.fish(s, 2) }, false},
	{"Hidden Pair", func(r *Rater, s *Step) bool { return r.hiddenSet(s, 2, false) }, false},
	{"Naked Triplet", func(r *Rater, s *Step) bool { return r.nakedSet(s, 3) }, false},
	{"Swordfish", func(r *Rater, s *Step) bool { return r.fish(s, 3) }, false},
	{"Hidden Triplet", func(r *Rater, s *Step) bool { return r.hiddenSet(s, 3, false) }, false},
	{"2 Strong Links", func(r *Rater, s *Step) bool { return r.strongLinks(s, 2) }, false},
	{"XY-Wing", func(r *Rater, s *Step) bool { return r.xyWing(s, false) }, false},
	{"XYZ-Wing", func(r *Rater, s *Step) bool { return r.xyWing(s, true) }, false},
	{"Unique Rectangle / Loop", (*Rater).uniqueLoops, true},
	{"Naked Quad", func(r *Rater, s *Step) bool { return r.nakedSet(s, 4) }, false},
	{"Jellyfish", func(r *Rater, s *Step) bool { return r.fish(s, 4) }, false},
	{"Hidden Quad", func(r *Rater, s *Step) bool { return r.hiddenSet(s, 4, false) }, false},
	{"3 Strong Links", func(r *Rater, s *Step) bool { return r.strongLinks(s, 3) }, false},
	{"WXYZ-Wing", (*Rater).wxyzWing, false},
	{"Bivalue Universal Grave", (*Rater).bug, true},
	{"4 Strong Links", func(r *Rater, s *Step) bool { return r.strongLinks(s, 4) }, false},
	{"VWXYZ-Wing", (*Rater).vwxyzWing, false},
	{"Aligned Pair Exclusion", (*Rater).alignedPairs, false},
	{"UVWXYZ-Wing", (*Rater).uvwxyzWing, false},
	{"Forcing Chains & Cycles", (*Rater).forcingChainCycles, false},
	{"TUVWXYZ-Wing", (*Rater).tuvwxyzWing, false},
	{"Aligned Triplet Exclusion", (*Rater).alignedTriplets, false},
	{"Nishio Forcing Chains", (*Rater).nishioChains, false},
	{"Multiple Forcing Chains", (*Rater).multipleChains, false},
	{"Dynamic Forcing Chains", (*Rater).dynamicChains, false},
	{"Dynamic Forcing Chains (+)", (*Rater).dynamicPlusChains, false},
	{"Nested Forcing Chains", (*Rater).nestedChains, false},
}

// variantTechniques are serate's producers under a variant with an extra
// region or a chess move (Settings.initVariants): the classic ones with
// Generalized Intersections in place of Pointing & Claiming, the
// Generalized Naked sets in place of the naked sets, and Direct Pointing
// with the disjoint groups' and windows' pairs too. The other producers
// read the variant's tables themselves.
var variantTechniques = func() []technique {
	swap := map[string]technique{
		"Direct Pointing":     {"Direct Pointing", (*Rater).variantDirectLocking, false},
		"Pointing & Claiming": {"Generalized Intersections", (*Rater).generalizedIntersections, false},
		"Naked Pair":          {"Generalized Naked Pair", func(r *Rater, s *Step) bool { return r.generalizedNakedSet(s, 2) }, false},
		"Naked Triplet":       {"Generalized Naked Triplet", func(r *Rater, s *Step) bool { return r.generalizedNakedSet(s, 3) }, false},
		"Naked Quad":          {"Generalized Naked Quad", func(r *Rater, s *Step) bool { return r.generalizedNakedSet(s, 4) }, false},
	}
	out := make([]technique, len(techniques))
	for i, t := range techniques {
		if v, ok := swap[t.name]; ok {
			t = v
		}
		out[i] = t
	}
	return out
}()

// ncTechniques are serate's producers under the non-consecutive rule,
// which it asks after the Naked Single.
var ncTechniques = []technique{
	{"Non-Consecutive Forcing Cell", (*Rater).ncForcingCell, false},
	{"Locked Non Consecutive", (*Rater).lockedNC, false},
}

// techniqueList gives the producers serate asks under v: the classic set
// (Settings.init) while no extra region nor chess move is on, whatever
// the neighbour and toroidal rules, else the variant set; the
// non-consecutive ones after the Naked Single under that rule; in a Latin
// square, no pointing nor claiming, which need blocks (Solver).
func techniqueList(v Variant) []technique {
	base := variantTechniques
	if v.classic() {
		base = techniques
	}
	var out []technique
	for _, t := range base {
		if v.Latin && (t.name == "Direct Pointing" || t.name == "Pointing & Claiming") {
			continue
		}
		out = append(out, t)
		if t.name == "Naked Single" && v.nc() != 0 {
			out = append(out, ncTechniques...)
		}
	}
	return out
}

// ErrNotRated: under a Variant, the board's next step is one the rater
// does not take as serate would (it comes wrapped, saying which).
var ErrNotRated = errors.New("not rated under this variant")

// nextCombo is Gosper's step: the next larger number with as many bits
// set. serate's Permutations enumerates its tuples in this order.
func nextCombo(m uint) uint {
	c := m & -m
	r := m + c
	return (((r ^ m) >> 2) / c) | r
}

// plusTenths is base + k*0.1 rounded as Java rounds each operation, so that
// ratings compare as serate's do (the conversion stops a fused multiply-add).
func plusTenths(base float64, k int) float64 {
	return base + float64(float64(k)*0.1)
}
