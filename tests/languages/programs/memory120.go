// expect: MLE reached the limit of 256 MiB (holds 308 MiB, 120 % of the limit)
package main

import "fmt"

func main() {
	var held [][]byte
	for i := 0; i < 308; i++ {
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
		fmt.Println(a + b + int64(len(held)) - 308)
	}
}
