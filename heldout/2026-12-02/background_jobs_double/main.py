from evaluate import eval_shard
from jobs import BackgroundJobs
from precision import build_classifier, to_reference_precision


def main():
    reference = to_reference_precision(build_classifier())
    n_params = sum(p.numel() for p in reference.parameters())
    jobs = BackgroundJobs(max_workers=2)
    for shard in range(4):
        jobs.submit(eval_shard, shard)
    print("reference params:", n_params, "shards:", jobs.results())


if __name__ == "__main__":
    main()
