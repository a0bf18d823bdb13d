import json

from grader import Grader


def main():
    with open("lots.json") as f:
        cfg = json.load(f)
    grader = Grader(cfg["reference_stones"], cfg["colour_bins"])
    for name, grade in grader.grade_lots(cfg["lots"]):
        print(f"{name}: {grade:.4f}")


if __name__ == "__main__":
    main()
