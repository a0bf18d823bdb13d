"""A literal's value is what ``ast.literal_eval`` gives, whether fixmp reads it between its quotes (the plain
strings most of a program's literals are) or parses it."""

import ast
import warnings

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fixmp.analysis.sites import literal_value


def _evaluated(source: str) -> object:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # (an invalid escape in the literal: the literal's, not fixmp's)
            return ast.literal_eval(source)
    except (ValueError, SyntaxError) as error:
        return type(error)


def _read(source: str) -> object:
    try:
        return literal_value(source)
    except (ValueError, SyntaxError) as error:
        return type(error)


@pytest.mark.parametrize("source", [
    '""', "''", '"spawn"', "'fork'", '"a\'b"', "'a\"b'", '"""x"""', "'''x'''", '"""a\nb"""', '"""a"b"""',
    '""""""', "'''\"'''", 'r"a"', 'R"a b"', 'r"a\\d"', '"a\\n"', '"\\\\"', 'u"x"', 'b"x"', 'rb"x"', '"é"',
    '"""a\r\nb"""', "r'''\n'''", "0x10", "1_000", "-1", "(1, 2)",
])
def test_a_literal_has_the_value_python_gives_it(source):
    assert _read(source) == _evaluated(source)


@given(st.sampled_from(["", "r", "R", "u", "b"]), st.sampled_from(['"', "'", '"""', "'''"]),
       st.text(alphabet="ab \"'\\\n\r#é{}", max_size=12))
def test_any_string_literal_has_the_value_python_gives_it(prefix, quote, inside):
    source = f"{prefix}{quote}{inside}{quote}"
    assert _read(source) == _evaluated(source)
