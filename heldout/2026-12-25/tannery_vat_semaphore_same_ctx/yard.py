import configparser
import multiprocessing
from dataclasses import dataclass, field
from functools import partial

_cp = configparser.ConfigParser()
_cp.read("vats.ini")
VATS = _cp["vats"]
CTX = multiprocessing.get_context(VATS["start_method"])


@dataclass
class VatYard:
    workers: int = VATS.getint("workers")
    vats: object = field(default_factory=partial(CTX.Semaphore, VATS.getint("open_vats")))
