"""A fix as a patch: the edits between a file and its rewrite, and several fixes' edits applied together.

``review`` applies the fixes a person accepted, and SARIF consumers the fixes they pick,
from the edits each fix was computed with, alone, in the run that found it; no second
analysis. Edits are whole lines (what a diff shows). Two fixes that make the same edit
(the same import, say) share it; two whose edits overlap otherwise conflict, and the
later one is left for the next run.
"""

from __future__ import annotations

import difflib
from typing import List, Sequence, Tuple

from fixmp.model import Edit, Proposal


def _lines(data: bytes) -> List[bytes]:
    # Only \n, \r\n and \r end a line here, as they do for Python (bytes.splitlines agrees).
    return data.splitlines(keepends=True)


def edits_between(source: bytes, new_source: bytes) -> Tuple[Edit, ...]:
    """The line edits that turn ``source`` into ``new_source``."""
    old, new = _lines(source), _lines(new_source)
    offsets = [0]
    for line in old:
        offsets.append(offsets[-1] + len(line))
    edits = []
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    for tag, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        if tag != "equal":
            edits.append(Edit(offsets[old_start], offsets[old_end], b"".join(new[new_start:new_end])))
    return tuple(edits)


def apply_edits(source: bytes, edits: Sequence[Edit]) -> bytes:
    """``source`` with non-overlapping ``edits`` applied."""
    result = source
    for edit in sorted(edits, key=lambda edit: (edit.start, edit.end), reverse=True):
        result = result[: edit.start] + edit.text + result[edit.end:]
    return result


def _conflict(edit: Edit, other: Edit) -> bool:
    if edit == other:
        return False  # the same edit: applied once
    if edit.start == edit.end and other.start == other.end:
        return edit.start == other.start  # two insertions at one place: their order is unknown
    # An insertion where a replacement starts goes before it (``apply_edits``); one where it ends, after.
    return edit.start < other.end and other.start < edit.end


def combine(source: bytes, proposals: Sequence[Proposal]) -> Tuple[bytes, Tuple[Proposal, ...], Tuple[Proposal, ...]]:
    """``source`` with the edits of ``proposals`` applied together, in order; the proposals applied, and
    those left out because an edit conflicts with one applied before them."""
    chosen: List[Edit] = []
    applied: List[Proposal] = []
    left_out: List[Proposal] = []
    for proposal in proposals:
        if not proposal.edits or any(_conflict(edit, taken) for edit in proposal.edits for taken in chosen):
            left_out.append(proposal)
            continue
        chosen.extend(edit for edit in proposal.edits if edit not in chosen)
        applied.append(proposal)
    return apply_edits(source, chosen), tuple(applied), tuple(left_out)
