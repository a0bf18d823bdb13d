import json
from pathlib import Path

from envelope import HotAirFlight


def main():
    settings = json.loads(Path("flight.json").read_text())
    flight = HotAirFlight(settings)
    codes = flight.fly()
    print("landed", codes)


if __name__ == "__main__":
    main()
