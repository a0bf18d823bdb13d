"""The project around a file: what the modules it imports do, summarised once each.

A file is still analysed alone, but when its path before a process start calls a
function or builds a class that another module of the project defines
(``from model import Net``, ``from .utils import warm_up``, ``import utils``, a name
from ``from common import *``), the rules ask this index what that function or
constructor does: whether it runs intra-op-parallel CPU work (FMP002) or initialises
CUDA (FMP001). Each module is parsed and summarised once per run and process (keyed by
its path, size and modification time), only when a file being analysed asks.

How a module is found is how Python would find it when the importing file's project
runs: a relative import from the importing file's package; an absolute one from the
importing file's folder (a script's folder is first on ``sys.path``) or any folder
above it up to the project root (``python -m pkg.train`` from the root; without a
configured root, only up out of the file's packages). Only files inside the project
are read, never imported or run; installed packages are not read (their code is not
the user's, and torch's own functions are known by name).

What a summary says follows calls inside that module and into the modules it imports
in turn (three levels; an import cycle ends the chain). Not modelled: what a module
does at import time (module-level statements), and names a class inherits from another
module.

Cost: one parse and one index per module that a candidate file imports from the
project, on top of the candidates; a module imported by many candidates is summarised
once per worker. A file whose result depends on another module's summary is not kept
in the result cache (its findings change when that module does).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

import libcst as cst

from fixmp.analysis import ModuleIndex
from fixmp.cuda import CudaKnowledge
from fixmp.guards import on_large_stack, parse_cost_problem, reraise_stop
from fixmp.parallel import ParallelKnowledge

# How deep one summary follows imports into further modules.
MAX_DEPTH = 3
# Modules larger than this are not summarised (a generated file, a vendored library).
MAX_MODULE_BYTES = 2 * 2**20


@dataclass(frozen=True)
class ModuleFacts:
    """What calling a module's top-level functions, or building its classes, does."""

    path: str
    parallel_work: Dict[str, str] = field(default_factory=dict)  # name -> the parallel CPU work it runs
    cuda_init: Dict[str, str] = field(default_factory=dict)  # name -> how it initialises CUDA
    # Functions that call torch.set_num_threads(1) before any torch work: as a child's target, the
    # inherited thread pool is never used.
    single_threaded_first: FrozenSet[str] = frozenset()
    # Functions that do torch work (what a child would wait on): name -> the first such work.
    torch_work: Dict[str, str] = field(default_factory=dict)
    names: FrozenSet[str] = frozenset()  # every top-level function and class it defines


