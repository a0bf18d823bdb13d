import multiprocessing as mp

from analysis import analyse_all
from spectra import power_spectrum, turbulent_field

RUN = {"batch": 16, "grid": 256, "snapshots": [1, 2]}


def main():
    spec = power_spectrum(turbulent_field(0, RUN["batch"], RUN["grid"]))
    print("reference spectrum", tuple(spec.shape))
    for seed, level in analyse_all(RUN["snapshots"], RUN["batch"], RUN["grid"]):
        print("snapshot", seed, level)


if __name__ == "__main__":
    mp.set_start_method("forkserver")
    main()
