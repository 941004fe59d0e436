// expect: RE stopped on reaching the limit of 64 tasks (goroutines blocked in system calls each hold a thread; the first thread refused stops the run)
package main

import (
	"runtime"
	"syscall"
)

func main() {
	for i := 0; i < 100000; i++ {
		go func() {
			runtime.LockOSThread()
			var buf [1]byte
			syscall.Read(0, buf[:0])
			syscall.Nanosleep(&syscall.Timespec{Sec: 60}, nil)
		}()
	}
	syscall.Nanosleep(&syscall.Timespec{Sec: 60}, nil)
}
