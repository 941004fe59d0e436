#include "judge/judging/answer_files.h"

#include <nlohmann/json.hpp>

#include "judge/util/utf8.h"

namespace gridjudge {
namespace {

constexpr const char* kFormat = "gridjudge-files";
// How every text encode_submitted_files() writes begins (nlohmann's compact dump, keys in order).
constexpr std::string_view kPrefix = R"({"format":"gridjudge-files",)";

}  // namespace

std::string encode_submitted_files(const std::vector<SubmittedFile>& files,
                                   std::string_view entry) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const SubmittedFile& file : files) {
        if (!is_valid_utf8(file.content))
            throw std::invalid_argument(file.name + ": not UTF-8 text");
        list.push_back({{"name", file.name}, {"content", file.content}});
    }
    nlohmann::ordered_json document{{"format", kFormat}, {"files", list}};
    if (!entry.empty()) document["entry"] = std::string(entry);
    return document.dump();
}

bool is_submitted_files(std::string_view text) {
    return text.starts_with(kPrefix);
}

std::string submitted_entry(std::string_view text) {
    const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
    if (!document.is_object() || !document.contains("entry") || !document["entry"].is_string())
        return "";
    return document["entry"].get<std::string>();
}

std::vector<SubmittedFile> decode_submitted_files(std::string_view text) {
    const nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
    if (!document.is_object() || document.value("format", "") != kFormat ||
        !document.contains("files") || !document["files"].is_array())
        throw std::invalid_argument("the submission is not a list of files");
    std::vector<SubmittedFile> files;
    for (const nlohmann::json& file : document["files"]) {
        if (!file.is_object() || !file.contains("name") || !file["name"].is_string() ||
            !file.contains("content") || !file["content"].is_string())
            throw std::invalid_argument("the submission's list of files is malformed");
        files.push_back({file["name"].get<std::string>(), file["content"].get<std::string>()});
    }
    return files;
}

std::vector<std::string> answer_names(const PackageTest& test) {
    const std::string base = test.name.substr(test.name.rfind('/') + 1);
    std::vector<std::string> names;
    if (!test.answer_file.empty()) names.push_back(test.answer_file);
    names.push_back(base + ".out");
    names.push_back("output_" + base + ".txt");
    return names;
}

const SubmittedFile* find_answer(const std::vector<SubmittedFile>& files, const PackageTest& test) {
    for (const std::string& name : answer_names(test))
        for (const SubmittedFile& file : files)
            if (file.name == name) return &file;
    return nullptr;
}

}  // namespace gridjudge
