from agents.policy import ActorCritic
from envs.subproc import SubprocVecEnv


def main():
    policy = ActorCritic()
    envs = SubprocVecEnv(policy, num_envs=2)
    for env_id, value, _ in envs.collect():
        print(f"env {env_id}: mean value {value:.3f}")


if __name__ == "__main__":
    main()
