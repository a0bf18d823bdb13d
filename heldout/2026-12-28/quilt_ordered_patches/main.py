import patch
import sewing


def main():
    patches = patch.load("patches.csv")
    order = sorted(patches)
    print("order:", [p.name for p in order])
    print("sewn:", sewing.sew(order[:2]))


if __name__ == "__main__":
    main()
