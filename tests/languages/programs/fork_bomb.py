# expect: RE stopped on reaching the limit of 64 tasks (the first fork the box's task cap refuses stops the run)
import os
while True:
    if os.fork() == 0:
        while True:
            pass
