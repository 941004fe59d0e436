// Wrong: starts the deepening at 2 moves, so a start next to an exit gets a 3-move answer.
#include <cstdio>
#include <cstring>
using namespace std;

int wall[4][6];                                          // bit masks: 1 W, 2 N, 4 E, 8 S
const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};  // N E S W
const int bit[4] = {2, 4, 8, 1}, opposite[4] = {8, 1, 2, 4};
const char name[4] = {'N', 'E', 'S', 'W'};
char path[64];

bool inside(int r, int c) {
    return r >= 0 && r < 4 && c >= 0 && c < 6;
}
int to_border(int r, int c) {
    int d = r;
    if (3 - r < d) d = 3 - r;
    if (c < d) d = c;
    if (5 - c < d) d = 5 - c;
    return d + 1;
}

bool search(int r, int c, int depth, int limit) {
    if (depth + to_border(r, c) > limit) return false;
    for (int d = 0; d < 4; ++d) {
        int nr = r + dr[d], nc = c + dc[d];
        if (!(wall[r][c] & bit[d])) {
            path[depth] = name[d];
            if (!inside(nr, nc)) {
                if (depth + 1 == limit) {
                    path[depth + 1] = 0;
                    return true;
                }
                continue;
            }
            if (search(nr, nc, depth + 1, limit)) return true;
            continue;
        }
        // Push the wall into the next cell: impossible on the border or against a second wall.
        if (!inside(nr, nc) || (wall[nr][nc] & bit[d])) continue;
        int fr = nr + dr[d], fc = nc + dc[d];
        wall[r][c] ^= bit[d];
        wall[nr][nc] ^= opposite[d] | bit[d];
        if (inside(fr, fc)) wall[fr][fc] ^= opposite[d];
        path[depth] = name[d];
        bool found = search(nr, nc, depth + 1, limit);
        wall[r][c] ^= bit[d];
        wall[nr][nc] ^= opposite[d] | bit[d];
        if (inside(fr, fc)) wall[fr][fc] ^= opposite[d];
        if (found) return true;
    }
    return false;
}

int main() {
    int col, row;
    while (scanf("%d %d", &col, &row) == 2 && (col || row)) {
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 6; ++c) scanf("%d", &wall[r][c]);
        for (int limit = 2; limit < 64; ++limit)
            if (search(row - 1, col - 1, 0, limit)) break;
        printf("%s\n", path);
    }
    return 0;
}
