from interactions import interaction_tensor
from release import release_session, stability_check

FORMULAS, EXCIPIENTS, SAMPLES = 32, 64, 200_000


def main():
    worst = interaction_tensor(FORMULAS, EXCIPIENTS).amax(dim=(1, 2))
    risky = worst.topk(4).indices.tolist()
    log = []
    with release_session(log) as pool:
        res = pool.map(stability_check, [(f, SAMPLES) for f in risky])
    for formula, score in sorted(res):
        print(f"formula {formula}: stability {score:.3f}")
    print("; ".join(log))


if __name__ == "__main__":
    main()
