from periods import phase_dispersion
from search import period_grid, search_stars

STARS = [1, 2, 3, 4]


def main():
    grid = period_grid(0.4, 2.2, 300)
    for star, period in search_stars(STARS, phase_dispersion, grid):
        print(f"star {star}: best period {period} d")


if __name__ == "__main__":
    main()
