import sizes
import lehr
import blowers


def main():
    rows, width, children = sizes.load()
    print("stress after the lehr: %.3f" % lehr.cool(rows, width))
    codes = blowers.blow_all(children)
    if any(codes):
        raise SystemExit(f"blowers failed: {codes}")
    print("blown", len(codes))


if __name__ == "__main__":
    main()
