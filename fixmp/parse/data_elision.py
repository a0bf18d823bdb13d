"""Large data tables left out of a parse: a module over the parse budget only because it holds displays of
constants (a generated table of tuned kernel parameters, a vocabulary) is read with each such display replaced
by a name fixmp knows nothing of, so that its code is analysed and its data is unknown, never a guess.

torch's ``torch/sparse/_triton_ops_meta.py`` is such a file: 500 KB, 192,687 tokens against the budget of
60,000 (``fixmp.parse.guards.MAX_TOKENS``), nearly all of them numbers in seven dict displays; without them, a
few thousand tokens of code.

The replacement keeps every line and column of the file: each character of a display becomes a space, except its
line breaks, an opening and closing parenthesis where its brackets were, and ``ELIDED_NAME`` just inside. A
finding keeps its place. A fix computed on that text must never be written: the caller offers none for the file
(``ELIDED_NO_FIX``).

Read with Python's tokenizer, which holds one token at a time (0.3 s and 12 MB for torch's file, where
``ast.parse`` took 100 MB), not with a parse.
"""

from __future__ import annotations

import io
import keyword
import tokenize
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from fixmp.parse.guards import parse_cost_problem

ELIDED_NAME = "__fixmp_elided__"
# A display of constants is left out from this many tokens: a table, not a literal a program reasons with.
LEAST_ELIDED_TOKENS = 1_000
ELIDED_NO_FIX = ("the file holds data tables too large for fixmp's parse, read as unknown values; "
                 "a fix computed without them is never written")

_CONSTANT_NAMES = frozenset({"True", "False", "None"})
_CONSTANT_OPERATORS = frozenset({",", ":", "-", "+", "..."})
_QUIET = frozenset({tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT})
_Position = Tuple[int, int]  # (row, column), as the tokenizer gives them


@dataclass
class _Group:
    """A bracketed group being read: where it opened, whether it is a display holding only constants so
    far, how many tokens it holds, and the displays of constants found inside it."""

    start: _Position
    constant: bool
    tokens: int = 0
    inner: List[Tuple[_Position, _Position]] = field(default_factory=list)


def readable_source(source: bytes) -> Optional[bytes]:
    """What fixmp parses of ``source``: itself within the parse budget, else without its data tables where that
    brings it within (``elided_data``); None where neither is (the file's own problem stands)."""
    return source if parse_cost_problem(source) is None else elided_data(source)


def elided_data(source: bytes) -> Optional[bytes]:
    """``source`` with its large displays of constants left out, where its only problem is its size and that
    brings it within the parse budget (``parse_cost_problem``); None otherwise (the file's own problem stands:
    nesting Python refuses, a chain that crashes libcst's parser)."""
    if parse_cost_problem(source, count_tokens=False) is not None:
        return None
    spans = _constant_displays(source)
    if not spans:
        return None
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(source).readline)
        text = source.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        return None
    starts = [0]  # where each row the tokenizer counts begins (it reads lines up to each "\n")
    for line in text.split("\n"):
        starts.append(starts[-1] + len(line) + 1)
    pieces: List[str] = []
    done = 0
    for (first_row, first_column), (last_row, last_column) in spans:
        begin = starts[first_row - 1] + first_column
        end = starts[last_row - 1] + last_column
        pieces.append(text[done:begin])
        pieces.append(_blanked(text[begin:end]))
        done = end
    pieces.append(text[done:])
    try:
        elided = "".join(pieces).encode(encoding)
    except UnicodeEncodeError:
        return None
    return elided if parse_cost_problem(elided) is None else None


def _blanked(display: str) -> str:
    """A display as ``(__fixmp_elided__ ...)`` of the same characters and line breaks."""
    chars = [char if char in "\r\n" else " " for char in display]
    chars[0], chars[-1] = "(", ")"
    first_break = next((at for at, char in enumerate(chars) if char in "\r\n"), len(chars) - 1)
    at = 1 if first_break - 1 >= len(ELIDED_NAME) else first_break + 1
    while chars[at] in "\r\n":
        at += 1  # (past a CRLF)
    chars[at:at + len(ELIDED_NAME)] = ELIDED_NAME
    return "".join(chars)


def _constant_displays(source: bytes) -> List[Tuple[_Position, _Position]]:
    """The outermost displays (not a call's or a subscript's brackets) holding only constants, of at least
    ``LEAST_ELIDED_TOKENS`` tokens, in order: each from its opening bracket to just after its closing one."""
    found: List[Tuple[_Position, _Position]] = []
    groups: List[_Group] = []
    before: Optional[tokenize.TokenInfo] = None
    try:
        for token in tokenize.tokenize(io.BytesIO(source).readline):
            if token.type in (tokenize.ENCODING, tokenize.ENDMARKER) or (token.type in _QUIET and not groups):
                continue
            if token.type == tokenize.OP and token.string in "([{":
                if groups:
                    groups[-1].tokens += 1
                groups.append(_Group(token.start, not _is_called_or_indexed(before)))
            elif token.type == tokenize.OP and token.string in ")]}" and groups:
                group = groups.pop()
                spans = [(group.start, token.end)] if group.constant and group.tokens >= LEAST_ELIDED_TOKENS \
                    else group.inner
                if groups:
                    groups[-1].tokens += group.tokens + 1
                    groups[-1].constant = groups[-1].constant and group.constant
                    groups[-1].inner.extend(spans)
                else:
                    found.extend(spans)
            elif groups:
                groups[-1].tokens += 1
                groups[-1].constant = groups[-1].constant and _is_constant(token)
            if token.type not in _QUIET:
                before = token
    except (tokenize.TokenError, SyntaxError, UnicodeDecodeError):
        return []
    return found


def _is_called_or_indexed(before: Optional[tokenize.TokenInfo]) -> bool:
    """Brackets after a name, a closing bracket or a string are a call's or a subscript's, not a display."""
    if before is None:
        return False
    if before.type == tokenize.NAME:
        return not keyword.iskeyword(before.string) or before.string in _CONSTANT_NAMES
    return before.type == tokenize.STRING or (before.type == tokenize.OP and before.string in ")]}")


def _is_constant(token: tokenize.TokenInfo) -> bool:
    return token.type in (tokenize.NUMBER, tokenize.STRING) or token.type in _QUIET \
        or (token.type == tokenize.NAME and token.string in _CONSTANT_NAMES) \
        or (token.type == tokenize.OP and token.string in _CONSTANT_OPERATORS)
