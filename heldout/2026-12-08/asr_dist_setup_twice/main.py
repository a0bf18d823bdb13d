import argparse

from train import train


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--start-method", default="spawn")
    train(ap.parse_args())


if __name__ == "__main__":
    main()
