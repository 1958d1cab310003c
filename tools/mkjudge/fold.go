// fold.go folds the branches a judge file never takes: an if, a switch
// case or an operand of && and || whose value reads only constants,
// fields that hold one value in every run of the file (a field of the
// presets table's one entry, a flag's field no code of the file sets) and
// locals set once from those. What the folded branches alone reached is
// then left out as unreached. It must not change what the file does: it
// folds only what the type checker's facts prove, and leaves every other
// statement as written.
package main

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strings"
)

// value is what folding knows of an expression's value: a constant, or
// nil (c == nil) for a pointer, func, slice, map, chan or interface.
type value struct{ c constant.Value }

// folder folds one program's functions.
type folder struct {
	fset     *token.FileSet
	info     *types.Info
	known    map[types.Object]value // the fields and locals of one value
	fn       *ast.FuncDecl          // the function being folded
	comments []*ast.CommentGroup    // the program's comments
	gone     map[*ast.CommentGroup]bool
	spans    [][2]token.Pos // the source folded away, whose comments go
	folded   bool           // something was folded
}

// fold folds the program's functions as far as it can, marks the comments
// of what it took out in p.dropped, and reports whether it changed
// anything.
func (p *program) fold() bool {
	typeCheck(p)
	f := &folder{fset: p.fset, info: p.info, gone: p.dropped}
	for _, file := range p.fileList() {
		f.comments = append(f.comments, file.Comments...)
	}
	f.known = knownValues(f.info, p.fileList())
	for _, file := range p.fileList() {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				f.fn = fd
				f.funcBody(fd.Body)
				for f.dropUnused(fd) {
				}
			}
		}
	}
	f.dropFields(p.fileList())
	for name, file := range p.files {
		for _, cg := range file.Comments {
			if f.covered(cg.Pos(), cg.End()) {
				f.gone[cg] = true
			}
		}
		f.mergeLines(p.fset.File(file.Pos()), p.src[name])
	}
	return f.folded
}

// covered reports whether the source from start to end lies in one span
// folded away.
func (f *folder) covered(start, end token.Pos) bool {
	for _, s := range f.spans {
		if start >= s[0] && end <= s[1] {
			return true
		}
	}
	return false
}

// mergeLines takes out of a file's line table the lines whose every
// character was folded away, each merged with the line above, so that the
// printer leaves no blank line where they stood.
func (f *folder) mergeLines(file *token.File, src []byte) {
	var gone []int
	for line := 2; line <= file.LineCount(); line++ {
		start, end := file.Offset(file.LineStart(line)), len(src)
		if line < file.LineCount() {
			end = file.Offset(file.LineStart(line + 1))
		}
		empty, kept := true, false
		for off := start; off < end && !kept; off++ {
			if c := src[off]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
				empty = false
				kept = !f.covered(file.Pos(off), file.Pos(off+1))
			}
		}
		if !empty && !kept {
			gone = append(gone, line)
		}
	}
	for i := len(gone) - 1; i >= 0; i-- {
		file.MergeLine(gone[i] - 1) // from the last, so the lines above keep their numbers
	}
}

// fileList returns the program's files in the order of sources.
func (p *program) fileList() []*ast.File {
	var files []*ast.File
	for _, name := range sources {
		if f := p.files[name]; f != nil {
			files = append(files, f)
		}
	}
	return files
}

// typeCheck type-checks the program without reading the packages it
// imports (each is empty to the checker), and keeps the facts in p:
// folding and reach need the types and constants of the program's own
// declarations only, and the errors the missing library names cause are
// left unreported.
func typeCheck(p *program) {
	p.info = &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: emptyImporter{}, Error: func(error) {}}
	p.pkg, _ = conf.Check("main", p.fset, p.fileList(), p.info) // errors are expected: see above
	p.methodDecls = map[*types.Func]*ast.FuncDecl{}
	for _, f := range p.fileList() {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
				if fn, ok := p.info.Defs[fd.Name].(*types.Func); ok {
					p.methodDecls[fn] = fd
				}
			}
		}
	}
}

// emptyImporter gives every imported package empty.
type emptyImporter struct{}

