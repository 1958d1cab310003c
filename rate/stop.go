// stop.go holds how a rating is stopped: the context of a RateContext or
// NextContext call, polled between steps and, every pollEvery units of
// work, inside the long searches. It must not rate, and the searches
// must not wait on it: a poll never blocks.

package rate

import "context"

// pollEvery is how many units of work (a chain's potential followed, a
// hint weighed, a wing's cell tried, a triplet's third cell; a longer
// piece of work spends several) pass between two polls of the context: a
// poll costs far less than a unit, so polling slows nothing measurably,
// and a stop is seen after little search (docs/rating.md, API, measures
// both).
const pollEvery = 128

// never is the countdown of a call without a context to poll: it runs
// out only after a billion units, and then polls nothing.
const never = 1 << 30

// stopper is the Rater's view of the context of the call running: the
// searches count their units down and poll when the count runs out; once
// the context is done, every search returns at its next unit.
type stopper struct {
	ctx     context.Context
	done    <-chan struct{} // ctx.Done(), nil when nothing can stop the call
	left    int             // units until the next poll
	stopped bool            // the context was seen done: the search under way is void
}

// begin starts polling ctx for one call (nil for a call that cannot be
// stopped).
func (h *stopper) begin(ctx context.Context) {
	*h = stopper{ctx: ctx, left: never}
	if ctx != nil {
		h.done = ctx.Done()
	}
	if h.done != nil {
		h.left = pollEvery
	}
}

// end forgets the call's context, which the Rater must not keep alive.
func (h *stopper) end() { *h = stopper{left: never} }

// spend counts n units of work at once (a walk over many nodes, a scan of
// the grid), polling the context when the count runs out; the next stop
// reports it.
func (h *stopper) spend(n int) {
	if h.left -= n; h.left <= 0 {
		h.poll()
	}
}

// stop counts one unit of work and reports whether the call is stopped,
// polling the context when the count runs out.
func (h *stopper) stop() bool {
	if h.left--; h.left > 0 {
		return false
	}
	return h.poll()
}

// poll reports whether the call is stopped, looking at the context now,
// and restarts the count.
func (h *stopper) poll() bool {
	if h.done == nil {
		h.left = never
		return false
	}
	h.left = pollEvery
	select {
	case <-h.done:
		h.stopped, h.left = true, 0
	default:
	}
	return h.stopped
}

// err is the call's error once stopped: the context's.
func (h *stopper) err() error { return h.ctx.Err() }
