from __future__ import annotations

from typing import Iterable, List, Optional, Set

import libcst as cst

from fixmp.rule import (
    UNSAFE,
    Fix,
    FixAvailability,
    FixOutcome,
    GuardStatus,
    Invalid,
    ProcessSite,
    Rule,
    RuleContext,
    Valid,
    Violation,
    is_main_guard,
    program_starts_to_report,
)


class MissingMainGuard(Rule):
    """
    ## What it does
    Finds processes started by module-level code that has no
    `if __name__ == "__main__":` guard (a Process where it is `.start()`ed, an
    executor at its first task) (directly, or through a function that
    module-level code calls). A start that explicitly asks for `fork` is left alone.
    A call of another module's function that starts processes counts too, where
    they start with `spawn` or `forkserver` for certain (chosen by that module, by
    this script before the call, or by a project module it imports on import); one
    left to the platform's default is not reported across modules.

    ## Why is this bad?
    The `spawn` and `forkserver` start methods start each child by importing the
    main module again. Without the guard the child runs the driver code again and
    dies with "An attempt has been made to start a new process before the current
    process has finished its bootstrapping phase". `spawn` is the default on macOS
    and Windows, and `forkserver` is the Linux default from Python 3.14, so code
    that works with fork today breaks there.

    ## Example

    ## Use instead

    ## Fix safety
    Always **unsafe**: the fix moves the module's trailing driver code (the run of
    statements after the last import, function or class that ends the module)
    under a new guard. Names those statements define are then not defined when
    the module is imported, so another module importing them, or a child that
    reads them as globals, changes behaviour. No fix is made when a function,
    class or import follows the driver code, or the module already has a guard.

    ## References
    - [Python: safe importing of the main module](https://docs.python.org/3/library/multiprocessing.html#multiprocessing-safe-main-import)
    """

    CODE = "FMP004"
    NAME = "missing-main-guard"
    SUMMARY = "Processes started at import time, without an `if __name__ == \"__main__\":` guard"
    FIX = FixAvailability.SOMETIMES
    FIX_SAFETY = (UNSAFE,)

    VALID = [
        Valid(
            """
            import multiprocessing as mp

            def work(x):
                return x * 2

            if __name__ == "__main__":
                with mp.Pool(2) as pool:
                    print(pool.map(work, range(4)))
            """
        ),
        Valid(
            # A library function: its caller decides.
            """
            import multiprocessing as mp

            def run_all(items):
                with mp.Pool(2) as pool:
                    return pool.map(str, items)
            """
        ),
        Valid(
            # Explicit fork never re-imports the main module.
            """
            import multiprocessing as mp

            def work():
                pass

            mp.get_context("fork").Process(target=work).start()
            """
        ),
        Valid(
            # Made at import, started under the guard: making a Process starts nothing, so a
            # re-imported main module only makes another Process object.
            """
            import multiprocessing as mp

            def work():
                pass

            worker = mp.get_context("spawn").Process(target=work)

            if __name__ == "__main__":
                worker.start()
                worker.join()
            """
        ),
    ]

    INVALID = [
        Invalid(
            """
            import multiprocessing as mp

            def work(x):
                return x * 2

            # drive it
            mp.set_start_method("spawn")
            pool = mp.Pool(2)
            print(pool.map(work, range(4)))
            """,
            expected_fix="""
            import multiprocessing as mp

            def work(x):
                return x * 2

            # drive it
            if __name__ == "__main__":
                mp.set_start_method("spawn")
                pool = mp.Pool(2)
                print(pool.map(work, range(4)))
            """,
        line=8, message='Pool starts at import time, outside `if __name__ == "__main__"', fix=UNSAFE, documented=True),
        Invalid(
            """
            import multiprocessing as mp

            def work():
                pass

            def main():
                mp.Process(target=work).start()

            main()
            """,
            expected_fix="""
            import multiprocessing as mp

            def work():
                pass

            def main():
                mp.Process(target=work).start()

            if __name__ == "__main__":
                main()
            """,
        line=7, message='Process starts at import time, outside `if __name__ == "__main__"', fix=UNSAFE),
        Invalid(
            # A definition after the driver code: reported, not moved.
            """
            import multiprocessing as mp

            def work():
                pass

            mp.Process(target=work).start()

            def later():
                pass
            """, 
        line=6, message='Process starts at import time, outside `if __name__ == "__main__"', no_fix_reason='no fix: a function, class or import follows the driver code'),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        sites = [
            site for site in context.process_sites()
            if not (site.start_method == "fork" and site.via != "default")
            and context.guard_status(site.reported_at) is GuardStatus.UNGUARDED
        ]
        local = {id(site.call) for site in sites}
        sites += [
            site for site in context.process_sites(across_modules=True)
            if site.remote is not None and id(site.call) not in local
            and context.guard_status(site.reported_at) is GuardStatus.UNGUARDED
            and _remote_method(context, site) in ("spawn", "forkserver")
        ]
        yield from self._starts_the_program_reaches(context, {context.line(site.reported_at) for site in sites},
                                                    {context.start_location(site) for site in sites})
        if not sites:
            return
        outcome = _guard_fix(context, [self._top_statement(context, site.reported_at) for site in sites])
        for site in sites:
            method = _remote_method(context, site) if site.remote is not None else site.start_method
            if method in ("spawn", "forkserver"):
                consequence = (f"with {method} every child re-imports this module and dies with "
                               "'...before the current process has finished its bootstrapping phase'")
            else:
                consequence = ("this breaks under spawn and forkserver (the default on macOS and Windows, "
                               "and on Linux from Python 3.14): each child would re-run it")
            yield Violation(
                site.reported_at,
                f"{site.described} starts at import time, outside `if __name__ == \"__main__\":`; {consequence}",
                fix=outcome.fix,
                no_fix_reason=outcome.reason,
            )

    def _starts_the_program_reaches(self, context: RuleContext, reported: Set[int],
                                    decided: Set[str]) -> Iterable[Violation]:
        """Spawn or forkserver starts this file's unguarded top level reaches through the program's calls
        (a context another module holds, a launcher of a launcher), reported at that statement; not a start
        this file's own sites reported (``decided``), which the run may reach on a later line (an executor's
        workers start at its first task)."""
        for start in program_starts_to_report(context, context.unguarded_starts(), reported, decided):
            yield Violation(
                start.anchor,
                f"this runs at import time, outside `if __name__ == \"__main__\":`, and reaches the {start.kind} "
                f"started at {start.where} with {start.method}: every child re-imports this module, runs it "
                "again and dies with '...before the current process has finished its bootstrapping phase'",
                no_fix_reason="no fix: move the program's top-level statements under "
                              "`if __name__ == \"__main__\":` (fixmp does not move a whole script)",
            )

    def _top_statement(
        self, context: RuleContext, node: cst.CSTNode, followed: Optional[Set[cst.CSTNode]] = None
    ) -> Optional[cst.CSTNode]:
        """The module-level statement that runs ``node`` at import (through a function call if need be)."""
        function = context.enclosing_function(node)
        if function is not None:
            # A function's calls of itself (or of a function that calls it back) lead nowhere new:
            # followed, a recursive function ran into Python's recursion limit.
            followed = set() if followed is None else followed
            if function in followed:
                return None
            followed.add(function)
            for call in context.calls_of(function):
                if context.enclosing_function(call) is not function and context.guard_status(call) is GuardStatus.UNGUARDED:
                    top = self._top_statement(context, call, followed)
                    if top is not None:
                        return top
            return None
        statement = context.enclosing_statement(node)
        for ancestor in [statement, *context.ancestors(statement)]:
            if isinstance(context.parent(ancestor), cst.Module):
                return ancestor
        return None


def _remote_method(context: RuleContext, site: ProcessSite) -> str:
    """The start method of a start inside another module's function: the one that module chooses,
    else the one this program set before the call or a project module it imports set on import.
    Only a start that spawns (or uses forkserver) for certain is reported across modules: one
    left to the platform's default works where this script runs today."""
    if context.method_chosen_at(site):
        return str(site.start_method)
    return context.start_method_set_at_import() or "default"


DEFINITIONS = (cst.FunctionDef, cst.ClassDef)


def _is_definition(statement: cst.CSTNode) -> bool:
    if isinstance(statement, DEFINITIONS):
        return True
    if isinstance(statement, cst.SimpleStatementLine):
        return all(isinstance(small, (cst.Import, cst.ImportFrom)) for small in statement.body)
    return False


def _guard_fix(context: RuleContext, tops: List[Optional[cst.CSTNode]]) -> FixOutcome:
    body = list(context.module.body)
    if any(is_main_guard(statement) for statement in body):
        return FixOutcome(reason="no fix: the module already has a `__main__` guard; move the driver code into it")
    found = [top for top in tops if top is not None]
    if len(found) < len(tops):
        return FixOutcome(reason="no fix: fixmp cannot find the module-level code that starts the processes")
    first = min(context.position_in_block(top) for top in found)  # each a statement of the module
    tail_start = max((i + 1 for i, statement in enumerate(body) if _is_definition(statement)), default=0)
    if first < tail_start:
        return FixOutcome(reason="no fix: a function, class or import follows the driver code")
    # Blank lines take the block's indentation unless told not to: keep them empty.
    moved = [
        statement.with_changes(leading_lines=[
            line.with_changes(indent=False) if line.comment is None else line for line in statement.leading_lines
        ])
        for statement in body[tail_start:]
    ]
    originals = body[tail_start:]
    guard = cst.If(
        test=cst.parse_expression('__name__ == "__main__"'),
        body=cst.IndentedBlock(body=[moved[0].with_changes(leading_lines=()), *moved[1:]]),
        leading_lines=moved[0].leading_lines,
    )
    return FixOutcome(
        fix=Fix(
            safety=UNSAFE,
            description='move the driver code under `if __name__ == "__main__":`',
            replacements=((originals[0], guard),) + tuple((s, cst.RemovalSentinel.REMOVE) for s in originals[1:]),
        )
    )
