// links.go draws a chain's links on a figure: each an arrow from the edge
// of one candidate to the edge of the next, solid for a strong link and
// dashed for a weak one, bent so that it passes over no other candidate
// or digit where a bend can avoid it, nor along a link already drawn. It
// must not change what the links are: it draws the picture's.

package explain

import (
	"fmt"
	"math"
	"strings"
)

// Where a link starts and ends, from its candidates' centres: past the
// source's ring, and the arrow's tip at the target's.
const (
	linkStart = markR + 1.5
	linkEnd   = markR + 2
)

// point is a place on the figure, in its user units.
type point struct{ x, y float64 }

func dist(a, b point) float64 { return math.Hypot(a.x-b.x, a.y-b.y) }

// lerp is the point t of the way from a to b.
func lerp(a, b point, t float64) point { return point{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t} }

// curve is a link's cubic Bézier curve: from p[0] to p[3], pulled
// towards p[1] and p[2].
type curve struct{ p [4]point }

// split cuts the curve at t, by de Casteljau's construction.
func (c curve) split(t float64) (curve, curve) {
	a, b, d := lerp(c.p[0], c.p[1], t), lerp(c.p[1], c.p[2], t), lerp(c.p[2], c.p[3], t)
	e, f := lerp(a, b, t), lerp(b, d, t)
	m := lerp(e, f, t)
	return curve{[4]point{c.p[0], a, e, m}}, curve{[4]point{m, f, d, c.p[3]}}
}

// at is the curve's point at t in [0, 1].
func (c curve) at(t float64) point {
	first, _ := c.split(t)
	return first.p[3]
}

// samples gives the points the curve passes, a few units apart.
func (c curve) samples() []point {
	n := int(dist(c.p[0], c.p[3])/2) + 8
	out := make([]point, n+1)
	for i := range out {
		out[i] = c.at(float64(i) / float64(n))
	}
	return out
}

// trim cuts the curve to start r0 from its start and end r3 from its end.
func (c curve) trim(r0, r3 float64) curve {
	const steps = 200
	s, t := 0.0, 1.0
	for i := 1; i <= steps && dist(c.at(s), c.p[0]) < r0; i++ {
		s = float64(i) / steps
	}
	for i := steps - 1; i >= 0 && dist(c.at(t), c.p[3]) < r3; i-- {
		t = float64(i) / steps
	}
	if t <= s {
		t = s
	}
	_, rest := c.split(s)
	part, _ := rest.split((t - s) / (1 - s + 1e-9))
	return part
}

// linkRoom is what the links of one figure avoid: the figure's digits and
// candidates, and the links drawn so far (a coarse grid of the places
// they pass).
type linkRoom struct {
	f     *Figure
	drawn [side/4 + 1][side/4 + 1]bool
}

// hit names what covers point p, other than the link's own candidates a
// and b (as cell*10+digit): a candidate's digit or mark, or a cell's
// digit; -1 if nothing.
func (lr *linkRoom) hit(p point, a, b int) int {
	gx, gy := int((p.x-margin)/subSize), int((p.y-margin)/subSize)
	for j := gy - 1; j <= gy+1; j++ {
		for i := gx - 1; i <= gx+1; i++ {
			if i < 0 || j < 0 || i >= 27 || j >= 27 {
				continue
			}
			c, d := j/3*9+i/3, j%3*3+i%3+1
			if lr.f.Digits[c] != 0 {
				// A cell's digit: a glyph about 18 units wide and 23 tall.
				dx, dy := p.x-float64(candX(c, 0)), p.y-float64(candY(c, 0))
				if math.Abs(dx) < 11 && math.Abs(dy) < 13 && c*10 != a && c*10 != b {
					return c * 10
				}
				continue
			}
			id := c*10 + d
			if id == a || id == b || !lr.f.ShowCands || lr.f.Cands[c]&(1<<uint(d)) == 0 {
				continue
			}
			dx, dy := p.x-float64(candX(c, d)), p.y-float64(candY(c, d))
			marked := lr.f.role(c, d) != roleNone && math.Hypot(dx, dy) < markR+1.5
			// A candidate's digit: about 8 units wide and 10 tall.
			if marked || (math.Abs(dx) < 5.5 && math.Abs(dy) < 6.5) {
				return id
			}
		}
	}
	return -1
}

// cost weighs a curve between candidates a and b: each thing it passes
// over, heavily; each stretch along a link already drawn; then its bend.
// A curve that leaves the grid is not drawn.
func (lr *linkRoom) cost(c curve, a, b int, bend float64) float64 {
	over := map[int]bool{}
	along := 0
	for _, p := range c.samples() {
		if p.x < margin || p.y < margin || p.x > side-margin || p.y > side-margin {
			return math.Inf(1)
		}
		if id := lr.hit(p, a, b); id >= 0 {
			over[id] = true
		}
		if dist(p, c.p[0]) > 12 && dist(p, c.p[3]) > 12 && lr.drawn[int(p.y)/4][int(p.x)/4] {
			along++
		}
	}
	return float64(100*len(over)+2*along) + 10*bend
}

