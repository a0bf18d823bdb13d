import tomllib

from quilting import press_blocks, quilt_rows


def main():
    with open("quilt.toml", "rb") as f:
        cfg = tomllib.load(f)
    print("pressed %.3f" % press_blocks(**cfg["blocks"]))
    print("rows:", len(quilt_rows(cfg["frame"]["rows"], cfg["frame"]["workers"])))


if __name__ == "__main__":
    main()
