// PackageDraft: a small gridjudge package written by a test, file by file, then stored the way
// `gen` and `import` store theirs (install_package): the model and its files stay in step.
#pragma once

#include <filesystem>
#include <string>

#include "db/store.h"
#include "judge/model/package.h"

namespace gridjudge::testing {

class PackageDraft {
  public:
    // `folder` must not exist yet; it becomes the package's staging folder.
    PackageDraft(std::string id, std::filesystem::path folder);

    ProblemPackage& package() { return package_; }
    // A test of `group` (created on first use, each-test) with its input and answer.
    void add_test(const std::string& name, const std::string& group, double points,
                  const std::string& input, const std::string& answer);
    // Copies `source` into the package as `path` (a checker, an interactor, a header).
    void add_file(const std::filesystem::path& source, const std::string& path);

    // Stores it as the problem's new active version; the package folder ends up at `destination`.
    db::TestSetRecord install(db::Store& store, const std::filesystem::path& destination);

  private:
    ProblemPackage package_;
    std::filesystem::path folder_;
};

}  // namespace gridjudge::testing
