#!/usr/bin/env python3
"""Checks every #include of the project against the table of parts in docs/architecture.md.

A static library never fails to link on its own, and every target sees the project root, so a
wrong arrow (an include of a part the table does not allow) builds fine. This program is the
check the build cannot make. It reads the table (`| folder | target | owns | uses | libraries |`),
walks every .h/.cpp under the top-level folders the rows name, and fails when

  - a file includes a part its own part may not use (file, line, include, the missing arrow);
  - a file includes something in no part's folder that its row does not name either;
  - a file lies in a folder that has no row;
  - a row lists an arrow no file of its folder uses (so the table stays true);
  - a row names a part or folder that does not exist.

Everything comes from the table: after a merge, re-run it and fix the table (or the include).
Usage: check_includes.py [--root DIR] [--doc docs/architecture.md]
"""

import argparse
import os
import re
import sys

SOURCE_SUFFIXES = (".h", ".hpp", ".cpp", ".cc", ".inc")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^">]+)[">]')
NOTHING = {"", "nothing", "-", "—"}


class TableError(Exception):
    """The table itself cannot be read: no table, a missing column, a malformed row."""


class Part:
    def __init__(self, folder, uses, doc_line):
        self.folder = folder  # "judge/model/" (always ends with "/")
        self.name = folder.rstrip("/").split("/")[-1]  # "model"
        self.uses = uses  # names of parts, or folders ("tests/db/") outside every part
        self.doc_line = doc_line


def cell_words(cell):
    """`a`, `b` (comment) -> ["a", "b"]; "nothing" -> []."""
    cell = re.sub(r"\([^)]*\)", "", cell)
    words = [w.strip().strip("`").strip() for w in cell.split(",")]
    return [w for w in words if w.lower() not in NOTHING]


def read_table(doc_path, doc_name):
    """The rows of the table whose header has the columns `folder` and `uses`."""
    with open(doc_path, encoding="utf-8") as doc:
        lines = doc.read().splitlines()
    header_at = None
    for number, line in enumerate(lines, 1):
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.lstrip().startswith("|") and "folder" in cells and "uses" in cells:
            header_at = number
            folder_column, uses_column = cells.index("folder"), cells.index("uses")
            break
    if header_at is None:
        raise TableError(f"{doc_name}: no table with the columns `folder` and `uses`")
    parts = []
    for number in range(header_at + 2, len(lines) + 1):  # skip the |---| line
        line = lines[number - 1]
        if not line.lstrip().startswith("|"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) <= max(folder_column, uses_column):
            raise TableError(f"{doc_name}:{number}: the row has no `uses` cell")
        folder = cells[folder_column].strip("`").strip()
        if not folder or folder.startswith("/") or ".." in folder.split("/"):
            raise TableError(f"{doc_name}:{number}: `{folder}` is not a folder of the project")
        parts.append(Part(folder.rstrip("/") + "/", cell_words(cells[uses_column]), number))
    return parts


def part_of(path, parts):
    """The part whose folder holds `path` (the longest folder wins), or None."""
    best = None
    for part in parts:
        if path.startswith(part.folder) and (best is None or len(part.folder) > len(best.folder)):
            best = part
    return best


def resolve(include, including_file, root, top_folders):
    """The project path an include names: from the root when its first folder is one of the
    project's, else beside the including file (an include from the same folder)."""
    if include.split("/")[0] in top_folders:
        return os.path.normpath(include)
    beside = os.path.normpath(os.path.join(os.path.dirname(including_file), include))
    if os.path.exists(os.path.join(root, beside)):
        return beside
    return None  # a system or library header


def source_files(root, top):
    for folder, subfolders, files in os.walk(os.path.join(root, top)):
        subfolders.sort()
        for name in sorted(files):
            if name.endswith(SOURCE_SUFFIXES):
                yield os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")


def check(root, doc_name):
    """All the problems found, each one line; an empty list means the table is true."""
    parts = read_table(os.path.join(root, doc_name), doc_name)
    problems = []
    by_name = {}
    for part in parts:
        if not os.path.isdir(os.path.join(root, part.folder)):
            problems.append(f"{doc_name}:{part.doc_line}: the row `{part.folder}` names no folder")
        if part.name in by_name:
            problems.append(f"{doc_name}:{part.doc_line}: two rows are named `{part.name}`")
        by_name[part.name] = part
    unknown = set()
    for part in parts:
        for word in part.uses:
            if word not in by_name and not (
                "/" in word and os.path.isdir(os.path.join(root, word))
            ):
                unknown.add((part.name, word))
                problems.append(
                    f"{doc_name}:{part.doc_line}: `{part.folder}` uses `{word}`, which is no "
                    "part's name nor a folder of the project"
                )

    top_folders = {name for name in os.listdir(root) if os.path.isdir(os.path.join(root, name))}
    walked = sorted({part.folder.split("/")[0] for part in parts})
    used = {part.name: set() for part in parts}
    for top in walked:
        for path in source_files(root, top):
            owner = part_of(path, parts)
            if owner is None:
                folder = os.path.dirname(path) + "/"
                problems.append(f"{path}: its folder {folder} has no row in {doc_name}'s table")
                continue
            for number, spelled, target in includes(path, root, top_folders):
                arrow, problem = judge_include(owner, target, by_name)
                if arrow is not None:
                    used[owner.name].add(arrow)
                if problem is not None:
                    problems.append(f"{path}:{number}: #include {spelled}: {problem}")

    for part in parts:
        if not os.path.isdir(os.path.join(root, part.folder)):
            continue  # said above; its arrows cannot be used
        for word in part.uses:
            if word in used[part.name] or (part.name, word) in unknown:
                continue
            what = by_name[word].folder if word in by_name else word.rstrip("/") + "/"
            problems.append(
                f"{doc_name}:{part.doc_line}: `{part.folder}` lists `{word}`, but no file in "
                f"{part.folder} includes anything in {what}: remove the arrow"
            )
    return problems


def judge_include(owner, target, by_name):
    """(the arrow of `owner`'s row the include is, or None; why it is not allowed, or None)."""
    included = part_of(target, list(by_name.values()))
    if included is owner:
        return None, None
    if included is not None:
        if included.name in owner.uses:
            return included.name, None
        return None, (
            f"{owner.name} may not use {included.name} (no arrow {owner.name} -> "
            f"{included.name} in the row of {owner.folder})"
        )
    for word in owner.uses:
        if "/" in word and target.startswith(word.rstrip("/") + "/"):
            return word, None
    return None, (
        f"{target} is in no part's folder, and the row of {owner.folder} does not name its folder"
    )


def includes(path, root, top_folders):
    """(line number, the include as written, the project path it names) for each include of
    `path` that names a file of the project."""
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as source:
        for number, line in enumerate(source, 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            opening, include = match.groups()
            target = resolve(include, path, root, top_folders)
            if target is not None:
                closing = ">" if opening == "<" else '"'
                yield number, f"{opening}{include}{closing}", target


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    arguments.add_argument("--doc", default="docs/architecture.md")
    options = arguments.parse_args()
    try:
        problems = check(os.path.abspath(options.root), options.doc)
    except (TableError, OSError) as error:
        print(error, file=sys.stderr)
        return 2
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s): see docs/architecture.md, "
              "\"How the include test works\"", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
