#include "judge/package/kattis_data.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "judge/model/package_json.h"
#include "judge/package/yaml_reading.h"

namespace gridjudge::package {
namespace {

// What a folder's testdata.yaml / test_group.yaml says, after inheritance where the version
// inherits (legacy: everything; later versions: validator arguments only).
struct FolderConfig {
    // legacy (problemtools reads these in every version: a 2023-07 package may use them)
    std::vector<std::string> grader_flags;
    std::optional<double> accept_score;
    bool legacy_grading = false;  // this folder or one above it used a legacy grading key
    // 2023-07-draft
    std::optional<double> score;
    std::string aggregation;  // "sum", "min" (2023) or "pass-fail", "sum", "min" (2025)
    // 2025-09
    std::optional<double> max_score;
    bool unbounded = false;
    std::vector<std::string> require_pass;
    // every version
    std::vector<std::string> input_validator_arguments, output_validator_arguments;
    bool has_file = false;
};

class DataReader {
  public:
    DataReader(const ImportContext& context, KattisVersion version, bool scoring)
        : context_(context), version_(version), scoring_(scoring) {}

    KattisData run() {
        const bool has_secret = context_.source().is_directory("data/secret");
        const bool has_sample = context_.source().is_directory("data/sample");
        // A problem whose every test is a sample (what a Kattis export of such a problem is)
        // is judged on its samples; without either folder there is nothing to judge.
        if (!has_secret && !has_sample)
            throw PackageError(context_.source().display("data/secret") +
                               ": missing (a Kattis package keeps its secret tests there)");
        if (!has_secret)
            context_.note(context_.source().display("data/secret") +
                          ": missing; the samples are the problem's only tests");
        const FolderConfig root = read_config("data", FolderConfig{});
        std::vector<Folder> tops;
        if (has_sample)
            tops.push_back(read_folder("data/sample", "sample", read_config("data/sample", root)));
        if (has_secret)
            tops.push_back(read_folder("data/secret", "secret", read_config("data/secret", root)));
        data_.accept_if_any_group_accepted =
            scoring_ && has_secret && accepts_if_any_group_accepted(root, tops.back(), has_sample);
        if (!data_.accept_if_any_group_accepted)
            for (const std::string& flag : accepting_flags_)
                context_.note(flag +
                              ": Kattis calls a submission with that group partly solved "
                              "accepted; gridjudge gives it its worst test's verdict with the "
                              "partial score");
        for (Folder& top : tops) {
            if (version_ != KattisVersion::Spec2025)
                flatten(top);
            else if (top.name == "sample")
                score_2025_group(top, top.config);
            else
                group_2025(top);
        }
        if (data_.cases.empty())
            throw PackageError(context_.source().display("data") + ": no test case");
        return std::move(data_);
    }

  private:
    static bool has_flag(const FolderConfig& config, std::string_view flag) {
        return std::find(config.grader_flags.begin(), config.grader_flags.end(), flag) !=
               config.grader_flags.end();
    }

