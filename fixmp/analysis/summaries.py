"""One module's summary: what calling its top-level functions, or building its classes, does, and which of
them start processes (``fixmp.analysis.facts.ModuleFacts``). ``fixmp.analysis.project`` decides which
summaries a run makes, keeps them, and settles the modules that ask for each other; this module reads one
module's code to make one."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Dict, FrozenSet, List, Optional, Sequence, Set, Tuple

import libcst as cst

from fixmp.analysis.cuda import CudaKnowledge
from fixmp.analysis.facts import EVERY_PART, STARTS_PART, Input, ModuleFacts, ProjectModules, RemoteStart
from fixmp.analysis.index import ModuleIndex, is_generator
from fixmp.analysis.parallel import ParallelKnowledge
from fixmp.analysis.sites import MAX_BASE_DEPTH, Evidence, ProcessSite, dotted_name, keyword_arg
from fixmp.model import ProcessKind, StartMethod
from fixmp.parse.guards import DEFAULT_MAX_STEPS


def summarise(
    module: cst.Module, path: str, project: ProjectModules, source: Optional[bytes] = None, part: str = EVERY_PART,
    step_budget: int = DEFAULT_MAX_STEPS,
) -> ModuleFacts:
    """What each top-level function of ``module`` runs when called, and each class when built
    (its ``__init__``): the first parallel CPU work and the first CUDA initialisation, with where.
    ``part``: ``STARTS_PART``, only what it defines, starts and hands on; a name, what it defines and
    what that function or class alone does (``Project.facts``)."""
    index = ModuleIndex(module, path, source)
    index.step_budget = step_budget
    index.attach_project(project, path)
    parallel = ParallelKnowledge.of(index)
    cuda = CudaKnowledge(index)
    names = frozenset(index.functions) | frozenset(index.classes)
    if part == STARTS_PART:
        starts, exports = _starts(index, parallel, cuda), _exports(module, index)
        return ModuleFacts(path, names=names, starts=starts, exports=exports, consulted=_consulted(index, project),
                           gave_up=frozenset(index.gave_up))
    parallel_work: Dict[str, str] = {}
    cuda_init: Dict[str, str] = {}
    every = part == EVERY_PART
    functions = {defined: function for defined, function in index.functions.items() if every or defined == part}
    classes = {defined: cls for defined, cls in index.classes.items() if every or defined == part}
    bodies: List[Tuple[str, Optional[cst.FunctionDef]]] = [*functions.items()]
    bodies += [(class_name, index.method(cls, "__init__")) for class_name, cls in classes.items()]
    single_threaded: Set[str] = set()
    torch_work: Dict[str, str] = {}
    for defined, top_level in functions.items():
        work, single = _first_torch_work(index, parallel, top_level)
        if single:
            single_threaded.add(defined)
        elif work:
            torch_work[defined] = work
    for defined, function in bodies:
        if function is None:
            continue
        parallel_found = _described(index, index.find_in_function(function, parallel.parallel_work, operations=True))
        if parallel_found:
            parallel_work[defined] = parallel_found
        initialised = _described(index, index.find_in_function(function, cuda.initialiser))
        if initialised:
            cuda_init[defined] = initialised
    # (A caller of one name asks what it does: not what the module starts, nor hands on.)
    starts, exports = (_starts(index, parallel, cuda), _exports(module, index)) if every else ({}, {})
    return ModuleFacts(path, parallel_work, cuda_init, frozenset(single_threaded), torch_work, names=names,
                       starts=starts, exports=exports, consulted=_consulted(index, project),
                       gave_up=frozenset(index.gave_up))


def _consulted(index: ModuleIndex, project: ProjectModules) -> FrozenSet[Input]:
    """What a summary read: the module's own bytes, and what its analysis looked up and used."""
    return frozenset(index.consulted) | {(index.path, project.digest(Path(index.path)))}


def _exports(module: cst.Module, index: ModuleIndex) -> Dict[str, str]:
    """The names the module's imports bind that a star import of it takes: those in a literal
    ``__all__``, else those not starting with an underscore. A relative import's target is relative
    to this module, not to the importer: left out."""
    listed: Optional[Set[str]] = None
    for statement in module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if (isinstance(small, cst.Assign) and len(small.targets) == 1
                    and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == "__all__"
                    and isinstance(small.value, (cst.List, cst.Tuple))):
                listed = {element.value.evaluated_value for element in small.value.elements
                          if isinstance(element.value, cst.SimpleString)
                          and isinstance(element.value.evaluated_value, str)}
    return {
        local: target for local, target in index.aliases.items()
        if not target.startswith(".") and (local in listed if listed is not None else not local.startswith("_"))
    }


