"""Programs several test files share, taken from the rules' own examples (one source of truth).

HAZARD is FMP001's first INVALID example: the parent initialises CUDA, then forks
a child that uses CUDA; HAZARD_FIXED is its documented fix (a spawn context).
"""

import textwrap

from fixmp.rules import rule_by_code

_EXAMPLE = rule_by_code("FMP001").INVALID[0]
HAZARD = textwrap.dedent(_EXAMPLE.code).lstrip("\n")
HAZARD_FIXED = textwrap.dedent(_EXAMPLE.expected_fix).lstrip("\n")
