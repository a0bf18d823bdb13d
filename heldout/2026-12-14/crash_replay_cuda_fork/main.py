import sys

from replayer import CrashReplayer

if __name__ == "__main__":
    replayer = CrashReplayer(events=["frontal-56kph", "side-pole", "rear-offset"])
    replayer.calibrate()
    statuses = replayer.replay_in_children()
    sys.exit(1 if any(statuses) else 0)
