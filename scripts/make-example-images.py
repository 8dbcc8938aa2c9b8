#!/usr/bin/env python3
"""Draws the images of HMSegmentedControl's example E3 (the project's own, not the original app's):
a filled circle 34 pt across centred in a transparent 70x44 pt canvas — grey for normal, blue for
selected — as 1.png…4.png and 1-selected.png…4-selected.png at 1x, plus @2x variants.
Coverage is 16x16 supersampled; the output is deterministic. Run from the repository root."""
import struct, zlib, os

def png(path, w, h, rgba_rows):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    raw = b"".join(b"\0" + bytes(r) for r in rgba_rows)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)

def circle(scale, colour):
    w, h, r = 70 * scale, 44 * scale, 17 * scale
    cx, cy, n = w / 2, h / 2, 16
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            inside = sum(1 for i in range(n) for j in range(n)
                         if (x + (i + 0.5) / n - cx) ** 2 + (y + (j + 0.5) / n - cy) ** 2 <= r * r)
            a = round(inside * 255 / (n * n))
            row += list(colour) + [a] if a else [0, 0, 0, 0]
        rows.append(row)
    return w, h, rows

os.makedirs("examples/images", exist_ok=True)
for scale, suffix in [(1, ""), (2, "@2x")]:
    normal = circle(scale, (142, 142, 147))
    selected = circle(scale, (52, 181, 229))
    for k in range(1, 5):
        png(f"examples/images/{k}{suffix}.png", *normal)
        png(f"examples/images/{k}-selected{suffix}.png", *selected)