def _first_torch_work(index: ModuleIndex, parallel: ParallelKnowledge, function: cst.FunctionDef) -> Tuple[str, bool]:
    """The torch work ``function`` does first (``"torch.ones at utils.py:4"``, or ""), and whether it makes
    itself single-threaded (``torch.set_num_threads(1)``) before any."""
    first = index.find_in_function(function, parallel.torch_work)
    thread_setting = index.find_in_function(function, parallel.single_thread_setting)
    if thread_setting and (not first or index.line(thread_setting[0].call) <= index.line(first[0].call)):
        return "", True
    return _work_described(index, parallel, first), False


def _starts(index: ModuleIndex, parallel: ParallelKnowledge, cuda: CudaKnowledge) -> Dict[str, RemoteStart]:
    """The module's top-level functions that start processes, and its Process subclasses, as callers in
    other modules see them. The start method is read as the module decides it (``fork`` where it
    chooses nothing stands for "the caller's program decides", see ``RemoteStart.start_method``)."""
    starts: Dict[str, RemoteStart] = {}
    file_name = os.path.basename(index.path)
    for site in index.process_sites("fork"):
        # Where the children start, which may be another method than the one that made the
        # Process or executor (``self.pool`` made in ``__init__``, first used in ``submit``).
        found = _starting_function(index, site.start_calls[0] if site.start_calls else site.call)
        if found is None or found[0] in starts:
            continue
        name, function, is_method = found
        if is_generator(index, function) and not function.decorators:
            # Calling a generator function runs none of its body: its processes start where the caller
            # iterates what it returned, which the program run follows (``for chunk in stages``). (A
            # decorated one, ``@contextmanager``, runs where its wrapper says: a start as before.)
            continue
        where = f"{file_name}:{index.line(site.reported_at)}"
        chosen_here = site.via != "default" or index.method_set_before(site.call) is not None
        method = site.start_method if chosen_here else None
        parameter = _target_parameter(function, site, is_method)
        work: Optional[str] = None  # None: something fixmp cannot see, or the caller's function
        single, uses_cuda = False, None
        if site.child_block is not None:  # os.fork(): the child runs that block
            body = list(site.child_block.body)
            # (``if pid == 0: torch.set_num_threads(1)`` before its work: the child never waits on the pool.
            # Statement by statement: the work may be in a function called later, defined above.)
            for statement in body:
                if index.find_on_path([statement], parallel.torch_work):
                    break
                if index.find_on_path([statement], parallel.single_thread_setting):
                    single = True
                    break
            work = "" if single else _work_described(index, parallel, index.find_on_path(body, parallel.torch_work))
            uses_cuda = _described(index, index.find_on_path(body, cuda.uses_cuda))
        elif parameter is None and site.targets_known and site.targets:
            work, single, uses_cuda = _children_work(index, parallel, cuda, site)
        on_self = _self_methods_before(index, site, function) if is_method else ()
        before = index.run_before_site(site)
        single_parent = bool(index.find_on_path(before, parallel.single_thread_setting))
        own_work = bool(index.find_on_path(before, parallel.parallel_work, operations=True))
        starts[name] = RemoteStart(name, site.kind, where, False, method, parameter, work, single, uses_cuda,
                                   on_self, single_parent, own_work)
    for class_name, cls in index.classes.items():
        if index.process_subclass(cst.Name(class_name)) is None:
            continue
        run = index.method(cls, "run")
        if run is None:
            continue
        work, single = _first_torch_work(index, parallel, run)
        uses_cuda = _described(index, index.find_in_function(run, cuda.uses_cuda))
        where = f"{file_name}:{index.line(cls)}"
        # Its children start where a caller calls ``.start()``: after this module's import, whose
        # top-level ``set_start_method`` calls have run by then.
        at_import = index.method_set_at_import()
        method = StartMethod(at_import) if at_import is not None else None
        starts[class_name] = RemoteStart(class_name, ProcessKind.PROCESS, where, True, method, None, work, single,
                                         uses_cuda)
    for class_name, cls in index.classes.items():
        # Methods a class inherits that start processes: from a class of this module (``class
        # DefaultTrainer(BaseTrainer)`` under it), or of another (``index.inherited_starts``).
        for key, start in list(starts.items()) if cls.bases else ():
            owner, _, method_name = key.partition(".")
            if not method_name or owner == class_name or owner not in index.classes:
                continue
            defined = index.method(index.classes[owner], method_name)
            if defined is not None and index.method(cls, method_name) is defined:
                starts.setdefault(f"{class_name}.{method_name}", start)
        for method_name, start in index.inherited_starts(cls).items():
            starts.setdefault(f"{class_name}.{method_name}", start)
    for site in index.remote_process_sites("fork"):
        # A call here of another module's starting function: the function holding it starts too, as
        # its callers see it (what the children run is that module's business: not followed here).
        found = _starting_function(index, site.call)
        if found is None or found[0] in starts or site.remote is None:
            continue
        name, function, is_method = found
        before = index.run_before_site(site)
        starts[name] = replace(site.remote, name=name, target_parameter=None,
                               self_methods_before=_self_methods_before(index, site, function) if is_method else (),
                               parent_single_threaded=site.remote.parent_single_threaded or bool(
                                   index.find_on_path(before, parallel.single_thread_setting)),
                               parent_work_of_its_own=bool(index.find_on_path(before, parallel.parallel_work,
                                                                              operations=True)))
    _add_callers_of_starts(index, starts)
    for key, start in list(starts.items()):
        # A constructor that starts (``self.pool = Pool(...)`` in ``__init__``): building the class starts.
        owner, _, method_name = key.partition(".")
        if method_name == "__init__" and owner in index.classes and owner not in starts:
            starts[owner] = replace(start, name=owner)
    return starts


