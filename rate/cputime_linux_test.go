//go:build linux

// cputime_linux_test.go reads the CPU time of a goroutine's thread on
// Linux, for the stop tests: how much work a stopped call does after its
// stop, which a wall clock on a machine shared with other work does not
// tell. It must hold nothing else.

package rate

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// lockThreadClock locks the calling goroutine to its thread and returns
// a reader of that thread's CPU time that any goroutine may call (Linux's
// per-thread clock, MAKE_THREAD_CPUCLOCK(tid, CPUCLOCK_SCHED)), and the
// unlock; read is nil if the clock cannot be read.
func lockThreadClock() (read func() time.Duration, unlock func()) {
	runtime.LockOSThread()
	id := int64(int32(^syscall.Gettid()<<3 | 6))
	read = func() time.Duration {
		var ts syscall.Timespec
		if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, uintptr(id), uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
			return -1
		}
		return time.Duration(ts.Nano())
	}
	if read() < 0 {
		read = nil
	}
	return read, runtime.UnlockOSThread
}
