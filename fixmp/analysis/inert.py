"""Whether a module's top level is inert: running it binds its own names, imports other modules, and does
nothing else, in the program and in fixmp's evaluation of it. A program run (``fixmp.analysis.effects``) then
leaves it unrun, and unparsed, until the program reads a name of it: importing ``lhotse`` reaches about 300
modules, and most programs read a few of them. What importing it does besides is its import statements,
which are run when it is imported, as its own (``ImportLine``).

Read from the bytes with Python's own ``ast``, several times cheaper than libcst's parse. Inert is a proof, so
every test is strict: only what fixmp's evaluator is known to run without effect passes, and anything else
(a call not in ``fixmp.knowledge.inert_calls``, a decorator or base class of the project, an import under an
``if``, a loop, an attribute assigned) makes the module one that runs when it is imported, as every module
did before. Whether a name is the project's own is asked of ``is_project`` (a relative import always is).
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass
from typing import Callable, Dict, FrozenSet, List, Optional, Set, Tuple

from fixmp.knowledge.inert_calls import INERT_CALLS

_BUILTIN_NAMES: FrozenSet[str] = frozenset(dir(builtins))
# Names every module has, whose values are plain: ``logging.getLogger(__name__)``.
_MODULE_DUNDERS = frozenset({"__name__", "__file__", "__doc__", "__package__", "__spec__"})


@dataclass(frozen=True)
class ImportLine:
    """An import statement of an inert top level, as running it imports: ``import a.b, c`` (``base`` None,
    ``names`` the dotted names), or ``from base import names`` (``base`` with its leading dots; ``names``
    None for ``*``)."""

    base: Optional[str]
    names: Optional[Tuple[str, ...]]


# Lines at the top level that act, read from the bytes before a parse (``ast.parse`` of torch's sources takes
# 11 s): a call statement, a loop, a ``with``, a ``del``, an ``assert``, a ``raise``, a decorator called. A
# match inside a string only sends the module to be run when imported, as before.
_ACTS_AT_TOP = re.compile(rb"^(?:[A-Za-z_][\w.]*\s*\(|(?:for|while|with|del|assert|raise|async)\b)", re.MULTILINE)
_DECORATOR_CALLED = re.compile(rb"^@([\w.]+)\s*\(", re.MULTILINE)
_INERT_CALL_NAMES = frozenset(name.rsplit(".", 1)[-1].encode() for name in INERT_CALLS)


def inert_top_level_imports(source: bytes, is_project: Callable[[str], bool]) -> Optional[Tuple[ImportLine, ...]]:
    """The import statements of the module's top level, in order, where the rest of it is inert; None where
    it is not, or where Python cannot parse it (it then runs when imported, as before)."""
    if _ACTS_AT_TOP.search(source) is not None or any(
            match.group(1).rsplit(b".", 1)[-1] not in _INERT_CALL_NAMES for match in _DECORATOR_CALLED.finditer(source)):
        return None
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return _TopLevel(tree, is_project).imports()


class _TopLevel:
    def __init__(self, tree: ast.Module, is_project: Callable[[str], bool]):
        self.tree = tree
        self.is_project = is_project
        self.lines: List[ImportLine] = []
        # Each name an import binds: its qualified name and whether it is the project's own; a name bound
        # twice (imported and assigned, or imported from two places) is none of these.
        self.imported: Dict[str, Tuple[str, bool]] = {}
        self.bound_otherwise: Set[str] = set()
        self.classes: Dict[str, ast.ClassDef] = {}
        self.plain_locals: Set[str] = set()
        self._read_bindings(tree.body)

    # -- the names the top level binds ----------------------------------------------------------------
    def _read_bindings(self, body: List[ast.stmt]) -> None:
        counts: Dict[str, int] = {}
        assigned: Dict[str, List[ast.expr]] = {}
        for statement in _top_level_statements(body):
            if isinstance(statement, ast.Import):
                for alias in statement.names:
                    bound = alias.asname or alias.name.split(".")[0]
                    module = alias.name if alias.asname else alias.name.split(".")[0]
                    if self.imported.get(bound, (module,))[0] != module or bound not in self.imported:
                        counts[bound] = counts.get(bound, 0) + 1  # (``import os`` and ``import os.path``: one)
                    self.imported[bound] = (module, self.is_project(module))
            elif isinstance(statement, ast.ImportFrom):
                base = "." * statement.level + (statement.module or "")
                for alias in statement.names:
                    if alias.name == "*":
                        continue
                    bound = alias.asname or alias.name
                    counts[bound] = counts.get(bound, 0) + 1
                    self.imported[bound] = (f"{base}.{alias.name}" if statement.module else base + alias.name,
                                            statement.level > 0 or self.is_project(base))
            elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                counts[statement.name] = counts.get(statement.name, 0) + 1
                if isinstance(statement, ast.ClassDef):
                    self.classes[statement.name] = statement
            elif isinstance(statement, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
                for target in targets:
                    for name in _names_in_target(target):
                        counts[name] = counts.get(name, 0) + 1
                        if statement.value is not None:
                            assigned.setdefault(name, []).append(statement.value)
        self.bound_otherwise = {name for name, count in counts.items() if count > 1}
        for name in self.bound_otherwise:
            self.imported.pop(name, None)
            self.classes.pop(name, None)
        # Plain locals: names every assignment of which is plain, settled from all of them down.
        candidates = {name for name in assigned if name not in self.imported and name not in self.classes
                      and counts[name] == len(assigned[name])}
        changed = True
        while changed:
            changed = False
            self.plain_locals = candidates
            for name in sorted(candidates):
                if not all(self._plain(value) for value in assigned[name]):
                    candidates = candidates - {name}
                    changed = True
        self.plain_locals = candidates

    def _foreign(self, name: str) -> Optional[str]:
        """The qualified name ``name`` reads where it is a builtin or an import of no module of the project."""
        if name in self.imported:
            qualified, own = self.imported[name]
            return None if own else qualified
        if name in _BUILTIN_NAMES and name not in self.bound_otherwise and name not in self.classes \
                and name not in self.plain_locals:
            return f"builtins.{name}"
        return None

    def _qualified(self, node: ast.expr) -> Optional[str]:
        """``np.float32``'s qualified name, where its root is foreign (a builtin or an import of no module of
        the project)."""
        if isinstance(node, ast.Name):
            return self._foreign(node.id)
        if isinstance(node, ast.Attribute):
            owner = self._qualified(node.value)
            return f"{owner}.{node.attr}" if owner is not None else None
        return None

    # -- expressions ----------------------------------------------------------------------------------
    def _plain(self, node: Optional[ast.expr]) -> bool:
        """A value no project code can be behind: constants, foreign names, plain locals, and what
        operators and displays make of them (an operator on one of the project's objects may call its
        ``__add__``)."""
        if node is None or isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.Name):
            return node.id in self.plain_locals or node.id in _MODULE_DUNDERS or self._foreign(node.id) is not None
        if isinstance(node, (ast.Attribute, ast.Subscript)):
            root: ast.expr = node
            while isinstance(root, (ast.Attribute, ast.Subscript)):
                if isinstance(root, ast.Subscript) and not self._plain(root.slice):
                    return False
                root = root.value
            return isinstance(root, ast.Name) and self._foreign(root.id) is not None
        display = _display_of(node, self._plain)
        if display is not None:
            return display
        if isinstance(node, ast.BinOp):
            return self._plain(node.left) and self._plain(node.right)
        if isinstance(node, ast.UnaryOp):
            return self._plain(node.operand)
        if isinstance(node, ast.BoolOp):
            return all(self._plain(value) for value in node.values)
        if isinstance(node, ast.Compare):
            return self._plain(node.left) and all(self._plain(value) for value in node.comparators)
        if isinstance(node, ast.Slice):
            return self._plain(node.lower) and self._plain(node.upper) and self._plain(node.step)
        if isinstance(node, ast.JoinedStr):
            return all(self._plain(value) for value in node.values)
        if isinstance(node, ast.FormattedValue):
            return isinstance(node.value, ast.Constant) and self._plain(node.format_spec)
        return False

    def _inert(self, node: Optional[ast.expr]) -> bool:
        """An expression whose value fixmp reads with no effect: plain, a name read, an attribute of a
        foreign name or of a class of this module, a lambda, or a call of ``INERT_CALLS``."""
        if node is None or self._plain(node):
            return True
        if isinstance(node, ast.Name):
            return True  # (reading a name runs nothing: an import's name is read where the program reads it)
        if isinstance(node, ast.Attribute):
            root = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            return isinstance(root, ast.Name) and root.id in self.classes  # (``Color.RED``)
        if isinstance(node, ast.Subscript):
            return self._inert(node.slice) and (self._plain(node.value) or (
                isinstance(node.value, ast.Name) and node.value.id in self.classes and self._hook_free(
                    self.classes[node.value.id], set())))
        display = _display_of(node, self._inert)
        if display is not None:
            return display
        if isinstance(node, ast.Lambda):
            return all(self._inert(default) for default in (*node.args.defaults, *node.args.kw_defaults))
        if isinstance(node, ast.IfExp):
            return self._plain(node.test) and self._inert(node.body) and self._inert(node.orelse)
        if isinstance(node, ast.Call):
            callee = self._qualified(node.func)
            if callee is None or callee not in INERT_CALLS:
                return False
            arguments = [*node.args, *(keyword.value for keyword in node.keywords)]
            if any(isinstance(argument, ast.Starred) for argument in node.args) \
                    or any(keyword.arg is None for keyword in node.keywords):
                return False
            check = self._plain if callee.startswith("builtins.") else self._inert  # (``list(x)`` iterates x)
            return all(check(argument) for argument in arguments)
        return False

    def _decorator_inert(self, node: ast.expr) -> bool:
        """A decorator fixmp's evaluator applies with no effect: a foreign name (``@staticmethod``,
        ``@torch.no_grad``: a library's, never called on a function of the project), or an inert call
        (``@dataclass(frozen=True)``, ``@lru_cache(maxsize=None)``)."""
        if isinstance(node, (ast.Name, ast.Attribute)):
            return self._qualified(node) is not None
        return isinstance(node, ast.Call) and self._inert(node)

    def _hook_free(self, cls: ast.ClassDef, seen: Set[str]) -> bool:
        """Making this class runs no code of the project: no class keywords but a library's metaclass, no
        decorator but inert ones, and bases that are foreign or classes of this module that are hook-free too, none with
        an ``__init_subclass__`` (a base's hook runs as each subclass is made)."""
        if cls.name in seen or not all(self._decorator_inert(d) for d in cls.decorator_list):
            return False
        for keyword in cls.keywords:  # (``metaclass=ABCMeta``: a library's runs no code of the project)
            if keyword.arg != "metaclass" or self._qualified(keyword.value) is None:
                return False
        if any(isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef)) and s.name == "__init_subclass__"
               for s in cls.body):
            return False
        for base in cls.bases:
            while isinstance(base, ast.Subscript):  # (``Generic[T]``, ``Dict[str, int]``)
                if not self._inert(base.slice):
                    return False
                base = base.value
            if isinstance(base, ast.Name) and base.id in self.classes:
                if not self._hook_free(self.classes[base.id], seen | {cls.name}):
                    return False
            elif self._qualified(base) is None:
                return False
        return True

    # -- statements -----------------------------------------------------------------------------------
    def imports(self) -> Optional[Tuple[ImportLine, ...]]:
        if not self._statements_inert(self.tree.body, imports_allowed=True):
            return None
        return tuple(self.lines)

    def _statements_inert(self, body: List[ast.stmt], imports_allowed: bool) -> bool:
        return all(self._statement_inert(statement, imports_allowed) for statement in body)

    def _statement_inert(self, statement: ast.stmt, imports_allowed: bool) -> bool:
        if isinstance(statement, ast.Import):
            self.lines.append(ImportLine(None, tuple(alias.name for alias in statement.names)))
            return imports_allowed
        if isinstance(statement, ast.ImportFrom):
            base = "." * statement.level + (statement.module or "")
            names = None if any(alias.name == "*" for alias in statement.names) \
                else tuple(alias.name for alias in statement.names)
            self.lines.append(ImportLine(base, names))
            return imports_allowed
        if isinstance(statement, ast.Pass):
            return True
        if isinstance(statement, ast.Expr):
            return isinstance(statement.value, ast.Constant)  # a docstring
        if isinstance(statement, ast.Assign):
            return all(_names_only(target, unpacking=isinstance(statement.value, (ast.Tuple, ast.List)))
                       for target in statement.targets) and self._inert(statement.value)
        if isinstance(statement, ast.AnnAssign):
            return isinstance(statement.target, ast.Name) and self._inert(statement.value)
        if isinstance(statement, ast.AugAssign):  # (``__all__ += [...]``: on a plain value, no ``__iadd__``)
            return isinstance(statement.target, ast.Name) and statement.target.id in self.plain_locals \
                and self._plain(statement.value)
        if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = statement.args
            return all(self._decorator_inert(d) for d in statement.decorator_list) and all(
                self._inert(default) for default in (*arguments.defaults, *arguments.kw_defaults))
        if isinstance(statement, ast.ClassDef):
            return self._hook_free(statement, set()) and self._class_body_inert(statement)
        if isinstance(statement, ast.If):
            if _is_main_guard(statement):
                return True  # (not run when the module is imported)
            return self._plain(statement.test) and self._statements_inert(statement.body, False) \
                and self._statements_inert(statement.orelse, False)
        if isinstance(statement, ast.Try):
            return self._statements_inert(statement.body, imports_allowed) \
                and all(self._inert(handler.type) and self._statements_inert(handler.body, False)
                        for handler in statement.handlers) \
                and self._statements_inert(statement.orelse, False) \
                and self._statements_inert(statement.finalbody, False)
        return False

    def _class_body_inert(self, cls: ast.ClassDef) -> bool:
        """The statements a class body's evaluation runs (its simple statements: its methods are read where
        they are called) are inert."""
        for statement in cls.body:
            if isinstance(statement, ast.Expr) and not isinstance(statement.value, ast.Constant):
                return False
            if isinstance(statement, ast.Assert):
                return False
            if isinstance(statement, ast.Assign) and not (
                    all(_names_only(target, unpacking=False) for target in statement.targets)
                    and self._attribute_inert(statement.value)):
                return False
            if isinstance(statement, ast.AnnAssign) and not (
                    isinstance(statement.target, ast.Name) and self._attribute_inert(statement.value)):
                return False
        return True

    def _attribute_inert(self, value: Optional[ast.expr]) -> bool:
        """A class attribute's value is inert, and no object of the project: one with a ``__set_name__`` is
        told its owner as the class is made."""
        if isinstance(value, ast.Name) and value.id in self.imported and self.imported[value.id][1]:
            return False
        return self._inert(value)


