"""Expressions: binding, names, subscripts, attributes, classes (their MRO, descriptors, enums) and
what is formatted or logged.
"""

from __future__ import annotations

import os
import posixpath
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Set, Union, cast

import libcst as cst

from fixmp.analysis.effects.state import EffectsState
from fixmp.analysis.effects.tables import (
    CONTEXT_PROCESS_CLASSES,
    ENUM_BASES,
    OPERATOR_METHODS,
    PERCENT_SPEC,
    _attributes_view,
    _class_key,
    _element,
    _first,
    _function_frame,
    _lives_on_the_gpu,
)
from fixmp.analysis.models.stdlib_logging import LOG_LEVELS, log_level
from fixmp.analysis.operators import MAX_INT_BITS, compared, truth_of
from fixmp.analysis.shapes import int_of, nested_shape
from fixmp.analysis.sites import dotted_name, literal_value
from fixmp.analysis.syntax import declared_global, index_kind, inside_a_function
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
    Foreign,
    Frame,
    FunctionVal,
    FutureVal,
    GeneratorVal,
    Instance,
    Layer,
    MappingVal,
    ModuleScope,
    ModuleVal,
    PathVal,
    PoolVal,
    Qualified,
    Seq,
    SuperVal,
    Tensor,
    UncertainConst,
    Unknown,
    Val,
    _Return,
    _Suspended,
    _Yielded,
)
from fixmp.knowledge.platform import LINUX_VALUES