// Import returns an empty package of the path's name.
func (emptyImporter) Import(path string) (*types.Package, error) {
	pkg := types.NewPackage(path, path[strings.LastIndex(path, "/")+1:])
	pkg.MarkComplete()
	return pkg, nil
}

// funcBody folds a function's body and the bodies of the function
// literals in it.
func (f *folder) funcBody(body *ast.BlockStmt) {
	ast.Inspect(body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok {
			f.funcBody(lit.Body)
			return false
		}
		return true
	})
	body.List = f.stmts(body.List, body.Lbrace)
}

// stmts folds a list of statements, the first after the position from;
// what follows a return is left out.
func (f *folder) stmts(list []ast.Stmt, from token.Pos) []ast.Stmt {
	var out []ast.Stmt
	for i, s := range list {
		out = append(out, f.stmt(s, from)...)
		from = s.End()
		if rest := list[i+1:]; len(rest) > 0 && len(out) > 0 && returns(out[len(out)-1]) && !hasLabel(rest) {
			f.cut(from, rest[len(rest)-1].End())
			break
		}
	}
	return out
}

// returns reports whether a statement is a return, or a block that ends
// in one.
func returns(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BlockStmt:
		return len(s.List) > 0 && returns(s.List[len(s.List)-1])
	}
	return false
}

// hasLabel reports whether a label is among the statements, which a goto
// may jump to.
func hasLabel(list []ast.Stmt) bool {
	found := false
	for _, s := range list {
		ast.Inspect(s, func(n ast.Node) bool {
			_, ok := n.(*ast.LabeledStmt)
			found = found || ok
			return !found
		})
	}
	return found
}

// cut marks the source from the line after from's up to end folded away:
// the statements there, and the comments above them.
func (f *folder) cut(from, end token.Pos) {
	file := f.fset.File(from)
	if line := file.Line(from); line < file.LineCount() && file.LineStart(line+1) < end {
		from = file.LineStart(line + 1)
	}
	f.remove(from, end)
}

// remove marks the source from start to end folded away.
func (f *folder) remove(start, end token.Pos) {
	if start < end {
		f.spans = append(f.spans, [2]token.Pos{start, end})
	}
	f.folded = true
}

// stmt folds one statement, the first after from, into the statements
// that stand for it (none when it never runs).
func (f *folder) stmt(s ast.Stmt, from token.Pos) []ast.Stmt {
	switch s := s.(type) {
	case *ast.IfStmt:
		return f.ifStmt(s, from)
	case *ast.SwitchStmt:
		return f.switchStmt(s, from)
	case *ast.BlockStmt:
		s.List = f.stmts(s.List, s.Lbrace)
	case *ast.ForStmt:
		s.Cond = f.simplify(s.Cond, 0)
		s.Body.List = f.stmts(s.Body.List, s.Body.Lbrace)
	case *ast.RangeStmt:
		s.Body.List = f.stmts(s.Body.List, s.Body.Lbrace)
	case *ast.LabeledStmt:
		f.inner(s.Stmt) // a break or goto may name the label: keep the statement
	case *ast.TypeSwitchStmt, *ast.SelectStmt:
		f.inner(s)
	case *ast.AssignStmt:
		for i, e := range s.Rhs {
			s.Rhs[i] = f.simplify(e, 0)
		}
	case *ast.ReturnStmt:
		for i, e := range s.Results {
			s.Results[i] = f.simplify(e, 0)
		}
	}
	return []ast.Stmt{s}
}

// inner folds the statements inside s, but not s itself.
func (f *folder) inner(s ast.Stmt) {
	switch s := s.(type) {
	case *ast.SwitchStmt:
		f.clauses(s.Body)
	case *ast.TypeSwitchStmt:
		f.clauses(s.Body)
	case *ast.SelectStmt:
		f.clauses(s.Body)
	default:
		f.stmt(s, s.Pos())
	}
}

// clauses folds the statements of a switch's or select's clauses.
func (f *folder) clauses(body *ast.BlockStmt) {
	for _, c := range body.List {
		switch c := c.(type) {
		case *ast.CaseClause:
			c.Body = f.stmts(c.Body, c.Colon)
		case *ast.CommClause:
			c.Body = f.stmts(c.Body, c.Colon)
		}
	}
}