def _display_of(node: ast.expr, item_passes: Callable[[Optional[ast.expr]], bool]) -> Optional[bool]:
    """Whether every item of a tuple, list, set or dict display passes (no ``*`` or ``**`` unpacking: it
    iterates an object); None where ``node`` is no display."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return all(not isinstance(item, ast.Starred) and item_passes(item) for item in node.elts)
    if isinstance(node, ast.Dict):
        return all(key is not None and item_passes(key) for key in node.keys) \
            and all(item_passes(value) for value in node.values)
    return None


def _top_level_statements(body: List[ast.stmt]) -> List[ast.stmt]:
    """The statements of a module's top level with those nested in its ``if`` and ``try`` blocks."""
    found: List[ast.stmt] = []
    for statement in body:
        found.append(statement)
        if isinstance(statement, ast.If):
            found.extend(_top_level_statements([*statement.body, *statement.orelse]))
        elif isinstance(statement, ast.Try):
            found.extend(_top_level_statements([*statement.body, *statement.orelse, *statement.finalbody,
                                                *(s for handler in statement.handlers for s in handler.body)]))
    return found


def _names_in_target(target: ast.expr) -> List[str]:
    if isinstance(target, ast.Name):
        return [target.id]
    if isinstance(target, (ast.Tuple, ast.List)):
        return [name for item in target.elts for name in _names_in_target(item)]
    if isinstance(target, ast.Starred):
        return _names_in_target(target.value)
    return []


def _names_only(target: ast.expr, unpacking: bool) -> bool:
    """An assignment's target binds names and nothing else (no attribute or item of an object set), and
    unpacks only a display (iterating anything else may run its ``__iter__``)."""
    if isinstance(target, ast.Name):
        return True
    return unpacking and isinstance(target, (ast.Tuple, ast.List)) \
        and all(isinstance(item, ast.Name) for item in target.elts)


def _is_main_guard(statement: ast.If) -> bool:
    test = statement.test
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)):
        return False
    sides = [test.left, test.comparators[0]]
    return any(isinstance(side, ast.Name) and side.id == "__name__" for side in sides) \
        and any(isinstance(side, ast.Constant) and side.value == "__main__" for side in sides)
