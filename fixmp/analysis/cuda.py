"""Which calls initialise CUDA in the calling process, and which merely use it.

The lists come from torch's own source (``torch/cuda/__init__.py``, ``random.py``):
a call that reaches ``torch.cuda._lazy_init()`` or the CUDA driver initialises CUDA,
and a process forked afterwards cannot use CUDA again ("Cannot re-initialize CUDA in
forked subprocess").
"""

from __future__ import annotations

from typing import Optional, Set, Tuple

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.sites import keyword_arg, positional_arg, string_value

# torch.cuda functions that initialise CUDA (each calls _lazy_init or the driver).
CUDA_INITIALISERS = {
    "set_device": "torch.cuda.set_device()",
    "current_device": "torch.cuda.current_device()",
    "get_device_name": "torch.cuda.get_device_name()",
    "get_device_properties": "torch.cuda.get_device_properties()",
    "get_device_capability": "torch.cuda.get_device_capability()",
    "synchronize": "torch.cuda.synchronize()",
    "current_stream": "torch.cuda.current_stream()",
    "default_stream": "torch.cuda.default_stream()",
    "is_bf16_supported": "torch.cuda.is_bf16_supported()",
    "get_rng_state": "torch.cuda.get_rng_state()",
    "get_rng_state_all": "torch.cuda.get_rng_state_all()",
    "set_rng_state": "torch.cuda.set_rng_state()",
    "set_rng_state_all": "torch.cuda.set_rng_state_all()",
    "init": "torch.cuda.init()",
    "mem_get_info": "torch.cuda.mem_get_info()",
    "device": "torch.cuda.device()",
    "stream": "torch.cuda.stream()",
    "Stream": "torch.cuda.Stream()",
    "memory_allocated": "torch.cuda.memory_allocated()",
    "memory_reserved": "torch.cuda.memory_reserved()",
    # is_available() calls cudaGetDeviceCount, which leaves the driver in a state a
    # forked child cannot use unless PYTORCH_NVML_BASED_CUDA_CHECK=1.
    "is_available": "torch.cuda.is_available() (it calls cudaGetDeviceCount)",
}
# Not initialisers: queued until CUDA starts, or answered by NVML.
CUDA_LAZY = {"manual_seed", "manual_seed_all", "device_count", "is_initialized", "seed", "seed_all"}
FORK_RNG = ("torch.random.fork_rng", "torch.fork_rng")
# Tensor-moving methods whose device argument decides whether CUDA starts.
DEVICE_METHODS = ("to",)
CUDA_MODULE_WRAPPERS = ("torch.nn.DataParallel", "torch.nn.parallel.DataParallel")


