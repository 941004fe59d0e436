# expect: AC — halves the range with each guess (Python, flushing each line).
n = int(input())
low, high = 1, n
while low <= high:
    x = (low + high) // 2
    print("?", x, flush=True)
    answer = input().strip()
    if answer == "=":
        break
    if answer == "<":
        high = x - 1
    else:
        low = x + 1
