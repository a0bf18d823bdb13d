"""Documentation generated from the rules' own docstrings (the single source)."""

from __future__ import annotations

from typing import Type

from fixmp.rule import Rule
from fixmp.rules import all_rules

README_URL = "https://github.com/fixmp/fixmp/blob/main/README.md"


def rule_anchor(rule: Type[Rule]) -> str:
    return f"{rule.CODE.lower()}-{rule.NAME}"


def rules_table() -> str:
    lines = [
        "| Code | Name | What it finds | Fix | Default |",
        "| --- | --- | --- | --- | --- |",
    ]
    for rule in all_rules():
        lines.append(
            f'| <a id="{rule_anchor(rule)}"></a>{rule.CODE} | `{rule.NAME}` | {rule.SUMMARY} | {rule.fix_summary()} | '
            f"{'on' if rule.ENABLED_BY_DEFAULT else 'off'} |"
        )
    return "\n".join(lines)
