#include "judge/package/import_support.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "judge/compile/language.h"
#include "judge/model/package_json.h"
#include "judge/package/import_frame.h"
#include "judge/package/input_validation.h"
#include "judge/package/package_folder.h"

namespace gridjudge::package {
namespace fs = std::filesystem;

ImportContext::ImportContext(const PackageDir& source, const StagingFolder& staging,
                             PackageTools& tools, const ImportOptions& options,
                             ImportResult& result)
    : source_(source), staging_(staging), tools_(tools), options_(options), result_(result) {}

std::string ImportContext::read(std::string_view path) const {
    return source_.read(path, options_.caps.max_file_bytes);
}

void ImportContext::count(std::int64_t bytes, std::string_view what) const {
    total_bytes_ += bytes;
    if (++files_ > options_.caps.max_files)
        throw PackageError(std::string(what) + ": the import copies more than " +
                           std::to_string(options_.caps.max_files) + " files");
    if (total_bytes_ > options_.caps.max_total_bytes)
        throw PackageError(std::string(what) + ": the import copies more than " +
                           std::to_string(options_.caps.max_total_bytes) + " bytes in total");
}

void ImportContext::copy(std::string_view source_path, std::string_view staged_path) const {
    const std::int64_t bytes =
        source_.copy_to(source_path, staging_.prepare(staged_path), options_.caps.max_file_bytes);
    count(bytes, source_.display(source_path));
}

void ImportContext::write(std::string_view staged_path, std::string_view content) const {
    staging_.write(staged_path, content);
    count(static_cast<std::int64_t>(content.size()), staged_path);
}

void ImportContext::count_made(const fs::path& file, std::string_view what) const {
    const auto bytes = static_cast<std::int64_t>(fs::file_size(file));
    if (bytes > options_.caps.max_file_bytes)
        throw PackageError(std::string(what) + ": larger than the cap of " +
                           std::to_string(options_.caps.max_file_bytes) + " bytes per file");
    count(bytes, what);
}

std::string ImportContext::origin() const {
    return options_.origin.empty() ? source_.root().string() : options_.origin;
}

ProblemDraft::ProblemDraft(const ImportContext& context, std::string id, PackageFormat format)
    : context_(context) {
    if (!is_valid_problem_id(id))
        throw PackageError("problem id '" + id +
                           "' is not valid (lower-case letters, digits, '_' and '-', at most 64)");
    for (const ImportedProblem& done : context.result().problems)
        if (done.package.id == id)
            throw PackageError("problem id '" + id + "' appears twice in this import");
    package_.id = std::move(id);
    package_.provenance.format = std::string(format_name(format));
    package_.provenance.origin = context.origin();
}

fs::path ProblemDraft::host_path(std::string_view package_path) const {
    return context_.staging().path() / folder() / std::string(package_path);
}

void ProblemDraft::copy(std::string_view source_path, std::string_view package_path) const {
    if (!is_safe_package_path(package_path))
        throw PackageError(context_.source().display(source_path) + ": cannot be stored as '" +
                           std::string(package_path) + "' (not a safe package path)");
    context_.copy(source_path, folder() + "/" + std::string(package_path));
    origins_[std::string(package_path)] = context_.source().display(source_path);
}

void ProblemDraft::write(std::string_view package_path, std::string_view content) const {
    context_.write(folder() + "/" + std::string(package_path), content);
}

fs::path ProblemDraft::output_path(std::string_view package_path) const {
    return context_.staging().prepare(folder() + "/" + std::string(package_path));
}

void ProblemDraft::made(std::string_view package_path) const {
    context_.count_made(host_path(package_path), folder() + "/" + std::string(package_path));
}

void ProblemDraft::add_testlib(std::string_view needed_by) {
    if (has_testlib_) return;
    static constexpr std::string_view kTarget = "files/testlib.h";
    if (!shipped_testlib_.empty()) {
        copy(shipped_testlib_, kTarget);
    } else if (!context_.options().testlib_header.empty()) {
        const fs::path& header = context_.options().testlib_header;
        std::ifstream file(header, std::ios::binary);
        if (!file) throw PackageError(header.string() + ": cannot read the --testlib header");
        std::ostringstream text;
        text << file.rdbuf();
        write(kTarget, text.str());
        context_.note(std::string(needed_by) +
                      " uses testlib.h, which the package does not ship: " + "took " +
                      header.string() + " (--testlib)");
    } else {
        throw PackageError(std::string(needed_by) +
                           " includes testlib.h, which the package does not ship and gridjudge "
                           "does not bundle: pass --testlib FILE with the testlib.h to use");
    }
    package_.files.emplace_back(kTarget);
    has_testlib_ = true;
}

ToolProgram ProblemDraft::work_program(std::string_view source_path, std::string language,
                                       const std::vector<std::string>& headers) {
    ToolProgram program;
    program.language = std::move(language);
    program.source = work_path(context_, "programs/" + std::string(source_path));
    if (!fs::exists(program.source)) {
        context_.source().copy_to(source_path, program.source,
                                  context_.options().caps.max_file_bytes);
        if (includes_testlib(context_.read(source_path))) add_testlib(source_path);
        for (const std::string& header : headers)
            context_.source().copy_to(header, work_path(context_, "programs/" + header),
                                      context_.options().caps.max_file_bytes);
    }
    for (const std::string& header : headers)
        program.include_files.push_back(work_path(context_, "programs/" + header));
    for (const std::string& file : package_.files) program.include_files.push_back(host_path(file));
    return program;
}

void ProblemDraft::require_compiles(const ToolProgram& program, std::string_view what,
                                    std::string_view source) const {
    const ToolResult result = context_.tools().compile(program);
    if (result.ran) return;
    std::string log = result.failure;
    if (log.size() > kCompileLogLimit)
        log = log.substr(0, kCompileLogLimit) + "\n[compiler log cut at " +
              std::to_string(kCompileLogLimit) + " bytes]";
    throw PackageError(std::string(what) + " " + std::string(source) +
                       " does not compile (an import compiles every program of the package; "
                       "the judge would fail on it for every submission):\n" +
                       log);
}

void ProblemDraft::validate_tests(const std::vector<Validator>& validators) {
    for (const Validator& validator : validators)
        require_compiles(validator.program, "validator", validator.spec.source);
    for (const Validator& validator : validators) {
        const std::string& source = validator.spec.source;
        for (const PackageTest& test : package_.tests) {
            const ToolResult result = context_.tools().run(
                validator.program, validator_arguments_for(package_, validator.spec, test),
                host_path(test.input), {});
            require_ran(result, "validator", source);
            if (const std::optional<std::string> why =
                    invalid_input_reason(validator.spec, result)) {
                const auto origin = origins_.find(test.input);
                throw PackageError("test '" + test.name + "' (" +
                                   (origin == origins_.end() ? test.input : origin->second) +
                                   ") is invalid: validator " + source + ": " + *why);
            }
        }
    }
}

void ProblemDraft::finish() {
    if (package_.title.empty()) package_.title = package_.id;
    // The programs the judge compiles for every submission: one that does not compile would
    // make every submission a judging error, so the import refuses it now, with the log.
    const std::pair<const char*, const ProgramSpec*> programs[] = {
        {"checker", &package_.checker},
        {"validator", package_.validator ? &*package_.validator : nullptr},
        {"interactor", package_.interactor ? &*package_.interactor : nullptr}};
    for (const auto& [what, program] : programs)
        if (program && program->protocol != Protocol::Builtin && !program->source.empty())
            require_compiles(tool_program(*this, *program), what, program->source);
    write_problem_json(context_.staging(), folder(), package_);
    context_.result().problems.push_back({package_, context_.staging().destination() / folder()});
}

std::string problem_id_from(std::string_view name, std::string_view where) {
    std::string id;
    for (char c : name) {
        const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const bool keep = (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9') ||
                          lower == '_' || lower == '-';
        id += keep ? lower : '-';
    }
    while (!id.empty() && (id.front() == '-' || id.front() == '_')) id.erase(0, 1);
    if (id.size() > 64) id.resize(64);
    if (!is_valid_problem_id(id))
        throw PackageError(std::string(where) + ": '" + std::string(name) +
                           "' gives no usable problem id; pass one with --id");
    return id;
}

namespace {

// Every extension of the language table, once each, in its order: ".c, .cpp, .cc, ...".
std::string known_extensions() {
    std::vector<std::string_view> seen;
    std::string list;
    for (const Language& language : languages())
        for (const std::string_view extension : language.extensions) {
            if (std::find(seen.begin(), seen.end(), extension) != seen.end()) continue;
            seen.push_back(extension);
            list += (list.empty() ? "" : ", ") + std::string(extension);
        }
    return list;
}

bool is_c_or_cpp(const Language& language) {
    return language.family == "c" || language.family == "cpp";
}

}  // namespace

std::string language_of_source(std::string_view path, std::string_view where) {
    const std::string file(path);
    const std::string extension = fs::path(file).extension().string();
    if (extension == ".C") return "";  // C++ by an old convention the language table lacks
    if (extension == ".sh" || extension == ".bash" || fs::path(file).filename() == "build" ||
        fs::path(file).filename() == "run")
        throw PackageError(std::string(where) + ": " + file +
                           ": a shell script cannot be run: the judge runs a package's programs "
                           "in its sandbox like a contestant's, compiled from one source in one "
                           "of its languages (" +
                           language_id_list() + "), with no shell or build tools");
    const Language* language = language_for_file(file);
    if (language == nullptr)
        throw PackageError(std::string(where) + ": " + file +
                           ": not in a language the judge runs (" + language_id_list() +
                           "; by extension: " + known_extensions() + ")");
    if (language->family == "cpp") return "";  // the judge's default C++
    return std::string(language->id);
}

bool is_c_or_cpp_source(std::string_view path) {
    const Language* language = language_for_file(path);
    return language != nullptr && is_c_or_cpp(*language);
}

std::vector<std::string_view> c_and_cpp_extensions() {
    std::vector<std::string_view> extensions;
    for (const Language& language : languages())
        if (is_c_or_cpp(language))
            for (const std::string_view extension : language.extensions)
                if (std::find(extensions.begin(), extensions.end(), extension) == extensions.end())
                    extensions.push_back(extension);
    return extensions;
}

std::vector<IncludeLine> include_lines(std::string_view source_text) {
    std::vector<IncludeLine> includes;
    std::size_t start = 0;
    while (start < source_text.size()) {
        std::size_t end = source_text.find('\n', start);
        if (end == std::string_view::npos) end = source_text.size();
        std::string_view line = source_text.substr(start, end - start);
        start = end + 1;
        auto skip_blanks = [&line] {
            while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
                line.remove_prefix(1);
        };
        skip_blanks();
        if (line.empty() || line.front() != '#') continue;
        line.remove_prefix(1);
        skip_blanks();
        if (line.substr(0, 7) != "include") continue;
        line.remove_prefix(7);
        skip_blanks();
        if (line.empty() || (line.front() != '"' && line.front() != '<')) continue;
        const bool quoted = line.front() == '"';
        line.remove_prefix(1);
        const std::size_t stop = line.find(quoted ? '"' : '>');
        if (stop == std::string_view::npos) continue;
        includes.push_back({std::string(line.substr(0, stop)), quoted});
    }
    return includes;
}

bool includes_testlib(std::string_view source_text) {
    // Decided from the #include lines only: a comment or a string naming testlib.h is not a use.
    for (const IncludeLine& include : include_lines(source_text))
        if (fs::path(include.header).filename() == "testlib.h") return true;
    return false;
}

ToolProgram tool_program(const ProblemDraft& draft, const ProgramSpec& spec) {
    ToolProgram program;
    program.source = draft.host_path(spec.source);
    program.language = spec.language;
    for (const std::string& file : draft.package().files)
        program.include_files.push_back(draft.host_path(file));
    return program;
}

void require_ran(const ToolResult& result, std::string_view what, std::string_view source) {
    if (result.ran) return;
    // A compiler's log starts with "In function ...": its first "error" line says more.
    std::string_view failure = result.failure;
    if (std::size_t error = failure.find("error"); error != std::string_view::npos) {
        const std::size_t line = failure.rfind('\n', error);
        failure.remove_prefix(line == std::string_view::npos ? 0 : line + 1);
    }
    throw PackageError(std::string(what) + " " + std::string(source) +
                       " could not be run: " + first_line(failure));
}

std::string first_line(std::string_view text) {
    std::size_t start = text.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos) return "";
    std::size_t end = text.find_first_of("\r\n", start);
    std::string line(text.substr(start, end == std::string_view::npos ? text.npos : end - start));
    if (line.size() > 200) line = line.substr(0, 197) + "...";
    return line;
}

}  // namespace gridjudge::package
