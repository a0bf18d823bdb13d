from rollout import sweep
from settings import SweepConfig
from sysid import identify_dynamics


def main():
    cfg = SweepConfig.load()
    dynamics = identify_dynamics(cfg)
    costs = sweep(dynamics, cfg)
    best = min(zip(costs, cfg.gains))
    print("costs", costs)
    print("best gains", best[1])


if __name__ == "__main__":
    main()
