#!/usr/bin/env python3
"""The reference implementations our image comparison methods are held to (the tests run this
with .venv-reference/bin/python, which scripts/setup.sh makes):

  scripts/reference-compare.py pixelmatch DIR   DIR/cases.txt has lines `NAME WIDTH HEIGHT THRESHOLD INCLUDE_AA`
                                         beside NAME.a.rgba and NAME.b.rgba (straight RGBA8); prints
                                         `NAME DIFF DIFF_SUM AA AA_SUM` a line: pixelmatch's count, and
                                         the count and index sum of the pixels its diff output paints
                                         red (counted) and yellow (anti-aliasing, not counted).
  scripts/reference-compare.py deltaE2000 FILE  FILE has lines `L1 a1 b1 L2 a2 b2`; prints colour-science's
                                         CIEDE2000 for each, as repr().
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


if __name__ == "__main__":
    {"pixelmatch": pixelmatch_cases, "deltaE2000": delta_e_cases}[sys.argv[1]](sys.argv[2])
