# expect: RE stopped on reaching the limit of 64 tasks (judged with --lang pypy3: the first fork the box's task cap refuses stops the run)
import os
import time
while True:
    if os.fork() == 0:
        time.sleep(60)
