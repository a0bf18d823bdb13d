"""Generated multi-module projects for the determinism tests (tests/test_determinism.py).

A seeded generator, so that a failure names its seed and reproduces: ``project(seed)`` gives
the files of a small program split over modules, in the shapes a real one takes: process
starts in the main module and in launchers of other modules, functions that call into each
other across modules (chains and import cycles), star imports and re-exports, a package
whose ``__init__`` imports its submodules, Process subclasses, constants, start-method
calls anywhere (at the top, in ``main``, after the start, in a function nothing calls, with
and without ``force``), and trainers: a class whose ``train()`` starts processes, subclassed
in the modules that import it and again in theirs, overriding the method it calls first. The programs are only read, never run: what matters is that each
file's findings depend on the code alone.
"""

from __future__ import annotations

import random
from typing import Dict, List, Tuple

PARENT_WORK = (
    "a = torch.ones(SIZE, SIZE)\n    a @ a",  # parallel CPU work (a matmul over 262,144 elements)
    "torch.cuda.init()",  # CUDA initialised
    "torch.set_num_threads(1)",
    "x = torch.randn(8)",  # no parallel work
    "pass",
)
CHILD_WORK = (
    "torch.ones(512, 512).sum()",  # parallel work in the child (262,144 elements): a hang after the parent's
    "torch.ones(4).cuda()",  # CUDA in the child: a crash after the parent's
    "torch.set_num_threads(1)\n    torch.ones(512, 512).sum()",  # single-threaded first: safe
    "print('hello')",
)
MP_IMPORTS = ("import multiprocessing as mp", "import torch.multiprocessing as mp")
START_METHOD_CALLS = (
    'mp.set_start_method("spawn")',
    'mp.set_start_method("fork", force=True)',
    'mp.set_start_method("spawn", True)',
    'mp.set_start_method("forkserver")',
)


def _pad(rng: random.Random) -> str:
    """A docstring some modules open with: large ones make the candidates' bytes pay for worker processes."""
    if rng.random() < 0.12:
        return '"""' + "A module of a generated project, padded.\n" * 3_000 + '"""\n'
    return '"""A module of a generated project."""\n'


def project(seed: int) -> Dict[str, str]:
    """The files (relative path -> text) of one generated project."""
    rng = random.Random(seed)
    count = rng.randint(2, 6)
    in_package = rng.random() < 0.3
    prefix = "pkg/" if in_package else ""
    names = [f"m{number}" for number in range(count)]
    # Each module imports some others: mostly later ones (chains), sometimes earlier ones (cycles).
    imports: Dict[int, List[int]] = {}
    for number in range(count):
        later = [other for other in range(number + 1, count) if rng.random() < 0.6]
        earlier = [other for other in range(number) if rng.random() < 0.15]
        imports[number] = later + earlier
    launchers = {number for number in range(count) if rng.random() < 0.5}
    subclasses = {number for number in range(count) if rng.random() < 0.25}
    files: Dict[str, str] = {}
    for number in range(count):
        files[f"{prefix}{names[number]}.py"] = _module(rng, number, imports[number], launchers, subclasses,
                                                       in_package)
    _add_trainers(random.Random(f"trainers {seed}"), files, prefix, in_package, imports, launchers)
    if in_package:
        init = ['"""The package."""']
        if rng.random() < 0.3:
            init = ["import os", 'os.environ["OMP_NUM_THREADS"] = "1"'] + init
        init += [f"from .{names[number]} import f{number}" for number in range(count) if rng.random() < 0.5]
        files["pkg/__init__.py"] = "\n".join(init) + "\n"
        files["main.py"] = _main_of_package(rng, count, launchers)
    return files


def _imported_names(
    rng: random.Random, number: int, deps: List[int], launchers: set, subclasses: set, in_package: bool
) -> Tuple[List[str], List[str], List[str], List[str]]:
    """The import lines for ``deps``, and how the code here may call their functions, launchers and classes."""
    lines, calls, launches, classes = [], [], [], []
    for other in deps:
        module = f".m{other}" if in_package and rng.random() < 0.5 else f"m{other}"
        if in_package and not module.startswith("."):
            module = f"pkg.m{other}"
        form = rng.choice(("from", "import", "star", "alias"))
        if form == "import" and not module.startswith("."):
            lines.append(f"import {module}")
            calls.append(f"{module}.f{other}()")
            if other in launchers:
                launches.append(f"{module}.launch{other}")
            if other in subclasses:
                classes.append(f"{module}.Worker{other}")
        elif form == "star":
            lines.append(f"from {module} import *")
            calls.append(f"f{other}()")
            if other in launchers:
                launches.append(f"launch{other}")
            if other in subclasses:
                classes.append(f"Worker{other}")
        else:
            alias = f" as g{other}" if form == "alias" else ""
            wanted = [f"f{other}{alias}"]
            calls.append(f"g{other}()" if alias else f"f{other}()")
            if other in launchers:
                wanted.append(f"launch{other}")
                launches.append(f"launch{other}")
            if other in subclasses:
                wanted.append(f"Worker{other}")
                classes.append(f"Worker{other}")
            lines.append(f"from {module} import {', '.join(wanted)}")
    return lines, calls, launches, classes


