import abc
import os
import pickle


class Simulation(abc.ABC):
    """Template: prepare() in the parent, then one forked worker per shard."""

    shards = 2

    def run(self):
        self.prepare()
        return self.dispatch()

    @abc.abstractmethod
    def prepare(self):
        ...

    @abc.abstractmethod
    def simulate_shard(self, shard):
        ...

    def dispatch(self):
        children = []
        for shard in range(self.shards):
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(r)
                result = self.simulate_shard(shard)
                with os.fdopen(w, "wb") as out:
                    pickle.dump(result, out)
                os._exit(0)
            os.close(w)
            children.append((pid, r))
        results = []
        for pid, r in children:
            with os.fdopen(r, "rb") as src:
                results.append(pickle.load(src))
            os.waitpid(pid, 0)
        return results
