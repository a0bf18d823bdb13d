from grinder import grind_all
from profiles import profile


def main():
    profiles = profile("blades.csv")
    for blade, p in profiles.items():
        print(f"{blade}: nearest-anchor {float(p.mean()):.3f}")
    for blade, wear in grind_all(profiles):
        print(f"{blade}: wheel wear {wear:.4f}")


if __name__ == "__main__":
    main()
