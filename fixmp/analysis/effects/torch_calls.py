"""torch's operations and layers: which are parallel work by their sizes, which touch CUDA; and the calls
of libraries. What a library's function does is its model's (``fixmp.analysis.models``: torch, numpy,
``multiprocessing`` and the standard library), asked through the registry; what stays here is Python's
semantics (builtins, ``type``, ``object``) and the effects models record (work, CUDA, the start method).
"""

from __future__ import annotations

import posixpath
from contextlib import contextmanager
from dataclasses import replace
from typing import Dict, Iterator, List, Optional

import libcst as cst

from fixmp.analysis.effects.state import EffectsState
from fixmp.analysis.effects.tables import _foreign
from fixmp.analysis.models import method_model_of, models_for
from fixmp.analysis.models.torch_tensor import moved
from fixmp.analysis.operators import arithmetic
from fixmp.analysis.ordering import CLOCKS
from fixmp.analysis.parallel import matmul_is_parallel
from fixmp.analysis.shapes import as_tensor_value, broadcast, int_of, matmul_dims
from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    Array,
    ClassVal,
    ClockReading,
    Const,
    Foreign,
    Found,
    Instance,
    Layer,
    ModuleScope,
    PathVal,
    Seq,
    Tensor,
    Val,
    _Work,
)
from fixmp.knowledge.torch_ops import PARALLEL_GRAIN, elementwise_grain


