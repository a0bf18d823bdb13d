import functools

from blocks import load_blocks
from extract import extract
from jobs import run_jobs


def main():
    features = load_blocks()
    scale = float(features.abs().max()) / 4.0
    results = run_jobs(functools.partial(extract, scale=round(scale, 2)), range(len(features) // 50000))
    print("block means:", results)


if __name__ == "__main__":
    main()
