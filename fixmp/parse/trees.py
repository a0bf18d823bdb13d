"""libcst's trees, parsed without checking each node as it is built.

libcst checks every node it builds: ``CSTNode.__post_init__`` calls the node's ``_validate`` (that whitespace
is whitespace, a name a name, parentheses paired). A node its parser builds from source is right by
construction; libcst's own note at that call says as much ("it might make more sense to move validation
work into the visitor, which would allow us to avoid validating the tree when parsing a file"). Those checks
are an eighth of a parse (lhotse's 500 files: 5.35 s of CPU checked, 4.64 s not), and parsing is most of a
cold run. So fixmp's parses build their nodes unchecked, on the parsing thread only, while it parses: every
node fixmp makes itself (a fix's) is still checked, and a source the parser rejects is rejected as before.

Only with the ``__post_init__`` this was written against (one that calls ``_validate`` and nothing else);
with any other, a parse here is libcst's own, checks included.

A large module is parsed in pieces, runs of its top-level statements joined into one tree: libcst's parser
holds hundreds of times a module's bytes while it parses it, and a piece's is far less.
"""

from __future__ import annotations

import re
import threading
from typing import Callable, List, Optional, Sequence, Union

import libcst as cst

_PARSING = threading.local()  # ``active``: this thread is in ``parse_module``


def _checking_unless_parsing(checked: Callable[[cst.CSTNode], None]) -> Callable[[cst.CSTNode], None]:
    def __post_init__(node: cst.CSTNode) -> None:
        if not getattr(_PARSING, "active", False):
            checked(node)

    return __post_init__


def _only_validates(post_init: object) -> bool:
    """``post_init`` is libcst's own ``CSTNode.__post_init__``: ``self._validate()``, nothing more."""
    code = getattr(post_init, "__code__", None)
    return code is not None and code.co_names == ("_validate",) and code.co_argcount == 1


UNCHECKED_PARSE = _only_validates(cst.CSTNode.__post_init__)
if UNCHECKED_PARSE:
    cst.CSTNode.__post_init__ = _checking_unless_parsing(cst.CSTNode.__post_init__)  # type: ignore[method-assign, assignment]


def parse_module(source: bytes) -> cst.Module:
    """``libcst.parse_module(source)``, its nodes built unchecked (``UNCHECKED_PARSE``): they come from its parser.
    A large module is parsed a run of its top-level statements at a time (``_in_pieces``): the same tree."""
    _PARSING.active = UNCHECKED_PARSE
    try:
        if len(source) > PIECE_BYTES:
            pieced = _in_pieces(source)
            if pieced is not None:
                return pieced
        return cst.parse_module(source)
    finally:
        _PARSING.active = False


# libcst's parser holds about 350 bytes for each byte of the module while it parses (torch's 403 KB
# ``_inductor/ir.py``: 143 MiB at its peak, 17 MiB kept), more than its tree's size in memory.
# Parsed in pieces of about this size, what it holds at once is a piece's (ir.py: 28 MiB).
PIECE_BYTES = 64 * 1024

# A line where a top-level statement may begin: at the line's first column, neither a comment, nor a
# bracket closing what the line above opened, nor a clause of the statement above (``else:``).
_TOP_LEVEL_LINE = re.compile(rb"^(?![ \t\f#\r\n)\]}]|(?:else|elif|except|finally)\b)(?=.)", re.MULTILINE)


