#include "judge/contest/contest_file_guard.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <vector>

#include <yaml-cpp/anchor.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include "judge/contest/contest_package.h"

namespace gridjudge::contest {
namespace {

std::string where(const YAML::Mark& mark) {
    return mark.line < 0 ? "" : ":" + std::to_string(mark.line + 1);
}

// One open map or sequence: its size once aliases are expanded, and for a map the keys seen so
// far (the parser alternates key and value events).
struct OpenNode {
    YAML::anchor_t anchor = YAML::NullAnchor;
    std::int64_t expanded = 1;
    bool is_map = false;
    bool next_is_key = true;
    std::map<std::string, int> key_lines;
};

class ShapeCheck : public YAML::EventHandler {
  public:
    explicit ShapeCheck(const std::string& file) : file_(file) {}

    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}

    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        leaf(mark, anchor, nullptr);
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        const auto found = anchor_sizes_.find(anchor);
        const std::int64_t size = found == anchor_sizes_.end() ? 1 : found->second;
        mark_key(mark, nullptr);
        add(mark, size);
    }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  const std::string& value) override {
        leaf(mark, anchor, &value);
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override {
        open(mark, anchor, false);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override {
        open(mark, anchor, true);
    }
    void OnMapEnd() override { close(); }

  private:
    [[noreturn]] void fail(const YAML::Mark& mark, const std::string& why) const {
        throw ContestPackageError(file_ + where(mark) + ": " + why);
    }

    // A key (the map's next event is a key) given twice is refused; a value flips back.
    void mark_key(const YAML::Mark& mark, const std::string* scalar) {
        if (open_.empty() || !open_.back().is_map) return;
        OpenNode& map = open_.back();
        const bool is_key = map.next_is_key;
        map.next_is_key = !map.next_is_key;
        if (!is_key || scalar == nullptr) return;
        const auto [at, inserted] = map.key_lines.emplace(*scalar, mark.line + 1);
        if (!inserted)
            fail(mark, *scalar + ": given twice in one map (first at line " +
                           std::to_string(at->second) + ")");
    }

    void leaf(const YAML::Mark& mark, YAML::anchor_t anchor, const std::string* scalar) {
        mark_key(mark, scalar);
        if (anchor != YAML::NullAnchor) anchor_sizes_[anchor] = 1;
        add(mark, 1);
    }

    void open(const YAML::Mark& mark, YAML::anchor_t anchor, bool is_map) {
        mark_key(mark, nullptr);
        if (static_cast<int>(open_.size()) >= kMaxNesting)
            fail(mark, "nested deeper than " + std::to_string(kMaxNesting) +
                           " levels (a contest file needs a few)");
        count(mark, 1);  // the parent counts it when it closes, with everything inside
        OpenNode node;
        node.anchor = anchor;
        node.is_map = is_map;
        open_.push_back(std::move(node));
    }

    void close() {
        const OpenNode node = std::move(open_.back());
        open_.pop_back();
        if (node.anchor != YAML::NullAnchor) anchor_sizes_[node.anchor] = node.expanded;
        if (!open_.empty()) open_.back().expanded = capped(open_.back().expanded + node.expanded);
    }

    // Counts `size` more nodes into the open parent and the whole file.
    void add(const YAML::Mark& mark, std::int64_t size) {
        if (!open_.empty()) open_.back().expanded = capped(open_.back().expanded + size);
        count(mark, size);
    }

    // Counts `size` more nodes into the whole file: empty maps count as much as aliases do.
    void count(const YAML::Mark& mark, std::int64_t size) {
        total_ = capped(total_ + size);
        if (total_ > kMaxExpandedNodes)
            fail(mark, "more than " + std::to_string(kMaxExpandedNodes) +
                           " values, counting each alias as all it names (a YAML bomb?)");
    }

    static std::int64_t capped(std::int64_t value) {
        return std::min(value, kMaxExpandedNodes + 1);
    }

    const std::string& file_;
    std::vector<OpenNode> open_;
    std::map<YAML::anchor_t, std::int64_t> anchor_sizes_;
    std::int64_t total_ = 0;
};

}  // namespace

void check_file_shape(std::string_view text, const std::string& file) {
    // Inside quoted strings too: an upper bound needs no parsing, and real names have few commas.
    const auto flow_marks = std::count_if(text.begin(), text.end(),
                                          [](char c) { return c == ',' || c == '[' || c == '{'; });
    if (flow_marks > kMaxFlowMarks)
        throw ContestPackageError(file + ": more than " + std::to_string(kMaxFlowMarks) +
                                  " of ',', '[' and '{' (3000 teams take some 30000)");
    std::istringstream stream{std::string(text)};
    ShapeCheck check(file);
    try {
        YAML::Parser parser(stream);
        if (!parser.HandleNextDocument(check)) return;
        if (parser.HandleNextDocument(check))
            throw ContestPackageError(file + ": more than one YAML document (a '---' line)");
    } catch (const YAML::Exception& error) {
        throw ContestPackageError(file + where(error.mark) + ": malformed " +
                                  (file.ends_with(".json") ? "JSON" : "YAML") + ": " + error.msg);
    }
}

}  // namespace gridjudge::contest
