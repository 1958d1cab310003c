// cdp_test.go holds a small client of the Chrome DevTools Protocol, over
// the pipe Chromium opens with --remote-debugging-pipe (fd 3 its input,
// fd 4 its output, each message JSON and a NUL): a tab to open, load,
// evaluate script in, click and type on as a person does, and look at.
// It must not know the page it drives (webapp_test.go does), nor use
// anything but the standard library.

package main

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	goimage "image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// cdpMessage is a message from the browser: a reply (ID) or an event
// (Method).
type cdpMessage struct {
	ID         int             `json:"id"`
	Method     string          `json:"method"`
	Params     json.RawMessage `json:"params"`
	Result     json.RawMessage `json:"result"`
	AttachedID string          `json:"sessionId"`
	Error      *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// browser is a headless Chromium driven over its pipe.
type browser struct {
	cmd    *exec.Cmd
	w      *os.File        // the browser's fd 3
	msgs   chan cdpMessage // what it writes on fd 4
	next   int
	events []cdpMessage // events read while waiting for a reply
	dir    string
}

// cdpTimeout bounds a wait for the browser: far beyond what any command
// takes, so that a hang fails the test instead of stalling it.
const cdpTimeout = 60 * time.Second

// startBrowser starts Chromium (path) headless with a fresh profile; the
// test's cleanup closes it.
func startBrowser(t testing.TB, path string) *browser {
	t.Helper()
	b, stderr, err := launchBrowser(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.close(t, stderr) })
	return b
}

// launchBrowser starts Chromium (path) headless with a fresh profile,
// and gives what it writes on stderr.
func launchBrowser(path string) (*browser, *bytes.Buffer, error) {
	dir, err := os.MkdirTemp("", "sudoku-cdp")
	if err != nil {
		return nil, nil, err
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, nil, err
	}
	cmd := exec.Command(path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--hide-scrollbars", "--remote-debugging-pipe", "--user-data-dir="+filepath.Join(dir, "profile"), "about:blank")
	cmd.ExtraFiles = []*os.File{inR, outW}
	stderr := &bytes.Buffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		return nil, nil, err
	}
	inR.Close()
	outW.Close()
	b := &browser{cmd: cmd, w: inW, msgs: make(chan cdpMessage, 256), dir: dir}
	go b.read(outR)
	return b, stderr, nil
}

// shared is the Chromium the tests that only look at a page or a figure
// share, started on first use and closed by TestMain: a start costs
// about a second and a half.
var shared struct {
	once   sync.Once
	b      *browser
	stderr *bytes.Buffer
	err    error
}

// sharedBrowser returns the shared Chromium, path's.
func sharedBrowser(t testing.TB, path string) *browser {
	t.Helper()
	shared.once.Do(func() { shared.b, shared.stderr, shared.err = launchBrowser(path) })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.b
}

// closeShared closes the shared Chromium, if it was started.
func closeShared() {
	if shared.b != nil {
		shared.b.close(quietTB{}, shared.stderr)
	}
}

// quietTB is a testing.TB for what outlives every test: it drops logs.
type quietTB struct{ testing.TB }

func (quietTB) Logf(string, ...interface{}) {}

// read passes the browser's messages on until its pipe closes.
func (b *browser) read(r *os.File) {
	defer close(b.msgs)
	br := bufio.NewReaderSize(r, 1<<20)
	for {
		raw, err := br.ReadBytes(0)
		if err != nil {
			return
		}
		var m cdpMessage
		if json.Unmarshal(raw[:len(raw)-1], &m) == nil {
			b.msgs <- m
		}
	}
}

// close asks the browser to close, and kills it if it does not.
func (b *browser) close(t testing.TB, stderr *bytes.Buffer) {
	b.send("", "Browser.close", nil)
	done := make(chan error, 1)
	go func() { done <- b.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		b.cmd.Process.Kill()
		<-done
		t.Logf("chromium did not close; killed. stderr:\n%s", stderr.String())
	}
	b.w.Close()
	os.RemoveAll(b.dir)
}

