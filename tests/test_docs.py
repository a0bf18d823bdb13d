"""The README stays true: its rule table is the one generated from the rules' docs."""

from __future__ import annotations

import re
from pathlib import Path

from fixmp.docs import rules_table

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_rule_table_is_generated_from_rule_docs():
    text = README.read_text(encoding="utf-8")
    match = re.search(r"<!-- rules-table:.*?-->\n(.*?)<!-- end rules-table -->", text, re.S)
    assert match, "README must hold the generated rules table between its markers"
    assert match.group(1).strip() == rules_table().strip()
