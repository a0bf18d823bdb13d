"""torch's operations and layers: which are parallel work by their sizes, which touch CUDA; the
library calls of torch, numpy and their neighbours. A call of a library function is looked up in the
registry of library models first (``fixmp.analysis.models``); what stays here is Python's semantics
(builtins, ``type``), ``multiprocessing``'s starts and contexts, settings files, numpy and torch.
"""

from __future__ import annotations

import posixpath
from dataclasses import replace
from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.effects.state import EffectsState
from fixmp.analysis.effects.tables import (
    ACTIVATIONS,
    CELLS,
    CONVS,
    CUDA_LAZY,
    DEFAULT_CONTEXT_FIXERS,
    DTYPE_NAMES,
    FILLS,
    LINEAR_ALGEBRA,
    MULTIPROCESSING,
    PARALLEL_LAYERS,
    PDIST_GRAIN,
    POOL_CLASSES,
    SAMPLED,
    SEMLOCK_PRIMITIVES,
    _batches,
    _factory_dtype,
    _foreign,
    _moved,
    _on_cuda,
    _parameters_in,
    _process_value,
)
from fixmp.analysis.models import model_of
from fixmp.analysis.operators import arithmetic
from fixmp.analysis.ordering import CLOCKS
from fixmp.analysis.parallel import LINEAR_ALGEBRA as DECOMPOSITIONS
from fixmp.analysis.parallel import matmul_is_parallel
from fixmp.analysis.shapes import (
    as_tensor_value,
    axis_lengths,
    broadcast,
    convolved,
    factory_shape,
    int_of,
    interpolated,
    matmul_dims,
    numpy_call,
    qr_factors,
)
from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    Array,
    ClassVal,
    ClockReading,
    Const,
    ContextVal,
    Foreign,
    Found,
    Instance,
    Layer,
    LoaderVal,
    MappingVal,
    ModuleScope,
    Optimizer,
    PathVal,
    Qualified,
    Seq,
    Tensor,
    TensorData,
    Val,
    _Work,
)
from fixmp.knowledge.torch_ops import PARALLEL_GRAIN, elementwise_grain


