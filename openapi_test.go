// openapi_test.go holds the API's answers to its OpenAPI description
// (/api/openapi.json): a small checker of the JSON Schema keywords the
// description uses, written here and sharing nothing with the server, and
// a test that sends every endpoint good and bad requests and checks that
// each answer's status, media type, headers and body are the ones the
// description gives for it.

package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"sudoku/server"
)

// openAPI is an OpenAPI 3.1 description, decoded.
type openAPI map[string]interface{}

// at follows a JSON pointer ("#/components/schemas/Step") in the
// description.
func (d openAPI) at(ref string) (map[string]interface{}, error) {
	var v interface{} = map[string]interface{}(d)
	for _, part := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
		m, ok := v.(map[string]interface{})
		if !ok {
			return nil, fmt.Errorf("%s: no %s", ref, part)
		}
		v = m[strings.NewReplacer("~1", "/", "~0", "~").Replace(part)]
	}
	m, ok := v.(map[string]interface{})
	if !ok {
		return nil, fmt.Errorf("%s: not an object", ref)
	}
	return m, nil
}

// deref gives the object a $ref names, or o itself.
func (d openAPI) deref(o map[string]interface{}) (map[string]interface{}, error) {
	for o["$ref"] != nil {
		var err error
		if o, err = d.at(o["$ref"].(string)); err != nil {
			return nil, err
		}
	}
	return o, nil
}

// validate checks v against schema, at names where v is; it knows the
// keywords the description uses and refuses any other, so that a
// keyword it would skip cannot pass unchecked.
func (d openAPI) validate(v interface{}, schema map[string]interface{}, at string) []string {
	schema, err := d.deref(schema)
	if err != nil {
		return []string{at + ": " + err.Error()}
	}
	var errs []string
	fail := func(format string, a ...interface{}) { errs = append(errs, at+": "+fmt.Sprintf(format, a...)) }
	for key, want := range schema {
		switch key {
		case "description":
		case "type":
			if !hasType(v, want) {
				fail("%s, want type %v", describe(v), want)
				return errs
			}
		case "enum":
			if !inList(v, want.([]interface{})) {
				fail("%s, want one of %v", describe(v), want)
			}
		case "pattern":
			if s, ok := v.(string); ok && !regexp.MustCompile(want.(string)).MatchString(s) {
				fail("%.40q does not match %s", s, want)
			}
		case "minimum", "maximum":
			if n, ok := v.(float64); ok && (key == "minimum" && n < want.(float64) || key == "maximum" && n > want.(float64)) {
				fail("%v, want %s %v", n, key, want)
			}
		case "oneOf":
			if n := d.matches(v, want.([]interface{}), at); n != 1 {
				fail("%s matches %d of oneOf's schemas, want 1", describe(v), n)
			}
		case "properties", "required", "additionalProperties":
			if m, ok := v.(map[string]interface{}); ok && key == "properties" {
				errs = append(errs, d.validateObject(m, schema, at)...)
			}
		case "items":
			if a, ok := v.([]interface{}); ok {
				for i, x := range a {
					errs = append(errs, d.validate(x, want.(map[string]interface{}), at+"["+strconv.Itoa(i)+"]")...)
				}
			}
		default:
			fail("the checker knows no keyword %q", key)
		}
	}
	return errs
}

// validateObject checks an object's members: each required one there,
// each there described (additionalProperties false), each valid.
func (d openAPI) validateObject(m, schema map[string]interface{}, at string) []string {
	var errs []string
	props := schema["properties"].(map[string]interface{})
	if req, ok := schema["required"].([]interface{}); ok {
		for _, name := range req {
			if _, ok := m[name.(string)]; !ok {
				errs = append(errs, at+": no member "+name.(string))
			}
		}
	}
	for name, x := range m {
		p, ok := props[name].(map[string]interface{})
		if !ok {
			if schema["additionalProperties"] == false {
				errs = append(errs, at+": member "+name+" is not described")
			}
			continue
		}
		errs = append(errs, d.validate(x, p, at+"."+name)...)
	}
	return errs
}

