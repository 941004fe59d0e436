// A submission's files as the Contest API sends them (ccs-specs 2023-06, "Submissions": `files`
// is a base64-encoded zip) and as gridjudge gives them back (GET submissions/ID/files). Uploads
// are hostile: every cap is checked before or while the bytes are decoded and unpacked, never
// taken from what the zip's headers claim, and every refusal is an HttpError 400 whose message
// names the field or the zip entry.
//  - the base64 text and the zip it decodes to are capped (kMaxZipBytes);
//  - the zip may hold at most kMaxEntries entries, kMaxSourceBytes unpacked in total, and at
//    most kMaxRatio times the zip's own size (a bomb of 10 KiB cannot unpack to the cap);
//  - entries named with "..", absolute names, links, devices and FIFOs are refused
//    (judge/package/archive.h unpacks into a fresh folder and checks each entry);
//  - gridjudge judges one source file per submission: the zip holds exactly one file.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gridjudge::web {

inline constexpr std::size_t kMaxZipBytes = 40 * 1024;  // the body cap (64 KiB) in base64
inline constexpr std::size_t kMaxSourceBytes = 256 * 1024;
inline constexpr int kMaxEntries = 16;
inline constexpr int kMaxRatio = 100;

struct SubmittedFile {
    std::string name;  // as in the zip, without folders
    std::string content;
};

// RFC 4648 base64 with its padding; whitespace is not allowed (the spec's clients send none).
// Throws HttpError 400 naming `field` when the text is not base64 or decodes to more than
// `max_bytes`.
std::string decode_base64(std::string_view text, std::size_t max_bytes, std::string_view field);

// The one file of a submitted zip. Throws HttpError 400 "files: entry 'NAME': why" or
// "files: why".
SubmittedFile unpack_submission_zip(std::string_view zip);

// A zip holding one file `name` with `content` (what GET submissions/ID/files answers).
std::string zip_one_file(const std::string& name, std::string_view content);

}  // namespace gridjudge::web
