from cli import build_parser
from jobs import launch_all

args = build_parser().parse_args()
try:
    launch_all(args.shards, n_tokens=args.tokens)
finally:
    print("shard counting finished")
