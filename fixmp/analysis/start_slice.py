"""The part of a module its light summary reads: the module with each top-level function and class that
can take no part in a process start cut down to a stub of the same name, on the same line.

A light summary (``Project.facts(..., light=True)``) asks only what a module starts and hands on: which of its
top-level functions and classes start processes (``ModuleFacts.starts``, with what the parent runs before the
start and what the child runs), what its imports bind and which names it defines. It parsed and read the whole
module, where what a start depends on is often a small part of it (lhotse's ``cut/set.py``, 196 KB).

What is kept, read from the tree of Python's own parser (a tenth of libcst's cost):

* every top-level statement that is not a function or class definition (imports, constants, contexts, a
  registry filled at import), whole;
* each top-level function or class whose text, decorators and bases included, names a process start or a name
  an import of the project's modules binds (what it calls there may start processes), or a binding a top-level
  statement makes from multiprocessing (``Executor = ProcessPoolExecutor``), or names such a function or class
  in turn (and what a top-level statement that names one binds or reads: ``HANDLERS.append(start_workers)``):
  the callers;
* each top-level function or class that what is kept names (a word of its text), in turn: the callees, what
  the parent runs before a start and what the child runs.

A function or class that is cut names none of those, and none of them names it: nothing kept can call it by
name. Its stub keeps its imports, on their lines (the summary reads what every import binds). Where a module can
reach its own globals by a name made at run time (``globals()``, ``vars()``, ``sys.modules[__name__]``,
``eval``/``exec``), or star-imports a module of the project, nothing is cut. The slice keeps every line where it
was, so a start reads ``file:line`` as in the module. It is read from the module's own bytes and where its imports
lead, never from what the modules it imports hold: a summary is made again only when what it read changes. It is
read only for a light summary; the summary keeps the bytes of the whole module among what it read
(``ModuleFacts.consulted``). Where the slice keeps more than half the module, the module is read whole: its tree
is then the one its full summary and the program runs read too (torch's ``_inductor`` modules, whose classes
nearly all reach its compile workers' pool).
"""

from __future__ import annotations

import ast
import re
from typing import Collection, Dict, List, Optional, Sequence, Set, Tuple, Union

from fixmp.analysis.module_bytes import has_a_process_start, has_multiprocessing, top_level_definitions

# The part of a module's bytes kept, at most, for a slice to be read instead of the whole: a slice's tree is
# its own (a full summary and a program run read the whole module's), so one little smaller costs a parse more.
MAX_KEPT_SHARE = 0.5
# A module this small is read whole: a second tree costs more than what the cut would spare.
MIN_SLICED_BYTES = 32 * 2**10
# What reaches a module's globals by a name made at run time: a cut function could be called so.
_DYNAMIC_GLOBALS = re.compile(rb"\b(?:globals|vars|locals|eval|exec)\s*\(|sys\.modules\s*\[\s*__name__")
_BOM = b"\xef\xbb\xbf"
_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")


class _Definition:
    __slots__ = ("name", "first", "last", "words", "is_class", "is_async", "imports")

    def __init__(self, node: Union[ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef], first: int,
                 words: Set[bytes]) -> None:
        self.name = node.name.encode()
        self.first = first
        self.last = node.end_lineno or node.lineno
        self.words = words
        self.is_class = isinstance(node, ast.ClassDef)
        self.is_async = isinstance(node, ast.AsyncFunctionDef)
        self.imports = sorted((each for each in ast.walk(node) if isinstance(each, (ast.Import, ast.ImportFrom))),
                              key=lambda each: each.lineno)

    def imports_alone(self) -> bool:
        """Whether each of its imports begins on a line of its own, after the definition's first: a stub's body
        can hold them where they are."""
        taken: Set[int] = set()
        for node in self.imports:
            lines = set(range(node.lineno, (node.end_lineno or node.lineno) + 1))
            if node.lineno <= self.first or taken & lines:
                return False
            taken |= lines
        return True


