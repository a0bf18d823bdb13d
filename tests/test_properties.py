"""Property-based tests: variants of the hazard programs, rewritten with every rule and unsafe fixes on.

The variants change what a rewrite must cope with: every import form of
multiprocessing (aliases, ``torch.multiprocessing``, from-imports), the start in a
``main()`` function, under the ``__main__`` guard (in an ``elif`` too) or unguarded at module level,
several processes and primitives, a module-level ``set_start_method`` (once,
twice, split over lines, under a platform check), indentation, line endings, and comments and
blank lines in odd places. For each, the rewrite must parse and compile, be a
fixed point (a second run changes nothing), and keep every comment, in order.
"""

from __future__ import annotations

import io
import tokenize
from dataclasses import dataclass
from typing import List

import libcst as cst
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fixmp.discover.config import Settings
from fixmp.engine import process_source
from fixmp.rules import all_rules

EVERY_RULE = Settings(select=tuple(rule.CODE for rule in all_rules()), unsafe_fixes=True)


@dataclass(frozen=True)
class ImportForm:
    lines: tuple  # the import statements
    prefix: str  # how the code names the module's members: "mp." or "" for from-imports


IMPORT_FORMS = [
    ImportForm(("import multiprocessing as {alias}",), "{alias}."),
    ImportForm(("import torch.multiprocessing as {alias}",), "{alias}."),
    ImportForm(("import multiprocessing",), "multiprocessing."),
    ImportForm(("import torch.multiprocessing",), "torch.multiprocessing."),
    ImportForm(("from torch import multiprocessing",), "multiprocessing."),
    ImportForm(("from torch import multiprocessing as {alias}",), "{alias}."),
    ImportForm(("from multiprocessing import Process, Queue, Event, Lock",), ""),
    ImportForm(("from torch.multiprocessing import Process, Queue, Event, Lock",), ""),
]
CUDA_INITIALISERS = [
    "torch.cuda.set_device(0)",
    "model = torch.nn.Linear(4, 2).cuda()",
    'x = torch.ones(2, device="cuda")',
    "name = torch.cuda.get_device_name(0)",
    'y = torch.zeros(3).to("cuda:0")',
]
PARALLEL_WORK = [
    "w = torch.randn(256, 256) @ torch.randn(256, 256)",
    "torch.nn.init.orthogonal_(torch.empty(64, 64))",
]
COMMENTS = [
    "# note: keep this",
    "#: sphinx-style",
    "# TODO(someone): revisit   ",
    "#!not a shebang here",
    "# -*- not a coding line -*-",
    "#",
    "# ünïcödé ✓",
]


@st.composite
def comment(draw) -> str:
    return draw(st.sampled_from(COMMENTS))


@st.composite
def maybe_comment_lines(draw, indent: str) -> List[str]:
    """Nothing, blank lines, or comment lines (odd indentation included) to put between statements."""
    lines = []
    for _ in range(draw(st.integers(0, 2))):
        kind = draw(st.sampled_from(["blank", "comment", "odd-comment"]))
        if kind == "blank":
            lines.append("")
        elif kind == "comment":
            lines.append(indent + draw(comment()))
        else:
            lines.append(draw(st.sampled_from(["", " ", "   "])) + draw(comment()))
    return lines


@st.composite
def trailing(draw) -> str:
    return draw(st.sampled_from(["", "", "  " + draw(comment())]))


