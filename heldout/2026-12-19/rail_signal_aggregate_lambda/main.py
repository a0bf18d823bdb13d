import json
from pathlib import Path

from runner import summarise


def main():
    cfg = json.loads(Path(__file__).with_name("signals.json").read_text())
    for signal, value in summarise(cfg["signals"], cfg["aggregate"], cfg["samples"]):
        print(f"{signal}: {cfg['aggregate']} clear time {value:.3f}s")


if __name__ == "__main__":
    main()
