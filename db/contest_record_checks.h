// What every contest store refuses before it writes anything: text that is not UTF-8 or holds a
// NUL byte (PostgreSQL refuses the one and libpq would cut the other short, silently; SQLite
// would keep both, so a page or the event feed would serve them), and times or language ids the
// stores cannot keep (contest_row_mapping.h). Each throws std::invalid_argument naming the
// record and the field. A clarification's text or a team's name comes from a browser: the store
// is the last line, not the only one.
#pragma once

#include <string>

#include "db/contest_store.h"

namespace gridjudge::db {

void check_storable(const ContestRecord& contest);
void check_storable(const std::string& contest_id, const ContestStateRecord& state);
void check_storable(const std::string& contest_id, const ContestProblemRecord& problem);
void check_storable(const std::string& contest_id, const contest::Organization& organization);
void check_storable(const std::string& contest_id, const contest::Team& team);
void check_storable(const AccountRecord& account);
void check_storable(const SessionRecord& session);
void check_storable_password_hash(const std::string& account_id, const std::string& hash);
void check_storable(const ClarificationRecord& clarification);
void check_storable(const ContestEventRecord& event);

}  // namespace gridjudge::db
