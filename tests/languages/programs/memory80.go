// expect: AC (holds 205 MiB, 80 % of the 256 MiB limit, and answers)
package main

import "fmt"

func main() {
	var held [][]byte
	for i := 0; i < 205; i++ {
		chunk := make([]byte, 1<<20)
		for j := range chunk {
			chunk[j] = byte(i)
		}
		held = append(held, chunk)
	}
	var a, b int64
	for {
		if _, err := fmt.Scan(&a, &b); err != nil {
			break
		}
		fmt.Println(a + b + int64(len(held)) - 205)
	}
}