// ifStmt folds an if statement whose condition is known into the branch
// it takes.
func (f *folder) ifStmt(s *ast.IfStmt, from token.Pos) []ast.Stmt {
	if yes, ok := f.cond(s.Cond); ok && s.Init == nil {
		if yes {
			f.remove(s.Pos(), s.Body.Lbrace)
			f.remove(s.Body.End(), s.End())
			return f.unwrap(s.Body.List, s.Body.Lbrace, s.Body.Rbrace)
		}
		switch e := s.Else.(type) {
		case nil:
			f.cut(from, s.End())
			return nil
		case *ast.IfStmt:
			f.cut(from, e.Pos())
			return f.ifStmt(e, e.Pos())
		case *ast.BlockStmt:
			f.cut(from, e.Lbrace)
			return f.unwrap(e.List, e.Lbrace, e.Rbrace)
		}
	}
	s.Cond = f.simplify(s.Cond, 0)
	s.Body.List = f.stmts(s.Body.List, s.Body.Lbrace)
	switch e := s.Else.(type) {
	case *ast.IfStmt:
		list := f.ifStmt(e, e.Pos())
		var only ast.Stmt
		if len(list) == 1 {
			only = list[0]
		}
		switch only.(type) {
		case *ast.IfStmt, *ast.BlockStmt:
			s.Else = only
		default: // an else takes an if or a block
			s.Else = &ast.BlockStmt{Lbrace: e.Pos(), List: list, Rbrace: e.End() - 1}
			if len(list) == 0 {
				f.remove(s.Body.End(), e.Pos())
				s.Else = nil
			}
		}
	case *ast.BlockStmt:
		e.List = f.stmts(e.List, e.Lbrace)
	}
	return []ast.Stmt{s}
}

// unwrap folds the statements of a branch always taken, between the
// braces at lbrace and rbrace, and returns them: in a block of their own
// if they declare a name (which could clash with one around them), else
// without the braces.
func (f *folder) unwrap(list []ast.Stmt, lbrace, rbrace token.Pos) []ast.Stmt {
	list = f.stmts(list, lbrace)
	names := map[string]bool{}
	for _, s := range list {
		switch s := s.(type) {
		case *ast.AssignStmt:
			if s.Tok == token.DEFINE {
				for _, e := range s.Lhs {
					names[identOf(e).Name] = true
				}
			}
		case *ast.DeclStmt:
			for _, spec := range s.Decl.(*ast.GenDecl).Specs {
				if vs, ok := spec.(*ast.ValueSpec); ok {
					for _, id := range vs.Names {
						names[id.Name] = true
					}
				} else {
					names[spec.(*ast.TypeSpec).Name.Name] = true
				}
			}
		}
	}
	clash := false
	ast.Inspect(f.fn, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && names[id.Name] && (id.Pos() < lbrace || id.Pos() > rbrace) {
			clash = true
		}
		return !clash
	})
	if clash {
		return []ast.Stmt{&ast.BlockStmt{Lbrace: lbrace, List: list, Rbrace: rbrace}}
	}
	f.remove(lbrace, lbrace+1)
	f.remove(rbrace, rbrace+1)
	return list
}

// Whether a switch's case is taken, as far as folding knows.
const (
	mayTake = iota
	neverTaken
	alwaysTaken
)

