import utils.env  # noqa: F401  (must come before torch)

import argparse
import multiprocessing

from detection import batched_iou, nms_counts
from detection.boxes import random_boxes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--anchors", type=int, default=1000)
    ap.add_argument("--image-size", type=int, default=512)
    ap.add_argument("--iou", type=float, default=0.5)
    args = ap.parse_args()
    anchors = random_boxes(args.anchors, args.image_size, seed=0)
    overlap = batched_iou(anchors, anchors)
    print("mean anchor overlap %.4f" % float(overlap.mean()))
    jobs = [(s, args.anchors, args.image_size, args.iou) for s in range(1, 5)]
    with multiprocessing.Pool(2) as pool:
        for seed, kept in pool.starmap(nms_counts, jobs):
            print("image", seed, "boxes kept", kept)


if __name__ == "__main__":
    main()
