import torch
import torch.multiprocessing as mp


class Arena:
    def __init__(self, policy, horizon, envs):
        self.policy = policy
        self.horizon = horizon
        self.envs = envs

    def play_match(self, seat, results):
        g = torch.Generator().manual_seed(100 + seat)
        obs = torch.rand(self.horizon, self.envs, self.policy.obs_dim, generator=g)
        with torch.no_grad():
            logits = self.policy(obs)
        results.put((seat, round(float(logits.argmax(-1).float().mean()), 3)))

    def tournament(self, seats):
        results = mp.SimpleQueue()
        players = [mp.Process(target=self.play_match, args=(seat, results)) for seat in seats]
        for p in players:
            p.start()
        standings = sorted(results.get() for _ in players)
        for p in players:
            p.join()
        return standings
