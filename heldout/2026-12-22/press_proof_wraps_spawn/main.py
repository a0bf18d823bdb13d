import configparser

from proofing import proof_all


def main():
    cfg = configparser.ConfigParser()
    cfg.read("proofs.ini")
    p = cfg["proofing"]
    for page, errors in proof_all(p["start_method"], p.getint("workers"), p.getint("pages")):
        print(f"page {page}: {errors} literals")


if __name__ == "__main__":
    main()
