import bootstrap  # noqa: F401  (must come before torch)

import multiprocessing as mp

import ripeness

BLOCKS, BERRIES = 2000, 500


def main():
    samples = ripeness.block_samples(BLOCKS, BERRIES)
    order = ripeness.brix_ranking(samples)
    print("first blocks to pick", order[:3].tolist())
    with mp.Pool(2) as pool:
        windows = pool.starmap(ripeness.pick_window, [(int(b), samples[b]) for b in order[:4]])
    for block, day in windows:
        print(f"block {block}: pick on day {day}")


if __name__ == "__main__":
    main()
