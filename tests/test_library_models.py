"""The library models (``fixmp.analysis.models``): the registry's shape, and each model's behaviour class as a
safe program beside a hazard that differs only in what the modelled call gives (Fixit's VALID / INVALID).

Every hazard here is the same shape: the parent multiplies two square matrices whose side reaches it
through the modelled call, then a fork pool runs children that multiply 512x512 matrices. With a side of
1,024 the product starts torch's OpenMP pool and the children hang (a matmul of that size is parallel work on
any CPU, the premise every FMP002 test rests on); with a side of 8 it does not, and the program is safe (a start method read from the environment's default decides instead).
The CUDA hazards (``torch.cuda``'s, a factory's ``device=``) are the same shape for FMP001: the parent
initialises CUDA through the modelled call (or does not) before the fork pool, whose children use CUDA.
Adding a model is one entry in the module of its library and a row here.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Dict, List

import pytest
from programs import places

from fixmp.analysis import models
from fixmp.analysis.models import (
    FALLBACK_MODELS,
    LIBRARY_MODELS,
    MODEL_MODULES,
    MODULE_MODELS,
    SHORT_NAME_MODELS,
    method_model_of,
    models_for,
)

PROGRAM = """
    {imports}
    import multiprocessing

    import torch


    def child(rank):
        x = torch.randn(512, 512)
        print(float((x @ x).sum()))


    if __name__ == "__main__":
    {parent}
        with {pool} as pool:
            pool.map(child, range(2))
