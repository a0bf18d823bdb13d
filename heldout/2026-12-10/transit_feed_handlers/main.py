from dispatcher import FeedDispatcher
from feeds import HANDLERS

FEEDS = {"positions": 500, "headways": 500}


def main():
    d = FeedDispatcher(HANDLERS)
    procs = [d.dispatch(name, size) for name, size in FEEDS.items()]
    for p in procs:
        p.join()


if __name__ == "__main__":
    main()
