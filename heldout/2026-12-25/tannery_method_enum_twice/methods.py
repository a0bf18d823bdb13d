import enum
import multiprocessing


class Tanning(enum.Enum):
    VEGETABLE = "spawn"
    CHROME = "forkserver"

    def prepare(self):
        multiprocessing.set_start_method(self.value)
        return multiprocessing.get_context()
