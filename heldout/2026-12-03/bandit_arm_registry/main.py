import config
from policies import make_policy
from simulate import run_episodes


def main():
    policy = make_policy(config.POLICY, n_arms=config.N_ARMS, dim=config.DIM)
    for seed, arm, reward in run_episodes(policy, range(config.EPISODES)):
        print(f"episode {seed}: arm {arm} reward {reward}")


if __name__ == "__main__":
    main()
