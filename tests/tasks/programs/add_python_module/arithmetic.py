# The contestant's second module.


def plus(a, b):
    return a + b
