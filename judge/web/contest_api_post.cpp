#include "judge/web/contest_api_post.h"

#include <nlohmann/json.hpp>

#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace {

using Json = nlohmann::json;

Json parse_object(const std::string& body) {
    Json json = Json::parse(body, nullptr, /*allow_exceptions=*/false);
    if (json.is_discarded() || !json.is_object())
        throw HttpError(400, "the body is not a JSON object");
    return json;
}

// A string property; "" when absent or null. Throws when it is there but no string.
std::string text(const Json& object, const char* name, bool required) {
    const auto found = object.find(name);
    if (found == object.end() || found->is_null()) {
        if (required) throw HttpError(400, std::string(name) + ": missing");
        return "";
    }
    if (!found->is_string()) throw HttpError(400, std::string(name) + ": not a string");
    if (required && found->get<std::string>().empty())
        throw HttpError(400, std::string(name) + ": empty");
    return found->get<std::string>();
}

// A form field's value; "" when absent and not `required`.
std::string form_field(const httplib::Request& request, const char* name, const char* other,
                       bool required = true) {
    for (const char* key : {name, other}) {
        if (request.has_file(key)) return request.get_file_value(key).content;
        if (request.has_param(key)) return request.get_param_value(key);
    }
    if (required) throw HttpError(400, std::string(name) + ": missing");
    return "";
}

SubmissionPost parse_json_submission(const std::string& body) {
    const Json json = parse_object(body);
    // The team_submit capability: the server sets the id and the time.
    for (const char* refused : {"id", "time", "contest_time"})
        if (json.contains(refused))
            throw HttpError(400, std::string(refused) + ": a team may not set it");
    SubmissionPost post;
    post.problem_id = text(json, "problem_id", true);
    // Optional: an output-only problem's answers need none (the use case asks a program for
    // one).
    post.language_id = text(json, "language_id", false);
    post.team_id = text(json, "team_id", false);
    const auto files = json.find("files");
    if (files == json.end() || !files->is_array() || files->size() != 1 || !(*files)[0].is_object())
        throw HttpError(400, "files: expected an array of one object {\"data\": BASE64 ZIP}");
    const Json& file = (*files)[0];
    const std::string mime = text(file, "mime", false);
    if (!mime.empty() && mime != "application/zip")
        throw HttpError(400, "files: mime '" + mime + "': only application/zip is taken");
    const std::string data = text(file, "data", true);
    post.zip = decode_base64(data, kMaxZipBytes, "files");
    if (!post.language_id.empty()) post.file = unpack_submission_zip(post.zip);
    return post;
}

// The form takes a program (one source as code[] or code, with its language) or an output-only
// problem's answers (files[] or files parts: answer files or zips of them, kept with their sent
// names for the use case to gather by answer_upload.h's rules; no language needed).
SubmissionPost parse_form_submission(const httplib::Request& request) {
    SubmissionPost post;
    post.problem_id = form_field(request, "problem_id", "problem");
    post.language_id = form_field(request, "language_id", "language", false);
    int sources = 0;
    std::size_t answer_bytes = 0;
    for (const auto& [key, file] : request.files) {
        if (key == "files[]" || key == "files") {
            answer_bytes += file.content.size();
            if (answer_bytes > kMaxSourceBytes)
                throw HttpError(
                    400, "files: more than " + std::to_string(kMaxSourceBytes) + " bytes together");
            post.answers.push_back({file.filename, file.content});
            continue;
        }
        if (key != "code[]" && key != "code") continue;
        ++sources;
        // The name as sent, without any folder in it.
        const std::size_t slash = file.filename.find_last_of("/\\");
        post.file = {slash == std::string::npos ? file.filename : file.filename.substr(slash + 1),
                     file.content};
    }
    if (!post.answers.empty()) {
        if (sources != 0)
            throw HttpError(400,
                            "code[] and files: a program's source or an output-only problem's "
                            "answers, not both");
        return post;
    }
    if (sources != 1)
        throw HttpError(400, "code[]: expected exactly one source file, got " +
                                 std::to_string(sources) +
                                 " (an output-only problem's answers are files[] parts)");
    if (post.language_id.empty()) throw HttpError(400, "language_id: missing");
    if (post.file.content.size() > kMaxSourceBytes)
        throw HttpError(400, "code[]: more than " + std::to_string(kMaxSourceBytes) + " bytes");
    return post;
}

}  // namespace

SubmissionPost parse_submission_post(const httplib::Request& request) {
    if (request.is_multipart_form_data()) return parse_form_submission(request);
    return parse_json_submission(request.body);
}

ClarificationPost parse_clarification_post(const std::string& body) {
    const Json json = parse_object(body);
    for (const char* refused : {"id", "time", "contest_time", "from_team_id"})
        if (json.contains(refused) && !json[refused].is_null())
            throw HttpError(400, std::string(refused) + ": the server sets it");
    ClarificationPost post;
    post.text = text(json, "text", true);
    post.problem_id = text(json, "problem_id", false);
    const std::string reply = text(json, "reply_to_id", false);
    if (!reply.empty()) {
        std::size_t used = 0;
        try {
            post.reply_to = std::stoll(reply, &used);
        } catch (const std::logic_error&) {
            used = 0;
        }
        if (used != reply.size() || used == 0)
            throw HttpError(400, "reply_to_id: '" + reply + "' is no clarification id");
    }
    if (json.contains("to_team_id")) post.to_team_id = text(json, "to_team_id", false);
    return post;
}

}  // namespace gridjudge::web
