import multiprocessing as mp

from fitter import RedshiftWorker
from templates import chi2_grid, template_bank

N_TEMPLATES = 512
SPECTRA = list(range(1, 9))


def main():
    bank = template_bank(N_TEMPLATES)
    self_fit = chi2_grid(bank[3], bank)
    print(f"template self-test best index {int(self_fit.argmin())}")
    out = mp.Queue()
    workers = [RedshiftWorker(SPECTRA[i::2], N_TEMPLATES, out) for i in range(2)]
    for w in workers:
        w.start()
    best = dict(out.get() for _ in SPECTRA)
    for w in workers:
        w.join()
    print(sorted(best.items()))


if __name__ == "__main__":
    main()
