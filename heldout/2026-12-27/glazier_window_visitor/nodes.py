"""The window tree."""
from dataclasses import dataclass, field


@dataclass
class Pane:
    rows: int
    width: int


@dataclass
class Frame:
    cutters: int
    side: int
    panes: list = field(default_factory=list)


def from_json(doc):
    f = doc["frame"]
    return Frame(f["cutters"], f["side"], [Pane(**p) for p in f["panes"]])
