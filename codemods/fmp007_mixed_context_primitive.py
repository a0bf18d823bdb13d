from __future__ import annotations

import os
from typing import Iterable, Optional, Set, Tuple

import libcst as cst

from fixmp.rule import (
    CONTEXT_PRIMITIVES,
    SAFE,
    Fix,
    FixAvailability,
    ImportNeeded,
    Invalid,
    ProcessKind,
    ProcessSite,
    Rule,
    RuleContext,
    StartMethod,
    Valid,
    Violation,
)

# Primitives built on a SemLock: pickling one for a child of another context fails.
SEMLOCK_PRIMITIVES = tuple(
    name for name in CONTEXT_PRIMITIVES if name not in ("Pipe", "Manager", "RawValue", "RawArray")
)

# CPython's error, the same for a forkserver child: the check names no other context.
SEMLOCK_ERROR = "A SemLock created in a fork context is being shared with a process in a spawn context"
# The Pythons without that check (gh-77377, added in 3.11.5 and 3.12.0).
UNCHECKED_PYTHONS = "Python 3.9, 3.10 and 3.11.0-3.11.4"

# Per kind of process site: where the check fails, and what a Python without it does instead (measured on Linux).
FAILS_AT = {
    "Process": "start() fails",
    "Pool": "starting the pool's workers fails",
    "ProcessPoolExecutor": "starting the executor's workers fails",
}
UNCHECKED_OUTCOME = {
    "Process": "the child dies of a segmentation fault (SIGSEGV) when it uses the {api}",
    "Pool": "each worker dies of a segmentation fault (SIGSEGV) when it uses the {api} and the pool, "
            "replacing them, never finishes its work",
    "ProcessPoolExecutor": "a worker dies of a segmentation fault (SIGSEGV) when it uses the {api} and the "
                           "executor raises BrokenProcessPool",
}


