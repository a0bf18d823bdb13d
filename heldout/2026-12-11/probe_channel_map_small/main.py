import json
from pathlib import Path

from channel_map import ChannelMap
from extract import extract_sessions

CFG = json.loads(Path(__file__).with_name("probe.json").read_text())


def main():
    cmap = ChannelMap(CFG["probe_channels"], CFG["probe_pitch_um"])
    print("channel spacing:", round(float(cmap.distances().mean()), 2))
    print("sessions:", extract_sessions(CFG["sessions"], CFG["recording_channels"], CFG["recording_samples"]))


if __name__ == "__main__":
    main()
