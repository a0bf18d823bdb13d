"""Fork-safety hooks for the appeals service.

Workers are forked from a parent that has already run torch ops; drop the parent
to one intra-op thread just before every fork so the children start clean.
"""
import os

import torch

_installed = False


def install():
    global _installed
    if not _installed:
        os.register_at_fork(before=lambda: torch.set_num_threads(1))
        _installed = True
