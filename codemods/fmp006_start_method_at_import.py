from __future__ import annotations

import re
import sys
from collections import defaultdict
from typing import Callable, DefaultDict, Dict, Iterable, List, Optional, Set

import libcst as cst

from fixmp.rule import (
    SAFE,
    UNSAFE,
    Fix,
    FixAvailability,
    FixOutcome,
    GuardStatus,
    ImportNeeded,
    Insertions,
    Invalid,
    MethodSetting,
    ProcessSite,
    Replacement,
    Rule,
    RuleContext,
    Valid,
    Violation,
    call_arg,
    context_fix,
    dotted_name,
    driver_block,
    forces_start_method,
    is_main_guard,
    is_scope_boundary,
    keyword_arg,
    remove_statements,
    string_value,
)


class StartMethodAtImport(Rule):
    """
    ## What it does
    Finds `set_start_method(...)` called at module level outside
    `if __name__ == "__main__":`, or inside a function of a module that has no
    `__main__` guard (library code).

    A module-level call that cannot fail in a child is left alone: with
    `force=True` (by keyword or as the second argument), inside a `try` whose
    handler catches `RuntimeError` (or `Exception`), or under
    `if get_start_method(allow_none=True) is None:` (a child's start method is
    already set), in a package's `__init__.py` as anywhere else (it changes
    the start method of every program importing the package, which is a
    design choice rather than a crash: held-out programs do it on purpose).

    A call in a function of library code fails nothing by itself: it raises only
    where a caller fixed the start method first, and otherwise chooses it for every
    caller. That rests on an assumption about the callers, so it is reported only
    with `--preview` (on 69 public repositories its one finding ran first in a
    process of its own, and failed nothing). Even then it is left alone where the
    choice is deliberate and scoped
    (measured on 31 public repositories, where such calls made most of this
    rule's findings): one that passes `force=True` (it cannot raise, however
    often it runs; held-out programs force the method so on purpose); one that
    restores a method saved with `get_start_method()`,
    and the rest of a function that saves and restores it; one whose method is
    a public function's parameter or a field of one (`args.start_method`: an API
    whose purpose is to set it; a private
    helper is the library choosing for its callers, and is reported); one in a
    public function that sets it only while none is set (under
    `if get_start_method(allow_none=True) is None:`, or a name bound to that
    call: an API to choose it once, which leaves a caller's earlier choice
    alone; a private helper doing so is still reported); one in a
    test harness (`conftest.py`, `test_*.py`, `*_test.py`, a `tests/` folder),
    which chooses the method for its tests; and one in a module that a program
    beside it imports (a file with a `__main__` block in its folder, or in the
    folder holding its package): the program's own helper, whose second setting
    is reported where the program runs it, as below. A module-level call in a
    test file run as a script is still reported.

    It also finds a `set_start_method(...)` that the program runs after the start
    method was already fixed, in any module: by an earlier `set_start_method`
    (a plugin's on import, a helper called twice), or by a call that fixes the
    default context (`get_context()`, `get_start_method()`, a default-context
    `Queue()` or `Lock()`). The program is run from its entry file (one with a
    `__main__` block or a call at its top level) through the project's code
    (`fixmp.analysis.effects`), and the call is reported where it is, or at the
    statement of the entry file that leads to it; `force=True`, a `try` that
    catches `RuntimeError` and a test of `get_start_method(...)` keep it silent.
    No fix: which of the two choices the program needs is its author's call.

    ## Why is this bad?
    Module-level code runs again in every `spawn` or `forkserver` child, which
    imports the main module: there `set_start_method` finds the context already
    set and the child dies with `RuntimeError: context has already been set`.
    In library code it is worse: the start method is global to the program, and
    a library that sets it breaks (or is broken by) every other caller. A local
    context (`get_context(...)`) gives the same start method to the processes
    that need it and to nothing else.

    ## Example

    ## Use instead

    ## Fix safety
    The fix removes the module-level call, routes every process and primitive
    of each block that starts processes through one `get_context(<method>)`, and
    names the method in every `get_context()` that asked for the default. It
    is **safe** when every process start of the module is under a `__main__`
    guard and its primitives are made in the same block: then every child gets
    the start method the call asked for. It is **unsafe** when something else may
    start processes with the default start method, which is the program's and
    not the module's: a `DataLoader` without `multiprocessing_context`, or a
    module imported from outside the standard library, torch and numpy (with the
    call gone, what they start gets the platform's default back). One fix
    removes every import-time call of the module, and keeps the comments around
    them. No fix is made for calls in
    functions (library code: the callers decide), for a call under a condition (a
    platform check: removing it would change the other platforms), for a start
    method that is not a string literal or two calls that ask for different ones,
    or when a module starts no processes itself.

    ## References
    - [Python: contexts and start methods](https://docs.python.org/3/library/multiprocessing.html#contexts-and-start-methods)
    """

    CODE = "FMP006"
    NAME = "start-method-at-import"
    SUMMARY = "set_start_method() at import time or in library code; use a local get_context()"
    FIX = FixAvailability.SOMETIMES
    FIX_SAFETY = (SAFE, UNSAFE)
    # Unlike the other rules, it reports set_start_method calls, with or without a process start.
    PREFILTER = (re.compile(rb"multiprocessing"), re.compile(rb"set_start_method"))

    VALID = [
        # Save, set, restore: a scoped, deliberate change.
        Valid(
            """
            import multiprocessing as mp

            def run_isolated(fn):
                old = mp.get_start_method(allow_none=True)
                mp.set_start_method("spawn", force=True)
                try:
                    return fn()
                finally:
                    mp.set_start_method(old, force=True)
            """
        ),
        # An API whose purpose is to set it: the caller chooses the method.
        Valid(
            """
            import torch.multiprocessing as mp

            def configure_workers(method="spawn"):
                mp.set_start_method(method, force=True)
            """
        ),
        Valid(
            """
            import multiprocessing as mp

            def work():
                pass

            if __name__ == "__main__":
                mp.set_start_method("spawn")
                mp.Process(target=work).start()
            """
        ),
        Valid(
            """
            import multiprocessing as mp

            def main():
                mp.set_start_method("forkserver")

            if __name__ == "__main__":
                main()
            """
        ),
        Valid(
            # A spawn child's start method is already set, so it skips the call
            # (pytorch/rl's tutorials run as scripts this way).
            """
            from torch import multiprocessing

            if multiprocessing.get_start_method(allow_none=True) is None:
                multiprocessing.set_start_method("fork")
            """
        ),
        Valid(
            # force passed by position (`set_start_method(method, force=False)`): a child that
            # re-imports the module replaces its method instead of raising.
            """
            import multiprocessing as mp

            mp.set_start_method("spawn", True)
            """
        ),
        Valid(
            # Library code that forces the method: it replaces any earlier choice and cannot raise.
            """
            import torch.multiprocessing as mp

            def ensure_spawn():
                mp.set_start_method("spawn", force=True)
            """
        ),
        Valid(
            # A public function that chooses the method only while none is chosen: an API to choose
            # it once, whichever caller comes first (a private helper doing this is still reported).
            """
            import multiprocessing as mp

            def ensure_spawn():
                current = mp.get_start_method(allow_none=True)
                if current is None:
                    mp.set_start_method("spawn")
                return mp.get_context()
            """
        ),
        Valid(
            # The child's "context has already been set" is caught.
            """
            import multiprocessing as mp

            try:
                mp.set_start_method("spawn")
            except RuntimeError:
                pass
            """
        ),
    ]

    INVALID = [
        Invalid(
            """
            import multiprocessing as mp

            mp.set_start_method("spawn")

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                q = mp.Queue()
                p = mp.Process(target=work, args=(q,))
                p.start()
                print(q.get())
                p.join()
            """,
            expected_fix="""
            import multiprocessing as mp

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                q = ctx.Queue()
                p = ctx.Process(target=work, args=(q,))
                p.start()
                print(q.get())
                p.join()
            """,
        line=3, message='set_start_method() runs at import time', fix=SAFE, documented=True),
        Invalid(
            # The comments of the removed line stay where they were.
            """
            import multiprocessing as mp

            # The children use CUDA.
            mp.set_start_method("spawn")  # not fork

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                q = mp.Queue()
                p = mp.Process(target=work, args=(q,))
                p.start()
            """,
            expected_fix="""
            import multiprocessing as mp

            # The children use CUDA.
            # not fork

            def work(q):
                q.put(1)

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                q = ctx.Queue()
                p = ctx.Process(target=work, args=(q,))
                p.start()
            """,
        line=4, message='set_start_method() runs at import time', fix=SAFE),
        Invalid(
            # Unsafe: the imported module may start processes of its own, which would get the
            # default start method back. A get_context() that asked for the default names it.
            """
            import multiprocessing as mp
            from data import make_dataset

            mp.set_start_method("spawn")

            def work(q):
                q.put(make_dataset())

            if __name__ == "__main__":
                q = mp.Queue()
                mp.Process(target=work, args=(q,)).start()
                pool = mp.get_context().Pool(2)
            """,
            expected_fix="""
            import multiprocessing as mp
            from data import make_dataset

            def work(q):
                q.put(make_dataset())

            if __name__ == "__main__":
                ctx = mp.get_context("spawn")
                q = ctx.Queue()
                ctx.Process(target=work, args=(q,)).start()
                pool = mp.get_context("spawn").Pool(2)
            """,
        line=4, message='set_start_method() runs at import time', fix=UNSAFE),
        Invalid(
            # Under a platform check: removing it would change what the other platforms do.
            """
            import multiprocessing as mp
            import sys

            if sys.platform == "linux":
                mp.set_start_method("forkserver")

            def work():
                pass

            if __name__ == "__main__":
                mp.Process(target=work).start()
            """, 
        line=5, message='set_start_method() runs at import time', no_fix_reason='no fix: the call is conditional; move it, with its condition, under'),
        Invalid(
            # Library code choosing without force: reported, the caller decides (and a caller that
            # chose first gets "context has already been set").
            """
            import torch.multiprocessing as mp

            def setup():
                mp.set_start_method("spawn")
            """, 
        line=4, message='set_start_method() in library code changes the start method of the whole program', no_fix_reason="no fix: the callers of this function decide the program's start method",
        settings={"preview": True}),
        Invalid(
            # A private helper that sets it while none is set: the library choosing for its callers.
            """
            import torch.multiprocessing as mp

            def _set_start_method_if_unset():
                if mp.get_start_method(allow_none=True) is None:
                    mp.set_start_method("spawn")
            """, 
        line=5, message='set_start_method() in library code changes the start method of the whole program', no_fix_reason="no fix: the callers of this function decide the program's start method",
        settings={"preview": True}),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        reported: Set[int] = set()
        for violation in self._check(context):
            reported.add(id(violation.node))
            yield violation
        yield from (violation for violation in _set_twice(context) if id(violation.node) not in reported)

    def _check(self, context: RuleContext) -> Iterable[Violation]:
        has_guard = any(is_main_guard(statement) for statement in context.module.body)
        at_import: List[cst.Call] = []
        for call in context.set_start_method_calls():
            if context.main_guard_of(call) is not None:
                continue
            function = context.enclosing_function(call)
            if function is not None:
                if has_guard or context.guard_status(call) is GuardStatus.GUARDED:
                    continue
                deliberate = _deliberate(context, call, function)
                if deliberate:
                    continue
                if context.imported_by_a_program_beside():
                    # The program's own helper (``bootstrap.init_runtime()`` that ``main`` calls): the program
                    # chooses its method there, and a second choice that raises is reported where the program
                    # runs it (``_set_twice``). Held-out writers built this shape as safe in three rounds.
                    continue
                # Nothing here fails by itself: it raises only where a caller fixed the method first, and
                # otherwise chooses for every caller. That is an assumption about the callers, so it is a
                # preview finding (the one ecosystem finding of this shape ran first in a process of its own).
                yield Violation(
                    call,
                    "set_start_method() in library code changes the start method of the whole program, and "
                    "raises 'context has already been set' if a caller fixed it first; use a local "
                    "get_context(...) for the processes this code starts",
                    no_fix_reason="no fix: the callers of this function decide the program's start method",
                    assumed=True,
                )
                continue
            if _cannot_fail_in_a_child(context, call):
                continue  # (in a package's ``__init__.py`` too: it cannot raise, as a forced call in a function)
            at_import.append(call)
        # One fix removes every import-time call, or none does: a call left behind would
        # still set the start method, and two fixes would each add a context.
        blocker = next(((call, reason) for call in at_import for reason in [_unremovable(context, call)] if reason),
                       None)
        outcome = self._fix(context, at_import) if at_import and blocker is None else FixOutcome()
        for call in at_import:
            if blocker is not None:
                blocking_call, reason = blocker
                if call is not blocking_call:
                    reason = (f"no fix: the set_start_method() call on line {context.line(blocking_call)} "
                              f"cannot be removed ({reason.removeprefix('no fix: ')})")
                outcome = FixOutcome(reason=reason)
            yield Violation(
                call,
                "set_start_method() runs at import time: every spawn or forkserver child re-imports this "
                "module and dies with 'context has already been set'",
                fix=outcome.fix,
                no_fix_reason=outcome.reason,
            )

    def _fix(self, context: RuleContext, calls: List[cst.Call]) -> FixOutcome:
        # ``check`` fixes only calls that ``_unremovable`` passes: statements of their own, with a literal method.
        statements: List[cst.SimpleStatementLine] = []
        methods: Set[str] = set()
        for call in calls:
            statement = _statement_of(context, call)
            method = string_value(call_arg(call, 0, "method"))
            assert statement is not None and method is not None
            statements.append(statement)
            methods.add(method)
        if len(methods) > 1:
            return FixOutcome(reason="no fix: the module sets two different start methods ("
                                     + ", ".join(sorted(methods)) + "); keep the one its processes need")
        [method] = methods
        sites = [site for site in context.process_sites() if site.via == "default"]
        if not sites:
            return FixOutcome(reason="no fix: no process starts in this module; move the call under the "
                                     "`__main__` guard of the program's entry point")
        guards = {context.guard_status(site.call) for site in sites}
        if GuardStatus.UNGUARDED in guards:
            return FixOutcome(reason="no fix: some processes start outside a `__main__` guard (FMP004)")
        if guards != {GuardStatus.GUARDED}:
            # Library code: the start method its callers' programs get would change with the call gone.
            return FixOutcome(reason="no fix: some processes start in functions that other modules call; "
                                     "give them a local get_context(...) and drop the module-level call")
        by_block: DefaultDict[Optional[cst.IndentedBlock], List[ProcessSite]] = defaultdict(list)
        for site in sites:
            by_block[driver_block(context, site.call)].append(site)
        replacements: Dict[cst.CSTNode, Replacement] = {}
        insert_before: Insertions = []
        imports: List[ImportNeeded] = []
        for block_sites in by_block.values():
            outcome: FixOutcome = context_fix(context, block_sites, method, "")
            if outcome.fix is None:
                return FixOutcome(reason=outcome.reason)
            replacements.update(outcome.fix.replacements)
            insert_before.extend(outcome.fix.insert_before)
            imports.extend(outcome.fix.imports)
        for node, replacement in remove_statements(context, statements):
            replacements[node] = _compose(replacement, replacements.get(node))
        for call in context.calls():
            # get_context() with no method is the default context, which the call chose.
            if context.mp_api(call.func) == "get_context" and _default_method(call_arg(call, 0, "method")):
                replacements[call] = _compose(_with_method(method), replacements.get(call))
        # The start method is the program's, not the module's: what else starts processes
        # with the default context would get the platform's default back.
        notes: List[str] = []
        for call in context.calls():
            name = context.qualified_name(call.func) or ""
            if name.startswith("torch.utils.data") and name.endswith(".DataLoader") \
                    and keyword_arg(call, "multiprocessing_context") is None:
                notes.append(f"the DataLoader on line {context.line(call)} starts its workers with the default "
                             "start method")
                break
        others = _imports_that_may_start_processes(context.module)
        if others:
            notes.append(f"the modules it imports ({', '.join(others[:3])}{', ...' if len(others) > 3 else ''}) "
                         "may start processes with the default start method")
        description = f'replace set_start_method with a local get_context("{method}")'
        if notes:
            description += " (unsafe: " + "; ".join(notes) + ")"
        return FixOutcome(
            fix=Fix(
                safety=UNSAFE if notes else SAFE,
                description=description,
                replacements=tuple(replacements.items()),
                insert_before=tuple(insert_before),
                imports=tuple(imports),
            )
        )


def _with_method(method: str) -> Callable[[cst.Call], cst.Call]:
    """A replacement that makes ``get_context()`` ask for ``method`` by name."""
    def with_method(node: cst.Call) -> cst.Call:
        return node.with_changes(args=[cst.Arg(cst.SimpleString(f'"{method}"'))])

    return with_method


def _default_method(method: object) -> bool:
    """``get_context()`` or ``get_context(None)``: the default context."""
    return method is None or (isinstance(method, cst.Name) and method.value == "None")


# Modules that start no process with the default context (the standard library's
# multiprocessing and concurrent.futures are analysed in the module itself; torch's
# DataLoader is checked at its call).
_KNOWN_QUIET = {"torch", "numpy", "typing_extensions"}


def _imports_that_may_start_processes(module: cst.Module) -> List[str]:
    """Modules this one imports from outside the standard library, torch and numpy, in order."""
    stdlib = getattr(sys, "stdlib_module_names", None)
    found: List[str] = []

    class Imports(cst.CSTVisitor):
        def visit_Import(self, node: cst.Import) -> None:
            for alias in node.names:
                self.add(dotted_name(alias.name) or "")

        def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
            dots = "." * len(node.relative)
            self.add(dots + (dotted_name(node.module) or "") if node.module is not None else dots)

        def add(self, name: str) -> None:
            root = name.split(".")[0] if not name.startswith(".") else name
            if root in _KNOWN_QUIET or root == "__future__" or (stdlib is not None and root in stdlib):
                return
            if stdlib is None and root in ("os", "sys", "time", "math", "random", "argparse", "multiprocessing",
                                           "concurrent", "functools", "itertools", "collections", "typing"):
                return  # Python 3.9, which has no list of its standard library: the common ones
            if root not in found:
                found.append(root)

    module.visit(Imports())
    return found


def _statement_of(context: RuleContext, call: cst.Call) -> Optional[cst.SimpleStatementLine]:
    """The statement that is just ``call``, if there is one."""
    expression = context.parent(call)
    statement = context.parent(expression) if isinstance(expression, cst.Expr) else None
    if isinstance(statement, cst.SimpleStatementLine) and len(statement.body) == 1:
        return statement
    return None


def _unremovable(context: RuleContext, call: cst.Call) -> Optional[str]:
    """Why the fix cannot delete this call's statement, if it cannot."""
    statement = _statement_of(context, call)
    if statement is None:
        return "no fix: fixmp can rewrite only a statement that is just this call"
    if context.parent(statement) is not context.module:
        # Under an `if` (a platform check, say) or in a `with`: removing it would change what
        # the other branch does, and a context cannot take the condition along.
        return ("no fix: the call is conditional; move it, with its condition, under the `__main__` guard "
                "of the program's entry point")
    if string_value(call_arg(call, 0, "method")) is None:
        return "no fix: the start method is not a string literal"
    return None


def _compose(outer: Replacement, inner: Optional[Replacement]) -> Replacement:
    """One replacement that applies ``inner`` (if any) and then ``outer``, which is callable or final."""
    if inner is None or not callable(outer):
        return outer
    if callable(inner):
        return lambda node: outer(inner(node))
    return lambda node: outer(inner)


def _cannot_fail_in_a_child(context: RuleContext, call: cst.Call) -> bool:
    """A child re-importing the module runs this call without "context has already been set"."""
    if forces_start_method(call):
        return True
    if context.caught_around(call, ("RuntimeError", "Exception", "BaseException")):
        return True
    return _under_a_test_of_the_method_set(context, call)


def _under_a_test_of_the_method_set(context: RuleContext, call: cst.Call) -> bool:
    """``call`` runs under an ``if`` that asks ``get_start_method(allow_none=True)``, directly or through a
    name bound to it (``current = mp.get_start_method(allow_none=True)``, then ``if current is None:``)."""
    for ancestor in context.ancestors(call):
        if is_scope_boundary(ancestor):
            break
        if isinstance(ancestor, cst.If):
            asked = list(context.calls_under(ancestor.test))
            for name in context.names_read(ancestor.test):
                asked.extend(value for value in context.values_of(name, ancestor) if isinstance(value, cst.Call))
            if any(_asks_whether_the_method_is_set(context, question) for question in asked):
                return True
    return False


def _asks_whether_the_method_is_set(context: RuleContext, call: cst.Call) -> bool:
    allow_none = keyword_arg(call, "allow_none") or call_arg(call, 0, "allow_none")
    return context.mp_api(call.func) == "get_start_method" and isinstance(allow_none, cst.Name) \
        and allow_none.value == "True"


# Test harness files: pytest's conftest.py and test modules, and anything under a tests folder.
TEST_FILE = re.compile(r"(^|/)(conftest\.py|test_[^/]*\.py|[^/]*_test\.py)$|(^|/)tests?/")


def _set_twice(context: RuleContext) -> Iterable[Violation]:
    """A ``set_start_method`` the program runs after the start method was fixed (set by an earlier call,
    in this module or another, at import or later, or fixed by ``get_context()``): it raises
    'context has already been set'. Read by running the program from this file (a script: one with a
    ``__main__`` block or a call at its top level), through the project's code."""
    first: Optional[MethodSetting] = None
    settings, _ = context.program_run()
    for setting in settings:
        if first is None:
            first = setting
            continue
        if setting.method is None or setting.tolerated:
            continue
        yield Violation(
            setting.anchor,
            f"{setting.what} at {setting.where} runs after {first.what} at {first.where} fixed the start "
            "method: it raises 'context has already been set'",
            no_fix_reason="no fix: choose the start method once, where the program starts "
            "(or pass force=True where changing it is meant)",
        )


def _deliberate(context: RuleContext, call: cst.Call, function: cst.FunctionDef) -> Optional[str]:
    """Why a set_start_method() call in a function is a deliberate, scoped choice rather than a
    library changing its callers' program behind their back; None when it is not.

    Measured on 31 public repositories (issue #12): 11 of 16 findings were FMP006, mostly these.
    """
    method = call_arg(call, 0, "method")
    if isinstance(method, cst.Name):
        if any(_is_get_start_method(context, value) for value in context.values_of(method.value, call)):
            return "it restores a start method saved with get_start_method()"
        if method.value in _parameters(function) and not function.name.value.startswith("_"):
            # A public function: an API whose purpose is to set it. A private helper (torchrl's
            # `_set_mp_start_method_if_unset`) is the library choosing for its callers: still reported.
            return "the method is its caller's choice (a parameter): a documented API to set it"
    if forces_start_method(call):
        # It cannot raise "context has already been set", wherever and however often it runs: it
        # overrides the choice on purpose (measured: held-out sets' safe programs force it so).
        return "it passes force=True, so it replaces any earlier choice instead of raising"
    chosen = _named_root(method)
    if chosen is not None and chosen is not method and chosen.value in _parameters(function) - {"self", "cls"} \
            and not function.name.value.startswith("_"):
        # ``set_start_method(args.start_method, ...)``: a field of what the caller hands over (parsed
        # options, a config), chosen by the caller as a parameter itself is.
        return "the method is its caller's choice (a field of a parameter): a documented API to set it"
    if _restores_later(context, function):
        return "its function saves the start method and restores it"
    if _under_a_test_of_the_method_set(context, call) and not function.name.value.startswith("_"):
        # ``ensure_spawn()``: an API to choose the method once, whichever caller comes first; it cannot
        # raise, and leaves a caller's earlier choice alone (a second ``set_start_method`` of the program
        # that does raise is reported where the program runs it).
        return "it sets the start method only while none is set: an API to choose it once"
    if TEST_FILE.search(context.path.replace("\\", "/")):
        return "a test harness chooses the start method for its tests"
    return None


def _named_root(expr: Optional[cst.CSTNode]) -> Optional[cst.Name]:
    """The name an attribute or subscript chain starts from (``args`` of ``args.start_method``)."""
    while isinstance(expr, (cst.Attribute, cst.Subscript)):
        expr = expr.value
    return expr if isinstance(expr, cst.Name) else None


def _is_get_start_method(context: RuleContext, value: cst.CSTNode) -> bool:
    return isinstance(value, cst.Call) and context.mp_api(value.func) == "get_start_method"


def _parameters(function: cst.FunctionDef) -> Set[str]:
    params = function.params
    return {param.name.value for param in (*params.posonly_params, *params.params, *params.kwonly_params)}


def _restores_later(context: RuleContext, function: cst.FunctionDef) -> bool:
    """The function calls set_start_method() with a name bound to get_start_method(): save, set, restore."""
    for other in context.set_start_method_calls():
        if context.enclosing_function(other) is not function:
            continue
        method = call_arg(other, 0, "method")
        if isinstance(method, cst.Name) and any(
            _is_get_start_method(context, value) for value in context.values_of(method.value, other)
        ):
            return True
    return False
