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

import ast
from typing import Iterable, List, Optional

import libcst as cst

from fixmp.analysis import ModuleIndex, call_arg, dotted_name, keyword_arg, positional_arg, string_value

# Ops on tensors above this many elements run in parallel (at::internal::GRAIN_SIZE).
PARALLEL_GRAIN = 32768
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


def literal_numel(call: cst.Call) -> Optional[int]:
    """The element count of ``torch.zeros(512, 512)`` / ``torch.ones((512, 512))``, where literal."""
    first = positional_arg(call, 0)
    sizes = []
    if isinstance(first, (cst.Tuple, cst.List)):
        sizes = [element.value for element in first.elements]
    else:
        sizes = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
    values = [_literal_int(size) for size in sizes]
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


def _kernel_elements(expr: Optional[cst.CSTNode], dims: int) -> Optional[int]:
    """``kernel_size=3`` (3 ** dims) or ``(3, 5)``."""
    if isinstance(expr, (cst.Tuple, cst.List)):
        return _product(_literal_int(element.value) for element in expr.elements)
    size = _literal_int(expr) if expr is not None else None
    return None if size is None else size ** dims


def layer_largest_numel(module: str, call: cst.Call) -> Optional[int]:
    """Elements of the largest tensor a ``torch.nn.<module>(...)`` with literal sizes owns, else None."""
    def size(position: int, name: str) -> Optional[int]:
        value = call_arg(call, position, name)
        return _literal_int(value) if value is not None else None

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
        groups = 1 if groups_arg is None else _literal_int(groups_arg)
        inputs, outputs = size(0, "in_channels"), size(1, "out_channels")
        kernel = _kernel_elements(call_arg(call, 2, "kernel_size"), int(module[-2]))
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
            return _product(_literal_int(element.value) for element in shape.elements)
        return _literal_int(shape) if shape is not None else None
    return None


def _number(expr: cst.CSTNode) -> Optional[float]:
    if isinstance(expr, (cst.Integer, cst.Float)):
        return float(ast.literal_eval(expr.value))
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


class ParallelKnowledge:
    def __init__(self, index: ModuleIndex):
        self.index = index

    @classmethod
    def of(cls, index: ModuleIndex) -> "ParallelKnowledge":
        """The module's one instance: its bound methods are the same classifiers for every start,
        so ``find_on_path`` keeps what they found."""
        return index.derived(("the instance of", cls), lambda: cls(index))

    def single_thread_setting(self, node: cst.CSTNode) -> Optional[str]:
        """``torch.set_num_threads(1)``, as a classifier."""
        return "torch.set_num_threads(1)" if sets_single_thread(self.index, node) else None

    def parallel_work(self, node: cst.CSTNode) -> Optional[str]:
        """How ``node`` runs intra-op-parallel CPU work, else None."""
        index = self.index
        if isinstance(node, cst.BinaryOperation):
            if self._is_tensor(node.left) or self._is_tensor(node.right):
                return "a tensor matmul (`@`)"
            return None
        if not isinstance(node, cst.Call):
            return None
        name = index.qualified_name(node.func)
        if name is not None:
            if name == "torch.nn.init.orthogonal_":
                return "torch.nn.init.orthogonal_() (a QR decomposition)"
            if name.startswith("torch.linalg."):
                return f"{name}()"
            short = name[len("torch."):] if name.startswith("torch.") else None
            if short in LINEAR_ALGEBRA:
                return f"{name}()"
            if name.startswith("torch.nn.functional.") and name.rpartition(".")[2] in PARALLEL_FUNCTIONAL:
                return f"{name}()"
            if short in FILLING_FACTORIES:
                count = _arange_numel(node) if short == "arange" else literal_numel(node)
                if count is not None and count > PARALLEL_GRAIN:
                    return f"{name}() over {count:,} elements (above the {PARALLEL_GRAIN:,}-element parallel grain)"
            return self._in_another_module(node)
        if isinstance(node.func, cst.Name) and node.func.value not in index.functions:
            found = self._in_another_module(node)
            if found:
                return found
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in MATRIX_METHODS:
            if index.qualified_name(node.func.value) is None or self._is_tensor(node.func.value):
                return f".{node.func.attr.value}()"
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in SHARE_MEMORY_METHODS and not node.args:
            return self._share_memory_work(node.func)
        return None

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
        if largest is None:
            return (f"{what} (copies every tensor into shared memory; one over "
                    f"{SHARE_MEMORY_GRAIN_BYTES:,} bytes is copied on the OpenMP pool)")
        if largest > SHARE_MEMORY_GRAIN_BYTES:
            return (f"{what} (copies a {largest:,}-byte tensor into shared memory, above the "
                    f"{SHARE_MEMORY_GRAIN_BYTES:,}-byte parallel grain)")
        return None

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
                numel = layer_largest_numel(short, expr)
                return None if numel is None else numel * 4
            if short in TENSOR_FACTORIES and short != "tensor":
                numel = _arange_numel(expr) if short == "arange" else literal_numel(expr)
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
                numel = layer_largest_numel(short, node)
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
        if isinstance(expr, cst.Call):
            name = self.index.qualified_name(expr.func)
            return bool(name and name.startswith("torch."))
        if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, cst.MatrixMultiply):
            return self._is_tensor(expr.left, depth) or self._is_tensor(expr.right, depth)
        if isinstance(expr, cst.Name) and depth < 2:
            return any(self._is_tensor(value, depth + 1) for value in self.index.values_of(expr.value, expr))
        return False

    def torch_work(self, node: cst.CSTNode) -> Optional[str]:
        """Work a child does with torch (which would wait on the inherited pool)."""
        found = self.parallel_work(node)
        if found or not isinstance(node, cst.Call):
            return found
        name = self.index.qualified_name(node.func)
        if name is not None and name.startswith("torch.") and name not in NOT_WORK:
            return f"{name}()"
        if isinstance(node.func, cst.Name) and node.func.value in self.index.classes:
            return f"{node.func.value}() (builds a model)"
        return None


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
