import configparser
import os
from pathlib import Path

_ini = configparser.ConfigParser()
_ini.read(Path(__file__).with_name("pager.ini"))
_pager = _ini["pager"]

ROWS = int(os.environ.get("PAGER_ROWS", _pager["rows"]))
WIDTH = int(os.environ.get("PAGER_WIDTH", _pager["width"]))
CHUNKS = int(os.environ.get("PAGER_CHUNKS", _pager["chunks"]))
BOATS = int(os.environ.get("PAGER_BOATS", _pager["boats"]))
ENGINE = int(os.environ.get("PAGER_ENGINE", _pager["engine"]))
