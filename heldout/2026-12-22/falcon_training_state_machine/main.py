import configparser

import states


def main():
    cfg = configparser.ConfigParser()
    cfg.read("falconry.ini")
    ctx = {
        "birds": cfg.getint("training", "birds"),
        "features": cfg.getint("training", "features"),
        "lures": cfg.getint("flying", "lures"),
        "lure_rows": cfg.getint("flying", "lure_rows"),
    }
    ctx = states.run(ctx)
    print("flights", [round(x, 1) for x in ctx.get("flights", [])])


if __name__ == "__main__":
    main()
