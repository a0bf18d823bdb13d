"""Methods of values that are not the project's own (threads, strings, files, settings, modules,
containers) and the builtins.
"""

from __future__ import annotations

import configparser
import csv
import functools
import io
import json
import os
import pkgutil
import posixpath
import sys
from collections import ChainMap
from dataclasses import replace
from pathlib import Path
from typing import Any, Dict, List, MutableMapping, Optional, Union, cast

import libcst as cst

from fixmp.analysis.effects.state import EffectsState
from fixmp.analysis.effects.tables import (
    MODEL_CONVERSIONS,
    THREAD_METHODS,
    _attributes_view,
    _converts_dtype,
    _first,
    _keyed,
    _named_tensors,
    _submodules,
)
from fixmp.analysis.facts import listing_state
from fixmp.analysis.models.torch import on_cuda
from fixmp.analysis.operators import NOT_DATA, config_value, data_value, python_data, truth_of
from fixmp.analysis.ordering import least_position, order_key
from fixmp.analysis.parallel import SHARE_MEMORY_GRAIN_BYTES
from fixmp.analysis.shapes import array_method, int_of
from fixmp.analysis.values import (
    MAX_ITEMS,
    UNKNOWN,
    Arguments,
    Array,
    ClassVal,
    ConfigVal,
    Const,
    ExitStackVal,
    FileVal,
    FunctionVal,
    FutureVal,
    Instance,
    Layer,
    LoaderVal,
    MappingVal,
    ModuleScope,
    ModuleVal,
    Optimizer,
    PartialVal,
    PathVal,
    ProcessVal,
    Qualified,
    SchedulerVal,
    Sentinel,
    Seq,
    Tensor,
    TensorData,
    ThreadPoolVal,
    ThreadVal,
    Unknown,
    Val,
    _Return,
    tensors_of,
)
from fixmp.knowledge.torch_ops import PARALLEL_GRAIN

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python < 3.11 only
    import tomli as tomllib


