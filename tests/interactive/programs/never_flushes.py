# expect: TLE (wall) — print() to a pipe is buffered and readline() does not flush it (input()
# would): the guess never leaves, both sides wait for each other.
import sys
n = int(sys.stdin.readline())
print("?", n // 2)
answer = sys.stdin.readline()