class TorchCalls(EffectsState):
    """torch's operations and layers, and the calls of libraries (through their models)."""

    # -- what torch does ------------------------------------------------------------------------
    def work(self, what: str, node: cst.CSTNode) -> None:
        """Parallel work met: the answer, unless muted (import-time code read for a value) or after the
        parent made itself single-threaded."""
        if self.muted or self.single_threaded or self.ignoring_work:
            return
        if self.on_other_thread and not self.strict and not self.recording:
            return  # (asked for the parent's work: a thread's is on its own pool; the program run keeps it there)
        line = 0
        scope = self._scope_of(node)
        try:
            line = scope.index.line(node)
        except Exception:  # noqa: BLE001 - a position is only for the message
            line = 0
        found = Found(f"{what} at {scope.file_name}:{line}", tuple(self.via),
                      anchor=self.home_statements[-1] if self.home_statements else None,
                      operation=node if scope is self.home else None,
                      kernel=what if scope is self.home else f"{what} in {scope.file_name}")
        if self.recording:
            self.first_work = self.first_work or found
            return
        raise _Work(found)

    def cuda(self, what: str, node: cst.CSTNode) -> None:
        """A call that initialises CUDA (``.cuda()``, ``.to("cuda")``, a ``torch.cuda`` query, a tensor
        made on the GPU): the parent's first, in the program run; a child's, when seeking one."""
        if self.muted:
            return
        scope = self._scope_of(node)
        try:
            line = scope.index.line(node)
        except Exception:  # noqa: BLE001 - a position is only for the message
            line = 0
        found = Found(f"{what} at {scope.file_name}:{line}", tuple(self.via))
        if self.seeking_cuda:
            raise _Work(found)
        if self.recording and self.first_cuda is None:
            self.first_cuda = found

    def _scope_of(self, node: cst.CSTNode) -> ModuleScope:
        for scope in (self.home, *self.scopes.values()):
            if scope.loaded is None:
                continue  # (an inert module not read yet: none of its nodes exists)
            if node in scope.index.parents or node is scope.index.module:
                return scope
        return self.home

    def over_grain(self, tensor: Val, what: str, node: cst.CSTNode, grain: int = PARALLEL_GRAIN) -> None:
        if isinstance(tensor, Tensor) and tensor.numel is not None:
            if tensor.numel > grain:
                self.work(f"{what} over {tensor.numel:,} elements", node)
        else:
            self.unsized(what, node)

    def unsized(self, what: str, node: cst.CSTNode) -> None:
        """An operation on a tensor of unknown size: work, where proving a piece serial."""
        if self.on_other_thread and not self.strict:
            return
        if not self.muted and not self.single_threaded:
            self.unsized_met += 1  # (a task read through is shown clean only if it met none)
        if self.proving:
            self.may_work(f"{what} of a size fixmp cannot tell", node)

    def over_rows(self, tensor: Val, dim: Optional[int], what: str, node: cst.CSTNode) -> None:
        """A kernel parallel over the slices along ``dim`` (the last by default): work from two on."""
        if not isinstance(tensor, Tensor) or not tensor.shape or tensor.numel is None:
            self.unsized(what, node)
            return
        size = tensor.shape[dim if dim is not None and -len(tensor.shape) <= dim < len(tensor.shape) else -1]
        if size and tensor.numel // size > 1:
            self.work(f"{what} over {tensor.numel // size:,} rows", node)

    def elementwise(self, tensor: Val, what: str, node: cst.CSTNode, operation: str = "") -> Val:
        """An element-wise ``operation`` (``exp``, ``mul``...) over ``tensor``: work above its grain
        (``fixmp.knowledge.torch_ops``)."""
        self.over_grain(tensor, what, node, elementwise_grain(operation))
        return tensor if isinstance(tensor, Tensor) else Tensor(None)

    def operator_call(self, left: Val, right: Val, dunder: Optional[str], node: cst.CSTNode,
                      in_place: bool = False) -> Optional[Val]:
        """``left <op> right`` where a class of the project defines the operator, as Python looks for it:
        ``left``'s ``__iadd__`` (for ``+=``), then its ``__add__``, then ``right``'s ``__radd__``. None
        where neither operand's class defines it."""
        if dunder is None:
            return None
        tried = [(left, right, f"__i{dunder[2:]}")] if in_place else []
        tried += [(left, right, dunder), (right, left, f"__r{dunder[2:]}")]
        for owner, other, name in tried:
            method = self.method_of(owner, name) if isinstance(owner, Instance) else None
            if method is not None:
                return self.call(method, [other], {}, node)
        return None

    def binary(self, left: Val, right: Val, node: cst.CSTNode) -> Val:
        if any(isinstance(side, Tensor) and side.on_gpu for side in (left, right)):
            self.cuda("arithmetic on a tensor on the GPU", node)
            with self._on_the_gpu():
                return moved(self.binary(moved(left, False), moved(right, False), node))
        if isinstance(left, PathVal) and isinstance(getattr(node, "operator", None), cst.Divide):
            joined = self.path_of(right)
            return PathVal(posixpath.normpath(posixpath.join(left.path, joined))) if joined is not None else UNKNOWN
        operator = getattr(node, "operator", None)
        if isinstance(left, Foreign) and left.name.startswith(CLOCKS) and isinstance(right, Const) \
                and isinstance(right.value, (int, float)) and isinstance(operator, (cst.Add, cst.Subtract)):
            base = left.offset if isinstance(left, ClockReading) else 0.0
            return ClockReading(left.name, base + (right.value if isinstance(operator, cst.Add) else -right.value))
        if isinstance(left, Const) and isinstance(left.value, str) and isinstance(operator, cst.Modulo) \
                and not isinstance(right, Const):
            self.formatted(left.value, right.items if isinstance(right, Seq) else [right], node)
            return UNKNOWN  # ``"%r" % (recipe,)``: each object's ``__repr__`` / ``__str__`` ran
        if isinstance(left, Const) and isinstance(right, Const):
            return arithmetic(left.value, right.value, node)
        if isinstance(left, Seq) and isinstance(right, Seq) and isinstance(operator, (cst.Add, cst.AddAssign)):
            # ``layers += [nn.Linear(d, d), nn.GELU()]``: the lists joined (the model built from them).
            return Seq((left.items + right.items)[:4 * MAX_ITEMS], left.complete and right.complete)
        if isinstance(operator, cst.Multiply) and (isinstance(left, Seq) or isinstance(right, Seq)):
            # ``(axis,) * 3``, ``[0.0] * n``: the items repeated.
            items, times = (left, int_of(right)) if isinstance(left, Seq) else (right, int_of(left))
            assert isinstance(items, Seq)
            if times is None:
                return Seq(list(items.items), False)
            # (Never built past what is kept: ``[0] * (10 ** 8)``.)
            kept = items.items * min(max(times, 0), 4 * MAX_ITEMS + 1)
            return Seq(kept[:4 * MAX_ITEMS], items.complete and len(items.items) * max(times, 0) <= 4 * MAX_ITEMS)
        if isinstance(left, Tensor) or isinstance(right, Tensor):
            shape = broadcast(left, right)
            return self.elementwise(Tensor(shape), "element-wise arithmetic", node)
        if isinstance(left, Array) or isinstance(right, Array):
            return Array(broadcast(as_tensor_value(left), as_tensor_value(right)))
        return UNKNOWN

    def matmul(self, left: Val, right: Val, node: cst.CSTNode) -> Val:
        if any(isinstance(side, Tensor) and side.on_gpu for side in (left, right)):
            self.cuda("a matmul of a tensor on the GPU", node)
            with self._on_the_gpu():
                return moved(self.matmul(moved(left, False), moved(right, False), node))
        if isinstance(left, Tensor) and isinstance(right, Tensor) and left.shape and right.shape:
            dims = matmul_dims(left.shape, right.shape)
            if dims is not None:
                rows, inner, columns, result = dims
                if matmul_is_parallel(rows, inner, columns):
                    self.work(f"a {rows}x{inner} @ {inner}x{columns} matmul", node)
                return Tensor(result)
        if isinstance(left, Tensor) or isinstance(right, Tensor):
            self.may_work("a matmul of unknown size", node, torch_op=True)
        elif not isinstance(left, Array) and not isinstance(right, Array):
            # (``@`` of values fixmp cannot read is a tensor's, most likely: of a size it cannot tell.)
            self.may_work("a matmul of unknown size", node, torch_op=True)
        return Tensor(None)

    def forward(self, layer: Layer, value: Val, node: cst.CSTNode, offsets: Optional[Val] = None) -> Val:
        output = self._forward(layer, value, node, offsets)
        for hook in list(layer.hooks[:MAX_ITEMS]):
            # A forward hook runs inside the call of the model (an exporter starting a process there).
            self.call(hook, [layer, Seq([value], True), output], {}, node)
        return output

    def _forward(self, layer: Layer, value: Val, node: cst.CSTNode, offsets: Optional[Val] = None) -> Val:
        if layer.on_gpu or (isinstance(value, Tensor) and value.on_gpu):
            self.cuda("a forward through a model on the GPU", node)
            with self._on_the_gpu():
                return moved(self._forward(replace(layer, on_gpu=False), moved(value, False), node, offsets))
        if layer.kind == "linear":
            if isinstance(value, Tensor) and value.shape:
                rows = 1
                for size in value.shape[:-1]:
                    rows *= size
                if matmul_is_parallel(rows, layer.sizes[0], layer.sizes[1]):
                    self.work(f"a forward through Linear({layer.sizes[0]}, {layer.sizes[1]}) on {rows} rows", node)
                return Tensor(value.shape[:-1] + (layer.sizes[1],))
            self.may_work("a Linear forward of unknown size", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "conv":
            if isinstance(value, Tensor):
                self.work(f"a Conv{layer.sizes[3]}d forward", node)
            self.may_work("a convolution", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "sequential":
            for part in layer.parts:
                value = self.call(part, [value], {}, node)
            return value
        if layer.kind == "activation":
            return self.elementwise(value, "an activation", node)
        if layer.kind in ("gelu", "softmax") and isinstance(value, Tensor):
            return self.method_call(value, layer.kind, [Const(size) for size in layer.sizes], {}, node)
        if layer.kind in ("layer_norm", "batch_norm", "recurrent", "embedding") and not isinstance(value, Tensor):
            self.may_work("a layer on an input fixmp cannot size", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "layer_norm" and isinstance(value, Tensor):
            self.over_rows(value, -1, "a LayerNorm forward", node)
            return value
        if layer.kind == "batch_norm" and isinstance(value, Tensor):
            self.work("a BatchNorm forward", node)  # measured: 4 rows of 16 start the pool
            return value
        if layer.kind == "recurrent" and isinstance(value, Tensor):
            self.work("an LSTM/GRU/RNN forward", node)  # measured: one step of LSTM(8, 8) starts the pool
            return Seq([Tensor(value.shape[:-1] + (layer.sizes[1],) if value.shape and layer.sizes else None),
                        UNKNOWN])
        if layer.kind == "parallel":
            named = layer.parts[0] if layer.parts else None
            self.work(f"a {named.value if isinstance(named, Const) else 'pooling or attention'} forward", node)
            keeps_shape = isinstance(named, Const) and "Norm" in str(named.value)
            return Tensor(value.shape) if isinstance(value, Tensor) and keeps_shape else Tensor(None)
        if layer.kind == "embedding_bag":
            # Measured: one bag is serial; two bags (a 2x5 batch, or offsets [0, 5]) start the pool.
            bags = value.shape[0] if isinstance(value, Tensor) and value.shape and len(value.shape) == 2 else None
            if isinstance(offsets, Tensor) and offsets.shape and len(offsets.shape) == 1:
                bags = offsets.shape[0]  # a flat input cut into bags at these offsets
            if bags is None:
                self.may_work("an EmbeddingBag forward", node, torch_op=True)
            elif bags > 1:
                self.work(f"an EmbeddingBag forward over {bags} bags", node)
            return Tensor((bags, layer.sizes[1]) if bags and layer.sizes else None)
        if layer.kind == "cell":
            if isinstance(value, Tensor) and value.shape and layer.sizes:
                rows = value.numel // value.shape[-1] if value.numel else 0
                if matmul_is_parallel(rows, layer.sizes[0], layer.sizes[2] * layer.sizes[1]):
                    self.work(f"a recurrent cell forward on {rows} rows", node)
                return Tensor(value.shape[:-1] + (layer.sizes[1],))
            self.may_work("a recurrent cell forward of unknown size", node, torch_op=True)
            return Tensor(None)
        if layer.kind == "embedding" and isinstance(value, Tensor) and layer.sizes:
            if value.shape is None:
                return Tensor(None)
            gathered = Tensor(value.shape + (layer.sizes[1],))
            self.over_grain(gathered, "an Embedding lookup", node)
            return gathered
        self.may_work("a layer fixmp cannot size", node, torch_op=True)
        return Tensor(None)

    def gathered(self, source: Tensor, index: Tensor, dim: int, node: cst.CSTNode) -> Val:
        if source.shape is None or index.numel is None or not -len(source.shape) <= dim < len(source.shape):
            return Tensor(None)
        shape = list(source.shape)
        shape[dim] = index.numel
        result = Tensor(tuple(shape))
        self.over_grain(result, "an index gather", node)
        return result

    def library_call(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        """A call of a function or class of a library: Python's own (builtins, ``type``, ``object``) read here,
        any other by the models of the library (``fixmp.analysis.models``: the name's, its short name's in its
        family, its module's, its family's fallback), and one no model answers as a call fixmp cannot follow."""
        if name.startswith("builtins."):
            return self.builtin(name.rpartition(".")[2], args, kwargs, node)
        if name == "library-init":
            return Const(None)
        if name == "type.__call__" and self.metaclass_calls:
            cls = self.metaclass_calls[-1]
            self.plain_constructions.append(cls)
            try:
                return self.construct(cls, args, kwargs, node)
            finally:
                self.plain_constructions.pop()
        if name == "type.__new__" and self.creating:
            return self.creating[-1]
        if name == "object.__new__":
            return Instance(args[0]) if args and isinstance(args[0], ClassVal) else UNKNOWN
        for model in models_for(name):
            modelled = model(self, name, args, kwargs, node)
            if modelled is not None:
                return modelled
        return _foreign(name, args, kwargs)

    def tensor_method(self, receiver: Tensor, name: str, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Val:
        """``receiver.name(*args, **kwargs)`` of a tensor, read by the model of ``torch.Tensor``'s methods."""
        model = method_model_of("torch.Tensor")
        return model(self, receiver, name, args, kwargs, node) if model is not None else UNKNOWN

    # -- what library models record (``fixmp.analysis.models.Evaluation``) -------------------------------------
    def threads_set(self, count: int) -> None:
        if count == 1:
            self.single_threaded = True
            self.first_work = None  # measured: one thread after the work and before the fork is safe
        else:
            self.single_threaded = False

    def start_method_set(self, method: str, forced: bool, node: cst.CSTNode) -> None:
        if self.importing and not self.muted:
            self.methods_at_import.append((method, forced))
        self._met_setting(method, forced, node, f"set_start_method({method!r})")

    def default_context_used(self, what: str, node: cst.CSTNode) -> None:
        self._met_setting(None, False, node, what)

    @contextmanager
    def on_the_gpu(self) -> Iterator[None]:
        with self._on_the_gpu():
            yield

    def semlock_made(self, api: str, kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        return self._primitive(api, kwargs, node)

    def pool_made(self, name: str, kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
        if self.stop_at_starts is None or not isinstance(node, cst.Call):
            return None
        return self._pool_made_through_a_value(name, kwargs, node)
