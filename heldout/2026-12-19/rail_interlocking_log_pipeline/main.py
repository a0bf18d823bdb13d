import json
from pathlib import Path

import pipeline


def main():
    cfg = json.loads(Path(__file__).with_name("interlocking.json").read_text())
    stages = pipeline.build(cfg)
    for chunk, alarms in stages:
        print(f"{cfg['box']} chunk {chunk}: {alarms} route-lock alarms")


if __name__ == "__main__":
    main()