// switchStmt folds a switch whose cases are known: the cases never taken
// go, and a case always taken stands for the switch.
func (f *folder) switchStmt(s *ast.SwitchStmt, from token.Pos) []ast.Stmt {
	if s.Init != nil || hasBranch(s.Body, token.FALLTHROUGH) || s.Tag != nil && !f.pure(s.Tag) {
		f.clauses(s.Body)
		return []ast.Stmt{s}
	}
	start, from := from, s.Body.Lbrace // the cases cut start after the brace
	var kept []ast.Stmt
	var taken, dflt *ast.CaseClause
	var dfltFrom token.Pos
	unsure := false // a case before the one taken may be taken
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		switch how := f.taken(s.Tag, cc); {
		case cc.List == nil && taken == nil:
			dflt, dfltFrom = cc, from
		case taken != nil || how == neverTaken:
			f.cut(from, cc.End())
			continue
		case how == alwaysTaken:
			taken = cc
		default:
			unsure = true
		}
		kept = append(kept, cc)
		from = cc.End()
	}
	if taken != nil && dflt != nil {
		f.cut(dfltFrom, dflt.End())
		kept = dropStmt(kept, dflt)
	}
	if taken == nil && dflt != nil && !unsure {
		taken = dflt
	}
	switch {
	case len(kept) == 0:
		f.cut(start, s.End())
		return nil
	case taken != nil && !unsure && !hasBranch(&ast.BlockStmt{List: taken.Body}, token.BREAK):
		f.remove(s.Pos(), taken.Colon) // the colon stands for the opening brace
		f.remove(taken.End(), s.Body.Rbrace)
		return f.unwrap(taken.Body, taken.Colon, s.Body.Rbrace)
	case taken != nil:
		taken.List = nil // the last case left, always taken: the default keeps the switch terminating
	}
	s.Body.List = kept
	for _, c := range kept {
		for i, e := range c.(*ast.CaseClause).List {
			if s.Tag == nil {
				c.(*ast.CaseClause).List[i] = f.simplify(e, 0)
			}
		}
	}
	f.clauses(s.Body)
	return []ast.Stmt{s}
}

// dropStmt returns list without s.
func dropStmt(list []ast.Stmt, s ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, t := range list {
		if t != s {
			out = append(out, t)
		}
	}
	return out
}

// taken says whether a case of a switch on tag (nil for none) is taken
// when it is reached.
func (f *folder) taken(tag ast.Expr, cc *ast.CaseClause) int {
	if cc.List == nil {
		return mayTake
	}
	var t value
	if tag != nil {
		var ok bool
		if t, ok = f.eval(tag); !ok {
			return mayTake
		}
	}
	how := neverTaken
	for _, e := range cc.List {
		v, ok := f.eval(e)
		switch {
		case !ok:
			how = mayTake
		case tag == nil && constant.BoolVal(v.c), tag != nil && same(t, v):
			return alwaysTaken
		}
	}
	return how
}

// hasBranch reports whether a branch statement of kind tok without a
// label in body leaves the statement body belongs to (a break in a loop
// or switch inside it does not).
func hasBranch(body *ast.BlockStmt, tok token.Token) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BranchStmt:
			found = found || n.Tok == tok && n.Label == nil
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.FuncLit:
			return false // its own breaks and fallthroughs
		}
		return !found
	})
	return found
}

// cond returns a condition's value when it is known.
func (f *folder) cond(e ast.Expr) (yes, ok bool) {
	v, ok := f.eval(e)
	if !ok || !isBool(v) {
		return false, false
	}
	return constant.BoolVal(v.c), true
}

// eval returns an expression's value if it is known. A known value is
// one whose evaluation has no effect (of && and ||, what is evaluated):
// folding it away loses nothing.
func (f *folder) eval(e ast.Expr) (value, bool) {
	if tv, ok := f.info.Types[e]; ok && tv.Value != nil {
		return value{tv.Value}, true
	}
	switch e := e.(type) {
	case *ast.ParenExpr:
		return f.eval(e.X)
	case *ast.Ident:
		if _, ok := f.info.Uses[e].(*types.Nil); ok {
			return value{}, true
		}
		v, ok := f.known[f.info.Uses[e]]
		return v, ok
	case *ast.SelectorExpr:
		if sel := f.info.Selections[e]; sel != nil && sel.Kind() == types.FieldVal && f.pure(e.X) {
			v, ok := f.known[sel.Obj()]
			return v, ok
		}
	case *ast.UnaryExpr:
		if x, ok := f.eval(e.X); ok && e.Op == token.NOT && isBool(x) {
			return value{constant.MakeBool(!constant.BoolVal(x.c))}, true
		}
	case *ast.BinaryExpr:
		return f.binary(e)
	}
	return value{}, false
}

// isBool reports whether v is a known boolean.
func isBool(v value) bool { return v.c != nil && v.c.Kind() == constant.Bool }

