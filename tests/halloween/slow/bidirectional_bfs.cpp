// A fast correct solution, as strong contestants write it: bidirectional BFS. Cells numbered with
// move lists, absent ghosts on extra cells that only stay, one byte per packed state saying which
// end has seen it (1 from the start, 2 from the goal), and the smaller frontier grown by one
// whole layer at a time; the first state one end reaches that the other end has seen gives the
// answer. Steps are reversible, so both ends use the same moves.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

static unsigned char side[1 << 24];

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
        std::vector<std::vector<int>> moves(cells);
        const int dr[5] = {0, -1, 1, 0, 0}, dc[5] = {0, 0, 0, -1, 1};
        for (int r = 0; r < h; ++r)
            for (int c = 0; c < w; ++c)
                if (id[r][c] >= 0)
                    for (int k = 0; k < 5; ++k)
                        if (id[r + dr[k]][c + dc[k]] >= 0)
                            moves[id[r][c]].push_back(id[r + dr[k]][c + dc[k]]);
        for (int g = n; g < 3; ++g) {
            s[g] = t[g] = cells++;
            moves.push_back({s[g]});
        }
        memset(side, 0, sizeof side);
        const int start = s[0] << 16 | s[1] << 8 | s[2], goal = t[0] << 16 | t[1] << 8 | t[2];
        std::vector<int> frontier[2] = {{start}, {goal}}, next;
        int depth[2] = {0, 0};
        side[start] = 1;
        side[goal] = 2;
        int answer = -1;
        while (answer < 0 && !frontier[0].empty() && !frontier[1].empty()) {
            const int me = frontier[0].size() <= frontier[1].size() ? 0 : 1;
            const unsigned char mine = me + 1, theirs = 2 - me;
            next.clear();
            for (int u : frontier[me]) {
                const int a = u >> 16, b = u >> 8 & 255, c = u & 255;
                for (int a2 : moves[a])
                    for (int b2 : moves[b]) {
                        if (a2 == b2 || (a2 == b && b2 == a)) continue;
                        for (int c2 : moves[c]) {
                            if (c2 == a2 || c2 == b2) continue;
                            if ((a2 == c && c2 == a) || (b2 == c && c2 == b)) continue;
                            const int v = a2 << 16 | b2 << 8 | c2;
                            if (side[v] == mine) continue;
                            if (side[v] == theirs) answer = depth[0] + depth[1] + 1;
                            side[v] = mine;
                            next.push_back(v);
                        }
                    }
                if (answer >= 0) break;
            }
            ++depth[me];
            std::swap(frontier[me], next);
        }
        printf("%d\n", answer);
    }
}
