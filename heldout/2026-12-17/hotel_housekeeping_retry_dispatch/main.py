from concurrent.futures import ProcessPoolExecutor

from dispatch import dispatch
from rooms import Hotel


def main():
    hotel = Hotel()
    with ProcessPoolExecutor(max_workers=2) as pool:
        top, minutes = dispatch(hotel, pool)
    print(f"top priority {top:.4f}")
    for floor, m in sorted(minutes.items()):
        print(f"floor {floor}: {m:.1f} housekeeping minutes per room")


if __name__ == "__main__":
    main()
