import json

from lighting import fan_out, peak, render


def main():
    with open("cues.json") as f:
        cfg = json.load(f)
    show = render | fan_out | peak
    cue, kw = show(cfg)
    print(f"{show.name}: peak cue {cue} draws {kw} kW")


if __name__ == "__main__":
    main()
