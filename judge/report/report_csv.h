// The ranking as CSV (RFC 4180: comma-separated, CRLF line ends, quoted when needed) for
// spreadsheets: rank, contestant, then a score and a verdict column per problem, then total.
// A problem the contestant never submitted leaves both its cells empty.
#pragma once

#include <string>

#include "judge/report/ranking.h"

namespace gridjudge {

std::string ranking_csv(const Ranking& ranking);

}  // namespace gridjudge
