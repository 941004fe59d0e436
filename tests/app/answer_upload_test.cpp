// Gathering an output-only submission's answers (judge/app/answer_upload.h) from real files,
// folders and zips written here with libarchive: what is taken, and every hostile input refused
// with its path named (links, FIFOs, `../`, bombs, thousands of entries, invalid UTF-8).
#include "judge/app/answer_upload.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include "judge/util/files.h"
#include "tests/common/test_zip.h"

namespace gridjudge::app {
namespace {

using testing::write_zip;
using testing::ZipEntry;

namespace fs = std::filesystem;

class AnswerUpload : public ::testing::Test {
  protected:
    fs::path file(const std::string& name, const std::string& content) {
        const fs::path path = dir_.path() / name;
        fs::create_directories(path.parent_path());
        write_file_atomic(path, content);
        return path;
    }

    std::string refusal(const std::vector<fs::path>& paths, const AnswerCaps& caps = {}) {
        try {
            read_answers(paths, caps);
        } catch (const AnswerUploadError& error) {
            return error.what();
        }
        return "(accepted)";
    }

    TempDir dir_{"gridjudge-answer-upload-"};
};

TEST_F(AnswerUpload, FilesFoldersAndZipsAreFlattenedToTheirNames) {
    const fs::path single = file("01.out", "1\n");
    file("folder/sub/output_02.txt", "2\n");
    file("folder/.hidden", "x");
    const fs::path zip = dir_.path() / "answers.zip";
    write_zip(zip, {{"answers/03.out", "3\n"}, {"__MACOSX/answers/._03.out", "junk"}});
    const std::vector<SubmittedFile> files =
        read_answers({single, dir_.path() / "folder", zip}, {});
    ASSERT_EQ(files.size(), 3u);
    EXPECT_EQ(files[0].name, "01.out");
    EXPECT_EQ(files[0].content, "1\n");
    EXPECT_EQ(files[1].name, "03.out");
    EXPECT_EQ(files[1].content, "3\n");
    EXPECT_EQ(files[2].name, "output_02.txt");
}

TEST_F(AnswerUpload, TwoAnswersOfOneNameAreRefused) {
    const fs::path a = file("a/01.out", "1\n");
    file("b/01.out", "2\n");
    EXPECT_EQ(refusal({a, dir_.path() / "b"}),
              (dir_.path() / "b").string() +
                  "/01.out: a second answer named 01.out (the first is " + a.string() +
                  "); nothing was queued");
}

TEST_F(AnswerUpload, LinksAndFifosInAFolderAreRefused) {
    file("linked/01.out", "1\n");
    fs::create_symlink("/etc/passwd", dir_.path() / "linked/02.out");
    EXPECT_EQ(refusal({dir_.path() / "linked"}),
              (dir_.path() / "linked/02.out").string() +
                  ": a symbolic link (answers are regular files); nothing was queued");
    fs::create_directories(dir_.path() / "fifo");
    ASSERT_EQ(::mkfifo((dir_.path() / "fifo/01.out").c_str(), 0600), 0);
    const std::string fifo = refusal({dir_.path() / "fifo"});
    EXPECT_EQ(fifo.rfind((dir_.path() / "fifo/01.out").string() + ": ", 0), 0u) << fifo;
    EXPECT_NE(fifo.find("(an answer is a regular file of at most 64 MiB); nothing was queued"),
              std::string::npos)
        << fifo;
}

TEST_F(AnswerUpload, HostileZipsAreRefusedByTheArchiveRules) {
    const fs::path zip = dir_.path() / "evil.zip";
    write_zip(zip, {{"../evil.out", "1\n"}});
    EXPECT_EQ(refusal({zip}),
              zip.string() + ": entry '../evil.out': a '..' component; nothing was queued");
    fs::remove(zip);
    write_zip(zip, {{"01.out", "", AE_IFLNK, "/etc/passwd"}});
    EXPECT_EQ(refusal({zip}), zip.string() +
                                  ": entry '01.out': a symbolic link (links could lead outside "
                                  "the package); nothing was queued");
    fs::remove(zip);
    // 8 MiB of zeros compress to a few KiB: a bomb against a 1 MiB answer cap.
    write_zip(zip, {{"01.out", std::string(8 << 20, '0')}});
    AnswerCaps caps;
    caps.max_file_bytes = 1 << 20;
    EXPECT_EQ(refusal({zip}, caps),
              zip.string() +
                  ": entry '01.out': unpacks to more than 1048576 bytes (archive bomb?); nothing "
                  "was queued");
    fs::remove(zip);
    std::vector<ZipEntry> many;
    for (int i = 0; i < 1001; ++i) many.push_back({std::to_string(i) + ".out", "1"});
    write_zip(zip, many);
    EXPECT_EQ(refusal({zip}),
              zip.string() + ": more than 1000 entries (archive bomb?); nothing was queued");
}

TEST_F(AnswerUpload, CapsBoundEachAnswerAndTheirCountAndTotal) {
    AnswerCaps caps;
    caps.max_file_bytes = 4;
    const fs::path big = file("big.out", "12345");
    const std::string too_big = refusal({big}, caps);
    EXPECT_EQ(too_big.rfind(big.string() + ": ", 0), 0u) << too_big;
    EXPECT_NE(too_big.find("(an answer is a regular file of at most 4 bytes)"), std::string::npos)
        << too_big;
    caps = {};
    caps.max_files = 2;
    const fs::path a = file("n/1.out", "1"), b = file("n/2.out", "2"), c = file("n/3.out", "3");
    EXPECT_EQ(refusal({dir_.path() / "n"}, caps),
              c.string() + ": more than 2 answer files; nothing was queued");
    caps = {};
    caps.max_total_bytes = 2;
    EXPECT_EQ(refusal({a, b, c}, caps),
              c.string() + ": the answers together exceed 2 bytes; nothing was queued");
}

TEST_F(AnswerUpload, TextThatIsNotUtf8AndEmptyFoldersAreRefused) {
    const fs::path latin1 = file("01.out", "caf\xe9\n");
    EXPECT_EQ(refusal({latin1}), latin1.string() + ": not UTF-8 text; nothing was queued");
    fs::create_directories(dir_.path() / "empty");
    EXPECT_EQ(refusal({dir_.path() / "empty"}), "no answer files were given; nothing was queued");
    EXPECT_EQ(refusal({dir_.path() / "missing"}),
              (dir_.path() / "missing").string() + ": no such file");
}

}  // namespace
}  // namespace gridjudge::app