// matches counts the schemas v is valid against.
func (d openAPI) matches(v interface{}, schemas []interface{}, at string) int {
	n := 0
	for _, s := range schemas {
		if len(d.validate(v, s.(map[string]interface{}), at)) == 0 {
			n++
		}
	}
	return n
}

// hasType reports whether v is of JSON Schema type want (a name or a
// list of names).
func hasType(v interface{}, want interface{}) bool {
	if list, ok := want.([]interface{}); ok {
		for _, w := range list {
			if hasType(v, w) {
				return true
			}
		}
		return false
	}
	switch x := v.(type) {
	case nil:
		return want == "null"
	case bool:
		return want == "boolean"
	case string:
		return want == "string"
	case float64:
		return want == "number" || want == "integer" && x == float64(int64(x))
	case []interface{}:
		return want == "array"
	case map[string]interface{}:
		return want == "object"
	}
	return false
}

// inList reports whether v is one of list.
func inList(v interface{}, list []interface{}) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// describe writes a value briefly, for messages.
func describe(v interface{}) string {
	b, _ := json.Marshal(v)
	if len(b) > 60 {
		return string(b[:60]) + "..."
	}
	return string(b)
}

// checkExchange checks an answer against the description of its path,
// method and status.
func (d openAPI) checkExchange(e *exchange) []string {
	at := e.method + " " + e.path + " " + strconv.Itoa(e.status)
	path := e.path
	if strings.HasPrefix(path, "/api/problems/") {
		path = "/api/problems/{kind}"
	}
	op, err := d.at("#/paths/" + strings.ReplaceAll(path, "/", "~1") + "/" + strings.ToLower(e.method))
	var r map[string]interface{}
	switch {
	case err != nil && e.status == 405:
		// A method no operation describes: its refusal is the one the
		// description gives every 405.
		r = map[string]interface{}{"$ref": "#/components/responses/Method"}
	case err != nil:
		return []string{at + ": not described"}
	default:
		var ok bool
		if r, ok = op["responses"].(map[string]interface{})[strconv.Itoa(e.status)].(map[string]interface{}); !ok {
			return []string{at + ": no such status described"}
		}
	}
	if r, err = d.deref(r); err != nil {
		return []string{at + ": " + err.Error()}
	}
	var errs []string
	if hs, ok := r["headers"].(map[string]interface{}); ok {
		for name := range hs {
			if e.header.Get(name) == "" && (name != "Retry-After" || strings.Contains(string(e.body), "/busy")) {
				errs = append(errs, at+": no "+name+" header")
			}
		}
	}
	media := strings.TrimSpace(strings.SplitN(e.header.Get("Content-Type"), ";", 2)[0])
	content, ok := r["content"].(map[string]interface{})[media].(map[string]interface{})
	if !ok {
		return append(errs, at+": media type "+media+" not described")
	}
	if media == "image/svg+xml" {
		return errs
	}
	var v interface{}
	if err := json.Unmarshal(e.body, &v); err != nil {
		return append(errs, at+": not JSON")
	}
	return append(errs, d.validate(v, content["schema"].(map[string]interface{}), at)...)
}

