# expect: MLE reached the limit of 256 MiB (holds 308 MiB, 120 % of the limit); judged with --lang pypy3
# A list of 131072 ints is stored unboxed by PyPy: 1 MiB.
import sys
held = [[i] * 131072 for i in range(308)]
for line in sys.stdin:
    a, b = map(int, line.split())
    print(a + b + len(held) - 308)
