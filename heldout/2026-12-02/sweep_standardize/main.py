from data import make_validation_set
from sweep import run_sweep


def main():
    x_val, y_val = make_validation_set()
    print("validation set:", tuple(x_val.shape), int(y_val.sum()))
    results = run_sweep()
    best = min(results, key=lambda r: r[1])
    print("best trial:", best, "of", len(results))


if __name__ == "__main__":
    main()
