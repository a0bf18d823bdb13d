"""Rewrites shared by several rules. Each returns a ``Fix`` or the reason it must not be made."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Callable, Dict, Iterable, List, Optional, Sequence, Set, Tuple, Union, cast

import libcst as cst

from fixmp.analysis.index import ModuleIndex
from fixmp.analysis.sites import (
    CONTEXT_PRIMITIVES,
    MP_MODULES,
    PROCESS_FACTORIES,
    ProcessSite,
    call_arg,
    dotted_name,
    is_main_guard,
    keyword_arg,
    receiver,
    string_value,
)
from fixmp.fixing.fix import SAFE, UNSAFE, Fix, ImportNeeded, Replacement
from fixmp.model import GuardStatus, ProcessKind

# What a fix inserts around statements: ``(anchor, statements)`` pairs, as ``Fix.insert_before`` holds them.
Insertions = List[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]]]

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


def _with_spawn_argument(call: cst.Call) -> cst.Call:
    return call.with_changes(args=[cst.Arg(cst.SimpleString('"spawn"'))])


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


def remove_statements(
    index: ModuleIndex, statements: Sequence[cst.SimpleStatementLine]
) -> List[Tuple[cst.CSTNode, Replacement]]:
    """Replacements that delete module-level statements and keep their comments.

    The comments above each statement and the one after it on its line move onto
    the next statement that stays (or to the end of the module): a fix may delete
    code, never a user's words.
    """
    removed = {id(statement): statement for statement in statements}
    replacements: List[Tuple[cst.CSTNode, Replacement]] = [(s, cst.RemovalSentinel.REMOVE) for s in statements]
    pending: List[cst.EmptyLine] = []
    for statement in index.module.body:
        removed_statement = removed.get(id(statement))
        if removed_statement is not None:
            # The blank lines too: the comment block keeps its place and shape.
            pending += removed_statement.leading_lines
            for small in removed_statement.body:  # comments inside a call split over lines
                pending += [cst.EmptyLine(comment=cst.Comment(text)) for text in _comments_in(small)]
            if removed_statement.trailing_whitespace.comment is not None:
                pending.append(cst.EmptyLine(comment=removed_statement.trailing_whitespace.comment))
        elif pending:
            if any(line.comment is not None for line in pending):
                replacements.append((statement, _with_leading_lines_first(tuple(pending))))
            pending = []
    if any(line.comment is not None for line in pending):
        kept = tuple(pending)
        replacements.append((index.module, lambda module: module.with_changes(footer=[*kept, *module.footer])))
    return replacements


def _with_leading_lines_first(
    lines: Tuple[cst.EmptyLine, ...]
) -> Callable[[Union[cst.SimpleStatementLine, cst.BaseCompoundStatement]], cst.BaseStatement]:
    """A replacement that puts ``lines`` above a statement's own leading lines."""
    def prepend(node: Union[cst.SimpleStatementLine, cst.BaseCompoundStatement]) -> cst.BaseStatement:
        return node.with_changes(leading_lines=[*lines, *node.leading_lines])

    return prepend


def _comments_in(node: cst.CSTNode) -> List[str]:
    """The comments inside a node, in order."""
    found: List[str] = []

    class Comments(cst.CSTVisitor):
        def visit_Comment(self, comment: cst.Comment) -> None:
            found.append(comment.value)

    node.visit(Comments())
    return found


def _module_level_start_method(index: ModuleIndex) -> Optional[cst.Call]:
    for call in index.set_start_method_calls():
        if isinstance(index.enclosing_scope(call), cst.Module) and index.main_guard_of(call) is None:
            return call
    return None


def _target_is_importable(index: ModuleIndex, target: cst.BaseExpression) -> bool:
    """A module-level function of this module, or a name imported from elsewhere: pickle finds it by name.

    A ``functools.partial`` pickles as its function and its arguments: it is importable where its function
    is (what it holds is handed to the children, and checked as every handed object is)."""
    partial = index.partial_of_target(target)
    if partial is not None:
        return _target_is_importable(index, partial.args[0].value)
    if isinstance(target, cst.Name):
        return target.value in index.functions or target.value in index.classes or target.value in index.aliases
    return index.qualified_name(target) is not None


def module_variables(index: ModuleIndex) -> Set[str]:
    """Names that module-level code assigns (not imports, functions or classes)."""
    return set(index.derived("module variables", lambda: frozenset(
        name for name, entries in index.assignments.items()
        if any(not isinstance(where, cst.FunctionDef) and isinstance(index.enclosing_scope(where), cst.Module)
               for _, where in entries)
    )))


def globals_read_by(index: ModuleIndex, target: cst.BaseExpression) -> Set[str]:
    """Module variables a target function reads: the state a forked child inherits and a spawned one rebuilds."""
    function = index.function_of_target(target)
    if function is None:
        return set()
    return set(index.derived(("globals read by", id(function)), lambda: frozenset(_globals_read(index, function))))


def _globals_read(index: ModuleIndex, function: cst.FunctionDef) -> Set[str]:
    params = function.params
    parameters = {param.name.value for param in (*params.posonly_params, *params.params, *params.kwonly_params)}
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param):
            parameters.add(star.name.value)
    return (names_used(function.body) - names_defined(function.body) - parameters) & module_variables(index)


# Modules whose attributes a program sets as settings: the standard library's, torch's and numpy's.
LIBRARIES = frozenset(getattr(sys, "stdlib_module_names", ())) | {"torch", "numpy"}


def _is_this_modules_function(index: ModuleIndex, target: cst.BaseExpression) -> bool:
    return isinstance(target, cst.Name) and target.value in index.functions


