import csv
import multiprocessing
from functools import partial

import torch

from fitting import fit_lactation_curve
from scoring import expected_yield


def main():
    with open("yields.csv", newline="") as f:
        cows = list(csv.DictReader(f))
    q = multiprocessing.Queue()
    fitter = multiprocessing.Process(target=fit_lactation_curve, args=(q,))
    fitter.start()
    coef = torch.tensor(q.get())
    fitter.join()
    with multiprocessing.Pool(2) as pool:
        for cow, litres in pool.map(partial(expected_yield, coef=coef), cows):
            print(f"{cow:7} {litres} l/day")


if __name__ == "__main__":
    main()
