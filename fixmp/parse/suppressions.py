"""Suppression comments, read from Python's tokens: a ``# noqa`` inside a string is not a comment.

``# noqa`` (or ``# noqa: FMP001, FMP004``) at the end of the line where a finding starts
silences it; ``# fixmp: noqa`` (or ``# fixmp: noqa: FMP001``) on a line of its own exempts
the whole file from every rule (or those). As ruff reads them: from the tokens, so that
``DOC = "# fixmp: noqa"`` or ``Process(name="# noqa")`` silence nothing.
"""

from __future__ import annotations

import bisect
import io
import re
import tokenize
from typing import AbstractSet, Dict, FrozenSet, List, Optional, Set, Tuple

NOQA = re.compile(r"#\s*noqa(?::\s*(?P<codes>[A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*))?", re.IGNORECASE)
FILE_NOQA = re.compile(
    r"^#[ \t]*fixmp:[ \t]*noqa(?:[ \t]*:[ \t]*(?P<codes>[A-Za-z]+[0-9]*(?:[ \t]*,?[ \t]*[A-Za-z]+[0-9]*)*))?[ \t]*$",
    re.IGNORECASE,
)
# The codes of a line whose suppression comment names none: every rule.
EVERY_RULE: FrozenSet[str] = frozenset({"*"})


class Suppressions:
    """The suppression comments of one file: by line, the codes its ``# noqa`` names (``EVERY_RULE``
    for all); and the codes the file exempts itself from (() for every rule, None for none).

    Tokenizing costs about a third of a parse, and most files that say ``noqa`` (torch's sources
    say it in hundreds of files) have no finding: the tokens are read the first time a line that
    says ``noqa`` is asked about, or at once where the file may exempt itself (``fixmp: noqa``)."""

    def __init__(self, source: bytes = b"", noqa_lines: AbstractSet[int] = frozenset()):
        self._source = source
        self._noqa_lines = noqa_lines  # every line whose text says noqa, however lines are counted
        self._read: Optional[Tuple[Dict[int, FrozenSet[str]], Optional[Tuple[str, ...]]]] = None
        if FILE_NOQA_WORDS.search(source):
            self._read = _read(source)

    @property
    def by_line(self) -> Dict[int, FrozenSet[str]]:
        return self._comments_read()[0]

    @property
    def file_exemption(self) -> Optional[Tuple[str, ...]]:
        # Without the words ``fixmp: noqa`` in its bytes no comment can exempt the file.
        return None if self._read is None else self._read[1]

    def silences(self, code: str, line: int) -> bool:
        if line not in self._noqa_lines:
            return False
        codes = self.by_line.get(line)
        return codes is not None and (codes is EVERY_RULE or code.upper() in codes)

    def _comments_read(self) -> Tuple[Dict[int, FrozenSet[str]], Optional[Tuple[str, ...]]]:
        if self._read is None:
            self._read = _read(self._source)
        return self._read


_NOQA_WORD = re.compile(rb"noqa", re.IGNORECASE)
FILE_NOQA_WORDS = re.compile(rb"fixmp[ \t]*:[ \t]*noqa", re.IGNORECASE)
# Line ends as Python's tokenizer counts them (``\n``, ``\r\n``) and as a universal reader does (a lone ``\r`` too).
_LINE_ENDS = (re.compile(rb"\n"), re.compile(rb"\r\n|\r|\n"))
NONE = Suppressions()


def suppressions(source: bytes) -> Suppressions:
    """The file's suppression comments. Only a file whose bytes say ``noqa`` is tokenized; one Python's
    tokenizer cannot read (syntax newer than this Python) has its comments found by their ``#`` at the
    start of a line's last run of text outside quotes, as a fallback."""
    said = [match.start() for match in _NOQA_WORD.finditer(source)]
    if not said:
        return NONE
    lines: Set[int] = set()
    for line_end in _LINE_ENDS:
        ends = [match.start() for match in line_end.finditer(source)]
        lines.update(bisect.bisect_left(ends, offset) + 1 for offset in said)
    return Suppressions(source, frozenset(lines))


def _read(source: bytes) -> Tuple[Dict[int, FrozenSet[str]], Optional[Tuple[str, ...]]]:
    """By line, the codes each ``# noqa`` names; and the codes the file exempts itself from."""
    by_line: Dict[int, FrozenSet[str]] = {}
    exempt: Optional[List[str]] = None
    for line, text, alone in _comments(source):
        whole_file = FILE_NOQA.match(text) if alone else None
        if whole_file is not None:
            codes = whole_file.group("codes")
            if codes is None:
                return by_line, ()
            exempt = (exempt or []) + [code.upper() for code in re.split(r"[\s,]+", codes) if code]
            continue
        match = NOQA.search(text)
        if match is not None:
            named = match.group("codes")
            by_line[line] = EVERY_RULE if named is None else frozenset(
                code.upper() for code in re.split(r"[\s,]+", named) if code)
    return by_line, tuple(exempt) if exempt else None


def _comments(source: bytes) -> List[Tuple[int, str, bool]]:
    """Each comment: its line, its text, and whether it is alone on its line."""
    found: List[Tuple[int, str, bool]] = []
    try:
        previous_line = 0
        code_on_line = False
        for token in tokenize.tokenize(io.BytesIO(source).readline):
            line = token.start[0]
            if line != previous_line:
                previous_line, code_on_line = line, False
            if token.type == tokenize.COMMENT:
                found.append((line, token.string, not code_on_line))
            elif token.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                                    tokenize.ENCODING):
                code_on_line = True
                previous_line = token.end[0]  # a string over several lines: code up to its last line
    except (tokenize.TokenError, SyntaxError, UnicodeDecodeError):
        return _comments_by_text(source)
    return found


_LAST_COMMENT = re.compile(r"""^(?P<code>(?:[^#'"]|'[^'\n]*'|"[^"\n]*")*)(?P<comment>#.*)$""")


def _comments_by_text(source: bytes) -> List[Tuple[int, str, bool]]:
    found: List[Tuple[int, str, bool]] = []
    for number, text in enumerate(source.decode("utf-8", "replace").splitlines(), start=1):
        match = _LAST_COMMENT.match(text)
        if match is not None:
            found.append((number, match.group("comment"), not match.group("code").strip()))
    return found
