// expect: AC (no shadow nor passwd file to read, no shell to start, nothing outside the box to write)
package main

import (
	"fmt"
	"os"
	"os/exec"
)

func main() {
	_, shadow := os.ReadFile("/etc/shadow")
	_, passwd := os.ReadFile("/etc/passwd")
	shell := exec.Command("/bin/sh", "-c", "true").Run()
	written := os.WriteFile("/usr/escaped", []byte("x"), 0o644)
	if shadow == nil || passwd == nil || shell == nil || written == nil {
		fmt.Println("escaped")
		return
	}
	var a, b int64
	for {
		if _, err := fmt.Scan(&a, &b); err != nil {
			break
		}
		fmt.Println(a + b)
	}
}
