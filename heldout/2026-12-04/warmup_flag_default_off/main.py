from concurrent.futures import ProcessPoolExecutor
from functools import partial

from cli import parse_args
from scorer import build_scorer, score_job, warm


def main():
    args = parse_args()
    model = build_scorer()
    if args.warmup:
        warm(model, args.batch)
    with ProcessPoolExecutor(max_workers=2) as ex:
        for job_id, mean in ex.map(partial(score_job, model=model), range(args.jobs)):
            print(job_id, mean)


if __name__ == "__main__":
    main()
