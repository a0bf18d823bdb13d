from booking import BookingService
from control import Control


def main():
    control = Control.create()
    service = BookingService(control)
    for slot, boats in service.allocate(["09:00", "11:00", "14:00", "16:00"]):
        print(f"{slot}: {boats} dinghies free")


if __name__ == "__main__":
    main()
