# expect: TLE (burns 2.5 s of CPU time, measured by itself; the judge must report as much)
import time
while time.process_time() < 2.5:
    pass
