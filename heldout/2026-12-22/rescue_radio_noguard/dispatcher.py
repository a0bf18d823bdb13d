import configparser
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import channels


class Dispatcher:
    def __init__(self, method, workers, channel_ids):
        self.method = method
        self.workers = workers
        self.channel_ids = channel_ids

    @classmethod
    def from_config(cls, path):
        cfg = configparser.ConfigParser()
        cfg.read(path)
        d = cfg["dispatch"]
        ids = [int(c) for c in d["channels"].split(",")]
        return cls(d["start_method"], d.getint("workers"), ids)

    def __call__(self):
        ctx = mp.get_context(self.method)
        with ProcessPoolExecutor(self.workers, mp_context=ctx) as ex:
            return list(ex.map(channels.check_channel, self.channel_ids))