"""

# The same program whose children use CUDA (FMP001's hazard: the parent initialised it before the fork).
CUDA_PROGRAM = PROGRAM.replace("x = torch.randn(512, 512)\n        print(float((x @ x).sum()))",
                               'print(float(torch.ones(4, device="cuda").sum()))')
assert CUDA_PROGRAM != PROGRAM

# The parent's product of two SIDE x SIDE matrices, after the modelled call has given ``side``.
PRODUCT = "\nw = torch.randn(side, side)\nprint(float((w @ w).sum()))"


@dataclass(frozen=True)
class Example:
    model: str  # the qualified name of the modelled function
    imports: str
    parent: str  # the parent's code before the pool, with SIDE where the side is written
    hazard: str = "1024"  # what SIDE is in the hazard (and "8" in the safe program)
    safe: str = "8"
    pool: str = "multiprocessing.Pool(2)"  # the start, after the parent's code
    code: str = "FMP002"  # the rule the hazard breaks (FMP001: CUDA before the fork)


EXAMPLES = [
    Example("functools.partial", "import functools",
            "square = functools.partial(torch.randn, SIDE, SIDE)\nw = square()\nprint(float((w @ w).sum()))"),
    Example("functools.reduce", "import functools",
            "mats = [torch.randn(SIDE, SIDE), torch.randn(SIDE, SIDE)]\n"
            "print(float(functools.reduce(torch.matmul, mats).sum()))"),
    Example("os.environ.get", "import os",
            'w = torch.randn(1024, 1024)\nprint(float((w @ w).sum()))\n'
            'context = multiprocessing.get_context(os.environ.get("METHOD", "SIDE"))',
            hazard="fork", safe="spawn", pool="context.Pool(2)"),
    Example("platform.system", "import platform",
            'if platform.system() == "SIDE":\n    side = 1024\n    w = torch.randn(side, side)\n'
            "    print(float((w @ w).sum()))", hazard="Linux", safe="Darwin"),
    Example("collections.ChainMap", "import collections",
            'settings = collections.ChainMap({"side": SIDE}, {"side": 4})\nside = settings["side"]' + PRODUCT),
    Example("collections.OrderedDict", "import collections",
            'settings = collections.OrderedDict([("side", SIDE)])\nside = settings["side"]' + PRODUCT),
    Example("collections.deque", "import collections",
            "sides = collections.deque([SIDE])\nside = sides.popleft()" + PRODUCT),
    Example("types.SimpleNamespace", "import types",
            "config = types.SimpleNamespace(side=SIDE)\nside = config.side" + PRODUCT),
    Example("argparse.Namespace", "import argparse",
            "config = argparse.Namespace(side=SIDE)\nside = config.side" + PRODUCT),
    Example("copy.deepcopy", "import copy",
            'config = copy.deepcopy({"side": SIDE})\nside = config["side"]' + PRODUCT),
    Example("itertools.chain", "import itertools",
            "for side in itertools.chain([4], [SIDE]):\n    w = torch.randn(side, side)\n"
            "    print(float((w @ w).sum()))"),
    Example("itertools.starmap", "import itertools",
            "def product(rows, columns):\n    w = torch.randn(rows, columns)\n    return float((w @ w.T).sum())\n"
            "print(list(itertools.starmap(product, [(SIDE, SIDE)])))"),
    Example("heapq.heappop", "import heapq",
            "jobs = []\nheapq.heappush(jobs, (9999, 8))\nheapq.heappush(jobs, (1, SIDE))\n"
            "_, side = heapq.heappop(jobs)" + PRODUCT),
    Example("queue.Queue", "import queue",
            "sides = queue.Queue()\nsides.put(SIDE)\nside = sides.get()" + PRODUCT),
    # ``multiprocessing``'s start method and contexts; ``torch.multiprocessing``'s are the same models.
    Example("multiprocessing.set_start_method", "",
            'w = torch.randn(1024, 1024)\nprint(float((w @ w).sum()))\nmultiprocessing.set_start_method("SIDE")',
            hazard="fork", safe="spawn"),
    Example("multiprocessing.get_start_method", "",
            'w = torch.randn(1024, 1024)\nprint(float((w @ w).sum()))\n'
            'if multiprocessing.get_start_method(allow_none=True) is None:\n'
            '    multiprocessing.set_start_method("SIDE")', hazard="fork", safe="spawn"),
    Example("torch.multiprocessing.get_context", "import torch.multiprocessing",
            'w = torch.randn(1024, 1024)\nprint(float((w @ w).sum()))\n'
            'context = torch.multiprocessing.get_context("SIDE")', hazard="fork", safe="spawn",
            pool="context.Pool(2)"),
    # Settings read from text: ``json``, ``tomllib``, ``os.path``.
    Example("json.loads", "import json", 'side = json.loads(\'{"side": SIDE}\')["side"]' + PRODUCT),
    Example("tomllib.loads", "import tomllib", 'side = tomllib.loads("side = SIDE")["side"]' + PRODUCT),
    Example("os.path.basename", "import os", 'side = int(os.path.basename("runs/SIDE"))' + PRODUCT),
    # numpy's arrays, by their shapes (handed to torch without a copy).
    Example("numpy.zeros", "import numpy",
            "a = numpy.zeros((SIDE, SIDE), dtype=numpy.float32)\nw = torch.from_numpy(a)\n"
            "print(float((w @ w).sum()))"),
    # torch's own functions, by name and by short name.
    Example("torch.set_num_threads", "",
            "w = torch.randn(1024, 1024)\nprint(float((w @ w).sum()))\ntorch.set_num_threads(SIDE)",
            hazard="4", safe="1"),
    Example("torch.cat", "", "w = torch.cat([torch.randn(SIDE, 64), torch.randn(SIDE, 64)])", hazard="4096"),
    Example("torch.meshgrid", "",
            'rows, columns = torch.meshgrid(torch.arange(SIDE), torch.arange(SIDE), indexing="ij")\n'
            "w = rows.float()\nprint(float((w @ w).sum()))"),
    Example("torch.linalg.inv", "", "print(float(torch.linalg.SIDE(torch.eye(8)).sum()))",
            hazard="inv", safe="vector_norm"),
    Example("torch.nn.init.orthogonal_", "", "w = torch.empty(8, 8)\ntorch.nn.init.SIDE(w)",
            hazard="orthogonal_", safe="zeros_"),
    Example("torch.nn.Linear", "",
            "layer = torch.nn.Linear(SIDE, SIDE)\nprint(float(layer(torch.randn(SIDE, SIDE)).sum()))"),
    Example("torch.nn.functional.interpolate", "",
            "x = torch.randn(1, 1, SIDE, SIDE)\ny = torch.nn.functional.interpolate(x, scale_factor=2)",
            hazard="256"),
    Example("torch.utils.data.DataLoader", "from torch.utils.data import DataLoader, TensorDataset",
            "data = TensorDataset(torch.randn(2048, SIDE))\nfor (batch,) in DataLoader(data, batch_size=SIDE):\n"
            "    print(float((batch @ batch.T).sum()))"),
    Example("torch.optim.SGD", "",
            "w = torch.zeros(SIDE, SIDE, requires_grad=True)\noptimizer = torch.optim.SGD([w], lr=0.1)\n"
            "optimizer.step()", hazard="1024"),
    # A tensor's methods (``torch.Tensor``'s model).
    Example("torch.Tensor.exp", "", "w = torch.randn(SIDE, SIDE)\nv = w.exp()"),
    Example("torch.Tensor.cumsum", "", "w = torch.randn(SIDE, SIDE)\nv = w.cumsum(dim=1)"),
    # CUDA initialised in the parent before the fork (FMP001).
    Example("torch.cuda.synchronize", "", "torch.cuda.SIDE()", hazard="synchronize", safe="device_count",
            code="FMP001"),
    Example("torch.zeros", "", 'w = torch.zeros(4, device="SIDE")', hazard="cuda", safe="cpu", code="FMP001"),
    Example("torch.Tensor.cuda", "", "w = torch.ones(4).SIDE()", hazard="cuda", safe="cpu", code="FMP001"),
]


def _program(example: Example, side: str) -> Dict[str, str]:
    parent = textwrap.indent(textwrap.dedent(example.parent).strip().replace("SIDE", side), "    ")
    program = CUDA_PROGRAM if example.code == "FMP001" else PROGRAM
    text = textwrap.dedent(program).replace("{imports}", example.imports).replace("{parent}", parent).replace("{pool}", example.pool)
    return {"main.py": text}


def _pool_line(files: Dict[str, str]) -> int:
    lines = textwrap.dedent(files["main.py"]).lstrip().splitlines()
    return next(number for number, line in enumerate(lines, 1) if "Pool(2) as pool" in line)


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.model for example in EXAMPLES])
def test_a_safe_program_is_not_reported(tmp_path, example):
    assert _modelled(example.model), "the example exercises a model of the registry"
    assert places(tmp_path, example.code, _program(example, example.safe)) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.model for example in EXAMPLES])
def test_its_hazard_is_reported_at_the_pool(tmp_path, example):
    files = _program(example, example.hazard)
    assert places(tmp_path, example.code, files) == [("main.py", _pool_line(files))]


def _modelled(name: str) -> bool:
    """A model of the registry reads ``name`` (by name, short name or module: not only its family's fallback),
    or ``name`` is a method of a class whose methods are modelled (``torch.Tensor.exp``)."""
    return any(model not in FALLBACK_MODELS.values() for model in models_for(name)) \
        or method_model_of(name.rpartition(".")[0]) is not None


def test_every_model_is_named_under_its_library_and_its_module_is_named_for_it():
    assert MODEL_MODULES, "the registry finds its modules"
    for module in MODEL_MODULES:
        library = module.LIBRARY
        root = library.split(".")[0]
        prefix = "" if root in ("torch", "numpy") else "stdlib_"  # (the standard library's: stdlib_os)
        assert module.__name__.rpartition(".")[2] == prefix + library.replace(".", "_").lower()
        made = getattr(module, "MADE", ())
        for name in getattr(module, "MODELS", {}):
            assert name.startswith(library + ".") or name in made, (name, module.__name__)
        for prefix in getattr(module, "BY_MODULE", {}):
            assert (prefix + ".").startswith(library + "."), (prefix, module.__name__)
        # A short name is read in its library's family (torch's functions under any torch package), or anywhere.
        for key in getattr(module, "BY_SHORT_NAME", {}):
            assert key.partition("*.")[0] in (root, ""), (key, module.__name__)
        for family in getattr(module, "FALLBACKS", {}):
            assert family == root + "*", (family, module.__name__)
        for class_name in getattr(module, "METHODS", {}):
            assert class_name == library, (class_name, module.__name__)


def test_a_name_is_read_by_its_own_model_then_its_short_name_then_its_module_then_its_family():
    from fixmp.analysis.models import torch, torch_linalg, torch_nn_init
    order = models_for("torch.linalg.matmul")
    assert order[1:] == (MODULE_MODELS["torch.linalg."], FALLBACK_MODELS["torch"])
    assert order[0] is SHORT_NAME_MODELS[("torch", "matmul")]
    assert models_for("torch.nn.init.zeros_")[0] is MODULE_MODELS["torch.nn.init."], "the longest module prefix"
    assert MODULE_MODELS["torch.nn."] not in models_for("torch.nn.init.zeros_")
    assert models_for("torch.set_num_threads")[-1] is FALLBACK_MODELS["torch"]
    assert models_for("torch.svd") == (torch_linalg.decomposed, torch._as_a_tensor_method)
    assert torch_nn_init.LIBRARY == "torch.nn.init"
    # A short name of any library (``*.set_start_method``), and nothing for a name no model reads.
    assert models_for("multiprocess.set_start_method") == (SHORT_NAME_MODELS[("", "set_start_method")],)
    assert models_for("statistics.mean") == ()


def test_a_short_name_is_keyed_within_a_family():
    with pytest.raises(ValueError, match="not a short name within a family"):
        models._family("torch.cat")


def test_no_name_is_modelled_in_two_modules():
    seen: Dict[str, List[str]] = {}
    for module in MODEL_MODULES:
        for name in getattr(module, "MODELS", {}):
            seen.setdefault(name, []).append(module.__name__)
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}
    assert len(LIBRARY_MODELS) == sum(len(getattr(module, "MODELS", {})) for module in MODEL_MODULES)


def test_the_registry_refuses_a_name_modelled_twice():
    def model(evaluation, args, kwargs, node):
        return None
    first = SimpleNamespace(__name__="first", MODELS={"os.fork": model})
    second = SimpleNamespace(__name__="second", MODELS={"os.fork": model})
    with pytest.raises(ValueError, match="os.fork is modelled twice"):
        models._registry([first, second])
