// colours_test.go holds the figures' colours to what readers with colour
// vision deficiencies and printers need: the roles' colours apart under
// simulated deuteranopia, protanopia and tritanopia (Machado, Oliveira and
// Fernandes 2009, severity 1) by a CIEDE2000 difference a reader sees at a
// glance, and the selected cells' shade kept on paper with the digits on
// it legible. It must not use the figures' code: it reads the colours and
// computes on its own.

package explain

import (
	"math"
	"strconv"
	"testing"
)

// testRGB is a colour's linear RGB, each in [0, 1].
type testRGB [3]float64

// testParse reads "#rrggbb" into linear RGB (the sRGB transfer undone).
func testParse(t *testing.T, hex string) testRGB {
	v, err := strconv.ParseUint(hex[1:], 16, 32)
	if err != nil || len(hex) != 7 {
		t.Fatalf("colour %q", hex)
	}
	var c testRGB
	for i, shift := range []uint{16, 8, 0} {
		s := float64(v>>shift&255) / 255
		if s <= 0.04045 {
			c[i] = s / 12.92
		} else {
			c[i] = math.Pow((s+0.055)/1.055, 2.4)
		}
	}
	return c
}

// machado are Machado et al.'s matrices for full dichromacy, on linear RGB.
var machado = map[string][3][3]float64{
	"normal":       {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"tritanopia":   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

// seen is colour c as a reader with the matrix m's vision sees it.
func seen(c testRGB, m [3][3]float64) testRGB {
	var out testRGB
	for i := range out {
		v := m[i][0]*c[0] + m[i][1]*c[1] + m[i][2]*c[2]
		out[i] = math.Min(1, math.Max(0, v))
	}
	return out
}

// testLab is CIE L*a*b* (D65) of linear sRGB.
func testLab(c testRGB) [3]float64 {
	x := (0.4124*c[0] + 0.3576*c[1] + 0.1805*c[2]) / 0.95047
	y := 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
	z := (0.0193*c[0] + 0.1192*c[1] + 0.9505*c[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE2000 is the CIEDE2000 difference of two L*a*b* colours (Sharma,
// Wu and Dalal's formulation).
func deltaE2000(p, q [3]float64) float64 {
	rad := math.Pi / 180
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	cm7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cm7/(cm7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p[1], (1+g)*q[1]
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)/rad+360, 360)
	}
	h1, h2 := hue(p[2], a1), hue(q[2], a2)
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lm, cm := (p[0]+q[0])/2, (c1p+c2p)/2
	hm := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hm = (h1 + h2) / 2
		case h1+h2 < 360:
			hm = (h1 + h2 + 360) / 2
		default:
			hm = (h1 + h2 - 360) / 2
		}
	}
	tt := 1 - 0.17*math.Cos((hm-30)*rad) + 0.24*math.Cos(2*hm*rad) + 0.32*math.Cos((3*hm+6)*rad) - 0.20*math.Cos((4*hm-63)*rad)
	sl := 1 + 0.015*(lm-50)*(lm-50)/math.Sqrt(20+(lm-50)*(lm-50))
	sc, sh := 1+0.045*cm, 1+0.015*cm*tt
	cm7p := math.Pow(cm, 7)
	rt := -2 * math.Sqrt(cm7p/(cm7p+math.Pow(25, 7))) * math.Sin(60*math.Exp(-math.Pow((hm-275)/25, 2))*rad)
	dl, dc := (q[0]-p[0])/sl, (c2p-c1p)/sc
	dH /= sh
	return math.Sqrt(dl*dl + dc*dc + dH*dH + rt*dc*dH)
}

// TestDeltaE2000 checks the difference against Sharma et al.'s test data.
func TestDeltaE2000(t *testing.T) {
	for _, tc := range []struct {
		p, q [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, -1, 2}, [3]float64{50, 0, 0}, 2.3669},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{60.2574, -34.0099, 36.2677}, [3]float64{60.4626, -34.1751, 39.4387}, 1.2644},
		{[3]float64{22.7233, 20.0904, -46.694}, [3]float64{23.0331, 14.973, -42.5619}, 2.0373},
	} {
		if got := deltaE2000(tc.p, tc.q); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("ΔE00(%v, %v) = %.4f, want %.4f", tc.p, tc.q, got, tc.want)
		}
	}
}

// minApart is the least CIEDE2000 difference two of the figures' marks
// must keep, for every kind of vision: a difference a reader tells at a
// glance even on marks a few pixels across (2.3 is the least one notices
// side by side, on large patches).
const minApart = 15

// TestColoursApart measures every pair of the roles' colours, and each
// against the white page and the selected cells they sit on, as readers
// of normal vision and with each dichromacy see them.
func TestColoursApart(t *testing.T) {
	marks := map[string]string{"green": colGreen, "red": colRed, "orange": colOrange, "blue": colBlue}
	grounds := map[string]string{"white": "#ffffff", "selected": colSel}
	type pair struct{ a, b, ca, cb string }
	var pairs []pair
	for a, ca := range marks {
		for b, cb := range marks {
			if a < b {
				pairs = append(pairs, pair{a, b, ca, cb})
			}
		}
		for g, cg := range grounds {
			pairs = append(pairs, pair{a, g, ca, cg})
		}
	}
	least := math.Inf(1)
	for vision, m := range machado {
		for _, p := range pairs {
			d := deltaE2000(testLab(seen(testParse(t, p.ca), m)), testLab(seen(testParse(t, p.cb), m)))
			least = math.Min(least, d)
			if d < minApart {
				t.Errorf("%s: %s (%s) and %s (%s) are %.1f apart, want %d", vision, p.a, p.ca, p.b, p.cb, d, minApart)
			}
		}
	}
	t.Logf("the least difference: %.1f", least)
}

// contrast is the WCAG contrast ratio of two colours.
func contrast(t *testing.T, a, b string) float64 {
	lum := func(c testRGB) float64 { return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2] }
	la, lb := lum(testParse(t, a)), lum(testParse(t, b))
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// TestContrast holds the figures' shades to paper and to their digits:
// the selected cells' fill at least 1.3:1 against white, which a printer
// keeps; every digit on it, and a marked candidate's black digit on its
// mark, at least 4.5:1; lines (links, strokes, region frames) 3:1 against
// the white and selected grounds they cross.
func TestContrast(t *testing.T) {
	checks := []struct {
		what, a, b string
		least      float64
	}{
		{"selected against white", colSel, "#ffffff", 1.3},
		{"a given on the selected", "#000000", colSel, 4.5},
		{"a placed digit on the selected", colPlaced, colSel, 4.5},
		{"a candidate on the selected", colCand, colSel, 4.5},
		{"a candidate on white", colCand, "#ffffff", 4.5},
		{"a placed digit on white", colPlaced, "#ffffff", 4.5},
		{"a digit on green", "#000000", colGreen, 4.5},
		{"a digit on red", "#000000", colRed, 4.5},
		{"a digit on orange", "#000000", colOrange, 4.5},
		{"a digit on blue", "#000000", colBlue, 4.5},
		{"a link on white", colLink, "#ffffff", 3},
		{"a link on the selected", colLink, colSel, 3},
		{"a stroke on red", colStrike, colRed, 3},
		{"a region's frame on white", colRegion, "#ffffff", 3},
	}
	for _, c := range checks {
		if got := contrast(t, c.a, c.b); got < c.least {
			t.Errorf("%s: %s on %s is %.2f:1, want %.1f:1", c.what, c.a, c.b, got, c.least)
		}
	}
}
