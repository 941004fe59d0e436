// Accepted: BFS over packed ghost positions (8 bits each), missing ghosts padded with a
// ghost that never moves, no shared cells and no swaps.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

static unsigned char seen[1 << 24];
int main() {
    int w, h, n;
    char line[64];
    while (fgets(line, sizeof line, stdin) && sscanf(line, "%d %d %d", &w, &h, &n) == 3 && w) {
        vector<string> grid(h);
        for (int i = 0; i < h; ++i) {
            fgets(line, sizeof line, stdin);
            grid[i] = string(line).substr(0, w);
        }
        int id[16][16], cells = 0, start[3] = {0, 0, 0}, goal[3] = {0, 0, 0};
        vector<vector<int>> moves;
        for (int i = 0; i < h; ++i)
            for (int j = 0; j < w; ++j) {
                id[i][j] = -1;
                if (grid[i][j] != '#') id[i][j] = cells++;
            }
        moves.assign(cells + 2, {});
        for (int i = 0; i < h; ++i)
            for (int j = 0; j < w; ++j) {
                if (id[i][j] < 0) continue;
                char c = grid[i][j];
                if (c >= 'a' && c <= 'c') start[c - 'a'] = id[i][j];
                if (c >= 'A' && c <= 'C') goal[c - 'A'] = id[i][j];
                moves[id[i][j]].push_back(id[i][j]);
                const int di[4] = {-1, 1, 0, 0}, dj[4] = {0, 0, -1, 1};
                for (int d = 0; d < 4; ++d) {
                    int a = i + di[d], b = j + dj[d];
                    if (a >= 0 && a < h && b >= 0 && b < w && id[a][b] >= 0)
                        moves[id[i][j]].push_back(id[a][b]);
                }
            }
        // Padding ghosts sit on private cells of their own and never move.
        moves[cells] = {cells};
        moves[cells + 1] = {cells + 1};
        for (int g = n; g < 3; ++g) start[g] = goal[g] = cells + (g - n);
        auto pack = [](int a, int b, int c) { return (a << 16) | (b << 8) | c; };
        memset(seen, 0, sizeof seen);
        vector<int> frontier{pack(start[0], start[1], start[2])}, next;
        seen[frontier[0]] = 1;
        int target = pack(goal[0], goal[1], goal[2]), steps = 0;
        bool found = frontier[0] == target;
        while (!found && !frontier.empty()) {
            ++steps;
            next.clear();
            for (int s : frontier) {
                int a = s >> 16, b = (s >> 8) & 255, c = s & 255;
                for (int na : moves[a])
                    for (int nb : moves[b]) {
                        if (nb == na || (na == b && nb == a)) continue;
                        for (int nc : moves[c]) {
                            if (nc == na || nc == nb || (na == c && nc == a) ||
                                (nb == c && nc == b))
                                continue;
                            int t = pack(na, nb, nc);
                            if (seen[t]) continue;
                            seen[t] = 1;
                            if (t == target) found = true;
                            next.push_back(t);
                        }
                    }
            }
            frontier.swap(next);
        }
        printf("%d\n", steps);
    }
    return 0;
}