// TestAPIContract: /api/openapi.json describes every answer: every
// endpoint asked by GET and by POST (the query, a form, JSON, the board
// as the body), with good boards, boards without an answer and bad ones,
// and every kind of problem, each answer checked against the status,
// media type, headers and schema the description gives it. Every path
// described is asked.
func TestAPIContract(t *testing.T) {
	t.Parallel()
	s := startAPI(t, server.Config{Heavy: 1})
	e := s.get(t, "/api/openapi.json")
	var doc openAPI
	if err := json.Unmarshal(e.body, &doc); err != nil || doc["openapi"] != "3.1.0" {
		t.Fatalf("/api/openapi.json: %d %v %.100s", e.status, err, e.body)
	}
	var all []*exchange
	marks, _ := markLines(t, 2)
	boards := []string{goodLine, strings.Repeat(".", 81), marks[0], "+4" + goodLine[2:40] + "+0" + goodLine[42:], "11" + goodLine[2:], goodLine[:40] + "x" + goodLine[41:], strings.Repeat("123456789", 81)}
	form := map[string]string{"Content-Type": "application/x-www-form-urlencoded"}
	jsonBody := map[string]string{"Content-Type": "application/json"}
	for _, b := range boards {
		for _, path := range []string{"/api/solve", "/api/count", "/api/rate", "/api/hint", "/api/steps", "/api/check", "/api/position", "/api/svg"} {
			all = append(all, s.do(t, "POST", path, b, nil), s.do(t, "GET", path+"?p="+queryEscape(b), "", nil))
		}
	}
	all = append(all,
		s.get(t, "/api/steps?svg=1&p="+goodLine), s.get(t, "/api/svg?solution=1&p="+goodLine),
		s.get(t, "/api/count?limit=1000&p="+strings.Repeat(".", 81)), s.do(t, "POST", "/api/count", "limit=3&p="+goodLine, form),
		s.do(t, "POST", "/api/hint", `{"p": "`+goodLine+`", "svg": false}`, jsonBody),
		s.get(t, "/api/gen?rating=diabolical&seed=7"), s.do(t, "POST", "/api/gen", `{"rating": "4.2", "seed": "1"}`, jsonBody),
		s.get(t, "/api/gen?rating=25"), s.get(t, "/api/hint?svg=yes&p="+goodLine), s.get(t, "/api/solve?p=%zz"),
		s.do(t, "PUT", "/api/rate", goodLine, nil), s.do(t, "POST", "/api/rate", strings.Repeat(goodLine+"\n", 1000), nil),
		s.do(t, "GET", "/api/rate?p="+goodLine, "", map[string]string{"Origin": "http://evil.example"}),
		s.get(t, "/api/variant?variant=x,antiknight,nc"), s.get(t, "/api/variant?variant=latin"), s.do(t, "POST", "/api/variant", "variant=q", form),
		s.get(t, "/api/solve?variant=x&p="+goodLine), s.get(t, "/api/gen?variant=x&seed=3"), s.get(t, "/api/rate?variant=x&p="+goodLine),
		s.get(t, "/api/openapi.json"), s.get(t, "/api/problems"), s.get(t, "/api/problems/busy"), s.get(t, "/api/problems/nothing"),
	)
	slow := startAPI(t, server.Config{JobFor: time.Millisecond})
	all = append(all, slow.get(t, "/api/rate?p="+hardest(t, 1)[0]))
	done := make(chan bool)
	go func() { s.do(t, "GET", "/api/steps?svg=1&p="+hardest(t, 13)[12], "", nil); close(done) }()
	time.Sleep(300 * time.Millisecond)
	all = append(all, s.get(t, "/api/rate?p="+goodLine))
	<-done
	asked, statuses := map[string]bool{}, map[int]bool{}
	for _, e := range all {
		for _, err := range doc.checkExchange(e) {
			t.Error(err)
		}
		asked[e.path], statuses[e.status] = true, true
	}
	paths, _ := doc.at("#/paths")
	for p := range paths {
		if !asked[strings.Replace(p, "{kind}", "busy", 1)] {
			t.Errorf("%s is described but not asked", p)
		}
	}
	var seen []int
	for st := range statuses {
		seen = append(seen, st)
	}
	sort.Ints(seen)
	if fmt.Sprint(seen) != "[200 400 403 404 405 413 503]" {
		t.Errorf("statuses seen %v; want every one the API answers but 421 (TestHTTPRefuses')", seen)
	}
}

// queryEscape writes a board for a query, a player's '+' as %2B.
func queryEscape(s string) string {
	return strings.NewReplacer("%", "%25", "+", "%2B", "&", "%26", "#", "%23", "\n", "%0A", " ", "%20").Replace(s)
}
