import tomllib

from hauling import haul_all
from tarring import tar_strands
from threads import intra_op_threads


def main():
    with open("tar.toml", "rb") as f:
        cfg = tomllib.load(f)
    tar, hauling = cfg["tar"], cfg["hauling"]
    with intra_op_threads(tar["threads"]):
        tarred = tar_strands(tar["strands"], tar["width"])
    print("tarred", round(tarred, 2))
    print(haul_all(hauling["haulers"], hauling["size"]))


if __name__ == "__main__":
    main()
