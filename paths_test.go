// paths_test.go checks that no tracked file names a path of the machine
// it was written on: a clone elsewhere has none of them. It must not
// read anything but the files git tracks.

package main

import (
	"bytes"
	"compress/gzip"
	"io/ioutil"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// machinePath matches an absolute path under a folder that holds a
// machine's own files (a home, a scratch or work folder, the system's),
// a Windows drive's folder, or a home written with a tilde. The character before
// it must not continue a word or a path: "math/bits" and a URL's path
// are no machine's.
var machinePath = regexp.MustCompile(`(?:^|[^A-Za-z0-9_.~$/\-])(/(?:home|root|tmp|work|Users|mnt|opt|var|srv|data|usr|etc|dev|proc|sys|bin|sbin|lib|private|Volumes|nix|snap|media|run|scratch)(?:/[^\s"'` + "`" + `()\[\]<>,;:]*)?|[A-Z]:\\[A-Za-z0-9 _.\-]+\\[^\s"'` + "`" + `]*|~/[^\s"'` + "`" + `]*)`)

// sharedPaths are the absolute paths every machine that runs the project
// has, each with the reason a tracked file names it.
var sharedPaths = map[string]string{
	"/usr/bin/env":      "the scripts' #! line finds bash through it",
	"/bin/sh":           "the #! line of the scripts mkpackage writes",
	"/bin/true":         "NOTES.md times a process that does nothing",
	"/dev/null":         "where output nobody reads goes",
	"/dev/full":         "the output-failure test writes to a full device",
	"/dev/stdout":       "the command's message on a failed write names it",
	"/usr/bin/time":     "GNU time, which the memory tests run, where Debian installs it",
	"/usr/bin/gccgo":    "where problemtools looks for gccgo",
	"/usr/bin/gccgo-11": "where Debian installs gccgo 11, which the package test names to problemtools",
	"/usr/bin/python3":  "Debian's Python, which runs problemtools",
	"/proc/cpuinfo":     "where a measurement's processor is read",
	"/proc":             "where a process's CPU time and peak memory are read, on Linux",
	"/usr/bin/chromium": "where Debian installs Chromium, which the page tests drive",
}

// TestNoMachinePaths fails on a tracked file (a gzipped one unpacked)
// that names an absolute path of the machine it was made on, but the
// shared ones above.
func TestNoMachinePaths(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("git", "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("git ls-files: %v: not a git checkout", err)
	}
	found := 0
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if name == "paths_test.go" {
			continue // this file: its pattern and the examples it is tried on
		}
		text, err := ioutil.ReadFile(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if strings.HasSuffix(name, ".gz") {
			if text, err = gunzip(text); err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
		}
		if bytes.IndexByte(text, 0) >= 0 {
			continue // binary: an image
		}
		for i, line := range strings.Split(string(text), "\n") {
			for _, m := range machinePath.FindAllStringSubmatch(line, -1) {
				if sharedPaths[m[1]] == "" && found < 20 {
					t.Errorf("%s:%d: a path of this machine, %q: name it relative to the repository, or the tool and where its own instructions are", name, i+1, m[1])
					found++
				}
			}
		}
	}
}

// gunzip returns the text gzipped in data.
func gunzip(data []byte) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return ioutil.ReadAll(r)
}

// TestMachinePathPattern holds the pattern to what it must find and what
// it must let be.
func TestMachinePathPattern(t *testing.T) {
	for _, c := range []struct {
		line string
		want string // the path found, or ""
	}{
		{"was made outside the repository (/work/ref); no code", "/work/ref"},
		{"g++ -O2 -o /tmp/dlx ref/dlx.cpp", "/tmp/dlx"},
		{"see /home/ann/sets/x.txt", "/home/ann/sets/x.txt"},
		{"the folder C:\\Users\\ann\\x", "C:\\Users\\ann\\x"},
		{"cp ~/ref/serate .", "~/ref/serate"},
		{"`go run /tmp/fsl /work/main 72`", "/tmp/fsl"},
		{"import \"math/bits\"", ""},
		{"https://raw.githubusercontent.com/tmp/x", ""},
		{"the sets in ../shared/data/", ""},
		{"rate/testdata/README.md", ""},
		{"x := a /b", ""},
	} {
		got := ""
		if m := machinePath.FindStringSubmatch(c.line); m != nil {
			got = m[1]
		}
		if got != c.want {
			t.Errorf("%q: found %q, want %q", c.line, got, c.want)
		}
	}
}
