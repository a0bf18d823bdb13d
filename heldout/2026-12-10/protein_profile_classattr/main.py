from concurrent.futures import ProcessPoolExecutor, as_completed

from profile import score_family

FAMILIES = [101, 202, 303, 404]
LENGTH, DEPTH = 256, 128


def main():
    with ProcessPoolExecutor(max_workers=2) as ex:
        futures = [ex.submit(score_family, fam, LENGTH, DEPTH) for fam in FAMILIES]
        for fut in as_completed(futures):
            fam, s = fut.result()
            print(f"family {fam}: {s}")


if __name__ == "__main__":
    main()
