from runner import compare
from warehouse import PickHistory


def main():
    history = PickHistory(n_orders=4096, n_locations=256)
    hot = history.hottest_locations()
    print(f"distinct hot locations: {hot.unique().numel()}")
    for key, score in compare(history.picks, keys=["velocity", "affinity"]):
        print(f"{key}: {score:.4f}")


if __name__ == "__main__":
    main()