// binary returns a binary expression's value if it is known: && and ||
// from one operand when it decides (the other must be pure when it is
// evaluated first), a comparison from both.
func (f *folder) binary(e *ast.BinaryExpr) (value, bool) {
	x, xok := f.eval(e.X)
	y, yok := f.eval(e.Y)
	switch e.Op {
	case token.LAND, token.LOR:
		decides := constant.MakeBool(e.Op == token.LOR) // true decides ||, false &&
		switch {
		case xok && isBool(x) && constant.Compare(x.c, token.EQL, decides):
			return x, true
		case xok && isBool(x):
			return y, yok && isBool(y)
		case yok && isBool(y) && constant.Compare(y.c, token.EQL, decides) && f.pure(e.X):
			return y, true
		}
	case token.EQL, token.NEQ:
		if xok && yok {
			return value{constant.MakeBool(same(x, y) == (e.Op == token.EQL))}, true
		}
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
		if xok && yok && x.c != nil && y.c != nil && comparable(x.c, y.c) {
			return value{constant.MakeBool(constant.Compare(x.c, e.Op, y.c))}, true
		}
	}
	return value{}, false
}

// same reports whether two known values are equal.
func same(a, b value) bool {
	if a.c == nil || b.c == nil {
		return a.c == nil && b.c == nil
	}
	return comparable(a.c, b.c) && constant.Compare(a.c, token.EQL, b.c)
}

// comparable reports whether constant.Compare takes a and b: both
// numbers, both strings or both booleans.
func comparable(a, b constant.Value) bool {
	num := func(k constant.Kind) bool { return k == constant.Int || k == constant.Float }
	return a.Kind() == b.Kind() && a.Kind() != constant.Unknown || num(a.Kind()) && num(b.Kind())
}

// simplify drops from e the operands of && and || that do not change its
// value (a true operand of &&, a false one of ||), and the parentheses
// around what is left when they are no longer needed; prec is the
// precedence of the operator e is an operand of, 0 for none.
func (f *folder) simplify(e ast.Expr, prec int) ast.Expr {
	switch b := e.(type) {
	case *ast.ParenExpr:
		x := f.simplify(b.X, 0)
		if inner, ok := x.(*ast.BinaryExpr); x != b.X && (!ok || inner.Op.Precedence() > prec) {
			return x
		}
		b.X = x
	case *ast.UnaryExpr:
		b.X = f.simplify(b.X, token.UnaryPrec)
	case *ast.BinaryExpr:
		b.X, b.Y = f.simplify(b.X, b.Op.Precedence()), f.simplify(b.Y, b.Op.Precedence())
		if b.Op != token.LAND && b.Op != token.LOR {
			return b
		}
		neutral := constant.MakeBool(b.Op == token.LAND) // true for &&, false for ||
		if v, ok := f.eval(b.X); ok && isBool(v) && constant.Compare(v.c, token.EQL, neutral) {
			f.folded = true
			return b.Y
		}
		if v, ok := f.eval(b.Y); ok && isBool(v) && constant.Compare(v.c, token.EQL, neutral) {
			f.folded = true
			return b.X
		}
	}
	return e
}

// pure reports whether evaluating e has no effect: it calls nothing (a
// conversion aside) and receives from no channel.
func (f *folder) pure(e ast.Expr) bool {
	pure := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if tv, ok := f.info.Types[n.Fun]; !ok || !tv.IsType() {
				pure = false
			}
		case *ast.UnaryExpr:
			pure = pure && n.Op != token.ARROW
		case *ast.FuncLit, *ast.CompositeLit:
			pure = false
		}
		return pure
	})
	return pure
}

// writes is what the program writes where: the fields and variables it
// assigns, the values its composite literals give fields, and the
// definitions of its locals.
type writes struct {
	info    *types.Info
	written map[types.Object]bool // assigned, incremented or addressed
	names   map[string]bool       // fields written where the checker did not tell which
	fields  map[*types.Var]*setTo
	defs    map[*types.Var][]ast.Expr // a local's definitions: nil for one without a known right side
	byValue []types.Type              // the types of variables and fields, and of new's arguments
}

