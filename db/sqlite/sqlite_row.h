// A row of a SQLite statement (after executeStep() returned true), as a RowReader.
#pragma once

#include <SQLiteCpp/Column.h>
#include <SQLiteCpp/Statement.h>

#include "db/row_reader.h"

namespace gridjudge::db {

class SqliteRow : public RowReader {
  public:
    explicit SqliteRow(SQLite::Statement& statement) : statement_(statement) {}

    bool is_null(int column) const override { return statement_.isColumnNull(column); }
    std::int64_t integer(int column) const override {
        return statement_.getColumn(column).getInt64();
    }
    double real(int column) const override { return statement_.getColumn(column).getDouble(); }
    std::string text(int column) const override { return statement_.getColumn(column).getString(); }
    int columns() const override { return statement_.getColumnCount(); }

  private:
    SQLite::Statement& statement_;
};

}  // namespace gridjudge::db
