import json
import multiprocessing

from nutrition import food_covariance, species_score
from threads import single_threaded


def main():
    with open("diets.json") as f:
        cfg = json.load(f)
    with single_threaded():
        cov = food_covariance(cfg["foods"], cfg["samples"])
    with multiprocessing.Pool(2) as pool:
        for species, score in pool.starmap(species_score, [(s, cov) for s in cfg["species"]]):
            print(f"{species:10} diet balance {score}")


if __name__ == "__main__":
    main()
