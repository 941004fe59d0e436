# expect: AC (the grader imports this file as the module "solution" and calls add)
def add(a, b):
    return a + b
