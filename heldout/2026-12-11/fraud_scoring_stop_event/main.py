from monitor import STOP
from scoring import score_claims


def main():
    flagged = score_claims(n_batches=4, claims=2000, stop=STOP)
    print("flagged per batch:", flagged)


if __name__ == "__main__":
    main()
