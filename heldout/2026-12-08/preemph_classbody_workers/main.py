import argparse

from audio.workers import run_workers


def main():
    ap = argparse.ArgumentParser(description="decimate 32 kHz recordings to 16 kHz")
    ap.add_argument("--rate", type=int, default=32000)
    ap.add_argument("--seconds", type=int, default=2)
    ap.add_argument("--files", type=int, default=3)
    args = ap.parse_args()
    for seed, shape in run_workers(range(args.files), args.seconds, args.rate):
        print("file", seed, "->", shape)


if __name__ == "__main__":
    main()
