#!/usr/bin/env python3
"""Draws every icon of Bouton from one set of shapes: three rows of stones, 1, 3 and 5, one of them
the orange of a winning move, on a sheet of paper.

- assets/icon.png (256 px): the window's icon, built into the program;
- assets/web/icon-192.png, icon-512.png: the sizes browsers want to install the page as an app;
- assets/icons/hicolor/NxN/apps/bouton.png and scalable/apps/bouton.svg: the desktop's menu and
  file manager (the Debian package installs them);
- assets/icons/bouton.ico (16 to 256 px): the Windows program's icon (a resource in bouton.exe).

Needs Pillow. Run from anywhere: python3 assets/icons/draw.py"""

import os

from PIL import Image, ImageDraw

ASSETS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAPER, EDGE = (244, 241, 234, 255), (205, 200, 190, 255)
BLUE, ORANGE = (0, 114, 178, 255), (230, 159, 0, 255)
# On a 256 grid: (x, y) of each stone's centre, and its colour.
STONES = [(128, 64, BLUE)]
STONES += [(80, 128, BLUE), (128, 128, BLUE), (176, 128, ORANGE)]
STONES += [(x, 190, BLUE) for x in (34, 81, 128, 175, 222)]
RADIUS = 22.5
HICOLOR = (16, 24, 32, 48, 64, 128, 256, 512)


def icon(size: int) -> Image.Image:
    # Drawn four times larger, then shrunk: smooth edges.
    big = size * 4
    scale = big / 256
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        [8 * scale, 8 * scale, 248 * scale, 248 * scale], radius=32 * scale, fill=PAPER, outline=EDGE, width=round(2 * scale)
    )
    radius = RADIUS * scale
    for x, y, colour in STONES:
        draw.ellipse([x * scale - radius, y * scale - radius, x * scale + radius, y * scale + radius], fill=colour)
    return image.resize((size, size), Image.LANCZOS)


def svg() -> str:
    hex_ = lambda c: "#%02x%02x%02x" % c[:3]
    stones = "\n".join(f'  <circle cx="{x}" cy="{y}" r="{RADIUS}" fill="{hex_(c)}"/>' for x, y, c in STONES)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">\n'
        f'  <rect x="8" y="8" width="240" height="240" rx="32" fill="{hex_(PAPER)}" stroke="{hex_(EDGE)}" stroke-width="2"/>\n'
        f"{stones}\n</svg>\n"
    )


def save(image: Image.Image, *path: str) -> None:
    target = os.path.join(ASSETS, *path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    image.save(target, optimize=True)
    print(os.path.relpath(target, os.path.dirname(ASSETS)))


if __name__ == "__main__":
    save(icon(256), "icon.png")
    for size in (192, 512):
        save(icon(size), "web", f"icon-{size}.png")
    for size in HICOLOR:
        save(icon(size), "icons", "hicolor", f"{size}x{size}", "apps", "bouton.png")
    scalable = os.path.join(ASSETS, "icons", "hicolor", "scalable", "apps", "bouton.svg")
    os.makedirs(os.path.dirname(scalable), exist_ok=True)
    with open(scalable, "w", encoding="utf-8") as out:
        out.write(svg())
    print(os.path.relpath(scalable, os.path.dirname(ASSETS)))
    # Each size drawn for itself (Pillow would otherwise shrink the largest).
    sizes = (16, 24, 32, 48, 64, 128, 256)
    ico = os.path.join(ASSETS, "icons", "bouton.ico")
    icon(256).save(ico, sizes=[(s, s) for s in sizes], append_images=[icon(s) for s in sizes[:-1]])
    print(os.path.relpath(ico, os.path.dirname(ASSETS)))
