#!/usr/bin/env python3
"""The reference implementations our image comparison methods are held to (the tests run this
with .venv-reference/bin/python, which scripts/setup.sh --tests makes):

  scripts/reference-compare.py pixelmatch DIR   DIR/cases.txt has lines `NAME WIDTH HEIGHT THRESHOLD INCLUDE_AA`
                                         beside NAME.a.rgba and NAME.b.rgba (straight RGBA8); prints
                                         `NAME DIFF DIFF_SUM AA AA_SUM` a line: pixelmatch's count, and
                                         the count and index sum of the pixels its diff output paints
                                         red (counted) and yellow (anti-aliasing, not counted).
  scripts/reference-compare.py deltaE2000 FILE  FILE has lines `L1 a1 b1 L2 a2 b2`; prints colour-science's
                                         CIEDE2000 for each, as repr().
  scripts/reference-compare.py gif DIR…        each DIR holds anim.gif and frame_0000.png, …; Pillow plays the
                                         GIF and each of its frames is held to the PNG frame of the same
                                         number, both over white, with colour-science's CIEDE2000; prints
                                         `DIR FRAMES PNG_FRAMES WORST_FRAME WORST_SHARE LARGEST` a line:
                                         the share of pixels past ΔE 3 in the worst frame, and the
                                         largest ΔE seen.
  scripts/reference-compare.py webp FPS DIR…   each DIR holds anim.webp and frame_0000.png, …; Pillow plays the
                                         WebP and PNG frame k is held to the WebP frame showing at
                                         round(1000 k / FPS) ms (the encoder folds repeated frames into
                                         one longer frame); prints `DIR FRAMES PNG_FRAMES EXACT
                                         WORST_SHARE LARGEST` a line: how many PNG frames the WebP
                                         shows byte for byte (straight RGBA), then as for gif.
  scripts/reference-compare.py svg DIR         DIR holds NAME.svg beside NAME.png (our render of the same state);
                                         each SVG is drawn by rsvg-convert and by headless Chromium (all
                                         on one page, one browser start) and held to the PNG with
                                         scikit-image's SSIM (7-pixel windows, RGB, both over white);
                                         prints `NAME RSVG_SSIM CHROMIUM_SSIM` a line.
"""
import sys
import warnings

warnings.simplefilter("ignore")


def pixelmatch_cases(folder):
    from pixelmatch import pixelmatch

    with open(f"{folder}/cases.txt") as cases:
        for line in cases:
            name, width, height, threshold, include_aa = line.split()
            width, height = int(width), int(height)
            a = list(open(f"{folder}/{name}.a.rgba", "rb").read())
            b = list(open(f"{folder}/{name}.b.rgba", "rb").read())
            output = [0] * (width * height * 4)
            diff = pixelmatch(a, b, width, height, output, threshold=float(threshold), includeAA=include_aa == "1")
            red = [p for p in range(width * height) if output[4 * p : 4 * p + 3] == [255, 0, 0]]
            yellow = [p for p in range(width * height) if output[4 * p : 4 * p + 3] == [255, 255, 0]]
            print(name, diff, len(red), sum(red), len(yellow), sum(yellow))


def delta_e_cases(path):
    import numpy
    import colour

    with open(path) as pairs:
        for line in pairs:
            v = [float(x) for x in line.split()]
            print(repr(float(colour.delta_E(numpy.array(v[:3]), numpy.array(v[3:]), method="CIE 2000"))))


def gif_frames(folders):
    for folder in folders:
        gif_folder(folder)


def lab_on_white(image):
    import numpy
    import colour

    rgba = numpy.asarray(image.convert("RGBA"), dtype=numpy.float64) / 255
    rgb = rgba[..., :3] * rgba[..., 3:] + (1 - rgba[..., 3:])
    return colour.XYZ_to_Lab(colour.sRGB_to_XYZ(rgb))


