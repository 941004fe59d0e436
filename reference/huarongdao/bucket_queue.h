// BucketQueue: the priority queue of the per-game shortest-path search (Dial's algorithm).
// Keys are small non-negative integers and never decrease from one pop to the next, so one
// bucket per key in a ring replaces a heap. Valid while every pending key lies in
// [last popped key, last popped key + span].
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace gridjudge::huarongdao {

class BucketQueue {
  public:
    explicit BucketQueue(int span) : buckets_(static_cast<std::size_t>(span) + 1) {}

    bool empty() const { return size_ == 0; }

    void push(int key, int item) {
        // key - key_ <= span < ring size, so one subtraction wraps the slot (no division in
        // the hot loop).
        std::size_t slot = cursor_ + static_cast<std::size_t>(key - key_);
        if (slot >= buckets_.size()) slot -= buckets_.size();
        buckets_[slot].push_back(item);
        ++size_;
    }

    // Removes an item with the smallest key; returns {key, item}. The queue must not be empty.
    std::pair<int, int> pop() {
        while (buckets_[cursor_].empty()) {
            ++key_;
            if (++cursor_ == buckets_.size()) cursor_ = 0;
        }
        std::vector<int>& items = buckets_[cursor_];
        int item = items.back();
        items.pop_back();
        --size_;
        return {key_, item};
    }

    void clear() {
        for (std::vector<int>& items : buckets_) items.clear();
        size_ = 0;
        key_ = 0;
        cursor_ = 0;
    }

  private:
    std::vector<std::vector<int>> buckets_;
    std::size_t size_ = 0;
    int key_ = 0;             // the smallest key that may still be pending
    std::size_t cursor_ = 0;  // its bucket
};

}  // namespace gridjudge::huarongdao
