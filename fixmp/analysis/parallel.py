"""Which calls run intra-op-parallel CPU work (they start torch's OpenMP thread pool).

Measured on torch 2.13 CPU (2 cores), parent op then fork, child runs
``orthogonal_`` on 64x64: the child hangs after ``orthogonal_``, a 256x256 matmul,
``torch.zeros/ones/full`` of 512x512, ``arange(100000.).sum()`` and ``conv2d``; it
does not hang after ``randn(512, 512)`` (torch's CPU RNG kernels are serial),
``nn.Linear(512, 512)`` (its init draws from that RNG), an 8x8 matmul, or when the
parent called ``torch.set_num_threads(1)`` first. The cause is the OpenMP pool that
torch's bundled libgomp keeps in the parent: a forked child inherits its state but
not its threads, and waits for them forever.

``share_memory()`` (a module's or an optimizer's) and ``Tensor.share_memory_()``
start the pool too: they copy each storage into shared memory byte by byte, and
the copy is parallel above 32,768 bytes (measured: a float32 tensor of 8,192
elements does not start the pool, one of 8,193 does). That is what hangs the
A3C / Hogwild trainers whose parent shares an LSTM of 256 units and then forks.
"""

from __future__ import annotations

import builtins
from collections import defaultdict
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, List, Optional, Set, Tuple, TypeVar, Union

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.sites import Value, call_arg, dotted_name, keyword_arg, literal_value, positional_arg, string_value
from fixmp.knowledge.torch_ops import PARALLEL_GRAIN, elementwise_grain
from fixmp.parse.walk import TRIVIA, walk

# The names Python binds in every module (``Exception``, ``object``, ``dict``...).
BUILTIN_NAMES = frozenset(dir(builtins))
# Ops on tensors above this many elements run in parallel (at::internal::GRAIN_SIZE); the costly element-wise
# ones above fewer (``fixmp.knowledge.torch_ops``, measured).
LINEAR_ALGEBRA = {
    "matmul", "mm", "bmm", "einsum", "tensordot", "addmm", "baddbmm", "addbmm", "chain_matmul",
    "qr", "svd", "inverse", "cholesky", "det", "logdet", "slogdet", "pinverse", "lu", "cdist",
    "triangular_solve", "cholesky_solve", "matrix_power", "matrix_exp",
}
PARALLEL_FUNCTIONAL = {"conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d", "conv_transpose3d"}
FILLING_FACTORIES = {"zeros", "ones", "full", "arange", "linspace", "logspace", "eye"}
MATRIX_METHODS = {"matmul", "mm", "bmm", "addmm", "baddbmm", "einsum"}
# Calls that are torch work in a child but do not start the pool in a parent.
NOT_WORK = {"torch.set_num_threads", "torch.manual_seed", "torch.get_num_threads", "torch.device"}
# share_memory() copies storages as bytes: parallel above this many bytes of one tensor.
SHARE_MEMORY_GRAIN_BYTES = 32768
SHARE_MEMORY_METHODS = ("share_memory", "share_memory_")
TENSOR_FACTORIES = FILLING_FACTORIES | {"empty", "rand", "randn", "randint", "tensor"}
# Bytes per element for the dtypes a literal ``dtype=torch.X`` names (float32 otherwise).
DTYPE_BYTES = {
    "float64": 8, "double": 8, "int64": 8, "long": 8, "complex64": 8,
    "float16": 2, "half": 2, "bfloat16": 2, "int16": 2, "short": 2,
    "uint8": 1, "int8": 1, "bool": 1,
}
# torch.nn modules that own no tensor (``share_memory()`` copies nothing for them).
PARAMETER_FREE_MODULES = {
    "Sequential", "ModuleList", "ModuleDict", "Identity", "Flatten", "Unflatten",
    "ReLU", "ReLU6", "ELU", "SELU", "CELU", "GELU", "SiLU", "Mish", "LeakyReLU", "Tanh", "Sigmoid",
    "Softplus", "Softmax", "LogSoftmax", "Hardtanh", "Hardswish",
    "Dropout", "Dropout1d", "Dropout2d", "Dropout3d", "AlphaDropout",
    "MaxPool1d", "MaxPool2d", "MaxPool3d", "AvgPool1d", "AvgPool2d", "AvgPool3d",
    "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d", "AdaptiveMaxPool2d",
}
# Methods that return the module or tensor they are called on, moved but not resized.
SAME_SIZE_METHODS = ("to", "cuda", "cpu", "train", "eval", "share_memory", "share_memory_", "requires_grad_")
RECURRENT_GATES = {"LSTM": 4, "LSTMCell": 4, "GRU": 3, "GRUCell": 3, "RNN": 1, "RNNCell": 1}


def _literal_int(expr: cst.CSTNode) -> Optional[int]:
    if isinstance(expr, cst.Integer):
        return int(expr.value.replace("_", ""), 0)
    return None


# What an expression's integer value is, where fixmp can tell; None elsewhere.
IntOf = Callable[[cst.CSTNode], Optional[int]]


def literal_numel(call: cst.Call, ints: IntOf = _literal_int) -> Optional[int]:
    """The element count of ``torch.zeros(512, 512)`` / ``torch.ones((512, 512))``, where literal
    (``ints``: what an expression's integer is, ``ParallelKnowledge.int_of`` also reads constants)."""
    first = positional_arg(call, 0)
    sizes = []
    if isinstance(first, (cst.Tuple, cst.List)):
        sizes = [element.value for element in first.elements]
    else:
        sizes = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    values = [ints(size) for size in sizes]
    if not values:
        return None
    return _product(values)


def _dtype_bytes(call: cst.Call) -> int:
    dtype_arg = keyword_arg(call, "dtype")
    dtype = dotted_name(dtype_arg) if dtype_arg is not None else None
    return DTYPE_BYTES.get((dtype or "").rpartition(".")[2], 4)


def _product(values: Iterable[Optional[int]]) -> Optional[int]:
    """The product of ``values``; None if one is unknown (None)."""
    total = 1
    for value in values:
        if value is None:
            return None
        total *= value
    return total


def _kernel_elements(expr: Optional[cst.CSTNode], dims: int, ints: IntOf = _literal_int) -> Optional[int]:
    """``kernel_size=3`` (3 ** dims) or ``(3, 5)``."""
    if isinstance(expr, (cst.Tuple, cst.List)):
        return _product(ints(element.value) for element in expr.elements)
    size = ints(expr) if expr is not None else None
    return None if size is None else size ** dims


