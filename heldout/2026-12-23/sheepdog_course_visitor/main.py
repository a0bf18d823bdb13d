import json

from judging import ScoringVisitor
from obstacles import lay_out


def main():
    with open("course.json") as fh:
        cfg = json.load(fh)
    judge = ScoringVisitor()
    for obstacle in lay_out(cfg):
        obstacle.accept(judge)
    print(judge.card)


if __name__ == "__main__":
    main()
