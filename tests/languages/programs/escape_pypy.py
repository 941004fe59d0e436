# expect: AC (judged with --lang pypy3: no shadow nor passwd file to read, no process to start, nothing outside the box to write)
import os
import sys


def works(action):
    try:
        action()
        return True
    except OSError:
        return False


def write(path):
    with open(path, "w") as file:
        file.write("x")


escaped = (works(lambda: open("/etc/shadow").read()) or works(lambda: open("/etc/passwd").read())
           or works(lambda: write("/usr/escaped")) or works(lambda: write("../escaped"))
           or works(lambda: os.execv("/bin/sh", ["sh", "-c", "true"])))
if escaped:
    print("escaped")
else:
    for line in sys.stdin:
        a, b = map(int, line.split())
        print(a + b)
