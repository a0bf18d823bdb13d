import terrain
from tiles import TileService

DEM_SIZE = 512


def main():
    service = TileService(DEM_SIZE)
    service.warm_up(terrain.load_dem(DEM_SIZE), terrain.hillshade)
    service.start()
    for zoom, shape, spread in service.request([1, 2, 3, 4]):
        print(f"z{zoom} {shape} {spread:.1f}")
    service.stop()


if __name__ == "__main__":
    main()
