// table.go prints vsserate's tables in Markdown: one row a class, and
// each hard board's seconds.

package main

import (
	"fmt"
	"strings"
)

// printHeader prints the class table's head: the rates as run, then warm,
// each followed by the ratios of sudoku's (tools[0]) to the others'.
func printHeader(tools []tool) {
	head := []string{"class", "puzzles"}
	for _, t := range tools {
		head = append(head, t.name+" p/s")
	}
	for _, t := range tools[1:] {
		if t.asRun {
			head = append(head, "vs "+t.name)
		}
	}
	for _, t := range tools {
		head = append(head, t.name+" warm")
	}
	for _, t := range tools[1:] {
		head = append(head, "vs "+t.name+" warm")
	}
	fmt.Println("| " + strings.Join(head, " | ") + " |")
	fmt.Println("|---|" + strings.Repeat("---:|", len(head)-1))
}

// printRow prints a class's row of figures, as printHeader names them.
func printRow(c class, n int, tools []tool, r result) {
	row := []string{c.name, fmt.Sprint(n)}
	for k := range tools {
		row = append(row, figure(r.once[k]))
	}
	for k, t := range tools[1:] {
		if t.asRun {
			row = append(row, ratio(r.once[0], r.once[k+1]))
		}
	}
	for k := range tools {
		row = append(row, figure(r.warm[k]))
	}
	for k := range tools[1:] {
		row = append(row, ratio(r.warm[0], r.warm[k+1]))
	}
	fmt.Println("| " + strings.Join(row, " | ") + " |")
}

// boardTable returns the lines of a table of a hard class's boards, each
// timed alone (whole processes), by line of its file, and the line that
// says how many each tool rated in under 2 s, the aim.
func boardTable(c class, lines []line, tools []tool, secs [][]float64) []string {
	head := []string{"line", "list's ER/EP/ED"}
	var run []int
	for k, t := range tools {
		if t.hard {
			head = append(head, t.name+" s")
			run = append(run, k)
		}
	}
	out := []string{"", c.name + ", each board alone, whole processes, seconds:", "",
		"| " + strings.Join(head, " | ") + " |",
		"|---:|---|" + strings.Repeat("---:|", len(run))}
	under := make([]int, len(tools))
	slowest := make([]float64, len(tools))
	for j, l := range lines {
		row := []string{fmt.Sprint(l.n), l.rating}
		for _, k := range run {
			row = append(row, fmt.Sprintf("%.2f", secs[j][k]))
			if secs[j][k] < 2 {
				under[k]++
			}
			if secs[j][k] > slowest[k] {
				slowest[k] = secs[j][k]
			}
		}
		out = append(out, "| "+strings.Join(row, " | ")+" |")
	}
	var sum []string
	for _, k := range run {
		sum = append(sum, fmt.Sprintf("%s %d of %d under 2 s, the slowest %.2f s", tools[k].name, under[k], len(lines), slowest[k]))
	}
	return append(out, "", strings.Join(sum, "; ")+".")
}
