import argparse

from jobs.run import run_job

parser = argparse.ArgumentParser()
parser.add_argument("--n", type=int, default=10)
args, _ = parser.parse_known_args()

run_job(args.n)
print("done")
