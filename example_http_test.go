// example_http_test.go shows a Go program calling the JSON API of sudoku
// -http with package server's answer types: a rating, a hint, and a
// refusal read as a problem. docs/http.md shows the same calls in curl.

package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"sudoku/server"
)

// call asks the API at u and decodes its answer into v, or its refusal
// into a *server.Problem, which it returns.
func call(u string, body string, v interface{}) error {
	resp, err := http.Post(u, "text/plain", strings.NewReader(body))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		p := &server.Problem{}
		if err := json.NewDecoder(resp.Body).Decode(p); err != nil {
			return err
		}
		return p
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

func Example_httpAPI() {
	// The API as sudoku -http serves it; a program would use the address
	// the command prints, http://127.0.0.1:8080.
	ts := httptest.NewServer(server.New(server.Config{Command: httpCommand{}}).Handler())
	defer ts.Close()

	puzzle := "75..81.......6...3...9.5....93........8..2..62..15.9....28..5.......67..8...29..."
	var rated server.Answer
	if err := call(ts.URL+"/api/rate", puzzle, &rated); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("rated %s: ER %v, EP %v, ED %v\n", rated.Rating.Line, rated.Rating.ER, rated.Rating.EP, rated.Rating.ED)

	var hint server.Answer
	if err := call(ts.URL+"/api/hint?svg=0", puzzle, &hint); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s, %v: %s\n", hint.Verdict, hint.Step.Difficulty, hint.Step.Text)

	err := call(ts.URL+"/api/hint?svg=0", puzzle[:40]+"x"+puzzle[41:], &hint)
	if p, ok := err.(*server.Problem); ok && p.Kind() == server.BadBoard {
		fmt.Printf("%d %s at line %d, column %d: %s\n", p.Status, p.Kind(), p.Line, p.Column, p.Detail)
	}
	// Output:
	// rated 4.2/1.2/1.2 XY-Wing: ER 4.2, EP 1.2, ED 1.2
	// answered, 1.2: 1.2 Hidden Single: r2c8: 5 in block -> r2c8=5
	// 400 bad-board at line 1, column 41: sudoku: stdin:1:41: want a digit 0-9 or '.', got "x" (board 1)
}
