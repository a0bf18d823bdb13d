import settings
from aggregator import Aggregator
from traces import Trace


def main():
    gateway = Trace("gateway", settings.SPANS_PER_SERVICE, seed=99)
    print(f"gateway mean gap {float(gateway.gaps.mean()):.3f}")
    for service, qs in Aggregator(["checkout", "inventory"]).run():
        print(service, qs)


if __name__ == "__main__":
    main()
