// Compilation error: misspells printf, as submissions written in a hurry do.
#include <cstdio>

int main() {
    int col, row;
    while (scanf("%d %d", &col, &row) == 2 && (col || row)) {
        prinft("N\n");
    }
    return 0;
}
