from jobs import DriftJobRunner
from stats import load_window, profile

ROWS, COLS = 50000, 32
MODELS = ["ranker-v3", "ranker-v4"]


def main():
    reference = profile(load_window(0, ROWS, COLS))
    runner = DriftJobRunner(reference, ROWS, COLS)
    report = runner.run(range(1, len(MODELS) + 1))
    for name, idx in zip(MODELS, sorted(report)):
        print(name, report[idx])


if __name__ == "__main__":
    main()
