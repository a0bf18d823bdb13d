from catalog import score_regions
from scoring import make_scorer


def main():
    rates = score_regions(make_scorer(b_value=1.0), regions=[1, 2, 3])
    print(rates)


if __name__ == "__main__":
    main()
