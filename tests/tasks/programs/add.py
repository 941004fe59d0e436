# expect: IE (Python graders are not judged yet: said, not judged as a whole program)
def add(a, b):
    return a + b
