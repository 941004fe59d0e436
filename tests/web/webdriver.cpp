#include "tests/web/webdriver.h"

#include <openssl/evp.h>

#include <fstream>
#include <stdexcept>
#include <thread>

namespace gridjudge::testing {
namespace {

// The key under which WebDriver hands out element references (W3C WebDriver, 12.1).
constexpr const char* kElementKey = "element-6066-11e4-a52e-4f735466cecf";

std::string base64_decode(const std::string& text) {
    std::string bytes(text.size() / 4 * 3, '\0');
    const int length = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(bytes.data()),
                                       reinterpret_cast<const unsigned char*>(text.data()),
                                       static_cast<int>(text.size()));
    if (length < 0) throw std::runtime_error("the screenshot is not base64");
    // EVP_DecodeBlock counts the padding as data.
    std::size_t padding = 0;
    for (auto c = text.rbegin(); c != text.rend() && *c == '='; ++c) ++padding;
    bytes.resize(static_cast<std::size_t>(length) - padding);
    return bytes;
}

std::vector<Browser::Element> element_ids(const nlohmann::json& value) {
    std::vector<Browser::Element> elements;
    for (const nlohmann::json& reference : value) elements.push_back(reference.at(kElementKey));
    return elements;
}

}  // namespace

std::optional<BrowserPaths> installed_browser() {
    const BrowserPaths paths{GRIDJUDGE_CHROMIUM, GRIDJUDGE_CHROMEDRIVER};
    if (paths.chromium.empty() || paths.chromedriver.empty() ||
        !std::filesystem::exists(paths.chromium) || !std::filesystem::exists(paths.chromedriver))
        return std::nullopt;
    return paths;
}

Browser::Browser(const BrowserPaths& paths, const std::filesystem::path& log_dir) {
    driver_ = std::make_unique<ChildProcess>(
        paths.chromedriver, std::vector<std::string>{"--port=0"}, log_dir / "chromedriver.log");
    const std::optional<std::string> started =
        driver_->wait_for_line("started successfully", std::chrono::seconds(20));
    const int port = started ? number_after(*started, "on port ") : -1;
    if (port <= 0) throw std::runtime_error("chromedriver did not start");
    client_ = std::make_unique<httplib::Client>("127.0.0.1", port);
    client_->set_read_timeout(std::chrono::seconds(60));
    const nlohmann::json options{
        {"binary", paths.chromium.string()},
        {"args",
         {"--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
          "--window-size=1280,900", "--hide-scrollbars"}}};
    const nlohmann::json created = command(
        "POST", "/session",
        {{"capabilities",
          {{"alwaysMatch", {{"browserName", "chrome"}, {"goog:chromeOptions", options}}}}}});
    session_ = created.at("sessionId");
}

Browser::~Browser() {
    if (session_.empty()) return;
    try {
        command("DELETE", "");
    } catch (const std::exception&) {
        // The driver is killed next anyway, and the browser with its process group.
    }
}

nlohmann::json Browser::command(const std::string& method, const std::string& path,
                                const nlohmann::json& body) {
    const std::string url = session_.empty() ? path : "/session/" + session_ + path;
    const httplib::Result result = method == "GET" ? client_->Get(url)
                                   : method == "DELETE"
                                       ? client_->Delete(url)
                                       : client_->Post(url, body.dump(), "application/json");
    if (!result) throw std::runtime_error("chromedriver did not answer " + method + " " + url);
    const nlohmann::json reply = nlohmann::json::parse(result->body);
    const nlohmann::json& value = reply.at("value");
    if (value.is_object() && value.contains("error"))
        throw std::runtime_error("WebDriver " + method + " " + path + ": " +
                                 value["error"].get<std::string>() + ": " +
                                 value.value("message", ""));
    return value;
}

void Browser::open(const std::string& url) {
    command("POST", "/url", {{"url", url}});
}

std::string Browser::current_url() {
    return command("GET", "/url");
}

std::string Browser::title() {
    return command("GET", "/title");
}

std::vector<Browser::Element> Browser::find_all(const std::string& css) {
    return element_ids(command("POST", "/elements", {{"using", "css selector"}, {"value", css}}));
}

Browser::Element Browser::find(const std::string& css) {
    const std::vector<Element> found = find_all(css);
    if (found.empty()) throw std::runtime_error("no element matches '" + css + "'");
    return found.front();
}

std::vector<Browser::Element> Browser::find_all_in(const Element& parent, const std::string& css) {
    return element_ids(command("POST", "/element/" + parent + "/elements",
                               {{"using", "css selector"}, {"value", css}}));
}

std::string Browser::text(const Element& element) {
    return command("GET", "/element/" + element + "/text");
}

void Browser::click(const Element& element) {
    command("POST", "/element/" + element + "/click");
}

void Browser::clear(const Element& element) {
    command("POST", "/element/" + element + "/clear");
}

void Browser::type(const Element& element, const std::string& text) {
    command("POST", "/element/" + element + "/value", {{"text", text}});
}

nlohmann::json Browser::execute(const std::string& script, const nlohmann::json& args) {
    return command("POST", "/execute/sync", {{"script", script}, {"args", args}});
}

bool Browser::wait_until(const std::string& condition, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        try {
            if (execute("return Boolean(" + condition + ");") == true) return true;
        } catch (const std::runtime_error&) {
            // The page reloaded between two polls: ask the next one.
        }
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

std::optional<std::string> Browser::alert_text() {
    try {
        return command("GET", "/alert/text").get<std::string>();
    } catch (const std::runtime_error& error) {
        if (std::string(error.what()).find("no such alert") != std::string::npos)
            return std::nullopt;
        throw;
    }
}

void Browser::screenshot(const std::filesystem::path& path) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << base64_decode(command("GET", "/screenshot"));
}

}  // namespace gridjudge::testing
