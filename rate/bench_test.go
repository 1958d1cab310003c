// bench_test.go measures the rater's speed on the committed serate lines
// by class, and the package's Rate on the easy ones. It must not check
// ratings: rate_test.go does.

package rate

import "testing"

// rateClasses are the benchmark's classes: a file of testdata and the
// highest serate ER kept from it (in tenths; 0 keeps every line).
var rateClasses = []struct {
	name, file string
	maxER      int
}{
	{"qqwing-easy", "qqwing-easy.txt", 0},
	{"qqwing-expert", "qqwing-expert.txt", 0},
	{"qqwing-expert-le62", "qqwing-expert.txt", rateLimit},
	{"bank-le62", "bank-diabolical.txt", rateLimit},
	{"bank-gt62", "bank-diabolical.txt", -1},
}

// BenchmarkRate rates each class's boards with one Rater's Rate
// (checks included), as a command rating a file would, and reports puzzles
// per second.
func BenchmarkRate(b *testing.B) {
	lines := readRefLines(b, *rateRef)
	for _, cl := range rateClasses {
		var boards []Grid
		for _, l := range lines {
			keep := cl.maxER == 0 || (cl.maxER > 0 && l.er <= cl.maxER) || (cl.maxER < 0 && l.er > rateLimit)
			if l.file == cl.file && keep {
				boards = append(boards, mustGrid(b, l.puzzle))
			}
		}
		if len(boards) == 0 {
			continue
		}
		b.Run(cl.name, func(b *testing.B) {
			n := 0
			var r Rater
			for i := 0; i < b.N; i++ {
				for j := range boards {
					if _, err := r.Rate(&boards[j]); err != nil {
						b.Fatal(err)
					}
					n++
				}
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkRateFunc rates the easy boards (qqwing-easy.txt) with the
// package's Rate, as a server rating boards one call at a time would, and
// reports µs a board and the allocations.
func BenchmarkRateFunc(b *testing.B) {
	var boards []Grid
	for _, l := range readRefLines(b, *rateRef) {
		if l.file == "qqwing-easy.txt" {
			boards = append(boards, mustGrid(b, l.puzzle))
		}
	}
	if len(boards) == 0 {
		b.Skip("no easy boards")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Rate(&boards[i%len(boards)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/board")
}
