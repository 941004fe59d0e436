// expect: WA — tries to plant files outside its box (host /tmp, /etc, the judge's folders);
// every attempt must fail (the test also checks the host for them), and it prints nothing.
#include <cstdio>
int main() {
    const char* targets[] = {"/tmp/gridjudge-escape-marker", "/etc/gridjudge-escape-marker",
                             "../gridjudge-escape-marker", "/var/tmp/gridjudge-escape-marker"};
    for (const char* target : targets)
        if (FILE* f = std::fopen(target, "w")) {
            std::fputs("escaped\n", f);
            std::fclose(f);
        }
    return 0;
}
