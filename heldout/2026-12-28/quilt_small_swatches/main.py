from swatch import read_swatches
import frame


def main():
    swatches = read_swatches("swatches.csv")
    lofts = {s.name: round(s.loft(), 3) for s in sorted(swatches, key=len)}
    print("lofts:", lofts)
    print("blocks:", len(frame.quilt(len(swatches))))


if __name__ == "__main__":
    main()
