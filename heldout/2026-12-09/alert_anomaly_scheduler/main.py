import jobs  # noqa: F401  (registers the scheduled jobs)
from metrics import MetricStore
from scheduler import Scheduler


def main():
    context = {"store": MetricStore(n_series=16, history_len=100_000, window_len=50_000), "shards": 2}
    Scheduler(context, max_ticks=2).run()
    print("scheduler done")


if __name__ == "__main__":
    main()
