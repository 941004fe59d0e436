# expect: AC (judged with --lang pypy3: the collector is told the memory limit, PYPY_GC_MAX=256MB)
import os
import sys
if os.environ.get("PYPY_GC_MAX") != "256MB":
    print("PYPY_GC_MAX is", os.environ.get("PYPY_GC_MAX"))
else:
    for line in sys.stdin:
        a, b = map(int, line.split())
        print(a + b)