def _in_pieces(source: bytes) -> Optional[cst.Module]:
    """``source`` parsed in runs of top-level statements of about ``PIECE_BYTES`` each, then joined into one
    module: the tree libcst builds of the whole (``tests/test_fast_paths.py`` compares them on real files).
    A cut that libcst refuses (in a string, in brackets) is not made: that piece is parsed again with the next.
    None where the whole must be parsed: its pieces read another newline, indentation or encoding than the
    whole would, or none could be cut."""
    if b"\r" in source or source.startswith(b"\xef\xbb\xbf"):
        return None
    cuts = _cuts(source)
    if len(cuts) < 2:
        return None
    pieces: List[cst.Module] = []
    ends = cuts[1:] + [len(source)]
    begin = 0
    for number, end in enumerate(ends):
        try:
            pieces.append(cst.parse_module(source[begin:end]))
        except (cst.ParserSyntaxError, SyntaxError, UnicodeDecodeError):
            if number < len(ends) - 1:
                continue  # (the next piece begins where this one did)
            if begin == 0:
                raise  # (the whole, refused: its own error)
            return None  # (the rest, refused: the whole is parsed, for its own error)
        if begin == 0 and pieces[0].encoding != "utf-8":
            return None  # (the others would be read without its coding line)
        begin = end
    return _joined(pieces)


def _cuts(source: bytes) -> List[int]:
    """Where each piece begins: 0, then a line where a statement may begin (``_TOP_LEVEL_LINE``) once the piece
    holds ``PIECE_BYTES``, whose lines above, back to the last line of code, are all blank or comments at the
    first column, and that line neither continued nor a decorator."""
    cuts = [0]
    for match in _TOP_LEVEL_LINE.finditer(source):
        at = match.start()
        if at - cuts[-1] >= PIECE_BYTES and _between_statements(source, at):
            cuts.append(at)
    return cuts


def _between_statements(source: bytes, at: int) -> bool:
    """The lines above ``at``, back to the last line of code, are blank or comments at the first column (libcst
    gives them to the statement below, whichever piece holds them); that line is neither continued nor a
    decorator."""
    end = at
    while end > 0:
        begin = source.rfind(b"\n", 0, end - 1) + 1
        line = source[begin:end]
        if line == b"\n" or line.startswith(b"#"):
            end = begin
            continue
        code = line.rstrip(b"\n")
        return not code.endswith(b"\\") and not code.startswith(b"@") and code.strip() != b""
    return False


def _opens_a_block(statement: cst.BaseStatement) -> bool:
    """The statement has an indented block of its own (its body, an ``else``, a handler's...): a block inside
    one is indented further, so the first such statement of a module holds its first indentation."""
    suites: List[object] = []
    clause: object = statement
    while clause is not None:
        suites.append(getattr(clause, "body", None))
        suites.extend(handler.body for handler in getattr(clause, "handlers", ()))
        suites.extend(case.body for case in getattr(clause, "cases", ()))
        suites.append(getattr(getattr(clause, "finalbody", None), "body", None))
        clause = getattr(clause, "orelse", None)  # (``elif``, ``else``)
    return any(isinstance(suite, cst.IndentedBlock) for suite in suites)


def _joined(pieces: Sequence[cst.Module]) -> Optional[cst.Module]:
    """One module of ``pieces`` parsed in order: the trailing lines of each (its ``footer``) lead the next
    one's first statement, as libcst reads lines between two statements of one module. Its indentation is that
    of the first piece with a block (libcst's default where none has one); None where another with a block
    reads another."""
    first, last = pieces[0], pieces[-1]
    if any(piece.default_newline != first.default_newline or piece.encoding != first.encoding or piece.header
           for piece in pieces[1:]) or not all(piece.body for piece in pieces):
        return None
    indents = {piece.default_indent for piece in pieces if any(map(_opens_a_block, piece.body))}
    if len(indents) > 1:
        return None
    body: List[Union[cst.SimpleStatementLine, cst.BaseCompoundStatement]] = []
    carried: Sequence[cst.EmptyLine] = ()
    for piece in pieces:
        head = piece.body[0]
        if carried:
            head = head.with_changes(leading_lines=[*carried, *head.leading_lines])
        body.append(head)
        body.extend(piece.body[1:])
        carried = piece.footer
    return cst.Module(body=body, header=first.header, footer=last.footer, encoding=first.encoding,
                      default_indent=indents.pop() if indents else first.default_indent,
                      default_newline=first.default_newline, has_trailing_newline=last.has_trailing_newline)
