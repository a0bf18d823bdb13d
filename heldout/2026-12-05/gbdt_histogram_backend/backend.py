import enum
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor


class Backend(enum.Enum):
    THREADS = "threads"
    PROCESSES = "processes"

    @property
    def executor_cls(self):
        return ProcessPoolExecutor if self is Backend.PROCESSES else ThreadPoolExecutor
