import argparse

from explain import RolloutSettings, attention_rollout, iter_rollouts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--tokens", type=int, default=197)
    ap.add_argument("--batch", type=int, default=2)
    args = ap.parse_args()
    settings = RolloutSettings(layers=args.layers, tokens=args.tokens)
    sanity = attention_rollout(settings, 1, seed=123)
    print("rollout rows sum to %.3f" % float(sanity[0, 0].sum()))
    for seed, patch in iter_rollouts(settings, list(range(4)), args.batch):
        print("image batch", seed, "most relevant patch", patch)


if __name__ == "__main__":
    main()
