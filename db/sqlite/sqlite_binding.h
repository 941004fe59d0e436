// The values of a write (db/row_values.h) bound to a SQLite statement's `?` placeholders.
#pragma once

#include <SQLiteCpp/Statement.h>

#include <type_traits>

#include "db/row_values.h"

namespace gridjudge::db {

// Binds `writes` in order, the first to placeholder `first`.
inline void bind_values(SQLite::Statement& statement, const ColumnWrites& writes, int first = 1) {
    int index = first;
    for (const ColumnWrite& write : writes) {
        std::visit(
            [&](const auto& value) {
                if constexpr (std::is_same_v<std::decay_t<decltype(value)>, std::nullptr_t>)
                    statement.bind(index);
                else
                    statement.bind(index, value);
            },
            write.value);
        ++index;
    }
}

}  // namespace gridjudge::db
