from prefixes import PrefixScorer
from refresh import refresh_prefixes


def main():
    scorer = PrefixScorer(vocab=50000, dim=64)
    scorer.fit()
    print("refreshed:", refresh_prefixes(scorer, prefixes=("sho", "lap", "dre", "hea")))


if __name__ == "__main__":
    main()
