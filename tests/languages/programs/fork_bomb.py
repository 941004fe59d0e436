# expect: RE exit code 1 (fork fails once the box's task limit is reached: BlockingIOError)
import os
while True:
    if os.fork() == 0:
        while True:
            pass
