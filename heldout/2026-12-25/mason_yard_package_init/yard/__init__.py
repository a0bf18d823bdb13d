"""The mason's yard: the setting-out template is drawn once, when the yard opens."""
import json

from .blocks import rough_out

with open("yard.json") as _f:
    CONFIG = json.load(_f)

TEMPLATE = rough_out(**CONFIG["template"])