def layer_largest_numel(module: str, call: cst.Call, ints: IntOf = _literal_int) -> Optional[int]:
    """Elements of the largest tensor a ``torch.nn.<module>(...)`` with literal sizes owns, else None."""
    def size(position: int, name: str) -> Optional[int]:
        value = call_arg(call, position, name)
        return ints(value) if value is not None else None

    if module in PARAMETER_FREE_MODULES:
        return 0
    if module == "Linear":
        return _product([size(0, "in_features"), size(1, "out_features")])
    if module == "Bilinear":
        return _product([size(0, "in1_features"), size(1, "in2_features"), size(2, "out_features")])
    if module in RECURRENT_GATES:
        inputs, hidden = size(0, "input_size"), size(1, "hidden_size")
        if inputs is None or hidden is None:
            return None
        return RECURRENT_GATES[module] * hidden * max(inputs, hidden)
    if module in ("Embedding", "EmbeddingBag"):
        return _product([size(0, "num_embeddings"), size(1, "embedding_dim")])
    if module.startswith(("Conv", "ConvTranspose")) and module[-2:] in ("1d", "2d", "3d"):
        groups_arg = keyword_arg(call, "groups")
        groups = 1 if groups_arg is None else ints(groups_arg)
        inputs, outputs = size(0, "in_channels"), size(1, "out_channels")
        kernel = _kernel_elements(call_arg(call, 2, "kernel_size"), int(module[-2]), ints)
        if groups is None or inputs is None or outputs is None or kernel is None or not groups:
            return None
        return outputs * (inputs // groups) * kernel
    if module.startswith(("BatchNorm", "InstanceNorm")):
        return size(0, "num_features")
    if module == "GroupNorm":
        return size(1, "num_channels")
    if module == "LayerNorm":
        shape = call_arg(call, 0, "normalized_shape")
        if isinstance(shape, (cst.Tuple, cst.List)):
            return _product(ints(element.value) for element in shape.elements)
        return ints(shape) if shape is not None else None
    return None


def _number(expr: cst.CSTNode) -> Optional[float]:
    if isinstance(expr, (cst.Integer, cst.Float)):
        return float(literal_value(expr.value))  # type: ignore[arg-type]
    return None


def _arange_numel(call: cst.Call) -> Optional[int]:
    numbers: List[float] = []
    for arg in call.args:
        if arg.keyword is None:
            number = _number(arg.value)
            if number is None:
                return None
            numbers.append(number)
    if not numbers:
        return None
    if len(numbers) == 1:
        return int(numbers[0])
    step = numbers[2] if len(numbers) > 2 else 1.0
    return int((numbers[1] - numbers[0]) / step) if step else None


# -- tensor shapes from literal sizes --------------------------------------------------------
# A shape fixmp knows: the sizes of a tensor's dimensions (``()``: a Python number or a 0-d tensor).
Shape = Tuple[int, ...]
# What a remembered question answers (a shape, a layer construction).
Answer = TypeVar("Answer")
# Element-wise kernels and reductions: parallel over their input above PARALLEL_GRAIN elements
# (measured: `x * 2`, `x > 0`, `x.exp()`, `x.clone()`, `x.zero_()` on 182x182 and larger, `x.sum()` /
# `x.mean(0)` over 64,000 elements start the pool; on 181x181, or `mean(0)` over 16,000, they do not).
ELEMENTWISE_METHODS = {
    "exp", "log", "sqrt", "rsqrt", "abs", "neg", "tanh", "sigmoid", "relu", "clamp", "clip", "pow", "square",
    "sign", "mul", "add", "sub", "div", "clone", "softmax", "log_softmax", "masked_fill", "lerp",
    "exp_", "log_", "sqrt_", "abs_", "neg_", "tanh_", "sigmoid_", "relu_", "clamp_", "clip_", "pow_",
    "mul_", "add_", "sub_", "div_", "zero_", "fill_", "copy_", "masked_fill_", "lerp_",
}
REDUCTION_METHODS = {
    "sum", "mean", "std", "var", "norm", "prod", "max", "min", "amax", "amin", "argmax", "argmin",
    "logsumexp", "all", "any",
}
# Kept for their shape: a view or a conversion that runs no kernel where it changes nothing
# (`x.float()` of a float32 tensor is `x`: measured, it does not start the pool).
SAME_SHAPE_VIEWS = {"detach", "float", "double", "half", "to", "cpu", "contiguous", "requires_grad_", "data"}
TORCH_ELEMENTWISE_FUNCTIONS = ELEMENTWISE_METHODS | {"gelu", "silu", "normalize", "dropout"}
# How many questions about sizes may wait on each other (a name's value's operand's name ...).
ASKING_DEPTH = 40
# How many calls deep the search for the parent's work follows this module's functions.
HELPER_DEPTH = 16
# Element-wise binary operators (`@` is a matmul, classified apart).
ELEMENTWISE_OPERATORS = (
    cst.Add, cst.Subtract, cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo, cst.Power,
)
# Matrix products: MKL's gemm threads from small sizes (measured on 2 cores: 2x24 @ 24x24,
# 32x8 @ 8x8, 8x16 @ 16x32 start the pool), except where every size is at most 16 (16x16 @ 16x16),
# a small vector product (one column or one row, see below), or a thin inner size of at most 4 with at most
# 8,192 multiplications (32x4 @ 4x64 does not; 32x4 @ 4x128 does).
MATMUL_SERIAL_SIZE = 16
MATMUL_THIN_INNER = 4
MATMUL_THIN_PRODUCT = 8192
# A one-row product (a layer's forward on one observation) is serial on the first machine measured and
# starts the pool on an AVX-512 Xeon with MKL 2024.2 from 256 inner and output sizes up (1x256 @ 256x256
# to 1x2048 @ 2048x2048; docs/static-recall.md, "The measured sizes depend on the CPU"). A verdict cannot
# depend on the CPU it is read on: a product that starts the pool on a CPU measured counts.
ONE_ROW_PARALLEL_SIZE = 256
# A vector product (one row, or one column: ``w @ v``) on a 2-core AVX2 Xeon, MKL, torch 2.13 (2026-12-06;
# each a fork after the parent's 512x512 matmul, the child's one product: a hang or an exit). The matrix in
# order: from 65,536 multiplications at any shape (32x2048 @ 2048 does, 16x2048 does not), or from 11,664
# once the side MKL splits has 108 entries (a column's rows, a row's inner size: 108x108 does, 104x104 and
# 96x128 @ 128 do not). The matrix transposed (``x @ linear.weight.T``, an nn.Linear's forward): from
# 8,192 once the other side has 128 entries (1x64 @ 64x128, 1x32 @ 32x256, 1x16 @ 16x512 do; 1x64 @ 64x64,
# 1x32 @ 32x128, 1x96 @ 96x96 do not). fixmp does not follow a tensor's layout through every operation: a
# product parallel in either layout counts.
VECTOR_PRODUCT_ANY_SHAPE = 65_536
VECTOR_PRODUCT_IN_ORDER = (108, 11_664)  # (entries of the side MKL splits, multiplications)
VECTOR_PRODUCT_TRANSPOSED = (128, 8_192)
# torch.nn layers whose forward multiplies by a weight: (in_features position/name, out_features ...).
LINEAR_LAYERS = {"Linear": ((0, "in_features"), (1, "out_features"))}
CONV_LAYERS = ("Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d")
# What to do with a model or layer called on an input whose size fixmp cannot see (see the FMP002
# docs): a forward of one row through a narrow layer (an RL policy on one observation) does not start the
# pool, a batch does; fixmp stays silent, as it does for element-wise work on tensors of unknown size.
REPORT_UNKNOWN_INPUT_FORWARD = False


def matmul_is_parallel(rows: int, inner: int, columns: int) -> bool:
    """Whether a ``rows x inner @ inner x columns`` product runs on the OpenMP pool (measured, see above)."""
    if rows <= 0 or columns <= 0:
        return False  # (an empty product)
    if columns == 1:  # a matrix times a vector: ``rows`` outputs, each a sum of ``inner``
        return _vector_product_is_parallel(split=rows, other=inner)
    if rows == 1:  # a row times a matrix (a layer's forward on one observation)
        return inner >= ONE_ROW_PARALLEL_SIZE and columns >= ONE_ROW_PARALLEL_SIZE \
            or _vector_product_is_parallel(split=inner, other=columns)
    if max(rows, inner, columns) <= MATMUL_SERIAL_SIZE:
        return False
    return not (inner <= MATMUL_THIN_INNER and rows * inner * columns <= MATMUL_THIN_PRODUCT)


def _vector_product_is_parallel(split: int, other: int) -> bool:
    """A vector product on MKL's gemv, in either layout (see ``VECTOR_PRODUCT_IN_ORDER``): ``split`` is the
    side its kernel splits when the matrix is in order, ``other`` the side it splits when transposed."""
    product = split * other
    return product >= VECTOR_PRODUCT_ANY_SHAPE \
        or split >= VECTOR_PRODUCT_IN_ORDER[0] and product >= VECTOR_PRODUCT_IN_ORDER[1] \
        or other >= VECTOR_PRODUCT_TRANSPOSED[0] and product >= VECTOR_PRODUCT_TRANSPOSED[1]


def _numel(shape: Shape) -> int:
    total = 1
    for size in shape:
        total *= size
    return total


def broadcast_shapes(left: Shape, right: Shape) -> Optional[Shape]:
    """The shape of an element-wise operation on the two, where they broadcast (torch's rule: trailing
    dimensions pair up, a 1 stretches, a missing one counts as 1)."""
    result: List[int] = []
    for position in range(1, max(len(left), len(right)) + 1):
        a = left[-position] if position <= len(left) else 1
        b = right[-position] if position <= len(right) else 1
        if a != b and 1 not in (a, b):
            return None
        result.append(max(a, b))
    return tuple(reversed(result))


def _matmul_dims(left: Shape, right: Shape) -> Optional[Tuple[int, int, int, Shape]]:
    """``(rows, inner, columns, result shape)`` of ``left @ right``; rows count the batch dimensions too."""
    if not left or not right:
        return None
    if len(right) == 1:
        return (_numel(left[:-1]), left[-1], 1, left[:-1])
    if len(left) == 1:
        return (1, left[0], right[-1], right[:-2] + right[-1:])
    batch = broadcast_shapes(left[:-2], right[:-2])
    if batch is None:
        return None
    return (_numel(batch) * left[-2], left[-1], right[-1], batch + (left[-2], right[-1]))


def _size_list(call: cst.Call, start: int = 0, ints: IntOf = _literal_int) -> Optional[Shape]:
    """``f(512, 512)`` / ``f((512, 512))`` / ``f(size=(512, 512))`` from positional ``start`` on, where literal."""
    first = call_arg(call, start, "size")
    if isinstance(first, (cst.Tuple, cst.List)):
        values = [ints(element.value) for element in first.elements]
    elif first is None:
        return None
    else:
        values = [ints(arg.value) for arg in call.args[start:] if arg.keyword is None and not arg.star]
    if not values or any(value is None for value in values):
        return None
    return tuple(value for value in values if value is not None)


class ParallelKnowledge:
    def __init__(self, index: ModuleIndex):
        self.index = index
        # Answers kept per node, and the nodes being answered (a name whose value uses the name,
        # `x = x * 2`, has no size fixmp can know: the inner question answers None).
        self._shapes: Dict[int, Optional[Shape]] = {}
        self._modules: Dict[int, Union[cst.Call, cst.ClassDef, None]] = {}
        self._asking: Set[Tuple[str, int]] = set()
        self._scanning: Set[Tuple[str, int]] = set()

    @classmethod
    def of(cls, index: ModuleIndex) -> "ParallelKnowledge":
        """The module's one instance: its bound methods are the same classifiers for every start,
        so ``find_on_path`` keeps what they found."""
        return index.derived(("the instance of", cls), lambda: cls(index))

    def int_of(self, expr: cst.CSTNode) -> Optional[int]:
        """An integer literal, or a name bound once, at module level, to one (``DIM = 512``), here or in
        a project module it is imported from (``from config import DIM``, ``from common import *``).
        A name bound anywhere else (a parameter, a local, a loop) has no value fixmp knows."""
        literal = _literal_int(expr)
        if literal is not None or not isinstance(expr, cst.Name):
            return literal
        if self.index.binding_scope(expr.value, expr) is self.index.module:
            values = self.index.assignments.get(expr.value, [])
            if len(values) == 1 and self.index.scope_of(values[0][1]) is self.index.module:
                return _literal_int(values[0][0]) if isinstance(values[0][0], cst.CSTNode) else None
            if values:
                return None
        return self.index.imported_constant(expr)

    def single_thread_setting(self, node: cst.CSTNode) -> Optional[str]:
        """``torch.set_num_threads(1)``, as a classifier."""
        return "torch.set_num_threads(1)" if sets_single_thread(self.index, node) else None

    def parallel_work(self, node: cst.CSTNode) -> Optional[str]:
        """How ``node`` runs intra-op-parallel CPU work, else None."""
        index = self.index
        if isinstance(node, cst.BinaryOperation):
            if not isinstance(node.operator, cst.MatrixMultiply):
                return None
            sized = self._sized_matmul(node.left, node.right, "a tensor matmul (`@`)")
            if sized is not None:
                return sized or None
            if self._is_tensor(node.left) or self._is_tensor(node.right):
                return "a tensor matmul (`@`)"
            return None
        if not isinstance(node, cst.Call):
            return None
        name = index.qualified_name(node.func)
        if name is not None:
            if name == "torch.nn.init.orthogonal_":
                return "torch.nn.init.orthogonal_() (a QR decomposition)"
            if name == "torch.linalg.vector_norm":
                # A reduction, not a decomposition: serial on the (N, 3) coordinates it is mostly given.
                first = call_arg(node, 0, "x")
                return self._over_grain(self.shape_of(first) if first is not None else None, f"{name}()")
            if name.startswith("torch.linalg."):
                return f"{name}()"
            short = name[len("torch."):] if name.startswith("torch.") else None
            if short in ("matmul", "mm", "bmm"):
                sized = self._sized_matmul(positional_arg(node, 0), positional_arg(node, 1), f"{name}()")
                return f"{name}()" if sized is None else sized or None
            if short in LINEAR_ALGEBRA:
                return f"{name}()"
            if name.startswith("torch.nn.functional.") and name.rpartition(".")[2] in PARALLEL_FUNCTIONAL:
                return f"{name}()"
            if short in FILLING_FACTORIES:
                count = _arange_numel(node) if short == "arange" else literal_numel(node, self.int_of)
                if count is not None and count > PARALLEL_GRAIN:
                    return f"{name}() over {count:,} elements (above the {PARALLEL_GRAIN:,}-element parallel grain)"
            return self._sized_work(node) or self._in_another_module(node)
        if isinstance(node.func, cst.Name) and node.func.value not in index.functions:
            found = self._in_another_module(node)
            if found:
                return found
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in MATRIX_METHODS:
            sized = self._sized_matmul(node.func.value, positional_arg(node, 0), f".{node.func.attr.value}()")
            if sized is not None:
                return sized or None
            if index.qualified_name(node.func.value) is None or self._is_tensor(node.func.value):
                return f".{node.func.attr.value}()"
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in SHARE_MEMORY_METHODS and not node.args:
            return self._share_memory_work(node.func)
        return self._sized_work(node)

    def _in_another_module(self, call: cst.Call) -> Optional[str]:
        """Parallel work a function or class of another module of the project runs when called here."""
        found = self.index.project_facts(call.func)
        if found is None:
            return None
        facts, name = found
        work = facts.parallel_work.get(name)
        return f"{self.index.module.code_for_node(call.func)}() runs {work}" if work else None

    def _share_memory_work(self, method: cst.Attribute) -> Optional[str]:
        """``receiver.share_memory()``, given its ``receiver.share_memory``."""
        receiver = self.index.module.code_for_node(method.value)
        if len(receiver) > 40:
            receiver = receiver[:37] + "..."
        what = f"`{receiver}.{method.attr.value}()`"
        largest = self.largest_tensor_bytes(method.value)
        if largest is None and self._sized_by_callers(method.value):
            return None  # decided where a caller passes it: the evaluator sizes the model there
        if largest is None:
            return (f"{what} (copies every tensor into shared memory; one over "
                    f"{SHARE_MEMORY_GRAIN_BYTES:,} bytes is copied on the OpenMP pool)")
        if largest > SHARE_MEMORY_GRAIN_BYTES:
            return (f"{what} (copies a {largest:,}-byte tensor into shared memory, above the "
                    f"{SHARE_MEMORY_GRAIN_BYTES:,}-byte parallel grain)")
        return None

    def _sized_by_callers(self, receiver: cst.CSTNode) -> bool:
        """The model is what a caller hands over: a parameter of the function around it, or a ``self``
        attribute that every method of the class setting it sets from a parameter (or that only a base
        class of another module of the project sets). Its size is then decided where a caller passes
        it, which ``fixmp.analysis.effects`` evaluates with the caller's values (``train(Net())``
        is sized there); reporting it here would flag every library function that shares a model."""
        index = self.index
        while isinstance(receiver, cst.Call) and isinstance(receiver.func, cst.Attribute) \
                and receiver.func.attr.value in SAME_SIZE_METHODS:
            receiver = receiver.func.value
        if isinstance(receiver, cst.Name):
            return receiver.value != "self" and self._is_parameter(receiver)
        if not (isinstance(receiver, cst.Attribute) and isinstance(receiver.value, cst.Name)
                and receiver.value.value == "self"):
            return False
        cls = next((node for node in index.ancestors(receiver) if isinstance(node, cst.ClassDef)), None)
        if cls is None:
            return False
        assigned = self._instance_attributes(cls).get(receiver.attr.value, [])
        if not assigned:
            return any(index.is_project_class(base.value) for base in cls.bases)
        return all(isinstance(value, cst.Name) and self._is_parameter(value) for value in assigned)

    def _is_parameter(self, name: cst.Name) -> bool:
        return self.index.is_parameter(name.value, self.index.binding_scope(name.value, name))

    def largest_tensor_bytes(self, expr: cst.CSTNode, depth: int = 0) -> Optional[int]:
        """Bytes of the largest tensor a model, module or tensor expression owns, where literal sizes say; else None.

        Follows a name to every value assigned to it, and a model class of this
        module to the ``torch.nn`` layers its ``__init__`` builds (two levels deep).
        """
        index = self.index
        if isinstance(expr, cst.Name):
            values = index.values_of(expr.value, expr)
            if depth >= 2 or not values:
                return None
            sizes = [self.largest_tensor_bytes(value, depth + 1) for value in values]
            known = [size for size in sizes if size is not None]
            return max(known) if len(known) == len(sizes) else None
        if not isinstance(expr, cst.Call):
            return None
        if isinstance(expr.func, cst.Attribute) and expr.func.attr.value in SAME_SIZE_METHODS:
            return self.largest_tensor_bytes(expr.func.value, depth)  # `Net().to(device)` owns Net's tensors
        name = index.qualified_name(expr.func)
        if name is not None and name.startswith("torch."):
            short = name.rpartition(".")[2]
            if name.startswith("torch.nn."):
                numel = layer_largest_numel(short, expr, self.int_of)
                return None if numel is None else numel * 4
            if short in TENSOR_FACTORIES and short != "tensor":
                numel = _arange_numel(expr) if short == "arange" else literal_numel(expr, self.int_of)
                return None if numel is None else numel * _dtype_bytes(expr)
            return None
        if isinstance(expr.func, cst.Name) and expr.func.value in index.classes:
            return self._model_largest_bytes(index.classes[expr.func.value])
        return None

    def _model_largest_bytes(self, cls: cst.ClassDef) -> Optional[int]:
        init = self.index.method(cls, "__init__")
        if init is None:
            return None
        sizes: List[Optional[int]] = []

        def tensors(node: cst.CSTNode) -> Optional[str]:
            if not isinstance(node, cst.Call):
                return None
            name = self.index.qualified_name(node.func)
            short = (name or dotted_name(node.func) or "").rpartition(".")[2]
            if name is not None and name.startswith("torch.nn.") and short == "Parameter":
                data = call_arg(node, 0, "data")
                sizes.append(self.largest_tensor_bytes(data) if data is not None else None)
                return "tensor"
            if name is not None and name.startswith("torch.nn.") and short[:1].isupper():
                numel = layer_largest_numel(short, node, self.int_of)
                sizes.append(None if numel is None else numel * 4)
                return "module"
            if name is not None and name.startswith("torch.") and short in TENSOR_FACTORIES:
                sizes.append(self.largest_tensor_bytes(node))
                return "tensor"
            if name is not None and short[:1].isupper():
                sizes.append(None)  # a class from another module: fixmp cannot see its tensors
                return "module"
            return None  # this module's classes and helpers are followed by find_in_function

        self.index.find_in_function(init, tensors)
        known = [size for size in sizes if size is not None]
        return max(known, default=0) if len(known) == len(sizes) else None

    def _is_tensor(self, expr: cst.CSTNode, depth: int = 0) -> bool:
        """A torch call, or a name assigned from one (so `a @ b` on numpy arrays is not counted)."""
        if isinstance(expr, cst.Call) and isinstance(expr.func, cst.Attribute) \
                and expr.func.attr.value in ("t", "transpose", "detach", "clone", "float"):
            return self._is_tensor(expr.func.value, depth)  # `w.t() @ x`
        if isinstance(expr, cst.Call):
            name = self.index.qualified_name(expr.func)
            return bool(name and name.startswith("torch."))
        if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, cst.MatrixMultiply):
            return self._is_tensor(expr.left, depth) or self._is_tensor(expr.right, depth)
        if isinstance(expr, cst.Attribute) and expr.attr.value in ("weight", "bias"):
            return self.module_of(expr.value) is not None  # a layer's parameter: `lin.weight @ x`
        if isinstance(expr, cst.Attribute) and expr.attr.value in ("T", "mT", "data"):
            return self._is_tensor(expr.value, depth)
        if isinstance(expr, cst.Name) and depth < 2:
            return any(self._is_tensor(value, depth + 1) for value in self.index.values_of(expr.value, expr))
        return False

    # -- sizes: what fixmp can tell from literal sizes ----------------------------------------
    def _remembered(
        self, answers: Dict[int, Answer], kind: str, expr: cst.CSTNode, find: Callable[[cst.CSTNode], Answer],
    ) -> Optional[Answer]:
        """``find(expr)``, once per node; None while it is already being asked (a name whose value
        reads the name) or too deep."""
        if id(expr) in answers:
            return answers[id(expr)]
        key = (kind, id(expr))
        if key in self._asking or len(self._asking) > ASKING_DEPTH:
            return None
        self._asking.add(key)
        try:
            answer = answers[id(expr)] = find(expr)
        finally:
            self._asking.discard(key)
        return answer

    def shape_of(self, expr: cst.CSTNode) -> Optional[Shape]:
        """The shape of the tensor (or number) ``expr`` makes, where literal sizes say; else None.

        Follows a name to its values (all must agree), factories with literal sizes, element-wise
        arithmetic, matmuls, transposes, reductions over a literal dimension, ``torch.stack`` /
        ``torch.cat`` of known parts, a layer's ``weight`` and a ``Linear`` applied to a known input.
        """
        return self._remembered(self._shapes, "shape", expr, self._find_shape)

    def _find_shape(self, expr: cst.CSTNode) -> Optional[Shape]:
        if isinstance(expr, (cst.Integer, cst.Float)):
            return ()
        if isinstance(expr, cst.Name):
            values = self._values_read(expr)
            if not values or any(isinstance(value, cst.FunctionDef) for value in values):
                return None
            shapes = {self.shape_of(value) for value in values}
            return shapes.pop() if len(shapes) == 1 else None
        if isinstance(expr, cst.UnaryOperation):
            return self.shape_of(expr.expression)
        if isinstance(expr, cst.BinaryOperation):
            left, right = self.shape_of(expr.left), self.shape_of(expr.right)
            if left is None or right is None:
                return None
            if isinstance(expr.operator, cst.MatrixMultiply):
                dims = _matmul_dims(left, right)
                return None if dims is None else dims[3]
            return broadcast_shapes(left, right) if isinstance(expr.operator, ELEMENTWISE_OPERATORS) else None
        if isinstance(expr, cst.Attribute):
            attribute = expr.attr.value
            if attribute == "T" or attribute == "mT":
                inner = self.shape_of(expr.value)
                if inner is None or len(inner) < 2:
                    return inner
                return tuple(reversed(inner)) if attribute == "T" else inner[:-2] + (inner[-1], inner[-2])
            if attribute == "data":
                return self.shape_of(expr.value)
            if attribute in ("weight", "bias"):
                return self._parameter_shape(expr.value, attribute)
            return None
        if isinstance(expr, cst.Subscript):
            inner = self.shape_of(expr.value)
            if inner and len(expr.slice) == 1 and isinstance(expr.slice[0].slice, cst.Index) \
                    and self.int_of(expr.slice[0].slice.value) is not None:
                return inner[1:]  # `x[0]`: one row
            return None
        if isinstance(expr, cst.Call):
            return self._call_shape(expr)
        return None

    def _values_read(self, name: cst.Name) -> List[Value]:
        """The values ``name`` may hold where it is read, less the one the statement reading it
        assigns: ``s = (s - s.mean(0)) / s.std(0)`` reads the ``s`` bound before it."""
        own: Set[int] = set()
        for ancestor in self.index.ancestors(name):
            if isinstance(ancestor, cst.BaseStatement):
                break
            own.add(id(ancestor))
        return [value for value, where in self.index.bindings(name.value, name) if id(where) not in own]

    def _call_shape(self, call: cst.Call) -> Optional[Shape]:
        name = self.index.qualified_name(call.func)
        if name is not None and name.startswith("torch."):
            short = name.rpartition(".")[2]
            first = call_arg(call, 0, "input")
            if short in ("zeros", "ones", "empty", "rand", "randn"):
                return _size_list(call, ints=self.int_of)
            if short == "full":
                return _size_list(call, ints=self.int_of) if isinstance(positional_arg(call, 0), (cst.Tuple, cst.List)) else None
            if short in ("randint", "normal") and isinstance(call_arg(call, 2, "size"), (cst.Tuple, cst.List)):
                return _size_list(call, 2, self.int_of)
            if short == "arange":
                count = _arange_numel(call)
                return None if count is None else (count,)
            if short == "eye":
                rows, columns = positional_arg(call, 0), positional_arg(call, 1)
                n = self.int_of(rows) if rows is not None else None
                m = n if columns is None else self.int_of(columns)
                return None if n is None or m is None else (n, m)
            if short in ("zeros_like", "ones_like", "empty_like", "rand_like", "randn_like", "clone") \
                    or short in TORCH_ELEMENTWISE_FUNCTIONS:
                return self.shape_of(first) if first is not None else None
            if short in ("matmul", "mm"):
                left, right = positional_arg(call, 0), positional_arg(call, 1)
                shapes = [self.shape_of(side) if side is not None else None for side in (left, right)]
                if shapes[0] is None or shapes[1] is None:
                    return None
                dims = _matmul_dims(shapes[0], shapes[1])
                return None if dims is None else dims[3]
            if short in ("stack", "cat"):
                return self._joined_shape(call, stack=short == "stack")
            if short == "linear":
                return self._linear_result(first, call_arg(call, 1, "weight"))
            return None
        if isinstance(call.func, cst.Attribute):
            method = call.func.attr.value
            receiver_shape = self.shape_of(call.func.value)
            if method in SAME_SHAPE_VIEWS or method in ELEMENTWISE_METHODS:
                return receiver_shape
            if receiver_shape is None:
                return self._layer_output(call)
            if method == "t" and len(receiver_shape) == 2:
                return (receiver_shape[1], receiver_shape[0])
            if method in ("matmul", "mm") and call.args:
                other = self.shape_of(call.args[0].value)
                dims = None if other is None else _matmul_dims(receiver_shape, other)
                return None if dims is None else dims[3]
            if method in REDUCTION_METHODS:
                dim = call_arg(call, 0, "dim")
                if dim is None:
                    return ()
                axis = self.int_of(dim)
                if axis is None or not -len(receiver_shape) <= axis < len(receiver_shape):
                    return None
                axis %= len(receiver_shape)
                return receiver_shape[:axis] + receiver_shape[axis + 1:]
            if method == "unsqueeze" and call.args and self.int_of(call.args[0].value) == 0:
                return (1,) + receiver_shape
            return None
        return self._layer_output(call)

    def _joined_shape(self, call: cst.Call, stack: bool) -> Optional[Shape]:
        """``torch.stack([a, b])`` / ``torch.cat(...)`` along dimension 0 of parts of one known shape."""
        parts = positional_arg(call, 0)
        if keyword_arg(call, "dim") is not None or positional_arg(call, 1) is not None:
            return None
        if isinstance(parts, (cst.List, cst.Tuple)) and parts.elements \
                and not any(isinstance(element, cst.StarredElement) for element in parts.elements):
            count = len(parts.elements)
            shapes = {self.shape_of(element.value) for element in parts.elements}
        elif isinstance(parts, (cst.ListComp, cst.GeneratorExp)) and parts.for_in.inner_for_in is None \
                and parts.for_in.ifs == () and isinstance(parts.for_in.iter, cst.Call) \
                and dotted_name(parts.for_in.iter.func) == "range" and len(parts.for_in.iter.args) == 1:
            literal = self.int_of(parts.for_in.iter.args[0].value)
            if literal is None:
                return None
            count = literal
            shapes = {self.shape_of(parts.elt)}
        else:
            return None
        if len(shapes) != 1:
            return None
        shape = shapes.pop()
        if shape is None:
            return None
        if stack:
            return (count,) + shape
        return (count * shape[0],) + shape[1:] if shape else None

    def _linear_result(self, features: Optional[cst.CSTNode], weight: Optional[cst.CSTNode]) -> Optional[Shape]:
        if features is None or weight is None:
            return None
        inputs, weights = self.shape_of(features), self.shape_of(weight)
        if not inputs or weights is None or len(weights) != 2:
            return None
        return inputs[:-1] + (weights[0],)

    def _layer_output(self, call: cst.Call) -> Optional[Shape]:
        """``layer(x)`` for a ``torch.nn.Linear`` of literal sizes and an input of known shape."""
        layer = self.module_of(call.func)
        if not isinstance(layer, cst.Call) or not call.args:
            return None
        sizes = self._linear_sizes(layer)
        inputs = self.shape_of(call.args[0].value)
        if sizes is None or not inputs or inputs[-1] != sizes[0]:
            return None
        return inputs[:-1] + (sizes[1],)

    def _linear_sizes(self, layer: cst.Call) -> Optional[Tuple[int, int]]:
        """``(in_features, out_features)`` of a ``torch.nn.Linear(...)`` with literal sizes."""
        if self.index.qualified_name(layer.func) != "torch.nn.Linear":
            return None
        inputs, outputs = call_arg(layer, 0, "in_features"), call_arg(layer, 1, "out_features")
        if inputs is None or outputs is None:
            return None
        a, b = self.int_of(inputs), self.int_of(outputs)
        return None if a is None or b is None else (a, b)

    def _parameter_shape(self, owner: cst.CSTNode, attribute: str) -> Optional[Shape]:
        """``layer.weight`` / ``layer.bias`` of a layer built with literal sizes."""
        layer = self.module_of(owner)
        if not isinstance(layer, cst.Call):
            return None
        sizes = self._linear_sizes(layer)
        if sizes is not None:
            return (sizes[1], sizes[0]) if attribute == "weight" else (sizes[1],)
        name = self.index.qualified_name(layer.func) or ""
        if name in ("torch.nn.Embedding", "torch.nn.EmbeddingBag") and attribute == "weight":
            numbers = [self.int_of(size) if size is not None else None
                       for size in (call_arg(layer, 0, "num_embeddings"), call_arg(layer, 1, "embedding_dim"))]
            if numbers[0] is not None and numbers[1] is not None:
                return (numbers[0], numbers[1])
        return None

    def module_of(self, expr: cst.CSTNode) -> Union[cst.Call, cst.ClassDef, None]:
        """The ``torch.nn`` layer construction or the model class of this module that ``expr`` holds.

        Through names, ``.to(...)`` / ``.eval()`` and the like, and attributes a class's methods
        assign (``self.fc = nn.Linear(...)``, read as ``self.fc`` or ``model.fc``).
        """
        return self._remembered(self._modules, "module", expr, self._find_module)

    def _find_module(self, expr: cst.CSTNode) -> Union[cst.Call, cst.ClassDef, None]:
        index = self.index
        if isinstance(expr, cst.Name):
            values = index.values_of(expr.value, expr)
            found = {id(module): module for module in
                     (self.module_of(value) if isinstance(value, cst.BaseExpression) else None for value in values)}
            return next(iter(found.values())) if len(found) == 1 else None
        if isinstance(expr, cst.Call):
            if isinstance(expr.func, cst.Attribute) and expr.func.attr.value in SAME_SIZE_METHODS:
                return self.module_of(expr.func.value)
            name = index.qualified_name(expr.func)
            if name is not None and name.startswith("torch.nn.") and name.rpartition(".")[2][:1].isupper():
                return expr
            if isinstance(expr.func, cst.Name) and expr.func.value in index.classes:
                return index.classes[expr.func.value]
            return None
        if isinstance(expr, cst.Attribute):
            if isinstance(expr.value, cst.Name) and expr.value.value == "self":
                owner: Union[cst.Call, cst.ClassDef, None] = next(
                    (a for a in index.ancestors(expr) if isinstance(a, cst.ClassDef)), None)
            else:
                owner = self.module_of(expr.value)
            if not isinstance(owner, cst.ClassDef):
                return None
            assigned = self._instance_attributes(owner).get(expr.attr.value, [])
            found = {id(module): module for module in (self.module_of(value) for value in assigned)}
            return next(iter(found.values())) if len(found) == 1 and assigned else None
        return None

    def _instance_attributes(self, cls: cst.ClassDef) -> Dict[str, List[cst.BaseExpression]]:
        """``self.name = value`` assignments in the class's methods: name -> values."""
        def collect() -> Dict[str, List[cst.BaseExpression]]:
            attributes: Dict[str, List[cst.BaseExpression]] = defaultdict(list)
            for statement in cls.body.body:
                if not isinstance(statement, cst.FunctionDef):
                    continue

                def visit(node: cst.CSTNode) -> bool:
                    if isinstance(node, cst.Assign):
                        for target in node.targets:
                            if isinstance(target.target, cst.Attribute) and isinstance(target.target.value, cst.Name) \
                                    and target.target.value.value == "self":
                                attributes[target.target.attr.value].append(node.value)
                    return not isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)) or node is statement

                walk(statement, visit, _ignore, skip=TRIVIA)
            return dict(attributes)

        return self.index.derived(("instance attributes of", id(cls)), collect)

    # -- work whose size decides ---------------------------------------------------------------
    def _sized_work(self, call: cst.Call) -> Optional[str]:
        """Element-wise work, reductions and copies on a tensor of known size, a sized matmul, a layer
        or model applied to an input: parallel when the sizes say so (None: not, or unknown)."""
        name = self.index.qualified_name(call.func)
        if name is not None and name.startswith("torch."):
            short = name.rpartition(".")[2]
            if short == "linear" and name.startswith("torch.nn.functional."):
                return self._linear_work(call_arg(call, 0, "input"), call_arg(call, 1, "weight"), f"{name}()")
            if short in ELEMENTWISE_METHODS or short in REDUCTION_METHODS or short in TORCH_ELEMENTWISE_FUNCTIONS:
                first = call_arg(call, 0, "input")
                return self._over_grain(self.shape_of(first) if first is not None else None, f"{name}()",
                                        elementwise_grain(short) if short not in REDUCTION_METHODS else PARALLEL_GRAIN)
            return None
        if isinstance(call.func, cst.Attribute):
            method = call.func.attr.value
            if method in ELEMENTWISE_METHODS or method in REDUCTION_METHODS:
                return self._over_grain(self.shape_of(call.func.value), f"`.{method}()`",
                                        elementwise_grain(method) if method not in REDUCTION_METHODS else PARALLEL_GRAIN)
        return self._forward_work(call)

    def _over_grain(self, shape: Optional[Shape], what: str, grain: int = PARALLEL_GRAIN) -> Optional[str]:
        if shape is None or _numel(shape) <= grain:
            return None
        return f"{what} on {_numel(shape):,} elements (above the {grain:,}-element parallel grain)"

    def _sized_matmul(self, left: Optional[cst.CSTNode], right: Optional[cst.CSTNode], what: str) -> Optional[str]:
        """A matmul whose operands' sizes are both known: how it is parallel, or "" when the measured
        sizes say it is serial; None when a size is unknown (the caller then counts a tensor matmul
        as parallel, as fixmp did before it knew sizes)."""
        shapes = [self.shape_of(side) if side is not None else None for side in (left, right)]
        if shapes[0] is None or shapes[1] is None:
            return None
        dims = _matmul_dims(shapes[0], shapes[1])
        if dims is None:
            return None
        rows, inner, columns, _ = dims
        if not matmul_is_parallel(rows, inner, columns):
            return ""
        return f"{what} ({rows}x{inner} @ {inner}x{columns})"

    def _linear_work(self, features: Optional[cst.CSTNode], weight: Optional[cst.CSTNode], what: str) -> Optional[str]:
        """``F.linear(x, w)``: ``x @ w.T``."""
        inputs = self.shape_of(features) if features is not None else None
        weights = self.shape_of(weight) if weight is not None else None
        if inputs and weights is not None and len(weights) == 2:
            rows = _numel(inputs[:-1])
            if not matmul_is_parallel(rows, weights[1], weights[0]):
                return None
            return f"{what} ({rows}x{weights[1]} @ {weights[1]}x{weights[0]})"
        return what if REPORT_UNKNOWN_INPUT_FORWARD else None

    def _forward_work(self, call: cst.Call) -> Optional[str]:
        """``layer(x)`` / ``model(x)``: a forward through a ``torch.nn`` layer or a model class of this
        module, parallel when the input's rows and the layers' literal sizes make a parallel matmul."""
        if not call.args or call.args[0].keyword is not None:
            return None
        module = self.module_of(call.func)
        if module is None:
            return None
        inputs = self.shape_of(call.args[0].value)
        code = self.index.module.code_for_node(call)
        code = code if len(code) <= 40 else code[:37] + "..."
        if not inputs:
            return f"`{code}` (a forward on an input of unknown size)" if REPORT_UNKNOWN_INPUT_FORWARD else None
        rows = _numel(inputs[:-1])
        layers = [module] if isinstance(module, cst.Call) else self._layers_of(module)
        for layer in layers:
            name = self.index.qualified_name(layer.func) or ""
            sizes = self._linear_sizes(layer)
            if sizes is not None and matmul_is_parallel(rows, sizes[0], sizes[1]):
                return (f"`{code}` (a forward of {rows} rows through a Linear({sizes[0]}, {sizes[1]}): "
                        f"a {rows}x{sizes[0]} @ {sizes[0]}x{sizes[1]} matmul)")
            if name.rpartition(".")[2] in CONV_LAYERS:
                return f"`{code}` (a forward through a {name.rpartition('.')[2]})"
        return self._over_grain(inputs, f"`{code}`") if layers else None

    def _layers_of(self, cls: cst.ClassDef) -> List[cst.Call]:
        """The ``torch.nn`` layers a model class builds in its methods (``self.fc = nn.Linear(...)``,
        the layers of an ``nn.Sequential(...)``), and those of the model classes of this module it holds."""
        def collect() -> List[cst.Call]:
            layers: List[cst.Call] = []
            for values in self._instance_attributes(cls).values():
                for value in values:
                    layers.extend(self._layers_in(value, {id(cls)}))
            return layers

        return self.index.derived(("layers of", id(cls)), collect)

    def _layers_in(self, value: cst.BaseExpression, classes: Set[int]) -> List[cst.Call]:
        if not isinstance(value, cst.Call):
            return []
        module = self.module_of(value)
        if isinstance(module, cst.ClassDef):
            if id(module) in classes:
                return []
            return [layer for values in self._instance_attributes(module).values() for inner in values
                    for layer in self._layers_in(inner, classes | {id(module)})]
        if module is None:
            return []
        if (self.index.qualified_name(module.func) or "").rpartition(".")[2] in ("Sequential", "ModuleList"):
            return [layer for arg in module.args for layer in self._layers_in(arg.value, classes)]
        return [module]

    def elementwise_work(self, node: cst.CSTNode) -> Optional[str]:
        """An element-wise operator (``x * 2``, ``-x``, ``x += y``) over more than PARALLEL_GRAIN
        elements of known size. Unknown sizes are not reported: small-tensor arithmetic
        (``reward * gamma``, ``loss / n``) is everywhere and does not start the pool."""
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, ELEMENTWISE_OPERATORS):
            shape = self.shape_of(node)
        elif isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
            shape = self.shape_of(node.expression)
        elif isinstance(node, cst.AugAssign) and not isinstance(node.operator, cst.MatrixMultiplyAssign):
            shape = self.shape_of(node.target)
        else:
            return None
        code = self.index.module.code_for_node(node)
        code = code if len(code) <= 40 else code[:37] + "..."
        return self._over_grain(shape, f"`{code}`")

    # -- work anywhere below a piece of the path -------------------------------------------------
    def first_work(self, piece: cst.CSTNode) -> Optional[Work]:
        """The first parallel work a piece of the path runs, in it or in the functions of this module
        it calls (HELPER_DEPTH calls deep): what ``find_on_path`` (calls and ``@``, two levels of calls) does
        not see too: element-wise operators, deeper helpers, methods of this module's objects
        (``trainer.setup()``) and functions defined in the driver."""
        return self.index.derived(("first parallel work under", id(piece)), lambda: self._scan(piece, None))

    def _function_work(self, function: cst.FunctionDef) -> Optional[Work]:
        key = ("first parallel work in", id(function))
        if key in self._scanning:
            return None  # a recursive call: the function's own statements are being searched already
        if len(self._scanning) >= HELPER_DEPTH:
            return None  # each level costs Python frames: a chain this long is cut, not a RecursionError
        self._scanning.add(key)
        try:
            return self.index.derived(key, lambda: self._scan(function.body, function))
        finally:
            self._scanning.discard(key)

    def _scan(self, piece: cst.CSTNode, function: Optional[cst.FunctionDef]) -> Optional[Work]:
        if isinstance(piece, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            return None  # a definition on the path runs nothing of its body
        found: List[Work] = []

        def visit(node: cst.CSTNode) -> bool:
            if found or (node is not piece and isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda))):
                return False
            if isinstance(node, (cst.Call, cst.BinaryOperation)) and (
                    isinstance(node, cst.Call) or isinstance(node.operator, cst.MatrixMultiply)):
                what = self.parallel_work(node)
                if what is not None:
                    found.append(Work(node, what, ()))
                    return False
            what = self.elementwise_work(node)
            if what is not None:
                found.append(Work(node, what, ()))
                return False
            if isinstance(node, cst.Call):
                helper = self._helper(node)
                inner = self._function_work(helper) if helper is not None and helper is not function else None
                if inner is not None and helper is not None:
                    found.append(Work(inner.node, inner.what, (helper.name.value + "()",) + inner.via))
                    return False
            return True

        walk(piece, visit, _ignore, skip=TRIVIA)
        return found[0] if found else None

    def _helper(self, call: cst.Call) -> Optional[cst.FunctionDef]:
        """The function of this module a call runs: what the analysis resolves, a function defined
        in an enclosing function, or a method of an object of a class of this module (``obj.setup()``)."""
        index = self.index
        function = index.callee(call) or index.local_function(call.func, call)
        if function is not None:
            return function
        if isinstance(call.func, cst.Attribute):
            owner = self.module_of(call.func.value)
            if isinstance(owner, cst.ClassDef):
                return index.method(owner, call.func.attr.value)
        return None


    def torch_work(self, node: cst.CSTNode) -> Optional[str]:
        """Work a child does with torch (which would wait on the inherited pool)."""
        found = self.parallel_work(node)
        if found or not isinstance(node, cst.Call):
            return found
        name = self.index.qualified_name(node.func)
        if name is not None and name.startswith("torch.") and name not in NOT_WORK:
            return f"{name}()"
        if isinstance(node.func, cst.Name) and node.func.value in self.index.classes \
                and self._may_build_a_model(self.index.classes[node.func.value]):
            return f"{node.func.value}() (builds a model)"
        return None

    def _may_build_a_model(self, cls: cst.ClassDef, depth: int = 0) -> bool:
        """A class of this module whose instance may be a torch object: not one derived only from Python's
        own classes (``class WorkerException(Exception)``, raised in a child's ``except``), directly or
        through other classes of this module."""
        if depth > 8 or not cls.bases:
            return True  # (a plain class may hold tensors its ``__init__`` makes: read as before)
        for base in cls.bases:
            if base.keyword is not None:
                continue
            value = base.value
            if isinstance(value, cst.Name) and value.value in self.index.classes:
                if self._may_build_a_model(self.index.classes[value.value], depth + 1):
                    return True
            elif not (isinstance(value, cst.Name) and value.value in BUILTIN_NAMES):
                return True
        return False


