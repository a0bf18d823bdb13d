"""Library models: what the program run (``fixmp.analysis.effects``) knows of the functions of libraries,
one module of models per library module (pytype's ``overlays/``, CodeQL's models), in one registry.

Each module here that models a library names it (``LIBRARY = "functools"``) and exports its models as
``MODELS``, a mapping from the qualified name of each function or class it models (``functools.partial``)
to a small function that gives what the call returns (``fixmp.analysis.models.evaluation``: the shape of
a model and the few parts of the evaluation it may use). The modules are found here, not listed by hand:
adding a standard-library function the program run applies is one entry in the module of its library,
and its examples in ``tests/test_library_models.py``.

``library_call`` asks the registry first (``model_of``); what a model declines (it returns None) and a
name no module models are read by the interpreter's own rules: Python's semantics (builtins, ``type``),
``multiprocessing``'s starts and contexts, files read as settings, numpy and torch.
"""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType
from typing import Dict, List, Optional

from fixmp.analysis.models.evaluation import Evaluation, Model

__all__ = ["Evaluation", "LIBRARY_MODELS", "MODEL_MODULES", "Model", "model_of"]


def _model_modules() -> List[ModuleType]:
    """The modules of this package that model a library (those that export ``MODELS``), by name."""
    found = [importlib.import_module(f"{__name__}.{info.name}") for info in pkgutil.iter_modules(__path__)]
    return [module for module in found if hasattr(module, "MODELS")]


def _registry(modules: List[ModuleType]) -> Dict[str, Model]:
    registry: Dict[str, Model] = {}
    for module in modules:
        for name, model in module.MODELS.items():
            if name in registry:
                raise ValueError(f"{name} is modelled twice (again in {module.__name__})")
            registry[name] = model
    return registry


MODEL_MODULES = _model_modules()
# Every model, by the qualified name of what it models.
LIBRARY_MODELS = _registry(MODEL_MODULES)


def model_of(name: str) -> Optional[Model]:
    """The model of the library function or class ``name`` (qualified: ``collections.deque``), if any."""
    return LIBRARY_MODELS.get(name)
