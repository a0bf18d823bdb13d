import tomllib

from finishing import hand_over
from grading import grade


def main():
    with open("grading.toml", "rb") as f:
        cfg = tomllib.load(f)
    print("graded", grade(**cfg["grading"]))
    print("finished", hand_over(**cfg["finishing"]))


if __name__ == "__main__":
    main()