class MixedContextPrimitive(Rule):
    """
    ## What it does
    Finds a `Queue`, `Lock`, `Event`, `Semaphore`, `Value`... made by the fork
    context (the default one, or `get_context("fork")`) and handed to a process
    or pool started by a `spawn` or `forkserver` context, or to the children of
    `torch.multiprocessing.spawn(fn, args=(...))` / `start_processes`, which start
    with spawn unless told otherwise.

    Across modules, the program is run from its entry file through the project's
    code (`fixmp.analysis.effects`): a primitive made in one module (`LOG_QUEUE =
    mp.Queue()`, a class whose `__init__` makes an `mp.Lock()`) and handed, as an
    argument or an attribute of what is handed, to a spawn or forkserver process
    started in another is reported at the statement of the entry file that leads
    to the start, without a fix. The default context's primitives take the start
    method the program set before they were made.

    ## Why is this bad?
    These primitives are built on a semaphore whose pickling checks the context.
    Handing one to a spawn or forkserver child fails at `start()` (for a pool,
    when it starts its workers) with `RuntimeError: A SemLock created in a fork
    context is being shared with a process in a spawn context. This is not
    supported. Please use the same context to create multiprocessing objects and
    Process.` (the text says "spawn" for forkserver too). It is the usual bug of a
    half-done migration to spawn.

    Python 3.9, 3.10 and 3.11.0-3.11.4 lack that check (CPython added it in
    3.11.5 and 3.12.0, gh-77377), and some distributions ship such a release
    (Debian 12's Python is 3.11.2). There `start()` succeeds: the fork context's
    semaphore has no name (it was unlinked when made), so the child is handed the
    parent's bare semaphore address, and it dies of a segmentation fault
    (SIGSEGV) the first time it uses the primitive (a lock's acquire, a queue's
    put or get, an event's set, a `Value`'s value). A `Pool` then replaces the
    dead workers and never finishes; a `ProcessPoolExecutor` raises
    `BrokenProcessPool`. A child that never uses the primitive runs normally.

    ## Example

    ## Use instead

    ## Fix safety
    **Safe**: the fix makes the primitive from the process's context: the
    context's variable when it is assigned before the primitive is made, else an
    inline `get_context("spawn")` (it returns the one context object of that
    method, so both refer to the same context; for `torch.multiprocessing.spawn`,
    the primitive's own module's `get_context` of the method spawn uses). The primitive behaves the same in
    the parent.

    ## References
    - [Python: contexts and start methods](https://docs.python.org/3/library/multiprocessing.html#contexts-and-start-methods)
    """

    CODE = "FMP007"
    NAME = "mixed-context-primitive"
    SUMMARY = "A primitive from the fork context handed to a spawn/forkserver process"
    FIX = FixAvailability.ALWAYS
    FIX_SAFETY = (SAFE,)

    VALID = [
        Valid(
            # Two functions, each with its own `results`: the spawn one hands its own context's Queue.
            """
            import multiprocessing as mp

            def run_forked(fn):
                results = mp.Queue()
                mp.Process(target=fn, args=(results,)).start()

            def run_spawned(fn):
                context = mp.get_context("spawn")
                results = context.Queue()
                context.Process(target=fn, args=(results,)).start()
            """
        ),
        Valid(
            """
            import multiprocessing as mp

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                q = ctx.Queue()
                ctx.Process(target=work, args=(q,)).start()
            """
        ),
        Valid(
            # A set_start_method earlier makes the default context spawn too.
            """
            import multiprocessing as mp

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                mp.set_start_method("spawn")
                q = mp.Queue()
                mp.get_context("spawn").Process(target=work, args=(q,)).start()
            """
        ),
    ]

    INVALID = [
        # torch.multiprocessing.spawn starts spawn children of its own: a default-context Queue fails.
        Invalid(
            """
            import multiprocessing

            import torch.multiprocessing as tmp

            def worker(rank, queue):
                queue.put(rank)

            def main():
                queue = multiprocessing.Queue()
                tmp.spawn(worker, args=(queue,), nprocs=2)
                print(sorted(queue.get() for _ in range(2)))

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import multiprocessing

            import torch.multiprocessing as tmp

            def worker(rank, queue):
                queue.put(rank)

            def main():
                queue = multiprocessing.get_context("spawn").Queue()
                tmp.spawn(worker, args=(queue,), nprocs=2)
                print(sorted(queue.get() for _ in range(2)))

            if __name__ == "__main__":
                main()
            """,
            line=9,
            message="`queue` is a Queue from the fork context handed to a spawn start_processes",
            fix=SAFE,
        ),
        Invalid(
            """
            import multiprocessing as mp

            def work(q, lock):
                with lock:
                    q.put(1)

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                q = mp.Queue()
                lock = mp.Lock()
                p = ctx.Process(target=work, args=(q, lock))
                p.start()
                print(q.get())
            """,
            expected_fix="""
            import multiprocessing as mp

            def work(q, lock):
                with lock:
                    q.put(1)

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                q = ctx.Queue()
                lock = ctx.Lock()
                p = ctx.Process(target=work, args=(q, lock))
                p.start()
                print(q.get())
            """,
        line=9, message='`q` is a Queue from the fork context handed to a spawn Process', fix=SAFE, documented=True),
        Invalid(
            # The context is made after the queue: use it inline.
            """
            import multiprocessing

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                q = multiprocessing.Queue()
                spawn = multiprocessing.get_context("spawn")
                spawn.Process(target=work, args=(q,)).start()
            """,
            expected_fix="""
            import multiprocessing

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                q = multiprocessing.get_context("spawn").Queue()
                spawn = multiprocessing.get_context("spawn")
                spawn.Process(target=work, args=(q,)).start()
            """,
        line=7, message='`q` is a Queue from the fork context handed to a spawn Process', fix=SAFE),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        yield from self._check(context)
        yield from _handed_across_modules(context)

    def _check(self, context: RuleContext) -> Iterable[Violation]:
        for site in context.process_sites():
            if site.start_method not in (StartMethod.SPAWN, StartMethod.FORKSERVER):
                continue
            # A context object, or torch.multiprocessing.spawn / start_processes, which start their
            # own spawn context; a plain Process of a spawn default is another matter (no mixing).
            if site.context_call is None and site.kind is not ProcessKind.START_PROCESSES:
                continue
            for value in site.handed:
                found = self._fork_primitive(context, value)
                if found is None:
                    continue
                made, api = found
                fails_at = FAILS_AT.get(site.kind, FAILS_AT["Process"])
                unchecked = UNCHECKED_OUTCOME.get(site.kind, UNCHECKED_OUTCOME["Process"]).format(api=api)
                yield Violation(
                    made,
                    f"`{context.code(value)}` is a {api} from the fork context handed to a "
                    f"{site.start_method} {site.kind}: {fails_at} with '{SEMLOCK_ERROR}' (on "
                    f"{UNCHECKED_PYTHONS}, which lack that check, {unchecked})",
                    fix=self._fix(context, site, made, api),
                )

    def _fork_primitive(self, context: RuleContext, value: cst.BaseExpression) -> Optional[Tuple[cst.Call, str]]:
        candidates = [value] if isinstance(value, cst.Call) else (
            context.values_of(value.value, value) if isinstance(value, cst.Name) else []
        )
        for made in candidates:
            if not isinstance(made, cst.Call):
                continue
            func = made.func
            context_call = context.get_context_call(func.value) if isinstance(func, cst.Attribute) else None
            api: Optional[str]
            if isinstance(func, cst.Attribute) and context_call is not None:
                api = func.attr.value
                method: str = context.context_method(context_call)
            else:
                api = context.mp_api(made.func)
                method = context.effective_default_method(made)
            if api is not None and api in SEMLOCK_PRIMITIVES and method == "fork":
                return made, api
        return None

    def _fix(self, context: RuleContext, site: ProcessSite, made: cst.Call, api: str) -> Fix:
        context_expression = site.call.func.value if isinstance(site.call.func, cst.Attribute) else None
        reference: Optional[cst.BaseExpression] = None
        if isinstance(context_expression, cst.Name):
            # The variable serves only if it is bound before the primitive is made, in the same block.
            made_statement = context.enclosing_statement(made)
            for _, where in context.module_bindings(context_expression.value):
                where_statement = context.enclosing_statement(where)
                if context.parent(where_statement) is context.parent(made_statement):
                    if context.position_in_block(where_statement) < context.position_in_block(made_statement):
                        reference = context_expression
        imports: Tuple[ImportNeeded, ...] = ()
        if reference is None and site.context_call is not None:
            reference = site.context_call
        if reference is None:
            # torch.multiprocessing.spawn(...) makes its own context: make the primitive from the
            # context of that method (get_context returns the one context object of a method).
            module: cst.BaseExpression
            if isinstance(made.func, cst.Attribute):
                module = made.func.value
            else:
                module = cst.Name("multiprocessing")
                imports = (ImportNeeded("multiprocessing"),)
            reference = cst.Call(
                cst.Attribute(module, cst.Name("get_context")), [cst.Arg(cst.SimpleString(f'"{site.start_method}"'))]
            )
        return Fix(
            safety=SAFE,
            description=f"make the {api} from the process's context",
            replacements=((made.func, cst.Attribute(value=reference, attr=cst.Name(api))),),
            imports=imports,
        )


def _handed_across_modules(context: RuleContext) -> Iterable[Violation]:
    """A primitive of one context handed to a process of another where the primitive, or the start, is
    in another module (``LOG_QUEUE = mp.Queue()`` in ``logbus.py`` handed through ``start()`` of
    ``pool.py`` to a spawn ``Process``): found by running the program from this file through the
    project's code, reported at the statement here that leads to the start. Where both are in this
    file, ``check``'s own search reports it, at the primitive, with its fix."""
    here = os.path.basename(context.path)
    _, handoffs = context.program_run()
    reported: Set[Tuple[int, str]] = set()
    for handoff in handoffs:
        primitive = handoff.primitive
        if primitive.where.rpartition(":")[0] == here and handoff.start_where.rpartition(":")[0] == here:
            continue
        key = (id(handoff.anchor), primitive.where)
        if key in reported:
            continue
        reported.add(key)
        fails_at = FAILS_AT.get(handoff.kind, FAILS_AT["Process"])
        article = "an" if primitive.api[:1] in ("A", "E", "I", "O", "U") else "a"  # an Event, an Array
        yield Violation(
            handoff.anchor,
            f"{article} {primitive.api} from the {primitive.method} context (made at {primitive.where}) is handed to a "
            f"{handoff.start_method} {handoff.kind} (started at {handoff.start_where}): {fails_at} with "
            f"'{SEMLOCK_ERROR}'",
            no_fix_reason=f"no fix: make the {primitive.api} from the context of the processes it is handed to "
            f"(at {primitive.where})",
        )
