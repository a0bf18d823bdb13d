import torch.multiprocessing as mp


def run_agents(agent, nprocs=2, episodes=2):
    mp.spawn(agent.run, args=(episodes,), nprocs=nprocs, join=True)
