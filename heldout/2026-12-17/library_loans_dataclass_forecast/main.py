from forecast import LoanSeasonality
from branches import plan_holds


def main():
    season = LoanSeasonality()
    print(f"95th percentile daily demand {season.peak:.3f}")
    for branch, holds in plan_holds(season):
        print(f"{branch:10} reserve {holds} copies")


if __name__ == "__main__":
    main()
