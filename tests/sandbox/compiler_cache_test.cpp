// The compile cache: the same source, language and flags compile once; anything else that
// changes the binary compiles again. Compiles for real, in the sandbox.
#include <gtest/gtest.h>

#include <cstdlib>

#include "judge/core/compiler.h"
#include "judge/core/files.h"
#include "tests/sandbox/sandbox_required.h"

namespace gridjudge {
namespace {

class CompilerCache : public ::testing::Test {
  protected:
    void SetUp() override {
        const sandbox::Protections host = sandbox::detect_protections();
        if (!host.isolated())
            GRIDJUDGE_SKIP_UNLESS_REQUIRED("the sandbox cannot isolate on this host");
    }

    CompileResult compile(const std::string& source, const char* language = "cpp14") {
        return compiler_.compile(source, *find_language(language));
    }

    TempDir cache_{"gridjudge-compiler-test-"};
    Compiler compiler_{cache_.path(), {}};
};

const std::string kHello = "#include <cstdio>\nint main() { std::puts(\"hi\"); }\n";

TEST_F(CompilerCache, SameSourceCompilesOnce) {
    const CompileResult first = compile(kHello);
    ASSERT_TRUE(first.ok) << first.log << first.internal_error;
    EXPECT_FALSE(first.cached);
    const CompileResult second = compile(kHello);
    ASSERT_TRUE(second.ok);
    EXPECT_TRUE(second.cached);
    EXPECT_EQ(second.binary, first.binary);
    EXPECT_EQ(second.command, first.command);
}

TEST_F(CompilerCache, OtherLanguageOrSourceCompilesAgain) {
    const CompileResult cpp14 = compile(kHello);
    const CompileResult cpp17 = compile(kHello, "cpp17");
    const CompileResult edited = compile(kHello + "// edited\n");
    ASSERT_TRUE(cpp14.ok && cpp17.ok && edited.ok);
    EXPECT_FALSE(cpp17.cached);
    EXPECT_FALSE(edited.cached);
    EXPECT_NE(cpp17.binary, cpp14.binary);
    EXPECT_NE(edited.binary, cpp14.binary);
}

TEST_F(CompilerCache, CompileErrorsAreCachedWithTheirLog) {
    const CompileResult first = compile("int main() { return missing; }\n");
    EXPECT_FALSE(first.ok);
    EXPECT_NE(first.log.find("was not declared in this scope"), std::string::npos) << first.log;
    const CompileResult second = compile("int main() { return missing; }\n");
    EXPECT_FALSE(second.ok);
    EXPECT_TRUE(second.cached);
    EXPECT_EQ(second.log, first.log);
}

// The precompiled <bits/stdc++.h>: used (the flags say so and -Winvalid-pch stays silent),
// the program works, and a source without the header compiles exactly as before.
TEST_F(CompilerCache, BitsStdcxxCompilesAgainstThePrecompiledHeader) {
    const CompileResult bits = compile(
        "#include <bits/stdc++.h>\nint main() { std::vector<int> v{1}; return v[0] - 1; }\n");
    ASSERT_TRUE(bits.ok) << bits.log << bits.internal_error;
    EXPECT_EQ(bits.command,
              "g++ -Ipch -Winvalid-pch -std=c++14 -O2 -pipe -DONLINE_JUDGE main.cpp -o main");
    EXPECT_EQ(bits.log, "");
    EXPECT_EQ(std::system(bits.binary.c_str()), 0);  // trusted: the test wrote it
    int precompiled = 0;
    for (const auto& entry : std::filesystem::directory_iterator(cache_.path()))
        if (entry.path().filename().string().starts_with("pch-"))
            precompiled += std::filesystem::exists(entry.path() / "bits/stdc++.h.gch");
    EXPECT_EQ(precompiled, 1);
    const CompileResult plain = compile(kHello);
    EXPECT_EQ(plain.command, "g++ -std=c++14 -O2 -pipe -DONLINE_JUDGE main.cpp -o main");
}

}  // namespace
}  // namespace gridjudge
