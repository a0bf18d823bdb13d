from corpus import SYSTEMS
from evaluate import leaderboard, sanity_check


def main():
    print("reference vs itself:", {k: round(v, 3) for k, v in sanity_check().items()})
    board = leaderboard(SYSTEMS)
    for system, scores in sorted(board.items(), key=lambda kv: -kv[1]["embedding_f1"]):
        print(f"{system:15} " + " ".join(f"{k}={v:.3f}" for k, v in scores.items()))


if __name__ == "__main__":
    main()