class Expressions(EffectsState):
    """Expressions, attributes and classes."""

    def _note_gpu_binding(self, names: Dict[str, Val], key: str, value: Val,
                          replaced: Optional[Val] = None) -> None:
        if self.gpu_bindings is not None and _lives_on_the_gpu(value):
            self.gpu_bindings.append((names, key, value))
        if self.gpu_replaced is not None and replaced is not None and _lives_on_the_gpu(replaced) \
                and not _lives_on_the_gpu(value):
            self.gpu_replaced.append((names, key, replaced))

    def set_attribute(self, owner: Val, name: str, value: Val, node: cst.CSTNode) -> None:
        """``owner.name = value`` (or ``setattr(owner, name, value)``)."""
        setter = self._property_setter(owner.cls, name) if isinstance(owner, Instance) else None
        held = self.class_attribute(owner.cls, name) if isinstance(owner, Instance) and setter is None else None
        described = self.method_of(held, "__set__") if isinstance(held, Instance) else None
        if setter is not None and isinstance(owner, Instance):
            # ``exp.samples = latencies`` runs the ``@samples.setter`` method.
            self.call(FunctionVal(setter.scope, setter.node, bound=owner, owner=setter.owner), [value], {}, node)
        elif described is not None:
            # A data descriptor the class holds (``soles = Normalised()``): ``self.soles = rows`` is its
            # ``__set__(instance, rows)``, whatever it stores (and reading it back is its ``__get__``).
            self.call(described, [owner, value], {}, node)
        elif isinstance(owner, (Instance, ClassVal, FunctionVal)):
            replaced = owner.attributes.get(name)
            owner.attributes[name] = value
            self._note_gpu_binding(owner.attributes, name, value, replaced)
        elif isinstance(owner, ModuleVal):
            owner.scope.values[name] = value  # ``config.WORKERS = 4``: the module's global
        elif isinstance(owner, Arguments):
            owner.values[name] = value

    def bind(self, target: cst.CSTNode, value: Val, frame: Frame) -> None:
        if frame.undecided and type(value) is Const:
            value = UncertainConst(value.value)  # (bound under a test fixmp cannot decide)
        if isinstance(target, cst.Name):
            function = frame.function
            if function is not None and isinstance(function.node, cst.FunctionDef) \
                    and target.value in declared_global(function.scope.index, function.node):
                frame.scope.values[target.value] = value  # ``global _POLICY`` then ``_POLICY = policy``
            elif frame.names is not None:
                replaced = frame.names.get(target.value)
                frame.names[target.value] = value
                self._note_gpu_binding(frame.names, target.value, value, replaced)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for position, element in enumerate(target.elements):
                self.bind(element.value, _element(value, position), frame)
        elif isinstance(target, cst.Attribute):
            self.set_attribute(self.ev(target.value, frame), target.attr.value, value, target)
        elif isinstance(target, cst.Subscript):
            owner = self.ev(target.value, frame)
            if isinstance(owner, (MappingVal, Seq)) and len(target.slice) == 1 \
                    and isinstance(target.slice[0].slice, cst.Index):
                # ``REGISTRY[name] = cls``: a registry the program fills as it runs (decorators at import).
                key = self.ev(target.slice[0].slice.value, frame)
                if isinstance(owner, MappingVal):
                    known = self.mapping_key(key)  # (``self._instances[cls] = cls(**kwargs)``: a class)
                    if known is not None:
                        owner.items[known] = value
                    else:
                        owner.complete = False
                elif isinstance(key, Const) and isinstance(key.value, int) \
                        and -len(owner.items) <= key.value < len(owner.items):
                    owner.items[key.value] = value
            if isinstance(owner, Qualified) and owner.name == "os.environ" and len(target.slice) == 1 \
                    and isinstance(target.slice[0].slice, cst.Index):
                self.set_environment(self.ev(target.slice[0].slice.value, frame), value)

    # -- expressions ----------------------------------------------------------------------------
    def ev(self, expr: Optional[cst.CSTNode], frame: Frame) -> Val:
        if expr is None:
            return UNKNOWN
        self.tick()
        # Each kind by its exact class: libcst's classes are ABCs, whose ``isinstance`` is a call into Python,
        # and the cascade below cost one per kind passed (5 % of DiffDock's run); none of these has a subclass.
        if type(expr) is cst.Integer:
            digits = expr.value.replace("_", "")
            # (A literal past the run's widest integer stays unknown; Python would refuse past 4,300 digits.)
            return Const(int(digits, 0)) if len(digits) <= MAX_INT_BITS // 3 else UNKNOWN
        if type(expr) is cst.Float:
            return Const(float(expr.value.replace("_", "")))
        if type(expr) is cst.SimpleString:
            return Const(literal_value(expr.value))
        if type(expr) is cst.Name:
            if expr.value in ("True", "False", "None"):
                return Const({"True": True, "False": False, "None": None}[expr.value])
            return self.lookup(expr, frame)
        if type(expr) is cst.Attribute:
            return self.attribute(self.ev(expr.value, frame), expr.attr.value, expr)
        if type(expr) is cst.Call:
            if frame.scope is self.home:
                self.home_calls_run.add(id(expr))
            return self.call_expression(expr, frame)
        if type(expr) is cst.BinaryOperation:
            left, right = self.ev(expr.left, frame), self.ev(expr.right, frame)
            # ``OneHot() | GCWindow(...)``: a class of the project defining the operator.
            called = self.operator_call(left, right, OPERATOR_METHODS.get(type(expr.operator)), expr)
            if called is not None:
                return called
            if isinstance(expr.operator, cst.MatrixMultiply):
                return self.matmul(left, right, expr)
            return self.binary(left, right, expr)
        if type(expr) is cst.UnaryOperation:
            operand = self.ev(expr.expression, frame)
            if isinstance(operand, Const) and isinstance(operand.value, (int, float)) \
                    and isinstance(expr.operator, cst.Minus):
                return Const(-operand.value)
            if isinstance(expr.operator, cst.Not):
                truth = truth_of(operand)
                return Const(not truth) if truth is not None else UNKNOWN
            return self.elementwise(operand, "negation", expr) if isinstance(operand, Tensor) else UNKNOWN
        if type(expr) is cst.Tuple or type(expr) is cst.List:
            items: List[Val] = []
            complete = True
            for element in expr.elements:
                value = self.ev(element.value, frame)
                if isinstance(element, cst.StarredElement):
                    if isinstance(value, Seq):
                        items.extend(value.items)
                        complete = complete and value.complete
                    else:
                        complete = False
                else:
                    items.append(value)
            return Seq(items, complete)
        if type(expr) is cst.Dict:
            entries: Dict[Union[str, int], Val] = {}
            complete = True
            for entry in expr.elements:
                if isinstance(entry, cst.DictElement):
                    key = self.mapping_key(self.ev(entry.key, frame))
                    value = self.ev(entry.value, frame)
                    if key is not None:
                        entries[key] = value
                    else:
                        complete = False
                else:
                    spread = self.ev(entry.value, frame)
                    if isinstance(spread, MappingVal):
                        entries.update(spread.items)
                    else:
                        complete = False
            return MappingVal(entries, complete)
        if type(expr) is cst.ListComp or type(expr) is cst.SetComp or type(expr) is cst.GeneratorExp \
                or type(expr) is cst.DictComp:
            return self.comprehension(expr, frame)
        if type(expr) is cst.Subscript:
            return self.subscript(self.ev(expr.value, frame), expr, frame)
        if type(expr) is cst.IfExp:
            taken = truth_of(self.ev(expr.test, frame))
            if taken is False:
                return self.ev(expr.orelse, frame)
            body = self.ev(expr.body, frame)
            if taken is None:
                self.approximated()
                self.ev(expr.orelse, frame)
            return body
        if type(expr) is cst.Lambda:
            return FunctionVal(frame.scope, expr, closure=frame if frame.names is not None else None)
        if type(expr) is cst.Yield:
            if isinstance(expr.value, cst.From):
                value = self.ev(expr.value.item, frame)
                if isinstance(value, GeneratorVal):
                    value = self.run_generator(value)
            else:
                value = self.ev(expr.value, frame) if isinstance(expr.value, cst.BaseExpression) else Const(None)
            if frame.function is not None and any(frame.function.node is node for node in self.entering):
                raise _Yielded(value)  # a ``with`` entering this manager: its block runs now
            generator = _function_frame(frame)
            if generator.sends is not None:
                passed = generator.yields_passed
                generator.yields_passed += 1
                if passed >= len(generator.sends):
                    raise _Suspended(value)
                if passed == len(generator.sends) - 1:
                    self.muted -= 1  # resumed by the latest ``send``: what runs from here is new
                return generator.sends[passed]
            produced = generator.yielded
            if produced is not None and len(produced) < MAX_ITEMS:
                if isinstance(expr.value, cst.From):
                    produced.extend(value.items if isinstance(value, Seq) else [UNKNOWN])
                else:
                    produced.append(value)
            if generator.on_yield is not None:
                for item in (value.items[:MAX_ITEMS] or [UNKNOWN]) if isinstance(expr.value, cst.From) \
                        and isinstance(value, Seq) else [value]:
                    generator.on_yield(item)
            return generator.sent if generator.sent is not None else UNKNOWN
        if type(expr) is cst.Comparison:
            # ``preds == k`` of a tensor: an element-wise kernel, a tensor of booleans of its shape.
            left = self.ev(expr.left, frame)
            result: Val = UNKNOWN
            known: Optional[bool] = True  # ``cfg["init"] == "orthogonal"`` of known constants: its value
            for target in expr.comparisons:
                right = self.ev(target.comparator, frame)
                if (isinstance(left, Tensor) or isinstance(right, Tensor)) \
                        and not isinstance(target.operator, (cst.Is, cst.IsNot)):
                    result = self.binary(left, right, expr)
                    known = None
                elif known is not None:
                    outcome = compared(left, target.operator, right)
                    known = None if outcome is None else known and outcome
                left = right
            return Const(known) if known is not None else result
        if type(expr) is cst.BooleanOperation:
            left = self.ev(expr.left, frame)
            truth = truth_of(left)
            if truth is not None and truth == isinstance(expr.operator, cst.Or):
                return left  # ``a or b`` with a true ``a``, ``a and b`` with a false one: ``b`` never runs
            if truth is None:
                self.approximated()  # (``b`` may run)
            right = self.ev(expr.right, frame)
            return right if truth is not None else UNKNOWN
        if type(expr) is cst.NamedExpr:
            value = self.ev(expr.value, frame)
            self.bind(expr.target, value, frame)
            return value
        if type(expr) is cst.Await:
            awaited = self.ev(expr.expression, frame)
            return awaited.value if isinstance(awaited, FutureVal) else awaited
        if type(expr) is cst.FormattedString:
            text: Optional[str] = ""
            for part in expr.parts:
                if isinstance(part, cst.FormattedStringExpression):
                    value = self.ev(part.expression, frame)
                    formatter = self.method_of(value, "__format__") \
                        if isinstance(value, Instance) and part.conversion is None else None
                    if formatter is not None:
                        # ``f"{pan:summary}"``: the object's ``__format__`` runs with the spec's text.
                        spec = "".join(piece.value for piece in part.format_spec or ()
                                       if isinstance(piece, cst.FormattedStringText))
                        value = self.call(formatter, [Const(spec)], {}, part)
                    elif isinstance(value, Instance):
                        # ``f"{recipe!r}"``, ``f"{recipe}"``: its ``__repr__``, or ``__str__`` (object's
                        # ``__format__`` calls ``str``).
                        value = self.rendered(value, "repr" if part.conversion == "r" else "str", part)
                    plain = part.conversion is None and part.format_spec is None
                    known = isinstance(value, Const) and isinstance(value.value, (str, int)) and plain
                    text = text + str(value.value) if text is not None and known else None  # type: ignore[union-attr]
                elif isinstance(part, cst.FormattedStringText) and text is not None:
                    text += part.value
            # ``f"plugins.{name}"`` of a known name: a module name ``importlib.import_module`` can import.
            return Const(text) if text is not None else UNKNOWN
        return UNKNOWN

    def comprehension(self, expr: Union[cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp],
                      frame: Frame) -> Val:
        inner = Frame(frame.scope, {}, closure=frame, function=frame.function)
        clauses: List[cst.CompFor] = []
        clause: Optional[cst.CompFor] = expr.for_in
        while clause is not None:
            clauses.append(clause)
            clause = clause.inner_for_in
        iterated = self.iterated(self.ev(clauses[0].iter, frame), clauses[0].iter)
        produced: List[Val] = []
        entries: Dict[Union[str, int], Val] = {}
        complete = isinstance(iterated, Seq) and iterated.complete and len(iterated.items) <= MAX_ITEMS
        items: List[Val]
        if isinstance(iterated, Seq) and iterated.items:
            items = iterated.items[:MAX_ITEMS]
        elif isinstance(iterated, (Seq, MappingVal)) and iterated.complete and not iterated.items:
            items = []  # over nothing (``int(a) for a in sys.argv[1:]`` of the plain command): nothing
        elif isinstance(iterated, MappingVal) and iterated.items:
            items = [Const(key) for key in list(iterated.items)[:MAX_ITEMS]]
        else:
            items, complete = [UNKNOWN], False
        for item in items:
            self.bind(clauses[0].target, item, inner)
            for later in clauses[1:]:
                self.bind(later.target, _first(self.ev(later.iter, inner)), inner)
                complete = False
            # Each ``if`` runs for the item (``if (s := score(z)) > z.threshold`` scores every zone); one
            # known false leaves the item out, one not known may.
            kept: Optional[bool] = True
            for condition in (test for clause in clauses for test in clause.ifs):
                truth = truth_of(self.ev(condition.test, inner))
                if truth is False:
                    kept = False
                    break
                if truth is None:
                    kept = None
            if kept is False:
                continue
            if kept is None:
                complete = False
            if isinstance(expr, cst.DictComp):
                key = self.ev(expr.key, inner)
                value = self.ev(expr.value, inner)
                if isinstance(key, Const) and isinstance(key.value, (str, int)):
                    entries[key.value] = value
                else:
                    entries[len(entries)] = value
            else:
                produced.append(self.ev(expr.elt, inner))
        if not complete:
            self.approximated()  # (items it cannot list, or left out: what it runs for them is not read)
        if isinstance(expr, cst.DictComp):
            return MappingVal(entries, complete)
        if not complete and len(clauses) == 1 and not clauses[0].ifs and isinstance(iterated, Seq) \
                and iterated.shape and produced:
            # One element per item of a sequence of known length, none filtered out: a list of numbers
            # (or of equal nested lists) has a shape though not every element is listed.
            shapes = [() if isinstance(item, Const) else nested_shape(item) for item in produced]
            first = shapes[0]
            if first is not None and all(shape == first for shape in shapes):
                return Seq(produced, False, (iterated.shape[0], *first))
        return Seq(produced, complete)

    def subscript(self, value: Val, expr: cst.Subscript, frame: Frame) -> Val:
        if isinstance(value, ConfigVal) and len(expr.slice) == 1 and isinstance(expr.slice[0].slice, cst.Index):
            section = self.ev(expr.slice[0].slice.value, frame)
            if isinstance(section, Const) and isinstance(section.value, str) and value.parser.has_section(section.value):
                return MappingVal({key: Const(text) for key, text in value.parser.items(section.value)})
            return UNKNOWN
        if isinstance(value, Array):
            saved, self.ignoring_work = self.ignoring_work, True  # numpy's indexing is no torch kernel
            try:
                viewed = self.subscript(Tensor(value.shape), expr, frame)
            finally:
                self.ignoring_work = saved
            return Array(viewed.shape) if isinstance(viewed, Tensor) else UNKNOWN
        if isinstance(value, Seq) and len(expr.slice) == 1 and isinstance(expr.slice[0].slice, cst.Slice):
            part = expr.slice[0].slice
            given = (part.lower, part.upper, part.step)
            picks = [int_of(self.ev(bound, frame)) if bound is not None else None for bound in given]
            known = all(pick is not None or bound is None for pick, bound in zip(picks, given))
            if value.complete and known and picks[2] != 0:
                return Seq(value.items[slice(*picks)], True)  # ``dims[:-1]``, ``layers[1:]``
            if not value.complete and known and all(pick is None or pick >= 0 for pick in picks[:2]) \
                    and picks[2] in (None, 1):
                # Of a list fixmp knows only the first items of (a generator read so far): ``batches[1:]``
                # still begins with the known items after the first, the rest unknown; a list whose
                # length is known keeps the slice's length (``items[start:start + size]``).
                kept = (len(range(value.shape[0])[picks[0]:picks[1]]), *value.shape[1:]) if value.shape else None
                return Seq(value.items[picks[0]:picks[1]], False, kept)
            return Seq([], False)
        keys = [self.ev(element.slice.value, frame) if isinstance(element.slice, cst.Index) else UNKNOWN
                for element in expr.slice]
        if isinstance(value, Tensor) and value.shape and len(expr.slice) == 1 \
                and isinstance(expr.slice[0].slice, cst.Slice):
            # ``x[:100000]``: a view of the first dimension, as long as its known bounds say.
            part = expr.slice[0].slice
            bounds = [self.ev(bound, frame) if bound is not None else None
                      for bound in (part.lower, part.upper, part.step)]
            if bounds[2] is not None and bounds[1] is None and int_of(bounds[2]) is not None:
                bounds[0] = None  # ``x[worker::2]``: about a step's share, wherever it begins
            if all(bound is None or int_of(bound) is not None for bound in bounds) and int_of(bounds[2] or Const(1)) != 0:
                size = value.shape[0]
                lower, upper, step = (int_of(bound) if bound is not None else None for bound in bounds)
                picked = len(range(size)[slice(lower, upper, step)])
                return Tensor((picked,) + value.shape[1:], strided=value.strided)
            return Tensor(None)
        kinds = [index_kind(element) for element in expr.slice]
        if isinstance(value, Tensor) and value.shape and (len(kinds) > 1 or kinds[0] in ("new", "rest")) \
                and kinds.count("rest") <= 1:
            # ``x[:, :4]``, ``x[i, :]``, ``pos[:, None, :]``, ``d[..., None]``: each position a slice of its
            # dimension, an integer that drops it, ``None`` that adds one of 1, ``...`` the dimensions between.
            consuming = sum(1 for kind in kinds if kind not in ("new", "rest"))
            if consuming > len(value.shape):
                return Tensor(None)
            shape: List[int] = []
            dim = 0
            for position, (element, kind) in enumerate(zip(expr.slice, kinds)):
                if kind == "new":
                    shape.append(1)
                    continue
                if kind == "rest":
                    spanned = len(value.shape) - consuming
                    shape.extend(value.shape[dim:dim + spanned])
                    dim += spanned
                    continue
                size = value.shape[dim]
                dim += 1
                if isinstance(element.slice, cst.Slice):
                    part = element.slice
                    limits: List[Optional[int]] = [int_of(self.ev(bound, frame)) if bound is not None else None
                                                   for bound in (part.lower, part.upper, part.step)]
                    if any(limit is None and given is not None
                           for limit, given in zip(limits, (part.lower, part.upper, part.step))) or limits[2] == 0:
                        return Tensor(None)
                    shape.append(len(range(size)[slice(*limits)]))
                elif not isinstance(keys[position], Const) or not isinstance(keys[position].value, int):  # type: ignore[union-attr]
                    return Tensor(None)
            return Tensor(tuple(shape) + value.shape[dim:], strided=True)
        if isinstance(value, Tensor):
            index = keys[0] if len(keys) == 1 else UNKNOWN
            if isinstance(index, Tensor) and value.shape:
                return self.gathered(value, index, 0, expr)
            if isinstance(index, Const) and isinstance(index.value, int) and value.shape:
                return Tensor(value.shape[1:])
            return Tensor(None)
        if isinstance(value, Instance) and len(keys) == 1:
            # ``CACHE["train"]`` of a class with ``__getitem__``, or a dict subclass with ``__missing__``
            # (where fixmp does not list its entries, the key is read as missing).
            method = self.method_of(value, "__getitem__")
            entry = keys[0]
            if method is None and value.entries is not None and isinstance(entry, Const) \
                    and isinstance(entry.value, (str, int)) and entry.value in value.entries.items:
                return value.entries.items[entry.value]
            method = method or self.method_of(value, "__missing__")
            return self.call(method, [keys[0]], {}, expr) if method is not None else UNKNOWN
        if len(keys) == 1 and isinstance(keys[0], Const):
            key = keys[0].value
            if isinstance(value, Seq) and isinstance(key, int) and -len(value.items) <= key < len(value.items):
                return value.items[key]
            if isinstance(value, Layer) and value.kind == "sequential" and isinstance(key, int) \
                    and -len(value.parts) <= key < len(value.parts):
                return value.parts[key]  # ``model.net[0]``: a layer of a Sequential
            if isinstance(value, MappingVal) and isinstance(key, (str, int)) and key in value.items:
                return value.items[key]
            if isinstance(value, MappingVal) and isinstance(key, (str, int)) and value.default is not None:
                made: Val = Seq([]) if value.default in ("list", "set") else MappingVal({})
                value.items[key] = made
                return made
        if len(keys) == 1 and isinstance(value, MappingVal) and isinstance(keys[0], (ClassVal, Instance)) \
                and self.mapping_key(keys[0]) in value.items:
            return value.items[cast(str, self.mapping_key(keys[0]))]  # a class, an enum member
        if len(keys) == 1 and isinstance(value, ClassVal) and isinstance(keys[0], Const) \
                and isinstance(keys[0].value, str):
            member = self._enum_member(value, keys[0].value)  # ``Method[step["method"]]``: by its name
            if member is not None:
                return member
        if len(keys) == 1 and isinstance(value, MappingVal) and not isinstance(keys[0], Const) and value.items:
            # A key fixmp cannot tell (``REGISTRY[args.kind]``): one of its entries, the first in order.
            return next(iter(value.items.values()))
        return UNKNOWN

    def attribute(self, owner: Val, name: str, node: cst.CSTNode) -> Val:
        if isinstance(owner, ModuleVal):
            if name == "__path__" and os.path.basename(owner.scope.path) == "__init__.py":
                return Seq([Const(os.path.dirname(owner.scope.path))], True)  # a package's folder
            value = self.global_value(owner.scope, name)
            hook = owner.scope.index.functions.get("__getattr__")
            if isinstance(value, Unknown) and hook is not None and name not in owner.scope.index.assignments:
                # PEP 562: a name the module does not bind is its ``__getattr__(name)``.
                return self.call(FunctionVal(owner.scope, hook), [Const(name)], {}, node)
            return value
        if isinstance(owner, PoolVal) and owner.instance is not None:
            if name in owner.instance.attributes:
                return owner.instance.attributes[name]
            found = self.class_attribute(owner.instance.cls, name)
            if isinstance(found, FunctionVal) and isinstance(found.node, cst.FunctionDef):
                return FunctionVal(found.scope, found.node, found.closure, bound=owner, owner=found.owner)
        if isinstance(owner, ContextVal) and name == "Process":
            # ``class ReplayWorker(SPAWN.Process)``: that context's class (called, a ``ProcessVal``).
            method_class = {method: cls for cls, method in CONTEXT_PROCESS_CLASSES.items()}
            return Qualified(method_class.get(owner.method, "multiprocessing.Process"))
        if isinstance(owner, Qualified):
            if owner.name == "sys" and name == "argv" and self.reading_environment_defaults:
                # The program run as its plain command, without arguments (as argparse's defaults are read).
                return Seq([Const(self.home.file_name)], True)
            qualified = f"{owner.name}.{name}"
            return Const(LINUX_VALUES[qualified]) if qualified in LINUX_VALUES else Qualified(qualified)
        if isinstance(owner, Instance):
            if name in owner.attributes:
                return owner.attributes[name]
            if name == "__class__":
                return owner.cls
            if name == "__dict__":
                return _attributes_view(owner)
            found = self.class_attribute(owner.cls, name)
            if isinstance(found, FunctionVal) and isinstance(found.node, cst.FunctionDef):
                decorators = {dotted_name(d.decorator) for d in found.node.decorators}
                if "property" in decorators or "functools.cached_property" in decorators \
                        or "cached_property" in decorators:
                    return self.call(FunctionVal(found.scope, found.node, bound=owner, owner=found.owner), [], {},
                                     node)
                if "staticmethod" in decorators or found.static:
                    return found
                if decorators & {"functools.singledispatchmethod", "singledispatchmethod"}:
                    return self._dispatch_method(found, owner, name)
                described = self._through_descriptor(found, owner, node)
                if described is not None:
                    return described
                bound: Val = owner.cls if "classmethod" in decorators else owner
                return FunctionVal(found.scope, found.node, found.closure, bound=bound, owner=found.owner)
            getter = self.method_of(found, "__get__") if isinstance(found, Instance) else None
            if getter is not None:
                # A descriptor the class holds (``curve = Calibrated()``): reading it on an instance is its
                # ``__get__(instance, class)``.
                return self.call(getter, [owner, owner.cls], {}, node)
            if found is not None:
                return found
            getattr_method = self.method_of(owner, "__getattr__") if not name.startswith("__") else None
            if getattr_method is not None:
                # A name neither the instance nor its class has: ``__getattr__(name)`` (a lazy resource).
                return self.call(getattr_method, [Const(name)], {}, node)
            return UNKNOWN
        if isinstance(owner, ClassVal) and name in ("__name__", "__qualname__") and name not in owner.attributes:
            return Const(owner.node.name.value)  # ``type(node).__name__``: a visitor's dispatch key
        if isinstance(owner, ClassVal):
            member = self._enum_member(owner, name)
            if member is not None:
                return member
            found = self.class_attribute(owner, name)
            if isinstance(found, FunctionVal) and isinstance(found.node, cst.FunctionDef) \
                    and "classmethod" in {dotted_name(d.decorator) for d in found.node.decorators}:
                return FunctionVal(found.scope, found.node, found.closure, bound=owner, owner=found.owner)
            return found if found is not None else UNKNOWN
        if isinstance(owner, Arguments) and not owner.parser:
            return owner.values.get(name, UNKNOWN)
        if isinstance(owner, Dispatch) and name == "register" and owner.registering is None:
            return Dispatch(owner.base, owner.overloads, registering=UNKNOWN)  # shares the overloads
        if isinstance(owner, SuperVal):
            start = owner.above
            above: List[ClassVal] = self.bases(start) if start is not None else []
            if start is not None and isinstance(owner.instance, Instance):
                # Cooperative mixins: ``super()`` continues along the instance's class's MRO after the
                # class that called it (``FeatureMixin.prepare``'s ``super().prepare`` in a
                # ``Model(FeatureMixin, FanOutMixin, BaseModel)`` reaches ``BaseModel.prepare``).
                order = self.mro(owner.instance.cls)
                if start in order:
                    for later in order[order.index(start) + 1:]:
                        method = self._own_attribute(later, name)
                        if isinstance(method, FunctionVal):
                            return FunctionVal(method.scope, method.node, method.closure, bound=owner.instance,
                                               owner=method.owner)
            for base in above:
                method = self.class_attribute(base, name)
                if isinstance(method, FunctionVal):
                    return FunctionVal(method.scope, method.node, method.closure, bound=owner.instance,
                                       owner=method.owner)
            if name == "__init__":
                # ``super().__init__()`` reaching a library's class (``nn.Module``, ``object``): it sets up
                # the object and runs no work of the program's.
                return Qualified("library-init")
            if name == "__new__" and self.creating:
                return Qualified("type.__new__")  # a metaclass's ``__new__``: it makes the class being defined
            if name == "__call__" and self.metaclass_calls and owner.instance is self.metaclass_calls[-1]:
                return Qualified("type.__call__")  # a metaclass's ``__call__``: the class's plain construction
            if name == "__new__":
                return Qualified("object.__new__")  # ``super().__new__(cls)``: a bare instance of cls
            return UNKNOWN
        if isinstance(owner, FunctionVal):
            if name == "__defaults__" and isinstance(owner.node, cst.FunctionDef) and name not in owner.attributes:
                params = owner.node.params
                definition = Frame(owner.scope, owner.scope.values, closure=owner.closure)
                return Seq([self.default_of(param, definition) for param in (*params.posonly_params, *params.params)
                            if param.default is not None], True)
            if name == "__name__" and isinstance(owner.node, cst.FunctionDef) and name not in owner.attributes:
                return Const(owner.node.name.value)
            return owner.attributes.get(name, UNKNOWN)
        if isinstance(owner, Const) and name in getattr(type(owner.value), "_fields", ()):
            return Const(getattr(owner.value, name))  # a named tuple's field (``pkgutil.ModuleInfo.name``)
        if isinstance(owner, Seq) and name in ("values", "indices", "Q", "R") and len(owner.items) == 2:
            return owner.items[0 if name in ("values", "Q") else 1]  # ``x.topk(3).values``, ``qr(x).Q``
        if isinstance(owner, Tensor):
            if name == "device" and owner.on_gpu:
                return Const("cuda")
            if name == "is_cuda":
                return Const(owner.on_gpu) if owner.on_gpu else UNKNOWN
            if name == "shape" and owner.shape is not None:
                return Seq([Const(size) for size in owner.shape])
            if name in ("T", "mT") and owner.shape is not None:
                return Tensor(tuple(reversed(owner.shape)))
            if name in ("data", "grad"):
                return owner
            return UNKNOWN
        if isinstance(owner, PathVal):
            if name == "parent":
                return PathVal(posixpath.dirname(owner.path))
            if name in ("name", "stem", "suffix"):
                named = posixpath.basename(owner.path)
                return Const(named if name == "name" else posixpath.splitext(named)[0 if name == "stem" else 1])
        if isinstance(owner, Array) and owner.shape is not None:
            if name == "shape":
                return Seq([Const(size) for size in owner.shape])
            if name == "T":
                return Array(tuple(reversed(owner.shape)))
            if name in ("size", "ndim"):
                return Const(Tensor(owner.shape).numel if name == "size" else len(owner.shape))
        if isinstance(owner, Foreign):
            return Foreign(f"{owner.name}.{name}")
        if isinstance(owner, Layer):
            if owner.kind == "linear" and name in ("in_features", "out_features"):
                return Const(owner.sizes[0] if name == "in_features" else owner.sizes[1])
            if name in ("weight", "bias"):
                tensors = owner.tensors()
                position = 0 if name == "weight" else 1  # an Embedding has a weight and no bias
                picked = tensors[position] if len(tensors) > position else None
                return picked if picked is not None else Tensor(None)
        return UNKNOWN

    def run_path(self, path: Val, init_globals: Optional[Val], node: cst.CSTNode) -> Val:
        """``runpy.run_path("stages/calibrate.py", init_globals={...})``: a file of the project run as a script
        (its top level, ``__main__`` block included, afresh each time), in globals that start with
        ``init_globals``; what it returns is those globals."""
        where = self.path_of(path)
        project = self.index.project
        if where is None or project is None or self.data_text(where) is None:
            return UNKNOWN
        index = self._module_index(Path(where))
        if index is None:
            return UNKNOWN
        scope = ModuleScope(index, os.path.basename(where), name="<run_path>")
        self.scopes[f"{where} (run_path)"] = scope  # (where its nodes are: ``_scope_of``)
        if isinstance(init_globals, MappingVal):
            scope.values.update({str(key): value for key, value in init_globals.items.items()})
        frame = Frame(scope, scope.values, as_main=True)
        self.via.append(f"run {scope.file_name}")
        try:
            for statement in index.module.body:
                self.run_statement(statement, frame)
        except _Return:
            pass
        finally:
            self.via.pop()
        return MappingVal({key: value for key, value in scope.values.items()}, False)

    def _class_made(self, name: str, bases: List[Val], namespace: MappingVal, node: cst.CSTNode) -> ClassVal:
        """``type(name, bases, namespace)``: a class of that name deriving from ``bases``, whose attributes
        are the namespace's entries (``type(f"{kind}Bench", (Bench,), {"batch": 8})``)."""
        scope = self._scope_of(node)
        statement = cst.ClassDef(name=cst.Name(name if name.isidentifier() else "_"),
                                 body=cst.IndentedBlock([cst.SimpleStatementLine([cst.Pass()])]))
        return ClassVal(scope, statement, {str(key): value for key, value in namespace.items.items()},
                        made_bases=list(bases), made_inside_a_function=inside_a_function(scope.index, node))

    def mapping_key(self, key: Val) -> Optional[Union[str, int]]:
        """A key of a mapping the program builds, as fixmp keeps it: a constant; a class or an enum member
        (one object each, hashed by identity) as a string no program's own key is; None if not known."""
        if isinstance(key, Const) and isinstance(key.value, (str, int)):
            return key.value
        if isinstance(key, ClassVal):
            return _class_key(key)
        name = key.attributes.get("name") if isinstance(key, Instance) else None
        if isinstance(key, Instance) and isinstance(name, Const) and isinstance(name.value, str) \
                and self.enum_members.get((id(key.cls.node), name.value)) is key:
            return f"{_class_key(key.cls)}.{name.value}"
        return None

    def _enum_names(self, cls: ClassVal) -> List[str]:
        """The members an ``enum.Enum`` class defines, in order (``THREADS = "threads"``)."""
        names: List[str] = []
        for statement in cls.node.body.body:
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, cst.Assign) and len(small.targets) == 1 \
                            and isinstance(small.targets[0].target, cst.Name) \
                            and not small.targets[0].target.value.startswith("_"):
                        names.append(small.targets[0].target.value)
        return names

    def _enum_member(self, cls: ClassVal, name: str) -> Optional[Instance]:
        """``Backend.PROCESSES`` of an ``enum.Enum`` class: one instance per member, with its ``value``
        and ``name``, whose methods and properties are the class's."""
        key = (id(cls.node), name)
        if key not in self.enum_members:
            # (The class body first: its bases are evaluated only for a name it assigns.)
            if name not in self._enum_names(cls) or not self.torch_bases(cls) & ENUM_BASES:
                return None
            value = self.class_attribute(cls, name)
            self.enum_members[key] = Instance(cls, {"value": value if value is not None else UNKNOWN,
                                                    "name": Const(name)})
        return self.enum_members[key]

    def _property_setter(self, cls: ClassVal, name: str) -> Optional[FunctionVal]:
        """The ``@name.setter`` method a class (or a base of the project's) defines for a property."""
        for current in [cls, *self.bases(cls, until_a_library=True)][:8]:
            for statement in current.node.body.body:
                if isinstance(statement, cst.FunctionDef) and any(
                        dotted_name(decorator.decorator) == f"{name}.setter" for decorator in statement.decorators):
                    return FunctionVal(current.scope, statement, owner=current)
        return None

    def _through_descriptor(self, found: FunctionVal, owner: Instance, node: cst.CSTNode) -> Optional[Val]:
        """A method decorated by a project class with ``__get__`` (a lazy attribute written by hand,
        ``@solved_once``): reading it on an instance is that class's ``__get__(instance, class)``, made
        from the plain function as the decorator received it."""
        assert isinstance(found.node, cst.FunctionDef)
        if len(found.node.decorators) != 1:
            return None
        self.muted += 1
        try:
            decorator = self.ev(found.node.decorators[0].decorator, Frame(found.scope, found.scope.values))
        finally:
            self.muted -= 1
        if not isinstance(decorator, ClassVal) or not isinstance(self.class_attribute(decorator, "__get__"),
                                                                 FunctionVal):
            return None
        descriptor = self.call(decorator, [FunctionVal(found.scope, found.node, found.closure, owner=found.owner)],
                               {}, node)
        getter = self.method_of(descriptor, "__get__") if isinstance(descriptor, Instance) else None
        return self.call(getter, [owner, owner.cls], {}, node) if getter is not None else None

    def class_attribute(self, cls: ClassVal, name: str) -> Optional[Val]:
        """A method or class attribute, looked up through the bases (of any module of the project)."""
        seen: Set[int] = set()
        pending = [cls]
        while pending:
            current = pending.pop(0)
            if id(current.node) in seen or len(seen) > 8:
                continue
            seen.add(id(current.node))
            found = self._own_attribute(current, name)
            if found is not None:
                return found
            pending.extend(self.bases(current, until_a_library=True))
        if name == "_fields" and self.torch_bases(cls) & {"typing.NamedTuple", "typing_extensions.NamedTuple"}:
            # ``cls(**{f: cp.getint("movement", f) for f in cls._fields})``: the annotated fields, in order.
            return Seq([Const(small.target.value) for statement in cls.node.body.body
                        if isinstance(statement, cst.SimpleStatementLine) for small in statement.body
                        if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name)], True)
        return None

    def _own_attribute(self, cls: ClassVal, name: str) -> Optional[Val]:
        """A method or class attribute the class's own body defines (or was given since)."""
        if name in cls.attributes:
            return cls.attributes[name]
        for statement in cls.node.body.body:
            if isinstance(statement, cst.FunctionDef) and statement.name.value == name:
                return FunctionVal(cls.scope, statement, owner=cls)
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, (cst.Assign, cst.AnnAssign)) and small.value is not None:
                        targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) \
                            else [small.target]
                        if any(isinstance(t, cst.Name) and t.value == name for t in targets):
                            self.muted += 1
                            try:
                                return self.ev(small.value, Frame(cls.scope, {}))
                            finally:
                                self.muted -= 1
        return None

    def mro(self, cls: ClassVal, depth: int = 0) -> List[ClassVal]:
        """The project classes of ``cls``'s method resolution order (C3, as Python computes it), itself
        first; where the bases admit no order, each base's own order after the class, first come first."""
        bases = self.bases(cls, until_a_library=True)
        if depth > 6 or not bases:
            return [cls]
        sequences = [self.mro(base, depth + 1) for base in bases] + [list(bases)]
        order = [cls]
        while any(sequences):
            head = next((sequence[0] for sequence in sequences if sequence and not any(
                sequence[0] in other[1:] for other in sequences)), None)
            if head is None:  # no consistent order (Python would refuse the class): first come first
                head = next(sequence[0] for sequence in sequences if sequence)
            order.append(head)
            sequences = [[item for item in sequence if item is not head] for sequence in sequences]
        return order

    def bases(self, cls: ClassVal, until_a_library: bool = False) -> List[ClassVal]:
        """The project classes ``cls`` derives from, in order; ``until_a_library``: only those before
        the first base fixmp does not read (``torch.nn.Module``), which may define any method the
        later ones define (``class MyTrainer(nn.Module, BaseTrainer)``: ``train()`` is nn.Module's)."""
        found: List[ClassVal] = []
        if cls.made_bases is not None:
            for made in cls.made_bases:
                if isinstance(made, ClassVal):
                    found.append(made)
                elif until_a_library and not (isinstance(made, Qualified) and made.name == "builtins.object"):
                    break
            return found
        for base in cls.node.bases:
            if base.keyword is not None:
                continue  # ``metaclass=...``
            value = self.ev(base.value, Frame(cls.scope, cls.scope.values))
            if isinstance(value, ClassVal):
                found.append(value)
            elif until_a_library and dotted_name(base.value) not in ("object", None):
                break
        return found

    def torch_bases(self, cls: ClassVal, depth: int = 0) -> Set[str]:
        """The installed classes a project class derives from (``torch.nn.Module``, ``threading.Thread``)."""
        names: Set[str] = set()
        made = cls.made_bases or []
        for value in [*made, *(self.ev(base.value, Frame(cls.scope, cls.scope.values)) for base in cls.node.bases)]:
            if isinstance(value, Qualified):
                names.add(value.name)
            elif isinstance(value, ClassVal) and depth < 6:
                names |= self.torch_bases(value, depth + 1)
        return names

    def rendered(self, value: Val, how: str, node: cst.CSTNode) -> Val:
        """``repr(x)`` / ``str(x)`` of an object of the project: its ``__repr__``, or its ``__str__``
        (``str`` falls back to ``__repr__``) runs, with whatever work it does (a cached property it reads)."""
        if not isinstance(value, Instance):
            return UNKNOWN
        for name in ("__repr__",) if how == "repr" else ("__str__", "__repr__"):
            method = self.method_of(value, name)
            if method is not None:
                return self.call(method, [], {}, node)
        return UNKNOWN

    def formatted(self, template: str, args: Sequence[Val], node: cst.CSTNode) -> None:
        """``template % args`` (a log record's message too): each ``%r`` / ``%s`` renders its argument."""
        conversions = [spec[-1] for spec in PERCENT_SPEC.findall(template) if not spec.endswith("%")]
        for conversion, arg in zip(conversions, args):
            if conversion in "rsa":
                self.rendered(arg, "repr" if conversion in "ra" else "str", node)

    def logged(self, method: str, args: List[Val], node: cst.CSTNode) -> None:
        """``log.info("dyeing with %r", recipe)``: where the level lets the record through (the root
        logger's, WARNING until ``basicConfig`` or ``setLevel`` says otherwise; a level fixmp cannot read
        lets it through), its message is formatted and each object among its arguments is rendered."""
        if method == "log":
            level = log_level(args[0]) if args else None
            args = args[1:]
        else:
            level = LOG_LEVELS[method]
        if level is not None and self.log_level is not None and level < self.log_level:
            return
        if args and isinstance(args[0], Const) and isinstance(args[0].value, str):
            self.formatted(args[0].value, args[1:], node)
        elif args:
            self.rendered(args[0], "str", node)  # ``log.info(recipe)``: the object is the message

    def method_of(self, instance: Instance, name: str) -> Optional[FunctionVal]:
        found = self.class_attribute(instance.cls, name)
        if isinstance(found, FunctionVal):
            return FunctionVal(found.scope, found.node, found.closure, bound=instance, owner=found.owner)
        return None
