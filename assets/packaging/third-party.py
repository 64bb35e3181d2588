#!/usr/bin/env python3
"""Writes the licences of every crate built into the program (THIRD-PARTY-LICENSES.txt), which the
Debian package and the Windows zip ship beside Bouton's own: for each crate the program links on the
given target (normal dependencies, with the features Cargo resolved; not build scripts' or tests'),
its name, version, licence expression and the licence files it ships (LICENSE*, LICENCE*, COPYING*,
NOTICE*, or its `license-file`).

Usage: python3 assets/packaging/third-party.py TARGET-TRIPLE OUT.txt"""

import json
import os
import subprocess
import sys

NAMES = ("license", "licence", "copying", "notice", "copyright")


def main() -> None:
    target, out = sys.argv[1], sys.argv[2]
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked", "--filter-platform", target],
            check=True, capture_output=True, text=True,
        ).stdout
    )
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    root = meta["resolve"]["root"]
    # The crates the program links: follow normal dependencies from Bouton.
    seen, stack = set(), [root]
    while stack:
        for dep in nodes[stack.pop()]["deps"]:
            normal = any(kind["kind"] is None for kind in dep["dep_kinds"])
            if normal and dep["pkg"] not in seen:
                seen.add(dep["pkg"])
                stack.append(dep["pkg"])
    crates = sorted((packages[i] for i in seen), key=lambda p: (p["name"], p["version"]))
    written = {}
    with open(out, "w", encoding="utf-8", newline="\n") as text:
        text.write(
            "Bouton is built with the following crates (Rust libraries). Each is named with its version and\n"
            f"licence, followed by the licence files it ships. {len(crates)} crates.\n"
        )
        for crate in crates:
            folder = os.path.dirname(crate["manifest_path"])
            files = sorted(
                f for f in os.listdir(folder)
                if f.lower().startswith(NAMES) and os.path.isfile(os.path.join(folder, f))
            )
            if crate.get("license_file") and os.path.basename(crate["license_file"]) not in files:
                files.append(crate["license_file"])
            text.write(f"\n{'=' * 100}\n{crate['name']} {crate['version']}: {crate.get('license') or 'see below'}\n")
            if crate.get("repository"):
                text.write(f"{crate['repository']}\n")
            for name in files:
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as licence:
                    body = licence.read().rstrip()
                # A text already written in full (the same Apache licence, word for word) is named.
                key = " ".join(body.split())
                if key in written:
                    text.write(f"\n--- {name}: the same text as {written[key]}, above ---\n")
                else:
                    written[key] = f"{crate['name']} {crate['version']}'s {name}"
                    text.write(f"\n--- {name} ---\n{body}\n")
            if not files:
                text.write("(The crate ships no licence file; its licence is the expression above.)\n")
    print(f"{out}: {len(crates)} crates")


if __name__ == "__main__":
    main()
