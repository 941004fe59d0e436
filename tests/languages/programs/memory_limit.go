// expect: AC (the runtime is told the memory limit: GOMEMLIMIT is 256 MiB)
package main

import (
	"fmt"
	"runtime/debug"
)

func main() {
	if limit := debug.SetMemoryLimit(-1); limit != 256<<20 {
		fmt.Println("the memory limit is", limit)
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
