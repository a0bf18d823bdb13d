from executor import make_executor
from spi import precipitation, standardized_index

CELLS, MONTHS, BASINS = 2048, 480, 4


def basin_drought(basin):
    spi = standardized_index(precipitation(CELLS, MONTHS, seed=basin))
    return basin, int((spi < -1.5).sum())


if __name__ == "__main__":
    national = standardized_index(precipitation(CELLS, MONTHS, seed=0))
    print("national drought months", int((national < -1.5).sum()))
    with make_executor(2) as ex:
        for basin, n in ex.map(basin_drought, range(1, BASINS + 1)):
            print(f"basin {basin}: {n}")
