#include "judge/web/query.h"

#include <charconv>

#include "judge/model/package_json.h"
#include "judge/report/verdict_style.h"
#include "judge/web/http_error.h"

namespace gridjudge::web {
namespace {

// Longer names are not typos a person makes; refusing them bounds what reaches a query.
constexpr std::size_t kMaxValueBytes = 200;

std::string verdict_list() {
    std::string list;
    for (const Verdict verdict : kVerdictsBestFirst)
        list += (list.empty() ? "" : ", ") + std::string(verdict_name(verdict));
    return list;
}

std::optional<std::string> checked_problem(const QueryParams& params) {
    std::optional<std::string> name = optional_param(params, "problem");
    if (!name) return std::nullopt;
    if (!is_valid_problem_id(*name)) throw HttpError(400, "'" + *name + "' is not a problem id");
    return name;
}

// `text` in quotes for a message, cut to a readable length.
std::string quoted(std::string_view text) {
    constexpr std::size_t kShown = 40;
    return "'" + std::string(text.substr(0, kShown)) + (text.size() > kShown ? "...'" : "'");
}

bool is_hex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

void check_query_item(std::string_view item) {
    if (item.empty())
        throw HttpError(400, "the query has an empty item (two '&' in a row, or one at an end)");
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos)
        throw HttpError(400, "query item " + quoted(item) + " has no '=' (write " +
                                 std::string(item.substr(0, 40)) + "= for any value)");
    if (equals == 0) throw HttpError(400, "query item " + quoted(item) + " has no name");
    for (std::size_t i = 0; i < item.size(); ++i) {
        const auto byte = static_cast<unsigned char>(item[i]);
        if (byte <= 0x20 || byte >= 0x7f)
            throw HttpError(
                400, "query item " + quoted(item) + " holds a byte that must be percent-encoded");
        if (item[i] == '%' &&
            (i + 2 >= item.size() || !is_hex(item[i + 1]) || !is_hex(item[i + 2])))
            throw HttpError(400, "query item " + quoted(item) + " holds " +
                                     quoted(item.substr(i, 3)) +
                                     ", which is not a percent escape (% and two hexadecimal "
                                     "digits)");
    }
}

}  // namespace

void check_query_syntax(std::string_view target) {
    const std::size_t question = target.find('?');
    if (question == std::string_view::npos || question + 1 == target.size()) return;
    std::string_view query = target.substr(question + 1);
    for (;;) {
        const std::size_t amp = query.find('&');
        check_query_item(query.substr(0, amp));
        if (amp == std::string_view::npos) return;
        query = query.substr(amp + 1);
    }
}

void require_known_params(const QueryParams& params,
                          std::initializer_list<std::string_view> allowed) {
    for (auto it = params.begin(); it != params.end(); it = params.upper_bound(it->first)) {
        bool known = false;
        for (const std::string_view name : allowed) known = known || name == it->first;
        if (!known) {
            std::string names;
            for (const std::string_view name : allowed)
                names += (names.empty() ? "" : ", ") + std::string(name);
            throw HttpError(
                400, "unknown query parameter '" + it->first + "'" +
                         (names.empty() ? " (this page takes none)" : " (allowed: " + names + ")"));
        }
        if (params.count(it->first) > 1)
            throw HttpError(400, "query parameter '" + it->first + "' is given more than once");
    }
}

std::optional<std::string> optional_param(const QueryParams& params, const std::string& name) {
    const auto it = params.find(name);
    if (it == params.end() || it->second.empty()) return std::nullopt;
    if (it->second.size() > kMaxValueBytes)
        throw HttpError(400, "query parameter '" + name + "' is longer than " +
                                 std::to_string(kMaxValueBytes) + " bytes");
    return it->second;
}

db::SubmissionFilter parse_submission_filter(const QueryParams& params) {
    require_known_params(params, {"problem", "user", "contest", "verdict"});
    db::SubmissionFilter filter;
    filter.problem = checked_problem(params);
    filter.user = optional_param(params, "user");
    filter.contest = optional_param(params, "contest");
    if (const std::optional<std::string> verdict = optional_param(params, "verdict")) {
        filter.verdict = parse_verdict(*verdict);
        if (!filter.verdict)
            throw HttpError(400,
                            "unknown verdict '" + *verdict + "' (known: " + verdict_list() + ")");
    }
    return filter;
}

db::SubmissionFilter parse_ranking_filter(const QueryParams& params) {
    require_known_params(params, {"contest", "problem"});
    db::SubmissionFilter filter;
    filter.problem = checked_problem(params);
    filter.contest = optional_param(params, "contest");
    return filter;
}

std::optional<int> parse_version(const QueryParams& params) {
    require_known_params(params, {"version"});
    const std::optional<std::string> text = optional_param(params, "version");
    if (!text) return std::nullopt;
    int version = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), version);
    if (error != std::errc() || end != text->data() + text->size() || version < 1 ||
        version > 999999)
        throw HttpError(400,
                        "query parameter 'version' must be a test-set version number "
                        "(1, 2, ...), not '" +
                            *text + "'");
    return version;
}

std::int64_t parse_submission_id(std::string_view text) {
    std::int64_t id = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (error != std::errc() || end != text.data() + text.size())
        throw HttpError(404, "there is no submission " + std::string(text));
    return id;
}

}  // namespace gridjudge::web
