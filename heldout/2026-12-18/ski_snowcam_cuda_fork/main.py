import json

import torch

import cameras
import depth


def main():
    with open("cams.json") as f:
        cfg = json.load(f)
    net = depth.build_net(cfg["depth_classes"])
    dev = depth.device()
    reference = depth.estimate(net, torch.rand(2, 3, cfg["frame"], cfg["frame"]), dev)
    print("reference depth classes:", reference.argmax(dim=1).tolist(), "on", dev)
    for name, classes in cameras.poll_cameras(cfg, net):
        print(f"{name:10s} {classes}")


if __name__ == "__main__":
    main()
