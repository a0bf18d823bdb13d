import argparse

import torch

from astro.continuum import normalise
from astro.fitter import RedshiftFitter


def build_templates(n_templates, n_pix, width):
    g = torch.Generator().manual_seed(3)
    raw = torch.rand(n_templates, n_pix, generator=g) + 1.0
    return normalise(raw, width)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pixels", type=int, default=4096)
    ap.add_argument("--templates", type=int, default=64)
    ap.add_argument("--box", type=int, default=31)
    ap.add_argument("--chunks", type=int, default=3)
    args = ap.parse_args()
    templates = build_templates(args.templates, args.pixels, args.box)
    fitter = RedshiftFitter(templates, args.box).fork_chunks(range(args.chunks), n_spectra=128)
    print("all chunks ok:", fitter.wait())


if __name__ == "__main__":
    main()
