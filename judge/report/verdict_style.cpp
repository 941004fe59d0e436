#include "judge/report/verdict_style.h"

namespace gridjudge {
namespace {

std::string_view ansi_code(Verdict verdict) {
    switch (verdict) {
        case Verdict::AC:
            return "32";  // green
        case Verdict::WA:
            return "31";  // red
        case Verdict::PE:
            return "35";  // magenta
        case Verdict::TLE:
            return "33";  // amber
        case Verdict::MLE:
            return "33";
        case Verdict::OLE:
            return "33";
        case Verdict::RE:
            return "1;31";  // bold red
        case Verdict::CE:
            return "90";  // grey
        case Verdict::IE:
            return "1;37;41";  // white on red: the judge's fault
    }
    return "0";
}

}  // namespace

std::string verdict_css_class(std::string_view verdict) {
    const std::optional<Verdict> known = parse_verdict(verdict);
    return known ? "v-" + std::string(verdict_name(*known)) : "v-none";
}

std::string verdict_ansi(std::string_view verdict, std::string_view text) {
    const std::optional<Verdict> known = parse_verdict(verdict);
    if (!known) return std::string(text);
    return "\x1b[" + std::string(ansi_code(*known)) + "m" + std::string(text) + "\x1b[0m";
}

}  // namespace gridjudge
