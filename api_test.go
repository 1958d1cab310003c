// api_test.go checks that the judge files call nothing of the standard
// library newer than Go 1.14 (Timus runs Go 1.14; the files build at the
// Go 1.16 language level), against the API lists the Go distribution
// ships in $(go env GOROOT)/api.

package main

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// maxLibrary is the newest Go release whose library the judge files may use.
const maxLibrary = 14

// newerAPI returns the API lines of the releases after Go 1.maxLibrary,
// or nil when the distribution has no api folder.
func newerAPI(t *testing.T) map[string]string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(strings.TrimSpace(string(out)), "api", "go1.*.txt"))
	newer := map[string]string{} // line prefix (up to the name) -> release
	for _, f := range files {
		minor, err := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "go1."), ".txt"))
		if err != nil || minor <= maxLibrary {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if key := apiKey(line); key != "" {
				newer[key] = filepath.Base(f)
			}
		}
	}
	return newer
}

// apiKey cuts an API line to what names its symbol: "pkg io, func
// ReadAll", "pkg strings, method (*Builder) Cut", "pkg os, type DirEntry".
func apiKey(line string) string {
	if i := strings.IndexAny(line, "(["); strings.Contains(line, ", func ") && i > 0 {
		return line[:i]
	}
	for _, kind := range []string{", method (", ", type ", ", const ", ", var "} {
		i := strings.Index(line, kind)
		if i < 0 {
			continue
		}
		rest := line[i+len(kind):]
		if kind == ", method (" {
			j := strings.Index(rest, ") ")
			k := strings.IndexByte(rest[j+2:], '(')
			if j < 0 || k < 0 {
				return ""
			}
			return line[:i+len(kind)+j+2+k]
		}
		if j := strings.IndexAny(rest, " ,"); j > 0 {
			return line[:i+len(kind)+j]
		}
		return line
	}
	return ""
}

// usedKeys returns the API keys of the standard library's symbols a file
// uses, type-checked with imp.
func usedKeys(t *testing.T, path string, imp types.Importer) map[string]bool {
	t.Helper()
	fset := gotoken.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	if _, err := (&types.Config{Importer: imp}).Check("main", fset, []*ast.File{f}, info); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	keys := map[string]bool{}
	for _, obj := range info.Uses {
		if obj.Pkg() == nil || obj.Pkg().Path() == "main" {
			continue
		}
		prefix := "pkg " + obj.Pkg().Path() + ", "
		switch o := obj.(type) {
		case *types.Func:
			recv := o.Type().(*types.Signature).Recv()
			if recv == nil {
				keys[prefix+"func "+o.Name()] = true
				break
			}
			name := types.TypeString(recv.Type(), func(*types.Package) string { return "" })
			keys[prefix+"method ("+name+") "+o.Name()] = true
		case *types.TypeName:
			keys[prefix+"type "+o.Name()] = true
		case *types.Const:
			keys[prefix+"const "+o.Name()] = true
		case *types.Var:
			if !o.IsField() {
				keys[prefix+"var "+o.Name()] = true
			}
		}
	}
	return keys
}

// checkAPI fails if the judge file at path uses a symbol the standard
// library gained after Go 1.maxLibrary.
func checkAPI(t *testing.T, path string, newer map[string]string, imp types.Importer) {
	t.Helper()
	for key := range usedKeys(t, path, imp) {
		if release, ok := newer[key]; ok {
			t.Errorf("%s uses %s, new in %s: judges run Go 1.%d", filepath.Base(filepath.Dir(path)), key, release, maxLibrary)
		}
	}
}

// TestAPIKeys checks the API-line reading and the check itself: os.ReadFile
// (Go 1.16) is caught, fmt.Println (Go 1) is not.
func TestAPIKeys(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"pkg io, func ReadAll(Reader) ([]uint8, error)":                    "pkg io, func ReadAll",
		"pkg strings, method (*Builder) Cut(string) (string, bool)":        "pkg strings, method (*Builder) Cut",
		"pkg os, type DirEntry interface { Info, IsDir, Name, Type }":      "pkg os, type DirEntry",
		"pkg math, const MaxInt = 9223372036854775807":                     "pkg math, const MaxInt",
		"pkg io, var Discard Writer":                                       "pkg io, var Discard",
		"pkg net/http, type Server struct, BaseContext func(net.Listener)": "pkg net/http, type Server",
	} {
		if got := apiKey(line); got != want {
			t.Errorf("apiKey(%q) = %q, want %q", line, got, want)
		}
	}
	newer := newerAPI(t)
	if len(newer) == 0 {
		t.Skip("no api folder in GOROOT")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "main.go")
	writeFile(t, path, "package main\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\nfunc main() {\n\tb, _ := os.ReadFile(\"x\")\n\tfmt.Println(b)\n}\n")
	keys := usedKeys(t, path, exportImporter(t))
	if _, ok := newer["pkg os, func ReadFile"]; !ok || !keys["pkg os, func ReadFile"] || !keys["pkg fmt, func Println"] {
		t.Errorf("keys %v; the newer list has os.ReadFile: %v", keys, ok)
	}
}
