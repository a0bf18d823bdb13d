"""Rewrites shared by several rules. Each returns a ``Fix`` or the reason it must not be made."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Sequence, Set, Tuple, Union

import libcst as cst

from fixmp.analysis import (
    CONTEXT_PRIMITIVES,
    MP_MODULES,
    PROCESS_FACTORIES,
    ModuleIndex,
    ProcessSite,
    call_arg,
    is_main_guard,
    keyword_arg,
    string_value,
)
from fixmp.rules import SAFE, UNSAFE, Fix, ImportNeeded

CONTEXT_NAMES = ("ctx", "mp_ctx", "spawn_ctx", "spawn_context")


@dataclass(frozen=True)
class FixOutcome:
    """A fix, or the reason no fix is made (exactly one is set)."""

    fix: Optional[Fix] = None
    reason: Optional[str] = None


def driver_block(index: ModuleIndex, node: cst.CSTNode) -> Optional[cst.IndentedBlock]:
    """The block that drives the processes: the enclosing function's body, else the ``__main__`` block."""
    function = index.enclosing_function(node)
    if function is not None:
        return function.body if isinstance(function.body, cst.IndentedBlock) else None
    guard = index.main_guard_of(node)
    if guard is not None and isinstance(guard.body, cst.IndentedBlock):
        return guard.body
    return None


def describe_block(index: ModuleIndex, block: cst.CSTNode) -> str:
    owner = index.parent(block)
    if isinstance(owner, cst.FunctionDef):
        return f"{owner.name.value}()"
    return 'the `if __name__ == "__main__":` block'


def _with_string(node: cst.SimpleString, text: str) -> cst.SimpleString:
    quote = "'" if node.value.lstrip("rbuRBU").startswith("'") else '"'
    return cst.SimpleString(f"{quote}{text}{quote}")


def unpicklable_target_reason(index: ModuleIndex, site: ProcessSite) -> Optional[str]:
    """Why spawn could not send the site's target to a child, if it could not."""
    for target in site.targets:
        if isinstance(target, cst.Lambda):
            return "the target is a lambda, which spawn cannot pickle (FMP005)"
        local = index.local_function(target, site.call)
        if local is not None:
            return f"the target {local.name.value}() is defined inside a function, which spawn cannot pickle (FMP005)"
    return None


def _module_level_start_method(index: ModuleIndex) -> Optional[cst.Call]:
    for call in index.set_start_method_calls():
        if isinstance(index.enclosing_scope(call), cst.Module) and index.main_guard_of(call) is None:
            return call
    return None


def _target_is_importable(index: ModuleIndex, target: cst.BaseExpression) -> bool:
    """A module-level function of this module, or a name imported from elsewhere."""
    if isinstance(target, cst.Name):
        return target.value in index.functions or target.value in index.classes or target.value in index.aliases
    return index.qualified_name(target) is not None


def _globals_the_target_reads(index: ModuleIndex, target: cst.BaseExpression) -> Set[str]:
    function = index.function_of_target(target)
    if function is None or not index.global_writes:
        return set()
    names: Set[str] = set()

    class Reads(cst.CSTVisitor):
        def visit_Name(self, node: cst.Name) -> None:
            names.add(node.value)

    function.body.visit(Reads())
    return names & index.global_writes


def spawn_context_fix(index: ModuleIndex, sites: Sequence[ProcessSite], target_default: str) -> FixOutcome:
    """Start every process of one driver block with one ``spawn`` context.

    Creates ``ctx = <mp>.get_context("spawn")`` just before the first statement of the
    block that makes a process, pool or primitive, and routes each of them through
    it; a primitive from the default (fork) context handed to a spawn process dies
    with "A SemLock created in a fork context is being shared with a process in a
    spawn context". An explicit ``get_context("fork")`` or ``set_start_method("fork")``
    becomes "spawn" instead.
    """
    for site in sites:
        reason = unpicklable_target_reason(index, site)
        if reason:
            return FixOutcome(reason=f"no spawn fix: {reason}")
    module_level = _module_level_start_method(index)
    if module_level is not None:
        return FixOutcome(
            reason="no spawn fix: set_start_method() runs at module level, so spawn children would run it "
            "again on import; move it under the `__main__` guard first (FMP006)"
        )
    guards = {index.guard_status(site.call) for site in sites}
    if "unguarded" in guards:
        return FixOutcome(
            reason='no spawn fix: the processes start at import time, outside `if __name__ == "__main__":`; '
            "spawn re-imports the main module in every child, which would start them again (FMP004)"
        )

    replacements: List[Tuple[cst.CSTNode, object]] = []
    insert_before: List[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]]] = []
    imports: List[ImportNeeded] = []
    default_sites = []
    for site in sites:
        if site.via in ("context", "mp_context") and site.context_call is not None:
            method_arg = call_arg(site.context_call, 0, "method")
            if isinstance(method_arg, cst.SimpleString) and string_value(method_arg) == "fork":
                replacements.append((method_arg, _with_string(method_arg, "spawn")))
                continue
        if site.via == "default" and site.start_method == "fork":
            chooser = next(iter(index.set_start_method_calls()), None)
            chosen = call_arg(chooser, 0, "method") if chooser is not None else None
            if isinstance(chosen, cst.SimpleString):
                replacements.append((chosen, _with_string(chosen, "spawn")))
                continue
            default_sites.append(site)
            continue
        return FixOutcome(reason="no spawn fix: the start method comes from an expression fixmp cannot rewrite")

    if default_sites:
        outcome = _route_through_new_context(index, default_sites, replacements, insert_before, imports)
        if outcome is not None:
            return outcome

    safe = guards == {"guarded"}
    notes = []
    if not safe:
        notes.append("nothing in this module calls the function that starts the processes, so fixmp cannot see "
                     "whether its caller is under a `__main__` guard")
    for site in sites:
        for target in site.targets:
            if not _target_is_importable(index, target):
                safe = False
                notes.append(f"the target `{index.module.code_for_node(target)}` is pickled by spawn")
            read_globals = _globals_the_target_reads(index, target)
            if read_globals:
                safe = False
                notes.append(f"the target reads module globals the parent reassigns ({', '.join(sorted(read_globals))}),"
                             " which a spawn child does not see")
    description = "start the processes with a \"spawn\" context"
    if notes:
        description += " (unsafe: " + "; ".join(notes) + ")"
    return FixOutcome(
        fix=Fix(
            safety=SAFE if safe else UNSAFE,
            description=description,
            replacements=tuple(replacements),
            insert_before=tuple(insert_before),
            imports=tuple(imports),
        )
    )


