from events import Inspection, Settlement
from handlers import handle


def main():
    day = [
        Inspection(branch="Airport", cars=4096, checks=256),
        Settlement(branch="Airport", accounts=["corp-17", "corp-22", "walk-in"]),
    ]
    context = {}
    for event in day:
        for line in handle(event, context):
            print(line)


if __name__ == "__main__":
    main()
