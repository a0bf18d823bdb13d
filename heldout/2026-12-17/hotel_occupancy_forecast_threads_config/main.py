import sys

from settings import Settings
from forecast import booking_curve, fork_property_forecasts

if __name__ == "__main__":
    s = Settings().apply()
    curve = booking_curve(s.segments, s.nights)
    sys.exit(max(fork_property_forecasts(s.properties, curve)))
