// A row of a libpqxx result, as a RowReader.
#pragma once

#include <pqxx/pqxx>

#include "db/row_reader.h"

namespace gridjudge::db {

class PostgresRow : public RowReader {
  public:
    explicit PostgresRow(const pqxx::row& row) : row_(row) {}

    bool is_null(int column) const override { return field(column).is_null(); }
    std::int64_t integer(int column) const override { return field(column).as<std::int64_t>(); }
    double real(int column) const override { return field(column).as<double>(); }
    std::string text(int column) const override { return field(column).as<std::string>(); }
    int columns() const override { return static_cast<int>(row_.size()); }

  private:
    pqxx::field field(int column) const { return row_[static_cast<pqxx::row::size_type>(column)]; }
    const pqxx::row& row_;
};

}  // namespace gridjudge::db
