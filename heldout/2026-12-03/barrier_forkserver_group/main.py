from group import StageGroup
from stages import run_stages


def main():
    for rank, total in run_stages(StageGroup(2)):
        print(rank, total)


if __name__ == "__main__":
    main()
