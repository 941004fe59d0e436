// Wrong: forgets that S = T needs 0 moves (NOIP folder layout: dave/puzzle/puzzle.cpp).
// States (piece cell, side of the blank); precomputed blank moves around the piece; SPFA.
#include <cstdio>
#include <cstring>
#include <queue>
using namespace std;

int n, m, q, board[32][32], dist[32][32], step[32][32][4][4], best[32][32][4];
bool inq[32][32][4];
const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};

void bfs(int bx, int by, int px, int py) {  // blank from (bx,by); piece at (px,py) blocked
    memset(dist, -1, sizeof dist);
    dist[bx][by] = 0;
    dist[px][py] = 1 << 20;
    queue<pair<int, int>> qu;
    qu.push({bx, by});
    while (!qu.empty()) {
        auto [x, y] = qu.front();
        qu.pop();
        for (int d = 0; d < 4; ++d) {
            int nx = x + dx[d], ny = y + dy[d];
            if (board[nx][ny] && dist[nx][ny] == -1) {
                dist[nx][ny] = dist[x][y] + 1;
                qu.push({nx, ny});
            }
        }
    }
}

int main() {
    freopen("puzzle.in", "r", stdin);
    freopen("puzzle.out", "w", stdout);
    scanf("%d %d %d", &n, &m, &q);
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= m; ++j) scanf("%d", &board[i][j]);
    memset(step, -1, sizeof step);
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= m; ++j) {
            if (!board[i][j]) continue;
            for (int a = 0; a < 4; ++a) {
                int ax = i + dx[a], ay = j + dy[a];
                if (!board[ax][ay]) continue;
                bfs(ax, ay, i, j);
                for (int b = 0; b < 4; ++b) {
                    int bx = i + dx[b], by = j + dy[b];
                    if (b != a && board[bx][by] && dist[bx][by] >= 0)
                        step[i][j][a][b] = dist[bx][by];
                }
            }
        }
    while (q--) {
        int ex, ey, sx, sy, tx, ty;
        scanf("%d %d %d %d %d %d", &ex, &ey, &sx, &sy, &tx, &ty);
        bfs(ex, ey, sx, sy);
        memset(best, 0x3f, sizeof best);
        queue<int> qu;
        for (int d = 0; d < 4; ++d) {
            int x = sx + dx[d], y = sy + dy[d];
            if (board[x][y] && dist[x][y] >= 0 && dist[x][y] < (1 << 20)) {
                best[sx][sy][d] = dist[x][y];
                qu.push(sx * 1000 + sy * 10 + d);
                inq[sx][sy][d] = true;
            }
        }
        while (!qu.empty()) {
            int code = qu.front();
            qu.pop();
            int x = code / 1000, y = code / 10 % 100, d = code % 10;
            inq[x][y][d] = false;
            int cost = best[x][y][d];
            // swap the piece with the blank on side d
            int nx = x + dx[d], ny = y + dy[d], nd = d ^ 1;
            if (cost + 1 < best[nx][ny][nd]) {
                best[nx][ny][nd] = cost + 1;
                if (!inq[nx][ny][nd]) {
                    inq[nx][ny][nd] = true;
                    qu.push(nx * 1000 + ny * 10 + nd);
                }
            }
            for (int e = 0; e < 4; ++e) {
                if (e == d || step[x][y][d][e] < 0) continue;
                if (cost + step[x][y][d][e] < best[x][y][e]) {
                    best[x][y][e] = cost + step[x][y][d][e];
                    if (!inq[x][y][e]) {
                        inq[x][y][e] = true;
                        qu.push(x * 1000 + y * 10 + e);
                    }
                }
            }
        }
        int answer = 0x3f3f3f3f;
        for (int d = 0; d < 4; ++d) answer = min(answer, best[tx][ty][d]);
        printf("%d\n", answer == 0x3f3f3f3f ? -1 : answer);
    }
    return 0;
}
