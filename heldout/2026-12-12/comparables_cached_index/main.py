from appraise import N_SOLD, appraise_portfolio
from geo import neighbourhood_radius


def portfolio(n):
    return [((i * 37 % 100) / 100, (i * 61 % 100) / 100) for i in range(n)]


def main():
    print(f"neighbourhood radius {neighbourhood_radius(N_SOLD):.5f}")
    values = appraise_portfolio(portfolio(16))
    print(f"appraised {len(values)} properties, total {sum(sorted(values)) / 1e6:.2f}M")


if __name__ == "__main__":
    main()
