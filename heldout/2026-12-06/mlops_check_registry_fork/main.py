from monitor import DriftMonitor
from workers import fork_workers

ROWS, FEATURES, SHARDS = 50000, 32, 2


def main():
    monitor = DriftMonitor(ROWS, FEATURES)
    print("self-test", monitor.self_test(), flush=True)
    codes = fork_workers(SHARDS, monitor.check_shard)
    print("exit codes", codes)


if __name__ == "__main__":
    main()
