// A plain BFS as many contestants write it: the state is the three ghosts' (row, column), the
// distance table is indexed by the three grid positions (row * 16 + column), cleared for every
// case, and each popped state works out its moves again from the map: 5 x 5 x 5 combinations,
// each checked against the walls, the other ghosts and swaps. It stops when the goal is first
// reached. Correct; the kill table measures its speed (docs/halloween.md).
#include <cstdio>
#include <cstring>
#include <iostream>
#include <queue>
#include <string>

static int dist[256][256][256];

struct State {
    int p[3];  // row * 16 + column of ghosts a, b, c
};

int main() {
    int w, h, n;
    while (std::cin >> w >> h >> n && w != 0) {
        std::string line;
        std::getline(std::cin, line);
        char grid[16][17];
        for (int r = 0; r < h; ++r) {
            std::getline(std::cin, line);
            for (int c = 0; c < w; ++c) grid[r][c] = line[c];
        }
        State start, goal;
        int parked = 0;  // absent ghosts stand on wall cells of the border and never move
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c) {
                char ch = grid[r][c];
                if (ch >= 'a' && ch <= 'c') start.p[ch - 'a'] = r * 16 + c;
                if (ch >= 'A' && ch <= 'C') goal.p[ch - 'A'] = r * 16 + c;
            }
        for (int g = n; g < 3; ++g) start.p[g] = goal.p[g] = parked++;
        memset(dist, -1, sizeof dist);
        const int dr[5] = {0, -1, 1, 0, 0}, dc[5] = {0, 0, 0, -1, 1};
        std::queue<State> q;
        q.push(start);
        dist[start.p[0]][start.p[1]][start.p[2]] = 0;
        int answer = -1;
        while (!q.empty() && answer < 0) {
            State s = q.front();
            q.pop();
            int d = dist[s.p[0]][s.p[1]][s.p[2]];
            for (int i = 0; i < 5 && answer < 0; ++i) {
                State t = s;
                int r0 = s.p[0] / 16 + dr[i], c0 = s.p[0] % 16 + dc[i];
                if (grid[r0][c0] == '#') continue;
                t.p[0] = r0 * 16 + c0;
                for (int j = 0; j < 5 && answer < 0; ++j) {
                    if (1 >= n && j > 0) break;
                    int r1 = s.p[1] / 16 + dr[j], c1 = s.p[1] % 16 + dc[j];
                    if (1 < n && grid[r1][c1] == '#') continue;
                    t.p[1] = r1 * 16 + c1;
                    if (1 < n && t.p[1] == t.p[0]) continue;
                    if (1 < n && t.p[0] == s.p[1] && t.p[1] == s.p[0]) continue;
                    for (int k = 0; k < 5; ++k) {
                        if (2 >= n && k > 0) break;
                        int r2 = s.p[2] / 16 + dr[k], c2 = s.p[2] % 16 + dc[k];
                        if (2 < n && grid[r2][c2] == '#') continue;
                        t.p[2] = r2 * 16 + c2;
                        if (2 < n && (t.p[2] == t.p[0] || t.p[2] == t.p[1])) continue;
                        if (2 < n && t.p[0] == s.p[2] && t.p[2] == s.p[0]) continue;
                        if (2 < n && t.p[1] == s.p[2] && t.p[2] == s.p[1]) continue;
                        int& seen = dist[t.p[0]][t.p[1]][t.p[2]];
                        if (seen >= 0) continue;
                        seen = d + 1;
                        if (t.p[0] == goal.p[0] && t.p[1] == goal.p[1] && t.p[2] == goal.p[2]) {
                            answer = d + 1;
                            break;
                        }
                        q.push(t);
                    }
                }
            }
        }
        printf("%d\n", answer);
    }
}
