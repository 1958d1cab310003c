// params.go reads a request's parameters, the same names and types
// wherever they come from: the query, a form's body, a JSON body, or a
// POST's body itself as p. Each is checked against what its endpoint
// takes, so that a typo, a value given twice or a malformed one is
// refused by name. It must not read boards.

package server

import (
	"bytes"
	"encoding/json"
	"io/ioutil"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// A kind of parameter: its type, in the query and in JSON.
type paramKind int

const (
	textParam  paramKind = iota // any text; a JSON string
	flagParam                   // true or false (1 or 0); a JSON boolean
	countParam                  // a whole number 1-1000; a JSON integer
)

// kindOf gives the kind of a parameter the API knows, ok false for a
// name it does not.
func kindOf(name string) (kind paramKind, ok bool) {
	switch name {
	case "p", "rating", "seed", "variant":
		return textParam, true
	case "svg", "solution":
		return flagParam, true
	case "limit":
		return countParam, true
	}
	return 0, false
}

// params are a request's parameters, each checked and written one way:
// a flag "true" or "false", a count in decimal.
type params map[string]string

// flag gives a flag parameter's value, def when it is not given.
func (q params) flag(name string, def bool) bool {
	v, ok := q[name]
	if !ok {
		return def
	}
	return v == "true"
}

// paramError is a parameter the endpoint cannot take: a bad-parameter
// problem, or the body's own (too large).
type paramError struct {
	kind  ProblemKind
	name  string // the parameter, "" for the request as a whole
	cause string
}

func (e *paramError) Error() string { return e.cause }

// readParams reads a GET's or a POST's parameters, each one of takes.
func readParams(r *http.Request, takes []string) (params, *paramError) {
	q := params{}
	query, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return nil, &paramError{BadParameter, "", "sudoku: the query's percent-encoding is malformed: " + err.Error()}
	}
	for name, vs := range query {
		for _, v := range vs {
			if e := q.set(name, v, takes); e != nil {
				return nil, e
			}
		}
	}
	if r.Method != http.MethodPost {
		return q, nil
	}
	body, err := ioutil.ReadAll(r.Body)
	if err != nil {
		if strings.Contains(err.Error(), "too large") {
			return nil, &paramError{TooLarge, "", "sudoku: the body is over " + strconv.Itoa(maxBody>>10) + " KB"}
		}
		return nil, &paramError{BadParameter, "", "sudoku: the body could not be read: " + err.Error()}
	}
	return q, q.readBody(r.Header.Get("Content-Type"), body, takes)
}

// readBody reads a POST's body as its media type says: a JSON object of
// parameters; a form's parameters (a form whose first name is one the
// API takes: curl --data-binary sends a board as a form it is not); else
// the body itself is p.
func (q params) readBody(contentType string, body []byte, takes []string) *paramError {
	media, _, _ := mime.ParseMediaType(contentType)
	switch {
	case media == "application/json":
		return q.readJSON(body, takes)
	case media == "application/x-www-form-urlencoded" && looksLikeForm(body):
		form, err := url.ParseQuery(string(body))
		if err != nil {
			return &paramError{BadParameter, "", "sudoku: the form's percent-encoding is malformed: " + err.Error()}
		}
		for name, vs := range form {
			for _, v := range vs {
				if e := q.set(name, v, takes); e != nil {
					return e
				}
			}
		}
		return nil
	case len(body) == 0:
		return nil
	}
	return q.set("p", string(body), takes)
}

// looksLikeForm reports whether a body starts as a form of the API's
// parameters does: a name the API knows, then '='.
func looksLikeForm(body []byte) bool {
	i := bytes.IndexByte(body, '=')
	if i < 0 {
		return false
	}
	_, ok := kindOf(string(body[:i]))
	return ok
}

// readJSON reads a JSON object of parameters: strings for text, booleans
// for flags, integers for counts.
func (q params) readJSON(body []byte, takes []string) *paramError {
	var members map[string]json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&members); err != nil || members == nil || dec.More() {
		why := "want one JSON object of parameters"
		if err != nil {
			why += ": " + err.Error()
		}
		return &paramError{BadParameter, "", "sudoku: the body: " + why}
	}
	for name, raw := range members {
		kind, known := kindOf(name)
		var v string
		var err error
		switch {
		case !known:
			// set names the parameters the endpoint takes
		case kind == textParam:
			err = json.Unmarshal(raw, &v)
		case kind == flagParam:
			var b bool
			err = json.Unmarshal(raw, &b)
			v = strconv.FormatBool(b)
		default:
			var n int
			err = json.Unmarshal(raw, &n)
			v = strconv.Itoa(n)
		}
		if err != nil {
			return &paramError{BadParameter, name, "sudoku: " + name + ": want " + kindWords(kind, true) + ", got " + string(raw)}
		}
		if e := q.set(name, v, takes); e != nil {
			return e
		}
	}
	return nil
}

// set checks a parameter's value and keeps it, written one way.
func (q params) set(name, v string, takes []string) *paramError {
	kind, known := kindOf(name)
	if !known || !contains(takes, name) {
		return &paramError{BadParameter, name, "sudoku: no parameter " + strconv.Quote(name) + " here: this endpoint takes " + strings.Join(takes, ", ")}
	}
	if _, twice := q[name]; twice {
		return &paramError{BadParameter, name, "sudoku: " + name + " is given twice"}
	}
	switch kind {
	case flagParam:
		switch v {
		case "1", "true":
			v = "true"
		case "0", "false":
			v = "false"
		default:
			return &paramError{BadParameter, name, "sudoku: " + name + ": want " + kindWords(kind, false) + ", got " + strconv.Quote(v)}
		}
	case countParam:
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1000 {
			return &paramError{BadParameter, name, "sudoku: " + name + ": want " + kindWords(kind, false) + ", got " + strconv.Quote(v)}
		}
		v = strconv.Itoa(n)
	}
	q[name] = v
	return nil
}

// kindWords says what a parameter of kind takes, in the query or in JSON.
func kindWords(kind paramKind, inJSON bool) string {
	switch {
	case kind == textParam && inJSON:
		return "a string"
	case kind == textParam:
		return "text"
	case kind == flagParam && inJSON:
		return "true or false"
	case kind == flagParam:
		return "true or false (1 or 0)"
	}
	return "a whole number from 1 to 1000"
}

// contains reports whether names holds name.
func contains(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}
