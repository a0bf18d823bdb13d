import os

from checkin import CheckinDesk


def main():
    desk = CheckinDesk(start_method=os.environ.get("RETURNS_START_METHOD", "forkserver"))
    desk.load_history(rows=4096, features=256)
    for plate, fee in desk.settle(["KX-101", "KX-207", "KX-318"]):
        print(f"{plate}: late fee {fee:.2f}")


if __name__ == "__main__":
    main()
