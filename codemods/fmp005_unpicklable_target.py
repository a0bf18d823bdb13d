from __future__ import annotations

from typing import Iterable, List, Mapping, Optional, Set, Tuple, Union

import libcst as cst
from libcst.metadata import FunctionScope, MetadataWrapper, Scope, ScopeProvider

from fixmp.rule import (
    UNSAFE,
    Fix,
    FixAvailability,
    Invalid,
    ProcessSite,
    Replacement,
    Rule,
    RuleContext,
    Valid,
    Violation,
    program_starts_to_report,
)


class UnpicklableTarget(Rule):
    """
    ## What it does
    Finds a lambda or a function defined inside another function passed as a
    process target, pool function (`map`, `apply_async`, `submit`...) or
    `torch.multiprocessing.spawn` function, where the start method is `spawn` or
    `forkserver`, or is the platform default (fork on Linux before Python 3.14,
    forkserver from 3.14, spawn on macOS and Windows).

    ## Why is this bad?
    `spawn` and `forkserver` send the target to the child with pickle, which
    stores functions by their importable name. A lambda or a nested function has
    none: the start fails with `AttributeError: Can't get local object
    'main.<locals>.work'` or `PicklingError: Can't pickle <function <lambda>>`.
    Under fork a `Process` target works, so the failure appears when the start
    method changes (fixmp's own spawn fix refuses such targets for this reason);
    the function a `Pool` or `ProcessPoolExecutor` runs is pickled with every
    task, so there it fails with every start method, fork included.

    ## Example

    ## Use instead

    ## Fix safety
    A nested function that uses no variable of the functions around it (checked
    with libcst's scope analysis, paid for only here) is moved to module level,
    just before the top-level function that held it. The fix is **unsafe**: the
    module gains a global name, which can shadow or be shadowed by another. A
    lambda, or a nested function that closes over variables, is reported without
    a fix: rewriting it needs a decision (`functools.partial` over a module-level
    function) that fixmp leaves to you.

    ## References
    - [Python: what can be pickled](https://docs.python.org/3/library/pickle.html#what-can-be-pickled-and-unpickled)
    - [Python: multiprocessing programming guidelines](https://docs.python.org/3/library/multiprocessing.html#the-spawn-and-forkserver-start-methods)
    """

    CODE = "FMP005"
    NAME = "unpicklable-target"
    SUMMARY = "Lambda or nested function as a target where spawn/forkserver must pickle it"
    FIX = FixAvailability.SOMETIMES
    FIX_SAFETY = (UNSAFE,)

    VALID = [
        Valid(
            """
            import multiprocessing as mp

            def work(x):
                return x * 2

            if __name__ == "__main__":
                with mp.get_context("spawn").Pool(2) as pool:
                    print(pool.map(work, range(4)))
            """
        ),
        Valid(
            # An explicit fork context never pickles the target.
            """
            import multiprocessing as mp

            if __name__ == "__main__":
                mp.get_context("fork").Process(target=lambda: print("hi")).start()
            """
        ),
        Valid(
            # `func` here is a partial of a method; the nested `def func` belongs to another
            # method (pytorch/rl's atari_dqn.py).
            """
            import functools
            import multiprocessing as mp

            class Dataset:
                def process(self, items):
                    func = functools.partial(self.convert, scale=2)
                    with mp.get_context("spawn").Pool(2) as pool:
                        return pool.map(func, items)

                def convert(self, item, scale):
                    return item * scale

                def load(self, items):
                    def func(item):
                        return item + 1
                    return [func(item) for item in items]
            """
        ),
    ]

    INVALID = [
        Invalid(
            """
            import multiprocessing as mp

            def main():
                # Doubles one item.
                def work(x):
                    return x * 2
                ctx = mp.get_context("spawn")
                with ctx.Pool(2) as pool:
                    print(pool.map(work, range(4)))

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import multiprocessing as mp

            # Doubles one item.
            def work(x):
                return x * 2

            def main():
                ctx = mp.get_context("spawn")
                with ctx.Pool(2) as pool:
                    print(pool.map(work, range(4)))

            if __name__ == "__main__":
                main()
            """,
        line=9, message='work() is defined inside a function and is the Pool target', fix=UNSAFE, documented=True),
        Invalid(
            # A pool pickles its work function with every task: it fails under fork too.
            """
            import multiprocessing as mp

            def main():
                def double(x):
                    return 2 * x
                with mp.get_context("fork").Pool(2) as pool:
                    print(pool.map(double, range(4)))

            if __name__ == "__main__":
                main()
            """,
            expected_fix="""
            import multiprocessing as mp

            def double(x):
                return 2 * x

            def main():
                with mp.get_context("fork").Pool(2) as pool:
                    print(pool.map(double, range(4)))

            if __name__ == "__main__":
                main()
            """,
        line=7, message='double() is defined inside a function and is the Pool target', fix=UNSAFE),
        Invalid(
            """
            import multiprocessing as mp

            if __name__ == "__main__":
                mp.set_start_method("spawn")
                p = mp.Process(target=lambda: print("hi"))
                p.start()
            """, 
        line=5, message='a lambda is the Process target', no_fix_reason='no fix: turning a lambda into a module-level function needs a name'),
        Invalid(
            # Two nested functions named alike: lifting both would make one global replace the other.
            """
            import multiprocessing as mp

            def a():
                def inner():
                    print("a")
                mp.get_context("spawn").Process(target=inner).start()

            def b():
                def inner():
                    print("b")
                mp.get_context("spawn").Process(target=inner).start()
            """, 
        line=6, message='inner() is defined inside a function and is the Process target', no_fix_reason='no fix: moving inner() to module level would clash with another'),
        Invalid(
            # The nested function closes over `scale`: reported, not moved.
            """
            import multiprocessing as mp

            def main(scale):
                def work(x):
                    return x * scale
                with mp.get_context("spawn").Pool(2) as pool:
                    print(pool.map(work, range(4)))
            """, 
        line=7, message='work() is defined inside a function and is the Pool target', no_fix_reason='no fix: work() uses scale from the function around it; pass them as'),
    ]

    def check(self, context: RuleContext) -> Iterable[Violation]:
        reported: Set[int] = set()
        decided: Set[str] = set()  # this file's starts whose target was reported here, as ``file.py:line``
        for site, violation in self._local_targets(context):
            reported.add(context.line(violation.node))
            decided.add(context.start_location(site))
            yield violation
        for target in program_starts_to_report(context, context.unpicklable_targets(), reported, decided):
            # A start reached from this program with what it hands over (in another module, or one
            # of this file's whose target or arguments its own search does not see).
            yield Violation(
                target.anchor,
                f"the {target.kind} started at {target.where}, which this reaches, pickles its target under "
                f"{target.method}: {target.what}, which fails (\"Can't pickle local object\" or "
                "\"Can't get local object\"); hand over a module-level function",
                no_fix_reason=f"no fix: the target is chosen through the program's calls and started in "
                              f"{target.where}; a fix belongs where it is defined",
            )

    def _local_targets(self, context: RuleContext) -> Iterable[Tuple[ProcessSite, Violation]]:
        scopes: Optional[Mapping[cst.CSTNode, Optional[Scope]]] = None
        for site in context.process_sites():
            for target in site.targets:
                if site.start_method == "fork" and site.via != "default" and not _sent_with_tasks(site, target):
                    continue  # a fork child inherits it: nothing is pickled
                if site.start_method == "unknown" and site.via != "default" and not _sent_with_tasks(site, target):
                    # A context whose method the program chooses by a value (``get_context(ctx_name)``, from
                    # its settings): not the platform's default. The program run follows that value and
                    # reports the target where it is started with spawn or forkserver.
                    continue
                if isinstance(target, cst.Lambda):
                    yield site, Violation(
                        target,
                        f"a lambda is the {site.kind} target; {self._when(site, target)} it must be pickled, which fails "
                        "(PicklingError); use a module-level function",
                        no_fix_reason="no fix: turning a lambda into a module-level function needs a name and "
                        "a decision about what it closes over",
                    )
                    continue
                nested = context.local_function(target, site.call)
                if nested is None:
                    continue
                if scopes is None:
                    # Scope analysis costs about four parses: only files with a nested target pay it.
                    scopes = MetadataWrapper(context.module, unsafe_skip_copy=True).resolve(ScopeProvider)
                closure = _closure_variables(scopes, nested)
                message=(
                    f"{nested.name.value}() is defined inside a function and is the {site.kind} target; "
                    f"{self._when(site, target)} it must be pickled by name, which fails (\"Can't get local object\")"
                )
                if closure:
                    yield site, Violation(
                        target, message,
                        no_fix_reason=f"no fix: {nested.name.value}() uses {', '.join(sorted(closure))} from the "
                        "function around it; pass them as arguments and move it to module level",
                    )
                else:
                    fix=_lift(context, nested)
                    yield site, Violation(
                        target, message, fix=fix,
                        no_fix_reason=None if fix else f"no fix: moving {nested.name.value}() to module level would "
                        "clash with another global of that name, or leave its function empty",
                    )

    def _when(self, site: ProcessSite, target: cst.BaseExpression) -> str:
        if _sent_with_tasks(site, target):
            return "with any start method (a pool pickles the function it runs with every task)"
        if site.start_method in ("spawn", "forkserver"):
            return f"with {site.start_method}"
        return "under spawn or forkserver (the default on macOS, Windows, and Linux from Python 3.14)"


