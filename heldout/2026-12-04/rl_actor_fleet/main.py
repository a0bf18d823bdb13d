from actor import run_fleet
from learner import Learner


def main():
    learner = Learner(obs_dim=64, hidden=256)
    rollouts = run_fleet(learner.policy, learner.obs_dim, n_actors=2)
    for r in rollouts:
        print(r)
    print("mean return", round(learner.absorb(rollouts), 3))


if __name__ == "__main__":
    main()
