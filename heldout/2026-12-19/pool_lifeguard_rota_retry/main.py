import json
from pathlib import Path

from rota import publish_rota


def main():
    cfg = json.loads(Path(__file__).with_name("rota.json").read_text())
    for guard, hours in publish_rota(cfg["guards"], cfg["slots"]):
        print(f"{guard}: {hours:.1f} h on the chair")


if __name__ == "__main__":
    main()
