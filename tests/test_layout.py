"""The layout: every import of fixmp's own modules points down, so the modules form no cycle.

Read with Python's ``ast`` (nothing is imported), counting every import: at the top,
under ``if TYPE_CHECKING:``, and inside functions (a function-level import must not be
the way around a cycle either).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, List, Set

ROOT = Path(__file__).resolve().parent.parent


def _modules() -> Dict[str, Path]:
    found = {}
    for path in sorted((ROOT / "fixmp").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    for path in sorted((ROOT / "codemods").glob("*.py")):
        found["fixmp.codemods" + ("" if path.stem == "__init__" else f".{path.stem}")] = path
    return found


def _imports(name: str, path: Path, modules: Dict[str, Path]) -> Set[str]:
    """The modules of fixmp that ``name`` imports (``from fixmp.analysis import parallel`` is the
    module ``fixmp.analysis.parallel``; a package's own ``__init__`` is not counted as its module's import)."""
    package = name if path.stem == "__init__" else name.rpartition(".")[0]
    targets: Set[str] = set()
    for node in ast.walk(ast.parse(path.read_bytes())):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                base = ".".join(anchor[:len(anchor) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                joined = f"{base}.{alias.name}"
                targets.add(joined if joined in modules else base)
    return {target for target in targets if target in modules and target != name}


def _cycles(graph: Dict[str, Set[str]]) -> List[List[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm)."""
    order: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    found: List[List[str]] = []

    def visit(node: str) -> None:
        order[node] = low[node] = len(order)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in order:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], order[target])
        if low[node] == order[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in order:
            visit(node)
    return found


def test_fixmp_has_no_import_cycle_type_checking_imports_included():
    modules = _modules()
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    assert graph["fixmp.rule"], "the reader finds imports"
    assert not _cycles(graph)


def test_the_cycle_finder_finds_a_cycle_through_a_type_checking_import(tmp_path):
    package = tmp_path / "fixmp"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from fixmp.b import B\n")
    (package / "b.py").write_text("from fixmp import a\n")
    modules = {"fixmp": package / "__init__.py", "fixmp.a": package / "a.py", "fixmp.b": package / "b.py"}
    graph = {name: _imports(name, path, modules) for name, path in modules.items()}
    assert _cycles(graph) == [["fixmp.a", "fixmp.b"]]


def test_the_project_phase_sits_above_what_the_index_reads_of_it():
    """The index reads the project's answers through ``fixmp.analysis.facts``, never the phase itself."""
    modules = _modules()
    index_imports = _imports("fixmp.analysis.index", modules["fixmp.analysis.index"], modules)
    assert "fixmp.analysis.facts" in index_imports
    assert "fixmp.analysis.project" not in index_imports


# The phases, lowest first: a module imports only from its own layer or the layers below it. A package's
# place is its name's; ``fixmp.codemods`` (the rules) sits with the rule API they import, and ``fixmp.runner``
# (running programs under the probes, and reporting what they did) with the proofs that run them.
LAYERS = (
    ("fixmp.model", "fixmp.progress", "fixmp.knowledge", "fixmp.parse"),
    ("fixmp.analysis", "fixmp.processes"),
    ("fixmp.fixing",),
    ("fixmp.rule", "fixmp.rules", "fixmp.codemods"),
    ("fixmp.discover", "fixmp.cache"),
    ("fixmp.engine",),
    ("fixmp.outputs",),
    ("fixmp.runner", "fixmp.prove"),
    ("fixmp.cli", "fixmp.__main__"),
)


def _layer(module: str) -> int:
    for number, layer in enumerate(LAYERS):
        if any(module == top or module.startswith(top + ".") for top in layer):
            return number
    raise AssertionError(f"{module} is in no layer of tests/test_layout.py's LAYERS: give it its phase")


def test_every_import_points_down_the_phases():
    """The pipeline reads in the folder names (parse, analysis, fixing, rules, discover, engine, outputs,
    prove); an import of a higher phase is an arrow pointing up."""
    modules = _modules()
    upward = []
    for name, path in modules.items():
        if name == "fixmp":
            continue
        for target in _imports(name, path, modules):
            if target != "fixmp" and _layer(target) > _layer(name):
                upward.append(f"{name} -> {target}")
    assert upward == []


def test_no_module_of_fixmp_outgrows_a_sitting():
    """About 1,500 lines is what a reader holds in one sitting; a module past it is split by concept."""
    modules = _modules()
    long = {name: lines for name, path in modules.items()
            if (lines := len(path.read_text().splitlines())) > 1500}
    assert long == {}
