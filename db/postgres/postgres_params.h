// The values of a write (db/row_values.h) as libpqxx parameters for `$n` placeholders: text, or
// null for SQL NULL, as libpqxx sends every parameter (the server reads each as its column's
// type). Pass them with pqxx::prepare::make_dynamic_params.
#pragma once

#include <pqxx/pqxx>

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "db/row_values.h"

namespace gridjudge::db {

inline std::vector<std::optional<std::string>> postgres_params(const ColumnWrites& writes) {
    std::vector<std::optional<std::string>> params;
    params.reserve(writes.size());
    for (const ColumnWrite& write : writes) {
        params.push_back(std::visit(
            [](const auto& value) -> std::optional<std::string> {
                using Value = std::decay_t<decltype(value)>;
                if constexpr (std::is_same_v<Value, std::nullptr_t>)
                    return std::nullopt;
                else if constexpr (std::is_same_v<Value, std::string>)
                    return value;
                else
                    return pqxx::to_string(value);
            },
            write.value));
    }
    return params;
}

}  // namespace gridjudge::db
