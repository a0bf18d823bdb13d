import stats
from pool import compute_spreads


def main():
    print("reference center", round(stats.GLOBAL_MEAN.mean().item(), 4))
    for seed, value in compute_spreads(range(4)):
        print(seed, value)


if __name__ == "__main__":
    main()
