import json

from render import Renderer
from upload import Uploader


def main():
    with open("studio.json") as f:
        cfg = json.load(f)
    renderer = Renderer(cfg)
    uploader = Uploader(cfg)
    proofs = renderer.render(["portrait-01", "portrait-02"])
    uploader.upload(proofs)


if __name__ == "__main__":
    main()
