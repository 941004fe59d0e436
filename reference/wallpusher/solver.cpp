#include "reference/wallpusher/solver.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "reference/wallpusher/sealed_exits.h"

namespace gridjudge::wallpusher {
namespace {

// A reached state and how it was first reached. The vector of nodes doubles as the BFS queue.
struct Node {
    std::uint64_t key;
    std::int32_t parent;  // index of the node this one was reached from; -1 for the start
    Direction move;       // the move from the parent
};

// Maps a state key to its node index. Linear probing over a power-of-two table kept at most half
// full; slots hold index + 1 so that 0 can mean "empty" and the table can be zero-filled.
class NodeIndex {
  public:
    NodeIndex() : slots_(std::size_t{1} << kInitialBits, 0) {}

    // The existing node of `key`, or `fresh` after recording it as the node of `key`.
    std::int32_t find_or_insert(std::uint64_t key, std::int32_t fresh,
                                const std::vector<Node>& nodes) {
        if (2 * (used_ + 1) > slots_.size()) grow(nodes);
        for (std::size_t slot = home(key);; slot = (slot + 1) & mask()) {
            if (slots_[slot] == 0) {
                slots_[slot] = fresh + 1;
                ++used_;
                return fresh;
            }
            const std::int32_t existing = static_cast<std::int32_t>(slots_[slot] - 1);
            if (nodes[existing].key == key) return existing;
        }
    }

  private:
    static constexpr int kInitialBits = 12;

    std::size_t mask() const { return slots_.size() - 1; }
    // Fibonacci hashing: the wall bits are far from uniform, so multiply them all into the top
    // bits and take those.
    std::size_t home(std::uint64_t key) const {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> (64 - bits_));
    }
    void grow(const std::vector<Node>& nodes) {
        ++bits_;
        std::vector<std::uint32_t> old(std::size_t{1} << bits_, 0);
        old.swap(slots_);
        for (std::uint32_t entry : old) {
            if (entry == 0) continue;
            std::size_t slot = home(nodes[entry - 1].key);
            while (slots_[slot] != 0) slot = (slot + 1) & mask();
            slots_[slot] = entry;
        }
    }

    int bits_ = kInitialBits;
    std::vector<std::uint32_t> slots_;
    std::size_t used_ = 0;
};

std::string moves_to(const std::vector<Node>& nodes, std::int32_t node, Direction last) {
    std::string moves(1, letter(last));
    for (; nodes[node].parent >= 0; node = nodes[node].parent) moves += letter(nodes[node].move);
    std::reverse(moves.begin(), moves.end());
    return moves;
}

}  // namespace

SearchResult shortest_escape(State start, std::size_t state_budget) {
    std::vector<Node> nodes{{start.key(), -1, Direction::North}};
    NodeIndex index;
    index.find_or_insert(start.key(), 0, nodes);
    for (std::int32_t current = 0; current < static_cast<std::int32_t>(nodes.size()); ++current) {
        const State state = State::from_key(nodes[current].key);
        if (exits_sealed(state)) continue;  // nothing from here leads out
        for (Direction direction : kDirections) {
            const MoveOutcome outcome = apply_move(state, direction);
            if (outcome.kind == MoveKind::Leave)
                return {SearchResult::Outcome::Escaped, moves_to(nodes, current, direction),
                        nodes.size()};
            if (!outcome.in_maze()) continue;
            const auto fresh = static_cast<std::int32_t>(nodes.size());
            if (index.find_or_insert(outcome.next.key(), fresh, nodes) != fresh) continue;
            if (nodes.size() == state_budget)
                return {SearchResult::Outcome::GaveUp, "", nodes.size()};
            nodes.push_back({outcome.next.key(), current, direction});
        }
    }
    return {SearchResult::Outcome::NoWayOut, "", nodes.size()};
}

}  // namespace gridjudge::wallpusher
