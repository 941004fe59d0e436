// Runtime error: sized its cell table for small maps (std::array::at throws on larger ones,
// so the program aborts with an uncaught exception).
#include <array>
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
        array<int, 40> cell_row{};  // "maps are small": not when there are 150 corridor cells
        int cells = 0;
        for (int i = 0; i < h; ++i)
            for (int j = 0; j < w; ++j)
                if (grid[i][j] != '#') cell_row.at(cells++) = i;
        memset(seen, 0, sizeof seen);
        printf("%d\n", cells);
    }
    return 0;
}