def _route_through_new_context(index, sites, replacements, insert_before, imports) -> Optional[FixOutcome]:
    blocks = {driver_block(index, site.call) for site in sites}
    if None in blocks or len(blocks) != 1:
        return FixOutcome(reason="no spawn fix: the processes do not start inside one function or `__main__` block")
    block = blocks.pop()

    context_name = next((name for name in CONTEXT_NAMES if name not in index.names_used), None)
    if context_name is None:
        return FixOutcome(reason="no spawn fix: every name fixmp would give the context is taken")

    routed: Dict[cst.Call, str] = {}
    get_context: Optional[str] = None
    for call in index.calls_under.get(block, ()):
        if isinstance(call.func, cst.Attribute) and index.get_context_call(call.func.value) is not None:
            continue  # already made by a context
        api = index.mp_api(call.func)
        if api in PROCESS_FACTORIES + CONTEXT_PRIMITIVES:
            routed[call] = api
            if get_context is None and isinstance(call.func, cst.Attribute):
                get_context = index.module.code_for_node(call.func.value) + ".get_context"

    # A primitive made outside this block and handed to the children stays in the fork context.
    for site in sites:
        for value in site.handed:
            if not isinstance(value, cst.Name):
                continue
            for made, where in index.assignments.get(value.value, ()):
                if (
                    isinstance(made, cst.Call)
                    and index.mp_api(made.func) in CONTEXT_PRIMITIVES
                    and made not in routed
                ):
                    return FixOutcome(
                        reason=f"no spawn fix: `{value.value}` is made outside {describe_block(index, block)}, "
                        "so it cannot be moved to the new spawn context"
                    )

    if get_context is None:
        get_context = _get_context_callable(index, sites, imports)

    for call, api in routed.items():
        replacements.append((call.func, cst.Attribute(value=cst.Name(context_name), attr=cst.Name(api))))
    executors = [site.call for site in sites if site.kind == "ProcessPoolExecutor"]
    for executor in executors:
        replacements.append((executor, _add_keyword(executor, "mp_context", context_name)))

    anchors = set(routed) | set(executors)
    home = _innermost_common_block(index, anchors, block)
    anchor = next(
        (statement for statement in home.body if any(call in anchors for call in index.calls_under.get(statement, ()))),
        None,
    )
    if anchor is None:
        return FixOutcome(reason="no spawn fix: fixmp could not find where the processes are made")
    statement = cst.parse_statement(f'{context_name} = {get_context}("spawn")\n')
    insert_before.append((anchor, (statement,)))
    return None


def _innermost_common_block(index: ModuleIndex, calls, outermost: cst.IndentedBlock) -> cst.IndentedBlock:
    """The deepest block holding every call, not a loop body (one context, made once, serves every iteration)."""
    first = next(iter(calls))
    for candidate in index.ancestors(first):
        if candidate is outermost:
            break
        if not isinstance(candidate, cst.IndentedBlock):
            continue
        if isinstance(index.block_owner(candidate), (cst.For, cst.While)):
            continue
        if all(candidate in set(index.ancestors(call)) for call in calls):
            return candidate
    return outermost


def _get_context_callable(index: ModuleIndex, sites, imports: List[ImportNeeded]) -> str:
    """How this module can call ``get_context``: through an existing alias, or a scheduled import."""
    modules = [index.mp_module_expression(site.call.func) for site in sites]
    wanted = next((module for module in modules if module), None)
    for local, target in index.aliases.items():
        if target in MP_MODULES and (wanted is None or target == wanted):
            return f"{local}.get_context"
    if wanted is None:
        imports.append(ImportNeeded("multiprocessing"))
        return "multiprocessing.get_context"
    # `from multiprocessing import Process` style: use get_context the same way.
    for local, target in index.aliases.items():
        if target == f"{wanted}.get_context":
            return local
    imports.append(ImportNeeded(wanted, "get_context"))
    return "get_context"


def _add_keyword(call: cst.Call, keyword: str, value: str):
    def add(updated: cst.Call) -> cst.Call:
        args = list(updated.args)
        new_arg = cst.Arg(
            keyword=cst.Name(keyword),
            value=cst.Name(value),
            equal=cst.AssignEqual(
                whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")
            ),
        )
        if args and args[-1].comma is not cst.MaybeSentinel.DEFAULT:
            # Keep a trailing comma layout: the new argument goes last, with the same comma.
            last_comma = args[-1].comma
            new_arg = new_arg.with_changes(comma=last_comma)
            args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        args.append(new_arg)
        return updated.with_changes(args=args)

    return add