def imported_state_set_at_run_time(index: ModuleIndex) -> List[str]:
    """What this module sets on something it imported, at run time (in a function or under the ``__main__``
    guard): ``generate.MODEL = model`` hands the children of another module's function their state. A
    spawned child imports that module again and sees the value it has on import, not this one."""
    return index.derived("imported state set at run time", lambda: [
        name for name, target in _imported_state_set_in(index, index.module)
        if index.enclosing_function(target) is not None or index.main_guard_of(target) is not None])


def _imported_state_set_in(index: ModuleIndex, node: cst.CSTNode) -> List[Tuple[str, cst.Attribute]]:
    """The attributes of imported things (``tasks.MODEL``) that ``node``'s assignments set, with their targets."""
    found: List[Tuple[str, cst.Attribute]] = []

    class Assignments(cst.CSTVisitor):
        def visit_AssignTarget(self, assigned: cst.AssignTarget) -> None:
            self._target(assigned.target)

        def visit_AugAssign(self, assigned: cst.AugAssign) -> None:
            self._target(assigned.target)

        def visit_AnnAssign(self, assigned: cst.AnnAssign) -> None:
            self._target(assigned.target)

        def _target(self, target: cst.BaseExpression) -> None:
            owner = index.qualified_name(target.value) if isinstance(target, cst.Attribute) else None
            # A library's switches (``torch.backends.cudnn.benchmark = True``) configure, they hand no state.
            if isinstance(target, cst.Attribute) and owner is not None and owner.split(".")[0] not in LIBRARIES:
                name = f"{index.module.code_for_node(target.value)}.{target.attr.value}"
                if name not in (known for known, _ in found):
                    found.append((name, target))

    node.visit(Assignments())
    return found


def _state_a_spawned_child_lacks(index: ModuleIndex, site: ProcessSite) -> Set[str]:
    """Module variables the site's targets read that a spawned child would not see as the parent has them.

    A spawned child imports the main module as ``__mp_main__``: it does not run the
    ``__main__`` block, does not see what the parent changed in place before the start,
    and does not see values that functions rebound with ``global``.
    """
    reads: Set[str] = set()
    for target in site.targets:
        reads |= globals_read_by(index, target)
    if not reads:
        return set()
    parent_only = set(index.global_writes) | _names_defined_under_main_guards(index)
    # Handing `device` to `.to(device)` does not change it: a name bound only to immutable values
    # at module level (a `torch.device(...)`, a string) is the same in a spawned child, which
    # computes it again on import.
    parent_only |= {name for name in index.first_pieces(index.run_before_site(site), _changed_by_piece)
                    if not _immutable_module_variable(index, name)}
    parent_only |= {name for name in reads if _randomly_built_at_import(index, name)}
    return reads & parent_only


# torch factories whose values differ from one run of the module to the next.
RANDOM_FACTORIES = {"rand", "randn", "randint", "randperm", "rand_like", "randn_like", "normal", "bernoulli"}


def _randomly_built_at_import(index: ModuleIndex, name: str) -> bool:
    """A module variable built with random values on import (``model = Net().cuda()``: its weights,
    ``noise = torch.randn(...)``): a spawned child imports the module again and builds its own,
    different one."""
    for value, where in index.assignments.get(name, ()):
        if not isinstance(index.enclosing_scope(where), cst.Module) or not isinstance(value, cst.Call):
            continue
        call: cst.BaseExpression = value
        while isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) and \
                call.func.attr.value in ("to", "cuda", "cpu", "train", "eval", "share_memory", "float", "double"):
            call = call.func.value  # `Net().cuda()` is Net()'s weights
        if not isinstance(call, cst.Call):
            continue
        qualified = index.qualified_name(call.func) or ""
        if qualified.startswith("torch.nn.") and qualified.rpartition(".")[2][:1].isupper():
            return True  # a layer: randomly initialised weights
        if qualified.startswith("torch.") and qualified.rpartition(".")[2] in RANDOM_FACTORIES:
            return True
        if isinstance(call.func, cst.Name) and call.func.value in index.classes:
            return True  # a model class of this module (fixmp does not prove it has no random state)
    return False


# Calls that return a value nobody can change in place.
IMMUTABLE_RESULTS = {"torch.device", "str", "int", "float", "bool", "tuple", "frozenset", "os.getenv",
                     "os.environ.get"}


def _immutable_module_variable(index: ModuleIndex, name: str) -> bool:
    bindings = index.assignments.get(name, ())
    return bool(bindings) and all(
        isinstance(index.enclosing_scope(where), cst.Module) and isinstance(value, cst.BaseExpression)
        and _immutable(index, value)
        for value, where in bindings
    )


def _immutable(index: ModuleIndex, value: cst.BaseExpression) -> bool:
    if isinstance(value, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString, cst.Integer, cst.Float)):
        return True
    if isinstance(value, cst.Name):
        return value.value in ("True", "False", "None")
    if isinstance(value, cst.IfExp):
        return _immutable(index, value.body) and _immutable(index, value.orelse)
    if isinstance(value, cst.Tuple):
        return all(_immutable(index, element.value) for element in value.elements)
    if isinstance(value, cst.Call):
        return index.qualified_name(value.func) in IMMUTABLE_RESULTS
    return False


def _names_defined_under_main_guards(index: ModuleIndex) -> Set[str]:
    return set(index.derived("names defined under the __main__ guards", lambda: frozenset().union(
        *(names_defined(statement.body) for statement in index.module.body
          if isinstance(statement, cst.If) and is_main_guard(statement))
    )))


