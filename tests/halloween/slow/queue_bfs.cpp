// The textbook BFS: corridor cells numbered, each cell's moves listed once (itself first), absent
// ghosts on extra cells that only stay, an int distance table d[a][b][c] cleared with memset for
// every case, a std::queue of packed states, and the answer read when the goal is popped.
// Correct; the kill table measures how fast (docs/halloween.md).
#include <cstdio>
#include <cstring>
#include <iostream>
#include <queue>
#include <string>
#include <vector>

const int kMaxCells = 200;  // 14 x 14 interior cells and two parked ghosts fit
static int d[kMaxCells][kMaxCells][kMaxCells];

int main() {
    int w, h, n;
    while (std::cin >> w >> h >> n && w != 0) {
        std::string line;
        std::getline(std::cin, line);
        std::vector<std::string> grid(h);
        for (int r = 0; r < h; ++r) std::getline(std::cin, grid[r]);
        int id[16][16], cells = 0, s[3], t[3];
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c) {
                id[r][c] = grid[r][c] == '#' ? -1 : cells++;
                char ch = grid[r][c];
                if (ch >= 'a' && ch <= 'c') s[ch - 'a'] = id[r][c];
                if (ch >= 'A' && ch <= 'C') t[ch - 'A'] = id[r][c];
            }
        std::vector<std::vector<int>> G(cells);
        const int dr[5] = {0, -1, 1, 0, 0}, dc[5] = {0, 0, 0, -1, 1};
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                if (id[r][c] >= 0)
                    for (int k = 0; k < 5; ++k)
                        if (id[r + dr[k]][c + dc[k]] >= 0)
                            G[id[r][c]].push_back(id[r + dr[k]][c + dc[k]]);
        for (int g = n; g < 3; ++g) {
            s[g] = t[g] = cells++;
            G.push_back({s[g]});
        }
        memset(d, -1, sizeof d);
        std::queue<int> q;
        q.push(s[0] << 16 | s[1] << 8 | s[2]);
        d[s[0]][s[1]][s[2]] = 0;
        int answer = -1;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            int a = u >> 16, b = u >> 8 & 255, c = u & 255;
            if (a == t[0] && b == t[1] && c == t[2]) {
                answer = d[a][b][c];
                break;
            }
            for (int a2 : G[a])
                for (int b2 : G[b]) {
                    if (a2 == b2 || (a2 == b && b2 == a)) continue;
                    for (int c2 : G[c]) {
                        if (c2 == a2 || c2 == b2) continue;
                        if ((a2 == c && c2 == a) || (b2 == c && c2 == b)) continue;
                        if (d[a2][b2][c2] != -1) continue;
                        d[a2][b2][c2] = d[a][b][c] + 1;
                        q.push(a2 << 16 | b2 << 8 | c2);
                    }
                }
        }
        printf("%d\n", answer);
    }
}
