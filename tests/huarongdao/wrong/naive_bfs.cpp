// @EXPECTED_RESULTS@: TIMELIMIT
// (the verdict `gridjudge verify huarongdao --solution FILE` holds it to, FILE being this
// program made one source by the build: tests/huarongdao/CMakeLists.txt)
// Wrong solution (huarongdao): the brute force, a breadth-first search over every (piece cell,
// blank cell) pair for each game, O(q (nm)^2). Right answers, but on 30 x 30 boards with
// q = 500 it needs far more than 1 second. Killed by time. A contestant-style single file:
// stdin -> stdout.
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

const int kDr[4] = {-1, 0, 1, 0};
const int kDc[4] = {0, 1, 0, -1};

int n, m;
int board[32][32];
int dist[32 * 32][32 * 32];  // [piece r * 32 + c][blank r * 32 + c]

bool open_cell(int r, int c) {
    return r >= 1 && r <= n && c >= 1 && c <= m && board[r][c] == 1;
}

int solve_game(int ex, int ey, int sx, int sy, int tx, int ty) {
    if (sx == tx && sy == ty) return 0;
    std::memset(dist, -1, sizeof dist);
    std::vector<std::pair<int, int>> queue{{sx * 32 + sy, ex * 32 + ey}};
    dist[sx * 32 + sy][ex * 32 + ey] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        auto [piece, blank] = queue[head];
        for (int d = 0; d < 4; ++d) {
            int r = blank / 32 + kDr[d], c = blank % 32 + kDc[d];
            if (!open_cell(r, c)) continue;
            int next_blank = r * 32 + c;
            int next_piece = next_blank == piece ? blank : piece;
            if (dist[next_piece][next_blank] != -1) continue;
            dist[next_piece][next_blank] = dist[piece][blank] + 1;
            if (next_piece == tx * 32 + ty) return dist[next_piece][next_blank];
            queue.push_back({next_piece, next_blank});
        }
    }
    return -1;
}

}  // namespace

int main() {
    int q;
    if (std::scanf("%d %d %d", &n, &m, &q) != 3) return 1;
    for (int r = 1; r <= n; ++r)
        for (int c = 1; c <= m; ++c)
            if (std::scanf("%d", &board[r][c]) != 1) return 1;
    while (q-- > 0) {
        int ex, ey, sx, sy, tx, ty;
        if (std::scanf("%d %d %d %d %d %d", &ex, &ey, &sx, &sy, &tx, &ty) != 6) return 1;
        std::printf("%d\n", solve_game(ex, ey, sx, sy, tx, ty));
    }
}
