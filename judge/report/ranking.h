// The contest ranking: for each contestant, the score of their latest judged submission to
// each problem, and the total; ranked by total (ties share a rank, ordered by name).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "db/records.h"

namespace gridjudge {

struct RankingCell {
    std::int64_t submission_id = 0;
    double score = 0, max_score = 0;
    Verdict verdict = Verdict::AC;
};

struct RankingRow {
    int rank = 0;
    std::string user;
    std::map<std::string, RankingCell> cells;  // by problem id; absent = no submission
    double total = 0;
};

struct Ranking {
    std::vector<std::string> problems;  // column order: sorted problem ids
    std::vector<RankingRow> rows;
};

// `submissions` in any order; unfinished ones are ignored.
Ranking compute_ranking(const std::vector<db::SubmissionRecord>& submissions);

std::string render_ranking(const Ranking& ranking);

}  // namespace gridjudge
