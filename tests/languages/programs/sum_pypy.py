# expect: AC (judged with --lang pypy3)
import sys
for line in sys.stdin:
    a, b = map(int, line.split())
    print(a + b)
