// expect: WA (32-bit numbers: reading 1000000000000 fails and the last answer is missing)
package main

import "fmt"

func main() {
	var a, b int32
	for {
		if _, err := fmt.Scan(&a, &b); err != nil {
			break
		}
		fmt.Println(a + b)
	}
}
