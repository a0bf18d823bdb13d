import argparse

from vad import VADService


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frame", type=int, default=400)
    ap.add_argument("--files", type=int, default=2)
    args = ap.parse_args()
    for seed, voiced in VADService(args.frame).run(range(args.files)):
        print("file", seed, "voiced frames", voiced)


if __name__ == "__main__":
    main()
