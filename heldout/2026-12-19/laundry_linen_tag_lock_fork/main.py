import torch.multiprocessing as tmp

import scanners


def main():
    ledger_lock = tmp.Lock()
    counts = scanners.scan_all(["dock-1", "dock-2", "sorting"], ledger_lock)
    for station, tags in counts:
        print(f"{station}: {tags} tags read")


if __name__ == "__main__":
    main()
