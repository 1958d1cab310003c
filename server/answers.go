// answers.go holds the API's contract in Go: the answers the endpoints
// write and the problems they refuse with, as a Go program reads them
// (encoding/json) and as /api/openapi.json describes them. It must not
// find, check or write answers.

package server

import (
	"strings"

	"sudoku/rate"
)

// The verdicts of Answer.Verdict: what a job made of a position, the same
// for every endpoint that reads one.
const (
	Answered         = "answered"          // answered as it is
	HasMistakes      = "mistakes"          // the player's mistakes named, the answer from the grid corrected
	NoSolution       = "no solution"       // the givens (or the candidates) hold no solution
	SeveralSolutions = "several solutions" // they hold more than one
	NotRated         = "not rated"         // under a variant, the next step is one serate itself fails on (a BUG type 3 in some of a variant's regions)
)

// Answer is the answer of /api/rate, /api/hint, /api/steps and
// /api/check: the position as read, its verdict, and the job's answer
// when the verdict lets it answer.
type Answer struct {
	// Text is what the command prints on stdout for the board with the
	// job's flag (-rate, -hint, -steps; /api/check: the mistakes' line
	// -hint prints first, or the verdict's words), byte for byte.
	Text string `json:"text"`
	// Message is the line the command writes on stderr for the board, ""
	// for none.
	Message  string    `json:"message,omitempty"`
	Verdict  string    `json:"verdict"`
	Mistakes []Mistake `json:"mistakes"`
	Position Position  `json:"position"`
	// Rating is the position's rating: /api/rate's, and /api/steps' from
	// its steps.
	Rating *Rating `json:"rating,omitempty"`
	Step   *Step   `json:"step,omitempty"`  // /api/hint: the next step, if there is one
	Steps  []Step  `json:"steps,omitempty"` // /api/steps: every step
	// Solved says the steps end with every cell filled (/api/hint and
	// /api/check: the position itself is solved).
	Solved   bool   `json:"solved"`
	Stuck    bool   `json:"stuck"`              // no technique applies where the steps stop
	Solution string `json:"solution,omitempty"` // /api/steps: the position's solution, 81 digits
}

// Mistake is one of the player's mistakes.
type Mistake struct {
	Cell   int    `json:"cell"` // 0-80, row by row
	Digit  int    `json:"digit"`
	Struck bool   `json:"struck"` // a struck candidate, not an entry
	Text   string `json:"text"`   // "r3c4=5 is wrong", "r7c1<>4 is wrong"
}

// Position is a position as read: givens, the player's entries and, when
// it has them, its pencil marks.
type Position struct {
	Givens     string   `json:"givens"`               // 81 cells, '.' for none
	Entries    string   `json:"entries"`              // the player's digits, '.' elsewhere
	Candidates []string `json:"candidates,omitempty"` // each cell's candidates, when it has pencil marks
	Line       string   `json:"line"`                 // the position on one line, as the command reads it back
}

// Rating is a position's rating as serate prints it, "ER/EP/ED
// Technique": everywhere in the API, "rating" is this object. Its values
// are JSON numbers with one decimal (4.2), as serate prints them.
type Rating struct {
	ER          rate.Tenths `json:"er"` // the hardest step's
	EP          rate.Tenths `json:"ep"` // the hardest up to the first placement
	ED          rate.Tenths `json:"ed"` // the first step's
	Technique   string      `json:"technique"`
	EPTechnique string      `json:"epTechnique"`
	EDTechnique string      `json:"edTechnique"`
	Stuck       bool        `json:"stuck"` // no technique finishes it: ER 20.0, Beyond solver
	Steps       int         `json:"steps"`
	Line        string      `json:"line"` // "4.2/1.2/1.2 XY-Wing"
}

// Candidate is a digit in a cell: a candidate, or a placement.
type Candidate struct {
	Cell  int    `json:"cell"` // 0-80, row by row
	Digit int    `json:"digit"`
	Name  string `json:"name"` // the cell, "r2c8"
}

