import multiprocessing as mp

from plates import read_plate


def _reader(plate_ids, out):
    for pid in plate_ids:
        out.put(read_plate(pid))
    out.put(None)


class PlateReaderFarm:
    start_method = "spawn"

    def __init__(self, n_readers):
        self.ctx = mp.get_context(self.start_method)
        self.n_readers = n_readers
        self.results = self.ctx.Queue()

    def run(self, plate_ids):
        procs = [self.ctx.Process(target=_reader, args=(plate_ids[i::self.n_readers], self.results))
                 for i in range(self.n_readers)]
        for p in procs:
            p.start()
        hits, done = {}, 0
        while done < len(procs):
            item = self.results.get()
            if item is None:
                done += 1
            else:
                hits[item[0]] = item[1]
        for p in procs:
            p.join()
        return hits
