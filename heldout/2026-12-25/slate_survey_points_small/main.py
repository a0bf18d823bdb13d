from benches import cut_benches
from pegs import load_pegs, spacing


def main():
    points = load_pegs()
    d = spacing(points)
    print("widest span", float(d.max()))
    benches = max(2, len(points) // 3)
    print(cut_benches(benches, 512))


if __name__ == "__main__":
    main()
