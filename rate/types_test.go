// types_test.go checks the package's small types as a caller sees them:
// Tenths printed, and what a zero Step says. It must not rate.

package rate

import (
	"strings"
	"testing"
)

// TestTenthsString: ratings print as serate prints them, negatives with
// their sign.
func TestTenthsString(t *testing.T) {
	for _, c := range []struct {
		t    Tenths
		want string
	}{
		{0, "0.0"}, {5, "0.5"}, {12, "1.2"}, {72, "7.2"}, {200, "20.0"},
		{-5, "-0.5"}, {-72, "-7.2"}, {-200, "-20.0"},
		{Tenths(-1 << 31), "-214748364.8"},
	} {
		if got := c.t.String(); got != c.want {
			t.Errorf("Tenths(%d) prints %q, want %q", int(c.t), got, c.want)
		}
	}
}

// TestZeroStep: the zero Step places nothing and removes nothing.
func TestZeroStep(t *testing.T) {
	var s Step
	if c, d, ok := s.Placement(); ok {
		t.Errorf("the zero Step places r%dc%d=%d", c/9+1, c%9+1, d)
	}
	if s.Removed() != ([81]uint16{}) || s.Eureka() != "" || s.Rating() != 0 {
		t.Errorf("the zero Step removes %v, chains %q, rates %v", s.Removed(), s.Eureka(), s.Rating())
	}
	if str := s.String(); strings.Contains(str, "=") || strings.Contains(str, "<>") {
		t.Errorf("the zero Step prints %q", str)
	}
	if got := RatingOf([]Step{s}, false); got.EP != 0 || got.EPTechnique != "No solution" {
		t.Errorf("a zero Step counts as a placement: %+v", got)
	}
}
