import argparse

from nets.resnet_small import Predictor, SmallResNet
from serving.server import PreforkServer


def main():
    ap = argparse.ArgumentParser(description="toy pre-fork inference server")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--width", type=int, default=32)
    args = ap.parse_args()
    predictor = Predictor(SmallResNet(width=args.width))
    PreforkServer(predictor, num_workers=args.workers).serve_forever()


if __name__ == "__main__":
    main()
