"""Calls: which callee a call reaches, functions of the project inlined with their arguments,
generators resumed, constructors run, dispatch by overload and by class.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Dict, Iterable, List, Optional, Set, Tuple, Union, cast

import libcst as cst

from fixmp.analysis.domain import ParentState
from fixmp.analysis.effects.state import EffectsState
from fixmp.analysis.effects.tables import (
    CONTEXT_PROCESS_CLASSES,
    ENUM_BASES,
    MAX_CALL_DEPTH,
    MAX_RECURSION,
    PLAIN_METHODS,
    POOL_CLASSES,
    PROCESS_CLASSES,
    SEMLOCK_PRIMITIVES,
    _foreign,
    _is_coroutine,
    _keeps_generators_lazy,
    _keyed,
    _memo_key,
    _on_the_gpu_if_it_may_be,
    _process_value,
)
from fixmp.analysis.index import is_generator
from fixmp.analysis.models.stdlib_logging import LOG_LEVELS, log_level
from fixmp.analysis.operators import STRING_METHODS, string_method
from fixmp.analysis.ordering import order_key
from fixmp.analysis.sites import POOL_SUBMIT_METHODS, dotted_name, keyword_arg
from fixmp.analysis.syntax import is_dataclass
from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    Arguments,
    Array,
    ClassVal,
    ConfigVal,
    Const,
    ContextVal,
    Dispatch,
    ExitStackVal,
    FileVal,
    Foreign,
    Frame,
    FunctionVal,
    FutureVal,
    GeneratorVal,
    Instance,
    Layer,
    ManagerFactory,
    MappingVal,
    ModuleVal,
    Optimizer,
    PartialVal,
    PathVal,
    PendingManager,
    PoolVal,
    ProcessVal,
    Qualified,
    SchedulerVal,
    Seq,
    SuperVal,
    Tensor,
    ThreadPoolVal,
    ThreadVal,
    UncertainConst,
    Unknown,
    Val,
    Wrapped,
    _Raised,
    _Return,
    _Started,
    _Suspended,
)
from fixmp.model import ProcessKind


class Calls(EffectsState):
    """Calls: the callee reached, and the project's functions inlined."""

    # -- calls ----------------------------------------------------------------------------------
    def call_expression(self, call: cst.Call, frame: Frame) -> Val:
        value = self._call_expression(call, frame)
        if self.stop_at_starts is not None and isinstance(value, Unknown):
            key = id(frame.scope.index)
            site = self.stop_at_starts.get(key, {}).get(id(call))
            if site is not None and site.kind in (ProcessKind.POOL, ProcessKind.PROCESS_POOL_EXECUTOR):
                return PoolVal(site)
            made = self.executors_by_constructor.get(key, {}).get(id(call))
            if made is not None:
                if not self.muted:
                    # A new executor: its workers fork at its first task (``_fork_reached`` there).
                    self.executors_made.add(id(made))
                    self.executors_fresh.add(id(made))
                return PoolVal(made)
        return value

    def _call_expression(self, call: cst.Call, frame: Frame) -> Val:
        if self.stop_at_starts is not None:
            site = self._start_site(call, frame.scope)
            if site is not None:
                if self.recording:
                    self._fork_reached(site, frame)
                elif self.settings_met is not None:
                    self._handed_at(site, frame)
                else:
                    raise _Started(self._child_work(site, frame) if self.reading_child else None)
        func = call.func
        if isinstance(func, cst.Name) and func.value == "super" and not call.args and frame.function is not None:
            current = frame.function
            instance = current.bound if current.bound is not None else UNKNOWN
            return SuperVal(instance, current.owner)
        receiver: Val = UNKNOWN
        if isinstance(func, cst.Attribute):
            self.tick()
            receiver = self.ev(func.value, frame)
            if isinstance(receiver, GeneratorVal) and func.attr.value != "send":
                receiver = self.run_generator(receiver)  # ``gen.__next__()``, ``gen.close()``: it runs
            callee = self.attribute(receiver, func.attr.value, func)
        else:
            callee = self.ev(func, frame)
        args: List[Val] = []
        kwargs: Dict[str, Val] = {}
        for arg in call.args:
            value = self.ev(arg.value, frame)
            if arg.star == "*" and isinstance(value, GeneratorVal):
                value = self.run_generator(value)
            if arg.star == "*":
                args.extend(value.items if isinstance(value, Seq) else [])
            elif arg.star == "**":
                if isinstance(value, MappingVal):
                    kwargs.update({str(key): item for key, item in value.items.items()})
            elif arg.keyword is not None:
                kwargs[arg.keyword.value] = value
            else:
                args.append(value)
        if isinstance(receiver, GeneratorVal) and _is_coroutine(receiver) and receiver.yielded is None:
            # ``log = c.send(("pour", 2, 512))``: the coroutine resumes from its last ``yield`` to the next.
            return self.resume(receiver, args[0] if args else UNKNOWN)
        if isinstance(receiver, GeneratorVal):
            # ``writer.send(nightly)``: it runs now, its ``yield`` expressions giving what was sent.
            self.run_generator(receiver, sent=args[0] if args else UNKNOWN)
            return UNKNOWN
        if isinstance(callee, Qualified) and callee.name == "builtins.next" and args \
                and isinstance(args[0], GeneratorVal) and args[0].yielded is None and _is_coroutine(args[0]):
            args[0].primed = True  # ``next(writer)`` primes a coroutine: its work runs at the first send
            return UNKNOWN
        if not _keeps_generators_lazy(callee) and any(
                isinstance(value, GeneratorVal) for value in (*args, *kwargs.values())):
            # Handed to anything but the project's own code (``next(items)``, ``pool.imap(check, items)``,
            # ``torch.stack(list(rows))``), a generator is iterated there: its body runs now.
            args = [self.run_generator(value) if isinstance(value, GeneratorVal) else value for value in args]
            kwargs = {key: self.run_generator(value) if isinstance(value, GeneratorVal) else value
                      for key, value in kwargs.items()}
        if (self.pools_after_work or self.spawn_pools or self.cuda_pools or self.executors_unforked
                or self.executor_handoffs or self.unguarded_executors) and self.stop_at_starts is not None:
            pool = self.task_calls.get(id(frame.scope.index), {}).get(id(call))
            handed = args
            if pool is None and isinstance(func, cst.Attribute):
                # The pool as a value, wherever it went: a method on it, or an event loop's executor.
                if isinstance(receiver, PoolVal) and func.attr.value in POOL_SUBMIT_METHODS:
                    pool = receiver.site
                elif func.attr.value == "run_in_executor" and args and isinstance(args[0], PoolVal):
                    pool, handed = args[0].site, args[1:]
            if pool is not None and id(pool) in self.executors_unforked and not self.muted:
                self._executor_forks(pool)
            if pool is not None and id(pool) in self.executor_handoffs and not self.muted and self.home_statements:
                self._executor_hands_over(pool, call)
            if pool is not None and id(pool) in self.unguarded_executors:
                self._unguarded_executor_tasked(pool)
            if pool is not None and id(pool) in self.spawn_pools:
                self._tasks_pickled(pool, call, handed, kwargs)
            if pool is not None and (id(pool) in self.pools_after_work or id(pool) in self.cuda_pools):
                self._tasks_handed(pool, call, handed, kwargs)
        if isinstance(func, cst.Attribute) and func.attr.value == "run_in_executor" and len(args) >= 2 \
                and (args[0] == Const(None) or isinstance(args[0], ThreadPoolVal)):
            # ``loop.run_in_executor(None, gram, rows)``: on a thread of the loop's default pool.
            return FutureVal(self.run_on_a_thread(args[1], list(args[2:]), {}, call))
        if isinstance(func, cst.Attribute) and func.attr.value == "enter_context" and len(args) == 1 \
                and not isinstance(receiver, ExitStackVal):
            return self.enter(args[0], call)  # ``ExitStack.enter_context(pool)`` of a stack fixmp does not hold
        if isinstance(func, cst.Attribute) and func.attr.value == "start" and not args \
                and isinstance(receiver, Instance) and isinstance(callee, Unknown) \
                and self.torch_bases(receiver.cls) & PROCESS_CLASSES:
            # ``b.start()`` of a Process subclass made through a value no start site names (a class a
            # registry holds, ``BIDDERS[kind](...)``): its child runs the instance's ``run()``.
            run = self.method_of(receiver, "run")
            bases = self.torch_bases(receiver.cls)
            method = next((CONTEXT_PROCESS_CLASSES[base] for base in sorted(bases) if base in CONTEXT_PROCESS_CLASSES),
                          None)
            if run is not None:
                self._process_started_through_a_value(ProcessVal(run, Seq([]), method), call, receiver)
            return UNKNOWN
        if isinstance(receiver, ClassVal) and isinstance(func, cst.Attribute) and func.attr.value == "__subclasses__":
            # ``Command.__subclasses__()``: the classes defined so far whose own bases name it, in the order
            # their class statements ran (those of the inert modules imported so far too).
            self.run_every_inert_module()
            return Seq([cls for cls in self.classes_made.values()
                        if any(base.node is receiver.node for base in self.bases(cls))], True)
        if isinstance(receiver, ContextVal) and isinstance(func, cst.Attribute):
            if func.attr.value == "Process":
                return _process_value(args, kwargs, receiver.method)
            made = self._primitive(func.attr.value, kwargs, call, receiver) \
                if func.attr.value in SEMLOCK_PRIMITIVES else None
            return made if made is not None else UNKNOWN
        if isinstance(func, cst.Attribute) and isinstance(callee, Unknown) \
                and isinstance(receiver, (Tensor, Array, Optimizer, Layer, Instance, Seq, MappingVal, Arguments, PathVal,
                                          FileVal, ConfigVal, ProcessVal, SchedulerVal, ExitStackVal, ThreadVal,
                                          ThreadPoolVal, FutureVal)):
            return self.method_call(receiver, func.attr.value, args, kwargs, call)
        if isinstance(func, cst.Attribute) and isinstance(receiver, Const) and isinstance(receiver.value, str) \
                and func.attr.value in STRING_METHODS and not kwargs and all(isinstance(arg, Const) for arg in args) \
                and not any(arg.star for arg in call.args):
            # ``spec.partition(":")`` of a ``module:function`` spec read from a settings file: its parts. (Not
            # ``"{normalization}".format(**options)``: what a starred argument holds is not all known.)
            return string_method(receiver.value, func.attr.value, [cast(Const, arg).value for arg in args])
        if isinstance(func, cst.Attribute) and isinstance(callee, Unknown) and func.attr.value in PLAIN_METHODS \
                and not (isinstance(callee, Foreign) and callee.name.rpartition(".")[0] == "logging.getLogger"
                         and func.attr.value in (*LOG_LEVELS, "setLevel")):
            return UNKNOWN  # a string's, a list's, a queue's method: no torch work (a logger's may render objects)
        return self.call(callee, args, kwargs, call)

    def call(self, callee: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if isinstance(callee, FunctionVal):
            key = _memo_key(args, kwargs) if callee.memo is not None else None
            if callee.memo is not None and key is not None and key in callee.memo:
                return callee.memo[key]  # ``@lru_cache``: a second ``context_for("spawn")`` runs nothing
            result = self.inline(callee, args, kwargs, node)
            if callee.memo is not None and key is not None and not self.muted:
                callee.memo[key] = result
            return result
        if isinstance(callee, ManagerFactory):
            return PendingManager(callee.function, args, kwargs)
        if isinstance(callee, Wrapped):
            self.enter(callee.manager, node)
            return self.call(callee.function, args, kwargs, node)
        if isinstance(callee, Dispatch):
            if callee.registering is not None:
                return self._register_overload(callee, args)
            return self.call(self._overload(callee, args), args, kwargs, node)
        if isinstance(callee, PendingManager) and len(args) == 1 and isinstance(args[0], FunctionVal) and not kwargs:
            return Wrapped(args[0], callee)  # a ``@contextmanager`` function's manager used as a decorator
        if isinstance(callee, ClassVal):
            return self.construct(callee, args, kwargs, node)
        if isinstance(callee, PartialVal):
            return self.call(callee.func, callee.args + args, {**callee.kwargs, **kwargs}, node)
        if isinstance(callee, Instance):
            if callee.on_gpu:
                self.cuda("a call of a model on the GPU", node)
            bases = self.torch_bases(callee.cls)
            method = self.method_of(callee, "__call__")
            if method is None and "contextlib.ContextDecorator" in bases and len(args) == 1 and not kwargs:
                return Wrapped(args[0], callee)  # ``@Timer("eval")``: the function, run inside the manager
            if method is None and any(base.startswith("torch.nn") for base in bases):
                method = self.method_of(callee, "forward")
                if method is not None and id(callee) in self.forward_hooks:
                    # A model of the project called: its forward, then each forward hook with
                    # (module, inputs, output), whose result other than None replaces the output.
                    output = self.call(method, args, kwargs, node)
                    for hook in list(self.forward_hooks[id(callee)]):
                        hooked = self.call(hook, [callee, Seq(list(args), True), output], {}, node)
                        output = output if hooked == Const(None) or isinstance(hooked, Unknown) else hooked
                    return output
            if method is None:
                self.may_work("a call of an object fixmp cannot read", node)
                return UNKNOWN
            return self.call(method, args, kwargs, node)
        if isinstance(callee, Layer):
            return self.forward(callee, args[0] if args else UNKNOWN, node,
                                offsets=args[1] if len(args) > 1 else kwargs.get("offsets"))
        if isinstance(callee, Qualified):
            returned = self.library_call(callee.name, args, kwargs, node)
            if type(returned) is Unknown and any(_calls_back(value) for value in [*args, *kwargs.values()]):
                # A library fixmp has no model of, handed what may call back into the project (a function,
                # a model, an object): what it does with it is not read.
                self.approximated()
            return returned
        if isinstance(callee, Foreign):
            owner, _, called = callee.name.rpartition(".")
            if owner == "logging.getLogger" and called in LOG_LEVELS:
                self.logged(called, args, node)
                return Const(None)
            if owner == "logging.getLogger" and called == "setLevel" and args:
                self.log_level = log_level(args[0])
                return Const(None)
            made = _foreign(callee.name, args, kwargs)
            if isinstance(made, Foreign):
                return made  # ``counts.update(words)``, ``pattern.findall(text)``: no torch work
        self.may_work("a call fixmp cannot follow", node)
        return UNKNOWN

    def _register_overload(self, registrar: Dispatch, args: List[Val]) -> Val:
        """``@dispatch.register`` (the type read from the annotation) or ``@dispatch.register(T)``."""
        if isinstance(registrar.registering, Unknown) and args and isinstance(args[0], (ClassVal, Qualified)):
            return Dispatch(registrar.base, registrar.overloads, registering=args[0])
        if args:
            kind = None if isinstance(registrar.registering, Unknown) else registrar.registering
            registrar.overloads.append((kind, args[0]))
            return args[0]
        return UNKNOWN

    def _dispatch_method(self, found: FunctionVal, owner: Instance, name: str) -> Dispatch:
        """A ``functools.singledispatchmethod`` read on an instance: its base and the methods of the same
        class body registered on it (``@absorb.register``, ``@absorb.register(int)``), each bound to it."""
        base = FunctionVal(found.scope, found.node, found.closure, bound=owner, owner=found.owner)
        dispatch = Dispatch(base, method=True)
        body = found.owner.node.body.body if found.owner is not None else ()
        for statement in body:
            if not isinstance(statement, cst.FunctionDef):
                continue
            for decorator in statement.decorators:
                expression = decorator.decorator
                called = expression.func if isinstance(expression, cst.Call) else expression
                if dotted_name(called) != f"{name}.register":
                    continue
                registered: Optional[Val] = None
                if isinstance(expression, cst.Call) and expression.args:
                    self.muted += 1
                    try:
                        registered = self.ev(expression.args[0].value, Frame(found.scope, found.scope.values))
                    finally:
                        self.muted -= 1
                overload = FunctionVal(found.scope, statement, found.closure, bound=owner, owner=found.owner)
                dispatch.overloads.append((registered, overload))
        return dispatch

    def _overload(self, dispatch: Dispatch, args: List[Val]) -> Val:
        """The overload a call of a ``singledispatch`` function runs, by its first argument's type: one
        registered for the argument's class (or a base of it), ``torch.nn.Module`` for a model,
        ``torch.Tensor`` for a tensor, a builtin for a constant or a collection; else the base."""
        if not args:
            return dispatch.base
        names, classes = self._type_names(args[0])
        for registered, overload in dispatch.overloads:
            kind = registered if registered is not None else self._annotated_type(overload, dispatch.method)
            if isinstance(kind, ClassVal) and any(kind.node is cls.node for cls in classes):
                return overload
            if isinstance(kind, Qualified) and kind.name in names:
                return overload
        return dispatch.base

    def _type_names(self, value: Val) -> Tuple[Set[str], List[ClassVal]]:
        if isinstance(value, Instance):
            classes = [value.cls]
            for cls in classes[:8]:
                classes.extend(self.bases(cls))
            names = self.torch_bases(value.cls)
            if any(name.startswith("torch.nn") for name in names):
                names |= {"torch.nn.Module", "torch.nn.modules.module.Module"}
            return names, classes
        if isinstance(value, Layer):
            return {"torch.nn.Module", "torch.nn.modules.module.Module"}, []
        if isinstance(value, Tensor):
            return {"torch.Tensor"}, []
        if isinstance(value, Const) and value.value is not None:
            return {f"builtins.{type(value.value).__name__}"}, []
        if isinstance(value, Seq):
            return {"builtins.list", "builtins.tuple", "collections.abc.Sequence", "typing.Sequence"}, []
        if isinstance(value, MappingVal):
            return {"builtins.dict", "collections.abc.Mapping", "typing.Mapping", "typing.Dict"}, []
        return set(), []

    def _annotated_type(self, overload: Val, method: bool = False) -> Val:
        if not isinstance(overload, FunctionVal) or not isinstance(overload.node, cst.FunctionDef):
            return UNKNOWN
        params = [*overload.node.params.posonly_params, *overload.node.params.params][1 if method else 0:]
        if not params or params[0].annotation is None:
            return UNKNOWN
        self.muted += 1
        try:
            return self.ev(params[0].annotation.annotation, Frame(overload.scope, overload.scope.values))
        finally:
            self.muted -= 1

    def default_of(self, param: cst.Param, definition: Frame) -> Val:
        """A parameter's default: the one value its ``def`` made (``registry={}`` that every call fills,
        read back as ``stage.__defaults__[0]``), else read now, its work not run again."""
        assert param.default is not None
        if id(param) not in self.defaults:
            self.muted += 1
            try:
                self.defaults[id(param)] = self.ev(param.default, definition)
            finally:
                self.muted -= 1
        return self.defaults[id(param)]

    def _too_deep(self, function: FunctionVal, given: Iterable[Val], node: cst.CSTNode) -> bool:
        """Whether a call of ``function`` on ``given`` is past those the run follows: ``MAX_CALL_DEPTH`` calls
        deep, or a recursion on a value the run does not know ``MAX_RECURSION`` runs deep (one on known values
        ends where the program's does: ``build(depth - 1)``). It is then work of unknown size, and the run an
        approximation."""
        if self.depth < MAX_CALL_DEPTH and (self.running_functions.get(_running_key(function), 0) < MAX_RECURSION
                                            or not any(isinstance(value, (Unknown, UncertainConst)) for value in given)):
            return False
        self.unsized("a call deeper than fixmp follows", node)
        self.approximated()
        return True

    def inline(self, function: FunctionVal, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if self._too_deep(function, [*args, *kwargs.values()], node):
            return UNKNOWN
        names: Dict[str, Val] = {}
        definition = Frame(function.scope, function.scope.values, closure=function.closure)
        params = function.node.params
        positional = [*params.posonly_params, *params.params]
        given = ([function.bound] if function.bound is not None else []) + list(args)
        for position, param in enumerate(positional):
            name = param.name.value
            if position < len(given):
                names[name] = given[position]
            elif name in kwargs:
                names[name] = kwargs.pop(name)
            elif param.default is not None:
                names[name] = self.default_of(param, definition)
            else:
                names[name] = UNKNOWN
        if isinstance(params.star_arg, cst.Param):
            names[params.star_arg.name.value] = Seq(given[len(positional):])
        for param in params.kwonly_params:
            if param.name.value in kwargs:
                names[param.name.value] = kwargs.pop(param.name.value)
            elif param.default is not None:
                names[param.name.value] = self.default_of(param, definition)
            else:
                names[param.name.value] = UNKNOWN
        if params.star_kwarg is not None:
            names[params.star_kwarg.name.value] = MappingVal(_keyed(kwargs))
        frame = Frame(function.scope, names, closure=function.closure, function=function)
        self.left_states.pop(id(frame), None)  # (a frame run elsewhere before, whose ``id`` this one reuses)
        generator = isinstance(function.node, cst.FunctionDef) and is_generator(function.scope.index, function.node)
        if generator and isinstance(function.node, cst.FunctionDef):
            consumer = self.yield_consumers.pop(id(node), None)
            if consumer is None and self.running_program and not function.node.asynchronous \
                    and all(function.node is not entered for entered in self.entering):
                return GeneratorVal(function, frame)  # (run where it is iterated: ``run_generator``)
            # Its body is run now, to its end: the work before each ``yield`` runs before the loop body
            # that gets the value (the first item's, at least), and the loop binds what it yielded. A
            # ``for`` that calls it here runs its body at each ``yield`` instead (``yield_consumers``).
            frame.yielded = []
            frame.on_yield = consumer
        label = self._label(function)
        self.depth += 1
        self.via.append(label)
        running = self._running(function)
        try:
            if isinstance(function.node, cst.Lambda):
                return self.ev(function.node.body, frame)
            self.run_suite(function.node.body, frame)
        except _Raised:
            raise
        except _Return as returned:
            if not generator:
                return _on_the_gpu_if_it_may_be(returned.value, frame.maybe_returned)
        finally:
            self.depth -= 1
            self.via.pop()
            self._returned(running)
            left = self.left_states.pop(id(frame), None)
            if left:
                # The paths that returned early under a test fixmp could not decide meet the last one here.
                self.restore_parent(functools.reduce(ParentState.join, [*left, self.parent_state()]))
        if frame.yielded is not None:
            return Seq(frame.yielded, complete=False)
        return _on_the_gpu_if_it_may_be(Const(None), frame.maybe_returned)

    def run_generator(self, generator: GeneratorVal, consumer: Optional[Callable[[Val], None]] = None,
                      sent: Optional[Val] = None) -> Seq:
        """Iterate a generator the program made earlier: its body runs now, to its end (the work before
        each ``yield`` runs before the item is consumed; ``consumer``, a ``for``'s body, runs at each
        ``yield``), and what it yielded is its items. Its body runs once: a later pass (the rest after a
        ``next(items)`` that peeked the first) gets those items again, as values, nothing run twice."""
        if generator.yielded is not None:
            return generator.yielded
        frame = generator.frame
        frame.yielded = []
        frame.on_yield = consumer
        frame.sent = sent
        generator.yielded = Seq(frame.yielded, complete=False)
        if self._too_deep(generator.function, (frame.names or {}).values(), generator.function.node):
            return generator.yielded
        self.depth += 1
        self.via.append(self._label(generator.function))
        running = self._running(generator.function)
        try:
            assert isinstance(generator.function.node, cst.FunctionDef)  # (a lambda has no yield)
            self.run_suite(generator.function.node.body, frame)
        except _Raised:
            raise
        except _Return:
            pass
        finally:
            self.depth -= 1
            self.via.pop()
            self._returned(running)
        return generator.yielded

    def _running(self, function: FunctionVal) -> Tuple[int, int]:
        """``function`` runs now (``running_functions``); ``_returned`` of what this returns when it is done."""
        key = _running_key(function)
        self.running_functions[key] = self.running_functions.get(key, 0) + 1
        return key

    def _returned(self, key: Tuple[int, int]) -> None:
        left = self.running_functions.pop(key) - 1
        if left:
            self.running_functions[key] = left

    def resume(self, coroutine: GeneratorVal, sent: Val) -> Val:
        """``c.send(value)`` of a coroutine (``op, a, b = yield log``): its body is replayed from the start
        on its arguments, each ``yield`` giving what was sent in turn, quietly up to the one the latest
        ``send`` resumes (what ran before ran at the earlier sends), then up to the next ``yield``, whose
        value ``send`` returns."""
        if coroutine.start is None:
            coroutine.start = dict(coroutine.frame.names or {})
        coroutine.sends.append(sent)
        if len(coroutine.sends) > MAX_ITEMS or self.depth >= MAX_CALL_DEPTH:
            self.approximated()
            return UNKNOWN
        # (``next()`` ran it to its first ``yield``: ``send`` number n resumes ``yield`` number n - 1, which
        # gives that send's value.)
        sends: List[Val] = list(coroutine.sends)
        frame = Frame(coroutine.frame.scope, dict(coroutine.start), closure=coroutine.frame.closure,
                      function=coroutine.frame.function, yielded=[], sends=sends)
        self.muted += 1
        self.depth += 1
        self.via.append(self._label(coroutine.function))
        try:
            assert isinstance(coroutine.function.node, cst.FunctionDef)
            self.run_suite(coroutine.function.node.body, frame)
        except _Suspended as suspended:
            return suspended.value
        except _Return:
            pass
        finally:
            if frame.yields_passed < len(sends):
                self.muted -= 1  # (it ended, or raised, before the latest ``send``'s ``yield``)
            self.depth -= 1
            self.via.pop()
        return UNKNOWN

    def _label(self, function: FunctionVal) -> str:
        if isinstance(function.node, cst.Lambda):
            return "a lambda"
        owner = f"{function.owner.node.name.value}." if function.owner is not None else ""
        return f"{owner}{function.node.name.value}()"

    def construct(self, cls: ClassVal, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        bases = self.torch_bases(cls)  # (evaluated once: construct is on every path)
        if bases & ENUM_BASES:
            # ``Backend("processes")``: the member of that value (unknown for a value fixmp cannot tell).
            wanted = args[0] if len(args) == 1 and not kwargs else UNKNOWN
            for name in self._enum_names(cls):
                member = self._enum_member(cls, name)
                value = member.attributes.get("value") if member is not None else None
                if member is not None and isinstance(wanted, Const) and isinstance(value, Const) \
                        and value.value == wanted.value:
                    return member
            return wanted if isinstance(wanted, Instance) and wanted.cls is cls else UNKNOWN
        meta = self.metaclass_of(cls) if not (self.plain_constructions and self.plain_constructions[-1] is cls) \
            else None
        called = self.class_attribute(meta, "__call__") if meta is not None else None
        if isinstance(called, FunctionVal) and isinstance(called.node, cst.FunctionDef):
            # ``class WindChest(metaclass=Settling)``: calling the class runs ``Settling.__call__(cls, ...)``,
            # whose ``super().__call__`` makes the instance (then it may work on it: ``instance.settle()``).
            self.metaclass_calls.append(cls)
            try:
                return self.call(FunctionVal(called.scope, called.node, called.closure, bound=cls, owner=called.owner),
                                 args, kwargs, node)
            finally:
                self.metaclass_calls.pop()
        if self.stop_at_starts is not None and isinstance(node, cst.Call):
            pool_class = next((base for base in sorted(bases) if base in POOL_CLASSES), None)
            if pool_class is not None:
                # ``class LabelledExecutor(ProcessPoolExecutor)``: a pool of the project's own class.
                instance = Instance(cls)
                init = self.method_of(instance, "__init__")
                if init is not None:
                    self.call(init, args, kwargs, node)
                pool = self._pool_made_through_a_value(pool_class, kwargs, node)
                if isinstance(pool, PoolVal):
                    pool.instance = instance
                if pool is not None:
                    return pool
                return instance
        new = self.class_attribute(cls, "__new__")
        if isinstance(new, FunctionVal) and isinstance(new.node, cst.FunctionDef) and "builtins.type" not in bases:
            # ``__new__(cls, ...)`` decides what the call gives (a singleton's one instance, made by
            # ``super().__new__(cls)`` on first use); ``__init__`` then runs on it where it is of the class.
            made = self.call(FunctionVal(new.scope, new.node, new.closure, bound=cls, owner=new.owner),
                             args, kwargs, node)
            if isinstance(made, Instance) and cls in self.mro(made.cls):
                init = self.method_of(made, "__init__")
                if init is not None:
                    self.call(init, args, kwargs, node)
            return made
        instance = Instance(cls)
        if is_dataclass(cls.node) or bases & {"typing.NamedTuple", "typing_extensions.NamedTuple"}:
            # (A ``typing.NamedTuple`` class binds its annotated fields in order, as a dataclass does.)
            self._dataclass_fields(instance, args, kwargs)
            post_init = self.method_of(instance, "__post_init__")
            if post_init is not None:
                self.call(post_init, [], {}, node)
            return instance
        init = self.method_of(instance, "__init__")
        if init is not None:
            self.call(init, args, kwargs, node)
        elif "builtins.dict" in bases and len(args) <= 1:
            # ``class Section(dict)`` made from a mapping or keywords (``Registry(herg=...)``): dict's own
            # constructor copies its entries.
            given = args[0] if args else MappingVal({})
            if isinstance(given, MappingVal):
                entries: Dict[Union[str, int], Val] = dict(given.items)
                entries.update(kwargs)
                instance.entries = MappingVal(entries, given.complete)
        return instance

    def _scheduler_method(self, timeline: SchedulerVal, name: str, args: List[Val], kwargs: Dict[str, Val],
                          node: cst.CSTNode) -> Val:
        """``enter(delay, priority, action, argument=(), kwargs={})`` (or ``enterabs``) records an event;
        ``run()`` calls the events in order of time, then priority, then entry, where every time and
        priority is a known number (else in the order they were entered)."""
        if name in ("enter", "enterabs"):
            defaults: List[Tuple[str, Val]] = [("delay" if name == "enter" else "time", UNKNOWN), ("priority", UNKNOWN),
                                               ("action", UNKNOWN), ("argument", Seq([])), ("kwargs", MappingVal({}))]
            parts: List[Val] = [args[position] if position < len(args) else kwargs.get(keyword, default)
                                for position, (keyword, default) in enumerate(defaults)]
            if len(timeline.events) < 4 * MAX_ITEMS:
                timeline.events.append((parts[0], parts[1], parts[2], parts[3], parts[4]))
            return UNKNOWN
        if name != "run":
            return UNKNOWN
        events = list(timeline.events)
        keys = [(order_key(time), order_key(priority)) for time, priority, *_ in events]
        if all(None not in key and not isinstance(key[0], str) and not isinstance(key[1], str) for key in keys):
            order = sorted(range(len(events)), key=lambda position: (cast(Any, keys[position]), position))
            events = [events[position] for position in order]
        if not self.muted:
            timeline.events.clear()
        for _, _, action, argument, keywords in events:
            self.call(action, list(argument.items) if isinstance(argument, Seq) else [],
                      {str(key): value for key, value in keywords.items.items()}
                      if isinstance(keywords, MappingVal) else {}, node)
        return Const(None)

    def _dataclass_fields(self, instance: Instance, args: List[Val], kwargs: Dict[str, Val]) -> None:
        position = 0
        for statement in instance.cls.node.body.body:
            if not isinstance(statement, cst.SimpleStatementLine):
                continue
            for small in statement.body:
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                    name = small.target.value
                    if position < len(args):
                        value = args[position]
                    elif name in kwargs:
                        value = kwargs[name]
                    elif isinstance(small.value, cst.Call) and dotted_name(small.value.func) in ("field",
                                                                                          "dataclasses.field") \
                            and keyword_arg(small.value, "default") is not None:
                        self.muted += 1
                        try:
                            value = self.ev(keyword_arg(small.value, "default"), Frame(instance.cls.scope, {}))
                        finally:
                            self.muted -= 1
                    elif isinstance(small.value, cst.Call) and dotted_name(small.value.func) in ("field",
                                                                                          "dataclasses.field") \
                            and keyword_arg(small.value, "default_factory") is not None:
                        # ``field(default_factory=causal_mask)``: the factory runs for each instance built.
                        factory = self.ev(keyword_arg(small.value, "default_factory"), Frame(instance.cls.scope, {}))
                        value = self.call(factory, [], {}, small.value)
                    else:
                        self.muted += 1
                        try:
                            value = self.ev(small.value, Frame(instance.cls.scope, {})) if small.value else UNKNOWN
                        finally:
                            self.muted -= 1
                    instance.attributes[name] = value
                    position += 1


def _running_key(function: FunctionVal) -> Tuple[int, int]:
    """One function as a recursion runs it again: its definition and its closure (a decorator's ``wrapper``
    of two functions is one definition with two closures, and one calling the other is no recursion)."""
    return id(function.node), id(function.closure)


def _calls_back(value: Val, depth: int = 0) -> bool:
    """Something of the project a library's code could call (a function, a class, an object, a module),
    or a list or dict holding one."""
    if isinstance(value, (FunctionVal, PartialVal, ClassVal, Instance, Wrapped, Dispatch, ModuleVal, SuperVal,
                          ManagerFactory, PendingManager)):
        return True
    if depth < 2 and isinstance(value, (Seq, MappingVal)):
        items = value.items if isinstance(value, Seq) else list(value.items.values())
        return any(_calls_back(item, depth + 1) for item in items)
    return False
