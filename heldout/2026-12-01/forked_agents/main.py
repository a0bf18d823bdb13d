from agents import fork_worker, run_agent, wait
from policy import init_policy

if __name__ == "__main__":
    weights = init_policy()
    pids = [fork_worker(run_agent, rank, weights) for rank in range(2)]
    print("statuses", wait(pids))
