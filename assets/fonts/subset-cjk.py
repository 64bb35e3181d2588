#!/usr/bin/env python3
"""Makes assets/fonts/NotoSansSC-Bouton.otf: the Simplified Chinese face of Noto Sans CJK, cut down to
the characters Bouton needs (issue 19), so the app and the web page can show Chinese without a 16 MB
font.

Kept: every character of every file under assets/i18n/zh-CN/ and assets/lessons/zh-CN/, the 3,755
most common hanzi (GB 2312 level 1, so a teacher's own title or name in a lesson file shows too), CJK punctuation and full-width
forms. Rerun it whenever the Chinese files change; a test fails when a character of theirs is missing.

Also makes assets/fonts/NotoSansSC-Names.otf: only the Chinese characters of src/lang.rs (the language's
name in itself, as the language menu lists it), a few kilobytes. The web page carries that one and
fetches the big one only when Chinese is chosen.

Needs Debian's fonts-noto-cjk (apt) and fonttools (pip). Run from the repository's top:
    python3 assets/fonts/subset-cjk.py
"""

import glob
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
OUT = os.path.join(ROOT, "assets", "fonts", "NotoSansSC-Bouton.otf")
NAMES_OUT = os.path.join(ROOT, "assets", "fonts", "NotoSansSC-Names.otf")
LIMIT = 3_000_000


def wanted() -> set:
    chars = set()
    chinese = glob.glob(os.path.join(ROOT, "assets", "i18n", "zh-CN", "*.ftl"))
    chinese += glob.glob(os.path.join(ROOT, "assets", "lessons", "zh-CN", "*.ron"))
    for path in chinese:
        with open(path, encoding="utf-8") as f:
            chars.update(f.read())
    # GB 2312 level 1: rows 16 to 55 (bytes 0xB0 to 0xD7), 94 cells each.
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            try:
                chars.add(bytes([row, cell]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    chars.update(chr(c) for c in range(0x3000, 0x3040))  # CJK punctuation
    chars.update(chr(c) for c in range(0xFF01, 0xFF5F))  # full-width forms
    # Latin, digits and symbols come from DejaVu, which egui tries first.
    return {c for c in chars if ord(c) > 0x2E7F}


def names() -> set:
    """The Chinese characters of src/lang.rs: the language's own name in the language menu."""
    with open(os.path.join(ROOT, "src", "lang.rs"), encoding="utf-8") as f:
        return {c for c in f.read() if ord(c) > 0x2E7F}


def cut(face: int, chars: set, out: str) -> int:
    """Writes the face cut down to `chars` into `out`; its size in bytes."""
    options = subset.Options()
    options.font_number = face
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = False
    font = subset.load_font(SOURCE, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in chars])
    subsetter.subset(font)
    font.save(out)
    size = os.path.getsize(out)
    print(f"{out}: {len(chars)} characters, {size / 1e6:.3f} MB")
    return size


def main() -> int:
    if not os.path.exists(SOURCE):
        print(f"{SOURCE} is missing: apt-get install fonts-noto-cjk", file=sys.stderr)
        return 1
    collection = TTCollection(SOURCE)
    face = next(
        (i for i, font in enumerate(collection.fonts)
         if font["name"].getDebugName(1) == "Noto Sans CJK SC"),
        None,
    )
    if face is None:
        print("no Noto Sans CJK SC face in the collection", file=sys.stderr)
        return 1
    size = cut(face, wanted(), OUT)
    cut(face, names(), NAMES_OUT)
    if size > LIMIT:
        print(f"more than {LIMIT / 1e6:.0f} MB", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
