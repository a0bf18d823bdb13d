import configparser

import distillery
from extraction import Extraction, extract


def main():
    cfg = configparser.ConfigParser()
    cfg.read("accord.ini")
    ex = cfg["extraction"]
    method = Extraction(ex.get("method"))
    print(f"{method.name} yield {extract(method, ex.getint('batches'), ex.getint('compounds')):.4f}")
    b = cfg["bottling"]
    print("filled", distillery.bottle_all(b.getint("bottles"), b.getint("rows"), b.getint("max_attempts")))


if __name__ == "__main__":
    main()
