// expect: AC
package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var a, b int64
	for {
		if _, err := fmt.Fscan(in, &a, &b); err != nil {
			break
		}
		fmt.Fprintln(out, a+b)
	}
}
