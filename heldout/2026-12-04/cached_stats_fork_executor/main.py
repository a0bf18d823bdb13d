from dataset import SensorDataset
from scoring import score_all


def main():
    ds = SensorDataset(n_series=256, length=1024)
    items = [(i, ds.normalized(i)) for i in range(4)]
    for series_id, score in score_all(items):
        print(series_id, score)


if __name__ == "__main__":
    main()
