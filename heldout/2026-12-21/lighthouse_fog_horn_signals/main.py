import json

import signals
from blasts import schedule_blasts
from visibility import build_profile

signals.loaded += build_profile
signals.scheduled += schedule_blasts


def main():
    with open("foghorn.json") as f:
        ctx = {"cfg": json.load(f)}
    signals.loaded(ctx)
    print(f"fog density {ctx['density']:.3f}")
    signals.scheduled(ctx)
    for station, strength in sorted(ctx["pattern"].items()):
        print(f"{station}: {strength}")


if __name__ == "__main__":
    main()
