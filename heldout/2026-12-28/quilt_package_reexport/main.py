import tomllib

from quilting import piece_blocks, stitch_frame


def main():
    with open("quilt.toml", "rb") as f:
        cfg = tomllib.load(f)
    print("pieced: %.3f" % piece_blocks(**cfg["blocks"]))
    print("stitched rows:", len(stitch_frame(cfg["frame"]["rows"], cfg["frame"]["workers"])))


if __name__ == "__main__":
    main()
