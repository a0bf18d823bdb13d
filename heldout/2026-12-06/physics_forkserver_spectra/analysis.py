import multiprocessing as mp

from spectra import power_spectrum, turbulent_field


def analyse_snapshot(seed, batch, grid, out):
    spec = power_spectrum(turbulent_field(seed, batch, grid))
    out.put((seed, round(float(spec[1:, 1:].mean()), 3)))


def analyse_all(seeds, batch, grid):
    out = mp.Queue()
    procs = [mp.Process(target=analyse_snapshot, args=(s, batch, grid, out)) for s in seeds]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