@dataclass(frozen=True)
class Work:
    """Parallel work found below a piece of the path: the call or operation, what it is, and the
    functions followed to reach it (outermost first)."""

    node: cst.CSTNode
    what: str
    via: Tuple[str, ...]


def _ignore(node: cst.CSTNode) -> None:
    """A walk's leave callback with nothing to do."""


def sets_single_thread(index: ModuleIndex, node: cst.CSTNode) -> bool:
    """``torch.set_num_threads(1)``."""
    if not isinstance(node, cst.Call) or index.qualified_name(node.func) != "torch.set_num_threads":
        return False
    value = positional_arg(node, 0)
    return isinstance(value, cst.Integer) and value.value == "1"


def omp_threads_assignment(index: ModuleIndex, statement: cst.CSTNode) -> bool:
    """``os.environ["OMP_NUM_THREADS"] = "1"`` / ``os.environ.setdefault(...)`` / ``os.environ.update(...)``."""
    if not isinstance(statement, cst.SimpleStatementLine):
        return False
    for small in statement.body:
        if isinstance(small, cst.Assign):
            for target in small.targets:
                subscript = target.target
                if (
                    isinstance(subscript, cst.Subscript)
                    and index.qualified_name(subscript.value) == "os.environ"
                    and len(subscript.slice) == 1
                    and isinstance(subscript.slice[0].slice, cst.Index)
                    and string_value(subscript.slice[0].slice.value) == "OMP_NUM_THREADS"
                    and string_value(small.value) == "1"
                ):
                    return True
        if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
            call = small.value
            name = index.qualified_name(call.func)
            if name == "os.environ.setdefault" or name == "os.putenv":
                if [string_value(arg.value) for arg in call.args[:2]] == ["OMP_NUM_THREADS", "1"]:
                    return True
            if name == "os.environ.update":
                for arg in call.args:
                    if arg.keyword is not None and arg.keyword.value == "OMP_NUM_THREADS" and string_value(arg.value) == "1":
                        return True
    return False


def is_torch_import(index: ModuleIndex, statement: cst.CSTNode) -> bool:
    if not isinstance(statement, cst.SimpleStatementLine):
        return False
    for small in statement.body:
        if isinstance(small, cst.Import) and any(
            (dotted_name(alias.name) or "").split(".")[0] == "torch" for alias in small.names
        ):
            return True
        if isinstance(small, cst.ImportFrom) and small.module is not None:
            if (dotted_name(small.module) or "").split(".")[0] == "torch":
                return True
    return False