    FolderConfig read_config(const std::string& folder, const FolderConfig& parent) {
        FolderConfig config;
        // Legacy inherits everything; later versions the validators' arguments, and the legacy
        // grading keys, which problemtools inherits whatever the version.
        if (version_ == KattisVersion::Legacy) config = parent;
        config.input_validator_arguments = parent.input_validator_arguments;
        config.output_validator_arguments = parent.output_validator_arguments;
        config.grader_flags = parent.grader_flags;
        config.accept_score = parent.accept_score;
        config.legacy_grading = parent.legacy_grading;
        config.has_file = false;
        std::string file;
        for (const char* name : {"testdata.yaml", "test_group.yaml"}) {
            const std::string path = folder + "/" + name;
            if (!context_.source().is_file(path)) continue;
            if (!file.empty())
                throw PackageError(context_.source().display(folder) +
                                   ": both testdata.yaml and test_group.yaml; keep one");
            file = path;
        }
        if (file.empty()) return config;
        config.has_file = true;
        const YamlFile yaml(context_.read(file), context_.source().display(file));
        const YAML::Node& root = yaml.root();
        if (root.IsNull()) return config;
        if (!root.IsMap()) yaml.fail(root, "(top level)", "expected a map of keys");
        for (const auto& item : root) {
            const std::string key = item.first.as<std::string>();
            const YAML::Node& value = item.second;
            if (key == "grader_flags") {
                config.grader_flags = yaml.words(value, key);
                config.legacy_grading = true;
                check_grader_flags(yaml, value, config.grader_flags);
            } else if (key == "accept_score") {
                config.accept_score = yaml.number(value, key);
                config.legacy_grading = true;
            } else if (key == "reject_score") {
                if (yaml.number(value, key) != 0)
                    yaml.fail(value, key,
                              "a rejected case scoring points is not supported (gridjudge "
                              "scores a rejected case 0)");
                config.legacy_grading = true;
            } else if (key == "range") {
                // The score range a group is expected to stay in: problemtools checks the
                // jury's submissions against it; it does not change a score.
                config.legacy_grading = true;
            } else if (key == "scoring") {
                read_scoring(yaml, value, config);
            } else if (key == "max_score") {
                if (yaml.text(value, key) == "unbounded")
                    config.unbounded = true;
                else
                    config.max_score = yaml.number(value, key);
            } else if (key == "score_aggregation") {
                config.aggregation = yaml.text(value, key);
                if (config.aggregation != "pass-fail" && config.aggregation != "sum" &&
                    config.aggregation != "min")
                    yaml.fail(value, key,
                              "'" + config.aggregation + "' is not pass-fail, sum or min");
            } else if (key == "require_pass") {
                config.require_pass = yaml.words(value, key);
            } else if (key == "input_validator_flags" || key == "input_validator_args") {
                // A map gives arguments per validator; gridjudge gives the same to each.
                config.input_validator_arguments =
                    value.IsMap() ? std::vector<std::string>{} : yaml.words(value, key);
                if (value.IsMap())
                    context_.note(yaml.file() + ": " + key +
                                  " per validator is not supported; the validators got none");
            } else if (key == "output_validator_flags" || key == "output_validator_args") {
                config.output_validator_arguments = yaml.words(value, key);
            } else if (key == "on_reject" || key == "grading" || key == "full_feedback" ||
                       key == "run_samples" || key.find("visualizer") != std::string::npos) {
                // How results are shown or when judging stops: no effect on points.
            } else {
                context_.note(yaml.file() + ": key '" + key + "' is not used by gridjudge");
            }
        }
        return config;
    }

    // The default grader's flags (problemtools' default_grader): a score aggregation (sum, avg,
    // min, max), a verdict aggregation, ignore_sample. The verdict flags have no gridjudge form:
    // a submission's verdict is its worst test's.
    void check_grader_flags(const YamlFile& yaml, const YAML::Node& node,
                            const std::vector<std::string>& flags) {
        static const std::set<std::string> kKnown{
            "sum",         "avg",       "min",           "max",           "first_error",
            "worst_error", "no_errors", "always_accept", "ignore_sample", "accept_if_any_accepted"};
        for (const std::string& flag : flags) {
            if (!kKnown.count(flag))
                yaml.fail(node, "grader_flags",
                          "'" + flag + "' is not a flag of the default grader");
            if (flag == "accept_if_any_accepted" || flag == "always_accept")
                accepting_flags_.push_back(yaml.file() + ": grader_flags " + flag);
        }
    }

