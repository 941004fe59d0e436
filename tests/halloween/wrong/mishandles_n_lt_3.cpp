// @EXPECTED_RESULTS@: WRONG-ANSWER
// (the verdict `gridjudge verify halloween --solution FILE` holds it to)
// WRONG: always moves three ghosts. With n < 3 the absent ghosts keep their zero-initialised
// start and target, corridor cell 0 (the first in reading order): they wander the map, get in the
// real ghosts' way, and with n = 1 both must end on cell 0, which no step allows. Otherwise this
// is ../accepted.cpp; diff them. Killed by the n < 3 tests.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

static bool seen[1 << 24];

int main() {
    int w, h, n;
    while (std::cin >> w >> h >> n && w != 0) {
        std::string line;
        std::getline(std::cin, line);  // the rest of the "w h n" line
        std::vector<std::string> grid(h);
        for (int r = 0; r < h; ++r) {
            std::getline(std::cin, grid[r]);
            if (!grid[r].empty() && grid[r].back() == '\r') grid[r].pop_back();
        }
        std::vector<std::vector<int>> id(h, std::vector<int>(w, -1));
        std::vector<std::vector<int>> adj;
        int s[3] = {0, 0, 0}, t[3] = {0, 0, 0};
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                if (grid[r][c] != '#') {
                    id[r][c] = (int)adj.size();
                    adj.push_back({});
                    char ch = grid[r][c];
                    if (ch >= 'a' && ch <= 'c') s[ch - 'a'] = id[r][c];
                    if (ch >= 'A' && ch <= 'C') t[ch - 'A'] = id[r][c];
                }
        const int dr[5] = {0, -1, 1, 0, 0}, dc[5] = {0, 0, 0, -1, 1};
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                if (id[r][c] >= 0)
                    for (int k = 0; k < 5; ++k)
                        if (id[r + dr[k]][c + dc[k]] >= 0)
                            adj[id[r][c]].push_back(id[r + dr[k]][c + dc[k]]);
        memset(seen, 0, sizeof seen);
        const int start = s[0] << 16 | s[1] << 8 | s[2], goal = t[0] << 16 | t[1] << 8 | t[2];
        std::vector<int> layer{start}, next;
        seen[start] = true;
        int answer = start == goal ? 0 : -1;
        for (int depth = 0; answer < 0 && !layer.empty(); ++depth) {
            next.clear();
            for (int state : layer) {
                const int a = state >> 16, b = state >> 8 & 255, c = state & 255;
                for (int a2 : adj[a])
                    for (int b2 : adj[b]) {
                        if (b2 == a2 || (a2 == b && b2 == a)) continue;
                        for (int c2 : adj[c]) {
                            if (c2 == a2 || c2 == b2 || (a2 == c && c2 == a) ||
                                (b2 == c && c2 == b))
                                continue;
                            const int to = a2 << 16 | b2 << 8 | c2;
                            if (seen[to]) continue;
                            seen[to] = true;
                            if (to == goal) answer = depth + 1;
                            next.push_back(to);
                        }
                    }
            }
            std::swap(layer, next);
        }
        printf("%d\n", answer);
    }
}
