#include "judge/judging/prepared_problem.h"

#include "judge/model/package_json.h"
#include "judge/util/files.h"

namespace gridjudge {
namespace fs = std::filesystem;

ProblemPreparer::ProblemPreparer(Compiler& compiler, BoxRunner& runner, TestDataCache& data)
    : compiler_(compiler), runner_(runner), data_(data) {}

std::shared_ptr<const PreparedProblem> ProblemPreparer::prepare(db::Store& store,
                                                                std::int64_t test_set_id) {
    std::lock_guard lock(mutex_);
    auto& prepared = prepared_[test_set_id];
    if (!prepared) prepared = build(store, test_set_id);
    return prepared;
}

PackageProgram ProblemPreparer::compile_package_program(db::Store& store, std::int64_t test_set_id,
                                                        const ProblemPackage& package,
                                                        const ProgramSpec& program) {
    PackageProgram result;
    const Language* language = program.language.empty() ? language_for_file(program.source)
                                                        : find_language(program.language);
    if (language == nullptr) {
        result.error =
            program.source + ": no known language for it (languages: " + language_id_list() + ")";
        return result;
    }
    std::map<std::string, std::string> stored;  // package path -> sha256
    for (const db::PackageFileRecord& file : store.package_files(test_set_id))
        stored[file.path] = file.sha256;
    auto content = [&](const std::string& path) {
        auto found = stored.find(path);
        if (found == stored.end()) throw std::runtime_error("the package has no file " + path);
        return read_file(data_.file(store, found->second));
    };
    CompileRequest request;
    request.language = language;
    request.source = content(program.source);
    for (const std::string& path : package.files) {
        const std::string name = fs::path(path).filename().string();
        for (const SourceFile& placed : request.extra_files)
            if (placed.name == name)
                throw std::runtime_error("two package files are named " + name);
        request.extra_files.push_back({name, content(path)});
    }
    result.compiled = compiler_.compile(request);
    if (!result.compiled.internal_error.empty()) {
        result.error = result.compiled.internal_error;
        result.judge_fault = true;
    } else if (!result.compiled.ok)
        result.error = program.source + " does not compile:\n" + result.compiled.log;
    return result;
}

std::map<std::string, std::vector<SourceFile>> ProblemPreparer::load_keyed_files(
    db::Store& store, std::int64_t test_set_id,
    const std::map<std::string, std::vector<std::string>>& keyed, const std::string& field,
    bool default_key) {
    std::map<std::string, std::string> stored;  // package path -> sha256
    for (const db::PackageFileRecord& file : store.package_files(test_set_id))
        stored[file.path] = file.sha256;
    std::map<std::string, std::vector<SourceFile>> graders;
    for (const auto& [language, paths] : keyed) {
        if (find_language(language) == nullptr && !(default_key && language == "default"))
            throw std::runtime_error(field + "." + language + ": not a language (" +
                                     language_id_list() + ")");
        for (const std::string& path : paths) {
            auto found = stored.find(path);
            if (found == stored.end()) throw std::runtime_error("the package has no file " + path);
            graders[language].push_back(
                {fs::path(path).filename().string(), read_file(data_.file(store, found->second))});
        }
    }
    return graders;
}

std::shared_ptr<PreparedProblem> ProblemPreparer::build(db::Store& store,
                                                        std::int64_t test_set_id) {
    auto prepared = std::make_shared<PreparedProblem>();
    std::optional<db::TestSetRecord> set = store.test_set(test_set_id);
    if (!set) {
        prepared->setup_error = "test set " + std::to_string(test_set_id) + " is not stored";
        return prepared;
    }
    prepared->test_set = *set;
    try {
        prepared->package = read_package_json(
            set->package_json, set->problem_id + " version " + std::to_string(set->version));
    } catch (const std::exception& error) {
        prepared->setup_error = error.what();
        return prepared;
    }
    prepared->tests = store.tests(test_set_id);
    if (!prepared->package.graders.empty()) {
        try {
            prepared->graders =
                load_keyed_files(store, test_set_id, prepared->package.graders, "graders", false);
        } catch (const std::exception& error) {
            prepared->setup_error = std::string("the problem's grader: ") + error.what();
            return prepared;
        }
    }
    if (!prepared->package.included.empty()) {
        try {
            prepared->included =
                load_keyed_files(store, test_set_id, prepared->package.included, "included", true);
        } catch (const std::exception& error) {
            prepared->setup_error = std::string("the problem's included code: ") + error.what();
            return prepared;
        }
    }
    if (const std::optional<ProgramSpec>& interactor = prepared->package.interactor) {
        try {
            PackageProgram compiled =
                compile_package_program(store, test_set_id, prepared->package, *interactor);
            if (compiled.judge_fault)
                throw WorkerEnvironmentError("the problem's interactor: " + compiled.error);
            if (!compiled.error.empty()) {
                prepared->setup_error = "the problem's interactor: " + compiled.error;
                return prepared;
            }
            prepared->interactor = InteractorProgram{
                interactor->protocol, compiled.compiled.program, interactor->arguments};
        } catch (const WorkerEnvironmentError&) {
            throw;
        } catch (const std::exception& error) {
            prepared->setup_error = std::string("the problem's interactor: ") + error.what();
            return prepared;
        }
    }
    const ProgramSpec& checker = prepared->package.checker;
    if (checker.protocol == Protocol::Builtin) {
        try {
            prepared->checker = BuiltinChecker::find(checker.name, checker.arguments);
        } catch (const std::invalid_argument& error) {
            prepared->setup_error = "the built-in checker " + checker.name + ": " + error.what();
            return prepared;
        }
        if (!prepared->checker)
            prepared->setup_error = "no built-in checker is named '" + checker.name + "'";
        return prepared;
    }
    try {
        PackageProgram compiled =
            compile_package_program(store, test_set_id, prepared->package, checker);
        // Not remembered: the next submission tries again on a machine that may have recovered.
        if (compiled.judge_fault)
            throw WorkerEnvironmentError("the problem's checker: " + compiled.error);
        if (!compiled.error.empty()) {
            prepared->setup_error = "the problem's checker: " + compiled.error;
            return prepared;
        }
        prepared->checker = std::make_unique<ExternalChecker>(
            checker.protocol, compiled.compiled.program, checker.arguments,
            prepared->package.limits.checker_time_ms, prepared->package.limits.checker_memory_mib,
            runner_);
    } catch (const WorkerEnvironmentError&) {
        throw;
    } catch (const std::exception& error) {
        prepared->setup_error = std::string("the problem's checker: ") + error.what();
    }
    return prepared;
}

}  // namespace gridjudge
