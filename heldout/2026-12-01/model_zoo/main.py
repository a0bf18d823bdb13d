import zoo  # noqa: F401  (populates the registry)
from registry import names
from launcher import start_workers, wait_all
from rollout import rollout

if __name__ == "__main__":
    print("models:", names())
    procs = start_workers(rollout, 2, 3)
    print("exit codes", wait_all(procs))
