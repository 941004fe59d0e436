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
//  - a zip of one file is that source; of several, one program of several files (stored with
//    encode_submitted_files, folders flattened: each name plain and once).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

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

// The source of a submitted zip: its one file, or of several, their encode_submitted_files()
// text with an empty name. Throws HttpError 400 "files: entry 'NAME': why" or "files: why".
SubmittedFile unpack_submission_zip(std::string_view zip);

// A zip holding one file `name` with `content`.
std::string zip_one_file(const std::string& name, std::string_view content);
// A zip holding `files` (name, content), in their order.
std::string zip_files(const std::vector<std::pair<std::string, std::string>>& files);
// What GET submissions/ID/files answers: a stored source as the team sent it (the files of a
// program of several, else one file `name`).
std::string zip_source(const std::string& name, const std::string& source);

}  // namespace gridjudge::web
