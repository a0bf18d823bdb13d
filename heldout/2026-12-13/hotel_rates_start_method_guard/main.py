from mpsetup import ensure_start_method
from rates import price_rooms

ROOM_TYPES = [1, 2, 3]

if __name__ == "__main__":
    print("start method:", ensure_start_method("forkserver"))
    for room, rate in price_rooms(ROOM_TYPES):
        print(f"room type {room}: best flat rate {rate:.0f}")
