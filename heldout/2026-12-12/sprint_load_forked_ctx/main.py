import sys

from forking import forked
from gps import session_speeds
from report import squad_report

PLAYERS = 512
SESSION_SECONDS = 90 * 60 // 10


def main():
    threshold = float(sys.argv[1]) if len(sys.argv) > 1 else 5.5
    warmup = session_speeds(PLAYERS, SESSION_SECONDS, seed=0)
    print(f"warm-up peak speed {float(warmup.max()):.2f} m/s")
    with forked(children=3) as (unit, is_child):
        if is_child:
            squad_report(unit, PLAYERS // 2, SESSION_SECONDS, threshold)


if __name__ == "__main__":
    main()
