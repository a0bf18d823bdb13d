import multiprocessing as mp

from spectra import reference_library, identify


def main(samples=(1, 2, 3, 4)):
    refs = reference_library()
    print("reference spectra on", refs.device)
    with mp.Pool(2) as pool:
        for sid, energy in pool.map(identify, samples):
            print(f"sample {sid}: spectral energy {energy:.2f}")


if __name__ == "__main__":
    main()
