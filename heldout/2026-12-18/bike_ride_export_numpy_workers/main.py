import configparser
import multiprocessing as mp

import stats
import writer


def main():
    cfg = configparser.ConfigParser()
    cfg.read("export.ini")
    durations = stats.sorted_durations(cfg.getint("rides", "count"), cfg.getint("rides", "seed"))
    n = cfg.getint("export", "stations")
    shares = [(s, durations[s::n].numpy()) for s in range(n)]
    with mp.Pool(2) as pool:
        for station, pct in pool.imap(writer.station_summary, shares):
            print(f"station {station}: p50/p90/p99 = {pct}")


if __name__ == "__main__":
    main()
