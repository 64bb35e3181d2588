#!/usr/bin/env python3
"""Makes the web page's DejaVu fonts: assets/fonts/DejaVuSans-Web.ttf and DejaVuSansMono-Web.ttf.

The page every student of a class downloads carries its fonts inside the wasm; DejaVu's full faces
cover scripts the page never shows (Arabic, Georgian, Braille, …) and carry hinting that egui does not
use. These cuts keep Latin (with Vietnamese), Greek, Cyrillic, the combining accents, the
punctuation, arrows and mathematical symbols, and every character of every file under assets/i18n/
and assets/lessons/ and of the Rust sources (Chinese aside: it has its own face), without hinting:
about 300 KB less to download. The desktop program keeps the full faces.

Needs fonttools (pip). Run from the repository's top whenever the texts change (a test fails when a
character of theirs is missing):
    python3 assets/fonts/subset-web.py
"""

import glob
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONTS = os.path.join(ROOT, "assets", "fonts")
# Latin with its extensions and the spacing modifiers, the combining accents, Greek, Cyrillic, Latin
# Extended Additional (Vietnamese), and U+2000 to U+2BFF: punctuation, super- and subscripts,
# currency, letterlike symbols, number forms, arrows, mathematical operators, technical symbols, box
# drawing, blocks, geometric shapes, symbols and dingbats.
RANGES = [(0x20, 0x24F), (0x2B0, 0x36F), (0x370, 0x3FF), (0x400, 0x4FF), (0x1E00, 0x1EFF), (0x2000, 0x2BFF)]


def texts() -> set:
    """Every character of the messages, the lessons and the sources, Chinese aside."""
    chars = set()
    paths = glob.glob(os.path.join(ROOT, "assets", "i18n", "*", "*.ftl"))
    paths += glob.glob(os.path.join(ROOT, "assets", "lessons", "**", "*.ron"), recursive=True)
    paths += glob.glob(os.path.join(ROOT, "src", "**", "*.rs"), recursive=True)
    for path in paths:
        with open(path, encoding="utf-8") as f:
            chars.update(c for c in f.read() if ord(c) < 0x2E80)
    return chars


def cut(name: str, wanted: set) -> None:
    source = os.path.join(FONTS, f"{name}.ttf")
    out = os.path.join(FONTS, f"{name}-Web.ttf")
    have = set(TTFont(source).getBestCmap())
    keep = {u for u in have if any(a <= u <= b for a, b in RANGES)} | {ord(c) for c in wanted if ord(c) in have}
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.glyph_names = False
    options.drop_tables += ["FFTM"]
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(keep))
    subsetter.subset(font)
    font.save(out)
    print(f"{out}: {len(keep)} of {len(have)} characters, {os.path.getsize(out) / 1e3:.0f} KB")


def main() -> int:
    wanted = texts()
    for name in ["DejaVuSans", "DejaVuSansMono"]:
        cut(name, wanted)
    return 0


if __name__ == "__main__":
    sys.exit(main())
