import multiprocessing

import boats


def main():
    with multiprocessing.Pool(boats.FLEET["crew"]) as pool:
        for name, boat in boats.BOATS.items():
            print(name, pool.map(boat.haul, range(3)))


if __name__ == "__main__":
    main()
