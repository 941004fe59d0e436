// The first look at a package file before it becomes a tree of nodes: YAML (and JSON, which
// yaml-cpp reads as the YAML subset it is) from a hostile package may be a bomb. This pass reads
// the file's events once, without building anything, and refuses
// - nesting deeper than kMaxNesting (no contest file needs more than a handful of levels),
// - more than kMaxFlowMarks of the bytes ',', '[' and '{' (checked before parsing, below),
// - more than kMaxExpandedNodes values, each alias counted as all it names ("billion laughs": a
//   few lines naming an anchor that names an anchor ... many times over; or simply millions of
//   tiny values, which as a tree would take gigabytes),
// - a key given twice in one map (which of the two would count is not obvious to a reader),
// - more than one document in the file,
// each with the file and line, as a ContestPackageError.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gridjudge::contest {

inline constexpr int kMaxNesting = 32;
// Some 10 000 teams' worth; also bounds the tree yaml-cpp builds afterwards (tens of MiB).
inline constexpr std::int64_t kMaxExpandedNodes = 200'000;
// yaml-cpp's scanner holds every token of a flow collection ("[...]", "{...}", so all of a JSON
// file) in memory before it reports the first event: some 130 bytes a token, so a 16 MiB file
// of "1,1,1,..." would take 2 GiB before the counting above could stop it. Counting the bytes
// that open or separate flow entries first bounds that (teams.json of 3000 teams has some 30 000).
inline constexpr std::int64_t kMaxFlowMarks = 100'000;

// Throws ContestPackageError "<file>:<line>: ..." (malformed text too).
void check_file_shape(std::string_view text, const std::string& file);

}  // namespace gridjudge::contest
