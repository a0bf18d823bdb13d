import configparser

from gpu import pick_device
from motion import per_camera


def main():
    cfg = configparser.ConfigParser()
    cfg.read("cctv.ini")
    device = pick_device()
    cams = [c.strip() for c in cfg.get("cameras", "ids").split(",")]
    failed = per_camera(cams, cfg.getint("cameras", "frames"), cfg.getint("cameras", "size"), device)
    if failed:
        raise SystemExit(f"motion check failed for {failed}")
    print("all cameras checked")


if __name__ == "__main__":
    main()
