from hedonic import HedonicModel

SUBMARKETS = ["riverside", "old_town", "docklands", "uni_quarter"]


def main():
    model = HedonicModel(ridge=0.5)
    city = model.citywide(SUBMARKETS)
    print(f"citywide sqm coefficient {float(city[0]):.4f}")
    model.fit_parallel(SUBMARKETS)
    for key, coefs in sorted(model.coefs.items()):
        print(key, [round(c, 4) for c in coefs])


if __name__ == "__main__":
    main()
