"""What a rule's fix is: edits to the original tree, applied by the engine in one pass.

Below the fix builders (``fixmp.fixing.rewrites``) and the rule API (``fixmp.rule``) that make
and hand out fixes, and the engine that applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Tuple, Union

import libcst as cst

from fixmp.model import Applicability

SAFE = Applicability.SAFE
UNSAFE = Applicability.UNSAFE


@dataclass(frozen=True)
class ImportNeeded:
    """An import a fix needs, scheduled with libcst's ``AddImportsVisitor``."""

    module: str
    name: Optional[str] = None
    asname: Optional[str] = None


# What a fix puts in a node's place: a new node, ``cst.RemovalSentinel.REMOVE``, or a function the
# engine calls with the node as its pass rebuilt it (of the replaced node's class, hence ``Any``)
# and that returns the new node.
Replacement = Union[cst.CSTNode, cst.RemovalSentinel, Callable[[Any], cst.CSTNode]]


@dataclass(frozen=True, eq=False)
class Fix:
    """Edits to the original tree, applied by the engine in one pass.

    Nodes are keys by identity: they are nodes of the tree the rule was given.
    ``replacements`` maps a node to its new node, to ``cst.RemovalSentinel.REMOVE``
    for a statement that goes away, or to a function that makes the new node from the
    rebuilt one (``Replacement``); ``insert_before`` / ``insert_after`` map a
    statement to the statements placed around it (the first inserted statement
    takes over the comments above the anchor).
    """

    safety: Applicability
    description: str
    replacements: Tuple[Tuple[cst.CSTNode, Replacement], ...] = ()
    insert_before: Tuple[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]], ...] = ()
    insert_after: Tuple[Tuple[cst.BaseStatement, Tuple[cst.BaseStatement, ...]], ...] = ()
    imports: Tuple[ImportNeeded, ...] = ()
