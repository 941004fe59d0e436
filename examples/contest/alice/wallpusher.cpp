// Accepted: breadth-first search over (player cell, wall layout). Iterative deepening is the
// textbook answer, but it explodes on mazes whose shortest escape is 18+ moves; a BFS visits
// each layout once. A layout is 58 wall bits: every cell's north and west walls, plus the south
// walls of the last row and the east walls of the last column; with the cell, one 64-bit key.
#include <cstdio>
#include <queue>
#include <string>
#include <unordered_map>
using namespace std;

typedef unsigned long long Key;
const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};  // N E S W
const int bit[4] = {2, 4, 8, 1}, opposite[4] = {8, 1, 2, 4};
const char name[4] = {'N', 'E', 'S', 'W'};

bool inside(int r, int c) {
    return r >= 0 && r < 4 && c >= 0 && c < 6;
}

Key encode(int wall[4][6], int r, int c) {
    Key key = 0;
    int k = 0;
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 6; ++j) {
            if (wall[i][j] & 2) key |= 1ULL << k;
            if (wall[i][j] & 1) key |= 1ULL << (k + 1);
            k += 2;
        }
    for (int j = 0; j < 6; ++j, ++k)
        if (wall[3][j] & 8) key |= 1ULL << k;
    for (int i = 0; i < 4; ++i, ++k)
        if (wall[i][5] & 4) key |= 1ULL << k;
    return key | (Key)(r * 6 + c) << 58;
}

void decode(Key key, int wall[4][6], int& r, int& c) {
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 6; ++j) {
            int k = 2 * (i * 6 + j);
            wall[i][j] = (key >> k & 1 ? 2 : 0) | (key >> (k + 1) & 1 ? 1 : 0);
        }
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 6; ++j) {
            if (i < 3 ? (wall[i + 1][j] & 2) : (key >> (48 + j) & 1)) wall[i][j] |= 8;
            if (j < 5 ? (wall[i][j + 1] & 1) : (key >> (54 + i) & 1)) wall[i][j] |= 4;
        }
    r = (int)(key >> 58) / 6;
    c = (int)(key >> 58) % 6;
}

string solve(int start[4][6], int row, int col) {
    unordered_map<Key, pair<Key, char> > parent;
    queue<Key> frontier;
    Key first = encode(start, row, col);
    parent[first] = make_pair(first, 0);
    frontier.push(first);
    int wall[4][6], r, c;
    while (!frontier.empty()) {
        Key key = frontier.front();
        frontier.pop();
        decode(key, wall, r, c);
        string path;
        for (int d = 0; d < 4 && path.empty(); ++d)
            if (!(wall[r][c] & bit[d]) && !inside(r + dr[d], c + dc[d])) path = name[d];
        if (!path.empty()) {
            for (Key at = key; at != first; at = parent[at].first) path += parent[at].second;
            return string(path.rbegin(), path.rend());
        }
        for (int d = 0; d < 4; ++d) {
            int nr = r + dr[d], nc = c + dc[d];
            if (!inside(nr, nc)) continue;
            int next[4][6];
            for (int i = 0; i < 4; ++i)
                for (int j = 0; j < 6; ++j) next[i][j] = wall[i][j];
            if (wall[r][c] & bit[d]) {
                // Push: the next cell's far side must be free; a wall reaching the border joins it.
                if (wall[nr][nc] & bit[d]) continue;
                int fr = nr + dr[d], fc = nc + dc[d];
                next[r][c] ^= bit[d];
                next[nr][nc] ^= opposite[d] | bit[d];
                if (inside(fr, fc)) next[fr][fc] ^= opposite[d];
            }
            Key child = encode(next, nr, nc);
            if (parent.count(child)) continue;
            parent[child] = make_pair(key, name[d]);
            frontier.push(child);
        }
    }
    return "";  // every maze in the data has an escape
}

int main() {
    int col, row, wall[4][6];
    while (scanf("%d %d", &col, &row) == 2 && (col || row)) {
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 6; ++c) scanf("%d", &wall[r][c]);
        printf("%s\n", solve(wall, row - 1, col - 1).c_str());
    }
    return 0;
}
