// Text made safe for HTML pages: escaping for element content and attribute values, and
// percent-encoding for URL query values. Every string a contestant controls (names, sources,
// outputs, messages) goes through html_escape before it reaches a page.
#pragma once

#include <string>
#include <string_view>

namespace gridjudge {

// & < > " ' become character references, so the result is safe both as element content and
// inside a quoted attribute. Bytes that are not valid UTF-8 become U+FFFD: a program's binary
// output must not change how the rest of the page decodes.
std::string html_escape(std::string_view text);

// Percent-encodes everything except unreserved characters (RFC 3986), for one query value.
std::string url_encode(std::string_view text);

}  // namespace gridjudge
