from rooms import grow, load


def main():
    for room in load("rooms.csv"):
        harvest = grow(room)
        print(f"room {room['room']}: {harvest}", flush=True)


if __name__ == "__main__":
    main()
