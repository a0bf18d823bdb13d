"""Where a node is in its file, without generating the code of the whole file.

libcst finds positions (``PositionProvider``) by generating the code of the whole
module: for a 2,000-line file with one finding at its end, that costs about as
much as parsing it. Python's own parser (``ast``, about 8x cheaper than libcst's)
knows where each statement starts. So for a node, the statement holding it is
found in the libcst tree, and the same statement in the ``ast`` tree by walking
the same blocks in parallel (the bodies of the module, of classes, functions,
loops, ``with`` and ``if`` blocks, counting one ``ast`` statement per small
statement of a line); then only that statement's code is generated, inside
copies of its enclosing statements that keep nothing else (so that indentation,
hence every column, is what it is in the file), and the lines are shifted by where
``ast`` says the statement starts.

Anything the walk cannot match exactly (a statement in an ``else`` or ``except``
block, a file ``ast`` cannot parse, a shape that differs) answers ``None``: the
caller then asks libcst for the whole module, as before. ``tests/test_positions.py``
checks this against ``PositionProvider`` for every node of real files.
"""

from __future__ import annotations

import ast
from functools import lru_cache
from typing import Dict, List, Optional, Sequence, Tuple, Union

import libcst as cst
from libcst.metadata import CodePosition, CodeRange, MetadataWrapper, PositionProvider

Block = Union[cst.Module, cst.IndentedBlock]

# libcst compound statements and the ast classes of the same statement.
_SAME_STATEMENT: Dict[type, Tuple[type, ...]] = {
    cst.FunctionDef: (ast.FunctionDef, ast.AsyncFunctionDef),
    cst.ClassDef: (ast.ClassDef,),
    cst.If: (ast.If,),
    cst.For: (ast.For, ast.AsyncFor),
    cst.While: (ast.While,),
    cst.With: (ast.With, ast.AsyncWith),
    cst.Try: (ast.Try,),
    cst.Match: (ast.Match,),
}
if hasattr(cst, "TryStar") and hasattr(ast, "TryStar"):  # Python 3.11+
    _SAME_STATEMENT[cst.TryStar] = (ast.TryStar,)
# Every ast class of a compound statement: a small statement of a line is none of these.
_COMPOUND = tuple(kind for kinds in _SAME_STATEMENT.values() for kind in kinds)
# Compound statements whose ``body`` block the walk goes into (their body is ast's ``body``).
_INTO = (cst.FunctionDef, cst.ClassDef, cst.If, cst.For, cst.While, cst.With, cst.Try)


class LocalPositions:
    """Positions of nodes of one module, each found from the statement that holds it."""

    def __init__(self, module: cst.Module, source: bytes, parents: Dict[cst.CSTNode, cst.CSTNode]):
        self.module = module
        self.parents = parents
        self.tree = _statement_starts(source)
        self._done: Dict[int, Dict[cst.CSTNode, CodeRange]] = {}  # id(statement) -> its nodes' positions

    def position(self, node: cst.CSTNode) -> Optional[CodeRange]:
        if self.tree is None:
            return None
        chain = self._statements_holding(node)
        if not chain:
            return None
        found = self._match(chain)
        if found is None:
            return None
        statement, first_line = found
        if id(statement) not in self._done:
            self._done[id(statement)] = self._positions_in(chain[: chain.index(statement) + 1], first_line)
        return self._done[id(statement)].get(node)

    def _statements_holding(self, node: cst.CSTNode) -> List[cst.BaseStatement]:
        """The statements of blocks that hold ``node``, outermost first."""
        chain: List[cst.BaseStatement] = []
        current: Optional[cst.CSTNode] = node
        while current is not None:
            parent = self.parents.get(current)
            if isinstance(current, cst.BaseStatement) and isinstance(parent, (cst.Module, cst.IndentedBlock)):
                chain.append(current)
            current = parent
        chain.reverse()
        return chain

    def _match(self, chain: Sequence[cst.BaseStatement]) -> Optional[Tuple[cst.BaseStatement, int]]:
        """The innermost statement of ``chain`` the walk reaches, and the line of its first token."""
        assert self.tree is not None
        block: Block = self.module
        statements: List[ast.stmt] = self.tree.body
        reached: Optional[Tuple[cst.BaseStatement, int]] = None
        for statement in chain:
            if self.parents.get(statement) is not block:
                break  # an else / except / finally block: not followed
            counterpart = _counterpart(block.body, statements, statement)
            if counterpart is None:
                return reached
            reached = (statement, _first_line(counterpart))
            if not isinstance(statement, _INTO) or not isinstance(statement.body, cst.IndentedBlock):
                break
            block = statement.body
            statements = counterpart.body  # type: ignore[attr-defined]
        return reached

    def _positions_in(self, chain: Sequence[cst.BaseStatement], first_line: int) -> Dict[cst.CSTNode, CodeRange]:
        """Positions of every node of ``chain[-1]``, generated inside its enclosing statements alone."""
        inner: cst.BaseStatement = chain[-1]
        for outer in reversed(chain[:-1]):
            body = outer.body  # type: ignore[attr-defined]
            inner = outer.with_changes(body=body.with_changes(body=[inner]))
        alone = self.module.with_changes(body=[inner], header=[], footer=[])
        positions = MetadataWrapper(alone, unsafe_skip_copy=True).resolve(PositionProvider)
        target = chain[-1]
        anchor = target.decorators[0] if isinstance(target, (cst.FunctionDef, cst.ClassDef)) and target.decorators \
            else target
        shift = first_line - positions[anchor].start.line
        return {node: _shifted(where, shift) for node, where in positions.items()}


@lru_cache(maxsize=8)
def _statement_starts(source: bytes) -> Optional[ast.Module]:
    """``source`` as Python's parser reads it (only read here, never changed), None where it cannot; the latest
    kept, by the bytes: each summary of a module has an index of its own, and each asks where its nodes are."""
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError):
        return None


def _counterpart(body: Sequence[cst.BaseStatement], statements: List[ast.stmt],
                 statement: cst.BaseStatement) -> Optional[ast.stmt]:
    """The ast statement that starts ``statement`` of ``body``; None where the shapes differ."""
    index = 0
    for sibling in body:
        if sibling is statement:
            break
        index += len(sibling.body) if isinstance(sibling, cst.SimpleStatementLine) else 1
    if index >= len(statements):
        return None
    counterpart = statements[index]
    if isinstance(statement, cst.SimpleStatementLine):
        return counterpart if not isinstance(counterpart, _COMPOUND) else None
    expected = _SAME_STATEMENT.get(type(statement))
    return counterpart if expected is not None and isinstance(counterpart, expected) else None


def _first_line(statement: ast.stmt) -> int:
    decorators = getattr(statement, "decorator_list", None)
    if decorators:
        return min(int(decorator.lineno) for decorator in decorators)
    return statement.lineno


def _shifted(where: CodeRange, lines: int) -> CodeRange:
    return CodeRange(CodePosition(where.start.line + lines, where.start.column),
                     CodePosition(where.end.line + lines, where.end.column))
