"""The library models (``fixmp.analysis.models``): the registry's shape, and each model's behaviour class as a
safe program beside a hazard that differs only in what the modelled call gives (Fixit's VALID / INVALID).

Every hazard here is the same shape: the parent multiplies two square matrices whose side reaches it
through the modelled call, then a fork pool runs children that multiply 512x512 matrices. With a side of
1,024 the product starts torch's OpenMP pool and the children hang (a matmul of that size is parallel work on
any CPU, the premise every FMP002 test rests on); with a side of 8 it does not, and the program is safe (a start method read from the environment's default decides instead).
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
from fixmp.analysis.models import LIBRARY_MODELS, MODEL_MODULES, model_of

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
]


def _program(example: Example, side: str) -> Dict[str, str]:
    parent = textwrap.indent(textwrap.dedent(example.parent).strip().replace("SIDE", side), "    ")
    text = textwrap.dedent(PROGRAM).replace("{imports}", example.imports).replace("{parent}", parent).replace("{pool}", example.pool)
    return {"main.py": text}


def _pool_line(files: Dict[str, str]) -> int:
    lines = textwrap.dedent(files["main.py"]).lstrip().splitlines()
    return next(number for number, line in enumerate(lines, 1) if "Pool(2) as pool" in line)


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.model for example in EXAMPLES])
def test_a_safe_program_is_not_reported(tmp_path, example):
    assert model_of(example.model) is not None, "the example exercises a model of the registry"
    assert places(tmp_path, "FMP002", _program(example, example.safe)) == []


@pytest.mark.parametrize("example", EXAMPLES, ids=[example.model for example in EXAMPLES])
def test_its_hazard_is_reported_at_the_pool(tmp_path, example):
    files = _program(example, example.hazard)
    assert places(tmp_path, "FMP002", files) == [("main.py", _pool_line(files))]


def test_every_model_is_named_under_its_library_and_its_module_is_named_for_it():
    assert MODEL_MODULES, "the registry finds its modules"
    for module in MODEL_MODULES:
        library = module.LIBRARY
        assert module.__name__.rpartition(".")[2] == "stdlib_" + library.replace(".", "_")
        made = getattr(module, "MADE", ())
        for name in module.MODELS:
            assert name.startswith(library + ".") or name in made, (name, module.__name__)


def test_no_name_is_modelled_in_two_modules():
    seen: Dict[str, List[str]] = {}
    for module in MODEL_MODULES:
        for name in module.MODELS:
            seen.setdefault(name, []).append(module.__name__)
    assert {name: where for name, where in seen.items() if len(where) > 1} == {}
    assert len(LIBRARY_MODELS) == sum(len(module.MODELS) for module in MODEL_MODULES)


def test_the_registry_refuses_a_name_modelled_twice():
    def model(evaluation, args, kwargs, node):
        return None
    first = SimpleNamespace(__name__="first", MODELS={"os.fork": model})
    second = SimpleNamespace(__name__="second", MODELS={"os.fork": model})
    with pytest.raises(ValueError, match="os.fork is modelled twice"):
        models._registry([first, second])
