import multiprocessing

from plugins import REGISTRY, check_substation

ENABLED = ["frequency", "voltage"]


def main():
    plugins = {name: REGISTRY[name]() for name in ENABLED}
    print(f"loaded {sorted(plugins)}, start method {multiprocessing.get_start_method()}")
    jobs = [(name, sub, 10_000) for name in plugins for sub in (1, 2)]
    with multiprocessing.Pool(2) as pool:
        for name, sub, n in sorted(pool.starmap(check_substation, jobs)):
            print(f"{name} @ substation {sub}: {n} alarms")


if __name__ == "__main__":
    main()
