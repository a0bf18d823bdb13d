import multiprocessing as mp

from extract import prepare_workers, tabulate, with_retries
from registry import StatisticsRegistry

if __name__ == "__main__":
    ids = with_retries(prepare_workers, StatisticsRegistry(), "households", "spawn")
    with mp.Pool(2) as pool:
        for table_id, total in pool.map(tabulate, ids):
            print(table_id, total)