def start_slice(source: bytes, imported: Collection[str]) -> Optional[bytes]:
    """The slice of ``source`` a light summary reads (see the module's doc), or None where the whole module
    is to be read: nothing would be cut worth a parse of its own, Python's parser cannot read it, or it can
    reach its globals by a name made at run time. ``imported``: the names its imports of the project's modules
    bind (``launch`` of ``import launch``, ``run_workers`` of ``from launch import run_workers``): a definition
    that names one may start processes through it (what that module starts is not read here: a summary that
    read it would depend on its bytes too). From the module's own bytes, so never fewer than its summary finds:
    a definition whose text, decorators and bases included, names a process start or one of ``imported``."""
    if len(source) < MIN_SLICED_BYTES or _DYNAMIC_GLOBALS.search(source) is not None:
        return None
    imported_words = {name.encode() for name in imported}
    if _estimate_too_large(source, imported_words):
        return None
    try:
        source.decode("utf-8")  # (Python's parser gives columns in UTF-8 bytes: those of the bytes here)
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):  # UnicodeDecodeError a ValueError
        return None
    lines = source.splitlines(keepends=True)
    if tree.body and (tree.body[-1].end_lineno or 0) > len(lines):
        return None  # line endings Python's parser counts otherwise (a lone carriage return): read whole
    definitions: List[_Definition] = []
    statements = []  # the top-level statements that are no definitions: the names each binds, and reads
    seeds: Set[bytes] = set()
    for node in tree.body:
        first = min([node.lineno, *(decorator.lineno for decorator in getattr(node, "decorator_list", ()))])
        text = b"".join(lines[first - 1:node.end_lineno or node.lineno])
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            definitions.append(_Definition(node, first, set(_WORD.findall(text))))
            if has_a_process_start(text) or not imported_words.isdisjoint(definitions[-1].words):
                seeds.add(definitions[-1].name)
            continue
        bound = _names_bound(node)
        statements.append((bound, _names_read(node)))
        if has_multiprocessing(text) or has_a_process_start(text):
            seeds |= bound  # ``Executor = ProcessPoolExecutor``: what names it starts
    kept = _kept([(definition.name, definition.words) for definition in definitions], seeds, statements)
    cut = [definition for number, definition in enumerate(definitions)
           if number not in kept and definition.imports_alone()]
    cut_bytes = sum(len(line) for definition in cut for line in lines[definition.first - 1:definition.last])
    if not cut or len(source) - cut_bytes > MAX_KEPT_SHARE * len(source):
        return None
    sliced = list(lines)
    for definition in cut:
        ending = _line_ending(lines[definition.last - 1])
        imports = definition.imports
        if definition.is_class:
            stub = b"class " + definition.name + b":"
        else:
            stub = (b"async def " if definition.is_async else b"def ") + definition.name + b"(*args, **kwargs):"
        if lines[definition.first - 1].startswith(_BOM):
            stub = _BOM + stub
        sliced[definition.first - 1] = stub + (b"" if imports else b" ...") + ending
        for number in range(definition.first, definition.last):
            sliced[number] = ending
        # Its imports stay, each on its lines, in the stub's body: the summary reads what every import of the
        # module binds (``ModuleIndex.aliases``), a function's own too.
        for node in imports:
            own = _text_of(lines, node)
            own[0] = b"    " + own[0]
            for offset, line in enumerate(own):
                sliced[node.lineno - 1 + offset] = line + (ending if offset == len(own) - 1 else b"")
    return b"".join(sliced)


def _text_of(lines: Sequence[bytes], node: ast.stmt) -> List[bytes]:
    """The lines of ``node``'s own text (its first from its column, its last to its end), each with its line
    ending but the last's."""
    end = node.end_lineno or node.lineno
    text = list(lines[node.lineno - 1:end])
    last = text[-1][:node.end_col_offset] if node.end_col_offset is not None else text[-1].rstrip(b"\r\n")
    text[-1] = last
    text[0] = text[0][node.col_offset:]
    return text