// setTo is the one value a field is given, or unknown.
type setTo struct {
	v       value
	unknown bool
}

// give records a value given a field; ok is false for an unknown one.
func (w *writes) give(fld *types.Var, v value, ok bool) {
	s := w.fields[fld]
	switch {
	case s == nil:
		w.fields[fld] = &setTo{v: v, unknown: !ok}
	case !ok || !same(s.v, v):
		s.unknown = true
	}
}

// knownValues returns the fields and locals that hold one value in every
// run, with that value.
func knownValues(info *types.Info, files []*ast.File) map[types.Object]value {
	w := &writes{info: info, written: map[types.Object]bool{}, names: map[string]bool{},
		fields: map[*types.Var]*setTo{}, defs: map[*types.Var][]ast.Expr{}}
	for _, file := range files {
		ast.Inspect(file, w.visit)
	}
	for _, obj := range info.Defs {
		if v, ok := obj.(*types.Var); ok {
			w.byValue = append(w.byValue, v.Type())
		}
	}
	known := map[types.Object]value{}
	for _, named := range structTypes(info) {
		st := named.Underlying().(*types.Struct)
		zero := w.heldByValue(named)
		for i := 0; i < st.NumFields(); i++ {
			fld := st.Field(i)
			z, ok := zeroOf(fld.Type())
			if zero {
				w.give(fld, z, ok)
			}
			if s := w.fields[fld]; ok && !w.written[fld] && !w.names[fld.Name()] && (s == nil || !s.unknown) {
				known[fld] = z
				if s != nil {
					known[fld] = s.v
				}
			}
		}
	}
	w.knownLocals(known)
	return known
}

// structTypes returns the struct types the package declares.
func structTypes(info *types.Info) []*types.Named {
	var out []*types.Named
	for _, obj := range info.Defs {
		if tn, ok := obj.(*types.TypeName); ok && tn.Parent() == tn.Pkg().Scope() {
			if named, ok := tn.Type().(*types.Named); ok {
				if _, ok := named.Underlying().(*types.Struct); ok {
					out = append(out, named)
				}
			}
		}
	}
	return out
}

// zeroOf returns the zero value of a type folding knows values of: a
// boolean, an integer, a string, or a type whose zero is nil.
func zeroOf(t types.Type) (value, bool) {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return value{constant.MakeBool(false)}, true
		case u.Info()&types.IsInteger != 0:
			return value{constant.MakeInt64(0)}, true
		case u.Info()&types.IsString != 0:
			return value{constant.MakeString("")}, true
		}
	case *types.Pointer, *types.Signature, *types.Slice, *types.Map, *types.Chan, *types.Interface:
		return value{}, true
	}
	return value{}, false
}

// heldByValue reports whether a value of the named type may be made
// other than by a composite literal: a variable or field holds one (or
// an array, slice, map or channel of them, whose zero elements are its
// zero values), or new makes one.
func (w *writes) heldByValue(named *types.Named) bool {
	for _, t := range w.byValue {
		if holds(t, named, map[types.Type]bool{}) {
			return true
		}
	}
	return false
}

// holds reports whether a value of type t holds a value of the named
// type in itself, not behind a pointer.
func holds(t types.Type, named *types.Named, seen map[types.Type]bool) bool {
	if types.Identical(t, named) {
		return true
	}
	if seen[t] {
		return false
	}
	seen[t] = true
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if holds(u.Field(i).Type(), named, seen) {
				return true
			}
		}
	case *types.Array:
		return holds(u.Elem(), named, seen)
	case *types.Slice:
		return holds(u.Elem(), named, seen)
	case *types.Map:
		return holds(u.Elem(), named, seen)
	case *types.Chan:
		return holds(u.Elem(), named, seen)
	}
	return false
}

