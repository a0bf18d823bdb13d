from cv import cross_validate
from data import applicants
from models import CreditScorer

N_APPLICANTS = 50000
N_FEATURES = 32


def main():
    X, y = applicants(N_APPLICANTS, N_FEATURES)
    scorer = CreditScorer().fit(X, y)
    print("train acc", round(float(((scorer.predict(X) > 0.5).float() == y).float().mean()), 4))
    print("cv", cross_validate(CreditScorer, X, y))


if __name__ == "__main__":
    main()
