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
        case Verdict::MLE:
        case Verdict::OLE:
            return "33";  // amber
        case Verdict::RE:
            return "1;31";  // bold red
        case Verdict::CE:
        case Verdict::Skipped:
            return "90";  // grey
        case Verdict::IE:
            return "1;37;41";  // white on red: the judge's fault
    }
    return "0";
}

}  // namespace

std::string verdict_css_class(std::optional<Verdict> verdict) {
    return verdict ? "v-" + std::string(verdict_name(*verdict)) : "v-none";
}

std::string verdict_ansi(Verdict verdict, std::string_view text) {
    return "\x1b[" + std::string(ansi_code(verdict)) + "m" + std::string(text) + "\x1b[0m";
}

}  // namespace gridjudge