// Step is one step: its line, its parts, and its pictures.
type Step struct {
	Text string `json:"text"` // the line -hint prints
	// Difficulty is the step's own rating, serate's (a number, 4.2): the
	// position's ratings are Rating's.
	Difficulty  rate.Tenths `json:"difficulty"`
	Technique   string      `json:"technique"`
	Description string      `json:"description"` // Sudoku Explainer's words
	Why         string      `json:"why"`         // why it holds, in ours
	Placement   *Candidate  `json:"placement"`   // the digit it places; null for removals
	Removed     []Candidate `json:"removed"`
	Eureka      string      `json:"eureka,omitempty"` // a chain's, in Eureka notation
	Before      Grid        `json:"before"`           // the grid the step is taken on
	// Look is where a player would look for the step before being shown
	// it: its pattern's regions, or its cells (a chain's first cell).
	Look Look `json:"look"`
	// Proof is a chain's proof as Sudoku Explainer lists it, each chain
	// with its numbered links; empty for a step that is not a chain.
	Proof []Chain `json:"proof"`
	// Views are what Sudoku Explainer shows of the step: one picture, or
	// one for each branch of a chain of several.
	Views []View `json:"views"`
}

// Look is where to look for a step: regions (0-8 blocks, 9-17 rows,
// 18-26 columns) or cells, one of the two.
type Look struct {
	Cells   []int `json:"cells"`
	Regions []int `json:"regions"`
}

// Chain is one chain of a step's proof: its assertion, as -proof prints
// it after "Chain N: " ("If r5c4 contains the value 9, then r1c6 cannot
// contain the value 9"), and its links in order.
type Chain struct {
	Assertion string      `json:"assertion"`
	Links     []ChainLink `json:"links"`
	// Nested is, for a chain of a nested forcing chain, that chain's hint
	// in serate's words.
	Nested string `json:"nested,omitempty"`
}

// ChainLink is one numbered link of a chain: its line as -proof prints it
// ("(1) If r5c4 contains the value 9, then r5c4 cannot contain the value
// 4 (the cell can contain only one value)") and the cells it speaks of,
// its causes' and its effect's.
type ChainLink struct {
	Text  string `json:"text"`
	Cells []int  `json:"cells"`
}

// Grid is a grid part-way through a solve.
type Grid struct {
	Digits     string   `json:"digits"`     // 81 cells, '.' for a blank
	Candidates []string `json:"candidates"` // each cell's candidates
}

// View is one of a step's pictures and, when asked for, the step drawn
// with it as -explain draws it.
type View struct {
	Branch  string  `json:"branch,omitempty"` // the branch, in Sudoku Explainer's words
	Picture Picture `json:"picture"`
	SVG     string  `json:"svg,omitempty"`
}

// Picture is what Sudoku Explainer shows of a step on the grid.
type Picture struct {
	Cells   []int       `json:"cells"`
	Regions []int       `json:"regions"` // 0-8 blocks, 9-17 rows, 18-26 columns
	Green   []Candidate `json:"green"`   // what the step rests on
	Red     []Candidate `json:"red"`     // what it removes
	Blue    []Candidate `json:"blue"`    // a third part of its pattern
	Links   []Link      `json:"links"`
}

// Link is a chain's link, from a candidate to the next: strong when the
// first off makes the next on, weak when the first on makes the next off.
type Link struct {
	From   Candidate `json:"from"`
	To     Candidate `json:"to"`
	Strong bool      `json:"strong"`
}

// SolveAnswer is /api/solve's answer.
type SolveAnswer struct {
	Text      string `json:"text"` // what the command prints with no flag
	Message   string `json:"message,omitempty"`
	Solution  string `json:"solution,omitempty"` // the lexicographically first solution, 81 digits
	Solutions int    `json:"solutions"`          // 0, 1, or 2 for several
}

// CountAnswer is /api/count's answer.
type CountAnswer struct {
	Text    string `json:"text"` // what -count prints
	Message string `json:"message,omitempty"`
	Count   int    `json:"count"` // solutions, counted up to Limit
	Limit   int    `json:"limit"`
	// Capped says the count stopped at Limit: there may be more.
	Capped bool `json:"capped"`
}

// PositionAnswer is /api/position's answer: the board read as a position.
type PositionAnswer struct {
	Position Position `json:"position"`
}

// GenAnswer is /api/gen's answer: a new puzzle.
type GenAnswer struct {
	Text    string `json:"text"` // the puzzle as -gen prints it
	Puzzle  string `json:"puzzle"`
	Seed    string `json:"seed"`
	Range   string `json:"range,omitempty"`   // the ratings asked for: "easy", "4.2", "6.0-7.5"
	Variant string `json:"variant,omitempty"` // the variant asked for, whose rules the puzzle is unique under
	// Rating is the puzzle's when a range was asked: none for a
	// variant's puzzle asked without one, or held by a range with no upper
	// bound before a later step serate itself fails on.
	Rating *Rating `json:"rating,omitempty"`
}

