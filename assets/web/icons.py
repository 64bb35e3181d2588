#!/usr/bin/env python3
"""Draws the web app's icons (icon-192.png, icon-512.png: the sizes browsers want to install a page
as an app) from the same shapes as assets/icon.png: three rows of stones, 1, 3 and 5, one of them
the orange of a winning move. Needs Pillow. Run from anywhere: python3 assets/web/icons.py"""

import os

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
PAPER, EDGE = (244, 241, 234, 255), (205, 200, 190, 255)
BLUE, ORANGE = (0, 114, 178, 255), (230, 159, 0, 255)
# On a 256 grid: (x, y) of each stone's centre, and its colour.
STONES = [(128, 64, BLUE)]
STONES += [(80, 128, BLUE), (128, 128, BLUE), (176, 128, ORANGE)]
STONES += [(x, 190, BLUE) for x in (34, 81, 128, 175, 222)]


def icon(size: int) -> Image.Image:
    # Drawn four times larger, then shrunk: smooth edges.
    big = size * 4
    scale = big / 256
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        [8 * scale, 8 * scale, 248 * scale, 248 * scale], radius=32 * scale, fill=PAPER, outline=EDGE, width=round(2 * scale)
    )
    radius = 22.5 * scale
    for x, y, colour in STONES:
        draw.ellipse([x * scale - radius, y * scale - radius, x * scale + radius, y * scale + radius], fill=colour)
    return image.resize((size, size), Image.LANCZOS)


if __name__ == "__main__":
    for size in (192, 512):
        icon(size).save(os.path.join(HERE, f"icon-{size}.png"), optimize=True)
        print(f"assets/web/icon-{size}.png")