class Methods(EffectsState):
    """Methods of values that are not the project's own, and the builtins."""

    def run_on_a_thread(self, function: Val, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        """A thread the program started runs ``function``: read where it starts, as if it ran to its end
        there (what it hands back through a queue or an attribute is then there for the code after the
        ``start()``); an exception it raises ends the thread only. What it returns."""
        # The thread runs on a pool of its own (``ParentState.on_a_new_thread``): a fork it makes after its
        # own work is after work, one after the main thread's only is not. The main thread's state is back
        # after it, CUDA and the start method as the thread left them (they are the process's).
        main_thread = self.parent_state()
        self.restore_parent(main_thread.on_a_new_thread())
        self.on_other_thread += 1
        try:
            return self.call(function, args, kwargs, node)
        except _Return:
            return UNKNOWN
        finally:
            self.on_other_thread -= 1
            left = self.parent_state()
            self.restore_parent(replace(left, first_work=main_thread.first_work))

    def _command_shell(self, shell: Instance, name: str, args: List[Val], node: cst.CSTNode) -> Val:
        """A ``cmd.Cmd`` shell: ``onecmd(line)`` runs the ``do_<word>`` method its first word names with the
        rest of the line; ``cmdloop()`` runs each line queued in ``cmdqueue`` (a script fed to it), until
        a command returns true. What is typed at its prompt is not known (nothing more is read)."""
        lines = [args[0]] if name == "onecmd" and args else []
        if name == "cmdloop":
            queued = shell.attributes.get("cmdqueue")
            lines = list(queued.items) if isinstance(queued, Seq) else []
        result: Val = Const(None)
        for line in lines[:MAX_ITEMS]:
            if not (isinstance(line, Const) and isinstance(line.value, str)):
                return UNKNOWN
            word, _, rest = line.value.strip().partition(" ")
            command = self.method_of(shell, f"do_{word}") if word.isidentifier() else None
            if command is None:
                return UNKNOWN
            result = self.call(command, [Const(rest.strip())], {}, node)
            if truth_of(result) is not False:
                break  # (a command returning true ends the loop; one fixmp cannot tell may)
        return result

    def _thread_pool_method(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        """``submit`` / ``apply_async`` (a future), ``apply``, and ``map`` / ``starmap`` / ``imap`` (the
        results in order) of a pool of threads: each task run on a thread of its own."""
        if name in ("submit", "apply", "apply_async") and args:
            handed = list(args[1:]) if name == "submit" else \
                list(args[1].items) if len(args) > 1 and isinstance(args[1], Seq) else []
            keywords = dict(kwargs) if name == "submit" else {}
            result = self.run_on_a_thread(args[0], handed, keywords, node)
            return result if name == "apply" else FutureVal(result)
        if name in ("map", "imap", "imap_unordered", "starmap") and len(args) >= 2 \
                and all(isinstance(items, Seq) for items in args[1:]):
            rows = list(zip(*[cast(Seq, items).items for items in args[1:]]))[:MAX_ITEMS]
            if name == "starmap":
                rows = [tuple(row[0].items) if isinstance(row[0], Seq) else () for row in rows]
            results = [self.run_on_a_thread(args[0], list(row), {}, node) for row in rows]
            return Seq(results, all(cast(Seq, items).complete for items in args[1:]))
        return UNKNOWN  # ``shutdown()``, ``close()``, ``join()``: no torch work

    def method_call(self, receiver: Val, name: str, args: List[Val], kwargs: Dict[str, Val],
                    node: cst.CSTNode) -> Val:
        if isinstance(receiver, ExitStackVal):
            return self.exit_stack_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, Instance):
            method = self.method_of(receiver, name)
            if method is not None:
                return self.call(method, args, kwargs, node)
            if name == "start" and "threading.Thread" in self.torch_bases(receiver.cls):
                run = self.method_of(receiver, "run")  # a ``Thread`` subclass: its thread runs ``run()``
                if run is not None:
                    self.run_on_a_thread(run, [], {}, node)
                return Const(None)
            if name in THREAD_METHODS and "threading.Thread" in self.torch_bases(receiver.cls):
                return UNKNOWN
            if name in ("cmdloop", "onecmd") and "cmd.Cmd" in self.torch_bases(receiver.cls):
                return self._command_shell(receiver, name, args, node)
            return self.module_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, ThreadPoolVal):
            return self._thread_pool_method(name, args, kwargs, node)
        if isinstance(receiver, FutureVal):
            return receiver.value if name in ("result", "get") else UNKNOWN
        if isinstance(receiver, ThreadVal):
            if name == "start":
                self.run_on_a_thread(receiver.target, receiver.args, receiver.kwargs, node)
                return Const(None)
            return UNKNOWN  # ``join()``, ``cancel()``, ``is_alive()``: no torch work
        if isinstance(receiver, Layer):
            if name == "forward":
                return self.forward(receiver, args[0] if args else UNKNOWN, node,
                                    offsets=args[1] if len(args) > 1 else kwargs.get("offsets"))
            return self.module_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, Arguments):
            return self._arguments_method(receiver, name, args, kwargs)
        if isinstance(receiver, Array):
            return array_method(receiver, name, args, kwargs)
        if isinstance(receiver, (PathVal, FileVal, ConfigVal)):
            return self.settings_method(receiver, name, args, kwargs)
        if isinstance(receiver, SchedulerVal):
            return self._scheduler_method(receiver, name, args, kwargs, node)
        if isinstance(receiver, MappingVal) and name in ("getint", "getfloat", "getboolean") and args:
            # A configparser section (``cfg["run"].getint("steps")``), read as a dict of its strings.
            return config_value(name, receiver.items.get(args[0].value) if isinstance(args[0], Const)
                                 and isinstance(args[0].value, str) else None, kwargs.get("fallback"))
        if isinstance(receiver, ProcessVal):
            if name == "start" and isinstance(node, cst.Call):
                self._process_started_through_a_value(receiver, node)
            return UNKNOWN
        if isinstance(receiver, Optimizer):
            if name == "step":
                sized = [tensor for tensor in receiver.tensors if tensor is not None and tensor.numel is not None]
                largest = max(sized, key=lambda tensor: tensor.numel or 0, default=None)
                if largest is not None and (largest.numel or 0) > PARALLEL_GRAIN:
                    self.work(f"an optimizer step over a parameter of {largest.numel:,} elements", node)
                elif len(sized) < len(receiver.tensors) or not receiver.tensors:
                    self.unsized("an optimizer step", node)
            return UNKNOWN
        if isinstance(receiver, MappingVal):
            if name == "items":
                return Seq([Seq([Const(key), value]) for key, value in receiver.items.items()], receiver.complete)
            if name == "values":
                return Seq(list(receiver.items.values()), receiver.complete)
            if name == "keys":
                return Seq([Const(key) for key in receiver.items], receiver.complete)
            if name == "get" and args and isinstance(args[0], Const):
                key = args[0].value
                return receiver.items.get(key, args[1] if len(args) > 1 else Const(None)) \
                    if isinstance(key, (str, int)) else UNKNOWN
            if name == "update" and args and isinstance(args[0], MappingVal):
                receiver.items.update(args[0].items)
                receiver.complete = receiver.complete and args[0].complete
            elif name == "update":
                receiver.items.update({key: value for key, value in kwargs.items()})
                receiver.complete = receiver.complete and bool(kwargs) and not args
            elif name == "clear":
                receiver.items.clear()
            elif name == "setdefault" and args and isinstance(args[0], Const) and isinstance(args[0].value, (str, int)):
                return receiver.items.setdefault(args[0].value, args[1] if len(args) > 1 else Const(None))
            elif name == "pop" and args and isinstance(args[0], Const) and isinstance(args[0].value, (str, int)):
                return receiver.items.pop(args[0].value, args[1] if len(args) > 1 else UNKNOWN)
            return UNKNOWN
        if isinstance(receiver, Seq):
            if name in ("put", "put_nowait") and args and len(receiver.items) < 4 * MAX_ITEMS:
                receiver.items.append(args[0])  # ``jobs.put(command)``
            elif name in ("get", "get_nowait") and not args and receiver.items:
                if receiver.taken == "priority":
                    least = least_position(receiver.items)
                    if least is None:
                        return UNKNOWN
                    taken_at = least
                else:
                    taken_at = -1 if receiver.taken == "lifo" else 0
                # Taken out of a queue fixmp knows whole (a ``while not jobs.empty()`` loop drains it).
                return receiver.items.pop(taken_at) if receiver.complete and not self.muted \
                    else receiver.items[taken_at]
            elif name == "empty" and not args:
                return Const(not receiver.items) if receiver.complete else UNKNOWN
            elif name == "qsize" and not args:
                return Const(len(receiver.items)) if receiver.complete else UNKNOWN
            elif name == "popleft" and receiver.items:
                return receiver.items.pop(0) if receiver.complete and not self.muted else receiver.items[0]
            elif name == "appendleft" and args and len(receiver.items) < 4 * MAX_ITEMS:
                receiver.items.insert(0, args[0])
            if name in ("append", "add") and args and len(receiver.items) < 4 * MAX_ITEMS:
                receiver.items.append(args[0])
            elif name == "extend" and args:
                receiver.items.extend(args[0].items if isinstance(args[0], Seq) else [])
                receiver.complete = receiver.complete and isinstance(args[0], Seq) and args[0].complete
            elif name == "insert" and len(args) == 2:
                receiver.items.insert(0, args[1])
            elif name == "sort" and not args:
                # ``handlers.sort(key=lambda pair: -pair[0])``: its key runs, and a list fixmp knows whole
                # is put in that order (an event bus running its handlers by priority).
                ordered = self.ordered(receiver.items, kwargs.get("key"), node)
                if ordered is not None and receiver.complete:
                    reverse = kwargs.get("reverse")
                    receiver.items[:] = ordered[::-1] if isinstance(reverse, Const) and reverse.value else ordered
            elif name == "pop" and receiver.items:
                at = int_of(args[0]) if args else -1
                if at is None or not -len(receiver.items) <= at < len(receiver.items):
                    return UNKNOWN
                # Taken out of a list fixmp knows whole (a queue a ``while`` loop drains), not when the
                # arguments are read again for their values.
                return receiver.items.pop(at) if receiver.complete and not self.muted else receiver.items[at]
            return UNKNOWN
        if not isinstance(receiver, Tensor):
            return UNKNOWN
        return self.tensor_method(receiver, name, args, kwargs, node)

    def _arguments_method(self, parser: Arguments, name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
        """``add_argument("--size", type=int, default=2048)`` records ``size`` at its default;
        ``parse_args()`` gives the namespace of the defaults (a group shares its parser's)."""
        if name == "add_argument" and parser.parser:
            flags = [arg.value for arg in args if isinstance(arg, Const) and isinstance(arg.value, str)]
            dest = kwargs.get("dest")
            if isinstance(dest, Const) and isinstance(dest.value, str):
                key = dest.value
            else:
                long = [flag for flag in flags if flag.startswith("--")]
                chosen = long[0] if long else flags[0] if flags else None
                if chosen is None:
                    return UNKNOWN
                key = chosen.lstrip("-").replace("-", "_")
            action = kwargs.get("action")
            default = kwargs.get("default")
            if default is None and isinstance(action, Const) and action.value in ("store_true", "store_false"):
                default = Const(action.value == "store_false")
            kind = kwargs.get("type")
            if isinstance(default, Const) and isinstance(default.value, str) and isinstance(kind, Qualified) \
                    and kind.name in ("builtins.int", "builtins.float"):
                default = self.builtin(kind.name.rpartition(".")[2], [default], {}, cst.Name("x"))
            parser.values[key] = default if default is not None else Const(None)
            return UNKNOWN
        if name in ("add_argument_group", "add_mutually_exclusive_group"):
            return parser
        if name == "add_subparsers" and parser.parser:
            dest = kwargs.get("dest")
            parser.command_dest = str(dest.value) if isinstance(dest, Const) and isinstance(dest.value, str) else None
            return parser  # its ``add_parser`` registers on the parser itself
        if name == "add_parser" and parser.parser and args and isinstance(args[0], Const) \
                and isinstance(args[0].value, str):
            command = parser.commands.setdefault(args[0].value, Arguments({}, parser=True))
            return command
        if name == "set_defaults":
            parser.values.update(kwargs)
            return UNKNOWN
        if name in ("parse_args", "parse_known_args", "parse_intermixed_args"):
            # The namespace reads the parser's options as they are, not a copy: the asking file's own names
            # are read statically, where ``args`` may be read before the ``add_argument`` lines have run.
            # Given a sub-command (``parse_args(["train"])``), its options over the parser's own.
            argv = args[0] if args else kwargs.get("args", Const(None))
            named = argv.items[0] if isinstance(argv, Seq) and argv.items else None
            layers: List[MutableMapping[str, Val]] = [{}]
            if isinstance(named, Const) and isinstance(named.value, str) and named.value in parser.commands:
                if parser.command_dest is not None:
                    layers[0][parser.command_dest] = named
                layers.append(parser.commands[named.value].values)
            namespace = Arguments(ChainMap(*layers, parser.values), parser=False)
            return Seq([namespace, Seq([])]) if name == "parse_known_args" else namespace
        return UNKNOWN

    # -- settings files -------------------------------------------------------------------------
    # A program's sizes often come from a settings file of its own folder (``heat.json``, ``sim.ini``,
    # ``train.toml``): read as data by json, tomllib and configparser, which run nothing; only a file
    # inside the project, bounded as a module is, and recorded as an input of this file's result.
    def path_of(self, value: Val) -> Optional[str]:
        """An absolute path from a path value or a string (relative: to the folder of the program)."""
        if isinstance(value, PathVal):
            return value.path
        if isinstance(value, Const) and isinstance(value.value, str) and value.value:
            base = os.path.dirname(os.path.abspath(self.index.location or self.index.path))
            return posixpath.normpath(posixpath.join(base, value.value))
        return None

    def data_text(self, path: str) -> Optional[str]:
        """The text of the project's file at ``path``, recorded as read; None outside the project, for a
        file too large to be a settings file, or one that is not text."""
        project = self.index.project
        if project is None:
            return None
        root = getattr(project, "root", None)
        base = str(root) if root is not None else os.path.dirname(os.path.abspath(self.index.location or self.index.path))
        if not path.startswith(base.rstrip(os.sep) + os.sep):
            return None
        if not os.path.isfile(path):
            self.index.consulted.add((path, None))  # a file made later changes the answer
            return None
        source = project.source(Path(path))
        self.index.consulted.add((path, project.digest(Path(path))))
        try:
            return source.decode("utf-8") if source is not None else None
        except UnicodeDecodeError:
            return None

    def settings_call(self, name: str, args: List[Val], kwargs: Dict[str, Val]) -> Val:
        short = name.rpartition(".")[2]
        if name.startswith("os.path.") and short in ("dirname", "basename", "abspath", "realpath", "normpath", "join"):
            paths = [self.path_of(arg) if short != "join" or position == 0 else
                     (arg.value if isinstance(arg, Const) and isinstance(arg.value, str) else None)
                     for position, arg in enumerate(args)]
            if not paths or None in paths:
                return UNKNOWN
            first = cast(str, paths[0])
            if short == "join":
                return Const(posixpath.normpath(posixpath.join(*cast(List[str], paths))))
            if short in ("dirname", "basename"):
                return Const(posixpath.dirname(first) if short == "dirname" else posixpath.basename(first))
            return Const(first)  # made absolute by ``path_of``
        if short in ("Path", "PurePath", "PosixPath") and name.startswith("pathlib."):
            path = self.path_of(args[0]) if args else self.path_of(Const("."))
            for part in args[1:]:
                joined = self.path_of(part)
                path = posixpath.join(path, joined) if path is not None and joined is not None else None
            return PathVal(posixpath.normpath(path)) if path is not None else UNKNOWN
        if name in ("json.load", "tomllib.load") and args and isinstance(args[0], FileVal):
            args, name = [self.settings_method(args[0], "read", [], {})], name + "s"
        if name == "json.dumps" and args:
            # ``json.loads(json.dumps(DEFAULTS))``, a deep copy of a settings dict: its text, where
            # every value in it is known.
            data = python_data(args[0])
            return Const(json.dumps(data)) if data is not NOT_DATA else UNKNOWN
        if name in ("json.loads", "tomllib.loads") and args and isinstance(args[0], Const) \
                and isinstance(args[0].value, str):
            try:
                data = json.loads(args[0].value) if name.startswith("json") else tomllib.loads(args[0].value)
            except ValueError:
                return UNKNOWN
            return data_value(data)
        if name in ("csv.reader", "csv.DictReader") and args and isinstance(args[0], FileVal) \
                and not set(kwargs) - {"delimiter"}:
            # A table of sizes (``sites.csv``): its rows, as the csv module parses the text (strings).
            text = self.settings_method(args[0], "read", [], {})
            delimiter = kwargs.get("delimiter", Const(","))
            if not isinstance(text, Const) or not isinstance(text.value, str) or not isinstance(delimiter, Const) \
                    or not isinstance(delimiter.value, str) or len(delimiter.value) != 1:
                return UNKNOWN
            try:
                lines = io.StringIO(text.value, newline="")
                rows = list(csv.DictReader(lines, delimiter=delimiter.value) if short == "DictReader"
                            else csv.reader(lines, delimiter=delimiter.value))
            except csv.Error:
                return UNKNOWN
            return data_value(rows)
        if short in ("ConfigParser", "RawConfigParser", "SafeConfigParser"):
            return ConfigVal(configparser.RawConfigParser() if short == "RawConfigParser"
                             else configparser.ConfigParser())
        return UNKNOWN

    def settings_method(self, receiver: Union[PathVal, FileVal, ConfigVal], name: str, args: List[Val],
                        kwargs: Dict[str, Val]) -> Val:
        if isinstance(receiver, PathVal):
            if name in ("resolve", "absolute", "expanduser"):
                return receiver
            if name in ("joinpath", "with_name", "with_suffix") and args and isinstance(args[0], Const) \
                    and isinstance(args[0].value, str):
                if name == "joinpath":
                    return PathVal(posixpath.normpath(posixpath.join(receiver.path, args[0].value)))
                stem, suffix = posixpath.splitext(receiver.path)
                return PathVal(posixpath.join(posixpath.dirname(receiver.path), args[0].value)
                               if name == "with_name" else stem + args[0].value)
            if name in ("read_text", "read_bytes"):
                return self.settings_method(FileVal(receiver.path), "read", [], {})
            if name == "open":
                return self.library_call("builtins.open", [receiver, *args], kwargs, cst.Name("open"))
            return UNKNOWN
        if isinstance(receiver, FileVal):
            if name == "read":
                text = self.data_text(receiver.path)
                return Const(text) if text is not None else UNKNOWN
            return UNKNOWN
        parser = receiver.parser
        if name in ("read", "read_file", "read_string") and args:
            sources = args[0].items if isinstance(args[0], Seq) and name == "read" else [args[0]]
            for source in sources:
                path = source.path if isinstance(source, FileVal) else self.path_of(source)
                read = source if name == "read_string" else \
                    self.settings_method(FileVal(path), "read", [], {}) if path is not None else UNKNOWN
                if isinstance(read, Const) and isinstance(read.value, str):
                    try:
                        parser.read_string(read.value)
                    except configparser.Error:
                        return UNKNOWN
            return UNKNOWN
        names = [arg.value for arg in args[:2] if isinstance(arg, Const) and isinstance(arg.value, str)]
        if name == "sections" and not args:
            return Seq([Const(section) for section in parser.sections()])
        if name == "options" and len(names) == 1 and parser.has_section(names[0]):
            return Seq([Const(option) for option in parser.options(names[0])])
        if name == "has_section" and len(names) == 1:
            return Const(parser.has_section(names[0]))
        if name in ("get", "getint", "getfloat", "getboolean") and len(names) == 2:
            try:
                found: Optional[str] = parser.get(str(names[0]), str(names[1]))
            except (configparser.Error, ValueError):
                found = None
            return config_value(name, Const(found) if found is not None else None, kwargs.get("fallback"))
        return UNKNOWN

    def module_method(self, model: Union[Instance, Layer], name: str, args: List[Val], kwargs: Dict[str, Val],
                      node: cst.CSTNode) -> Val:
        """A method torch.nn.Module gives a model (``share_memory()``, ``state_dict()``...)."""
        if name == "register_forward_hook" and isinstance(model, Layer) and args:
            model.hooks.append(args[0])
            return UNKNOWN
        if name == "register_forward_hook" and isinstance(model, Instance) and args:
            self.forward_hooks.setdefault(id(model), []).append(args[0])  # (run after each forward: ``call``)
            return UNKNOWN
        if name == "load_state_dict" or name in MODEL_CONVERSIONS or (
                name == "to" and any(_converts_dtype(value) for value in [*args, *kwargs.values()])):
            # Each parameter copied (from the state, or into the new dtype): one copy kernel per tensor.
            self.model_copy(model, f"{name}()", node)
            return model
        if name == "share_memory":
            tensors = tensors_of(model)
            largest = max((tensor.numel or 0 for tensor in tensors if tensor is not None), default=0)
            if largest * 4 > SHARE_MEMORY_GRAIN_BYTES:
                self.work(f"share_memory() of a model holding a tensor of {largest:,} elements", node)
            if not tensors or any(tensor is None or tensor.numel is None for tensor in tensors):
                self.unsized("share_memory() of a model", node)
            return model
        if name in ("state_dict", "parameters", "named_parameters"):
            tensors = tensors_of(model)
            known = [tensor for tensor in tensors if tensor is not None]
            complete = len(known) == len(tensors)
            if model.on_gpu:
                known = [Tensor(tensor.shape, tensor.strided, on_gpu=True) for tensor in known]
            if name == "state_dict":
                named = _named_tensors(model)
                if named is not None and len(named) == len(tensors):
                    # Keyed as torch keys it (``state["weight"]``, ``"encoder.0.bias"``), in its order.
                    return MappingVal({key: Tensor(tensor.shape, tensor.strided, on_gpu=model.on_gpu)
                                       for key, tensor in named if tensor is not None}, complete)
                return MappingVal({position: tensor for position, tensor in enumerate(known)}, complete)
            return Seq(list(known), complete)
        if name == "cuda" or (name == "to" and on_cuda(args, kwargs)):
            self.cuda(f"a model's .{name}()", node)
            for part in [*_submodules(model), model]:  # ``Module.to`` moves every parameter, in place
                if isinstance(part, (Layer, Instance)):
                    part.on_gpu = True
            return model
        if name in ("to", "cpu", "train", "eval", "float", "requires_grad_"):
            return model
        if name in ("register_buffer", "register_parameter", "add_module", "register_module") and len(args) >= 2 \
                and isinstance(args[0], Const) and isinstance(args[0].value, str) and isinstance(model, Instance):
            model.attributes[args[0].value] = args[1]  # ``self.register_buffer("centroids", torch.zeros(...))``
            return Const(None)
        if name == "apply" and args:
            # ``model.apply(init_fn)``: called on each submodule, then on the model itself.
            for part in [*_submodules(model), model]:
                self.call(args[0], [part], {}, node)
            return model
        if name in ("modules", "children"):
            parts = _submodules(model)
            return Seq([model, *parts] if name == "modules" else parts, False)
        self.may_work(f"a model's .{name}()", node)
        return UNKNOWN

    def listed_modules(self, folders: Val, prefix: Val) -> Val:
        """``pkgutil.iter_modules(plugins.__path__)``: each module of the folders, by name, as the
        ``ModuleInfo`` it lists (what a plugin loader then imports by name); the listing is an input of
        the result, so a plugin added there is seen by a cached one too."""
        project = self.index.project
        if project is None or not isinstance(folders, Seq) or not folders.complete \
                or not isinstance(prefix, Const) or not isinstance(prefix.value, str):
            return UNKNOWN
        listed: List[Val] = []
        for folder in folders.items:
            if not (isinstance(folder, Const) and isinstance(folder.value, str)):
                return UNKNOWN
            self.index.consulted.add((folder.value, listing_state(folder.value)))
            listed.extend(Const(pkgutil.ModuleInfo(None, prefix.value + name, is_package))  # type: ignore[arg-type]
                          for name, is_package in project.module_names(folder.value))
        return Seq(listed, True)

    def imported_by_name(self, name: str, node: cst.CSTNode) -> Val:
        """``importlib.import_module(name)``: the project's module, its packages' and its own top
        level run as ``import name`` runs them; a module outside the project is a package's."""
        scope = self._scope_of(node)
        parts = name.split(".")
        module: Optional[ModuleScope] = None
        for depth in range(1, len(parts) + 1):
            module = self.module_named(scope, ".".join(parts[:depth]))
            if module is not None:
                self.import_module(module)
        return ModuleVal(module) if module is not None else self._resolve_import(scope, name)

    def model_copy(self, model: Val, what: str, node: cst.CSTNode) -> None:
        """A copy of every tensor of ``model`` (measured: ``load_state_dict``, ``.double()``,
        ``copy.deepcopy`` of ``Linear(512, 512)`` start the pool; of ``Linear(64, 64)`` they do not)."""
        tensors = tensors_of(model)
        largest = max((tensor.numel or 0 for tensor in tensors if tensor is not None), default=0)
        if largest > PARALLEL_GRAIN:
            self.work(f"a model's {what}, copying a tensor of {largest:,} elements", node)
        if not tensors or any(tensor is None or tensor.numel is None for tensor in tensors):
            self.unsized(f"a model's {what}", node)

    def copied(self, value: Val, deep: bool, node: cst.CSTNode) -> Val:
        """``copy.copy`` / ``copy.deepcopy``: the same value (a new instance with the same attributes);
        a deep copy of tensors copies them."""
        if not deep:
            return Instance(value.cls, dict(value.attributes)) if isinstance(value, Instance) else value
        if isinstance(value, Tensor):
            return self.elementwise(value, "a deepcopy", node)
        self.model_copy(value, "copy.deepcopy", node)
        if isinstance(value, Instance):
            return Instance(value.cls, dict(value.attributes))
        return value

    def ordered(self, items: List[Val], key: Optional[Val], node: cst.CSTNode) -> Optional[List[Val]]:
        """``sorted`` / ``min`` / ``max`` where the program's own code orders the items: its ``key`` function,
        run on each item, or the ``__lt__`` of a class of the project (``@total_ordering`` jobs compared by
        a property that computes). The items in that order where every comparison is known, else as they
        were (the comparisons ran all the same); None where no code of the program orders them."""
        if isinstance(key, (FunctionVal, PartialVal)):
            keys = [self.call(key, [item], {}, node) for item in items]
            known: List[Any] = [k.value for k in keys if isinstance(k, Const)]
            if len(known) == len(items):
                try:
                    return [items[i] for i in sorted(range(len(items)), key=known.__getitem__)]
                except TypeError:  # keys Python could not compare either
                    pass
            return list(items)
        if key is not None:
            return None
        if not any(isinstance(item, Instance) and self.method_of(item, "__lt__") is not None for item in items):
            # Numbers, strings and tuples of them: as Python orders them.
            plain = [order_key(item) if isinstance(item, (Const, Seq)) else None for item in items]
            if None in plain or len({type(order) for order in plain}) > 1:
                return None
            try:
                return [items[i] for i in sorted(range(len(items)), key=cast(Any, plain).__getitem__)]
            except TypeError:
                return None
        undecided = False

        def less(left: Val, right: Val) -> bool:
            nonlocal undecided
            method = self.method_of(left, "__lt__") if isinstance(left, Instance) else None
            truth = truth_of(self.call(method, [right], {}, node)) if method is not None else None
            undecided = undecided or truth is None
            return bool(truth)

        if len(items) > MAX_ITEMS:  # each pair next to each other compared once: what runs, not the order
            for left, right in zip(items[1:], items):
                less(left, right)
            return list(items)
        def compare(left: Val, right: Val) -> int:
            return -1 if less(left, right) else 0  # all ``sorted`` asks: is left < right

        result = sorted(items, key=functools.cmp_to_key(compare))
        return list(items) if undecided else result

    def builtin(self, name: str, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Val:
        if name == "object" and not args and not kwargs:
            return Sentinel()
        if name == "type" and len(args) == 1 and not kwargs and isinstance(args[0], Instance):
            return args[0].cls
        if name == "type" and len(args) == 3 and isinstance(args[0], Const) and isinstance(args[0].value, str) \
                and isinstance(args[1], Seq) and isinstance(args[2], MappingVal):
            return self._class_made(args[0].value, args[1].items, args[2], node)
        if name == "__import__" and args and isinstance(args[0], Const) and isinstance(args[0].value, str) \
                and args[0].value.split(".")[0] in sys.stdlib_module_names:
            return Qualified(args[0].value.split(".")[0])  # ``__import__("sys").argv``
        if name == "__import__" and args and isinstance(args[0], Const) and isinstance(args[0].value, str) \
                and args[0].value and not args[0].value.startswith("."):
            # ``__import__(f"tools.{name}", fromlist=["shape"])``: the module itself; without a ``fromlist``,
            # its top package (the whole dotted name imported all the same).
            imported = self.imported_by_name(args[0].value, node)
            fromlist = kwargs.get("fromlist", args[3] if len(args) > 3 else Const(None))
            wanted = truth_of(fromlist)
            if wanted or "." not in args[0].value:
                return imported
            return UNKNOWN if wanted is None else self.imported_by_name(args[0].value.split(".")[0], node)
        if name in ("iter", "list", "tuple", "enumerate", "zip", "sorted") \
                and any(isinstance(arg, (LoaderVal, Instance, Tensor, ClassVal)) for arg in args):
            # A pass over a DataLoader with workers starts them (``next(iter(loader))``, ``enumerate``);
            # over an object of the project, its ``__iter__`` runs (``enumerate(stream)``); a tensor gives
            # its rows (``zip(vins, bands[:4])``).
            args = [self.iterated(arg, node) if isinstance(arg, (LoaderVal, Instance, Tensor, ClassVal)) else arg
                    for arg in args]
        if name == "range":
            bounds = [int_of(value) for value in args]
            # (Not a range Python refuses, a step of 0, nor one whose length Python cannot count.)
            if bounds and None not in bounds and all(abs(bound or 0) < 2 ** 61 for bound in bounds) \
                    and not (len(bounds) == 3 and bounds[2] == 0):
                numbers = range(*[bound or 0 for bound in bounds]) if len(bounds) <= 3 else range(0)
                # (Its length kept past the items listed: ``torch.tensor([f(q) for q in range(96)])``.)
                return Seq([Const(n) for n in numbers[:MAX_ITEMS]], len(numbers) <= MAX_ITEMS,
                           (len(numbers),) if len(numbers) > MAX_ITEMS else None)
            return Seq([Const(None)], False)
        if name in ("float", "int") and args and isinstance(args[0], Const) \
                and isinstance(args[0].value, (int, float, str)):
            try:
                return Const(float(args[0].value) if name == "float" else int(args[0].value))
            except (ValueError, OverflowError):  # ``float(10 ** 400)``; ``int("9" * 5000)`` past Python's limit
                return UNKNOWN
        if name == "str" and args and isinstance(args[0], Const):
            return Const(str(args[0].value))
        if name == "str" and args and isinstance(args[0], PathVal):
            return Const(args[0].path)  # ``default=str(Path(__file__).with_name("orders.csv"))``
        if name in ("str", "repr", "format", "print") and any(isinstance(arg, Instance) for arg in args):
            for arg in args if name == "print" else args[:1]:
                self.rendered(arg, "repr" if name == "repr" else "str", node)
            return UNKNOWN
        if name in ("list", "tuple") and args and isinstance(args[0], Tensor) and args[0].shape:
            rows = args[0].shape[0]  # ``list(tiles)``: its rows
            return Seq([Tensor(args[0].shape[1:]) for _ in range(min(rows, 4 * MAX_ITEMS))], rows <= 4 * MAX_ITEMS)
        if name in ("list", "tuple", "set", "frozenset", "sorted") and args and isinstance(args[0], Instance):
            args = [self.iterated(args[0], node), *args[1:]]  # ``list(Inventory(n))`` runs its ``__iter__``
        if name in ("sorted", "min", "max") and len(args) == 1 and isinstance(args[0], Seq):
            ordered = self.ordered(args[0].items, kwargs.get("key"), node)
            if ordered is not None and name == "sorted":
                reverse = kwargs.get("reverse")
                return Seq(ordered[::-1] if isinstance(reverse, Const) and reverse.value else ordered,
                           args[0].complete)
            if ordered is not None:
                return ordered[0 if name == "min" else -1] if ordered and args[0].complete else UNKNOWN
        if name in ("list", "tuple", "set", "frozenset", "sorted", "reversed") and args and isinstance(args[0], Seq):
            return Seq(list(args[0].items), args[0].complete)
        if name in ("list", "tuple", "set", "frozenset", "sorted") and args and isinstance(args[0], MappingVal):
            return Seq([Const(key) for key in args[0].items], args[0].complete)
        if name in ("list", "set") and not args:
            return Seq([])
        if name == "next" and args and isinstance(args[0], Instance):
            items = self._next_items(args[0], node)  # ``next(batches)``: its ``__next__`` runs
            args = [items, *args[1:]]
        if name == "next" and args and isinstance(args[0], Seq):
            return args[0].items[0] if args[0].items else (args[1] if len(args) > 1 else UNKNOWN)
        if name == "iter" and len(args) == 1 and isinstance(args[0], Seq):
            return args[0]
        if name == "dict" and not args:
            return MappingVal(_keyed(kwargs))
        if name == "dict" and len(args) == 1 and isinstance(args[0], MappingVal):  # ``cfg = dict(DEFAULTS)``
            return MappingVal({**args[0].items, **_keyed(kwargs)}, args[0].complete)
        if name == "dict" and len(args) == 1 and isinstance(args[0], Seq):
            return self.library_call("collections.OrderedDict", args, {}, node)  # pairs
        if name == "enumerate" and args and isinstance(args[0], Seq):
            return Seq([Seq([Const(n), item]) for n, item in enumerate(args[0].items)], args[0].complete)
        if name == "zip" and args and any(isinstance(arg, Seq) and arg.items for arg in args):
            # A column fixmp cannot list (``y.split(32)`` of an unsized ``y``) gives unknown values.
            length = min(len(arg.items) for arg in args if isinstance(arg, Seq))
            columns = [arg.items[:length] if isinstance(arg, Seq) else [UNKNOWN] * length for arg in args]
            return Seq([Seq(list(row)) for row in zip(*columns)], False)
        if name in ("map", "filter") and len(args) >= 2 and all(
                isinstance(arg, Seq) and arg.complete and len(arg.items) <= MAX_ITEMS for arg in args[1:]):
            # ``map(Cut, names)`` of a listing fixmp holds: the function on each item, in order.
            mapped = list(zip(*[cast(Seq, arg).items for arg in args[1:]]))
            results = [self.call(args[0], list(row), {}, node) for row in mapped]
            if name == "map":
                return Seq(results, True)
            truths = [truth_of(result) for result in results]
            if None not in truths:
                return Seq([row[0] for row, truth in zip(mapped, truths) if truth], True)
            return Seq([row[0] for row, truth in zip(mapped, truths) if truth is not False], False)
        if name in ("map", "filter") and len(args) >= 2:
            # ``map(model, batches)``: the function on the first items (its work), one result per item.
            firsts = [_first(arg) for arg in args[1:]]
            result = self.call(args[0], firsts, {}, node)
            if name == "filter":
                return args[1] if isinstance(args[1], Seq) else Seq([UNKNOWN], False)
            return Seq([result], False)
        if name == "open" and args:
            path = self.path_of(args[0])
            mode = args[1] if len(args) > 1 else kwargs.get("mode", Const("r"))
            readable = isinstance(mode, Const) and isinstance(mode.value, str) and set(mode.value) <= set("rbt")
            return FileVal(path) if path is not None and readable else UNKNOWN
        if name == "getattr" and len(args) >= 2 and isinstance(args[1], Const) and isinstance(args[1].value, str):
            found = self.attribute(args[0], args[1].value, node)
            return args[2] if isinstance(found, Unknown) and len(args) > 2 else found
        if name == "setattr" and len(args) == 3 and isinstance(args[1], Const) and isinstance(args[1].value, str):
            # ``for key, value in ini["press"].items(): setattr(self, key, int(value))``
            self.set_attribute(args[0], args[1].value, args[2], node)
            return Const(None)
        if name == "staticmethod" and len(args) == 1 and isinstance(args[0], FunctionVal):
            # ``initializer = staticmethod(_one_thread)`` in a class body: the function, never bound.
            return replace(args[0], static=True)
        if name == "vars" and args and isinstance(args[0], Arguments):
            return MappingVal({key: value for key, value in args[0].values.items()})
        if name == "vars" and args and isinstance(args[0], Instance):
            return _attributes_view(args[0])  # ``vars(self).update(kwargs)`` sets attributes
        if name == "callable" and len(args) == 1:
            # ``[fn] if callable(fn) else list(fn)``: a stage made from one function or from several.
            if isinstance(args[0], (FunctionVal, ClassVal, Layer)):
                return Const(True)
            if isinstance(args[0], Instance):
                return Const(self.class_attribute(args[0].cls, "__call__") is not None) \
                    if not self.torch_bases(args[0].cls) else Const(True)
            if isinstance(args[0], (Const, Seq, MappingVal, Tensor)):
                return Const(False)
            return UNKNOWN
        if name == "len" and args:
            if isinstance(args[0], Seq) and args[0].complete:
                return Const(len(args[0].items))
            if isinstance(args[0], Seq) and args[0].shape:
                return Const(args[0].shape[0])
            if isinstance(args[0], Tensor) and args[0].shape:
                return Const(args[0].shape[0])
            if isinstance(args[0], TensorData) and args[0].tensors:
                return self.builtin("len", args[0].tensors[:1], {}, node)
            if isinstance(args[0], Const) and isinstance(args[0].value, (str, bytes)):
                return Const(len(args[0].value))  # ``len(AMINO)`` of an alphabet
            if isinstance(args[0], MappingVal) and args[0].complete:
                return Const(len(args[0].items))
            return UNKNOWN
        if name in ("min", "max") and len(args) > 1 and all(isinstance(arg, Const) for arg in args):
            values = [arg.value for arg in args if isinstance(arg, Const)]
            if all(isinstance(value, (int, float)) for value in values):
                return Const(min(values) if name == "min" else max(values))  # type: ignore[type-var]
        if name == "sum" and args and isinstance(args[0], Seq):
            # ``start + a + b ...`` as Python adds: ``0 + a`` is ``a.__radd__(0)`` for an object of the
            # project (else ``a`` itself: no kernel worth counting), then each ``__add__``.
            start = args[1] if len(args) > 1 else kwargs.get("start")
            total: Optional[Val] = start
            for item in args[0].items:
                added = self.operator_call(Const(0) if total is None else total, item, "__add__", node)
                if added is None:
                    added = item if total is None else self.binary(total, item, node)
                total = added
            return total if total is not None else Const(0)
        return UNKNOWN