// VariantAnswer is /api/variant's answer: a variant's rules as geometry,
// for a page to draw them and to mark digits that break them.
type VariantAnswer struct {
	Variant string `json:"variant"` // its names, in -variant's order
	// Units are every nine cells that hold 1-9 once: rows, columns,
	// boxes (none in a Latin square), then the variant's regions.
	Units []Unit `json:"units"`
	// Apart lists, for each cell, the cells a knight's or king's move
	// away that may not share its digit (antiknight, antiking).
	Apart [][]int `json:"apart"`
	// Beside lists, for each cell, its orthogonal neighbours that may not
	// hold a consecutive digit (nc, nc+).
	Beside [][]int `json:"beside"`
	// NinesAndOnes says 9 and 1 count as consecutive too (nc+).
	NinesAndOnes bool `json:"ninesAndOnes"`
}

// Unit is nine cells that hold 1-9 once, and their name in messages.
type Unit struct {
	Where string `json:"where"` // "in row 3", "on the main diagonal", "in window group 2"
	Cells []int  `json:"cells"`
}

// Problem is every refused request's answer (RFC 9457's problem
// details, application/problem+json): Type tells its kind, a URI
// reference /api/problems/KIND (ProblemKind names them).
type Problem struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	Status int    `json:"status"`
	Detail string `json:"detail"`
	// LegacyError is Detail again, as "error": the member the API's
	// refusals held before problem details, kept for the clients that
	// read it.
	LegacyError string `json:"error"`
	// Parameter names the parameter at fault (a bad-parameter).
	Parameter string `json:"parameter,omitempty"`
	// Line and Column say where a bad board goes wrong in p, both from 1,
	// and Board which of its boards; 0 where the fault has no place.
	Line   int `json:"line,omitempty"`
	Column int `json:"column,omitempty"`
	Board  int `json:"board,omitempty"`
}

// Error gives the problem's detail, so that a Go client may return it.
func (p *Problem) Error() string { return p.Detail }

// Kind gives the kind of problem, from its Type.
func (p *Problem) Kind() ProblemKind {
	return ProblemKind(strings.TrimPrefix(p.Type, problemBase))
}

// ProblemKind is a kind of problem, the last part of its Type.
type ProblemKind string

// The kinds of problem.
const (
	BadBoard     ProblemKind = "bad-board"     // 400: p could not be read, or holds more than one board
	BadParameter ProblemKind = "bad-parameter" // 400: a parameter unknown, given twice or malformed; a body that is not what its type says
	OtherSite    ProblemKind = "other-site"    // 403: sent by another site's page
	NotFound     ProblemKind = "not-found"     // 404: no such endpoint
	BadMethod    ProblemKind = "method"        // 405: a method the endpoint does not take (Allow names those it does)
	TooLarge     ProblemKind = "too-large"     // 413: a body over 64 KB
	WrongHost    ProblemKind = "wrong-host"    // 421: a Host the server does not answer to
	Busy         ProblemKind = "busy"          // 503: every heavy job's place is taken (Retry-After)
	TimedOut     ProblemKind = "timed-out"     // 503: the job ran longer than the server allows
)

// problemBase is where every problem's Type starts.
const problemBase = "/api/problems/"

// kinds lists every kind of problem, for /api/problems.
func kinds() []ProblemKind {
	return []ProblemKind{BadBoard, BadParameter, OtherSite, NotFound, BadMethod, TooLarge, WrongHost, Busy, TimedOut}
}

// Status is the HTTP status of a problem of kind k.
func (k ProblemKind) Status() int {
	switch k {
	case OtherSite:
		return 403
	case NotFound:
		return 404
	case BadMethod:
		return 405
	case TooLarge:
		return 413
	case WrongHost:
		return 421
	case Busy, TimedOut:
		return 503
	}
	return 400
}

// Title is the problem's short summary, the same for every problem of its
// kind.
func (k ProblemKind) Title() string {
	switch k {
	case BadBoard:
		return "The board could not be read"
	case BadParameter:
		return "A parameter is not what the endpoint takes"
	case OtherSite:
		return "Another site's page may not use this server"
	case NotFound:
		return "No such endpoint"
	case BadMethod:
		return "The endpoint does not take this method"
	case TooLarge:
		return "The request's body is too large"
	case WrongHost:
		return "This server does not answer to that host"
	case Busy:
		return "Every place for a heavy job is taken"
	case TimedOut:
		return "The job ran longer than the server allows"
	}
	return "Unknown problem"
}
