// json.go holds the JSON form of a rating: the number serate prints, one
// decimal always (4.2, 3.0). It must not rate.

package rate

import (
	"errors"
	"strconv"
	"strings"
)

// MarshalJSON writes the rating as a JSON number with one decimal, as
// String does: 7.2, 3.0.
func (t Tenths) MarshalJSON() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalJSON reads a JSON number of at most one decimal: 7.2, 3, 3.0.
func (t *Tenths) UnmarshalJSON(b []byte) error {
	s := string(b)
	whole, frac := s, "0"
	if i := strings.IndexByte(s, '.'); i >= 0 {
		whole, frac = s[:i], s[i+1:]
	}
	n, err := strconv.Atoi(whole)
	if err != nil || len(frac) != 1 || frac[0] < '0' || frac[0] > '9' {
		return errors.New("rate: a rating is a number of at most one decimal, not " + s)
	}
	sign := 1
	if strings.HasPrefix(whole, "-") {
		sign = -1
	}
	*t = Tenths(n*10 + sign*int(frac[0]-'0'))
	return nil
}
