import bootstrap  # noqa: F401  (must stay first)

import multiprocessing

from features import build_vocab_table, featurize


def main():
    table = build_vocab_table()
    print("vocab table:", tuple(table.shape))
    with multiprocessing.Pool(2) as pool:
        print("docs:", pool.map(featurize, range(4)))


if __name__ == "__main__":
    main()