def _add_callers_of_starts(index: ModuleIndex, starts: Dict[str, RemoteStart]) -> None:
    """A method that calls a starting method on ``self`` (``run(): self.prepare(); self.launch()``), or a
    top-level function that calls a starting function of its module (``main(): launch()``), starts too,
    as its callers see it; the methods it calls on ``self`` before are those a subclass may override.
    Followed ``MAX_BASE_DEPTH`` calls up."""
    functions = [(name, function, None) for name, function in index.functions.items()] + [
        (f"{class_name}.{item.name.value}", item, class_name) for class_name, cls in index.classes.items()
        for item in cls.body.body if isinstance(item, cst.FunctionDef)]
    for _ in range(MAX_BASE_DEPTH):
        added = False
        for key, function, class_name in functions:
            if key in starts:
                continue
            before: List[str] = []
            for statement in function.body.body:
                for call in index.calls_run_by(statement):
                    func = call.func
                    if class_name is not None and isinstance(func, cst.Attribute) \
                            and isinstance(func.value, cst.Name) and func.value.value == "self":
                        called = f"{class_name}.{func.attr.value}"
                        if called not in starts:
                            before.append(func.attr.value)
                            continue
                    elif class_name is None and isinstance(func, cst.Name) and func.value in starts:
                        called = func.value
                    else:
                        continue
                    start = starts[called]
                    starts[key] = replace(start, name=key, target_parameter=None, self_methods_before=tuple(
                        dict.fromkeys(before + list(start.self_methods_before)))[:MAX_SELF_METHODS])
                    added = True
                    break
                if key in starts:
                    break
        if not added:
            return


# The most methods a start's method hands on as called on ``self`` before its start, first ones first
# (a bound on a summary's size: a long training loop calls many).
MAX_SELF_METHODS = 32


