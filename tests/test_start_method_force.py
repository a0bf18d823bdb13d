"""``set_start_method(method, force=False)``: force is read the same way by keyword and by position."""

from __future__ import annotations

import libcst as cst
import pytest

from fixmp.analysis.sites import forces_start_method


@pytest.mark.parametrize("call, forces", [
    ('mp.set_start_method("spawn", force=True)', True),
    ('mp.set_start_method("spawn", True)', True),
    ('mp.set_start_method(method="spawn", force=True)', True),
    ('mp.set_start_method("spawn")', False),
    ('mp.set_start_method("spawn", False)', False),
    ('mp.set_start_method("spawn", force=False)', False),
    # After *args the second position is unknown: not read as force.
    ('mp.set_start_method(*args, True)', False),
])
def test_force_by_keyword_or_position(call, forces):
    parsed = cst.parse_expression(call)
    assert isinstance(parsed, cst.Call)
    assert forces_start_method(parsed) is forces
