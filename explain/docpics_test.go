// docpics_test.go keeps docs/img's pictures of docs/rating.md's worked examples as the
// command draws them. It must not draw anything itself but through Figure.

package explain

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var (
	update = flag.Bool("update", false, "TestDocPictures: rewrite docs/img's pictures from the current drawing")
	long   = flag.Bool("long", false, "the long sweeps (make test-long): every committed puzzle instead of a sample")
)

// docPictures are docs/rating.md's worked examples, one a family: the
// first step of its kind in a committed puzzle (rate/testdata/steps.txt.gz).
var docPictures = []struct{ file, kind, puzzle string }{
	{"subset-naked-pair", "Naked Pair:", "..679.12.....159.6....2....5.2..3....6......5.9..7..12.7.28...9......571.......8."},
	{"fish-x-wing", "X-Wing:", "..7..4.8.5.........8.5..7.....4..8..4...3..95..2.....6.457.9...3....8.4....6....7"},
	{"wing-xy-wing", "XY-Wing:", ".7.59......9.8.7....5...6..38..62.1..561.....2.1..........1.8.3..82.9..7...3...2."},
	{"uniqueness-rectangle", "Unique Rectangle type 1:", "..6.....3.............529.6.6....3..9....85....4.6..2.79.54..8.....2....3.5.7.2.."},
	{"chain-forcing-chain", "Forcing Chain:", ".8....4.72.54...6.94..8.3..6.32.......7....5....698..3....3..........2.84......9."},
}

// TestDocPictures draws each worked example of docs/rating.md as a
// standalone figure and holds docs/img's file to it (-update rewrites
// them), so that the docs show what the command draws.
func TestDocPictures(t *testing.T) {
	for _, dp := range docPictures {
		wk := walk(t, dp.puzzle)
		var sh *Shot
		for i := range wk.Shots {
			if strings.HasPrefix(wk.Shots[i].Step.Text(), dp.kind) {
				sh = &wk.Shots[i]
				break
			}
		}
		if sh == nil {
			t.Fatalf("%s: no %s step", dp.puzzle, dp.kind)
		}
		fig := Figure{Digits: sh.Digits, Givens: wk.Puzzle, Cands: sh.Cands, ShowCands: true, Pic: sh.Step.Picture(), Struck: sh.Step.Removed(), Title: sh.Step.String()}
		var b bytes.Buffer
		if err := fig.WriteSVG(&b, true, 100); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("..", "docs", "img", dp.file+".svg")
		if *update {
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: %s", path, sh.Step.String())
			continue
		}
		if old, err := os.ReadFile(path); err != nil || !bytes.Equal(old, b.Bytes()) {
			t.Errorf("%s is not what the command draws for %q (go test -run TestDocPictures -update ./explain)", path, sh.Step.String())
		}
	}
}