class Project:
    """The modules of one project, found from the files that import them, summarised when asked."""

    def __init__(self, root: Optional[Path]):
        self.root = Path(os.path.abspath(root)) if root is not None else None
        self._facts: Dict[Tuple[str, int, int], ModuleFacts] = {}
        self._in_progress: Set[str] = set()
        self._found: Dict[Tuple[str, str], Optional[Path]] = {}

    def facts(self, importer: str, module: str, depth: int = 0) -> Optional[ModuleFacts]:
        """The summary of ``module`` as imported by the file ``importer`` (``.model`` for a relative
        import), or None where it is not a module of this project or cannot be read."""
        if depth >= MAX_DEPTH:
            return None
        path = self.find(importer, module)
        if path is None:
            return None
        try:
            status = path.stat()
        except OSError:
            return None
        key = (str(path), status.st_size, status.st_mtime_ns)
        if key not in self._facts:
            if str(path) in self._in_progress or status.st_size > MAX_MODULE_BYTES:
                return None  # an import cycle, or too large to be the user's own module
            self._in_progress.add(str(path))
            try:
                self._facts[key] = self._read(path, depth)
            finally:
                self._in_progress.discard(str(path))
        return self._facts[key]

    def _read(self, path: Path, depth: int) -> ModuleFacts:
        try:
            source = path.read_bytes()
        except OSError:
            return ModuleFacts(str(path))
        if parse_cost_problem(source) is not None:
            return ModuleFacts(str(path))
        try:
            module = on_large_stack(lambda: cst.parse_module(source))
        except Exception as exc:  # noqa: BLE001 - a module fixmp cannot parse tells it nothing; the importer is still checked
            reraise_stop(exc)
            return ModuleFacts(str(path))
        return summarise(module, str(path), self, depth + 1)

    def find(self, importer: str, module: str) -> Optional[Path]:
        """The file of ``module`` for the file ``importer``, inside the project; None elsewhere."""
        key = (os.path.dirname(os.path.abspath(importer)), module)
        if key not in self._found:
            self._found[key] = self._find(Path(key[0]), module)
        return self._found[key]

    def _find(self, folder: Path, module: str) -> Optional[Path]:
        level = len(module) - len(module.lstrip("."))
        parts = [part for part in module.lstrip(".").split(".") if part]
        if level:
            base = folder
            for _ in range(level - 1):
                base = base.parent
            return self._inside(_module_file(base, parts))
        for base in self._search_folders(folder):
            found = _module_file(base, parts)
            if found is not None:
                return self._inside(found)
        return None

    def _search_folders(self, folder: Path) -> List[Path]:
        """Where an absolute import is looked for: the importing file's folder (a script's folder is
        first on ``sys.path``), then each folder above it up to the project root (``python -m
        pkg.train`` from the root). Without a root, only out of the packages the file is in
        (folders with ``__init__.py``) and one folder more: never up into unrelated folders."""
        folders = [folder]
        for parent in folder.parents:
            if self.root is not None:
                if self.root not in (parent, *parent.parents):
                    break
            elif not (folders[-1] / "__init__.py").is_file():
                break
            folders.append(parent)
        return folders

    def _inside(self, path: Optional[Path]) -> Optional[Path]:
        if path is None:
            return None
        if any(part in ("site-packages", "dist-packages") for part in path.parts):
            return None
        if self.root is not None and self.root not in path.parents:
            return None
        return path


def _module_file(base: Path, parts: List[str]) -> Optional[Path]:
    if not parts:
        candidate = base / "__init__.py"
        return candidate if candidate.is_file() else None
    folder = base.joinpath(*parts[:-1])
    for candidate in (folder / f"{parts[-1]}.py", folder / parts[-1] / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def summarise(module: cst.Module, path: str, project: Project, depth: int) -> ModuleFacts:
    """What each top-level function of ``module`` runs when called, and each class when built
    (its ``__init__``): the first parallel CPU work and the first CUDA initialisation, with where."""
    index = ModuleIndex(module, path)
    index.project, index.project_depth = project, depth
    parallel = ParallelKnowledge.of(index)
    cuda = CudaKnowledge(index)
    name = os.path.basename(path)
    parallel_work: Dict[str, str] = {}
    cuda_init: Dict[str, str] = {}
    bodies: List[Tuple[str, Optional[cst.FunctionDef]]] = [*index.functions.items()]
    bodies += [(class_name, index.method(cls, "__init__")) for class_name, cls in index.classes.items()]
    single_threaded: Set[str] = set()
    torch_work: Dict[str, str] = {}
    for defined, top_level in index.functions.items():
        first = index.find_in_function(top_level, parallel.torch_work)
        thread_setting = index.find_in_function(top_level, parallel.single_thread_setting)
        if thread_setting and (not first or index.line(thread_setting[0].call) <= index.line(first[0].call)):
            single_threaded.add(defined)
        elif first:
            torch_work[defined] = f"{first[0].what} at {name}:{index.line(first[0].call)}"
    for defined, function in bodies:
        if function is None:
            continue
        work = index.find_in_function(function, parallel.parallel_work, operations=True)
        if work:
            parallel_work[defined] = f"{work[0].what} at {name}:{index.line(work[0].call)}"
        initialised = index.find_in_function(function, cuda.initialiser)
        if initialised:
            cuda_init[defined] = f"{initialised[0].what} at {name}:{index.line(initialised[0].call)}"
    return ModuleFacts(path, parallel_work, cuda_init, frozenset(single_threaded), torch_work,
                       names=frozenset(index.functions) | frozenset(index.classes))
