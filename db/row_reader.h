// RowReader: one row of a query's result, column by column, as both engines give it — SQLite's
// statement (db/sqlite/sqlite_row.h) and libpqxx's row (db/postgres/postgres_row.h). The row
// mapping (row_mapping.h) is written once against it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace gridjudge::db {

class RowReader {
  public:
    virtual ~RowReader() = default;
    virtual bool is_null(int column) const = 0;
    virtual std::int64_t integer(int column) const = 0;
    virtual double real(int column) const = 0;
    virtual std::string text(int column) const = 0;
    virtual int columns() const = 0;
};

// Reads a row's columns in order, from the first: the mapping names each field once, in the
// order of its column list.
class ColumnCursor {
  public:
    explicit ColumnCursor(const RowReader& row, int first = 0) : row_(row), at_(first) {}

    std::int64_t integer() { return row_.integer(at_++); }
    int small_integer() { return static_cast<int>(row_.integer(at_++)); }
    bool flag() { return row_.integer(at_++) != 0; }
    double real() { return row_.real(at_++); }
    std::string text() { return row_.text(at_++); }
    std::optional<std::int64_t> optional_integer() {
        const int column = at_++;
        if (row_.is_null(column)) return std::nullopt;
        return row_.integer(column);
    }
    std::optional<double> optional_real() {
        const int column = at_++;
        if (row_.is_null(column)) return std::nullopt;
        return row_.real(column);
    }
    std::optional<std::string> optional_text() {
        const int column = at_++;
        if (row_.is_null(column)) return std::nullopt;
        return row_.text(column);
    }

  private:
    const RowReader& row_;
    int at_;
};

}  // namespace gridjudge::db
