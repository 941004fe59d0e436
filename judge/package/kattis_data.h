// The test data of a Kattis / ICPC problem package: the cases under data/sample and data/secret
// (nested folders included) and their groups, scored as the package's format version says.
//   legacy:         testdata.yaml grader_flags (sum, avg, min, max) and accept_score, inherited;
//   2023-07-draft:  testdata.yaml scoring: score per accepted case, aggregation sum or min
//                   (defaults: sample 0/sum, secret 1/sum, other folders 1/min);
//   2025-09:        the folders under secret with a test_group.yaml are the groups (everything
//                   below them belongs to them); max_score, score_aggregation (pass-fail, sum,
//                   min) and require_pass give points, aggregation and dependencies.
// The model's groups are flat. In legacy and 2023 packages a sum folder's own cases form a group
// and each subfolder is scored on its own (exact: sums add up); a folder with any other
// aggregation takes its whole subtree into one group worth the subtree's full score (exact for
// all-or-nothing results). Pass-fail problems score one point per secret case; samples score
// nothing. Group names are the folders' paths under data/ ("sample", "secret",
// "secret/group1"), case names the cases' ("secret/group1/03").
#pragma once

#include <map>
#include <string>
#include <vector>

#include "judge/model/package.h"
#include "judge/package/import_support.h"

namespace gridjudge::package {

enum class KattisVersion { Legacy, Draft2023, Spec2025 };

struct KattisCase {
    std::string name;           // "secret/group1/03"
    std::string input, answer;  // paths in the foreign package
    std::string group;
    double points = 0;
    bool sample = false;
};

struct KattisData {
    std::vector<TestGroup> groups;
    std::vector<KattisCase> cases;
    // The output validator's arguments, which must be the same for every group (the model has
    // one checker); the input validators' are each group's validator_arguments.
    std::vector<std::string> output_validator_arguments;
    // problemtools' default grader accepts a submission with any group of data/secret accepted
    // (accept_if_any_accepted there, ignore_sample on data/ or no samples).
    bool accept_if_any_group_accepted = false;
};

KattisData read_kattis_data(const ImportContext& context, KattisVersion version, bool scoring);

// The file a contestant submits as each case's answer in a submit-answer problem (the format
// leaves it open; the import and the export both follow this): the case's answer file as the
// package names it (`03.ans` for data/secret/03), so that a folder of the jury's answers is a
// submission as it is; when two cases share that name (data/sample/1 and data/secret/1), the
// case's whole name under data/ with '_' for '/' (`sample_1.ans`, `secret_1.ans`). `cases` are
// the cases' names ("secret/group1/03"); the result is in their order.
std::vector<std::string> kattis_answer_files(const std::vector<std::string>& cases);

}  // namespace gridjudge::package