def _sent_with_tasks(site: ProcessSite, target: cst.BaseExpression) -> bool:
    """A pool's work function (not its initializer) travels pickled in every task, even under fork."""
    if site.kind not in ("Pool", "ProcessPoolExecutor"):
        return False
    initializer = next((arg.value for arg in site.call.args
                        if arg.keyword is not None and arg.keyword.value == "initializer"), None)
    return target is not initializer


def _closure_variables(scopes: Mapping[cst.CSTNode, Optional[Scope]], function: cst.FunctionDef) -> Set[str]:
    """Names the nested function reads from an enclosing function's scope."""
    inner = scopes.get(function.body)
    if inner is None:
        return {"(unknown)"}
    found: Set[str] = set()
    for access in inner.accesses:
        for assignment in access.referents:
            scope = getattr(assignment, "scope", None)
            if scope is not inner and isinstance(scope, FunctionScope):
                found.add(access.node.value if isinstance(access.node, cst.Name) else str(access.node))
    return found


def _lift(context: RuleContext, nested: cst.FunctionDef) -> Optional[Fix]:
    name = nested.name.value
    definitions = [where for _, where in context.module_bindings(name) if isinstance(where, cst.FunctionDef)]
    if (
        name in context.imports()
        or context.defines_class(name)
        or len(definitions) > 1  # a module-level one, or a second nested one that would be lifted too
        or any(not isinstance(where, cst.FunctionDef) for _, where in context.module_bindings(name)
               if isinstance(context.enclosing_scope(where), cst.Module))
    ):
        return None  # the lifted function would replace, or be replaced by, another global of that name
    top: Union[cst.SimpleStatementLine, cst.BaseCompoundStatement] = nested
    for ancestor in context.ancestors(nested):
        # The module's statement that holds it (all else a module holds is its header and footer lines).
        if isinstance(ancestor, (cst.SimpleStatementLine, cst.BaseCompoundStatement)) \
                and isinstance(context.parent(ancestor), cst.Module):
            top = ancestor
            break
    block = context.parent(nested)
    assert isinstance(block, cst.IndentedBlock)  # a def is a statement of a block, here inside a function
    if len(block.body) == 1:
        return None  # the function body would be left empty
    # Keep the module's spacing between top-level definitions, but not the comments above `top`;
    # the comments above the nested function describe it, and go with it.
    blank_lines = [line for line in top.leading_lines if line.comment is None] or [cst.EmptyLine()]
    own = list(nested.leading_lines)
    own_comments = own[next((i for i, line in enumerate(own) if line.comment is not None), len(own)):]
    lifted = nested.with_changes(leading_lines=[*blank_lines, *own_comments])
    replacements: List[Tuple[cst.CSTNode, Replacement]] = [(nested, cst.RemovalSentinel.REMOVE)]
    body = list(block.body)
    position = body.index(nested)
    if position == 0:
        # The statement that now opens the function keeps its comments, not the blank lines
        # that separated it from the nested function.
        def drop_blank_lines(
            updated: Union[cst.SimpleStatementLine, cst.BaseCompoundStatement]
        ) -> cst.BaseStatement:
            kept = list(updated.leading_lines)
            while kept and kept[0].comment is None:
                kept.pop(0)
            return updated.with_changes(leading_lines=kept)

        replacements.append((body[1], drop_blank_lines))
    return Fix(
        safety=UNSAFE,
        description=f"move {nested.name.value}() to module level",
        replacements=tuple(replacements),
        insert_before=((top, (lifted,)),),
    )
