from __future__ import annotations

from collections import defaultdict
from typing import Dict, Iterable, Iterator, List, Optional, Sequence, Set, Tuple

import libcst as cst

from fixmp.rule import (
    SAFE,
    UNSAFE,
    ChildUse,
    CudaKnowledge,
    Evidence,
    FixAvailability,
    Invalid,
    ProcessSite,
    Rule,
    RuleContext,
    Valid,
    Violation,
    driver_block,
    program_starts_to_report,
    spawn_context_fix,
)


class CudaBeforeFork(Rule):
    """
    ## What it does
    Finds processes started with the `fork` start method after the parent may have
    initialised CUDA on the path that leads to the start, where the child may use CUDA.

    The start method is `fork` when the code asks for it (`get_context("fork")`,
    `set_start_method("fork")`) or leaves the default on a Python that defaults to
    fork on Linux (before 3.14; set `target-version`). CUDA initialisers are the
    calls that reach `torch.cuda._lazy_init()` or the driver: `.cuda()`,
    `.to("cuda")` or `.to(device)` with a CUDA device, tensor factories with
    `device="cuda"`, `torch.cuda.set_device`, `current_device`, `get_device_name`,
    `get_device_properties`, `get_device_capability`, `synchronize`,
    `current_stream`, `is_bf16_supported`, `get_rng_state`, `torch.random.fork_rng()`
    with default devices, and `torch.cuda.is_available()`. Not initialisers:
    `import torch`, `torch.device("cuda")` alone, `torch.manual_seed`,
    `torch.cuda.manual_seed(_all)`, `torch.cuda.device_count()`.

    "On the path" means earlier statements of the same function or `__main__`
    block, the loop around a start, and this module's functions they call (two
    levels deep), including the callers of the function that starts the processes;
    for an instance method, its class's `__init__` and what ran before the instance
    was made.
    The child "may use CUDA" when its target (a function of this module) reaches a
    CUDA call, when it is handed a value the parent moved to CUDA, or when fixmp
    cannot see the target.

    A file that is a program (a `__main__` block or a top-level call) is also run
    abstractly through the project's modules (`fixmp.analysis.effects`): a fork
    anywhere in the project (a `Process`, a pool or executor whose tasks are read
    where they are handed over, an `os.fork()` child) reached after the parent's
    first CUDA call, whose child then makes a CUDA call of its own, is reported at
    the program's statement that reaches it, without a fix (the start is in
    another module). Only CUDA calls the evaluation sees count there, in the parent
    and in the child.

    ## Why is this bad?
    A forked child inherits the parent's CUDA state but not a working CUDA context.
    Its first CUDA call fails with `RuntimeError: Cannot re-initialize CUDA in forked
    subprocess. To use CUDA with multiprocessing, you must use the 'spawn' start
    method` (after `is_available()` alone, with `CUDA error: initialization error`).

    ## Example

    ## Use instead
    The fix creates one `ctx = <module>.get_context("spawn")` in the block that
    starts the processes and routes the `Process`, `Pool` and every `Queue`, `Pipe`,
    `Lock`, `Event`, `Value`, `Manager`... made there through it, because a
    primitive from the fork context handed to a spawn process dies with "A SemLock
    created in a fork context is being shared with a process in a spawn context".
    A `ProcessPoolExecutor` gets `mp_context=ctx`; an explicit
    `get_context("fork")`, `get_context(None)`, `set_start_method("fork")` or
    `start_processes(..., start_method="fork")` becomes `"spawn"`. A start method
    held in a variable bound once to a literal is understood, and reported, but
    not rewritten (something else may read the variable).

    ## Fix safety
    The fix is **safe** when the processes start under `if __name__ == "__main__":`
    in this module (directly or through functions called from it) and every target
    is a module-level function or an imported name that reads no module variable
    the parent sets at run time: then the spawned children run the same code on
    the same arguments and the same module state.
    It is **unsafe** when no caller of the starting function is in this module
    (its entry point must be guarded), when a target is a bound method or another
    expression (spawn pickles it and the object it belongs to), when a target
    reads a module variable that the parent sets under the `__main__` guard (say
    `args = parser.parse_args()`), changes in place before the start
    (`CONFIG.update(...)`), or rebinds through `global` (a spawn child imports the
    module as `__mp_main__`, skips the guarded block and sees the initial values:
    `NameError` or stale state), or when the children are handed an
    object fixmp cannot see into: an instance of another module's class, or of
    this module's class whose `__init__` makes a lock, queue or value (one made
    by the fork context crashes the spawn start; an object the parent calls
    `share_memory()` on is taken to be a torch module, tensor or optimizer).
    No fix is made when a target is a lambda or a nested function (spawn cannot
    pickle it, FMP005), when the processes start at import time without a
    `__main__` guard (spawn re-imports the main module, FMP004), when
    `set_start_method` runs at module level (FMP006), or when a primitive handed
    to the children is made outside the block that starts them. The finding says
    which.

    ## References
    - [PyTorch: CUDA in multiprocessing](https://pytorch.org/docs/stable/notes/multiprocessing.html#cuda-in-multiprocessing)
    - [Python: contexts and start methods](https://docs.python.org/3/library/multiprocessing.html#contexts-and-start-methods)
    - `torch/cuda/__init__.py`: `_lazy_init`, `is_available`
    """

    CODE = "FMP001"
    NAME = "cuda-before-fork"
    SUMMARY = "Process started with fork after the parent initialised CUDA"
    FIX = FixAvailability.SOMETIMES
    FIX_SAFETY = (SAFE, UNSAFE)

    VALID = [
        Valid(
            """
            import torch
            import torch.multiprocessing as mp

            def work(rank):
                torch.ones(1, device="cuda")

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                torch.cuda.set_device(0)
                p = ctx.Process(target=work, args=(0,))
                p.start()
            """
        ),
        Valid(
            # CUDA is only used after every child has started.
            """
            import torch
            import multiprocessing as mp

            def work(rank):
                torch.ones(1, device="cuda")

            if __name__ == "__main__":
                p = mp.Process(target=work, args=(0,))
                p.start()
                torch.cuda.synchronize()
                p.join()
            """
        ),
        Valid(
            # Lazy or NVML-based calls do not initialise CUDA.
            """
            import torch
            import torch.multiprocessing as mp

            def work(rank):
                torch.ones(1, device="cuda")

            if __name__ == "__main__":
                torch.manual_seed(0)
                torch.cuda.manual_seed_all(0)
                n = torch.cuda.device_count()
                device = torch.device("cuda")
                procs = [mp.Process(target=work, args=(r,)) for r in range(n)]
                for p in procs:
                    p.start()
            """
        ),
        Valid(
            # The child never touches CUDA.
            """
            import torch
            import multiprocessing

            def cpu_work(x):
                return x * 2

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                with multiprocessing.Pool(2) as pool:
                    print(pool.map(cpu_work, range(4)))
            """
        ),
        Valid(
            # torch.multiprocessing.spawn always spawns.
            """
            import torch
            import torch.multiprocessing as mp

            def work(rank):
                torch.ones(1, device="cuda")

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                mp.spawn(work, nprocs=2)
            """
        ),
        Valid(
            # From Python 3.14 the Linux default is forkserver.
            """
            import torch
            import multiprocessing as mp

            def work():
                torch.ones(1, device="cuda")

            if __name__ == "__main__":
                torch.cuda.init()
                mp.Process(target=work).start()
            """,
            settings={"target_version": (3, 14)},
        ),
        Valid(
            """
            import torch
            import multiprocessing as mp

            def work():
                torch.ones(1, device="cuda")

            if __name__ == "__main__":
                mp.set_start_method("spawn")
                torch.cuda.init()
                mp.Process(target=work).start()
            """
        ),
        Valid(
            # The child runs a method of this class that never touches CUDA.
            """
            import torch
            import multiprocessing as mp

            class Loader:
                def produce(self, q):
                    q.put(1)

                def run(self):
                    torch.cuda.set_device(0)
                    q = mp.Queue()
                    p = mp.Process(target=self.produce, args=(q,))
                    p.start()
            """
        ),
    ]

    INVALID = [
        # os.fork(): no start method to change; the child's block uses CUDA.
        Invalid(
            """
            import os

            import torch

            model = torch.nn.Linear(8, 8).cuda()
            pid = os.fork()
            if pid == 0:
                print(model(torch.ones(1, 8, device="cuda")).sum().item())
                os._exit(0)
            os.waitpid(pid, 0)
            """,
            line=6,
            message="os.fork starts with the fork start method after the parent initialised CUDA",
            no_fix_reason="no spawn fix: os.fork() has no start method",
        ),
        # The child only uses a module-level model the parent put on the GPU.
        Invalid(
            """
            import torch
            import torch.multiprocessing as mp

            model = torch.nn.Linear(4, 4).cuda()

            def snapshot(rank):
                weights = {k: v.clone() for k, v in model.state_dict().items()}
                print(rank, sorted(weights))

            if __name__ == "__main__":
                procs = [mp.Process(target=snapshot, args=(r,)) for r in range(2)]
                for p in procs:
                    p.start()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp

            model = torch.nn.Linear(4, 4).cuda()

            def snapshot(rank):
                weights = {k: v.clone() for k, v in model.state_dict().items()}
                print(rank, sorted(weights))

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                procs = [ctx.Process(target=snapshot, args=(r,)) for r in range(2)]
                for p in procs:
                    p.start()
            """,
            line=13,
            message="the child uses the global `model`, which lives on the GPU",
            fix=UNSAFE,
        ),
        # The module-level device idiom: each spawned child computes `device` again on import,
        # so handing it to `.to(device)` in the parent does not make the spawn fix unsafe.
        Invalid(
            """
            import torch
            import torch.multiprocessing as mp

            device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

            def work(rank):
                x = torch.ones(4, device=device)
                print(rank, x.sum().item())

            def main():
                model = torch.nn.Linear(4, 4).to(device)
                procs = [mp.Process(target=work, args=(r,)) for r in range(2)]
                for p in procs:
                    p.start()

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp

            device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

            def work(rank):
                x = torch.ones(4, device=device)
                print(rank, x.sum().item())

            def main():
                model = torch.nn.Linear(4, 4).to(device)
                ctx = mp.get_context("spawn")
                procs = [ctx.Process(target=work, args=(r,)) for r in range(2)]
                for p in procs:
                    p.start()

            if __name__ == "__main__":
                main()
            """,
            line=14,
            message="Process starts with the default fork start method after the parent initialised CUDA",
            fix=SAFE,
        ),
        Invalid(
            """
            import torch
            import torch.multiprocessing as mp

            def train(rank, model):
                model(torch.ones(1, 4, device="cuda"))

            if __name__ == "__main__":
                model = torch.nn.Linear(4, 2).cuda()
                p = mp.Process(target=train, args=(0, model))
                p.start()
                p.join()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp

            def train(rank, model):
                model(torch.ones(1, 4, device="cuda"))

            if __name__ == "__main__":
                model = torch.nn.Linear(4, 2).cuda()
                ctx = mp.get_context("spawn")
                p = ctx.Process(target=train, args=(0, model))
                p.start()
                p.join()
            """,
        line=10, message='Process starts with the default fork start method after the parent initialised', fix=SAFE, documented=True),
        Invalid(
            # from-imports: get_context is imported the same way, queues move too.
            """
            import torch
            from multiprocessing import Process, Queue

            def work(q):
                q.put(torch.ones(1, device="cuda").item())

            def main():
                torch.cuda.set_device(0)
                q = Queue()
                p = Process(target=work, args=(q,))
                p.start()
                print(q.get())

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import torch
            from multiprocessing import get_context, Process, Queue

            def work(q):
                q.put(torch.ones(1, device="cuda").item())

            def main():
                torch.cuda.set_device(0)
                ctx = get_context("spawn")
                q = ctx.Queue()
                p = ctx.Process(target=work, args=(q,))
                p.start()
                print(q.get())

            if __name__ == "__main__":
                main()
            """,
        line=11, message='Process starts with the default fork start method after the parent initialised', fix=SAFE),
        Invalid(
            """
            import torch
            from concurrent.futures import ProcessPoolExecutor

            def work(x):
                return torch.ones(1, device="cuda").item() * x

            if __name__ == "__main__":
                if torch.cuda.is_available():
                    with ProcessPoolExecutor(max_workers=2) as ex:
                        print(list(ex.map(work, range(2))))
            """,
            expected_fix="""
            import torch
            from concurrent.futures import ProcessPoolExecutor
            import multiprocessing

            def work(x):
                return torch.ones(1, device="cuda").item() * x

            if __name__ == "__main__":
                if torch.cuda.is_available():
                    ctx = multiprocessing.get_context("spawn")
                    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
                        print(list(ex.map(work, range(2))))
            """,
        line=10, message='ProcessPoolExecutor starts with the default fork start method after the parent', fix=SAFE),
        Invalid(
            # An explicit fork context becomes spawn.
            """
            import torch
            import multiprocessing as mp

            def work(t):
                t.add_(1)

            if __name__ == "__main__":
                t = torch.zeros(2).to("cuda:0")
                ctx = mp.get_context("fork")
                ctx.Process(target=work, args=(t,)).start()
            """,
            expected_fix="""
            import torch
            import multiprocessing as mp

            def work(t):
                t.add_(1)

            if __name__ == "__main__":
                t = torch.zeros(2).to("cuda:0")
                ctx = mp.get_context("spawn")
                ctx.Process(target=work, args=(t,)).start()
            """,
        line=10, message='Process starts with the fork start method after the parent initialised CUDA', fix=SAFE),
        Invalid(
            # A Process subclass: its run() is the child's work; reported, with why there is no fix.
            """
            import torch
            import torch.multiprocessing as mp

            class Worker(mp.Process):
                def __init__(self, model):
                    super().__init__()
                    self.model = model

                def run(self):
                    self.model(torch.ones(1, 4).cuda())

            if __name__ == "__main__":
                model = torch.nn.Linear(4, 2).cuda()
                workers = [Worker(model) for _ in range(2)]
                for w in workers:
                    w.start()
            """, 
        line=16, message='Process starts with the default fork start method after the parent initialised', no_fix_reason='no spawn fix: Worker subclasses Process, which starts with the'),
        Invalid(
            # An instance method runs after its class's __init__, which moved the model to CUDA.
            """
            import torch
            import torch.multiprocessing as mp

            def worker(rank, model):
                model(torch.ones(1, 4, device="cuda"))

            class Trainer:
                def __init__(self):
                    self.model = torch.nn.Linear(4, 2).cuda()

                def run(self):
                    procs = [mp.Process(target=worker, args=(r, self.model)) for r in range(2)]
                    for p in procs:
                        p.start()

            if __name__ == "__main__":
                Trainer().run()
            """,
            expected_fix="""
            import torch
            import torch.multiprocessing as mp

            def worker(rank, model):
                model(torch.ones(1, 4, device="cuda"))

            class Trainer:
                def __init__(self):
                    self.model = torch.nn.Linear(4, 2).cuda()

                def run(self):
                    ctx = mp.get_context("spawn")
                    procs = [ctx.Process(target=worker, args=(r, self.model)) for r in range(2)]
                    for p in procs:
                        p.start()

            if __name__ == "__main__":
                Trainer().run()
            """,
        line=14, message='Process starts with the default fork start method after the parent initialised', fix=UNSAFE),
        Invalid(
            # torch.multiprocessing.start_processes asking for fork by name: it asks for spawn instead.
            """
            import torch
            from torch.multiprocessing import start_processes

            def work(rank):
                torch.ones(1).cuda()

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                start_processes(work, nprocs=2, start_method="fork")
            """,
            expected_fix="""
            import torch
            from torch.multiprocessing import start_processes

            def work(rank):
                torch.ones(1).cuda()

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                start_processes(work, nprocs=2, start_method="spawn")
            """,
        line=9, message='start_processes starts with the fork start method after the parent initialised', fix=SAFE),
        Invalid(
            # The start method in a variable bound once to "fork": reported; fixmp does not rewrite the variable.
            """
            import torch
            import torch.multiprocessing as mp

            def work(rank):
                torch.ones(1).cuda()

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                method = "fork"
                mp.start_processes(work, nprocs=2, start_method=method)
            """, 
        line=10, message='start_processes starts with the fork start method after the parent initialised', no_fix_reason='no spawn fix: start_method is a variable; set it to "spawn" where it'),
        Invalid(
            # get_context(None) is the default context.
            """
            import torch
            import multiprocessing as mp

            def work():
                torch.ones(1).cuda()

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                ctx = mp.get_context(None)
                ctx.Process(target=work).start()
            """,
            expected_fix="""
            import torch
            import multiprocessing as mp

            def work():
                torch.ones(1).cuda()

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                ctx = mp.get_context("spawn")
                ctx.Process(target=work).start()
            """,
        line=10, message='Process starts with the fork start method after the parent initialised CUDA', fix=SAFE),
        Invalid(
            # A lambda target cannot be spawned: reported, not fixed.
            """
            import torch
            import multiprocessing as mp

            if __name__ == "__main__":
                torch.cuda.set_device(0)
                mp.Process(target=lambda: torch.ones(1).cuda()).start()
            """, 
        line=6, message='Process starts with the default fork start method after the parent initialised', no_fix_reason='no spawn fix: the target is a lambda, which spawn cannot pickle'),
        Invalid(
            # Module-level start without a guard: spawn would re-run it; reported, not fixed.
            """
            import torch
            import multiprocessing as mp

            def work():
                torch.ones(1).cuda()

            torch.cuda.set_device(0)
            mp.Process(target=work).start()
            """, 
        line=8, message='Process starts with the default fork start method after the parent initialised', no_fix_reason='no spawn fix: the processes start at import time, outside `if'),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        cuda = context.cuda
        hazards: List[Tuple[ProcessSite, str, ChildUse]] = []
        for site in context.process_sites(across_modules=True):
            if not context.forks(site):
                continue
            evidence = context.find_on_path(context.path_before(site), cuda.initialiser)
            if not evidence:
                continue
            child_use = self._child_may_use_cuda(context, cuda, site, evidence)
            if child_use is None:
                continue
            first = min(evidence, key=lambda item: context.line(item.call))
            cause = first.describe(context.line(first.call))
            hazards.append((site, cause, child_use))

        yield from self._cuda_forks_the_program_reaches(context, hazards)
        by_block: Dict[Optional[cst.IndentedBlock], List[ProcessSite]] = defaultdict(list)
        for site, _, _ in hazards:
            by_block[driver_block(context, site.call)].append(site)
        outcomes = {
            block: spawn_context_fix(context, sites)
            for block, sites in by_block.items()
        }
        for site, cause, child_use in hazards:
            outcome = outcomes[driver_block(context, site.call)]
            method = "the default fork start method" if site.via == "default" else "the fork start method"
            # What fixmp saw the child do fails for certain; what it could not see is said as an assumption.
            failure = "and will fail with" if child_use.seen else "and, if it does, fails with"
            message=(
                f"{site.described} starts with {method} after the parent initialised CUDA: {cause}; "
                f"the child {child_use.text} {failure} 'Cannot re-initialize CUDA in forked subprocess'"
            )
            yield Violation(site.reported_at, message, fix=outcome.fix, no_fix_reason=outcome.reason,
                            also_silenced_at=site.call, assumed=not child_use.seen)

    def _cuda_forks_the_program_reaches(
        self, context: RuleContext, hazards: Sequence[Tuple[ProcessSite, str, ChildUse]]
    ) -> Iterator[Violation]:
        """The forks this file, run as a program, reaches after the parent initialised CUDA, whose
        child then makes a CUDA call, wherever they are (a pool of another module whose tasks move
        tensors to the device a config module names): reported at the statement of this file that
        reaches each, once per statement, with no fix (the start is elsewhere). A start this file's own
        sites reported is not repeated."""
        reported = {context.line(site.reported_at) for site, _, _ in hazards}
        decided = {context.start_location(site) for site, _, _ in hazards}
        for fork in program_starts_to_report(context, context.forks_after_cuda(), reported, decided):
            yield Violation(
                fork.anchor,
                f"{fork.started}, which this reaches, forks after the parent initialised CUDA: "
                f"{fork.work.what}{fork.work.chain}; the child makes {fork.child.what}{fork.child.chain} and will "
                "fail with 'Cannot re-initialize CUDA in forked subprocess'",
                no_fix_reason=f"the processes start in {fork.where}, reached through the program's calls; "
                              "a fix belongs there",
            )

    def _child_may_use_cuda(
        self, context: RuleContext, cuda: CudaKnowledge, site: ProcessSite, evidence: Sequence[Evidence]
    ) -> Optional[ChildUse]:
        """How the child may use CUDA, or None where it cannot."""
        tainted = _names_moved_to_cuda(context, evidence)
        # What a call of another module's function is handed is that function's, not its children's
        # (``save_checkpoint(model, optimizer, ...)`` starts a child handed a path): its summary says.
        handed = site.handed if site.remote is None else ()
        for value in handed:
            if isinstance(value, cst.Name) and (
                (context.binding_scope(value.value, value), value.value) in tainted or (None, value.value) in tainted
            ):
                return ChildUse(f"is handed `{value.value}`, which lives on the GPU,")
        # Objects at module level that the parent put on the GPU: a child that only uses them
        # (calls the global model) still makes CUDA calls.
        on_gpu = {name for scope, name in tainted if scope is None or scope is context.module}
        if site.child_block is not None:  # os.fork(): the child runs the block after it
            body = list(site.child_block.body)
            found = context.find_on_path(body, cuda.uses_cuda)
            if found:
                return ChildUse(f"calls {found[0].describe(context.line(found[0].call))}")
            used = sorted(on_gpu & set().union(*(context.names_read(statement) for statement in body)))
            return ChildUse(f"uses `{used[0]}`, which lives on the GPU,") if used else None
        if site.remote is not None and not site.targets and site.remote.child_cuda is not None:
            return ChildUse(f"calls {site.remote.child_cuda}") if site.remote.child_cuda else None
        if not site.targets_known or not site.targets:
            return ChildUse("may use CUDA (fixmp cannot see what it runs)", seen=False)
        for target in site.targets:
            used = sorted(on_gpu & context.globals_read_by(target))
            if used:
                return ChildUse(f"uses the global `{used[0]}`, which lives on the GPU,")
            if isinstance(target, cst.Lambda):
                found = context.find_on_path([target.body], cuda.uses_cuda)
            else:
                function = context.function_of_target(target)
                imported = context.imported_function_cuda(target) if function is None else None
                if imported:  # a function of another module of the project, read through its summary
                    return ChildUse(f"runs `{context.code(target)}`, which runs {imported},")
                if imported == "":
                    continue  # (it makes no CUDA call: its module's summary says so)
                if function is None:
                    return ChildUse(f"runs `{context.code(target)}`, which fixmp cannot see, and may use CUDA",
                                    seen=False)
                found = context.find_in_function(function, cuda.uses_cuda)
                instance_call = context.instance_call(function) if not found and isinstance(target, cst.Attribute) \
                    else None
                if instance_call is not None:
                    return ChildUse(f"runs the method {function.name.value}(), which calls what the instance "
                                    f"holds (line {context.line(instance_call)}) and may use CUDA", seen=False)
            if found:
                return ChildUse(f"calls {found[0].describe(context.line(found[0].call))}")
        return None


def _names_moved_to_cuda(context: RuleContext, evidence: Sequence[Evidence]) -> Set[Tuple[Optional[cst.CSTNode], str]]:
    """Variables that hold CUDA objects after the evidence ran: ``x = ....cuda()``, ``x.cuda()``, ``x.to(dev)``.

    Each as ``(scope, name)``: a ``model`` local to one function is not another function's.
    A parameter moved in place (``def setup(model): model.cuda()``) holds what its callers
    pass, which fixmp does not follow: it is ``(None, name)``, any variable of that name.
    """
    names: Set[Tuple[Optional[cst.CSTNode], str]] = set()
    for item in evidence:
        call = item.call  # a Call: the search for CUDA initialisers classifies no operations
        if isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) \
                and isinstance(call.func.value, cst.Name):
            receiver = call.func.value
            scope = context.binding_scope(receiver.value, receiver)
            names.add((None if context.is_parameter(receiver.value, scope) else scope, receiver.value))
        for ancestor in context.ancestors(call):
            if isinstance(ancestor, cst.Assign):
                names.update((context.scope_written(t.target.value, ancestor), t.target.value)
                             for t in ancestor.targets if isinstance(t.target, cst.Name))
                break
            if isinstance(ancestor, cst.BaseStatement):
                break
    return names
