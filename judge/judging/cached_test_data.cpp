#include "judge/judging/cached_test_data.h"

#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;

TestDataCache::TestDataCache(fs::path dir) : dir_(std::move(dir)) {}

fs::path TestDataCache::file(db::Store& store, const std::string& sha256) {
    if (sha256.size() != 64 || sha256.find_first_not_of("0123456789abcdef") != std::string::npos)
        throw std::runtime_error("'" + sha256 + "' is not a sha256");
    const fs::path path = dir_ / sha256.substr(0, 2) / sha256;
    std::lock_guard lock(mutex_);
    if (verified_.count(sha256)) return path;
    std::error_code missing;
    if (fs::is_regular_file(path, missing)) {
        try {
            if (sha256_hex(read_file(path)) == sha256) {
                verified_.insert(sha256);
                return path;
            }
        } catch (const std::exception&) {
        }
        fs::remove(path, missing);  // damaged: fetched again below
    }
    const std::optional<std::string> data = store.blob(sha256);
    if (!data) throw WorkerEnvironmentError("the database has no data with sha256 " + sha256);
    if (sha256_hex(*data) != sha256)
        throw WorkerEnvironmentError("the database's data stored under sha256 " + sha256 +
                                     " does not have that hash");
    try {
        fs::create_directories(path.parent_path());
        write_file_atomic(path, *data);
    } catch (const std::exception& error) {
        throw WorkerEnvironmentError("cannot keep test data in " + dir_.string() + ": " +
                                     error.what());
    }
    verified_.insert(sha256);
    return path;
}

}  // namespace gridjudge
