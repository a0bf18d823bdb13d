"""``torch``'s own functions: its factories (filled and sampled, on a device), tensors made from numpy arrays,
products, joins, grids, distances and searches, and the program's default floating type and thread count.

Most are read by their short name within the names that begin ``torch`` (``torch*.cat``): ``torch.cat``
and ``torch.nn.functional.cat`` alike, and the functions of the packages named for torch (torchvision,
torch_geometric). A call of such a function no model answers reads as its first tensor's method
(``torch.exp(x)`` is ``x.exp()``: ``method_call``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Dict, List, Optional, Sequence

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model, NamedModel
from fixmp.analysis.models.torch_linalg import DECOMPOSITIONS, decomposed
from fixmp.analysis.shapes import WINDOWS, axis_lengths, factory_shape, int_of
from fixmp.analysis.values import UNKNOWN, Array, Const, Qualified, Seq, Tensor, Val

LIBRARY = "torch"

FILLS = {"zeros", "ones", "full", "arange", "linspace", "logspace", "eye", "zeros_like", "ones_like",
         "full_like"} | WINDOWS
SAMPLED = {"empty", "rand", "randn", "randint", "tensor", "as_tensor", "empty_like", "rand_like", "randn_like",
           "randint_like", "randperm", "normal"}
LINEAR_ALGEBRA = {"matmul", "mm", "bmm"}
# ``torch.pdist`` and ``torch.cdist``: their kernel splits the pairs with a grain of 32,768 / (16 x columns).
PDIST_GRAIN = 2048
# Tensors made from a numpy array (``torch.tensor(array)``): a copy of the array.
OF_AN_ARRAY = ("tensor", "as_tensor", "Tensor", "FloatTensor", "DoubleTensor", "LongTensor")

# torch's factories whose element type is float32 (the default) unless ``dtype=`` says otherwise; those of
# int64; a ``dtype=`` by its name. (``torch.full`` and ``torch.tensor`` take the type of their values.)
FLOAT_FACTORIES = {"zeros", "ones", "empty", "rand", "randn", "linspace", "logspace", "eye", "normal"}
INTEGER_FACTORIES = {"randint", "randperm"}
DTYPE_NAMES = {"float": "float32", "float32": "float32", "double": "float64", "float64": "float64",
               "half": "float16", "float16": "float16", "bfloat16": "bfloat16", "int": "int32", "int32": "int32",
               "long": "int64", "int64": "int64", "bool": "bool", "uint8": "uint8", "int8": "int8", "int16": "int16"}


def factory_dtype(short: str, args: List[Val], kwargs: Dict[str, Val], default_float: Optional[str]) -> Optional[str]:
    """The element type a torch factory call makes, where fixmp can tell (None: not known);
    ``default_float``: the program's default floating type (``torch.set_default_dtype``)."""
    chosen = kwargs.get("dtype")
    if chosen is not None:
        return DTYPE_NAMES.get(chosen.name.rpartition(".")[2]) if isinstance(chosen, Qualified) else None
    if short in FLOAT_FACTORIES:
        return default_float
    if short in INTEGER_FACTORIES:
        return "int64"
    if short == "arange" and args and all(isinstance(arg, Const) and type(arg.value) is int for arg in args):
        return "int64"
    return None


def on_cuda(args: List[Val], kwargs: Dict[str, Val]) -> bool:
    """``.to("cuda")``, ``.to(device="cuda:0")``, ``.to(torch.device("cuda"))``: a device named cuda."""
    for value in [*args, kwargs.get("device", UNKNOWN)]:
        if isinstance(value, Const) and isinstance(value.value, str) and value.value.startswith("cuda"):
            return True
    return False


def _short(name: str) -> str:
    return name.rpartition(".")[2]


def _first_answer(*models: NamedModel) -> NamedModel:
    """One short name's models, asked in order (``torch.tensor(array)`` copies the array, else it is a factory)."""
    def first(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
              node: cst.CSTNode) -> Optional[Val]:
        for model in models:
            answer = model(evaluation, name, args, kwargs, node)
            if answer is not None:
                return answer
        return None
    return first


