"""``argparse``: a parser and the namespace of options it parses (each option an attribute)."""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from fixmp.analysis.models.evaluation import Evaluation, Model
from fixmp.analysis.values import Arguments, Val

LIBRARY = "argparse"


def _parser(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    return Arguments({}, parser=True)


def namespace(evaluation: Evaluation, args: List[Val], kwargs: Dict[str, Val], node: cst.CSTNode) -> Optional[Val]:
    """A namespace made by hand holds its keyword arguments as attributes, as parsed options do."""
    return Arguments(dict(kwargs), parser=False)


MODELS: Dict[str, Model] = {
    "argparse.ArgumentParser": _parser,
    "argparse.Namespace": namespace,
}
