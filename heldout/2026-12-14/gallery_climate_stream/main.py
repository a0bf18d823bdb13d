import sys

from procutil import forked
from sensors import HumidityStream
import alerts

if __name__ == "__main__":
    stream = HumidityStream(rooms=500, readings=2000, window=24)
    for room_block, smoothed in enumerate(stream):
        print(f"block {room_block}: peak RH {float(smoothed.max()):.3f}")
    with forked() as child:
        if child:
            alerts.scan_display_cases(stream.rooms)
    sys.exit(forked.last_status)
