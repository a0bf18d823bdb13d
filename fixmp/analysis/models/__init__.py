"""Library models: what the program run (``fixmp.analysis.effects``) knows of the functions of libraries,
one module of models per library module (pytype's ``overlays/``, CodeQL's models), in one registry.

Each module here that models a library names it (``LIBRARY = "functools"``) and exports its models as
``MODELS``, a mapping from the qualified name of each function or class it models (``functools.partial``)
to a small function that gives what the call returns (``fixmp.analysis.models.evaluation``: the shape of
a model and the few parts of the evaluation it may use). The modules are found here, not listed by hand:
adding a standard-library function the program run applies is one entry in the module of its library,
and its examples in ``tests/test_library_models.py``.

A module may also model functions it cannot list by name: ``BY_MODULE`` maps a module prefix
(``"torch.cuda."``) to the model of every function under it, ``BY_SHORT_NAME`` maps a short name within a
family of names (``"torch*.cat"``: ``torch.cat``, ``torch.nn.functional.cat``, any name that begins
``torch``; ``"*.set_start_method"``: any library's) to its model, and ``FALLBACKS`` maps a family
(``"torch*"``) to what a call of it no other model answers gives. These models (``NamedModel``) are handed
the qualified name too.

``library_call`` asks the models of a name in this order, the first that answers (does not return None)
giving the value (``models_for``): the model of the name itself, the model of its short name in its family,
the model of the longest module prefix it is under, its family's fallback. A name no model answers is read
as a call the program run cannot follow.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache
from types import ModuleType
from typing import Any, Callable, Dict, List, Optional, Tuple

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, MethodModel, Model, NamedModel
from fixmp.analysis.values import Val

__all__ = ["Evaluation", "LIBRARY_MODELS", "MODEL_MODULES", "MODULE_MODELS", "METHOD_MODELS", "MethodModel", "Model", "NamedModel",
           "SHORT_NAME_MODELS", "FALLBACK_MODELS", "method_model_of", "model_of", "models_for"]


# What a module of models may export: models by qualified name, by module prefix, by short name in a family,
# and a family's fallback.
MODEL_TABLES = ("MODELS", "BY_MODULE", "BY_SHORT_NAME", "FALLBACKS", "METHODS")


def _model_modules() -> List[ModuleType]:
    """The modules of this package that model a library (those that export models), by name."""
    found = [importlib.import_module(f"{__name__}.{info.name}") for info in pkgutil.iter_modules(__path__)]
    return [module for module in found if any(hasattr(module, table) for table in MODEL_TABLES)]


def _registry(modules: List[ModuleType], table: str = "MODELS") -> Dict[str, Callable[..., Any]]:
    """The models of ``table`` (``MODELS``, ``BY_MODULE``, ``BY_SHORT_NAME`` or ``FALLBACKS``) of every module, by
    their key; a key two modules model is refused."""
    registry: Dict[str, Callable[..., Any]] = {}
    for module in modules:
        for name, model in getattr(module, table, {}).items():
            if name in registry:
                raise ValueError(f"{name} is modelled twice (again in {module.__name__})")
            registry[name] = model
    return registry


def _family(key: str) -> Tuple[str, str]:
    """``"torch*.cat"``: the family ``torch`` (names that begin so) and the short name ``cat``."""
    family, star, short = key.partition("*.")
    if not star or not short or "." in short:
        raise ValueError(f"{key} is not a short name within a family (torch*.cat, *.set_start_method)")
    return family, short


MODEL_MODULES = _model_modules()
# Every model, by the qualified name of what it models.
LIBRARY_MODELS: Dict[str, Model] = {name: model for name, model in _registry(MODEL_MODULES).items()}
# The model of every function under a module, by the module's prefix (``"torch.cuda."``).
MODULE_MODELS: Dict[str, NamedModel] = {prefix: model for prefix, model in _registry(MODEL_MODULES, "BY_MODULE").items()}
# The model of a function by its short name within a family of names, by (family, short name).
SHORT_NAME_MODELS: Dict[Tuple[str, str], NamedModel] = {
    _family(key): model for key, model in _registry(MODEL_MODULES, "BY_SHORT_NAME").items()
}
# The model of a library class's methods, by the class's qualified name (``"torch.Tensor"``).
METHOD_MODELS: Dict[str, MethodModel] = {name: model for name, model in _registry(MODEL_MODULES, "METHODS").items()}
# What a call of a family (``"torch"``) no other model answers gives, by the family.
FALLBACK_MODELS: Dict[str, NamedModel] = {
    key.rstrip("*"): model for key, model in _registry(MODEL_MODULES, "FALLBACKS").items()
}


def model_of(name: str) -> Optional[Model]:
    """The model of the library function or class ``name`` (qualified: ``collections.deque``), if any."""
    return LIBRARY_MODELS.get(name)


def method_model_of(class_name: str) -> Optional[MethodModel]:
    """The model of the methods of the library class ``class_name`` (``torch.Tensor``), if any."""
    return METHOD_MODELS.get(class_name)


def _answering_by_name(model: Model) -> NamedModel:
    def named(evaluation: Evaluation, name: str, args: List[Val], kwargs: Dict[str, Val],
              node: cst.CSTNode) -> Optional[Val]:
        return model(evaluation, args, kwargs, node)
    return named


@lru_cache(maxsize=None)
def models_for(name: str) -> Tuple[NamedModel, ...]:
    """The models that may answer a call of ``name``, in the order they are asked: the model of the name
    itself, of its short name in each family it belongs to (the longest family first), of the longest
    module prefix it is under, and its family's fallback. A model met twice is asked once."""
    found: List[NamedModel] = []
    exact = LIBRARY_MODELS.get(name)
    if exact is not None:
        found.append(_answering_by_name(exact))
    short = name.rpartition(".")[2]
    families = sorted({family for family, _ in SHORT_NAME_MODELS} | set(FALLBACK_MODELS), key=len, reverse=True)
    for family in families:
        by_short_name = SHORT_NAME_MODELS.get((family, short))
        if by_short_name is not None and name.startswith(family):
            found.append(by_short_name)
    parts = name.split(".")
    for end in range(len(parts) - 1, 0, -1):
        by_module = MODULE_MODELS.get(".".join(parts[:end]) + ".")
        if by_module is not None:
            found.append(by_module)
            break
    fallback = next((FALLBACK_MODELS[family] for family in families
                     if family in FALLBACK_MODELS and name.startswith(family)), None)
    if fallback is not None:
        found.append(fallback)
    unique: List[NamedModel] = []
    for model in found:
        if model not in unique:
            unique.append(model)
    return tuple(unique)
