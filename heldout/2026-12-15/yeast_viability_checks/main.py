import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from viability import stain_count

SAMPLES = [("ale_slurry_gen3", 4000, 0.08), ("lager_w34_70", 5000, 0.12), ("kveik_fresh", 3000, 0.03)]


def main():
    ctx = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        for name, viable in ex.map(stain_count, SAMPLES):
            print(f"{name}: {viable:.1%} viable")


if __name__ == "__main__":
    main()