// send writes a command and gives its id; attached is the id of the
// target it is for (the protocol's "sessionId"), "" for the browser.
func (b *browser) send(attached, method string, params interface{}) (int, error) {
	b.next++
	msg := map[string]interface{}{"id": b.next, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if attached != "" {
		msg["sessionId"] = attached
	}
	data, err := json.Marshal(msg)
	if err != nil {
		return 0, err
	}
	_, err = b.w.Write(append(data, 0))
	return b.next, err
}

// call sends a command and waits for its reply, keeping the events that
// come first; result receives the reply's result.
func (b *browser) call(attached, method string, params, result interface{}) error {
	id, err := b.send(attached, method, params)
	if err != nil {
		return fmt.Errorf("%s: %v", method, err)
	}
	timeout := time.After(cdpTimeout)
	for {
		select {
		case m, ok := <-b.msgs:
			if !ok {
				return fmt.Errorf("%s: the browser closed its pipe", method)
			}
			if m.ID == 0 {
				b.events = append(b.events, m)
				continue
			}
			if m.ID != id {
				continue
			}
			if m.Error != nil {
				return fmt.Errorf("%s: %s (%d)", method, m.Error.Message, m.Error.Code)
			}
			if result != nil {
				return json.Unmarshal(m.Result, result)
			}
			return nil
		case <-timeout:
			return fmt.Errorf("%s: no reply in %v", method, cdpTimeout)
		}
	}
}

// waitEvent waits for an event of the attached target, from those kept
// or those to come, and takes it.
func (b *browser) waitEvent(attached, method string) (cdpMessage, error) {
	for i, m := range b.events {
		if m.Method == method && m.AttachedID == attached {
			b.events = append(b.events[:i], b.events[i+1:]...)
			return m, nil
		}
	}
	timeout := time.After(cdpTimeout)
	for {
		select {
		case m, ok := <-b.msgs:
			if !ok {
				return m, fmt.Errorf("waiting for %s: the browser closed its pipe", method)
			}
			if m.Method == method && m.AttachedID == attached {
				return m, nil
			}
			if m.ID == 0 {
				b.events = append(b.events, m)
			}
		case <-timeout:
			return cdpMessage{}, fmt.Errorf("no %s in %v", method, cdpTimeout)
		}
	}
}

// cdpTab is a page of the browser, attached to in flat mode.
type cdpTab struct {
	t        testing.TB
	b        *browser
	attached string
}

// newTab opens a blank tab of width x height CSS pixels, with the page's
// errors (exceptions, console errors, refused resources) recorded.
func (b *browser) newTab(t testing.TB, width, height int) *cdpTab {
	t.Helper()
	return b.openTab(t, width, height, map[string]interface{}{"url": "about:blank"})
}

// openTab opens a tab with Target.createTarget's params and attaches to
// it, as newTab says.
func (b *browser) openTab(t testing.TB, width, height int, params map[string]interface{}) *cdpTab {
	t.Helper()
	var target struct {
		TargetID string `json:"targetId"`
	}
	if err := b.call("", "Target.createTarget", params, &target); err != nil {
		t.Fatal(err)
	}
	var att struct {
		AttachedID string `json:"sessionId"`
	}
	if err := b.call("", "Target.attachToTarget", map[string]interface{}{"targetId": target.TargetID, "flatten": true}, &att); err != nil {
		t.Fatal(err)
	}
	tb := &cdpTab{t: t, b: b, attached: att.AttachedID}
	for _, domain := range []string{"Page.enable", "Runtime.enable", "Log.enable"} {
		tb.do(domain, nil, nil)
	}
	tb.size(width, height)
	t.Cleanup(func() { b.call("", "Target.closeTarget", map[string]interface{}{"targetId": target.TargetID}, nil) })
	return tb
}

// newContextTab opens a blank tab as newTab does, in a browser context
// of its own: its storage (localStorage, cookies) starts empty and is
// shared with no other tab; the test's cleanup disposes of it.
func (b *browser) newContextTab(t testing.TB, width, height int) *cdpTab {
	t.Helper()
	var ctx struct {
		ID string `json:"browserContextId"`
	}
	if err := b.call("", "Target.createBrowserContext", map[string]interface{}{}, &ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		b.call("", "Target.disposeBrowserContext", map[string]interface{}{"browserContextId": ctx.ID}, nil)
	})
	return b.openTab(t, width, height, map[string]interface{}{"url": "about:blank", "browserContextId": ctx.ID})
}

