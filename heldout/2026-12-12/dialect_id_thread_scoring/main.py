from ngrams import DIALECTS, dialect_profiles
from scorer import DialectScorer

DOCS_PER_BATCH = 1024


def main():
    profiles = dialect_profiles(dim=None)
    print("profile entropy:", [round(float(-(p.exp() * p).sum()), 2) for p in profiles])
    scorer = DialectScorer(profiles)
    totals = [sum(col) for col in zip(*scorer.score_many(range(1, 5), DOCS_PER_BATCH))]
    print(dict(zip(DIALECTS, totals)))


if __name__ == "__main__":
    main()
