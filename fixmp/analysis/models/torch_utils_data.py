"""``torch.utils.data``: a ``TensorDataset`` of tensors, and a ``DataLoader`` over it (its batches, read once
for one batch of ``batch_size``; one with workers is a start of processes, read where it is iterated). Read by
their short names within torch's packages (torch_geometric's ``DataLoader`` too)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.shapes import int_of
from fixmp.analysis.values import UNKNOWN, Const, LoaderVal, Seq, Tensor, TensorData, Val

LIBRARY = "torch.utils.data"


def batches(dataset: Val, batch_size: Val) -> Val:
    """A ``DataLoader`` over a ``TensorDataset``: a batch of each tensor's rows (the loop's body is read
    once, for a batch of ``batch_size``); a loader of anything else yields what fixmp cannot size."""
    size = int_of(batch_size)
    if not isinstance(dataset, TensorData) or size is None:
        return Seq([UNKNOWN], False)
    batch = [Tensor((size,) + tensor.shape[1:]) if isinstance(tensor, Tensor) and tensor.shape else Tensor(None)
             for tensor in dataset.tensors]
    return Seq([Seq(list(batch))], False)


def _tensor_dataset(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Optional[Val]:
    return TensorData(list(args))


def _data_loader(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                 node: cst.CSTNode) -> Optional[Val]:
    dataset = args[0] if args else kwargs.get("dataset", UNKNOWN)
    loaded = batches(dataset, kwargs.get("batch_size", args[1] if len(args) > 1 else Const(1)))
    workers = int_of(kwargs.get("num_workers", args[5] if len(args) > 5 else Const(0)))
    if not workers:
        return loaded  # loaded in this process (or a worker count fixmp cannot read)
    return LoaderVal(loaded, dataset, kwargs.get("worker_init_fn", args[10] if len(args) > 10 else None),
                     kwargs.get("collate_fn", args[6] if len(args) > 6 else None),
                     kwargs.get("multiprocessing_context", args[11] if len(args) > 11 else None))


BY_SHORT_NAME: Dict[str, NamedModel] = {
    "torch*.TensorDataset": _tensor_dataset,
    "torch*.DataLoader": _data_loader,
}
