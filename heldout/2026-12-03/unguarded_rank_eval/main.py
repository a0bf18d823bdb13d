import argparse

import launch

parser = argparse.ArgumentParser(description="sharded evaluation")
parser.add_argument("--world-size", type=int, default=2)
parser.add_argument("--rows", type=int, default=1024)
args = parser.parse_args()

launch.evaluate_all(args.world_size, args.rows)
print("evaluation finished")
