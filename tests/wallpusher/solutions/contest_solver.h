// A contestant-style Wall Pusher program (stdin -> stdout, no project code), written the way many
// accepted solutions are: iterative deepening on the number of moves, accepting an escape only
// on the last move of the current bound, with a per-round table of the depth each state was
// first seen at. Flaws switch on the bugs that the official tests must catch; with none it is a
// correct solution, the control that shows the kill test's harness accepts good programs.
#pragma once

#include <cstdio>
#include <string>
#include <unordered_map>

namespace contestant {

// Namespace constants, not static members: a C++14 compiler (the judge's default C++) needs an
// out-of-class definition for a static member array that is indexed at run time.
constexpr int kDr[4] = {-1, 0, 1, 0};  // N E S W
constexpr int kDc[4] = {0, 1, 0, -1};
constexpr int kBit[4] = {2, 4, 8, 1};
constexpr const char* kLetters = "NESW";

struct Flaws {
    int first_bound = 1;                 // 2: a start next to an exit never gets its 1-move answer
    bool outer_walls_pushable = false;   // pushing a boundary wall out of the maze leaves it
    bool double_walls_pushable = false;  // a wall pushed into another one merges with it
};

class WallPusher {
  public:
    WallPusher(Flaws flaws, const int masks[4][6], int row, int col) : flaws_(flaws) {
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 6; ++c) walls_[r][c] = masks[r][c];
        row_ = row;
        col_ = col;
    }

    std::string solve() {
        for (bound_ = flaws_.first_bound;; ++bound_) {
            seen_.clear();
            path_.clear();
            if (search(0)) return path_;
        }
    }

  private:
    static bool inside(int r, int c) { return r >= 0 && r < 4 && c >= 0 && c < 6; }
    static int back(int d) { return (d + 2) % 4; }

    std::string key() const {
        std::string k(1, static_cast<char>(row_ * 6 + col_));
        for (const auto& line : walls_)
            for (int mask : line) k += static_cast<char>(mask);
        return k;
    }

    void set_wall(int r, int c, int d, bool on) {
        if (on)
            walls_[r][c] |= kBit[d];
        else
            walls_[r][c] &= ~kBit[d];
        const int nr = r + kDr[d], nc = c + kDc[d];
        if (!inside(nr, nc)) return;
        if (on)
            walls_[nr][nc] |= kBit[back(d)];
        else
            walls_[nr][nc] &= ~kBit[back(d)];
    }

    bool search(int depth) {
        // C++14 (the judge's default C++): `gridjudge verify` compiles it as it is.
        const auto inserted = seen_.emplace(key(), depth);
        const auto it = inserted.first;
        if (!inserted.second && it->second <= depth) return false;
        it->second = depth;
        if (depth == bound_) return false;
        for (int d = 0; d < 4; ++d) {
            const int nr = row_ + kDr[d], nc = col_ + kDc[d];
            const bool wall = walls_[row_][col_] & kBit[d];
            if (!inside(nr, nc)) {
                if (wall && !flaws_.outer_walls_pushable) continue;
                if (depth + 1 == bound_) {  // leaving counts only as the last move of the bound
                    path_ += kLetters[d];
                    return true;
                }
                continue;
            }
            if (!wall) {
                if (step(d, nr, nc, depth)) return true;
                continue;
            }
            const bool far_wall = walls_[nr][nc] & kBit[d];
            if (far_wall && !flaws_.double_walls_pushable) continue;
            set_wall(row_, col_, d, false);
            set_wall(nr, nc, d, true);
            const bool found = step(d, nr, nc, depth);
            set_wall(nr, nc, d, far_wall);
            set_wall(row_, col_, d, true);
            if (found) return true;
        }
        return false;
    }

    bool step(int d, int nr, int nc, int depth) {
        const int r = row_, c = col_;
        row_ = nr;
        col_ = nc;
        path_ += kLetters[d];
        if (search(depth + 1)) return true;
        path_.pop_back();
        row_ = r;
        col_ = c;
        return false;
    }

    Flaws flaws_;
    int walls_[4][6];
    int row_, col_;
    int bound_ = 0;
    std::string path_;
    std::unordered_map<std::string, int> seen_;
};

inline int run(Flaws flaws) {
    int col, row;
    while (std::scanf("%d %d", &col, &row) == 2 && (col != 0 || row != 0)) {
        int masks[4][6];
        for (auto& line : masks)
            for (int& mask : line) std::scanf("%d", &mask);
        std::printf("%s\n", WallPusher(flaws, masks, row - 1, col - 1).solve().c_str());
    }
    return 0;
}

}  // namespace contestant