def _changed_by_piece(index: ModuleIndex, piece: cst.CSTNode) -> Set[str]:
    """Names whose objects a piece of a path changes in place, itself or through this module's
    functions it calls (`fill()` that sets `STATE["n"]` in the parent)."""
    changed = _names_changed_once(index, piece)
    for called in _functions_called(index, [piece]):
        changed = changed | _names_changed_once(index, called.body)
    return changed


def _names_changed_once(index: ModuleIndex, node: cst.CSTNode) -> Set[str]:
    return set(index.derived(("names changed", id(node)), lambda: frozenset(names_changed(index, node))))


def _started_elsewhere(sites: Sequence[ProcessSite], refusal: str) -> Optional[FixOutcome]:
    """For starts inside another module's function or class: a fix of this file cannot reach them."""
    places = list(dict.fromkeys(f"{site.remote.where} ({site.remote.name})" for site in sites if site.remote))
    if not places:
        return None
    return FixOutcome(reason=f"{refusal}: the processes start in {', '.join(places)}, and a fix belongs there")


def spawn_context_fix(index: ModuleIndex, sites: Sequence[ProcessSite], target_default: str) -> FixOutcome:
    """Start every process of one driver block with one ``spawn`` context.

    Creates ``ctx = <mp>.get_context("spawn")`` just before the first statement of the
    block that makes a process, pool or primitive, and routes each of them through
    it; a primitive from the default (fork) context handed to a spawn process dies
    with "A SemLock created in a fork context is being shared with a process in a
    spawn context". An explicit ``get_context("fork")`` or ``set_start_method("fork")``
    becomes "spawn" instead.
    """
    remote = _started_elsewhere(sites, "no spawn fix")
    if remote is not None:
        return remote
    if any(site.kind is ProcessKind.OS_FORK for site in sites):
        return FixOutcome(reason="no spawn fix: os.fork() has no start method; the child runs the code after it")
    for site in sites:
        reason = unpicklable_target_reason(index, site)
        if reason:
            return FixOutcome(reason=f"no spawn fix: {reason}")
        subclass = index.process_subclass(site.call.func)
        if subclass is not None:
            return FixOutcome(
                reason=f"no spawn fix: {subclass.name.value} subclasses Process, which starts with the default "
                'context; call set_start_method("spawn") first thing under the `__main__` guard'
            )
    module_level = _module_level_start_method(index)
    if module_level is not None:
        return FixOutcome(
            reason="no spawn fix: set_start_method() runs at module level, so spawn children would run it "
            "again on import; move it under the `__main__` guard first (FMP006)"
        )
    guards = {index.guard_status(site.call) for site in sites}
    if GuardStatus.UNGUARDED in guards:
        return FixOutcome(
            reason='no spawn fix: the processes start at import time, outside `if __name__ == "__main__":`; '
            "spawn re-imports the main module in every child, which would start them again (FMP004)"
        )

    replacements: List[Tuple[cst.CSTNode, Replacement]] = []
    insert_before: Insertions = []
    imports: List[ImportNeeded] = []
    default_sites: List[ProcessSite] = []
    for site in sites:
        if site.via in ("context", "mp_context") and site.context_call is not None:
            method_arg = call_arg(site.context_call, 0, "method")
            if isinstance(method_arg, cst.SimpleString) and string_value(method_arg) == "fork":
                replacements.append((method_arg, _with_string(method_arg, "spawn")))
                continue
            if method_arg is None and not site.context_call.args:
                # get_context() with no method is the default context: ask for spawn by name.
                replacements.append((site.context_call, _with_spawn_argument))
                continue
            if isinstance(method_arg, cst.Name) and method_arg.value == "None":  # get_context(None): the same
                replacements.append((method_arg, cst.SimpleString('"spawn"')))
                continue
        if site.via == "default" and site.start_method == "fork":
            # The call whose method is in force at the start, never one that runs after it.
            chooser = index.method_chooser_before(site.call)
            chosen = call_arg(chooser, 0, "method") if chooser is not None else None
            if isinstance(chosen, cst.SimpleString):
                replacements.append((chosen, _with_string(chosen, "spawn")))
                continue
            default_sites.append(site)
            continue
        if site.via == "start_method":
            method_arg = call_arg(site.call, 5, "start_method")
            if isinstance(method_arg, cst.SimpleString):
                replacements.append((method_arg, _with_string(method_arg, "spawn")))
                continue
            return FixOutcome(reason="no spawn fix: start_method is a variable; set it to \"spawn\" where it "
                                     "is assigned, if nothing else reads it")
        return FixOutcome(reason="no spawn fix: the start method comes from an expression fixmp cannot rewrite")

    if default_sites:
        outcome = _route_through_new_context(index, default_sites, replacements, insert_before, imports)
        if outcome is not None:
            return outcome

    safe = guards == {GuardStatus.GUARDED}
    notes: List[str] = []
    if not safe:
        notes.append("nothing in this module calls the function that starts the processes, so fixmp cannot see "
                     "whether its caller is under a `__main__` guard")
    for site in sites:
        for target in site.targets:
            if not _target_is_importable(index, target):
                safe = False
                notes.append(f"the target `{index.module.code_for_node(target)}` is pickled by spawn")

        # State the parent makes at run time, which a spawned child, importing the modules again, lacks.
        handed_over = [name for name in imported_state_set_at_run_time(index)
                       if any(not _is_this_modules_function(index, target) for target in site.targets)]
        lacking = _state_a_spawned_child_lacks(index, site)
        state_notes = [f"the parent sets {', '.join(handed_over)} at run time: a spawn child imports that module "
                       "again and does not see it"] if handed_over else []
        state_notes += [f"the target reads {', '.join(sorted(lacking))}, which the parent sets or changes at run "
                        "time (under the `__main__` guard, in place, or through `global`): a spawn child does not "
                        "see that"] if lacking else []
        for note in state_notes:
            safe = False
            if note not in notes:
                notes.append(note)
        partials = [index.partial_of_target(target) for target in site.targets]
        bound = [arg.value for partial in partials if partial is not None for arg in partial.args[1:]]
        for value in (*site.handed, *bound):
            opaque = _opaque_handed_object(index, value)
            if opaque and opaque not in notes:
                safe = False
                notes.append(opaque)
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


