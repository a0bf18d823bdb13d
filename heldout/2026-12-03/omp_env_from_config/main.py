import runtime_config

runtime_config.apply_thread_env()

from multiprocessing import Pool  # noqa: E402

import embed  # noqa: E402


def main():
    embed.set_table(embed.build_table())
    with Pool(runtime_config.SETTINGS["workers"]) as pool:
        for seed, total in sorted(pool.map(embed.neighbours, range(4))):
            print(seed, total)


if __name__ == "__main__":
    main()