    void read_scoring(const YamlFile& yaml, const YAML::Node& scoring, FolderConfig& config) {
        if (!scoring.IsMap()) yaml.fail(scoring, "scoring", "expected a map of keys");
        for (const auto& item : scoring) {
            const std::string key = item.first.as<std::string>();
            const std::string field = "scoring." + key;
            if (key == "score") {
                config.score = yaml.number(item.second, field);
            } else if (key == "aggregation") {
                config.aggregation = yaml.text(item.second, field);
                if (config.aggregation != "sum" && config.aggregation != "min")
                    yaml.fail(item.second, field, "'" + config.aggregation + "' is not sum or min");
            } else if (key == "max_score") {
                config.max_score = yaml.number(item.second, field);
            } else {
                yaml.fail(item.second, field, "unknown key");
            }
        }
    }

    // A folder of the data tree: its configuration, its own cases and its subfolders, in Kattis
    // order (lexicographic by name).
    struct Folder {
        std::string name;  // "secret/group1"
        FolderConfig config;
        std::vector<KattisCase> cases;
        std::vector<Folder> folders;
    };

    // The default grader on data/secret with accept_if_any_accepted over its subfolders (the
    // model's groups; cases directly in it would be tests, not groups), and data/'s grader
    // looking at secret alone: what AnyGroupAccepted means.
    static bool accepts_if_any_group_accepted(const FolderConfig& root, const Folder& secret,
                                              bool has_sample) {
        return has_flag(secret.config, "accept_if_any_accepted") &&
               !has_flag(secret.config, "always_accept") && !secret.folders.empty() &&
               secret.cases.empty() && (!has_sample || has_flag(root, "ignore_sample"));
    }

    Folder read_folder(const std::string& path, const std::string& name,
                       const FolderConfig& config) {
        Folder folder{name, config, {}, {}};
        for (const PackageDir::Entry& entry : context_.source().list(path)) {
            const std::string child = path + "/" + entry.name;
            if (entry.kind == PackageDir::Kind::Directory) {
                folder.folders.push_back(
                    read_folder(child, name + "/" + entry.name, read_config(child, config)));
                continue;
            }
            if (entry.name.size() <= 3 || entry.name.substr(entry.name.size() - 3) != ".in")
                continue;
            const std::string base = entry.name.substr(0, entry.name.size() - 3);
            KattisCase test;
            test.name = name + "/" + base;
            test.input = child;
            test.answer = path + "/" + base + ".ans";
            test.sample = name.rfind("sample", 0) == 0;
            if (!context_.source().is_file(test.answer))
                throw PackageError(context_.source().display(test.answer) +
                                   ": missing (the answer of case " + test.name + ")");
            folder.cases.push_back(std::move(test));
        }
        return folder;
    }

    // The aggregation a folder's score is made with (its own, or the version's default).
    std::string aggregation_of(const Folder& folder) const {
        const bool top = folder.name == "secret" || folder.name == "sample";
        if (legacy_rules(folder)) {
            std::string mode = "sum";
            for (const std::string& flag : folder.config.grader_flags)
                if (flag == "sum" || flag == "avg" || flag == "min" || flag == "max") mode = flag;
            return mode;
        }
        if (version_ == KattisVersion::Draft2023)
            return folder.config.aggregation.empty() ? (top ? "sum" : "min")
                                                     : folder.config.aggregation;
        return folder.config.aggregation.empty() ? (top ? "sum" : "pass-fail")
                                                 : folder.config.aggregation;
    }

    // Legacy packages, and 2023-07 folders that use the legacy grading keys without `scoring`
    // (problemtools' own example oddecho does), are scored by problemtools' default grader.
    bool legacy_rules(const Folder& folder) const {
        return version_ == KattisVersion::Legacy ||
               (version_ == KattisVersion::Draft2023 && folder.config.legacy_grading &&
                !folder.config.score && folder.config.aggregation.empty());
    }

    // What one accepted case of the folder scores (legacy accept_score, 2023 score).
    double case_score(const Folder& folder) const {
        if (legacy_rules(folder)) return folder.config.accept_score.value_or(1);
        return folder.config.score.value_or(1);
    }

