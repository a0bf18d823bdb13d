"""Read glazing.json."""
import json
from pathlib import Path


def load():
    return json.loads(Path(__file__).with_name("glazing.json").read_text())
