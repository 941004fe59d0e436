# expect: AC (holds 205 MiB, 80 % of the 256 MiB limit, and answers); judged with --lang pypy3
# A list of 131072 ints is stored unboxed by PyPy: 1 MiB.
import sys
held = [[i] * 131072 for i in range(205)]
for line in sys.stdin:
    a, b = map(int, line.split())
    print(a + b + len(held) - 205)
