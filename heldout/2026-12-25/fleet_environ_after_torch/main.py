import nets
from runtime import CONFIG
from crews import put_to_sea


def main():
    n = CONFIG["nets"]
    print("mended", nets.mend(n.getint("meshes"), n.getint("width")))
    c = CONFIG["crews"]
    print(put_to_sea(c.getint("count"), c.getint("size")))


if __name__ == "__main__":
    main()
