# The jury's grader of "addition" in Python: the contestant's file is the module "solution".
import sys

import solution

data = sys.stdin.read().split()
n = int(data[0])
for i in range(n):
    print(solution.add(int(data[1 + 2 * i]), int(data[2 + 2 * i])))
