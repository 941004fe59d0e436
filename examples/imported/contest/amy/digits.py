# Sums the digits of the number as a string: any length works.
print(sum(int(d) for d in input().strip()))