// visit records what a node writes.
func (w *writes) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			var rhs ast.Expr
			if len(n.Lhs) == len(n.Rhs) && n.Tok == token.DEFINE {
				rhs = n.Rhs[i]
			}
			w.assign(lhs, rhs)
		}
	case *ast.ValueSpec:
		for i, id := range n.Names {
			var rhs ast.Expr // none known: no value (the zero one), or a call's
			if len(n.Values) == len(n.Names) {
				rhs = n.Values[i]
			}
			w.assign(id, rhs)
		}
	case *ast.IncDecStmt:
		w.mark(n.X)
	case *ast.RangeStmt:
		for _, e := range []ast.Expr{n.Key, n.Value} {
			if e != nil {
				w.assign(e, nil)
			}
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			w.mark(n.X)
		}
	case *ast.CallExpr:
		w.call(n)
	case *ast.SelectorExpr:
		w.method(n)
	case *ast.CompositeLit:
		w.literal(n)
	}
	return true
}

// assign records an assignment of rhs (nil when not known) to lhs: a
// local's definition, or a write.
func (w *writes) assign(lhs, rhs ast.Expr) {
	if id, ok := lhs.(*ast.Ident); ok {
		if v, ok := w.info.Defs[id].(*types.Var); ok {
			w.defs[v] = append(w.defs[v], rhs)
			return
		}
	}
	w.mark(lhs)
}

// mark records a write of e: of the variable or field it names, and of
// those it is a part of.
func (w *writes) mark(e ast.Expr) {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			if obj := w.info.Uses[x]; obj != nil {
				w.written[obj] = true
			}
			return
		case *ast.SelectorExpr:
			if sel := w.info.Selections[x]; sel != nil {
				w.written[sel.Obj()] = true
			} else if _, pkg := w.info.Uses[identOf(x.X)].(*types.PkgName); !pkg {
				w.names[x.Sel.Name] = true // the checker did not resolve it
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		default:
			return
		}
	}
}

// identOf returns e if it is an identifier, else nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := e.(*ast.Ident)
	return id
}

// call records the types new and make make values of, and the structs a
// library function is given a pointer to or a slice of: it may write
// every field (as encoding/binary's Read does), unseen by the checker.
func (w *writes) call(n *ast.CallExpr) {
	if id := identOf(n.Fun); id != nil && len(n.Args) > 0 {
		if _, ok := w.info.Uses[id].(*types.Builtin); ok && (id.Name == "new" || id.Name == "make") {
			if t := w.info.Types[n.Args[0]].Type; t != nil {
				w.byValue = append(w.byValue, t)
			}
		}
	}
	sel, ok := n.Fun.(*ast.SelectorExpr)
	if _, pkg := w.info.Uses[identOf(selX(sel))].(*types.PkgName); !ok || !pkg {
		return
	}
	for _, a := range n.Args {
		switch t := w.info.Types[a].Type.(type) {
		case *types.Pointer:
			w.writeAll(t.Elem(), map[types.Type]bool{})
		case *types.Slice:
			w.writeAll(t.Elem(), map[types.Type]bool{})
		}
	}
}

// selX returns a selector's operand, or nil.
func selX(sel *ast.SelectorExpr) ast.Expr {
	if sel == nil {
		return nil
	}
	return sel.X
}

// writeAll records a write of every field of a struct type, and of the
// structs it holds.
func (w *writes) writeAll(t types.Type, seen map[types.Type]bool) {
	st, ok := t.Underlying().(*types.Struct)
	if !ok || seen[t] {
		return
	}
	seen[t] = true
	for i := 0; i < st.NumFields(); i++ {
		w.written[st.Field(i)] = true
		w.writeAll(st.Field(i).Type(), seen)
	}
}

// method records the write a method with a pointer receiver may make on
// the variable it is called on (x.m is (&x).m).
func (w *writes) method(n *ast.SelectorExpr) {
	sel := w.info.Selections[n]
	if sel == nil || sel.Kind() != types.MethodVal {
		return
	}
	recv := sel.Obj().(*types.Func).Type().(*types.Signature).Recv()
	if _, ptr := recv.Type().(*types.Pointer); ptr {
		if _, xptr := sel.Recv().Underlying().(*types.Pointer); !xptr {
			w.mark(n.X)
		}
	}
}