    // The folder's score when every case is accepted, by the version's rules.
    double full_score(const Folder& folder) const {
        const std::string aggregation = aggregation_of(folder);
        std::vector<double> parts(folder.cases.size(), case_score(folder));
        for (const Folder& sub : folder.folders)
            if (has_cases(sub)) parts.push_back(full_score(sub));
        if (parts.empty()) return 0;
        double total = 0;
        for (double part : parts) total += part;
        if (aggregation == "sum") return total;
        if (aggregation == "avg") return total / static_cast<double>(parts.size());
        if (aggregation == "max") return *std::max_element(parts.begin(), parts.end());
        return *std::min_element(parts.begin(), parts.end());
    }

    static bool has_cases(const Folder& folder) {
        if (!folder.cases.empty()) return true;
        for (const Folder& sub : folder.folders)
            if (has_cases(sub)) return true;
        return false;
    }

    // Puts every case of `folder`'s subtree into `group`.
    void absorb(Folder& folder, const std::string& group) {
        for (KattisCase& test : folder.cases) {
            test.group = group;
            data_.cases.push_back(test);
        }
        for (Folder& sub : folder.folders) absorb(sub, group);
    }

    // legacy and 2023-07: a sum folder's own cases are one group and each subfolder is scored on
    // its own; a folder with any other aggregation is all its subtree, scored as a whole.
    void flatten(Folder& folder) {
        const std::string aggregation = aggregation_of(folder);
        const bool sample = folder.name.rfind("sample", 0) == 0;
        if (aggregation == "sum" || sample) {
            if (!folder.cases.empty()) {
                add_group(folder, Aggregation::EachTest);
                for (KattisCase& test : folder.cases) {
                    test.group = folder.name;
                    test.points = sample ? 0 : scoring_ ? case_score(folder) : 1;
                    data_.cases.push_back(test);
                }
                fix_each_test_points(folder.name);
            }
            for (Folder& sub : folder.folders) flatten(sub);
            return;
        }
        if (!has_cases(folder)) return;
        if (!scoring_) {
            // Pass-fail: one point per case whatever the folder structure.
            add_group(folder, Aggregation::EachTest);
            absorb(folder, folder.name);
            for (KattisCase& test : data_.cases)
                if (test.group == folder.name) test.points = 1;
            fix_each_test_points(folder.name);
            return;
        }
        const Aggregation kind = aggregation == "avg"   ? Aggregation::Sum
                                 : aggregation == "max" ? Aggregation::Max
                                                        : Aggregation::Min;
        add_group(folder, kind);
        data_.groups.back().points = full_score(folder);
        if (!folder.folders.empty())
            context_.note("test data group " + folder.name +
                          " includes its subfolders: scored as " + "one " + aggregation +
                          " group worth " + format_points(data_.groups.back().points));
        absorb(folder, folder.name);
    }

    // 2025-09: the folders under secret with a test_group.yaml are the groups.
    void group_2025(Folder& secret) {
        std::vector<Folder*> groups;
        for (Folder& sub : secret.folders)
            if (sub.config.has_file) groups.push_back(&sub);
        if (groups.empty()) {
            score_2025_group(secret, secret.config);
            return;
        }
        if (aggregation_of(secret) != "sum")
            context_.note("data/secret: score_aggregation " + aggregation_of(secret) +
                          " over the groups is not kept; the groups' scores add up");
        for (Folder* group : groups) {
            FolderConfig config = group->config;
            // What secret requires, each of its groups requires.
            for (const std::string& required : secret.config.require_pass)
                config.require_pass.push_back(required);
            score_2025_group(*group, config);
        }
    }