class TorchCalls(EffectsState):
    """torch's operations and layers, and the library calls of torch, numpy and their neighbours."""

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
                return _moved(self.binary(_moved(left, False), _moved(right, False), node))
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
                return _moved(self.matmul(_moved(left, False), _moved(right, False), node))
        if isinstance(left, Tensor) and isinstance(right, Tensor) and left.shape and right.shape:
            dims = matmul_dims(left.shape, right.shape)
            if dims is not None:
                rows, inner, columns, result = dims
                if matmul_is_parallel(rows, inner, columns):
                    self.work(f"a {rows}x{inner} @ {inner}x{columns} matmul", node)
                return Tensor(result)
        if isinstance(left, Tensor) or isinstance(right, Tensor):
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
                return _moved(self._forward(replace(layer, on_gpu=False), _moved(value, False), node, offsets))
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
        model = model_of(name)
        if model is not None:
            modelled = model(self, args, kwargs, node)
            if modelled is not None:
                return modelled
        short = name.rpartition(".")[2]
        if name.startswith("builtins."):
            return self.builtin(short, args, kwargs, node)
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
        # (``set_start_method(method="spawn", force=True)``, ``get_context(method="spawn")``: by keyword too.)
        chosen = args[0] if args else kwargs.get("method")
        if short == "set_start_method" and isinstance(chosen, Const) and isinstance(chosen.value, str):
            force = kwargs.get("force", args[1] if len(args) > 1 else Const(False))
            forced = isinstance(force, Const) and force.value is True
            if self.importing and not self.muted:
                self.methods_at_import.append((chosen.value, forced))
            self._met_setting(chosen.value, forced, node, f"set_start_method({chosen.value!r})")
            return Const(None)
        package, _, api = name.rpartition(".")
        if package in MULTIPROCESSING and api == "get_context":
            if isinstance(chosen, Const) and isinstance(chosen.value, str):
                return ContextVal(chosen.value)
            if len(args) == 1 and args[0] == Const(None):
                # ``get_context(self.start_method)`` of a class attribute left None: the default context.
                self._met_setting(None, False, node, f"{api}()")
                return ContextVal(self.default_method)
        if package in MULTIPROCESSING and api == "Process":
            return _process_value(args, kwargs)
        if package in MULTIPROCESSING and api in SEMLOCK_PRIMITIVES:
            made = self._primitive(api, kwargs, node)
            self._met_setting(None, False, node, f"{api}()")  # the default context is fixed by its first use
            return made if made is not None else UNKNOWN
        if name in DEFAULT_CONTEXT_FIXERS and not args:
            allow_none = kwargs.get("allow_none", Const(False))
            if not (isinstance(allow_none, Const) and allow_none.value):
                self._met_setting(None, False, node, f"{api}()")
        if package in MULTIPROCESSING and api == "get_start_method" and not self.muted:
            # What the run has fixed (``if mp.get_start_method(allow_none=True) is None:`` before setting
            # it: a second call of such a helper sets nothing); None where nothing has fixed it yet.
            allow_none = kwargs.get("allow_none", args[0] if args else Const(False))
            if isinstance(allow_none, Const) and allow_none.value is True and not self.method_fixed:
                return Const(None)
            if isinstance(allow_none, Const) and allow_none.value in (True, False):
                return Const(self.default_method)
        if name.startswith(("os.path.", "pathlib.", "json.", "tomllib.", "configparser.", "csv.")):
            return self.settings_call(name, args, kwargs)
        if name in POOL_CLASSES and self.stop_at_starts is not None and isinstance(node, cst.Call):
            pool = self._pool_made_through_a_value(name, kwargs, node)
            if pool is not None:
                return pool
        if name.startswith("numpy."):
            return numpy_call(name, args, kwargs)
        if not name.startswith("torch"):
            return _foreign(name, args, kwargs)
        if name.startswith("torch.optim.") and short[:1].isupper() and "lr_scheduler" not in name:
            return Optimizer(_parameters_in(args[0] if args else kwargs.get("params", UNKNOWN)))
        if short == "TensorDataset":
            return TensorData(list(args))
        if short == "DataLoader":
            dataset = args[0] if args else kwargs.get("dataset", UNKNOWN)
            batches = _batches(dataset, kwargs.get("batch_size", args[1] if len(args) > 1 else Const(1)))
            workers = int_of(kwargs.get("num_workers", args[5] if len(args) > 5 else Const(0)))
            if not workers:
                return batches  # loaded in this process (or a worker count fixmp cannot read)
            return LoaderVal(batches, dataset, kwargs.get("worker_init_fn", args[10] if len(args) > 10 else None),
                             kwargs.get("collate_fn", args[6] if len(args) > 6 else None),
                             kwargs.get("multiprocessing_context", args[11] if len(args) > 11 else None))
        if short == "from_numpy" and args:
            return Tensor(args[0].shape if isinstance(args[0], Array) else None)  # shares the array's memory
        if short in ("tensor", "as_tensor", "Tensor", "FloatTensor", "DoubleTensor", "LongTensor") and args \
                and isinstance(args[0], Array):
            # Measured: torch.tensor / as_tensor / FloatTensor of a 100,000-element array copy it in parallel.
            return self.elementwise(Tensor(args[0].shape), f"torch.{short}() of a numpy array", node)
        if name.startswith("torch.cuda.") and short not in CUDA_LAZY and not name.startswith(("torch.cuda.amp.",
                                                                                               "torch.cuda.nvtx.")):
            self.cuda(f"{name}()", node)
            return UNKNOWN
        if name == "torch.device" and args and isinstance(args[0], Const) and isinstance(args[0].value, str):
            return args[0]  # the device by its name: ``.to(device)`` reads it
        if (short in FILLS or short in SAMPLED) and _on_cuda([], {"device": kwargs.get("device", UNKNOWN)}):
            self.cuda(f"{name}(device=...) on the GPU", node)
        if name == "torch.set_default_dtype" and not self.muted:
            chosen = args[0] if args else kwargs.get("d", UNKNOWN)
            # (Factories' floats take it from here: one fixmp cannot read leaves their type unknown.)
            self.default_float = DTYPE_NAMES.get(chosen.name.rpartition(".")[2]) if isinstance(chosen, Qualified) \
                else None
            return Const(None)
        if name in ("torch.set_num_threads",):
            if args and isinstance(args[0], Const) and args[0].value == 1 and not self.muted:
                self.single_threaded = True
                self.first_work = None  # measured: one thread after the work and before the fork is safe
            elif args and isinstance(args[0], Const) and isinstance(args[0].value, int) and args[0].value > 1 \
                    and not self.muted:
                self.single_threaded = False  # threads again: the next parallel op uses (or starts) a pool
            return Const(None)
        if name.startswith("torch.nn.init."):
            if short == "orthogonal_":
                self.work("torch.nn.init.orthogonal_", node)
            if short in ("zeros_", "ones_", "constant_", "eye_") and args:
                self.over_grain(args[0], f"torch.nn.init.{short}", node)
            return args[0] if args else UNKNOWN
        if name.startswith("torch.nn.") and not name.startswith("torch.nn.functional"):
            return self.layer(short, args, kwargs)
        if short in FILLS or short in SAMPLED:
            tensor = factory_shape(short, args, kwargs)
            if short in FILLS:
                self.over_grain(tensor, f"torch.{short}", node)
            dtype = _factory_dtype(short, args, kwargs, self.default_float)
            return replace(tensor, dtype=dtype) if isinstance(tensor, Tensor) and dtype is not None else tensor
        if short in LINEAR_ALGEBRA and len(args) >= 2:
            return self.matmul(args[0], args[1], node)
        if short in ("interpolate", "upsample") and args and isinstance(args[0], Tensor):
            # Measured: parallel once its output passes the grain (64x64 scaled by 3 bilinearly, 100x100 by 2
            # bicubically do; 64x64 by 2 does not), whatever the mode.
            resized = interpolated(args[0], kwargs.get("size", args[1] if len(args) > 1 else None),
                                    kwargs.get("scale_factor", args[2] if len(args) > 2 else None))
            self.over_grain(resized, "an interpolate's output", node)
            return resized
        if short == "cartesian_prod" and args:
            # Every combination of the 1-D inputs' items: their lengths' product rows of one column each.
            lengths = axis_lengths(args)
            if lengths is None:
                return Tensor(None)
            rows = 1
            for length in lengths:
                rows *= length
            result = Tensor((rows, len(args)) if len(args) > 1 else (rows,))
            self.over_grain(result, "a cartesian_prod", node)
            return result
        if short == "meshgrid" and args:
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
        if short == "pdist" and args and isinstance(args[0], Tensor) and args[0].shape and len(args[0].shape) == 2:
            # One distance per pair of rows. Measured: parallel once pairs x columns pass 2,048 (torch's
            # grain of 32,768 over 16 per element: 38 rows of 3 start the pool, 36 do not; 20 of 16 do).
            points, columns = args[0].shape
            distances = points * (points - 1) // 2
            if distances * columns > PDIST_GRAIN:
                self.work(f"a pdist over {distances:,} pairs of {columns}-element rows", node)
            return Tensor((distances,))
        if short == "cdist" and len(args) >= 2 and isinstance(args[0], Tensor):
            return self.method_call(args[0], "cdist", args[1:], kwargs, node)  # sized by its output
        if (short in DECOMPOSITIONS or name.startswith("torch.linalg.")) and short != "vector_norm":
            # Measured parallel at the sizes models use; counted as ``ParallelKnowledge`` counts them.
            self.work(name, node)
            if short == "qr" and args:
                return qr_factors(args[0], kwargs.get("mode", args[1] if len(args) > 1 else Const("reduced")))
        if short in ("conv1d", "conv2d", "conv3d") and args and isinstance(args[0], Tensor):
            self.work(f"torch.nn.functional.{short}", node)
            return Tensor(convolved(args[0], args[1] if len(args) > 1 else kwargs.get("weight", UNKNOWN),
                                     int(short[4]), kwargs))
        if short == "linear" and len(args) >= 2 and isinstance(args[1], Tensor) and args[1].shape:
            return self.matmul(args[0], Tensor(tuple(reversed(args[1].shape))), node)
        if short in ("cat", "stack", "concat", "concatenate") and args:
            return self.joined(args[0], short, {**kwargs, **({"dim": args[1]} if len(args) > 1 else {})}, node)
        if short == "searchsorted" and len(args) >= 2 and isinstance(args[1], Tensor):
            # One search per value (measured: 100,000 values start the pool), whatever the sorted side.
            return self.elementwise(Tensor(args[1].shape), "a searchsorted", node)
        if args and isinstance(args[0], Tensor) and not short[:1].isupper() \
                and not name.startswith(("torch.utils.", "torch.optim.", "torch.distributions.")):
            return self.method_call(args[0], short, args[1:], kwargs, node)  # (not a class of torch's)
        if short in ("conv1d", "conv2d", "conv3d", "linear") or short in LINEAR_ALGEBRA or "linalg" in name:
            self.may_work(f"{name} of unknown size", node, torch_op=True)
        return UNKNOWN

    def joined(self, parts: Val, how: str, kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if not isinstance(parts, Seq):
            return Tensor(None)
        for part in parts.items:
            self.over_grain(part, f"torch.{how}", node)
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

    def layer(self, short: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
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
