"""Run the tin-smithing steps listed in steps.toml."""
import tomllib
from pathlib import Path

import pipeline


def main():
    spec = tomllib.loads(Path(__file__).with_name("steps.toml").read_text())["step"]
    print(pipeline.run(pipeline.build(spec), {}))


if __name__ == "__main__":
    main()
