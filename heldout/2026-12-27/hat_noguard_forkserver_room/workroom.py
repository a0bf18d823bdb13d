"""A workroom of milliners, built from an INI file."""
import configparser
import multiprocessing as mp


def _trim(milliner, hats):
    print("milliner", milliner, "trimmed", hats, "hats")


class Workroom:
    def __init__(self, method, milliners, hats):
        self.ctx = mp.get_context(method)
        self.milliners = milliners
        self.hats = hats

    @classmethod
    def from_ini(cls, path):
        cfg = configparser.ConfigParser()
        cfg.read(path)
        w = cfg["workroom"]
        return cls(w["method"], w.getint("milliners"), w.getint("hats"))

    def staff(self):
        procs = [self.ctx.Process(target=_trim, args=(i, self.hats)) for i in range(self.milliners)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]
