// The docs promise only what the commands take: every `--flag` that README.md, examples/ and
// docs/*.md write after a gridjudge command (`gridjudge CMD ...` or `$gj CMD ...`) must be in
// that command's --help, or be a global option. `generate`'s options belong to each problem's
// strategies (docs/<problem>.md lists them; the generator refuses any other), so they are not
// in its --help and are not checked here.
#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <sstream>

#include "judge/util/files.h"
#include "tests/e2e/e2e_fixture.h"

namespace gridjudge::e2e {
namespace fs = std::filesystem;
namespace {

std::vector<fs::path> documents() {
    std::vector<fs::path> files{kSourceDir / "README.md", kSourceDir / "examples/README.md"};
    for (const auto& entry : fs::directory_iterator(kSourceDir / "docs"))
        if (entry.path().extension() == ".md") files.push_back(entry.path());
    return files;
}

std::set<std::string> flags_in(const std::string& text) {
    std::set<std::string> flags;
    static const std::regex flag(R"(--[a-z][a-z-]*)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), flag);
         it != std::sregex_iterator(); ++it)
        flags.insert(it->str());
    return flags;
}

std::vector<std::string> subcommands() {
    const std::string help = gridjudge({"--help"}).out;
    std::vector<std::string> names;
    std::istringstream lines(help.substr(help.find("Subcommands:")));
    std::string line;
    std::getline(lines, line);
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        if (std::string name; words >> name) names.push_back(name);
    }
    return names;
}

struct Mention {
    std::string where;  // "docs/web.md:25"
    std::string command, flag;
};

// Every flag written after a command name, up to the end of the code span, a shell comment or
// the next command on the line.
std::vector<Mention> mentions(const std::vector<std::string>& commands) {
    std::vector<Mention> found;
    // `contest` has subcommands of its own: its flags are its subcommand's ("contest start").
    static const std::regex start(R"((?:gridjudge|\$gj) ([a-z]+)(?: ([a-z][a-z-]*))?)");
    for (const fs::path& file : documents()) {
        std::istringstream lines(read_file(file));
        int number = 0;
        for (std::string line; std::getline(lines, line);) {
            ++number;
            std::vector<std::pair<std::size_t, std::string>> starts;
            for (auto it = std::sregex_iterator(line.begin(), line.end(), start);
                 it != std::sregex_iterator(); ++it)
                starts.emplace_back(it->position() + it->length(),
                                    (*it)[1].str() == "contest" && (*it)[2].matched
                                        ? "contest " + (*it)[2].str()
                                        : (*it)[1].str());
            for (std::size_t i = 0; i < starts.size(); ++i) {
                const auto& [from, command] = starts[i];
                const std::string first = command.substr(0, command.find(' '));
                if (std::find(commands.begin(), commands.end(), first) == commands.end() ||
                    command == "generate")
                    continue;
                std::size_t end = i + 1 < starts.size() ? starts[i + 1].first : line.size();
                for (const char* stop : {"`", " #"})
                    end = std::min(end, line.find(stop, from) == std::string::npos
                                            ? line.size()
                                            : line.find(stop, from));
                const std::string where =
                    fs::relative(file, kSourceDir).string() + ":" + std::to_string(number);
                for (const std::string& flag : flags_in(line.substr(from, end - from)))
                    found.push_back({where, command, flag});
            }
        }
    }
    return found;
}

TEST(DocsFlags, EveryFlagTheDocsGiveACommandIsInItsHelp) {
    const std::vector<std::string> commands = subcommands();
    ASSERT_GE(commands.size(), 13u);
    const std::set<std::string> global = flags_in(
        gridjudge({"--help"}).out.substr(0, gridjudge({"--help"}).out.find("Subcommands:")));
    std::map<std::string, std::set<std::string>> taken;
    const std::vector<Mention> found = mentions(commands);
    EXPECT_GE(found.size(), 20u);  // the docs do show commands with flags: the scan found them
    for (const Mention& mention : found) {
        auto [it, fresh] = taken.try_emplace(mention.command);
        if (fresh) {
            std::vector<std::string> args;
            std::istringstream words(mention.command);
            for (std::string word; words >> word;) args.push_back(word);
            args.push_back("--help");
            it->second = flags_in(gridjudge(args).out);
        }
        EXPECT_TRUE(it->second.count(mention.flag) || global.count(mention.flag))
            << mention.where << ": " << mention.command << " " << mention.flag
            << " is not an option of gridjudge " << mention.command;
    }
}

}  // namespace
}  // namespace gridjudge::e2e
