// Memory limit exceeded: a BFS whose distance table is indexed by three full 16x16 positions
// (256^3 ints = 64 MiB) plus a queue of full states that it clears for every case; the
// tables alone pass 256 MiB.
#include <bits/stdc++.h>  // as many NOIP contestants write it (the judge precompiles it)
using namespace std;

static int dist[256][256][256];
static int queue_a[1 << 24], queue_b[1 << 24], queue_c[1 << 24];
int main() {
    int w, h, n;
    char line[64];
    while (fgets(line, sizeof line, stdin) && sscanf(line, "%d %d %d", &w, &h, &n) == 3 && w) {
        for (int i = 0; i < h; ++i) fgets(line, sizeof line, stdin);
        memset(dist, -1, sizeof dist);
        memset(queue_a, 0, sizeof queue_a);
        memset(queue_b, 0, sizeof queue_b);
        memset(queue_c, 0, sizeof queue_c);
        printf("%d\n", dist[0][0][0] + queue_a[1] + queue_b[2] + queue_c[3]);
    }
    return 0;
}
