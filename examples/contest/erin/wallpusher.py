# alice's breadth-first search over (player cell, wall layout), in Python: right on every maze,
# but an interpreter walks the hard mazes' hundred thousand layouts too slowly.
import sys
from collections import deque

DR, DC = (-1, 0, 1, 0), (0, 1, 0, -1)  # N E S W
BIT, OPPOSITE, NAME = (2, 4, 8, 1), (8, 1, 2, 4), "NESW"


def inside(r, c):
    return 0 <= r < 4 and 0 <= c < 6


def solve(walls, row, col):
    start = (tuple(walls), row * 6 + col)
    parent = {start: None}
    frontier = deque([start])
    while frontier:
        state = frontier.popleft()
        walls, cell = state
        r, c = divmod(cell, 6)
        for d in range(4):
            if not walls[cell] & BIT[d] and not inside(r + DR[d], c + DC[d]):
                path = [NAME[d]]
                while parent[state] is not None:
                    state, move = parent[state]
                    path.append(move)
                return "".join(reversed(path))
        for d in range(4):
            nr, nc = r + DR[d], c + DC[d]
            if not inside(nr, nc):
                continue
            nxt = list(walls)
            if walls[cell] & BIT[d]:
                # A push: the next cell's far side must be free.
                if walls[nr * 6 + nc] & BIT[d]:
                    continue
                nxt[cell] ^= BIT[d]
                nxt[nr * 6 + nc] ^= OPPOSITE[d] | BIT[d]
                fr, fc = nr + DR[d], nc + DC[d]
                if inside(fr, fc):
                    nxt[fr * 6 + fc] ^= OPPOSITE[d]
            child = (tuple(nxt), nr * 6 + nc)
            if child in parent:
                continue
            parent[child] = (state, NAME[d])
            frontier.append(child)
    return ""


def main():
    numbers = sys.stdin.read().split()
    at = 0
    out = []
    while at + 1 < len(numbers):
        col, row = int(numbers[at]), int(numbers[at + 1])
        at += 2
        if col == 0 and row == 0:
            break
        walls = [int(x) for x in numbers[at:at + 24]]
        at += 24
        out.append(solve(walls, row - 1, col - 1))
    print("\n".join(out))


main()
