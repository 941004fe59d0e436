// expect: WA
// expect-message: the program did not create puzzle.out as a regular file (this problem uses file input/output)
// Searches the whole visible file system for test answers (*.ans, "answer"), the
// database
// (*.db) and /etc/shadow, and copies the first it can read to standard output, exiting 42 (RE).
// In the sandbox it can read none of them and exits 0, writing nothing.
#include <dirent.h>
#include <sys/stat.h>

#include <cstdio>
#include <cstring>
#include <string>

static bool print_file(const std::string& path) {
    FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return false;
    char buffer[4096];
    size_t n;
    bool any = false;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
        std::fwrite(buffer, 1, n, stdout);
        any = true;
    }
    std::fclose(file);
    return any;
}

static bool hunt(const std::string& dir, int depth) {
    // /usr is the public system tree the box shows read-only (it holds harmless *.db files);
    // the answers, the database and the judge's folders live elsewhere on the host.
    if (depth > 8 || dir == "/proc" || dir == "/sys" || dir == "/usr") return false;
    DIR* d = opendir(dir.c_str());
    if (!d) return false;
    bool found = false;
    while (dirent* entry = readdir(d)) {
        std::string name = entry->d_name;
        if (name == "." || name == "..") continue;
        std::string path = (dir == "/" ? "" : dir) + "/" + name;
        struct stat info;
        if (lstat(path.c_str(), &info) != 0) continue;
        if (S_ISDIR(info.st_mode)) {
            found = hunt(path, depth + 1);
        } else if (name == "answer" ||
                   (name.size() > 4 && name.substr(name.size() - 4) == ".ans") ||
                   (name.size() > 3 && name.substr(name.size() - 3) == ".db")) {
            found = print_file(path);
        }
        if (found) break;
    }
    closedir(d);
    return found;
}

int main() {
    if (print_file("/etc/shadow") || hunt("/", 0)) return 42;
    return 0;
}