def gif_folder(folder):
    import glob
    import colour
    from PIL import Image

    pngs = sorted(glob.glob(f"{folder}/frame_*.png"))
    gif = Image.open(f"{folder}/anim.gif")
    worst, worst_share, largest = -1, 0.0, 0.0
    for k in range(gif.n_frames):
        gif.seek(k)
        if k >= len(pngs):
            break
        difference = colour.delta_E(lab_on_white(gif), lab_on_white(Image.open(pngs[k])), method="CIE 2000")
        share = float((difference > 3).mean())
        largest = max(largest, float(difference.max()))
        if share > worst_share or worst < 0:
            worst, worst_share = k, share
    print(folder, gif.n_frames, len(pngs), worst, repr(worst_share), repr(largest))


def webp_folder(fps, folder):
    import glob
    import colour
    from PIL import Image

    pngs = sorted(glob.glob(f"{folder}/frame_*.png"))
    webp = Image.open(f"{folder}/anim.webp")
    shown = []  # (start ms, end ms, RGBA image) of each WebP frame
    for i in range(webp.n_frames):
        webp.seek(i)
        webp.load()
        start = webp.info["timestamp"]
        shown.append((start, start + webp.info["duration"], webp.convert("RGBA").copy()))
    exact, worst, worst_share, largest = 0, -1, 0.0, 0.0
    for k, png in enumerate(pngs):
        time = (2000 * k // fps + 1) // 2
        frame = next((image for start, end, image in shown if start <= time < end), None)
        if frame is None:
            print(folder, webp.n_frames, len(pngs), -1, "nan", "nan")
            return
        ours = Image.open(png).convert("RGBA")
        exact += frame.tobytes() == ours.tobytes()
        difference = colour.delta_E(lab_on_white(frame), lab_on_white(ours), method="CIE 2000")
        share = float((difference > 3).mean())
        largest = max(largest, float(difference.max()))
        if share > worst_share or worst < 0:
            worst, worst_share = k, share
    print(folder, webp.n_frames, len(pngs), exact, repr(worst_share), repr(largest))


def svg_folder(folder):
    import glob
    import os
    import subprocess
    import numpy
    from PIL import Image
    from skimage.metrics import structural_similarity

    def on_white(image):
        image = image.convert("RGBA")
        white = Image.new("RGBA", image.size, (255, 255, 255, 255))
        white.alpha_composite(image)
        return numpy.asarray(white.convert("RGB"))

    names = sorted(os.path.basename(p)[:-4] for p in glob.glob(f"{folder}/*.svg"))
    ours = {name: Image.open(f"{folder}/{name}.png") for name in names}
    # Chromium: every SVG as an <img> at its own size, stacked, in one screenshot.
    width = max(image.width for image in ours.values())
    height = sum(image.height for image in ours.values())
    page = "".join(f'<img src="{name}.svg" style="display:block">' for name in names)
    with open(f"{folder}/page.html", "w") as out:
        out.write(f'<!doctype html><html><body style="margin:0;background:#fff">{page}</body></html>')
    chromium = next(p for p in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] if os.path.exists(p))
    subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
         f"--window-size={width},{height}", f"--user-data-dir={folder}/profile", f"--screenshot={folder}/page.png",
         f"file://{os.path.abspath(folder)}/page.html"],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    page = Image.open(f"{folder}/page.png")
    y = 0
    for name in names:
        reference = on_white(ours[name])
        subprocess.run(["rsvg-convert", f"{folder}/{name}.svg", "-o", f"{folder}/{name}.rsvg.png"], check=True)
        h, w = reference.shape[:2]
        scores = []
        for drawn in [on_white(Image.open(f"{folder}/{name}.rsvg.png")), on_white(page.crop((0, y, w, y + h)))]:
            if drawn.shape != reference.shape:
                scores.append("nan")
                continue
            scores.append(repr(float(structural_similarity(reference, drawn, channel_axis=2, win_size=7))))
        y += h
        print(name, *scores)


if __name__ == "__main__":
    if sys.argv[1] == "gif":
        gif_frames(sys.argv[2:])
    elif sys.argv[1] == "svg":
        svg_folder(sys.argv[2])
    elif sys.argv[1] == "webp":
        for folder in sys.argv[3:]:
            webp_folder(int(sys.argv[2]), folder)
    else:
        {"pixelmatch": pixelmatch_cases, "deltaE2000": delta_e_cases}[sys.argv[1]](sys.argv[2])