    void score_2025_group(Folder& folder, const FolderConfig& given) {
        if (!has_cases(folder)) return;
        FolderConfig config = given;
        // The format's own `scoring` example (2025-09) still writes the 2023-07 draft's
        // `scoring: {score: 30, aggregation: min}`: the score is the group's max_score.
        if (!config.max_score && config.score && folder.name != "sample") {
            config.max_score = config.score;
            context_.note("data/" + folder.name +
                          ": scoring.score (the 2023-07 draft's key) taken as max_score");
        }
        const std::size_t first = data_.cases.size();
        absorb(folder, folder.name);
        const std::size_t count = data_.cases.size() - first;
        Folder scored = folder;
        scored.config = config;
        if (folder.name == "sample") {
            add_group(scored, Aggregation::EachTest);
            return;
        }
        if (!scoring_) {
            add_group(scored, Aggregation::EachTest);
            for (std::size_t i = first; i < data_.cases.size(); ++i) data_.cases[i].points = 1;
            fix_each_test_points(folder.name);
            return;
        }
        const bool top = folder.name == "secret";
        if (config.unbounded)
            throw PackageError(context_.source().display("data/" + folder.name) +
                               ": max_score: unbounded groups score by the validator's score.txt, "
                               "which gridjudge does not read");
        if (!config.max_score && !top)
            throw PackageError(context_.source().display("data/" + folder.name) +
                               ": max_score: missing (a scoring problem's groups need one)");
        const double max_score = config.max_score.value_or(100);
        if (aggregation_of(scored) == "sum") {
            add_group(scored, Aggregation::EachTest);
            for (std::size_t i = first; i < data_.cases.size(); ++i)
                data_.cases[i].points = max_score / static_cast<double>(count);
            fix_each_test_points(folder.name);
        } else {
            add_group(scored, Aggregation::Min);
            data_.groups.back().points = max_score;
        }
    }

    void add_group(const Folder& folder, Aggregation aggregation) {
        TestGroup group;
        group.name = folder.name;
        group.aggregation = aggregation;
        for (const std::string& required : folder.config.require_pass) {
            if (!defined_.count(required))
                throw PackageError(context_.source().display("data/" + folder.name) +
                                   ": require_pass: '" + required +
                                   "' is not a group judged before this one");
            group.depends_on.push_back(required);
        }
        defined_.insert(folder.name);
        group.validator_arguments = folder.config.input_validator_arguments;
        check_output_arguments(folder.name, folder.config.output_validator_arguments);
        data_.groups.push_back(std::move(group));
    }

    // An each-test group's points are its cases' points.
    void fix_each_test_points(const std::string& name) {
        double total = 0;
        for (const KattisCase& test : data_.cases)
            if (test.group == name) total += test.points;
        for (TestGroup& group : data_.groups)
            if (group.name == name) group.points = total;
    }

    void check_output_arguments(const std::string& group,
                                const std::vector<std::string>& arguments) {
        if (!output_arguments_set_) {
            data_.output_validator_arguments = arguments;
            output_arguments_set_ = true;
        } else if (arguments != data_.output_validator_arguments) {
            throw PackageError(context_.source().display("data/" + group) +
                               ": output validator arguments differ between groups; gridjudge "
                               "judges a problem with one checker setting");
        }
    }

    const ImportContext& context_;
    KattisVersion version_;
    bool scoring_;
    KattisData data_;
    // "data/secret/testdata.yaml: grader_flags accept_if_any_accepted": noted when the
    // verdict rule cannot follow them.
    std::vector<std::string> accepting_flags_;
    std::set<std::string> defined_;  // groups made so far: what require_pass may name
    bool output_arguments_set_ = false;
};

}  // namespace

KattisData read_kattis_data(const ImportContext& context, KattisVersion version, bool scoring) {
    return DataReader(context, version, scoring).run();
}

std::vector<std::string> kattis_answer_files(const std::vector<std::string>& cases) {
    auto base = [](const std::string& name) { return name.substr(name.rfind('/') + 1); };
    std::map<std::string, int> uses;
    for (const std::string& name : cases) ++uses[base(name)];
    std::vector<std::string> files;
    for (const std::string& name : cases) {
        std::string file = base(name);
        if (uses[file] > 1) {
            file = name;
            std::replace(file.begin(), file.end(), '/', '_');
        }
        files.push_back(file + ".ans");
    }
    return files;
}

}  // namespace gridjudge::package
