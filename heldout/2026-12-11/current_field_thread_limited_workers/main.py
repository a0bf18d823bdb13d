from fields import current_fields, mean_field
from tiles import TileRunner


def main():
    fields = current_fields(n_tiles=4, grid=(512, 1024))
    climatology = mean_field(fields)
    runner = TileRunner(workers=2)
    print("eddy energy per tile:", runner.eddy_energy(fields, climatology))


if __name__ == "__main__":
    main()
