from runtime import CONFIG  # noqa: I001  (must come before torch)

from carvers import carve_all
from lettering import cut_letters


def main():
    let, carv = CONFIG["lettering"], CONFIG["carvers"]
    print("lettered", cut_letters(let.getint("rows"), let.getint("width")))
    print(carve_all(carv.getint("count"), carv.getint("size")))


if __name__ == "__main__":
    main()
