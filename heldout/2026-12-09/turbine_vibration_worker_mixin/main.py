import multiprocessing

from baseline import healthy_envelope
from workers import SpectrumWorker

N_CHANNELS, N_SAMPLES = 8, 16384


def main():
    env = healthy_envelope(n_turbines=8, n_channels=N_CHANNELS, n_samples=4096, width=9)
    print(f"fleet envelope max {float(env.max()):.2f}")
    results = multiprocessing.Queue()
    workers = [SpectrumWorker(t, N_CHANNELS, N_SAMPLES, results) for t in (1, 2)]
    for w in workers:
        w.start()
    out = sorted(results.get() for _ in workers)
    for w in workers:
        w.join()
    for turbine, peak_bin in out:
        print(f"turbine {turbine}: dominant bin {peak_bin}")


if __name__ == "__main__":
    main()