// route picks the link's curve from x1, y1 to x2, y2 (candidates a and
// b): of the curves whose control points stand off the straight line by
// a share of its length each way (straight first), the one that costs
// least. A short link (between neighbouring candidates) is always bent,
// so that its arrow shows. It marks the places the curve passes.
func (lr *linkRoom) route(x1, y1, x2, y2, a, b int) curve {
	p0, p3 := point{float64(x1), float64(y1)}, point{float64(x2), float64(y2)}
	offs := []float64{0, 0.1, -0.1, 0.2, -0.2, 0.32, -0.32, 0.45, -0.45, 0.6, -0.6}
	if dist(p0, p3) < 30 {
		offs = []float64{0.8, -0.8, 1.1, -1.1}
	}
	nx, ny := -(p3.y - p0.y), p3.x-p0.x // the normal, as long as the link
	var best curve
	bestCost := math.Inf(1)
	for _, u := range offs {
		for _, v := range offs {
			p1, p2 := lerp(p0, p3, 1.0/3), lerp(p0, p3, 2.0/3)
			c := curve{[4]point{p0, {p1.x + nx*u, p1.y + ny*u}, {p2.x + nx*v, p2.y + ny*v}, p3}}
			if cost := lr.cost(c, a, b, math.Abs(u)+math.Abs(v)+math.Abs(u-v)); cost < bestCost || bestCost == math.Inf(1) && u == offs[0] && v == offs[0] {
				best, bestCost = c, cost
			}
		}
	}
	for _, p := range best.samples() {
		if p.x >= 0 && p.y >= 0 && p.x < side && p.y < side {
			lr.drawn[int(p.y)/4][int(p.x)/4] = true
		}
	}
	return best
}

// writeLinks draws the picture's links: between candidates, routed
// curves, each with its arrow head drawn as a triangle of its own (some
// renderers draw no SVG markers); between cells (a unique loop's),
// straight lines without heads.
func (f *Figure) writeLinks(b *strings.Builder) {
	lr := &linkRoom{f: f}
	var heads strings.Builder
	for _, l := range f.Pic.Links {
		x1, y1 := candX(l.FromCell, l.FromDigit), candY(l.FromCell, l.FromDigit)
		x2, y2 := candX(l.ToCell, l.ToDigit), candY(l.ToCell, l.ToDigit)
		if x1 == x2 && y1 == y2 {
			continue
		}
		if l.FromDigit == 0 || l.ToDigit == 0 {
			fmt.Fprintf(b, `<path d="M%d %dL%d %d" stroke="%s" stroke-width="3" stroke-opacity=".6" stroke-linecap="round"/>`, x1, y1, x2, y2, colLink)
			continue
		}
		c := lr.route(x1, y1, x2, y2, l.FromCell*10+l.FromDigit, l.ToCell*10+l.ToDigit).trim(linkStart, linkEnd)
		dash := ` stroke-dasharray="5 3"`
		if l.Strong {
			dash = ""
		}
		fmt.Fprintf(b, `<path d="M%.1f %.1fC%.1f %.1f %.1f %.1f %.1f %.1f" fill="none" stroke="%s" stroke-width="2"%s/>`,
			c.p[0].x, c.p[0].y, c.p[1].x, c.p[1].y, c.p[2].x, c.p[2].y, c.p[3].x, c.p[3].y, colLink, dash)
		writeHead(&heads, c)
	}
	if heads.Len() > 0 {
		fmt.Fprintf(b, `<path d="%s" fill="%s"/>`, heads.String(), colLink)
	}
}

// writeHead writes the arrow head of curve c: a triangle whose tip is the
// curve's end, pointing the way the curve ends.
func writeHead(b *strings.Builder, c curve) {
	tip := c.p[3]
	from := c.p[2]
	if dist(from, tip) < 0.5 {
		from = c.p[1]
	}
	if dist(from, tip) < 0.5 {
		from = c.p[0]
	}
	n := dist(from, tip)
	if n == 0 {
		return
	}
	ux, uy := (tip.x-from.x)/n, (tip.y-from.y)/n
	const length, half = 8, 3.5
	bx, by := tip.x-ux*length, tip.y-uy*length
	fmt.Fprintf(b, "M%.1f %.1fL%.1f %.1fL%.1f %.1fZ", tip.x, tip.y, bx-uy*half, by+ux*half, bx+uy*half, by-ux*half)
}
