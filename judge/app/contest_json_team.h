// The Contest API's "team", "organization" and "account" objects (ccs-specs 2023-06).
#pragma once

#include <nlohmann/json.hpp>

#include "db/contest_store.h"

namespace gridjudge::app {

// id, name, label (the id: gridjudge has no separate seat label), display_name,
// organization_id (null when none), hidden. Not strict: "extra_time" in seconds is added.
nlohmann::ordered_json team_json(const contest::Team& team, bool strict);

// id, name, formal_name, country (null when not given).
nlohmann::ordered_json organization_json(const contest::Organization& organization);

// id, username, name, type and team_id (null unless a team's account). Never a password: the
// store keeps only its hash, and the hash is not the API's to show.
nlohmann::ordered_json account_json(const contest::Account& account);

}  // namespace gridjudge::app
