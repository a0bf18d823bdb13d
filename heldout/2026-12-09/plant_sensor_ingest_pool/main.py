from sources import read_batches
from workers import WorkerPool, drift_score


def main():
    batches = list(read_batches(n_batches=4, rows=100_000, channels=16))
    center = batches[0][1].mean(dim=0)  # reference line calibrates the plant
    items = [(line_id, readings, center) for line_id, readings in batches[1:]]
    with WorkerPool(size=2) as pool:
        for line_id, score in sorted(pool.map(drift_score, items)):
            print(f"line {line_id}: max channel drift {score}")


if __name__ == "__main__":
    main()
