// prog_test.go tests the helpers that do not end the program: the median
// and the move into the project's folder.

package prog

import (
	"os"
	"path/filepath"
	"testing"
)

func TestMedian(t *testing.T) {
	for _, c := range []struct {
		v    []float64
		want float64
	}{
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		v := append([]float64(nil), c.v...)
		if got := Median(v); got != c.want {
			t.Errorf("Median(%v) = %v, want %v", c.v, got, c.want)
		}
		for i := range v {
			if v[i] != c.v[i] {
				t.Errorf("Median(%v) sorted its argument: %v", c.v, v)
			}
		}
	}
}

// TestEnterProject checks that a path given relative to where the program
// started still names the same file once it is in the project's folder.
func TestEnterProject(t *testing.T) {
	start, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(start)
	project := t.TempDir()
	out, none := filepath.Join("some", "file"), ""
	EnterProject(project, &out, &none)
	if want := filepath.Join(start, "some", "file"); out != want {
		t.Errorf("the path given: %q, want %q", out, want)
	}
	if none != "" {
		t.Errorf("an empty path became %q", none)
	}
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if a, b := resolved(t, here), resolved(t, project); a != b {
		t.Errorf("in %s, want %s", a, b)
	}
}

// resolved returns path with its links followed (the temporary folder may
// lie behind one).
func resolved(t *testing.T, path string) string {
	t.Helper()
	p, err := filepath.EvalSymlinks(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