# -- exact names ----------------------------------------------------------------------------------------------
def _device(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    if args and isinstance(args[0], Const) and isinstance(args[0].value, str):
        return args[0]  # the device by its name: ``.to(device)`` reads it
    return None


def _set_default_dtype(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                       node: cst.CSTNode) -> Optional[Val]:
    if evaluation.muted:
        return None
    chosen = args[0] if args else kwargs.get("d", UNKNOWN)
    # (Factories' floats take it from here: one fixmp cannot read leaves their type unknown.)
    evaluation.default_float = DTYPE_NAMES.get(chosen.name.rpartition(".")[2]) if isinstance(chosen, Qualified) \
        else None
    return Const(None)


def _set_num_threads(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val],
                     node: cst.CSTNode) -> Optional[Val]:
    count = args[0].value if args and isinstance(args[0], Const) else None
    if evaluation.muted:
        return Const(None)
    if count == 1:
        evaluation.threads_set(1)  # measured: one thread after the work and before the fork is safe
    elif isinstance(count, int) and count > 1:
        evaluation.threads_set(count)  # threads again: the next parallel op uses (or starts) a pool
    return Const(None)


# -- by short name --------------------------------------------------------------------------------------------
def _from_numpy(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    return Tensor(args[0].shape if isinstance(args[0], Array) else None)  # shares the array's memory


def _of_an_array(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                 node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], Array):
        return None
    # Measured: torch.tensor / as_tensor / FloatTensor of a 100,000-element array copy it in parallel.
    short = _short(name)
    return evaluation.elementwise(Tensor(args[0].shape), f"torch.{short}() of a numpy array", node)


def _factory(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
             node: cst.CSTNode) -> Optional[Val]:
    short = _short(name)
    if on_cuda([], {"device": kwargs.get("device", UNKNOWN)}):
        evaluation.cuda(f"{name}(device=...) on the GPU", node)
    tensor = factory_shape(short, args, kwargs)
    if short in FILLS:
        evaluation.over_grain(tensor, f"torch.{short}", node)
    dtype = factory_dtype(short, args, kwargs, evaluation.default_float)
    return replace(tensor, dtype=dtype) if isinstance(tensor, Tensor) and dtype is not None else tensor


def _product(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
             node: cst.CSTNode) -> Optional[Val]:
    return evaluation.matmul(args[0], args[1], node) if len(args) >= 2 else None


