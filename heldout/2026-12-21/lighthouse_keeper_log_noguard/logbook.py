import configparser
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def watch_summary(watch):
    entries = [len(watch) * k % 7 for k in range(48)]
    return watch, sum(entries) / len(entries)


class Logbook:
    def __init__(self, path):
        cfg = configparser.ConfigParser()
        cfg.read(path)
        self.section = cfg["log"]
        self.ctx = mp.get_context(self.section["start_method"])

    def watches(self):
        return [w.strip() for w in self.section["watches"].split(",")]

    def summarise(self):
        with ProcessPoolExecutor(self.section.getint("workers"), mp_context=self.ctx) as ex:
            futures = {w: ex.submit(watch_summary, w) for w in self.watches()}
            return {w: f.result()[1] for w, f in futures.items()}
