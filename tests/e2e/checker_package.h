// A tiny imported-style problem for the end-to-end tests: a + b, one test ("1 2" -> "3") worth
// 100, judged by a testlib-protocol checker the test writes, stored directly with
// Store::add_test_set (no importer involved).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace gridjudge::e2e {

// Stores problem `id` with `checker_source` as its checker, given `checker_time_ms` of CPU time a
// test (limits.checker_time_ms), in a fresh database under the scratch folder; returns the
// database's path.
std::filesystem::path database_with_checker(const std::string& id,
                                            const std::string& checker_source,
                                            std::int64_t checker_time_ms = 60'000);

}  // namespace gridjudge::e2e
