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
"""

from __future__ import annotations

import threading
from typing import Callable

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
    """``libcst.parse_module(source)``, its nodes built unchecked (``UNCHECKED_PARSE``): they come from its parser."""
    _PARSING.active = UNCHECKED_PARSE
    try:
        return cst.parse_module(source)
    finally:
        _PARSING.active = False
