import configparser

import projection
from dome import Dome


def main():
    cfg = configparser.ConfigParser()
    cfg.read("dome.ini")
    rt, d = cfg["runtime"], cfg["dome"]
    dome = Dome(rt["start_method"], [m.strip() for m in rt["preload"].split(",")])
    warp = projection.warp_matrix(d.getint("rows"), d.getint("width"))
    print(f"warp max {warp.max():.5f}", flush=True)
    print(dome.project(d.getint("segments"), d.getint("segment_rows"), d.getint("width")))


if __name__ == "__main__":
    main()
