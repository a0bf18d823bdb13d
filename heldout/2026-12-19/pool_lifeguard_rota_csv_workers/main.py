from pathlib import Path

import fatigue
import timesheets


def main():
    coverage = fatigue.coverage_model(slots=4096, features=512)
    print(f"coverage model: {coverage:.4f}")
    for guard, hours, longest in timesheets.summarise(Path(__file__).with_name("shifts.csv")):
        print(f"{guard}: {hours:.1f} h, longest shift {longest:.1f} h")


if __name__ == "__main__":
    main()
