"""``torch.cuda``: a call of one of its functions initialises CUDA (a forked child then fails with 'CUDA
error: initialization error'), but those that read NVML or defer until CUDA is initialised, and its ``amp``
and ``nvtx`` helpers."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.values import UNKNOWN, Val

LIBRARY = "torch.cuda"

# ``torch.cuda`` functions that do not initialise CUDA (they read NVML or defer until it is initialised),
# as FMP001 lists them; ``is_available()`` does.
CUDA_LAZY = {"device_count", "is_initialized", "manual_seed", "manual_seed_all", "seed", "seed_all", "device",
             "Stream", "Event"}


def _initialises_cuda(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Optional[Val]:
    if name.rpartition(".")[2] in CUDA_LAZY or name.startswith(("torch.cuda.amp.", "torch.cuda.nvtx.")):
        return None
    evaluation.cuda(f"{name}()", node)
    return UNKNOWN


BY_MODULE: Dict[str, NamedModel] = {"torch.cuda.": _initialises_cuda}