def _opaque_handed_object(index: ModuleIndex, value: cst.BaseExpression) -> Optional[str]:
    """Why spawn may fail to pickle an object handed to the children, when fixmp cannot see into it.

    An instance of a class from another module (or of this module's class whose
    ``__init__`` makes a lock, queue or value) may hold a primitive made by the
    default fork context: pickling it for a spawn child fails at ``start()`` with
    "A SemLock created in a fork context is being shared with a process in a spawn
    context" (Kaixhin/ACER's ``Counter``, docs/real-world.md). An object the parent
    calls ``share_memory()`` on is taken to be a torch module, tensor or optimizer,
    which torch.multiprocessing pickles into shared memory.
    """
    name = value.value if isinstance(value, cst.Name) else None
    if isinstance(value, cst.Name):
        for call in index.method_calls("share_memory") + index.method_calls("share_memory_"):
            if index.may_be_same_variable(receiver(call), value):
                return None
    shown = index.module.code_for_node(value)
    for made in index.values_of(name, value) if name is not None else [value]:
        if not isinstance(made, cst.Call):
            continue
        qualified = index.qualified_name(made.func)
        if (qualified is not None and qualified.rpartition(".")[2][:1].isupper()
                and not qualified.startswith(("torch.",) + tuple(module + "." for module in MP_MODULES))):
            return (f"spawn pickles `{shown}`, a `{qualified}` fixmp cannot see into; a lock or queue it holds "
                    "from the fork context would crash the start")
        if isinstance(made.func, cst.Name) and made.func.value in index.classes:
            init = index.method(index.classes[made.func.value], "__init__")

            def primitive(node: cst.CSTNode, index: ModuleIndex = index) -> Optional[str]:
                return "primitive" if isinstance(node, cst.Call) and index.mp_api(node.func) in CONTEXT_PRIMITIVES else None

            if init is not None and index.find_in_function(init, primitive):
                return (f"spawn pickles `{shown}`, whose {made.func.value}() makes a lock, queue or value with the "
                        "default context, which crashes a spawn start")
    return None


def context_fix(index: ModuleIndex, sites: Sequence[ProcessSite], method: str, description: str) -> FixOutcome:
    """Route every process and primitive of one driver block through a new ``get_context(method)``."""
    remote = _started_elsewhere(sites, f"no {method} context")
    if remote is not None:
        return remote
    replacements: List[Tuple[cst.CSTNode, Replacement]] = []
    insert_before: Insertions = []
    imports: List[ImportNeeded] = []
    outcome = _route_through_new_context(index, sites, replacements, insert_before, imports, method)
    if outcome is not None:
        return outcome
    return FixOutcome(
        fix=Fix(
            safety=SAFE,
            description=description,
            replacements=tuple(replacements),
            insert_before=tuple(insert_before),
            imports=tuple(imports),
        )
    )


