#!/usr/bin/env python3
"""The include checker on small project trees of its own: one clean tree, then one change per
way to fail, each with the exact problem it must report."""

import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_includes  # noqa: E402

DOC = "docs/architecture.md"

TABLE = """# Architecture

| folder | target | owns | uses | libraries |
|---|---|---|---|---|
| `lib/base/` | `base` | the vocabulary | nothing | OpenSSL |
| `lib/engine/` | `engine` | the work | base | |
| `tool/` | `tool` | the command line | engine, base, `extras/harness/` (a helper) | CLI11 |

Text after the table.
"""

CLEAN_TREE = {
    DOC: TABLE,
    "lib/base/words.h": "#pragma once\n#include <string>\n",
    "lib/base/words.cpp": '#include "lib/base/words.h"\n#include "openssl/sha.h"\n',
    "lib/engine/engine.h": '#pragma once\n#include "lib/base/words.h"\n',
    "lib/engine/engine.cpp": '#include "engine.h"\n',
    "lib/engine/inner/part.cpp": '#include "lib/engine/engine.h"\n',
    "tool/main.cpp": (
        '#include "lib/engine/engine.h"\n'
        "#include <lib/base/words.h>\n"
        '#include "extras/harness/server.h"\n'
        "// #include \"lib/other/commented.h\" is no include\n"
    ),
    "extras/harness/server.h": "#pragma once\n",
    "extras/notes.txt": "not walked: no row names extras/\n",
}


class CheckIncludesTest(unittest.TestCase):
    def make_tree(self, changes=None):
        folder = tempfile.TemporaryDirectory(prefix="check_includes_test.")
        self.addCleanup(folder.cleanup)
        files = dict(CLEAN_TREE)
        files.update(changes or {})
        for path, text in files.items():
            if text is None:
                continue
            full = os.path.join(folder.name, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as file:
                file.write(text)
        return folder.name

    def problems(self, changes=None):
        return check_includes.check(self.make_tree(changes), DOC)

    def test_a_tree_that_keeps_its_table_has_no_problem(self):
        self.assertEqual(self.problems(), [])

    def test_an_include_against_the_arrows_names_file_line_include_and_arrow(self):
        problems = self.problems(
            {"lib/base/words.cpp": '#include "lib/base/words.h"\n#include "lib/engine/engine.h"\n'}
        )
        self.assertEqual(
            problems,
            [
                'lib/base/words.cpp:2: #include "lib/engine/engine.h": base may not use engine '
                "(no arrow base -> engine in the row of lib/base/)"
            ],
        )

    def test_an_angle_include_of_a_project_folder_is_checked_too(self):
        problems = self.problems({"lib/base/words.h": "#pragma once\n#include <tool/cli.h>\n"})
        self.assertEqual(
            problems,
            [
                "lib/base/words.h:2: #include <tool/cli.h>: base may not use tool "
                "(no arrow base -> tool in the row of lib/base/)"
            ],
        )

    def test_an_include_beside_the_file_counts_for_the_folder_it_is_in(self):
        problems = self.problems({"lib/base/x.cpp": '#include "y.h"\n'})
        self.assertEqual(problems, [])  # no y.h beside it: a library's header, not checked
        problems = self.problems({"lib/base/inner/x.cpp": '#include "../../engine/engine.h"\n'})
        self.assertEqual(
            problems,
            [
                'lib/base/inner/x.cpp:1: #include "../../engine/engine.h": base may not use '
                "engine (no arrow base -> engine in the row of lib/base/)"
            ],
        )

    def test_an_include_in_no_part_must_be_named_by_the_row(self):
        problems = self.problems(
            {"lib/engine/engine.cpp": '#include "engine.h"\n#include "extras/harness/server.h"\n'}
        )
        self.assertEqual(
            problems,
            [
                'lib/engine/engine.cpp:2: #include "extras/harness/server.h": '
                "extras/harness/server.h is in no part's folder, and the row of lib/engine/ "
                "does not name its folder"
            ],
        )

    def test_a_folder_without_a_row_fails(self):
        problems = self.problems({"lib/newpart/thing.cpp": '#include "lib/base/words.h"\n'})
        self.assertEqual(
            problems,
            [f"lib/newpart/thing.cpp: its folder lib/newpart/ has no row in {DOC}'s table"],
        )

    def test_an_arrow_nobody_uses_fails_so_the_table_stays_true(self):
        problems = self.problems({"tool/main.cpp": '#include "lib/engine/engine.h"\n'})
        self.assertEqual(
            problems,
            [
                f"{DOC}:7: `tool/` lists `base`, but no file in tool/ includes anything in "
                "lib/base/: remove the arrow",
                f"{DOC}:7: `tool/` lists `extras/harness/`, but no file in tool/ includes "
                "anything in extras/harness/: remove the arrow",
            ],
        )

    def test_a_row_naming_what_does_not_exist_fails(self):
        problems = self.problems({DOC: TABLE.replace("| engine, base,", "| engine, base, engnie,")})
        self.assertEqual(
            problems,
            [
                f"{DOC}:7: `tool/` uses `engnie`, which is no part's name nor a folder of the "
                "project"
            ],
        )
        problems = self.problems({DOC: TABLE.replace("`lib/base/`", "`lib/basis/`")})
        self.assertEqual(
            problems,
            [
                f"{DOC}:5: the row `lib/basis/` names no folder",
                f"{DOC}:6: `lib/engine/` uses `base`, which is no part's name nor a folder of the "
                "project",
                f"{DOC}:7: `tool/` uses `base`, which is no part's name nor a folder of the project",
                f"lib/base/words.cpp: its folder lib/base/ has no row in {DOC}'s table",
                f"lib/base/words.h: its folder lib/base/ has no row in {DOC}'s table",
                'lib/engine/engine.h:2: #include "lib/base/words.h": lib/base/words.h is in no '
                "part's folder, and the row of lib/engine/ does not name its folder",
                'tool/main.cpp:2: #include <lib/base/words.h>: lib/base/words.h is in no '
                "part's folder, and the row of tool/ does not name its folder",
            ],
        )

    def test_a_document_without_the_table_is_an_error_of_its_own(self):
        root = self.make_tree({DOC: "# Architecture\n\n| folder | owns |\n|---|---|\n"})
        with self.assertRaises(check_includes.TableError) as raised:
            check_includes.check(root, DOC)
        self.assertEqual(
            str(raised.exception), f"{DOC}: no table with the columns `folder` and `uses`"
        )

    def test_the_program_exits_1_and_prints_every_problem(self):
        root = self.make_tree({"lib/base/words.cpp": '#include "tool/cli.h"\n'})
        finished = subprocess.run(
            [sys.executable, check_includes.__file__, "--root", root],
            capture_output=True,
            text=True,
            check=False,
        )
        self.assertEqual(finished.returncode, 1)
        self.assertEqual(
            finished.stderr.splitlines()[0],
            'lib/base/words.cpp:1: #include "tool/cli.h": base may not use tool '
            "(no arrow base -> tool in the row of lib/base/)",
        )
        clean = subprocess.run(
            [sys.executable, check_includes.__file__, "--root", self.make_tree()],
            capture_output=True,
            text=True,
            check=False,
        )
        self.assertEqual((clean.returncode, clean.stderr), (0, ""))


if __name__ == "__main__":
    unittest.main()