// literal records the values a composite literal gives the fields of its
// struct: the keyed ones' values, the zero value to the others, and
// unknown ones to every field of a literal without keys.
func (w *writes) literal(lit *ast.CompositeLit) {
	t := w.info.Types[lit].Type
	if t == nil {
		for _, el := range lit.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok && identOf(kv.Key) != nil {
				w.names[identOf(kv.Key).Name] = true
			}
		}
		return
	}
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem() // &T{...} elided in a table of pointers
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	keyed := map[*types.Var]bool{}
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		fld, _ := w.info.Uses[identOf(keyOf(kv))].(*types.Var)
		if !ok || fld == nil {
			for i := 0; i < st.NumFields(); i++ {
				w.give(st.Field(i), value{}, false)
			}
			return
		}
		keyed[fld] = true
		v, known := w.constValue(kv.Value)
		w.give(fld, v, known)
	}
	for i := 0; i < st.NumFields(); i++ {
		if fld := st.Field(i); !keyed[fld] {
			z, ok := zeroOf(fld.Type())
			w.give(fld, z, ok)
		}
	}
}

// keyOf returns a key-value pair's key, or nil.
func keyOf(kv *ast.KeyValueExpr) ast.Expr {
	if kv == nil {
		return nil
	}
	return kv.Key
}

// constValue returns an expression's value if it is a constant or nil.
func (w *writes) constValue(e ast.Expr) (value, bool) {
	if tv, ok := w.info.Types[e]; ok && tv.Value != nil {
		return value{tv.Value}, true
	}
	if _, ok := w.info.Uses[identOf(e)].(*types.Nil); ok {
		return value{}, true
	}
	return value{}, false
}

// knownLocals adds to known the locals defined once, never written, with
// a known value, in the order they are defined.
func (w *writes) knownLocals(known map[types.Object]value) {
	var locals []*types.Var
	for v, defs := range w.defs {
		if len(defs) == 1 && defs[0] != nil && !w.written[v] && v.Parent() != v.Pkg().Scope() {
			locals = append(locals, v)
		}
	}
	sort.Slice(locals, func(i, j int) bool { return locals[i].Pos() < locals[j].Pos() })
	f := &folder{info: w.info, known: known}
	for _, v := range locals {
		if _, ok := zeroOf(v.Type()); !ok {
			continue
		}
		if x, ok := f.eval(w.defs[v][0]); ok && x.c != nil && f.pure(w.defs[v][0]) {
			known[v] = x
		}
	}
}

// dropUnused leaves out of a folded function the definitions of locals
// that nothing reads any more, as Go rejects an unused local: each
// defined by := from a pure expression. It reports whether it left out
// any.
func (f *folder) dropUnused(fd *ast.FuncDecl) bool {
	used := map[types.Object]bool{}
	ast.Inspect(fd, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			used[f.info.Uses[id]] = true
		}
		return true
	})
	empty := map[ast.Stmt]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		a, ok := n.(*ast.AssignStmt)
		if !ok || a.Tok != token.DEFINE || len(a.Lhs) != len(a.Rhs) {
			return true
		}
		var lhs, rhs []ast.Expr
		fresh := false // a new variable is left on the left
		for i, e := range a.Lhs {
			if obj := f.info.Defs[identOf(e)]; obj == nil || used[obj] || !f.pure(a.Rhs[i]) {
				lhs, rhs, fresh = append(lhs, e), append(rhs, a.Rhs[i]), fresh || obj != nil
			}
		}
		switch {
		case len(lhs) == 0:
			f.remove(a.Pos(), a.End())
			empty[a] = true
		case len(lhs) < len(a.Lhs):
			f.folded = true
			a.Lhs, a.Rhs = lhs, rhs
			if !fresh {
				a.Tok = token.ASSIGN
			}
		}
		return true
	})
	f.dropStmts(fd.Body, empty)
	return len(empty) > 0
}

// dropStmts takes the statements in drop out of the lists they are in.
func (f *folder) dropStmts(body *ast.BlockStmt, drop map[ast.Stmt]bool) {
	filter := func(list []ast.Stmt) []ast.Stmt {
		var out []ast.Stmt
		for _, s := range list {
			if !drop[s] {
				out = append(out, s)
			}
		}
		return out
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			n.List = filter(n.List)
		case *ast.CaseClause:
			n.Body = filter(n.Body)
		case *ast.CommClause:
			n.Body = filter(n.Body)
		}
		return true
	})
}
