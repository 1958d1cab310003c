// timing.go holds what the yardsticks (bench/vstdoku, bench/vsdlx,
// bench/vsserate) share to time the command beside another program: the
// core both run on, a figure read off a run's output, a whole process's
// time, the median of the rounds. It must not print: the yardsticks
// print their tables.

package prog

import (
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Pin returns argv to be run on core cpu alone (by taskset), or argv as
// it is on a machine without taskset.
func Pin(cpu int, argv ...string) []string {
	if _, err := exec.LookPath("taskset"); err != nil {
		return argv
	}
	return append([]string{"taskset", "-c", strconv.Itoa(cpu)}, argv...)
}

// Measure runs argv and returns the numbers that re's groups find in what
// it prints (stdout and stderr); a failure, or no match, ends the program.
func Measure(argv []string, re *regexp.Regexp) []float64 {
	out, err := exec.Command(argv[0], argv[1:]...).CombinedOutput()
	m := re.FindSubmatch(out)
	if err != nil || m == nil {
		Fail(fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, out))
	}
	var v []float64
	for _, g := range m[1:] {
		f, err := strconv.ParseFloat(string(g), 64)
		if err != nil {
			Fail(err)
		}
		v = append(v, f)
	}
	return v
}

// Wall runs argv with stdin from the file input, its output thrown away,
// and returns the milliseconds it took, start-up and all.
func Wall(argv []string, input string) float64 {
	f, err := os.Open(input)
	if err != nil {
		Fail(err)
	}
	defer f.Close()
	c := exec.Command(argv[0], argv[1:]...)
	c.Stdin = f
	start := time.Now()
	if err := c.Run(); err != nil {
		Fail(fmt.Errorf("%s < %s: %v", strings.Join(argv, " "), input, err))
	}
	return float64(time.Since(start).Microseconds()) / 1e3
}

// Median returns the median of v (the mean of the middle two when v has
// an even length), leaving v as it is.
func Median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
