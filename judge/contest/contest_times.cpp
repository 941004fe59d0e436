#include "judge/contest/contest_times.h"

#include <cctype>
#include <cstdio>

namespace gridjudge::contest {
namespace {

// Reads exactly `count` digits at `at`, advancing it; nullopt if there are fewer.
std::optional<int> digits(std::string_view text, std::size_t& at, std::size_t count) {
    if (at + count > text.size()) return std::nullopt;
    int value = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const char c = text[at + i];
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
        value = value * 10 + (c - '0');
    }
    at += count;
    return value;
}

bool take(std::string_view text, std::size_t& at, char expected) {
    if (at >= text.size() || text[at] != expected) return false;
    ++at;
    return true;
}

// An optional ".uuu" (any number of digits, as DOMjudge writes three): "" if fine, else why.
std::string take_zero_fraction(std::string_view text, std::size_t& at) {
    if (!take(text, at, '.')) return "";
    const std::size_t first = at;
    bool zero = true;
    while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) {
        zero = zero && text[at] == '0';
        ++at;
    }
    if (at == first) return "has a '.' without digits";
    if (!zero) return "has a fraction of a second (gridjudge keeps whole seconds)";
    return "";
}

}  // namespace

ParsedSeconds parse_reltime(std::string_view text) {
    const std::string shape = "'" + std::string(text) + "' is not h:mm:ss";
    std::size_t at = 0;
    long long hours = 0;
    const std::size_t first = at;
    while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) {
        if (at - first >= 6) return {std::nullopt, shape + " (more than 999999 hours)"};
        hours = hours * 10 + (text[at] - '0');
        ++at;
    }
    if (at == first) {
        if (!text.empty() && text[0] == '-')
            return {std::nullopt, "'" + std::string(text) + "' is negative"};
        return {std::nullopt, shape};
    }
    if (!take(text, at, ':')) return {std::nullopt, shape};
    const auto minutes = digits(text, at, 2);
    if (!minutes || !take(text, at, ':')) return {std::nullopt, shape};
    const auto seconds = digits(text, at, 2);
    if (!seconds) return {std::nullopt, shape};
    if (*minutes > 59 || *seconds > 59)
        return {std::nullopt, shape + " (minutes and seconds go up to 59)"};
    if (const std::string why = take_zero_fraction(text, at); !why.empty())
        return {std::nullopt, "'" + std::string(text) + "' " + why};
    if (at != text.size()) return {std::nullopt, shape};
    return {Seconds(hours * 3600 + *minutes * 60 + *seconds), ""};
}

ParsedTime parse_abstime(std::string_view text) {
    const std::string shape = "'" + std::string(text) +
                              "' is not a time yyyy-mm-ddThh:mm:ss with an offset (+hh:mm or Z)";
    std::size_t at = 0;
    const auto year = digits(text, at, 4);
    if (!year || !take(text, at, '-')) return {std::nullopt, shape};
    const auto month = digits(text, at, 2);
    if (!month || !take(text, at, '-')) return {std::nullopt, shape};
    const auto day = digits(text, at, 2);
    if (!day || !take(text, at, 'T')) return {std::nullopt, shape};
    const auto hour = digits(text, at, 2);
    if (!hour || !take(text, at, ':')) return {std::nullopt, shape};
    const auto minute = digits(text, at, 2);
    if (!minute || !take(text, at, ':')) return {std::nullopt, shape};
    const auto second = digits(text, at, 2);
    if (!second) return {std::nullopt, shape};
    if (const std::string why = take_zero_fraction(text, at); !why.empty())
        return {std::nullopt, "'" + std::string(text) + "' " + why};
    int offset_minutes = 0;
    if (take(text, at, 'Z')) {
    } else if (at < text.size() && (text[at] == '+' || text[at] == '-')) {
        const int sign = text[at] == '-' ? -1 : 1;
        ++at;
        const auto offset_hours = digits(text, at, 2);
        if (!offset_hours) return {std::nullopt, shape};
        std::optional<int> offset_rest = 0;
        if (take(text, at, ':')) offset_rest = digits(text, at, 2);
        if (!offset_rest || *offset_hours > 23 || *offset_rest > 59) return {std::nullopt, shape};
        offset_minutes = sign * (*offset_hours * 60 + *offset_rest);
    } else {
        return {std::nullopt, shape};
    }
    if (at != text.size()) return {std::nullopt, shape};

    const std::chrono::year_month_day date{std::chrono::year(*year),
                                           std::chrono::month(static_cast<unsigned>(*month)),
                                           std::chrono::day(static_cast<unsigned>(*day))};
    if (!date.ok() || *hour > 23 || *minute > 59 || *second > 59)
        return {std::nullopt, "'" + std::string(text) + "' is not a real date and time"};
    const TimePoint local = std::chrono::sys_days(date) + std::chrono::hours(*hour) +
                            std::chrono::minutes(*minute) + Seconds(*second);
    return {local - std::chrono::minutes(offset_minutes), ""};
}

std::string format_reltime(Seconds duration) {
    const long long total = duration.count();
    char text[48];
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", total / 3600, total / 60 % 60,
                  total % 60);
    return text;
}

std::string format_abstime(TimePoint time) {
    const auto day = std::chrono::floor<std::chrono::days>(time);
    const std::chrono::year_month_day date{day};
    const std::chrono::hh_mm_ss clock{time - day};
    char text[48];
    std::snprintf(text, sizeof text, "%04d-%02u-%02uT%02lld:%02lld:%02lldZ",
                  static_cast<int>(date.year()), static_cast<unsigned>(date.month()),
                  static_cast<unsigned>(date.day()), static_cast<long long>(clock.hours().count()),
                  static_cast<long long>(clock.minutes().count()),
                  static_cast<long long>(clock.seconds().count()));
    return text;
}

}  // namespace gridjudge::contest
