import argparse

import commands


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("command", nargs="?", default="bench", choices=["info", "bench"])
    ap.add_argument("--size", type=int, default=2048)
    ap.add_argument("--shards", type=int, default=2)
    args = ap.parse_args()
    getattr(commands, f"cmd_{args.command}")(args)


if __name__ == "__main__":
    main()
