// fields.go leaves out of a judge file the struct fields nothing in it
// reads or writes any more (the presets table's entry still names them:
// a preset's description, the readers and writers other presets use, the
// flags folded away), with their entries in composite literals. It must
// leave a field wherever dropping it could show: a type compared with ==,
// used as a map key, written without keys, or handed to a library
// function (fmt prints every field).
package main

import (
	"go/ast"
	"go/token"
	"go/types"
)

// dropFields leaves out the fields of the package's struct types that no
// selector names, when every composite literal gives them a pure value
// by key and their type is safe to change.
func (f *folder) dropFields(files []*ast.File) {
	named := map[*types.Var]bool{} // the fields some selector names
	unsafe := map[*types.Named]bool{}
	var lits []*ast.CompositeLit
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if sel := f.info.Selections[n]; sel != nil && sel.Kind() == types.FieldVal {
					named[sel.Obj().(*types.Var)] = true
				}
			case *ast.CompositeLit:
				lits = append(lits, n)
			}
			f.markUnsafe(n, unsafe)
			return true
		})
	}
	drop := map[*types.Var]bool{}
	for _, t := range structTypes(f.info) {
		st := t.Underlying().(*types.Struct)
		for i := 0; i < st.NumFields(); i++ {
			if fld := st.Field(i); !unsafe[t] && !fld.Embedded() && !named[fld] {
				drop[fld] = true
			}
		}
	}
	for _, lit := range lits {
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if fld, isField := f.info.Uses[identOf(keyOf(kv))].(*types.Var); ok && isField && !f.pure(kv.Value) {
				delete(drop, fld) // its value has an effect to keep
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	for _, lit := range lits {
		f.dropEntries(lit, drop)
	}
	for _, file := range files {
		ast.Inspect(file, func(n ast.Node) bool {
			if st, ok := n.(*ast.StructType); ok {
				f.dropDecls(st, drop)
			}
			return true
		})
	}
}

// markUnsafe marks the struct types whose fields a node could show
// another than by name: a literal without keys, a comparison, a map key,
// an argument of another package's function.
func (f *folder) markUnsafe(n ast.Node, unsafe map[*types.Named]bool) {
	mark := func(t types.Type) {
		if t == nil {
			return
		}
		for _, named := range structTypes(f.info) {
			if holds(t, named, map[types.Type]bool{}) {
				unsafe[named] = true
			}
			if p, ok := t.(*types.Pointer); ok && types.Identical(p.Elem(), named) {
				unsafe[named] = true
			}
		}
	}
	switch n := n.(type) {
	case *ast.CompositeLit:
		if t := f.info.Types[n].Type; t != nil && len(n.Elts) > 0 {
			if _, keyed := n.Elts[0].(*ast.KeyValueExpr); !keyed {
				mark(t)
			}
		}
	case *ast.BinaryExpr:
		if n.Op == token.EQL || n.Op == token.NEQ {
			mark(f.info.Types[n.X].Type)
		}
	case *ast.MapType:
		mark(f.info.Types[n.Key].Type)
	case *ast.CallExpr:
		if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
			if _, pkg := f.info.Uses[identOf(sel.X)].(*types.PkgName); pkg {
				for _, a := range n.Args {
					mark(f.info.Types[a].Type)
				}
			}
		}
	}
}

// dropEntries leaves out of a composite literal its entries for the fields
// dropped.
func (f *folder) dropEntries(lit *ast.CompositeLit, drop map[*types.Var]bool) {
	var kept []ast.Expr
	for i, el := range lit.Elts {
		kv, _ := el.(*ast.KeyValueExpr)
		if fld, ok := f.info.Uses[identOf(keyOf(kv))].(*types.Var); ok && drop[fld] {
			end := lit.Rbrace
			if i+1 < len(lit.Elts) {
				end = lit.Elts[i+1].Pos()
			}
			f.remove(el.Pos(), end)
			continue
		}
		kept = append(kept, el)
	}
	if len(kept) > 0 && len(kept) < len(lit.Elts) && kept[0] != lit.Elts[0] && !f.commented(lit) {
		for _, el := range kept {
			placeAt(el, lit.Elts[0].Pos()) // the entries left go where the first stood
		}
	}
	lit.Elts = kept
}

// commented reports whether a comment lies inside a node.
func (f *folder) commented(n ast.Node) bool {
	for _, cg := range f.comments {
		if cg.Pos() > n.Pos() && cg.End() < n.End() {
			return true
		}
	}
	return false
}

// dropDecls leaves out of a struct type the fields dropped.
func (f *folder) dropDecls(st *ast.StructType, drop map[*types.Var]bool) {
	var kept []*ast.Field
	for _, field := range st.Fields.List {
		var names []*ast.Ident
		for _, id := range field.Names {
			if fld, ok := f.info.Defs[id].(*types.Var); ok && drop[fld] {
				f.remove(id.Pos(), id.End())
				continue
			}
			names = append(names, id)
		}
		if len(field.Names) > 0 && len(names) == 0 {
			start := field.Pos()
			if field.Doc != nil {
				start = field.Doc.Pos()
			}
			end := field.End()
			if field.Comment != nil {
				end = field.Comment.End()
			}
			f.remove(start, end)
			continue
		}
		field.Names = names
		kept = append(kept, field)
	}
	st.Fields.List = kept
}