def _route_through_new_context(
    index: ModuleIndex,
    sites: Sequence[ProcessSite],
    replacements: List[Tuple[cst.CSTNode, Replacement]],
    insert_before: Insertions,
    imports: List[ImportNeeded],
    method: str = "spawn",
) -> Optional[FixOutcome]:
    blocks = {driver_block(index, site.call) for site in sites}
    block = blocks.pop() if len(blocks) == 1 else None
    if block is None:
        return FixOutcome(reason=f"no {method} fix: the processes do not start inside one function or `__main__` block")

    context_name = next((name for name in CONTEXT_NAMES if name not in index.names_used), None)
    if context_name is None:
        return FixOutcome(reason=f"no {method} fix: every name fixmp would give the context is taken")

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
            for made, where in index.bindings(value.value, value):
                if (
                    isinstance(made, cst.Call)
                    and index.mp_api(made.func) in CONTEXT_PRIMITIVES
                    and made not in routed
                ):
                    return FixOutcome(
                        reason=f"no {method} fix: `{value.value}` is made outside {describe_block(index, block)}, "
                        f"so it cannot be moved to the new {method} context"
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
        return FixOutcome(reason=f"no {method} fix: fixmp could not find where the processes are made")
    statement = cst.parse_statement(f'{context_name} = {get_context}("{method}")\n')
    insert_before.append((anchor, (statement,)))
    return None


def _innermost_common_block(
    index: ModuleIndex, calls: Iterable[cst.Call], outermost: cst.IndentedBlock
) -> cst.IndentedBlock:
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


def _get_context_callable(index: ModuleIndex, sites: Sequence[ProcessSite], imports: List[ImportNeeded]) -> str:
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


def _add_keyword(call: cst.Call, keyword: str, value: str) -> Callable[[cst.Call], cst.Call]:
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


def names_defined(statement: cst.CSTNode) -> Set[str]:
    """Names a statement binds (assignment targets, loop and with targets, imports, defs)."""
    defined: Set[str] = set()

    class Binder(cst.CSTVisitor):
        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            defined.update(_target_names(node.target))

        def visit_AugAssign(self, node: cst.AugAssign) -> None:
            defined.update(_target_names(node.target))

        def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
            defined.update(_target_names(node.target))

        def visit_For(self, node: cst.For) -> None:
            defined.update(_target_names(node.target))

        def visit_AsName(self, node: cst.AsName) -> None:
            defined.update(_target_names(node.name))

        def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
            defined.update(_target_names(node.target))

        def visit_Import(self, node: cst.Import) -> None:
            for alias in node.names:
                if alias.asname is None:
                    defined.add((dotted_name(alias.name) or "").split(".")[0])

        def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
            if not isinstance(node.names, cst.ImportStar):
                for alias in node.names:
                    if alias.asname is None and isinstance(alias.name, cst.Name):
                        defined.add(alias.name.value)

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            defined.add(node.name.value)
            return False

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            defined.add(node.name.value)
            return False

    statement.visit(Binder())
    return defined


def _target_names(target: cst.CSTNode) -> Set[str]:
    if isinstance(target, cst.Name):
        return {target.value}
    if isinstance(target, (cst.Tuple, cst.List)):
        names: Set[str] = set()
        for element in target.elements:
            names |= _target_names(element.value)
        return names
    if isinstance(target, cst.StarredElement):
        return _target_names(target.value)
    return set()  # attributes and subscripts mutate an object; its name counts as used


def names_used(statement: cst.CSTNode) -> Set[str]:
    used: Set[str] = set()

    class Reader(cst.CSTVisitor):
        def visit_Name(self, node: cst.Name) -> None:
            used.add(node.value)

        def visit_Attribute(self, node: cst.Attribute) -> bool:
            node.value.visit(self)  # `a.b` uses `a`, not a name `b`
            return False

    statement.visit(Reader())
    return used


def names_changed(index: ModuleIndex, statement: cst.CSTNode) -> Set[str]:
    """Names whose objects a statement may change in place.

    The receivers of its method calls and the names it passes to calls, directly or
    through an attribute or subscript (`model.share_memory()`, `orthogonal_(model.weight)`),
    and the objects it assigns into (`STATE["w"] = w`, `cfg.lr *= 2`); imported modules
    and this module's functions and classes are not objects it changes.
    """
    changed: Set[str] = set()

    def root(expr: cst.CSTNode) -> Optional[str]:
        while isinstance(expr, (cst.Attribute, cst.Subscript)):
            expr = expr.value
        return expr.value if isinstance(expr, cst.Name) else None

    def add(expr: cst.CSTNode) -> None:
        name = root(expr)
        if name is not None:
            changed.add(name)

    class Finder(cst.CSTVisitor):
        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            return False

        def visit_Call(self, node: cst.Call) -> None:
            if isinstance(node.func, cst.Attribute):
                add(node.func.value)
            for arg in node.args:
                add(arg.value)

        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            if isinstance(node.target, (cst.Attribute, cst.Subscript)):
                add(node.target)

        def visit_AugAssign(self, node: cst.AugAssign) -> None:
            if isinstance(node.target, (cst.Attribute, cst.Subscript)):
                add(node.target)

    statement.visit(Finder())
    return changed - set(index.aliases) - set(index.functions) - set(index.classes)


def _leaves_block(statement: cst.CSTNode) -> bool:
    """A statement that returns, breaks or yields cannot move past others."""
    found: List[cst.CSTNode] = []

    class Finder(cst.CSTVisitor):
        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            return False

        def visit_Return(self, node: cst.Return) -> None:
            found.append(node)

        def visit_Break(self, node: cst.Break) -> None:
            found.append(node)

        def visit_Continue(self, node: cst.Continue) -> None:
            found.append(node)

        def visit_Yield(self, node: cst.Yield) -> None:
            found.append(node)

        def visit_Raise(self, node: cst.Raise) -> None:
            found.append(node)

    statement.visit(Finder())
    return bool(found)


def defer_fix(index: ModuleIndex, sites: Sequence[ProcessSite], origins: Sequence[cst.CSTNode]) -> FixOutcome:
    """Move the parent's parallel work to just after the statement that starts the last child.

    Only where every statement doing the work sits in the block that starts the
    children, and nothing that stays before the start (process arguments included)
    uses what the moved statements make. Statements before the start that use
    what they make move with them.
    """
    remote = _started_elsewhere(sites, "cannot move the work")
    if remote is not None:
        # The function that starts them may wait for the children, or hand them what the work makes.
        return remote
    if any(site.kind is ProcessKind.OS_FORK for site in sites):
        # After os.fork() both processes run on: moved work would run in the child too, unless it
        # leaves first (os._exit), which fixmp does not prove.
        return FixOutcome(reason="cannot move the work: after os.fork() the child runs on from the same place")
    if not origins or not all(isinstance(origin, cst.BaseStatement) for origin in origins):
        return FixOutcome(reason="cannot move the work: it runs in an expression or through another function's caller")
    blocks = {id(index.parent(origin)) for origin in origins}
    block = index.parent(origins[0])
    if len(blocks) != 1 or not isinstance(block, cst.IndentedBlock):
        return FixOutcome(reason="cannot move the work: it does not sit in the block that starts the processes")
    body = list(block.body)
    starts = [call for site in sites for call in (site.start_calls or (site.call,))] + [site.call for site in sites]
    start_positions = set()
    for call in starts:
        # The statement of this block that holds the call, if one does.
        statement = next((node for node in (call, *index.ancestors(call)) if index.parent(node) is block), None)
        if statement is not None:
            start_positions.add(index.position_in_block(statement))
    if not start_positions:
        return FixOutcome(reason="cannot move the work: the processes start in another block")
    anchor_position = max(start_positions)
    first_start = min(start_positions)
    positions = sorted(index.position_in_block(origin) for origin in origins)
    if positions[-1] >= first_start:
        return FixOutcome(reason="cannot move the work: it runs between process starts")

    moved = set(positions)
    changed = True
    while changed:  # statements that use what moves must move too (bounded by the block length)
        changed = False
        # What a moved statement changes in place counts as made: moving `model.share_memory()`
        # past `Process(args=(model,))` would hand the children an unshared copy.
        made = set().union(*(names_defined(body[p]) | names_changed(index, body[p]) for p in moved))
        for position in range(positions[0], anchor_position + 1):
            if position in moved or not (names_used(body[position]) & made):
                continue
            if position >= first_start:
                return FixOutcome(
                    reason="cannot move the work: what it makes or changes is used by the statements that start "
                    f"the processes (`{', '.join(sorted(names_used(body[position]) & made))}`)"
                )
            moved.add(position)
            changed = True
    moved_statements = [body[p] for p in sorted(moved)]
    staying_between = [body[p] for p in range(positions[0], anchor_position + 1) if p not in moved]
    rebound = set().union(set(), *(names_defined(s) for s in staying_between)) & set().union(
        set(), *(names_used(s) for s in moved_statements)
    )
    if rebound:
        return FixOutcome(
            reason=f"cannot move the work: it reads `{', '.join(sorted(rebound))}`, which later statements rebind"
        )
    # A forked child reads module state as it is at the fork: moving a statement that
    # makes, changes or uses what the children read as globals changes what they see.
    children_read = set().union(set(), *(globals_read_by(index, t) for site in sites for t in site.targets))
    touched = set().union(set(), *(names_defined(s) | names_used(s) for s in moved_statements))
    for called in _functions_called(index, moved_statements):
        # What a function of this module that moves with the work reads or changes moves too.
        touched |= names_used(called.body) & module_variables(index)
    touched &= children_read
    if touched:
        return FixOutcome(
            reason=f"cannot move the work: the children read `{', '.join(sorted(touched))}` as a global, "
            "which the moved statements make or change"
        )
    handed_over = [name for statement in moved_statements for name, _ in _imported_state_set_in(index, statement)]
    if handed_over:
        # (``tasks.MODEL = model``: the children of another module's function read it at the fork.)
        return FixOutcome(reason=f"cannot move the work: it sets `{', '.join(handed_over)}`, which the children "
                                 "of another module's function may read when they start")
    if any(_leaves_block(statement) for statement in moved_statements):
        return FixOutcome(reason="cannot move the work: it returns, breaks, yields or raises")
    if any(_changes_environment(index, statement) for statement in moved_statements):
        return FixOutcome(reason="cannot move the work: it changes the environment (os.environ), which the "
                                 "children inherit as it is when they start")
    description = "build it after the processes start"
    output = next((call for statement in moved_statements for call in _output_calls(index, statement)), None)
    if output is not None:
        # The program's output order is behaviour too: what the moved statements print now
        # comes after the children start, and may interleave with theirs.
        description += (f" (unsafe: it moves output, line {index.line(output)}, to after the processes start)")
    anchor = body[anchor_position]
    return FixOutcome(
        fix=Fix(
            safety=UNSAFE if output is not None else SAFE,
            description=description,
            replacements=tuple((statement, cst.RemovalSentinel.REMOVE) for statement in moved_statements),
            insert_after=((anchor, tuple(moved_statements)),),
        )
    )


def _functions_called(index: ModuleIndex, statements: Sequence[cst.CSTNode]) -> List[cst.FunctionDef]:
    """This module's functions the statements call, and the ones those call (two levels)."""
    found: List[cst.FunctionDef] = []
    pending = [call for statement in statements for call in index.calls_run_by(statement)]
    for _ in range(2):
        following = []
        for call in pending:
            function = index.callee(call)
            if function is not None and function not in found:
                found.append(function)
                following += index.calls_run_by(function.body)
        pending = following
    return found


def _changes_environment(index: ModuleIndex, statement: cst.CSTNode) -> bool:
    """``os.environ[...] = ...``, ``os.environ.update(...)``, ``os.putenv(...)`` and the like."""
    for node in _subscript_targets(statement):
        if index.qualified_name(node.value) == "os.environ":
            return True
    for call in index.calls_run_by(statement):
        name = index.qualified_name(call.func) or ""
        if name in ("os.putenv", "os.unsetenv") or (name.startswith("os.environ.") and name != "os.environ.get"):
            return True
    return False


def _subscript_targets(statement: cst.CSTNode) -> List[cst.Subscript]:
    found: List[cst.Subscript] = []

    class Targets(cst.CSTVisitor):
        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            if isinstance(node.target, cst.Subscript):
                found.append(node.target)

    statement.visit(Targets())
    return found


def _output_calls(index: ModuleIndex, statement: cst.CSTNode) -> List[cst.Call]:
    """Calls that write the program's output: print, logging, ``.write`` on a stream."""
    calls = []
    for call in index.calls_run_by(statement):
        name = index.qualified_name(call.func) or dotted_name(call.func) or ""
        if name in ("print", "pprint.pprint") or name.startswith("logging.") or name.startswith("logger.") \
                or name.startswith("sys.stdout.") or name.startswith("sys.stderr.") or name.endswith(".write"):
            calls.append(call)
    return calls


def single_thread_child_fix(index: ModuleIndex, sites: Sequence[ProcessSite]) -> FixOutcome:
    """Insert ``torch.set_num_threads(1)`` first thing in each module-level target function (for
    ``os.fork()``, first thing in the block only the child runs)."""
    torch_name = index.imported_as("torch")
    imports = () if torch_name else (ImportNeeded("torch"),)
    statement = cst.parse_statement(f"{torch_name or 'torch'}.set_num_threads(1)\n")
    if any(site.remote is not None and not site.targets for site in sites):
        return _started_elsewhere([site for site in sites if not site.targets], "cannot make the child single-threaded") \
            or FixOutcome(reason="cannot make the child single-threaded")
    if any(site.kind is ProcessKind.OS_FORK for site in sites):
        return _single_thread_fork_child(sites, statement, imports)
    if all(not site.targets for site in sites):
        pinned = _pool_initializer_fix(sites, torch_name or "torch", imports)
        if pinned is not None:
            return pinned
    functions = []
    for site in sites:
        if not site.targets:
            return FixOutcome(reason="cannot make the child single-threaded: fixmp cannot see its target")
        for target in site.targets:
            function = index.function_of_target(target)
            if function is None or not isinstance(target, cst.Name) or target.value not in index.functions:
                # A pool's tasks in another module: its workers are pinned where it is made, whatever they run.
                return _pool_initializer_fix(sites, torch_name or "torch", imports) or FixOutcome(
                    reason="cannot make the child single-threaded: its target is not a function of this module"
                )
            if index.calls_of(function):
                # (A pool's initializer pins its workers, not the parent that calls the function too.)
                return _pool_initializer_fix(sites, torch_name or "torch", imports) or FixOutcome(
                    reason=f"cannot make the child single-threaded: the parent calls {function.name.value}() too, "
                    "and would become single-threaded"
                )
            if function not in functions:
                functions.append(function)
    insert_before: Insertions = []
    insert_after: Insertions = []
    replacements: List[Tuple[cst.CSTNode, Replacement]] = []
    for function in functions:
        if isinstance(function.body, cst.SimpleStatementSuite):
            # A one-line ``def f(x): return ...``: its body becomes a block, the call first.
            suite = function.body
            block = cst.IndentedBlock(body=[
                statement,
                cst.SimpleStatementLine(body=suite.body, trailing_whitespace=suite.trailing_whitespace),
            ])
            replacements.append((suite, block))
            continue
        first = cast(cst.BaseStatement, list(function.body.body)[0])  # an indented block's statement
        if _is_docstring(first):
            insert_after.append((first, (statement,)))
        else:
            insert_before.append((first, (statement,)))
    return _single_thread_fix("first thing in its target", imports, replacements=replacements,
                              insert_before=insert_before, insert_after=insert_after)


# Where a pool takes its initializer and initargs when they are given by position.
INITIALIZER_POSITIONS = {ProcessKind.POOL: (1, 2), ProcessKind.PROCESS_POOL_EXECUTOR: (2, 3)}


def fork_hook_fix(index: ModuleIndex) -> FixOutcome:
    """For children forked in another module (a function of it called here, or a start the program reaches
    through values): ``os.register_at_fork(after_in_child=lambda: torch.set_num_threads(1))`` at the top
    of this module, after its imports, so that every child forked once it is imported is single-threaded
    before it runs anything, wherever its start is written (measured: a forked child pinned by the hook
    does not hang). At the top, it is registered once, however often the code that forks runs."""
    names = top_level_imports(index)
    imports = tuple(ImportNeeded(module) for module in ("os", "torch") if module not in names)
    hook = cst.parse_statement(f"{names.get('os', 'os')}.register_at_fork(after_in_child=lambda: "
                               f"{names.get('torch', 'torch')}.set_num_threads(1))\n")
    body = list(index.module.body)
    last_import = max((position for position, statement in enumerate(body)
                       if isinstance(statement, cst.SimpleStatementLine)
                       and any(isinstance(small, (cst.Import, cst.ImportFrom)) for small in statement.body)),
                      default=None)
    description = "run every forked child single-threaded: os.register_at_fork(after_in_child=...) at the module's top"
    if last_import is not None:
        return FixOutcome(fix=Fix(safety=SAFE, description=description,
                                  insert_after=((body[last_import], (hook,)),), imports=imports))
    first = next((statement for statement in body if not _is_docstring(statement)), None)
    if first is None:
        return FixOutcome(reason="cannot make the children single-threaded: the module has no statement to follow")
    return FixOutcome(fix=Fix(safety=SAFE, description=description, insert_before=((first, (hook,)),),
                              imports=imports))


def children_pinned_at_import(index: ModuleIndex) -> Optional[cst.SimpleStatementLine]:
    """A top-level line of the module that registers a fork hook pinning each child to one thread
    (``os.register_at_fork(after_in_child=lambda: torch.set_num_threads(1))``, ``fork_hook_fix``'s), with
    ``torch`` and ``os`` imported at the top: every child forked once it ran is single-threaded first."""
    names = top_level_imports(index)
    if "torch" not in names or "os" not in names:
        return None
    for statement in index.module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            call = small.value if isinstance(small, cst.Expr) else None
            if not isinstance(call, cst.Call) or dotted_name(call.func) != f"{names['os']}.register_at_fork":
                continue
            hook = keyword_arg(call, "after_in_child")
            if isinstance(hook, cst.Lambda) and isinstance(hook.body, cst.Call) and not hook.params.params \
                    and dotted_name(hook.body.func) == f"{names['torch']}.set_num_threads" \
                    and len(hook.body.args) == 1 and isinstance(hook.body.args[0].value, cst.Integer) \
                    and hook.body.args[0].value.value == "1":
                return statement
    return None


def top_level_imports(index: ModuleIndex) -> Dict[str, str]:
    """The modules the module's own top-level import lines bind, by qualified name: the local name (``th``
    for ``import torch as th``). An import inside a function binds nothing at the top."""
    names: Dict[str, str] = {}
    for statement in index.module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if isinstance(small, cst.Import):
                for alias in small.names:
                    qualified = dotted_name(alias.name) or ""
                    local = alias.asname.name.value if alias.asname is not None \
                        and isinstance(alias.asname.name, cst.Name) else qualified.split(".")[0]
                    if alias.asname is not None or "." not in qualified:
                        names.setdefault(qualified, local)
    return names


def _pool_initializer_fix(sites: Sequence[ProcessSite], torch_name: str,
                          imports: Tuple[ImportNeeded, ...]) -> Optional[FixOutcome]:
    """``Pool(size)`` made where its tasks are not seen (a factory a container calls; the tasks are handed
    over elsewhere): ``initializer=torch.set_num_threads, initargs=(1,)`` pins each worker before any task,
    whatever it runs. None where a site is no pool, already has an initializer, or takes ``**kwargs``."""
    replacements: List[Tuple[cst.CSTNode, Replacement]] = []
    for site in sites:
        positions = INITIALIZER_POSITIONS.get(site.kind)
        call = site.call
        if positions is None or any(arg.star for arg in call.args) or len(
                [arg for arg in call.args if arg.keyword is None]) > positions[0] \
                or any(arg.keyword is not None and arg.keyword.value in ("initializer", "initargs") for arg in call.args):
            return None
        if all(node is not call for node, _ in replacements):
            replacements.append((call, _add_keywords(
                [("initializer", f"{torch_name}.set_num_threads"), ("initargs", "(1,)")])))
    return _single_thread_fix("in each pool worker, as its initializer", imports, replacements=replacements)


def _add_keywords(keywords: Sequence[Tuple[str, str]]) -> Callable[[cst.Call], cst.Call]:
    """Keyword arguments added at the end of a call, each value an expression's source."""
    def add(updated: cst.Call) -> cst.Call:
        args = list(updated.args)
        trailing = args[-1].comma if args else cst.MaybeSentinel.DEFAULT
        if args:
            args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        for position, (keyword, value) in enumerate(keywords):
            last = position == len(keywords) - 1
            args.append(cst.Arg(
                keyword=cst.Name(keyword), value=cst.parse_expression(value),
                equal=cst.AssignEqual(whitespace_before=cst.SimpleWhitespace(""),
                                      whitespace_after=cst.SimpleWhitespace("")),
                comma=trailing if last else cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")),
            ))
        return updated.with_changes(args=args)

    return add


def _single_thread_fork_child(
    sites: Sequence[ProcessSite], statement: cst.BaseStatement, imports: Tuple[ImportNeeded, ...]
) -> FixOutcome:
    insert_before: Insertions = []
    for site in sites:
        if site.child_block is None:
            return FixOutcome(reason="cannot make the child single-threaded: fixmp cannot find the block only the "
                                     "child runs (write `pid = os.fork()` then `if pid == 0:`)")
        first = list(site.child_block.body)[0]
        if all(anchor is not first for anchor, _ in insert_before):
            insert_before.append((first, (statement,)))
    return _single_thread_fix("first thing after os.fork()", imports, insert_before=insert_before)


def _single_thread_fix(
    where: str,
    imports: Tuple[ImportNeeded, ...],
    *,
    replacements: Sequence[Tuple[cst.CSTNode, Replacement]] = (),
    insert_before: Sequence[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]]] = (),
    insert_after: Sequence[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]]] = (),
) -> FixOutcome:
    return FixOutcome(
        fix=Fix(
            safety=SAFE,
            description=f"run the child single-threaded: torch.set_num_threads(1) {where}",
            replacements=tuple(replacements),
            insert_before=tuple(insert_before),
            insert_after=tuple(insert_after),
            imports=imports,
        )
    )


