"""A file's code without its comments and strings: what the prefilter's second look reads.

The prefilter's first look runs the rules' patterns over every file's bytes, which
is cheap but also matches a docstring that mentions ``multiprocessing``, a comment
about a ``Pool``, or a table of module names held as strings. In torch's own
sources half the bytes that pass it are such files. Before a candidate is parsed
with libcst (about 8x the cost of Python's own parser), the patterns run once more,
over the file's code alone, found with :mod:`ast`:

* ``code``: every string literal and comment blanked out. A rule's patterns name
  things it reasons on (modules, calls, classes), which a string cannot start.
* ``code_and_values``: only comments and string statements (docstrings) blanked,
  for a rule whose patterns may match a string used as a value (FMP008's
  ``"cuda"``, in ``.to("cuda")``); such a rule says so (``PREFILTER_MATCHES_VALUES``).

Where this Python cannot tell exactly which bytes are strings (its parser rejects
the file, or the file is not in UTF-8, so that ``ast``'s offsets are not byte
offsets into it) there is no second look, and the file goes on to libcst as before.
"""

from __future__ import annotations

import ast
import codecs
import re
from dataclasses import dataclass
from typing import List, Optional, Set, Tuple

_NEWLINE = re.compile(rb"\r\n|\r|\n")
_COMMENT = re.compile(rb"#[^\r\n]*")
# PEP 263: a coding declaration on one of the first two lines.
_CODING = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)", re.MULTILINE)
_UTF8_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True)
class CodeText:
    code: bytes
    code_and_values: bytes


def _declared_utf8(source: bytes) -> bool:
    head = b"\n".join(source.splitlines()[:2])
    declared = _CODING.search(head)
    if declared is None:
        return True
    try:
        return codecs.lookup(declared.group(1).decode("ascii")).name == "utf-8"
    except (LookupError, UnicodeDecodeError):
        return False


def code_text(source: bytes) -> Optional[CodeText]:
    """The two views of ``source`` the module's docs describe; ``None`` where they cannot be told exactly."""
    if source.startswith(_UTF8_BOM):
        source = source[len(_UTF8_BOM):]
    try:
        source.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not _declared_utf8(source):
        return None
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
        return None
    line_starts = [0] + [match.end() for match in _NEWLINE.finditer(source)]
    # An f-string's parts carry unreliable positions on some Pythons: it is kept whole (it may hold
    # code between its braces), and nothing under it is blanked.
    statements: Set[int] = set()  # string statements: docstrings and the like, never a value
    strings: List[Tuple[int, int, bool]] = []  # start, end, is a statement
    # A walk of its own rather than ``ast.walk``, whose generators cost twice the parse: below each
    # node, its fields that hold nodes.
    waiting: List[ast.AST] = [tree]
    while waiting:
        node = waiting.pop()
        if isinstance(node, ast.JoinedStr):
            continue
        if isinstance(node, ast.Constant):
            if (isinstance(node.value, (str, bytes))
                    and node.end_lineno is not None and node.end_col_offset is not None):
                start = line_starts[node.lineno - 1] + node.col_offset
                end = line_starts[node.end_lineno - 1] + node.end_col_offset
                strings.append((start, end, id(node) in statements))
            continue
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            statements.add(id(node.value))
        for field in node._fields:
            value = getattr(node, field, None)
            if type(value) is list:
                waiting.extend(item for item in value if isinstance(item, ast.AST))
            elif isinstance(value, ast.AST):
                waiting.append(value)
    code, code_and_values = bytearray(source), bytearray(source)
    for start, end, statement in strings:
        code[start:end] = b" " * (end - start)
        if statement:
            code_and_values[start:end] = b" " * (end - start)
    # Comments are found where no string is left to hold a '#', and blanked in both views.
    for comment in _COMMENT.finditer(bytes(code)):
        start, end = comment.span()
        code[start:end] = code_and_values[start:end] = b" " * (end - start)
    return CodeText(bytes(code), bytes(code_and_values))