def _cartesian_prod(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    # Every combination of the 1-D inputs' items: their lengths' product rows of one column each.
    lengths = axis_lengths(args)
    if lengths is None:
        return Tensor(None)
    rows = 1
    for length in lengths:
        rows *= length
    result = Tensor((rows, len(args)) if len(args) > 1 else (rows,))
    evaluation.over_grain(result, "a cartesian_prod", node)
    return result


def _meshgrid(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
              node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    # One grid per 1-D input, each of the shape their lengths make (``indexing="xy"`` swaps the first two).
    axes = list(args[0].items) if len(args) == 1 and isinstance(args[0], Seq) else list(args)
    lengths = axis_lengths(axes)
    if not lengths:
        return Seq([Tensor(None) for _ in axes], True)
    sizes = list(lengths)
    indexing = kwargs.get("indexing")
    if isinstance(indexing, Const) and indexing.value == "xy" and len(sizes) >= 2:
        sizes[0], sizes[1] = sizes[1], sizes[0]
    return Seq([Tensor(tuple(sizes)) for _ in axes], True)


def _pdist(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
           node: cst.CSTNode) -> Optional[Val]:
    if not args or not isinstance(args[0], Tensor) or not args[0].shape or len(args[0].shape) != 2:
        return None
    # One distance per pair of rows. Measured: parallel once pairs x columns pass 2,048 (torch's
    # grain of 32,768 over 16 per element: 38 rows of 3 start the pool, 36 do not; 20 of 16 do).
    points, columns = args[0].shape
    distances = points * (points - 1) // 2
    if distances * columns > PDIST_GRAIN:
        evaluation.work(f"a pdist over {distances:,} pairs of {columns}-element rows", node)
    return Tensor((distances,))


def _cdist(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
           node: cst.CSTNode) -> Optional[Val]:
    if len(args) >= 2 and isinstance(args[0], Tensor):
        return evaluation.method_call(args[0], "cdist", args[1:], kwargs, node)  # sized by its output
    return None


def joined(evaluation: Evaluation, parts: Val, how: str, kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
    """``torch.cat(parts, dim)``, ``torch.stack(parts, dim)``: each part copied (work past the grain); the
    tensor they make."""
    if not isinstance(parts, Seq):
        return Tensor(None)
    for part in parts.items:
        evaluation.over_grain(part, f"torch.{how}", node)
    shapes = [part.shape for part in parts.items if isinstance(part, Tensor)]
    if not parts.complete or len(shapes) != len(parts.items) or any(shape is None for shape in shapes) or not shapes:
        return Tensor(None)
    first = shapes[0]
    assert first is not None
    dim = int_of(kwargs.get("dim", kwargs.get("axis", Const(0))))
    if dim is None:
        return Tensor(None)
    if how == "stack":
        at = dim + len(first) + 1 if dim < 0 else dim
        if not 0 <= at <= len(first):
            return Tensor(None)
        return Tensor(first[:at] + (len(shapes),) + first[at:])
    at = dim + len(first) if dim < 0 else dim
    if not first or not 0 <= at < len(first) or any(shape is None or len(shape) != len(first) for shape in shapes):
        return Tensor(None)
    return Tensor(first[:at] + (sum(shape[at] for shape in shapes if shape),) + first[at + 1:])


def _joined(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
            node: cst.CSTNode) -> Optional[Val]:
    if not args:
        return None
    return joined(evaluation, args[0], _short(name), {**kwargs, **({"dim": args[1]} if len(args) > 1 else {})}, node)


def _searchsorted(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                  node: cst.CSTNode) -> Optional[Val]:
    if len(args) < 2 or not isinstance(args[1], Tensor):
        return None
    # One search per value (measured: 100,000 values start the pool), whatever the sorted side.
    return evaluation.elementwise(Tensor(args[1].shape), "a searchsorted", node)


def _by_short_name(shorts: Sequence[str], model: NamedModel) -> Dict[str, NamedModel]:
    return {f"torch*.{short}": model for short in shorts}


# -- a function no model answers ------------------------------------------------------------------------------
def _as_a_tensor_method(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
                        node: cst.CSTNode) -> Optional[Val]:
    short = _short(name)
    if args and isinstance(args[0], Tensor) and not short[:1].isupper() \
            and not name.startswith(("torch.utils.", "torch.optim.", "torch.distributions.")):
        return evaluation.method_call(args[0], short, args[1:], kwargs, node)  # (not a class of torch's)
    if short in ("conv1d", "conv2d", "conv3d", "linear") or short in LINEAR_ALGEBRA or "linalg" in name:
        evaluation.may_work(f"{name} of unknown size", node, torch_op=True)
    return UNKNOWN


MODELS: Dict[str, Model] = {
    "torch.device": _device,
    "torch.set_default_dtype": _set_default_dtype,
    "torch.set_num_threads": _set_num_threads,
}

BY_SHORT_NAME: Dict[str, NamedModel] = {
    "torch*.from_numpy": _from_numpy,
    **_by_short_name(("Tensor", "FloatTensor", "DoubleTensor", "LongTensor"), _of_an_array),
    **_by_short_name(("tensor", "as_tensor"), _first_answer(_of_an_array, _factory)),
    **_by_short_name(sorted((FILLS | SAMPLED) - {"tensor", "as_tensor"}), _factory),
    **_by_short_name(sorted(LINEAR_ALGEBRA), _first_answer(_product, decomposed)),
    "torch*.cartesian_prod": _cartesian_prod,
    "torch*.meshgrid": _meshgrid,
    "torch*.pdist": _pdist,
    "torch*.cdist": _first_answer(_cdist, decomposed),
    **_by_short_name(sorted(DECOMPOSITIONS - LINEAR_ALGEBRA - {"cdist"}), decomposed),
    **_by_short_name(("cat", "stack", "concat", "concatenate"), _joined),
    "torch*.searchsorted": _searchsorted,
}

FALLBACKS: Dict[str, NamedModel] = {"torch*": _as_a_tensor_method}
