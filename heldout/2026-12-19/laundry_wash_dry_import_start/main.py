"""Overnight cycle planner for the washers and the dryers."""
import washers
import dryers


def main():
    for line in washers.plan(["W1", "W2"]) + dryers.plan(["D1", "D2"]):
        print(line)


if __name__ == "__main__":
    main()
