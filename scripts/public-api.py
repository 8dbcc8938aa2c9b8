#!/usr/bin/env python3
"""Prints the library's public API, one declaration a line, sorted: what docs/public-api.txt holds.

Reads the symbol graphs swift-symbolgraph-extract wrote for each library module — its own
(`Module.symbols.json`) and its public extensions of other modules' types (`Module@Other…`) —
and prints `Module  kind  path: declaration`. Members a type only inherits from a protocol's
default implementation (Equatable's `!=`, …) are left out: they are the standard library's.

    scripts/public-api.py SYMBOL_GRAPH_FOLDER [--undocumented]

With --undocumented, only the declarations that have no `///` comment.
"""
import glob
import json
import os
import sys

MODULES = ["Raster", "SegmentRender", "SegmentRenderSnapshot", "SegmentRenderTesting"]


def declarations(folder, undocumented=False):
    lines = set()
    for module in MODULES:
        paths = [os.path.join(folder, module + ".symbols.json")] + sorted(glob.glob(os.path.join(folder, module + "@*.symbols.json")))
        for path in paths:
            with open(path) as f:
                graph = json.load(f)
            for symbol in graph["symbols"]:
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                    continue
                if undocumented and symbol.get("docComment"):
                    continue
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                name = ".".join(symbol["pathComponents"])
                declaration = " ".join("".join(f["spelling"] for f in symbol.get("declarationFragments", [])).split())
                lines.add(f"{module}\t{kind}\t{name}: {declaration}")
    return sorted(lines)


def main():
    if len(sys.argv) not in (2, 3) or sys.argv[2:] not in ([], ["--undocumented"]):
        sys.exit("usage: scripts/public-api.py SYMBOL_GRAPH_FOLDER [--undocumented]")
    for line in declarations(sys.argv[1], undocumented=sys.argv[2:] == ["--undocumented"]):
        print(line)


if __name__ == "__main__":
    main()
