from bootstrap import intervals
from design import Design
from pilot import pilot_variance


def main():
    design = Design()
    var = pilot_variance(design)
    print("pilot variance", round(var, 3))
    print(intervals(design, scale=5.0))


if __name__ == "__main__":
    main()
