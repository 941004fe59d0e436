// Query parameters of the pages and the API, checked strictly: a malformed query string, an
// unknown parameter name, a repeated one, an unknown problem or verdict, or a malformed number is
// a 400 HttpError that says what was wrong and what is allowed; an empty value means "no
// filter" (what an HTML form sends for "any": "?contest=").
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "db/records.h"

namespace gridjudge::web {

using QueryParams = std::multimap<std::string, std::string>;

// The raw query string of a request target ("/submissions?user=amy" -> "user=amy"), before
// cpp-httplib decodes it leniently (it drops "=x" and keeps "%zz" as it is). Throws unless it
// is a list of NAME=VALUE items joined by '&', every name non-empty, every '%' the start of a
// two-digit hexadecimal escape and every byte printable ASCII: "?contest", "?=", "?a=1&&b=2"
// and "?user=%zz" are refused, not read as "no filter".
void check_query_syntax(std::string_view target);

// Throws unless every parameter name is one of `allowed` and none is repeated.
void require_known_params(const QueryParams& params,
                          std::initializer_list<std::string_view> allowed);

// The value of `name`, or nullopt when absent or empty.
std::optional<std::string> optional_param(const QueryParams& params, const std::string& name);

// ?problem=, ?user=, ?contest=, ?verdict=: problem by id, verdict by its short name.
db::SubmissionFilter parse_submission_filter(const QueryParams& params);

// ?contest=, ?problem=: what a ranking covers.
db::SubmissionFilter parse_ranking_filter(const QueryParams& params);

// ?version=N (a test-set version, 1..999999), or nullopt.
std::optional<int> parse_version(const QueryParams& params);

// A submission id taken from a URL path (digits only, by the route); one out of range cannot
// exist, so it is a 404.
std::int64_t parse_submission_id(std::string_view text);

}  // namespace gridjudge::web
