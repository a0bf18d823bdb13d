import multiprocessing

from moisture import charge_moisture

KILNS = {"K1": 180, "K2": 220, "K3": 140}


def main():
    multiprocessing.set_start_method("spawn")
    with multiprocessing.Pool(2) as pool:
        worst = pool.starmap(charge_moisture, [(k, n, i) for i, (k, n) in enumerate(KILNS.items())])
    for kiln, mc in worst:
        print(f"{kiln}: wettest board {mc:.1f}%")


if __name__ == "__main__":
    main()