class CudaKnowledge:
    """Classifies calls of one module; knows which of its names hold CUDA devices."""

    def __init__(self, index: ModuleIndex):
        self.index = index
        self._device_bindings: Optional[Set[Tuple[cst.CSTNode, str]]] = None

    @property
    def device_bindings(self) -> Set[Tuple[cst.CSTNode, str]]:
        """``(scope, name)`` of the variables assigned a CUDA device (``device = torch.device("cuda")``).

        By scope: a ``device`` local to one function is not another function's.
        """
        if self._device_bindings is None:
            self._device_bindings = set()
            index = self.index
            scoped = [
                (index.scope_written(name, where), name, value)
                for name, entries in index.assignments.items() for value, where in entries
            ]
            # Rounds until nothing changes, so that ``dev = device`` after ``device = "cuda"`` is seen
            # (in either order); bounded, as a longer chain of copies is not worth the time.
            for _ in range(4):
                before = len(self._device_bindings)
                for scope, name, value in scoped:
                    if (scope, name) not in self._device_bindings and self.is_cuda_device(value):
                        self._device_bindings.add((scope, name))
                if len(self._device_bindings) == before:
                    break
        return self._device_bindings

    def is_cuda_device(self, expr: Optional[cst.CSTNode]) -> bool:
        """An expression that is (or may be) a CUDA device: "cuda:0", torch.device("cuda"), a device variable."""
        if expr is None:
            return False
        text = string_value(expr)
        if text is not None:
            return text.startswith("cuda")
        if isinstance(expr, cst.FormattedString):
            first = expr.parts[0] if expr.parts else None
            return isinstance(first, cst.FormattedStringText) and first.value.startswith("cuda")
        if isinstance(expr, cst.Integer):
            return True  # .to(0) and device=0 mean cuda:0
        if isinstance(expr, cst.IfExp):
            return self.is_cuda_device(expr.body) or self.is_cuda_device(expr.orelse)
        if isinstance(expr, cst.Call):
            name = self.index.qualified_name(expr.func)
            if name == "torch.device":
                return self.is_cuda_device(positional_arg(expr, 0) or keyword_arg(expr, "type"))
            if name == "torch.cuda.current_device":
                return True
            return False
        if isinstance(expr, cst.Name):
            if self._device_bindings is None:
                return False
            scope = self.index.binding_scope(expr.value, expr)
            if self.index.is_parameter(expr.value, scope):
                # A parameter holds what the callers pass (``train(rank, device)``): any device variable of its name.
                return expr.value in {name for _, name in self._device_bindings}
            return (scope, expr.value) in self._device_bindings
        return False

    def initialiser(self, call: cst.CSTNode) -> Optional[str]:
        """A description of how ``call`` initialises CUDA in the calling process, else None."""
        if not isinstance(call, cst.Call):
            return None
        func = call.func
        name = self.index.qualified_name(func)
        if name is not None:
            if name.startswith("torch.cuda."):
                function = name[len("torch.cuda."):]
                return CUDA_INITIALISERS.get(function)
            if name in FORK_RNG:
                # With default devices fork_rng asks every CUDA device for its RNG state.
                if keyword_arg(call, "devices") is None and keyword_arg(call, "enabled") is None:
                    return "torch.random.fork_rng() with default devices"
                return None
            if name in CUDA_MODULE_WRAPPERS:
                return f"{name}()"
            if name.startswith("torch.") and name != "torch.device":
                device = keyword_arg(call, "device")
                if device is not None and self._is_cuda_device_here(device):
                    return f"{name}(device=...) on a CUDA device"
                if name == "torch.load" and self._is_cuda_device_here(keyword_arg(call, "map_location")):
                    return "torch.load(map_location=...) onto a CUDA device"
        if isinstance(func, cst.Attribute):
            method = func.attr.value
            if method == "cuda" and not (name or "").startswith("torch.cuda"):
                return ".cuda()"
            if method in DEVICE_METHODS:
                device = positional_arg(call, 0) or keyword_arg(call, "device")
                if self._is_cuda_device_here(device):
                    return f".{method}() onto a CUDA device"
        loader = self._third_party_loader(call)
        if loader:
            return loader
        found = self.index.project_facts(func)
        if found is not None:
            facts, called = found
            how = facts.cuda_init.get(called)
            if how:
                return f"{self.index.module.code_for_node(func)}() runs {how}"
        return None

    def _third_party_loader(self, call: cst.Call) -> Optional[str]:
        """A library call that loads onto the GPU: ``from_pretrained(device_map="auto")`` (accelerate puts
        the weights on the GPUs), ``pipeline(..., device=0)``, ``SentenceTransformer(..., device="cuda")``."""
        if not isinstance(call.func, (cst.Name, cst.Attribute)):
            return None
        called = self.index.module.code_for_node(call.func)
        device_map = keyword_arg(call, "device_map")
        on_cpu = string_value(device_map) == "cpu" or (isinstance(device_map, cst.Name) and device_map.value == "None")
        if device_map is not None and not on_cpu:
            return f"{called}(device_map=...), which places the weights on the GPU"
        device = keyword_arg(call, "device")
        qualified = self.index.qualified_name(call.func) or ""
        # functools.partial(make_env, device="cuda") only binds the argument: nothing runs yet.
        if device is not None and not qualified.startswith("torch.") and qualified != "functools.partial" \
                and self._is_cuda_device_here(device):
            return f"{called}(device=...) on a CUDA device"
        return None

    def uses_cuda(self, call: cst.CSTNode) -> Optional[str]:
        """Any CUDA use in a child: an initialiser, or any other ``torch.cuda`` call."""
        found = self.initialiser(call)
        if found or not isinstance(call, cst.Call):
            return found
        name = self.index.qualified_name(call.func)
        if name is not None and name.startswith("torch.cuda.") and name[len("torch.cuda."):] not in CUDA_LAZY:
            return f"{name}()"
        return None

    def _is_cuda_device_here(self, expr: Optional[cst.CSTNode]) -> bool:
        self.device_bindings  # resolve the module's device variables first
        return self.is_cuda_device(expr)
