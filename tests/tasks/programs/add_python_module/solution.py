# The contestant's module the grader imports, using a module of their own beside it.
import arithmetic


def add(a, b):
    return arithmetic.plus(a, b)