def _module(
    rng: random.Random, number: int, deps: List[int], launchers: set, subclasses: set, in_package: bool
) -> str:
    import_lines, calls, launches, classes = _imported_names(rng, number, deps, launchers, subclasses, in_package)
    lines = [_pad(rng).rstrip("\n"), rng.choice(MP_IMPORTS), "import torch"] + import_lines
    if rng.random() < 0.2:
        lines.append(rng.choice(START_METHOD_CALLS))
    lines += ["", f"SIZE = {rng.choice((16, 512))}", ""]
    body = [rng.choice(PARENT_WORK)]
    if calls and rng.random() < 0.7:
        body.insert(rng.randint(0, 1), rng.choice(calls))
    lines += [f"def f{number}():"] + [f"    {statement}" for statement in body] + [""]
    lines += [f"def child{number}():", f"    {rng.choice(CHILD_WORK)}", ""]
    if number in launchers:
        lines += [
            f"def launch{number}(fn, n):",
            "    procs = [mp.Process(target=fn) for _ in range(n)]",
            "    for p in procs:",
            "        p.start()",
            "    for p in procs:",
            "        p.join()",
            "",
        ]
    if number in subclasses:
        lines += [f"class Worker{number}(mp.Process):", "    def run(self):", f"        {rng.choice(CHILD_WORK)}", ""]
    if rng.random() < 0.3:  # a definition nothing calls: it sets nothing, wherever it is written
        lines += [f"def legacy{number}():", f"    {rng.choice(START_METHOD_CALLS)}", ""]
    if rng.random() < 0.6:
        steps = [f"f{number}()"] + [rng.choice(calls) for _ in range(rng.randint(0, 2)) if calls]
        if rng.random() < 0.3:
            steps.insert(rng.randint(0, len(steps)), rng.choice(START_METHOD_CALLS))
        starts = [f"p = mp.Process(target=child{number})\n    p.start()\n    p.join()"]
        starts += [f"{launch}(child{number}, 2)" for launch in launches if rng.random() < 0.7]
        starts += [f"{cls}().start()" for cls in classes if rng.random() < 0.5]
        rng.shuffle(starts)
        lines += ["def main():"] + [f"    {step}" for step in steps + starts] + [""]
        if rng.random() < 0.8:
            lines += ['if __name__ == "__main__":', "    main()"]
        else:
            lines += ["main()"]
        if rng.random() < 0.2:  # after the start has run: it decides nothing for it
            lines.append(rng.choice(START_METHOD_CALLS))
    return "\n".join(lines) + "\n"


def _add_trainers(
    rng: random.Random, files: Dict[str, str], prefix: str, in_package: bool, imports: Dict[int, List[int]],
    launchers: set,
) -> None:
    """Trainer classes, appended to the modules (their own random stream, so the rest of each project is
    the one it was without them): ``Trainer<n>.train()`` in a launcher module calls ``self.prepare()``
    and starts a process; a module that imports it subclasses it, overriding ``prepare``; a module
    that imports that one subclasses the subclass."""
    def module_of(number: int) -> str:
        return f"{prefix}m{number}.py"

    def import_line(number: int, name: str) -> str:
        module = (f".m{number}" if rng.random() < 0.5 else f"pkg.m{number}") if in_package else f"m{number}"
        return f"from {module} import {name}"

    subclasses: Dict[int, str] = {}  # module -> a trainer class it defines that others may subclass
    for number in sorted(launchers):
        if rng.random() < 0.6:
            name = f"Trainer{number}"
            files[module_of(number)] += "\n".join([
                "", f"class {name}:", "    def prepare(self):", f"        {rng.choice(PARENT_WORK)}", "",
                "    def train(self):", "        self.prepare()", f"        p = mp.Process(target=child{number})",
                "        p.start()", "        p.join()", ""])
            subclasses[number] = name
    for _ in range(2):  # subclasses, then subclasses of those (a base two modules away)
        for number, deps in sorted(imports.items()):
            bases = [dep for dep in deps if dep in subclasses and dep != number]
            if not bases or rng.random() < 0.4:
                continue
            dep = rng.choice(bases)
            base, name = subclasses[dep], f"Sub{number}of{dep}"
            if name in files[module_of(number)]:
                continue
            work = rng.choice(PARENT_WORK[:2] if rng.random() < 0.6 else PARENT_WORK)  # mostly a hazard's work
            files[module_of(number)] += "\n".join([
                "", import_line(dep, base), "", f"class {name}({base}):", "    def prepare(self):", f"        {work}", "",
                f"def fit{number}of{dep}():", f"    {name}().train()", ""])
            subclasses.setdefault(number, name)


def _main_of_package(rng: random.Random, count: int, launchers: set) -> str:
    """A script beside the package that imports from it and starts processes."""
    used = [number for number in range(count) if rng.random() < 0.6] or [0]
    lines = [rng.choice(MP_IMPORTS), "import torch"]
    lines += [f"from pkg.m{number} import f{number}" for number in used]
    launcher = next((number for number in used if number in launchers), None)
    if launcher is not None:
        lines.append(f"from pkg.m{launcher} import launch{launcher}")
    lines += ["", "def child():", f"    {rng.choice(CHILD_WORK)}", "", 'if __name__ == "__main__":']
    lines += [f"    f{number}()" for number in used]
    lines.append(f"    launch{launcher}(child, 2)" if launcher is not None else "    mp.Process(target=child).start()")
    return "\n".join(lines) + "\n"
