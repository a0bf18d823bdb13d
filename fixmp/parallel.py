"""Which calls run intra-op-parallel CPU work (they start torch's OpenMP thread pool).

Measured on torch 2.13 CPU (2 cores), parent op then fork, child runs
``orthogonal_`` on 64x64: the child hangs after ``orthogonal_``, a 256x256 matmul,
``torch.zeros/ones/full`` of 512x512, ``arange(100000.).sum()`` and ``conv2d``; it
does not hang after ``randn(512, 512)`` (torch's CPU RNG kernels are serial),
``nn.Linear(512, 512)`` (its init draws from that RNG), an 8x8 matmul, or when the
parent called ``torch.set_num_threads(1)`` first. The cause is the OpenMP pool that
torch's bundled libgomp keeps in the parent: a forked child inherits its state but
not its threads, and waits for them forever.
"""

from __future__ import annotations

import ast
from typing import Optional

import libcst as cst

from fixmp.analysis import ModuleIndex, dotted_name, positional_arg

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
    if not values or any(value is None for value in values):
        return None
    total = 1
    for value in values:
        total *= value
    return total


def _number(expr: cst.CSTNode) -> Optional[float]:
    if isinstance(expr, (cst.Integer, cst.Float)):
        return float(ast.literal_eval(expr.value))
    return None


def _arange_numel(call: cst.Call) -> Optional[int]:
    numbers = [_number(arg.value) for arg in call.args if arg.keyword is None]
    if not numbers or None in numbers:
        return None
    if len(numbers) == 1:
        return int(numbers[0])
    step = numbers[2] if len(numbers) > 2 else 1.0
    return int((numbers[1] - numbers[0]) / step) if step else None


class ParallelKnowledge:
    def __init__(self, index: ModuleIndex):
        self.index = index

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
            return None
        if isinstance(node.func, cst.Attribute) and node.func.attr.value in MATRIX_METHODS:
            if index.qualified_name(node.func.value) is None or self._is_tensor(node.func.value):
                return f".{node.func.attr.value}()"
        return None

    def _is_tensor(self, expr: cst.CSTNode, depth: int = 0) -> bool:
        """A torch call, or a name assigned from one (so `a @ b` on numpy arrays is not counted)."""
        if isinstance(expr, cst.Call):
            name = self.index.qualified_name(expr.func)
            return bool(name and name.startswith("torch."))
        if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, cst.MatrixMultiply):
            return self._is_tensor(expr.left, depth) or self._is_tensor(expr.right, depth)
        if isinstance(expr, cst.Name) and depth < 2:
            return any(self._is_tensor(value, depth + 1) for value in self.index.values_of(expr.value))
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
    from fixmp.analysis import string_value

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
