"""``torch.nn``'s layers as built, by the sizes their forward reads (``Linear(512, 512)``, ``Conv2d``,
recurrent cells and layers, norms, embeddings, containers of layers); the forward itself is the program
run's (``forward``). ``torch.nn.functional`` and ``torch.nn.init`` have models of their own."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, NamedModel
from fixmp.analysis.shapes import int_of
from fixmp.analysis.values import UNKNOWN, Const, Layer, MappingVal, Seq, Tensor, Val

LIBRARY = "torch.nn"

ACTIVATIONS = {"ReLU", "Tanh", "Sigmoid", "GELU", "SiLU", "LeakyReLU", "Softmax", "LogSoftmax", "Dropout", "Identity",
               "ELU", "Softplus", "Hardtanh", "Mish"}
CONVS = {"Conv1d": 1, "Conv2d": 2, "Conv3d": 3}
# torch.nn layers whose forward starts the pool on any input (measured: MaxPool2d on one 3x16x16
# image, GroupNorm / InstanceNorm1d on 2 items, MultiheadAttention and TransformerEncoderLayer on one
# token, in eval mode under no_grad too).
PARALLEL_LAYERS = ("MaxPool", "AvgPool", "AdaptiveAvgPool", "AdaptiveMaxPool", "LPPool", "GroupNorm", "InstanceNorm",
                   "MultiheadAttention", "Transformer")
# Recurrent cells: one step is a product by a (gates x hidden) weight (LSTMCell(32, 64) on one row is serial).
CELLS = {"LSTMCell": 4, "GRUCell": 3, "RNNCell": 1}


def layer(short: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
    """The layer ``torch.nn.<short>(*args, **kwargs)`` builds, with the sizes its forward reads."""
    ints = [int_of(value) for value in args]
    if short == "Linear":
        sizes = [ints[0] if ints else int_of(kwargs.get("in_features", UNKNOWN)),
                 ints[1] if len(ints) > 1 else int_of(kwargs.get("out_features", UNKNOWN))]
        if None not in sizes:
            return Layer("linear", (sizes[0] or 0, sizes[1] or 0))
        return Layer("other")
    if short in CONVS:
        sizes = [ints[0] if ints else None, ints[1] if len(ints) > 1 else None,
                 ints[2] if len(ints) > 2 else int_of(kwargs.get("kernel_size", UNKNOWN))]
        if None not in sizes:
            return Layer("conv", (sizes[0] or 0, sizes[1] or 0, sizes[2] or 0, CONVS[short]))
        return Layer("other")
    if short in ("Embedding", "EmbeddingBag") and len(ints) > 1 and None not in ints[:2]:
        return Layer("embedding" if short == "Embedding" else "embedding_bag", (ints[0] or 0, ints[1] or 0))
    if short == "EmbeddingBag":
        return Layer("embedding_bag")
    if short.startswith(PARALLEL_LAYERS):
        return Layer("parallel", parts=(Const(short),))
    if short in CELLS:
        sizes = [ints[0] if ints else int_of(kwargs.get("input_size", UNKNOWN)),
                 ints[1] if len(ints) > 1 else int_of(kwargs.get("hidden_size", UNKNOWN))]
        return Layer("cell", (*(size or 0 for size in sizes), CELLS[short]) if None not in sizes else ())
    if short in ("PReLU", "Upsample"):
        return Layer("activation")
    if short == "Sequential":
        if len(args) == 1 and isinstance(args[0], MappingVal):  # ``Sequential(OrderedDict([...]))``
            return Layer("sequential", parts=tuple(args[0].items.values()))
        return Layer("sequential", parts=tuple(args))
    if short == "ModuleList":  # a list of layers: the model's forward loops over it
        return Seq(list(args[0].items), args[0].complete) if args and isinstance(args[0], Seq) else Seq([], False)
    if short == "ModuleDict":
        return MappingVal(dict(args[0].items), args[0].complete) if args and isinstance(args[0], MappingVal) \
            else MappingVal({}, False)
    if short == "LayerNorm":
        size = ints[0] if ints else int_of(kwargs.get("normalized_shape", UNKNOWN))
        return Layer("layer_norm", (size,) if size is not None else ())
    if short in ("BatchNorm1d", "BatchNorm2d", "BatchNorm3d"):
        return Layer("batch_norm", (ints[0],) if ints and ints[0] is not None else ())
    if short in ("LSTM", "GRU", "RNN"):
        sizes = [ints[0] if ints else int_of(kwargs.get("input_size", UNKNOWN)),
                 ints[1] if len(ints) > 1 else int_of(kwargs.get("hidden_size", UNKNOWN))]
        gates = {"LSTM": 4, "GRU": 3, "RNN": 1}[short]
        return Layer("recurrent", (*(size or 0 for size in sizes), gates) if None not in sizes else ())
    if short == "GELU":
        return Layer("gelu")
    if short in ("Softmax", "LogSoftmax"):
        dim = ints[0] if ints else int_of(kwargs.get("dim", UNKNOWN))
        return Layer("softmax", (dim,) if dim is not None else ())
    if short in ACTIVATIONS:
        return Layer("activation")
    if short == "Parameter":
        return args[0] if args else Tensor(None)
    return UNKNOWN if short[:1].islower() else Layer("other")


def _built(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
           node: cst.CSTNode) -> Optional[Val]:
    if name.startswith("torch.nn.functional"):
        return None  # (functions, by their short names: ``torch_nn_functional``)
    return layer(name.rpartition(".")[2], args, kwargs)


BY_MODULE: Dict[str, NamedModel] = {"torch.nn.": _built}
