# expect: WA (judged with --lang pypy3: the product, not the sum)
import sys
for line in sys.stdin:
    a, b = map(int, line.split())
    print(a * b)
