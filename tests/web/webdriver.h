// Browser: headless Chromium driven through ChromeDriver's W3C WebDriver protocol (JSON over
// HTTP, spoken with cpp-httplib), for the web UI's end-to-end tests. One browser session per
// object; the driver and the browser end with it. Elements are WebDriver element references.
#pragma once

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tests/web/child_process.h"

namespace gridjudge::testing {

// Where the browser and its driver are (found by CMake); nullopt if either is missing.
struct BrowserPaths {
    std::filesystem::path chromium, chromedriver;
};
std::optional<BrowserPaths> installed_browser();

class Browser {
  public:
    using Element = std::string;

    // Starts the driver and a headless browser with a 1280x900 window; throws if it cannot.
    Browser(const BrowserPaths& paths, const std::filesystem::path& log_dir);
    ~Browser();

    void open(const std::string& url);
    std::string current_url();
    std::string title();

    // By CSS selector: every match, in document order (may be none) / the first, or a
    // std::runtime_error naming the selector.
    std::vector<Element> find_all(const std::string& css);
    Element find(const std::string& css);
    std::vector<Element> find_all_in(const Element& parent, const std::string& css);
    std::string text(const Element& element);  // as rendered (innerText)
    void click(const Element& element);
    void clear(const Element& element);  // an input's value
    void type(const Element& element, const std::string& text);

    // Runs `script` (a function body; `arguments` holds `args`) and returns what it returns.
    nlohmann::json execute(const std::string& script,
                           const nlohmann::json& args = nlohmann::json::array());
    // Polls `condition` (a JavaScript expression) every 50 ms until it is truthy or `timeout`
    // passes; a page that is just navigating away counts as not yet.
    bool wait_until(const std::string& condition, std::chrono::milliseconds timeout);
    // The text of an open alert() dialog, if one is open.
    std::optional<std::string> alert_text();
    // Saves the viewport as a PNG at `path`.
    void screenshot(const std::filesystem::path& path);

  private:
    nlohmann::json command(const std::string& method, const std::string& path,
                           const nlohmann::json& body = nlohmann::json::object());

    std::unique_ptr<ChildProcess> driver_;
    std::unique_ptr<httplib::Client> client_;
    std::string session_;
};

}  // namespace gridjudge::testing