def _is_docstring(statement: cst.CSTNode) -> bool:
    return (
        isinstance(statement, cst.SimpleStatementLine)
        and len(statement.body) == 1
        and isinstance(statement.body[0], cst.Expr)
        and isinstance(statement.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


def single_thread_function_fix(index: ModuleIndex, function: cst.FunctionDef) -> FixOutcome:
    """Insert ``torch.set_num_threads(1)`` first thing in ``function`` of this module: the child's target
    as a run saw it (``fixmp run --fix``), where the start is in another module."""
    name = function.name.value
    if index.calls_of(function):
        return FixOutcome(reason=f"cannot make the child single-threaded: this module calls {name}() too, "
                                 "and the caller would become single-threaded")
    torch_name = index.imported_as("torch")
    imports = () if torch_name else (ImportNeeded("torch"),)
    statement = cst.parse_statement(f"{torch_name or 'torch'}.set_num_threads(1)\n")
    if isinstance(function.body, cst.SimpleStatementSuite):
        suite = function.body
        block = cst.IndentedBlock(body=[
            statement, cst.SimpleStatementLine(body=suite.body, trailing_whitespace=suite.trailing_whitespace)])
        return _single_thread_fix(f"first thing in {name}()", imports, replacements=[(suite, block)])
    first = cast(cst.BaseStatement, list(function.body.body)[0])
    if _is_docstring(first):
        return _single_thread_fix(f"first thing in {name}()", imports, insert_after=[(first, (statement,))])
    return _single_thread_fix(f"first thing in {name}()", imports, insert_before=[(first, (statement,))])
