import tomllib

from grader import Grader


def main():
    with open("grading.toml", "rb") as f:
        cfg = tomllib.load(f)
    for lot, ok in Grader(cfg).grade(cfg["lots"]):
        print(f"{lot}: {'pass' if ok else 'redry'}")


if __name__ == "__main__":
    main()
