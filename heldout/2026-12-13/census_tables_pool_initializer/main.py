import torch

from microdata import load_microdata, standardise
from tables import cross_tabulate

RECORDS, VARIABLES = 200000, 12
PAIRS = [(0, 1), (2, 5), (3, 7), (4, 11)]

if __name__ == "__main__":
    z = standardise(load_microdata(RECORDS, VARIABLES))
    print("standardised:", tuple(z.shape))
    tabs = cross_tabulate(z, PAIRS, worker_setup=torch.set_num_threads, setup_args=(1,))
    for pair, total in tabs.items():
        print(pair, round(total, 1))
