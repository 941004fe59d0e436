# expect: WA (one too many)
def add(a, b):
    return a + b + 1
