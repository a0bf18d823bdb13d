import torch


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.obs = torch.empty(capacity, obs_dim)
        self.actions = torch.empty(capacity, dtype=torch.long)
        self.rewards = torch.empty(capacity)
        self.capacity, self.ptr, self.full = capacity, 0, False

    def add(self, obs, action, reward):
        self.obs[self.ptr], self.actions[self.ptr], self.rewards[self.ptr] = obs, action, reward
        self.ptr = (self.ptr + 1) % self.capacity
        self.full = self.full or self.ptr == 0

    def add_batch(self, obs, actions, rewards):
        for o, a, r in zip(obs, actions.tolist(), rewards.tolist()):
            self.add(o, a, r)

    def __len__(self):
        return self.capacity if self.full else self.ptr