// do runs a command on the tab, failing the test on an error.
func (tb *cdpTab) do(method string, params, result interface{}) {
	tb.t.Helper()
	if err := tb.b.call(tb.attached, method, params, result); err != nil {
		tb.t.Fatal(err)
	}
}

// size sets the tab's viewport.
func (tb *cdpTab) size(width, height int) {
	tb.t.Helper()
	tb.do("Emulation.setDeviceMetricsOverride", map[string]interface{}{"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}, nil)
}

// navigate loads url and waits for its load event.
func (tb *cdpTab) navigate(url string) {
	tb.t.Helper()
	tb.dropEvents("Page.loadEventFired")
	var nav struct {
		ErrorText string `json:"errorText"`
	}
	tb.do("Page.navigate", map[string]interface{}{"url": url}, &nav)
	if nav.ErrorText != "" {
		tb.t.Fatalf("navigate %s: %s", url, nav.ErrorText)
	}
	tb.waitLoad()
}

// reload reloads the page and waits for its load event.
func (tb *cdpTab) reload() {
	tb.t.Helper()
	tb.dropEvents("Page.loadEventFired")
	tb.do("Page.reload", map[string]interface{}{}, nil)
	tb.waitLoad()
}

func (tb *cdpTab) waitLoad() {
	tb.t.Helper()
	if _, err := tb.b.waitEvent(tb.attached, "Page.loadEventFired"); err != nil {
		tb.t.Fatal(err)
	}
}

// dropEvents forgets the tab's kept events of method.
func (tb *cdpTab) dropEvents(method string) {
	kept := tb.b.events[:0]
	for _, m := range tb.b.events {
		if m.Method != method || m.AttachedID != tb.attached {
			kept = append(kept, m)
		}
	}
	tb.b.events = kept
}

// eval runs a JavaScript expression in the page (a promise awaited) and
// stores its value, as JSON, in out.
func (tb *cdpTab) eval(expr string, out interface{}) {
	tb.t.Helper()
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	tb.do("Runtime.evaluate", map[string]interface{}{"expression": expr, "returnByValue": true, "awaitPromise": true}, &r)
	if r.ExceptionDetails != nil {
		tb.t.Fatalf("evaluating %s: %s %s", expr, r.ExceptionDetails.Text, r.ExceptionDetails.Exception.Description)
	}
	if out != nil {
		if err := json.Unmarshal(r.Result.Value, out); err != nil {
			tb.t.Fatalf("evaluating %s: %v (value %s)", expr, err, r.Result.Value)
		}
	}
}

// clickAt presses and releases the left button at (x, y), in CSS pixels.
func (tb *cdpTab) clickAt(x, y float64) {
	tb.t.Helper()
	for _, kind := range []string{"mousePressed", "mouseReleased"} {
		tb.do("Input.dispatchMouseEvent", map[string]interface{}{"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}, nil)
	}
}

// rect is an element's box on the screen, in CSS pixels.
type rect struct{ X, Y, W, H float64 }

// rectOf scrolls the element that selector finds into view and gives its
// box, failing the test when there is none or it has no size.
func (tb *cdpTab) rectOf(selector string) rect {
	tb.t.Helper()
	var r *rect
	tb.eval(fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return null;
		e.scrollIntoView({block: "nearest", inline: "nearest"}); const b = e.getBoundingClientRect();
		return {X: b.left, Y: b.top, W: b.width, H: b.height}; })()`, selector), &r)
	if r == nil || r.W < 1 || r.H < 1 {
		tb.t.Fatalf("%s: no element, or one of no size (%v)", selector, r)
	}
	return *r
}

// click clicks the middle of the element selector finds.
func (tb *cdpTab) click(selector string) {
	tb.t.Helper()
	r := tb.rectOf(selector)
	tb.clickAt(r.X+r.W/2, r.Y+r.H/2)
}

// keyCodes are the keys a test types that are no character: their code
// and Windows key code.
var keyCodes = map[string]struct {
	code string
	vk   int
}{
	"ArrowLeft": {"ArrowLeft", 37}, "ArrowUp": {"ArrowUp", 38}, "ArrowRight": {"ArrowRight", 39}, "ArrowDown": {"ArrowDown", 40},
	"Backspace": {"Backspace", 8}, "Delete": {"Delete", 46}, "Tab": {"Tab", 9}, "Enter": {"Enter", 13},
	"Escape": {"Escape", 27}, "Home": {"Home", 36}, "End": {"End", 35},
}

// shifted are the characters Shift gives on a US keyboard's digit keys.
const shifted = ")!@#$%^&*("

// Modifiers of a key, as Input.dispatchKeyEvent counts them.
const (
	modCtrl  = 2
	modShift = 8
)

// press types a key as a person does (keyDown, then keyUp): a named key
// of keyCodes, or one character ('a', '5', '.'); mods holds the
// modifiers, Shift with a digit typing what it types on a US keyboard.
func (tb *cdpTab) press(key string, mods int) {
	tb.t.Helper()
	down := map[string]interface{}{"type": "keyDown", "modifiers": mods}
	if k, ok := keyCodes[key]; ok {
		down["key"], down["code"], down["windowsVirtualKeyCode"] = key, k.code, k.vk
		if key == "Enter" {
			down["text"] = "\r"
		}
	} else {
		ch := key[0]
		text, code, vk := key, "", int(ch)
		switch {
		case ch >= '0' && ch <= '9':
			code = "Digit" + key
			if mods&modShift != 0 {
				text = string(shifted[ch-'0'])
			}
		case ch >= 'a' && ch <= 'z':
			code, vk = "Key"+strings.ToUpper(key), int(ch-'a'+'A')
			if mods&modShift != 0 {
				text = strings.ToUpper(key)
			}
		case ch == '.':
			code, vk = "Period", 190
		case ch == ' ':
			code, vk = "Space", 32
		}
		down["key"], down["code"], down["windowsVirtualKeyCode"] = text, code, vk
		if mods&modCtrl == 0 {
			down["text"] = text
		}
	}
	tb.do("Input.dispatchKeyEvent", down, nil)
	up := map[string]interface{}{"type": "keyUp", "modifiers": mods, "key": down["key"], "code": down["code"], "windowsVirtualKeyCode": down["windowsVirtualKeyCode"]}
	tb.do("Input.dispatchKeyEvent", up, nil)
}

// insertText types text into the focused field at once, as a paste or an
// input method does.
func (tb *cdpTab) insertText(text string) {
	tb.t.Helper()
	tb.do("Input.insertText", map[string]interface{}{"text": text}, nil)
}

// screenshot captures the viewport.
func (tb *cdpTab) screenshot() goimage.Image {
	tb.t.Helper()
	var shot struct {
		Data string `json:"data"`
	}
	tb.do("Page.captureScreenshot", map[string]interface{}{"format": "png"}, &shot)
	data, err := base64.StdEncoding.DecodeString(shot.Data)
	if err != nil {
		tb.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		tb.t.Fatal(err)
	}
	return img
}

// problems gives the page's errors recorded since the last call: its
// exceptions, its console errors, the browser's errors about it (a
// resource refused by the Content-Security-Policy, a failed load).
func (tb *cdpTab) problems() []string {
	var out []string
	kept := tb.b.events[:0]
	for _, m := range tb.b.events {
		if m.AttachedID != tb.attached {
			kept = append(kept, m)
			continue
		}
		switch m.Method {
		case "Runtime.exceptionThrown":
			out = append(out, "exception: "+string(m.Params))
		case "Runtime.consoleAPICalled":
			var p struct {
				Type string `json:"type"`
			}
			json.Unmarshal(m.Params, &p)
			if p.Type == "error" || p.Type == "warning" {
				out = append(out, "console: "+string(m.Params))
			}
		case "Log.entryAdded":
			var p struct {
				Entry struct {
					Level string `json:"level"`
					Text  string `json:"text"`
					URL   string `json:"url"`
				} `json:"entry"`
			}
			json.Unmarshal(m.Params, &p)
			if p.Entry.Level == "error" || p.Entry.Level == "warning" {
				out = append(out, "log: "+p.Entry.Text+" "+p.Entry.URL)
			}
		default:
			kept = append(kept, m)
		}
	}
	tb.b.events = kept
	return out
}

// drain reads the events the browser has sent so far without waiting.
func (tb *cdpTab) drain() {
	for {
		select {
		case m, ok := <-tb.b.msgs:
			if !ok {
				return
			}
			if m.ID == 0 {
				tb.b.events = append(tb.b.events, m)
			}
		default:
			return
		}
	}
}
