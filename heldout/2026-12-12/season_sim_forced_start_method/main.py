import multiprocessing as mp
from collections import Counter

import simkit
from setup_runtime import use_forkserver


def main():
    simkit.init_runtime()
    method = use_forkserver()
    with mp.Pool(2) as pool:
        champions = Counter(pool.map(simkit.simulate_season, range(16)))
    print(method, "most frequent champion:", champions.most_common(1))


if __name__ == "__main__":
    main()
