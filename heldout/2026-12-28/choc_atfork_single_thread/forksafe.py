"""Imported for its side effect: forked children compute single-threaded."""
import configparser
import os

import torch

_cp = configparser.ConfigParser()
_cp.read("truffles.ini")
_CHILD_THREADS = _cp["rolling"].getint("child_threads", fallback=1)


def _after_fork_in_child():
    torch.set_num_threads(_CHILD_THREADS)


os.register_at_fork(after_in_child=_after_fork_in_child)
