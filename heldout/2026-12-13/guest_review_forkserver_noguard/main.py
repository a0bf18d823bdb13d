import sys

from commands import COMMANDS

HOTELS = [1201, 1202, 1310, 1444]

command = sys.argv[1] if len(sys.argv) > 1 else "aspects"
COMMANDS[command](HOTELS)