@st.composite
def hazard_program(draw, start_method_calls: bool = True) -> str:
    unit = draw(st.sampled_from(["    ", "  ", "\t"]))
    alias = draw(st.sampled_from(["mp", "multiproc", "tmp_mp"]))
    form = draw(st.sampled_from(IMPORT_FORMS))
    prefix = form.prefix.format(alias=alias)
    nesting = draw(st.sampled_from(["guard", "guard-elif", "main-function", "module-level"]))
    processes = draw(st.integers(1, 3))
    primitives = draw(st.lists(st.sampled_from(["Queue", "Event", "Lock"]), max_size=2, unique=True))
    loop = draw(st.booleans())

    lines: List[str] = []
    if draw(st.booleans()):
        lines.append(draw(comment()))
    lines.append("import torch" + draw(trailing()))
    lines += draw(maybe_comment_lines(""))
    lines += [line.format(alias=alias) + draw(trailing()) for line in form.lines]
    start_method = draw(st.sampled_from([None, None, "unconditional", "twice", "platform", "split"])) \
        if start_method_calls else None
    if start_method is not None and form.prefix:  # a from-import form has no set_start_method name
        lines += draw(maybe_comment_lines(""))
        call = f'{prefix}set_start_method("spawn")'
        if start_method == "split":  # over lines, comments inside
            lines += [f"{prefix}set_start_method(  " + draw(comment()), f'{unit}"spawn",' + draw(trailing()),
                      ")" + draw(trailing())]
        elif start_method == "platform":
            lines.append("import sys")
            lines.append('if sys.platform == "linux":' + draw(trailing()))
            lines.append(unit + call + draw(trailing()))
        else:
            lines += [call + draw(trailing()) for _ in range(2 if start_method == "twice" else 1)]
    lines.append("")
    lines.append("")
    parameters = ", ".join(["rank", *[p.lower() for p in primitives]])
    lines.append(f"def work({parameters}):" + draw(trailing()))
    lines += draw(maybe_comment_lines(unit))
    lines.append(f'{unit}torch.ones(1, device="cuda").sum()' + draw(trailing()))
    lines.append("")
    lines.append("")

    body: List[str] = []
    body.append(draw(st.sampled_from(CUDA_INITIALISERS)) + draw(trailing()))
    if draw(st.booleans()):
        body.append(draw(st.sampled_from(PARALLEL_WORK)))
    body += draw(maybe_comment_lines(""))
    for primitive in primitives:
        body.append(f"{primitive.lower()} = {prefix}{primitive}()" + draw(trailing()))
    arguments = ", ".join(["rank", *[p.lower() for p in primitives]])
    if loop:
        body.append("procs = []")
        body.append(f"for rank in range({processes}):" + draw(trailing()))
        body += [unit + line for line in draw(maybe_comment_lines(""))]
        body.append(f"{unit}p = {prefix}Process(target=work, args=({arguments},)){draw(trailing())}")
        body.append(f"{unit}p.start()")
        body.append(f"{unit}procs.append(p)")
        body.append("for p in procs:")
        body.append(f"{unit}p.join()")
    else:
        for number in range(processes):
            rank = str(number)
            call_arguments = ", ".join([rank, *[p.lower() for p in primitives]])
            if draw(st.booleans()):  # the call split over lines, a comment inside
                body.append(f"p{number} = {prefix}Process(  # {number}")
                body.append(f"{unit}target=work,")
                body.append(f"{unit}args=({call_arguments},),  " + draw(comment()))
                body.append(")")
            else:
                body.append(f"p{number} = {prefix}Process(target=work, args=({call_arguments},))" + draw(trailing()))
            body += draw(maybe_comment_lines(""))
            body.append(f"p{number}.start()")
        for number in range(processes):
            body.append(f"p{number}.join()")

    def indented(statements: List[str]) -> List[str]:
        return [unit + line if line else line for line in statements]

    if nesting == "guard":
        lines += draw(maybe_comment_lines(""))
        lines.append('if __name__ == "__main__":' + draw(trailing()))
        lines += indented(body)
    elif nesting == "guard-elif":  # an elif is an If inside the If above it
        lines.append('if __name__ == "__main__":')
        lines += indented(["if __debug__ is None:", unit + "pass", "elif True:" + draw(trailing())])
        lines += indented(indented(body))
    elif nesting == "main-function":
        lines.append("def main():" + draw(trailing()))
        lines += indented(body)
        lines.append("")
        lines.append("")
        lines += draw(maybe_comment_lines(""))
        lines.append('if __name__ == "__main__":')
        lines.append(f"{unit}main()" + draw(trailing()))
    else:
        lines += body
    if draw(st.booleans()):
        lines.append(draw(comment()))
    newline = draw(st.sampled_from(["\n", "\r\n"]))
    return newline.join(lines) + newline


def comments(source: bytes) -> List[str]:
    return [
        token.string for token in tokenize.tokenize(io.BytesIO(source).readline) if token.type == tokenize.COMMENT
    ]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hazard_program())
def test_rewrites_parse_are_fixed_points_and_keep_every_comment(program):
    source = program.encode()
    compile(source, "program.py", "exec", dont_inherit=True)  # the generator writes valid Python
    result = process_source(source, "program.py", EVERY_RULE, fix=True)
    assert result.errors == ()
    assert result.findings, "every variant is a hazard"
    if result.fixed_source is None:
        return
    fixed = result.fixed_source
    cst.parse_module(fixed)
    compile(fixed, "program.py", "exec", dont_inherit=True)
    assert comments(fixed) == comments(source)
    if b"\r\n" in source:
        assert fixed.count(b"\n") == fixed.count(b"\r\n"), "an inserted line lost the CRLF ending"
    # What check offers as a fix, fix applies (or another fix makes it moot).
    remaining = process_source(fixed, "program.py", EVERY_RULE)
    assert not [f for f in remaining.findings if f.fix], "a fix offered was not applied"
    again = process_source(fixed, "program.py", EVERY_RULE, fix=True)
    assert again.errors == ()
    assert again.fixed_source is None, "a second run changed the rewrite"


@settings(max_examples=60, deadline=None)
@given(hazard_program(start_method_calls=False))  # set_start_method("spawn") makes the program safe
def test_cuda_hazard_is_found_in_every_import_form(program):
    """FMP001 sees the hazard whatever the import form, nesting and layout (with a guard: it is fixable)."""
    result = process_source(program.encode(), "program.py", Settings(select=("FMP001",)), fix=False)
    assert result.errors == ()
    assert [f for f in result.findings if f.code == "FMP001"]
