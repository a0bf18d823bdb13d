import multiprocessing

from dispatch import run_depots

DEPOTS = ["north_yard", "canal_st", "ring_road"]


def main():
    multiprocessing.set_start_method("spawn")
    for depot, full in run_depots(DEPOTS, skips=250):
        print(f"{depot}: {full} skips need collecting")


if __name__ == "__main__":
    main()
