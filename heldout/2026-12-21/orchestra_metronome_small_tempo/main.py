import multiprocessing as mp

from players import ensemble_drift
from tempo import tempo_curve


def main():
    movements, curve = tempo_curve("tempo.csv")
    with mp.Pool(2) as pool:
        for movement, drift in pool.starmap(ensemble_drift, zip(movements, curve)):
            print(f"{movement:8s} drift {drift:.3f}")


if __name__ == "__main__":
    main()
