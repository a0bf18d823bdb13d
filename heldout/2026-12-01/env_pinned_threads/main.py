import env_setup  # noqa: F401  (must come before torch)
from policy import init_policy
from rollout import run

if __name__ == "__main__":
    run(init_policy())
