"""Project-wide analysis (issue #12): a file's rules follow a call into another module of the project."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Dict, List, Tuple

from fixmp import engine
from fixmp.discover.config import Settings

CHILD = """
    def rollout(rank):
        x = torch.randn(256, 256)
        print(rank, (x @ x).shape)
"""

DRIVER = """
    import torch
    import torch.multiprocessing as mp
    {imports}
    {child}

    def main():
        {work}
        procs = [mp.Process(target=rollout, args=(r,)) for r in range(2)]
        for p in procs:
            p.start()

    if __name__ == "__main__":
        main()
"""

POLICY = """
    import torch
    from torch import nn

    class Policy(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Linear(256, 256)
            nn.init.orthogonal_(self.body.weight)
"""

SMALL_POLICY = """
    from torch import nn

    class Policy(nn.Module):
        def __init__(self):
            super().__init__()
            self.body = nn.Linear(256, 256)
"""


def _project(root: Path, files: Dict[str, str]) -> None:
    (root / "pyproject.toml").write_text('[project]\nname = "demo"\n')
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip())


def _driver(imports: str, work: str, child: str = CHILD) -> str:
    return DRIVER.format(imports=imports, child=textwrap.indent(textwrap.dedent(child), "    ").strip(), work=work)


def _findings(root: Path, monkeypatch, **settings) -> List[Tuple[str, str, int, str]]:
    monkeypatch.chdir(root)
    result = engine.run([Path(".")], Settings(root=root, **settings))
    assert not result.all_errors, result.all_errors
    return [(Path(f.path).as_posix(), f.code, f.line, f.message) for f in result.findings]


def test_a_model_built_from_another_module(tmp_path, monkeypatch):
    _project(tmp_path, {"model.py": POLICY, "main.py": _driver("from model import Policy", "policy = Policy()")})
    [(path, code, line, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("main.py", "FMP002")
    assert "Policy() runs torch.nn.init.orthogonal_() (a QR decomposition) at model.py:8" in message


def test_a_model_without_parallel_work_in_its_constructor_is_not_reported(tmp_path, monkeypatch):
    _project(tmp_path, {"model.py": SMALL_POLICY, "main.py": _driver("from model import Policy", "policy = Policy()")})
    assert _findings(tmp_path, monkeypatch) == []


def test_relative_star_and_module_imports_resolve(tmp_path, monkeypatch):
    helpers = """
        import torch

        def warm_up():
            a = torch.randn(512, 512)
            return a @ a
    """
    _project(tmp_path, {
        "pkg/__init__.py": "",
        "pkg/helpers.py": helpers,
        "pkg/relative.py": _driver("from .helpers import warm_up", "warm_up()"),
        "pkg/star.py": _driver("from pkg.helpers import *", "warm_up()"),
        "pkg/whole.py": _driver("import pkg.helpers", "pkg.helpers.warm_up()"),
    })
    found = {path: (code, "helpers.py:5" in message) for path, code, _, message in _findings(tmp_path, monkeypatch)}
    assert found == {"pkg/relative.py": ("FMP002", True), "pkg/star.py": ("FMP002", True),
                     "pkg/whole.py": ("FMP002", True)}


def test_cuda_initialised_in_another_module(tmp_path, monkeypatch):
    utils = """
        import torch

        def load(model):
            return model.cuda()
    """
    child = """
        def rollout(rank):
            print(rank, torch.ones(1).cuda())
    """
    driver = _driver("from utils import load", "model = load(torch.nn.Linear(4, 4))", child)
    _project(tmp_path, {"utils.py": utils, "main.py": driver})
    [(path, code, _, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("main.py", "FMP001") and "load() runs .cuda() at utils.py:4" in message


def test_an_import_cycle_ends_and_nothing_outside_the_project_is_read(tmp_path, monkeypatch):
    cycle_a = """
        from b import g

        def f():
            return g()
    """
    cycle_b = """
        from a import f

        def g():
            return f()
    """
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.py").write_text("import torch\n\ndef warm_up():\n    return torch.ones(600, 600) @ torch.ones(600, 600)\n")
    project = tmp_path / "project"
    project.mkdir()
    _project(project, {"a.py": cycle_a, "b.py": cycle_b,
                       "main.py": _driver("from a import f", "f()"),
                       "other.py": _driver("from secret import warm_up", "warm_up()")})
    monkeypatch.syspath_prepend(str(outside))
    assert _findings(project, monkeypatch) == []


def test_a_result_that_used_another_module_is_not_cached(tmp_path, monkeypatch):
    _project(tmp_path, {"model.py": SMALL_POLICY, "main.py": _driver("from model import Policy", "policy = Policy()")})
    assert _findings(tmp_path, monkeypatch, cache=True) == []
    (tmp_path / "model.py").write_text(textwrap.dedent(POLICY).lstrip())
    [(path, code, _, _)] = _findings(tmp_path, monkeypatch, cache=True)
    assert (path, code) == ("main.py", "FMP002")


def test_a_child_entry_point_in_another_module_that_goes_single_threaded_first(tmp_path, monkeypatch):
    """The child's target, imported from utils.py, calls torch.set_num_threads(1) before its matmul:
    the inherited pool is never used (a false alarm on a held-out project). Without that first line,
    the same project is reported, naming the target's work."""
    utils = """
        import torch

        def worker_entry(rank):
            torch.set_num_threads(1)
            m = torch.ones(512, 512)
            print(rank, float((m @ m).sum()))

        def warmup():
            m = torch.ones(1024, 1024)
            return float((m @ m).mean())
    """
    main = """
        import torch.multiprocessing as mp

        from utils import warmup, worker_entry

        if __name__ == "__main__":
            print("warm", warmup())
            ps = [mp.Process(target=worker_entry, args=(r,)) for r in range(2)]
            for p in ps:
                p.start()
    """
    _project(tmp_path, {"utils.py": utils, "main.py": main})
    assert _findings(tmp_path, monkeypatch) == []
    (tmp_path / "utils.py").write_text(textwrap.dedent(utils).replace("    torch.set_num_threads(1)\n", "").lstrip())
    [(path, code, _, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("main.py", "FMP002")
    assert "the child runs `worker_entry`, which runs torch.ones() over 262,144 elements" in message, message


def test_without_a_project_root_no_folder_above_the_files_packages_is_read(tmp_path, monkeypatch):
    """No pyproject.toml: an absolute import is looked for in the file's folder and out of its packages,
    never in unrelated folders above (here a `helpers.py` two folders up, which would report)."""
    (tmp_path / "helpers.py").write_text("import torch\n\ndef warm_up():\n    return torch.ones(600, 600) @ torch.ones(600, 600)\n")
    scripts = tmp_path / "work" / "scripts"
    scripts.mkdir(parents=True)
    (scripts / "main.py").write_text(textwrap.dedent(_driver("from helpers import warm_up", "warm_up()")).lstrip())
    monkeypatch.chdir(scripts)
    result = engine.run([Path("main.py")], Settings())
    assert result.findings == () and not result.all_errors
    (scripts / "helpers.py").write_text((tmp_path / "helpers.py").read_text())  # beside it: found
    assert [f.code for f in engine.run([Path("main.py")], Settings()).findings] == ["FMP002"]


# -- process starts inside another module's function or class ---------------------------------------

LAUNCHER = """
    import multiprocessing as mp
    {setup}

    def run_workers(fn, n):
        procs = [{context}Process(target=fn, args=(rank,)) for rank in range(n)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""

CALLER = """
    import torch
    from utils import run_workers
    {setup}

    def work(rank):
        x = torch.ones(256, 256)
        print(rank, (x @ x).sum().item())

    if __name__ == "__main__":
        table = torch.ones(512, 512) @ torch.ones(512, 512)
        run_workers(work, 2)
"""


def _launcher(setup: str = "", context: str = "mp.") -> str:
    return LAUNCHER.format(setup=setup, context=context)


def test_a_start_inside_another_modules_function_is_reported_at_the_call(tmp_path, monkeypatch):
    # main.py names no process start: the prefilter rules it out, and it is read because it calls run_workers.
    _project(tmp_path, {"utils.py": _launcher(), "main.py": CALLER.format(setup="")})
    [(path, code, line, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code, line) == ("main.py", "FMP002", 11)
    assert message.startswith("run_workers() (its Process at utils.py:7) forks after the parent ran parallel CPU work")
    assert "the child runs torch.ones() over 65,536 elements" in message  # the caller's `work`, handed as `fn`


def test_the_fix_for_a_start_in_another_module_makes_the_callers_child_single_threaded(tmp_path, monkeypatch):
    _project(tmp_path, {"utils.py": _launcher(), "main.py": CALLER.format(setup="")})
    monkeypatch.chdir(tmp_path)
    result = engine.run([Path(".")], Settings(root=tmp_path), fix=True)
    [fixed] = [f for f in result.files if f.changed]
    assert fixed.path == "main.py"
    assert b"def work(rank):\n    torch.set_num_threads(1)\n    x = torch.ones(256, 256)" in fixed.fixed_source


def test_a_start_in_another_module_that_chooses_spawn_or_a_caller_that_sets_it_is_not_reported(tmp_path, monkeypatch):
    _project(tmp_path, {
        "utils.py": _launcher(context='mp.get_context("spawn").'),
        "main.py": CALLER.format(setup=""),
        "other/utils.py": _launcher(setup='mp.set_start_method("forkserver", force=True)'),
        "other/main.py": CALLER.format(setup=""),
        "third/utils.py": _launcher(),
        "third/main.py": CALLER.format(setup="import multiprocessing; multiprocessing.set_start_method(\"spawn\")"),
    })
    # (third/main.py's set_start_method at import is FMP006's, and true: spawn children re-import it.)
    assert [found for found in _findings(tmp_path, monkeypatch) if found[1] != "FMP006"] == []


def test_a_process_subclass_from_another_module(tmp_path, monkeypatch):
    workers = """
        import multiprocessing as mp
        import torch

        class Worker(mp.Process):
            def __init__(self, rank):
                super().__init__()
                self.rank = rank

            def run(self):
                {first}print(self.rank, torch.ones(256, 256).sum().item())
    """
    main = """
        import torch
        from workers import Worker

        if __name__ == "__main__":
            weights = torch.nn.init.orthogonal_(torch.empty(512, 512))
            workers = [Worker(rank) for rank in range(2)]
            for worker in workers:
                worker.start()
    """
    _project(tmp_path, {"workers.py": workers.format(first=""), "main.py": main,
                        "calm/workers.py": workers.format(first="torch.set_num_threads(1)\n                "),
                        "calm/main.py": main})
    [(path, code, _, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code) == ("main.py", "FMP002")
    assert message.startswith("Worker (a Process subclass, workers.py:4) forks")
    assert "at workers.py:10" in message


def test_a_file_that_names_no_start_and_calls_none_is_not_parsed(tmp_path, monkeypatch):
    _project(tmp_path, {
        "utils.py": _launcher(),
        "main.py": CALLER.format(setup=""),
        "unrelated.py": "import torch\nprint(torch.ones(512, 512).sum())\n",
        "same_word.py": "from other import run_workers_elsewhere\n",  # names the function, not the module
    })
    monkeypatch.chdir(tmp_path)
    result = engine.run([Path(".")], Settings(root=tmp_path))
    parsed = sorted(Path(f.path).as_posix() for f in result.files if f.parsed)
    assert parsed == ["main.py", "utils.py"]



def test_a_start_name_counts_only_as_the_files_imports_of_its_module_bind_it(tmp_path, monkeypatch):
    """A word equal to a start name is not a call of it: ``re.compile`` is not ``utils.compile``. Only
    ``compile`` imported from utils, or ``U.compile`` of ``import utils as U``, is; and a function of
    another module relays a start only where it writes the name so (else every function calling
    ``re.compile`` in every module importing utils would bring its callers back to be parsed)."""
    launcher = _launcher().replace("run_workers", "compile")
    caller = CALLER.format(setup="").replace("from utils import run_workers", "import utils as U")
    relay_user = CALLER.format(setup="").replace("from utils import run_workers", "from relay import build")
    # A library function (no program to follow through its imports) that calls what words.py defines.
    word_user = "from words import build\n\ndef tidy(fn):\n    return build(fn, 2)\n"
    _project(tmp_path, {
        "utils.py": launcher,
        "by_module.py": caller.replace("run_workers(work, 2)", "U.compile(work, 2)"),
        "regexes.py": "import re\nimport utils\n\nPATTERN = re.compile('x')\nprint(utils.__name__)\n",
        "relay.py": "from utils import compile as go\n\ndef build(fn, n):\n    return go(fn, n)\n",
        "relay_user.py": relay_user.replace("run_workers(work, 2)", "build(work, 2)"),
        "words.py": "import re\nimport utils\n\ndef build(fn, n):\n    return re.compile(fn)\n",
        "word_user.py": word_user,
    })
    monkeypatch.chdir(tmp_path)
    result = engine.run([Path(".")], Settings(root=tmp_path))
    assert not result.all_errors, result.all_errors
    parsed = sorted(Path(f.path).as_posix() for f in result.files if f.parsed)
    assert parsed == ["by_module.py", "relay.py", "relay_user.py", "utils.py"]
    reported = sorted((Path(f.path).as_posix(), f.code) for f in result.findings)
    assert reported == [("by_module.py", "FMP002"), ("relay_user.py", "FMP002")]
    # Neither regexes.py nor word_user.py made this process summarise a module: utils.py and relay.py
    # once each, for the callers by module and through the relay.
    assert result.stats.summaries == 2




def test_a_function_that_names_a_start_without_calling_it_relays_none(tmp_path, monkeypatch):
    """A function of another module relays a start where it calls the start name or reads an attribute of it:
    the calls a summary follows. One that names it only in an annotation, an ``isinstance`` or an import of its
    own makes no summary for the files that call it (on torch's copy, 100 summaries became 67). A program that
    imports its module is still followed through it: a program run follows values too (``handler =
    run_workers``), so for that the module may still start processes."""
    mentions = (
        "from utils import run_workers\n\n"
        "def describe(fn: run_workers) -> str:\n"
        "    from utils import run_workers as again\n"
        "    return str(isinstance(fn, type(run_workers)))\n")
    calls = "import utils as U\n\ndef build(fn, n):\n    return (U.run_workers)(fn, n)\n"
    user = "from {module} import {name}\n\ndef tidy(fn):\n    return {name}(fn, 2)\n"
    _project(tmp_path, {
        "utils.py": _launcher(),
        "mentions.py": mentions,
        "calls.py": calls,
        "describe_user.py": user.format(module="mentions", name="describe"),
        "build_user.py": user.format(module="calls", name="build"),
    })
    from fixmp.analysis.project import Project

    project = Project(tmp_path)
    asking = str(tmp_path / "describe_user.py")
    assert project.start_names(asking, "mentions") == frozenset()
    assert project.start_names(asking, "calls") == {"build"}
    assert project.may_start_processes(asking, "mentions") and project.may_start_processes(asking, "calls")
    monkeypatch.chdir(tmp_path)
    result = engine.run([Path(".")], Settings(root=tmp_path))
    assert not result.all_errors, result.all_errors
    parsed = sorted(Path(f.path).as_posix() for f in result.files if f.parsed)
    assert "build_user.py" in parsed and "describe_user.py" not in parsed
    # utils.py's and calls.py's: none of mentions.py, which would say it starts nothing.
    assert result.stats.summaries == 2


def test_progress_counts_the_callers_brought_back_and_ends_at_one(tmp_path, monkeypatch):
    """main.py names no start: the prefilter rules it out and the project brings it back. Its bytes are
    analysed too, so they count in the total (the bar had reached 103 %)."""
    _project(tmp_path, {"utils.py": _launcher(), "main.py": CALLER.format(setup="")})
    monkeypatch.chdir(tmp_path)
    seen = []
    result = engine.run([Path(".")], Settings(root=tmp_path), progress=seen.append)
    assert [Path(f.path).as_posix() for f in result.files if f.findings] == ["main.py"]
    fractions = [state.fraction for state in seen]
    assert max(fractions) == fractions[-1] == 1.0
    assert seen[-1].candidates_done == seen[-1].candidates == 2


def test_multiprocessing_through_a_star_import_of_a_project_module(tmp_path, monkeypatch):
    common = """
        import multiprocessing as mp
        import torch
        {all}

        def encode(i):
            m = torch.ones(512, 512)
            return i, float((m @ m).sum())
    """
    main = """
        from common import *

        if __name__ == "__main__":
            table = torch.ones(512, 512) * 2.0
            with mp.Pool(2) as pool:
                print(pool.map(encode, range(4)))
    """
    # main.py never names multiprocessing: it is read because it star-imports; `mp` and `torch` come
    # from common.py. Where common's __all__ leaves `mp` out, the star import does not bind it.
    _project(tmp_path, {"common.py": common.format(all=""), "main.py": main,
                        "hidden/common.py": common.format(all='__all__ = ["torch", "encode"]'),
                        "hidden/main.py": main})
    [(path, code, line, message)] = _findings(tmp_path, monkeypatch)
    assert (path, code, line) == ("main.py", "FMP002", 5)
    assert "runs `encode`, which runs torch.ones()" in message and "at common.py:6" in message


def test_a_method_of_another_modules_class_that_starts_processes(tmp_path, monkeypatch):
    trainer = """
        import multiprocessing as mp
        import torch

        class Trainer:
            def __init__(self):
                self.basis = torch.nn.init.orthogonal_(torch.empty(512, 512))

            def run_each(self, fn):
                with mp.Pool(2) as pool:
                    return pool.map(fn, range(2))
    """
    main = """
        import torch
        from trainer import Trainer

        def job(i):
            return float(torch.ones(256, 256).sum())

        def plain(i):
            return i * 2

        if __name__ == "__main__":
            trainer = Trainer()
            print(trainer.run_each(job))
            print(Trainer().run_each(plain))
    """
    _project(tmp_path, {"trainer.py": trainer, "main.py": main})
    found = [(path, line, message) for path, code, line, message in _findings(tmp_path, monkeypatch)
             if path == "main.py"]
    # `job` (the method's `fn`, after `self`) does torch work; `plain` does none.
    [(_, line, message)] = found
    assert line == 12 and message.startswith("Trainer.run_each() (its Pool at trainer.py:9) forks")
    assert "Trainer() runs torch.nn.init.orthogonal_() (a QR decomposition) at trainer.py:6 at line 11" in message
    assert "the child runs `.sum()` on 65,536 elements" in message


def test_sizes_from_constants_here_and_in_project_modules(tmp_path, monkeypatch):
    child = """
        def rollout(rank):
            print(rank, torch.ones(256, 256).sum())
    """
    _project(tmp_path, {
        "config.py": "DIM = 512\nSMALL = 8\nMOVING = 512\nMOVING += 1\n",
        "imported.py": _driver("from config import DIM", "table = torch.ones(DIM, DIM) * 2", child),
        "star.py": _driver("from config import *", "table = torch.ones(DIM, DIM) * 2", child),
        "local.py": _driver("ROWS = 4096", "table = torch.ones(ROWS, 64) * 2", child),
        # Silent: a small constant.
        "small.py": _driver("from config import SMALL", "table = torch.ones(SMALL, SMALL) * 2", child),
        # A name bound twice: importing config runs both lines, so MOVING is 513 where it is read.
        "moving.py": _driver("from config import MOVING", "table = torch.ones(MOVING, MOVING) * 2", child),
    })
    found = {path: code for path, code, _, _ in _findings(tmp_path, monkeypatch)}
    assert found == {"imported.py": "FMP002", "star.py": "FMP002", "local.py": "FMP002", "moving.py": "FMP002"}


def test_top_level_integer_constants_are_read_without_a_parse():
    from fixmp.analysis.module_bytes import top_int_constants

    source = (b"DIM = 512\nN_WORKERS=2  # two\nTWICE = 3\nTWICE += 1\nTYPED: int = 1_024\n"
              b"PRODUCT = 5 * 2\nTEXT = 'a'\ndef f():\n    INNER = 3\nCOMPARED == 3\n")
    assert top_int_constants(source) == {"DIM": 512, "N_WORKERS": 2, "TYPED": 1024}


def test_imports_by_a_run_time_name_read_from_the_bytes_and_the_folder(tmp_path):
    from fixmp.analysis.module_bytes import dynamic_imports
    from fixmp.analysis.project import Project

    source = (b'importlib.import_module(f"plugins.{name}")\n__import__("sys")\n'
              b'importlib.import_module("plugins_" + kind)\nimportlib.import_module(name, package=None)\n')
    assert dynamic_imports(source) == [("plugins.", False), ("sys", True), ("plugins_", False), ("", False)]
    for name in ("main.py", "plugins_a.py", "plugins_b.py", "other.py", "plugins/__init__.py", "plugins/x.py",
                 "plugins/sub/__init__.py", "plugins/not-a-module.py", "plugins/data.json"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("")
    project = Project(tmp_path)
    # Each in the order of its name; main.py itself is not one of its own plugins.
    assert project.dynamically_imported(str(tmp_path / "main.py"), source) == [
        "plugins.sub", "plugins.x", "sys", "plugins_a", "plugins_b", "other", "plugins"]
    assert project.dynamically_imported(str(tmp_path / "main.py"), b"import plugins\n") == []


def test_a_caller_is_read_for_the_module_it_imports_whether_named_alone_or_in_a_folder(tmp_path, monkeypatch):
    # No candidate in the run tells what starts processes: the file's own imports do, and the project's
    # summary of what it imports. quiet.py imports utils but calls nothing of it that starts processes:
    # a program (a call at its top level) importing a module that starts is read, and reports nothing.
    _project(tmp_path, {"utils.py": _launcher(), "main.py": CALLER.format(setup=""),
                        "quiet.py": "import torch\nimport utils\nprint(torch.ones(2).sum())\n"})
    monkeypatch.chdir(tmp_path)
    result = engine.run([Path("main.py"), Path("quiet.py")], Settings(root=tmp_path))
    assert [(f.path, f.code) for f in result.findings] == [("main.py", "FMP002")]
    assert {Path(f.path).name: f.parsed for f in result.files} == {"main.py": True, "quiet.py": True}
    folder = engine.run([Path(".")], Settings(root=tmp_path))
    assert [(f.path, f.code) for f in folder.findings] == [("main.py", "FMP002")]
    assert {Path(f.path).name: f.parsed for f in folder.files} == {"main.py": True, "quiet.py": True, "utils.py": True}


def test_a_package_that_makes_torch_single_threaded_before_importing_it(tmp_path, monkeypatch):
    package = 'import os\nos.environ["OMP_NUM_THREADS"] = "1"\nimport torch\n'
    first = _driver("", "table = torch.ones(512, 512) * 2").replace("import torch\n", "import jobkit\n    import torch\n", 1)
    late = _driver("import jobkit", "table = torch.ones(512, 512) * 2")  # torch is imported before it
    _project(tmp_path, {"jobkit/__init__.py": package, "first.py": first,
                        "late/jobkit/__init__.py": package, "late/main.py": late})
    found = {path: code for path, code, _, _ in _findings(tmp_path, monkeypatch)}
    assert found == {"late/main.py": "FMP002"}


def test_a_result_that_read_another_modules_bytes_is_not_cached(tmp_path, monkeypatch):
    # main.py's finding depends on what jobkit/__init__.py says, which its own bytes' cache key does not hold.
    main = _driver("", "table = torch.ones(512, 512) * 2").replace("import torch\n", "import jobkit\n    import torch\n", 1)
    _project(tmp_path, {"jobkit/__init__.py": "import torch\n", "main.py": main})
    monkeypatch.chdir(tmp_path)
    settings = Settings(root=tmp_path, cache=True, cache_dir=tmp_path / ".cache")
    assert [f.code for f in engine.run([Path(".")], settings).findings] == ["FMP002"]
    (tmp_path / "jobkit" / "__init__.py").write_text('import os\nos.environ["OMP_NUM_THREADS"] = "1"\nimport torch\n')
    assert engine.run([Path(".")], settings).findings == ()


def test_what_a_cached_result_says_starts_processes_still_brings_in_its_callers(tmp_path, monkeypatch):
    _project(tmp_path, {"utils.py": _launcher(), "main.py": CALLER.format(setup="")})
    monkeypatch.chdir(tmp_path)
    settings = Settings(root=tmp_path, cache=True, cache_dir=tmp_path / ".cache")
    first = engine.run([Path(".")], settings)
    again = engine.run([Path(".")], settings)  # utils.py comes from the cache now
    assert [f.cached for f in again.files if f.path == "utils.py"] == [True]
    assert [(f.path, f.code) for f in again.findings] == [(f.path, f.code) for f in first.findings] == [("main.py", "FMP002")]


def test_the_project_phases_start_patterns_are_the_rules_default_prefilter():
    from fixmp.analysis.module_bytes import NAMES_A_PROCESS_START, NAMES_MULTIPROCESSING
    from fixmp.rule import Rule

    assert tuple(pattern.pattern for pattern in Rule.PREFILTER) == (NAMES_MULTIPROCESSING.pattern,  # type: ignore[union-attr]
                                                                    NAMES_A_PROCESS_START.pattern)


# Two modules that import each other (a cycle, settled round after round), the relay of the other's start.
CYCLE_LAUNCHER = """
    import multiprocessing as mp
    import torch
    from relay import helper

    def run_workers(fn, n):
        helper()
        procs = [mp.Process(target=fn, args=(rank,)) for rank in range(n)]
        for p in procs:
            p.start()
"""
CYCLE_RELAY = """
    from utils import run_workers

    def helper():
        return 1

    def launch(fn):
        run_workers(fn, 2)
"""


def _summaries_of_a_cycle(root: Path) -> Tuple[object, ...]:
    from fixmp.analysis.project import Project

    project = Project(root)
    main = str(root / "main.py")
    answers = tuple(project.facts(main, module, light=light) for module in ("relay", "utils") for light in (True, False))
    return answers, project.summaries_made, project.parses


def test_each_module_is_parsed_once_for_all_its_summaries_and_answers_as_when_parsed_each_time(tmp_path, monkeypatch):
    """A module's light and full summaries, and each round of a cycle being settled, read one tree: parsed
    once a run (lhotse: 261 summaries had cost 261 parses of 185 modules, 3.5 s of its 20). What a summary
    says is the same when nothing is kept (each summary parses anew)."""
    import fixmp.analysis.project as project_module

    _project(tmp_path, {"utils.py": CYCLE_LAUNCHER, "relay.py": CYCLE_RELAY, "main.py": ""})
    kept, summaries, parses = _summaries_of_a_cycle(tmp_path)
    assert parses == 2 < summaries
    assert "launch" in kept[0].starts and "run_workers" in kept[2].starts  # type: ignore[attr-defined]
    monkeypatch.setattr(project_module, "MAX_PARSED_BYTES", 0)  # no tree kept: each summary parses anew
    again, summaries_again, parses_again = _summaries_of_a_cycle(tmp_path)
    assert (again, summaries_again) == (kept, summaries)
    assert parses_again > parses


# Three modules in a cycle, the start passed on one module a round: ``a.h`` starts, ``b.g`` calls it, ``c.k``
# calls ``b.g``, ``a.f`` calls ``c.k`` (a summary of ``a`` takes five rounds to say that ``f`` starts).
CYCLE_OF_THREE = {
    "a.py": """
        import multiprocessing as mp
        import torch
        import c

        def h(fn):
            mp.Process(target=fn).start()

        def f(fn):
            c.k(fn)
    """,
    "b.py": """
        import torch
        import a

        def g(fn):
            a.h(fn)
    """,
    "c.py": """
        import torch
        import b

        def k(fn):
            b.g(fn)
    """,
}


def test_a_cycle_larger_than_the_trees_kept_keeps_the_members_that_fit_across_its_rounds(tmp_path, monkeypatch):
    """Each round of a cycle being settled reads every member again, in the same order: the least recently used
    tree is always the next one read. Where two of three members' trees fit under ``MAX_PARSED_BYTES``, letting
    the least recently used go parsed every member anew each round, as if no tree were kept (17 parses against
    18; lhotse's ``cut`` cycle); the members that fit stay for the rounds now. What the summaries say is the same."""
    import fixmp.analysis.project as project_module
    from fixmp.analysis.project import Project

    # Each module padded to 400 bytes, so that any two of them fit in the bytes of the largest two.
    _project(tmp_path, {**{name: textwrap.dedent(text) + "#" * (400 - len(textwrap.dedent(text))) + "\n"
                           for name, text in CYCLE_OF_THREE.items()}, "main.py": ""})
    sizes = sorted((tmp_path / name).stat().st_size for name in CYCLE_OF_THREE)
    assert sizes[-1] - sizes[0] < sizes[0]
    found = []
    for cap in (0, sizes[-1] + sizes[-2], sum(sizes)):  # no tree kept, two members' trees, all three
        monkeypatch.setattr(project_module, "MAX_PARSED_BYTES", cap)
        project = Project(tmp_path)
        facts = project.facts(str(tmp_path / "main.py"), "a", light=True)
        assert facts is not None and sorted(facts.starts) == ["f", "h"]
        found.append((project.summaries_made, project.parses))
    (summaries, none_kept), (summaries_two, two_kept), (summaries_all, all_kept) = found
    assert summaries == summaries_two == summaries_all == none_kept > 12  # (rounds: each read parsed anew)
    assert all_kept == 3
    assert two_kept <= 3 + (summaries - 3) // 2  # the third member's tree only is made again each round


def test_a_cycles_callers_find_the_same_with_trees_kept_or_not_and_with_any_jobs(tmp_path, monkeypatch):
    import fixmp.analysis.project as project_module

    caller = CALLER.format(setup="").replace("from utils import run_workers", "from relay import launch")
    # (spare.py: a second candidate, so that two jobs start a worker.)
    _project(tmp_path, {"utils.py": CYCLE_LAUNCHER, "relay.py": CYCLE_RELAY, "spare.py": _launcher(),
                        "main.py": caller.replace("run_workers(work, 2)", "launch(work)")})
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(engine, "BYTES_PER_WORKER", 1)
    monkeypatch.setattr(engine, "CHUNK_BYTES", 1)
    found = []
    for limit, jobs in ((project_module.MAX_PARSED_BYTES, 1), (0, 1), (project_module.MAX_PARSED_BYTES, 2)):
        monkeypatch.setattr(project_module, "MAX_PARSED_BYTES", limit)
        result = engine.run([Path(".")], Settings(root=tmp_path), jobs=jobs)
        assert not result.all_errors, result.all_errors
        assert result.stats.workers == jobs - 1
        found.append([(Path(f.path).as_posix(), f.code, f.line, f.message) for f in result.findings])
    assert found[0] and [(path, code) for path, code, _, _ in found[0]] == [("main.py", "FMP002")]
    assert found[0] == found[1] == found[2]


ONE_NAME_UTILS = """
import torch
from deep import work

def quiet():
    return 1

def heavy():
    return work()

def busy():
    return torch.randn(256, 256) @ torch.randn(256, 256)

class Builder:
    def __init__(self):
        self.table = torch.randn(256, 256) @ torch.randn(256, 256)
"""

ONE_NAME_DEEP = """
import torch

def work():
    return torch.randn(256, 256) @ torch.randn(256, 256)
"""


def test_a_call_of_one_function_reads_what_that_function_reaches_and_says_what_the_whole_summary_says(tmp_path):
    """A caller asks what the function it calls does: another function of the module, and the module it
    calls into (``heavy``, through ``deep.py``), is neither summarised nor among what the answer read, so an
    edit there leaves the caller's cached result in place (gpt-neox: 52 of the 230 names its modules define
    are asked). What it says of the name is what the summary of every function says of it."""
    from fixmp.analysis.project import Project

    _project(tmp_path, {"utils.py": ONE_NAME_UTILS, "deep.py": ONE_NAME_DEEP, "main.py": ""})
    main = str(tmp_path / "main.py")
    project = Project(tmp_path)
    quiet = project.facts(main, "utils", name="quiet")
    assert quiet is not None and quiet.names == {"quiet", "heavy", "busy", "Builder"}
    assert (quiet.parallel_work, quiet.torch_work, quiet.cuda_init) == ({}, {}, {})
    assert {Path(path).name for path, _ in quiet.consulted} == {"utils.py"}
    assert project.summaries_made == 1

    heavy = project.facts(main, "utils", name="heavy")
    assert heavy is not None and list(heavy.parallel_work) == ["heavy"] and "deep.py" in heavy.parallel_work["heavy"]
    assert "deep.py" in {Path(path).name for path, _ in heavy.consulted}

    every = Project(tmp_path).facts(main, "utils")
    assert every is not None and set(every.parallel_work) == {"heavy", "busy", "Builder"}
    for name in every.names:
        one = project.facts(main, "utils", name=name)
        assert one is not None
        assert one.parallel_work == {key: value for key, value in every.parallel_work.items() if key == name}
        assert one.torch_work == {key: value for key, value in every.torch_work.items() if key == name}
        assert one.cuda_init == {key: value for key, value in every.cuda_init.items() if key == name}
        assert one.single_threaded_first == every.single_threaded_first & {name}


def test_a_star_imported_module_is_asked_only_of_the_names_it_defines(tmp_path, monkeypatch):
    """A name the file neither imports nor assigns is looked for in each module it star-imports (``len``,
    ``print`` too): only a name the module defines is summarised, and the finding through it stays."""
    import fixmp.analysis.project as project_module

    asked: List[str] = []
    real = project_module.summarise

    def recording(module, path, project, source=None, part="", step_budget=0):
        asked.append(f"{Path(path).name}:{part}")
        return real(module, path, project, source, part, step_budget)

    monkeypatch.setattr(project_module, "summarise", recording)
    builtins = "\n".join(f"        {name}([1, 2])" for name in ("len", "print", "max", "min", "sum", "sorted", "list"))
    _project(tmp_path, {"utils.py": ONE_NAME_UTILS, "deep.py": ONE_NAME_DEEP,
                        "main.py": _driver("from utils import *", f"busy()\n{builtins}")})
    [(path, code, _, message)] = _findings(tmp_path, monkeypatch, cache=False)
    assert (path, code) == ("main.py", "FMP002") and "busy() runs" in message
    assert sorted(set(asked)) == ["utils.py:<starts>", "utils.py:busy"]