def _kept(definitions: Sequence[Tuple[bytes, Set[bytes]]], seeds: Set[bytes], statements: Sequence[Tuple[Set[bytes], Set[bytes]]]) \
        -> Set[int]:
    """Which ``definitions`` (each its name and the words of its text) are kept: those named in ``seeds`` and
    their callers, in turn (a top-level statement that names one, ``REGISTRY = {"go": start_workers}`` or
    ``HANDLERS.append(start_workers)``, makes every name it binds or reads a caller too); then what those and the top-level ``statements`` (each the names it binds and
    those it reads) name, in turn."""
    by_name: Dict[bytes, List[int]] = {}
    naming: Dict[bytes, List[int]] = {}  # a word -> the definitions whose text holds it
    for number, (name, words) in enumerate(definitions):
        by_name.setdefault(name, []).append(number)
        for word in words:
            naming.setdefault(word, []).append(number)
    binding: Dict[bytes, List[int]] = {}  # a word -> the statements that read it
    for number, (_, read) in enumerate(statements):
        for word in read:
            binding.setdefault(word, []).append(number)
    kept: Set[int] = set()
    waiting = list(seeds)
    seen: Set[bytes] = set()
    while waiting:  # the callers
        name = waiting.pop()
        if name not in seen:
            seen.add(name)
            for number in (*by_name.get(name, ()), *naming.get(name, ())):
                if number not in kept:
                    kept.add(number)
                    waiting.append(definitions[number][0])
            for number in binding.get(name, ()):
                waiting.extend(statements[number][0] | statements[number][1])  # ``HANDLERS.append(start)`` too
    waiting = [*(word for _, read in statements for word in read),
               *(word for number in kept for word in definitions[number][1])]
    seen = set()
    while waiting:  # the callees
        name = waiting.pop()
        if name not in seen:
            seen.add(name)
            for number in by_name.get(name, ()):
                if number not in kept:
                    kept.add(number)
                    waiting.extend(definitions[number][1])
    return kept


def _estimate_too_large(source: bytes, seeds: Set[bytes]) -> bool:
    """Whether a slice estimated from the bytes alone keeps more than ``MAX_KEPT_SHARE``, before Python's parser
    is asked: each definition read as the text up to the next (the top-level statements after it and its strings
    counted among its words), what comes before the first as what the module names. It keeps about what the slice
    of the tree keeps, or more: a module it rejects is read whole without a parse for nothing."""
    chunks = top_level_definitions(source)
    if not chunks:
        return True
    definitions = [(name.encode(), set(_WORD.findall(source, begins, end))) for name, begins, _, _, end in chunks]
    seeds = seeds | {name.encode() for name, begins, _, _, end in chunks if has_a_process_start(source[begins:end])}
    kept = _kept(definitions, seeds, [(set(), set(_WORD.findall(source, 0, chunks[0][1])))])
    cut = sum(end - begins for number, (_, begins, _, _, end) in enumerate(chunks) if number not in kept)
    return len(source) - cut > MAX_KEPT_SHARE * len(source)


def _line_ending(line: bytes) -> bytes:
    return b"\r\n" if line.endswith(b"\r\n") else b"\r" if line.endswith(b"\r") else b"\n"


def _names_read(node: ast.AST) -> Set[bytes]:
    """The names a top-level statement reads or writes (``x``, ``.attribute``), its strings aside."""
    found: Set[bytes] = set()
    for each in ast.walk(node):
        if isinstance(each, ast.Name):
            found.add(each.id.encode())
        elif isinstance(each, ast.Attribute):
            found.add(each.attr.encode())
    return found


def _names_bound(node: ast.AST) -> Set[bytes]:
    """The names a top-level statement binds: its targets, what it imports, what it defines inside."""
    found: Set[bytes] = set()
    for each in ast.walk(node):
        if isinstance(each, ast.Name) and isinstance(each.ctx, ast.Store):
            found.add(each.id.encode())
        elif isinstance(each, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(each.name.encode())
        elif isinstance(each, ast.alias):
            found.add((each.asname or each.name.split(".")[0]).encode())
    return found