def _self_methods_before(index: ModuleIndex, site: ProcessSite, function: cst.FunctionDef) -> Tuple[str, ...]:
    """The methods ``function`` (a method whose body starts the site's children) calls on ``self``
    before the start, itself or through methods of its class it calls (two levels deep), in order:
    those a subclass in another module may override."""
    family: Set[cst.ClassDef] = set()  # the class and its bases of this module: where ``self`` is the instance
    cls = next((a for a in index.ancestors(function) if isinstance(a, cst.ClassDef)), None)
    while cls is not None and cls not in family and len(family) <= MAX_BASE_DEPTH:
        family.add(cls)
        cls = next((index.classes[name] for base in cls.bases
                    if (name := dotted_name(base.value) or "") in index.classes), None)
    names: Dict[str, None] = {}
    pending: List[Tuple[cst.CSTNode, int]] = [(piece, 2) for piece in index.run_before_site(site)]
    seen: Set[int] = set()
    while pending and len(names) < MAX_SELF_METHODS:
        piece, depth = pending.pop(0)
        index.spend(1)
        for call in index.calls_run_by(piece):
            func = call.func
            if not (isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self"):
                continue
            around = next((a for a in index.ancestors(call) if isinstance(a, cst.ClassDef)), None)
            if around not in family:
                continue
            assert around is not None
            names.setdefault(func.attr.value, None)
            called = index.method(around, func.attr.value)
            if called is not None and depth > 0 and id(called) not in seen:
                seen.add(id(called))
                pending.append((called.body, depth - 1))
    return tuple(names)[:MAX_SELF_METHODS]


def _described(index: ModuleIndex, found: Sequence[Evidence]) -> str:
    """The first thing found, with where (``torch.ones at utils.py:4``); "" for nothing."""
    if not found:
        return ""
    return f"{found[0].what} at {os.path.basename(index.path)}:{index.line(found[0].call)}"


def _work_described(index: ModuleIndex, parallel: ParallelKnowledge, found: Sequence[Evidence]) -> str:
    """The children's torch work, named by the first call known to use the pool where there is one:
    ``torch.randn()`` before a matmul is torch work, but not what a child would hang on."""
    known = [item for item in found if parallel.parallel_work(item.call)]
    if known or not found:
        return _described(index, known)
    return f"torch work, starting with {_described(index, found)}"  # which call uses the pool: not known here


def _children_work(
    index: ModuleIndex, parallel: ParallelKnowledge, cuda: CudaKnowledge, site: ProcessSite
) -> Tuple[Optional[str], bool, Optional[str]]:
    """What children run by functions this module names do: the torch work first ("" none, None
    unknown), whether a pool's initializer makes each single-threaded first, and the CUDA call first
    ("" none, None unknown). Targets imported from another module are read from its summary."""
    works: List[Optional[str]] = []
    cuda_uses: List[Optional[str]] = []
    for position, target in enumerate(site.targets):
        function = index.function_of_target(target)
        if function is not None:
            work, single = _first_torch_work(index, parallel, function)
            uses = _described(index, index.find_in_function(function, cuda.uses_cuda))
        else:
            found = index.project_facts(target)
            if found is None:
                return None, False, None  # something fixmp cannot see
            facts, name = found
            work, single = facts.torch_work.get(name, ""), name in facts.single_threaded_first
            uses = None
        if single and position == 0 and site.kind is not ProcessKind.PROCESS:
            initializer = keyword_arg(site.call, "initializer")
            if initializer is target:  # every worker runs it before any task
                return "", True, ""
        works.append("" if single else work)
        cuda_uses.append(uses)
    work_first = next((work for work in works if work), "") if None not in works else None
    cuda_first = next((uses for uses in cuda_uses if uses), "") if None not in cuda_uses else None
    return work_first, False, cuda_first


def _starting_function(index: ModuleIndex, node: cst.CSTNode) -> Optional[Tuple[str, cst.FunctionDef, bool]]:
    """What a caller in another module calls to run ``node``: a top-level function (``run_workers``)
    or a method of a top-level class (``Trainer.collect``, called on an instance); the name, the
    function, and whether it is a method. A nested function counts as the one it is in."""
    outermost = None
    for ancestor in index.ancestors(node):
        if isinstance(ancestor, cst.FunctionDef):
            outermost = ancestor
        elif isinstance(ancestor, cst.ClassDef):
            cls = ancestor
            if outermost is None or index.classes.get(cls.name.value) is not cls:
                return None
            if index.method(cls, outermost.name.value) is not outermost:
                return None  # a function nested in a method: the method is what callers call
            return f"{cls.name.value}.{outermost.name.value}", outermost, True
    if outermost is not None and index.functions.get(outermost.name.value) is outermost:
        return outermost.name.value, outermost, False
    return None


def _target_parameter(function: cst.FunctionDef, site: ProcessSite, is_method: bool) -> Optional[Tuple[int, str]]:
    """Where the children run a function the caller hands over: ``def run_workers(fn, n)`` starting
    ``Process(target=fn)`` gives (0, "fn"), what ``call_arg`` looks the caller's argument up by (a
    method's ``self`` is not among the caller's arguments)."""
    if not site.targets or not isinstance(site.targets[0], cst.Name):
        return None
    wanted = site.targets[0].value
    positional = [*function.params.posonly_params, *function.params.params][1 if is_method else 0:]
    for position, param in enumerate(positional):
        if param.name.value == wanted:
            return position, wanted
    if any(param.name.value == wanted for param in function.params.kwonly_params):
        return len(positional) + 1_000_000, wanted  # keyword only: never found by position
    return None

