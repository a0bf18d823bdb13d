"""Pre-fork inference server (gunicorn-style) for a sentence encoder.

The master loads and warms up the model once, then forks workers that share
its memory copy-on-write.  Requests are simulated from a local generator.
"""
import argparse
import tomllib

from serving.app import EncoderApp
from serving.prefork import PreforkServer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="server.toml")
    with open(ap.parse_args().config, "rb") as f:
        cfg = tomllib.load(f)
    app = EncoderApp(**cfg["model"])
    app.warmup(cfg["server"]["warmup_batch"])
    server = PreforkServer(app, workers=cfg["server"]["workers"],
                           requests_per_worker=cfg["server"]["requests_per_worker"])
    codes = server.serve_forever()
    print("workers exited with", codes)


if __name__ == "__main__":
    main()
