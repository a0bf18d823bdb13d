from config import TrainConfig
from data import make_targets
from launch import run_workers
from work import worker_fn


def main(cfg=TrainConfig()):
    targets = make_targets(cfg)
    print("targets", targets.shape[0])
    print(run_workers(cfg, worker_fn))


if __name__ == "__main__":
    main()
