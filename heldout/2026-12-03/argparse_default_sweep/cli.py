import argparse


def parse_args(argv=None):
    ap = argparse.ArgumentParser(description="GRU hidden-size sweep")
    ap.add_argument("--hidden", type=int, nargs="+", default=[32, 64, 96])
    ap.add_argument("--warmup", action=argparse.BooleanOptionalAction, default=True,
                    help="run one forward pass before launching the sweep")
    ap.add_argument("--workers", type=int, default=2)
    return ap.parse_args(argv)
