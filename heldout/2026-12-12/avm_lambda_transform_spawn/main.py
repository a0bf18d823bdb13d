import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from avm import fit_region
from spec import ModelSpec

REGIONS = [1, 2, 3, 4]


def main():
    spec = ModelSpec("avm-2026q4")
    with ProcessPoolExecutor(2, mp_context=mp.get_context("spawn")) as ex:
        futures = [ex.submit(fit_region, spec, r) for r in REGIONS]
        for f in futures:
            region, size = f.result()
            print(f"region {region}: mean |coef| {size:.4f}")


if __name__ == "__main__":
    main()
