import abc
import multiprocessing as mp


class Inspector(abc.ABC):
    n_stations = 2

    @abc.abstractmethod
    def prepare(self):
        ...

    @abc.abstractmethod
    def inspect_station(self, station):
        ...

    def run(self):
        self.prepare()
        procs = []
        for s in range(self.n_stations):
            p = mp.Process(target=self.inspect_station, args=(s,))
            p.start()
            procs.append(p)
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]
