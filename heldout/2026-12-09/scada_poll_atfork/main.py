import runtime  # noqa: F401  (installs the fork hooks)
from polling import Poller


def main():
    poller = Poller(n_tags=16, n_samples=100_000)
    master = poller.poll(0)
    print(f"master station max deviation {float(master.max()):.3f}")
    if any(poller.fork_pollers([1, 2])):
        raise SystemExit("poller failed")


if __name__ == "__main__":
    main()
