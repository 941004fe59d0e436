// Too slow: a plain BFS over (piece cell, blank cell), run to exhaustion for every game:
// O(q (nm)^2), fine for small boards, seconds on 30x30 boards with 500 games. The queue is a
// static array, as in frank's Pascal: a vector grown anew for every game spent more CPU time in
// page faults than in the search, and that time varied with the host (120 to 560 ms on test 12).
#include <cstdio>
#include <cstring>
using namespace std;

int n, m, q, board[32][32];
static int dist[32][32][32][32], queue[32 * 32 * 32 * 32];
const int dx[4] = {-1, 1, 0, 0}, dy[4] = {0, 0, -1, 1};

int main() {
    freopen("puzzle.in", "r", stdin);
    freopen("puzzle.out", "w", stdout);
    scanf("%d %d %d", &n, &m, &q);
    for (int i = 1; i <= n; ++i)
        for (int j = 1; j <= m; ++j) scanf("%d", &board[i][j]);
    while (q--) {
        int ex, ey, sx, sy, tx, ty;
        scanf("%d %d %d %d %d %d", &ex, &ey, &sx, &sy, &tx, &ty);
        memset(dist, -1, sizeof dist);
        int tail = 0;
        queue[tail++] = ((sx * 32 + sy) * 32 + ex) * 32 + ey;
        dist[sx][sy][ex][ey] = 0;
        int answer = -1;
        for (int head = 0; head < tail; ++head) {
            int code = queue[head], by = code % 32, bx = code / 32 % 32, py = code / 1024 % 32,
                px = code / 32768;
            for (int d = 0; d < 4; ++d) {
                int nx = bx + dx[d], ny = by + dy[d], npx = px, npy = py;
                if (!board[nx][ny]) continue;
                if (nx == px && ny == py) npx = bx, npy = by;  // the piece slides into the blank
                if (dist[npx][npy][nx][ny] != -1) continue;
                dist[npx][npy][nx][ny] = dist[px][py][bx][by] + 1;
                queue[tail++] = ((npx * 32 + npy) * 32 + nx) * 32 + ny;
            }
        }
        // Every state is explored; the answer is the nearest one with the piece on T.
        for (int i = 1; i <= n; ++i)
            for (int j = 1; j <= m; ++j)
                if (dist[tx][ty][i][j] != -1 && (answer == -1 || dist[tx][ty][i][j] < answer))
                    answer = dist[tx][ty][i][j];
        printf("%d\n", answer);
    }
    return 0;
}
