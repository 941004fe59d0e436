#include "judge/web/charts.h"

#include <algorithm>
#include <cmath>

#include "judge/report/measures.h"
#include "judge/report/verdict_style.h"
#include "judge/util/html_text.h"

namespace gridjudge::web {
namespace {

// An SVG length with one decimal ("12.5"), built from integers: no locale in the way.
std::string tenths(double value) {
    const long scaled = std::lround(value * 10);
    return std::to_string(scaled / 10) + "." + std::to_string(scaled % 10);
}

}  // namespace

std::string meter_svg(std::int64_t used, std::int64_t limit, const std::string& label) {
    const double fraction = fraction_of_limit(used, limit);
    const double width = std::clamp(fraction, 0.0, 1.0) * 100;
    const std::string state = fraction > 1 ? "over" : fraction >= 0.8 ? "near" : "ok";
    return "<svg class=\"meter " + state +
           "\" viewBox=\"0 0 100 8\" preserveAspectRatio=\"none\" "
           "role=\"img\" aria-label=\"" +
           html_escape(label) + "\"><title>" + html_escape(label) +
           "</title><rect class=\"track\" width=\"100\" height=\"8\" rx=\"2\"/>"
           "<rect class=\"fill\" width=\"" +
           tenths(width) + "\" height=\"8\" rx=\"2\"/></svg>";
}

std::string verdict_chart_svg(const std::map<Verdict, int>& count_by_verdict) {
    constexpr int kRowHeight = 28, kLabelWidth = 56, kBarWidth = 360, kWidth = 520;
    int total = 0, most = 0;
    for (const auto& [verdict, count] : count_by_verdict) {
        total += count;
        most = std::max(most, count);
    }
    std::string rows;
    int y = 0;
    for (const Verdict verdict : kVerdictsBestFirst) {
        const auto found = count_by_verdict.find(verdict);
        if (found == count_by_verdict.end() || found->second == 0) continue;
        const int count = found->second;
        const std::string name(verdict_name(verdict));
        const double bar = static_cast<double>(kBarWidth) * count / most;
        const long percent = std::lround(100.0 * count / total);
        rows += "<g class=\"" + verdict_css_class(verdict) + "\" transform=\"translate(0," +
                std::to_string(y) + ")\"><title>" + name + ": " + std::to_string(count) + " (" +
                html_escape(verdict_meaning(verdict)) +
                ")</title>"
                "<text class=\"label\" x=\"0\" y=\"18\">" +
                name +
                "</text>"
                "<rect class=\"bar\" x=\"" +
                std::to_string(kLabelWidth) + "\" y=\"4\" width=\"" + tenths(bar) +
                "\" height=\"18\" rx=\"3\"/>"
                "<text class=\"count\" x=\"" +
                tenths(kLabelWidth + bar + 6) + "\" y=\"18\">" + std::to_string(count) + " (" +
                std::to_string(percent) + "%)</text></g>";
        y += kRowHeight;
    }
    if (rows.empty()) return "<p class=\"empty\">No judged submissions yet.</p>";
    return "<svg class=\"chart verdicts\" viewBox=\"0 0 " + std::to_string(kWidth) + " " +
           std::to_string(y) + "\" width=\"" + std::to_string(kWidth) + "\" height=\"" +
           std::to_string(y) + "\" role=\"img\" aria-label=\"verdicts of " + std::to_string(total) +
           " submissions\">" + rows + "</svg>";
}

}  // namespace gridjudge::web
