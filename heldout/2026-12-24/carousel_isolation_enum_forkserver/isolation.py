import enum
import multiprocessing as mp


class Isolation(enum.Enum):
    SHARED = "fork"
    ISOLATED = "forkserver"

    def context(self):
        return mp.get_context(self.value)
