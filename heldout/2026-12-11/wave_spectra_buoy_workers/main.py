from buoys import BuoyWorkers
from spectra import load_records, reference_spectrum

N_FFT = 256


def main():
    records = load_records(n_buoys=4, channels=8, samples=16000)
    with BuoyWorkers(2) as workers:
        ref = reference_spectrum(records[0], N_FFT)
        energies = workers.spectra(records, ref, N_FFT)
    print("band energy per buoy:", [round(e, 2) for e in energies])


if __name__ == "__main__":
    main()
