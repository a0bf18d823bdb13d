import copy

import torch
import torch.nn.functional as F


class Learner:
    def __init__(self, policy, lr=3e-4):
        self.policy = policy
        self.target = copy.deepcopy(policy)
        self.opt = torch.optim.Adam(policy.parameters(), lr=lr)

    def sync_target(self):
        """Hard update of the target network (used for the V-trace baseline)."""
        self.target.load_state_dict(self.policy.state_dict())

    def update(self, batch):
        obs, actions, rewards = batch
        logits, values = self.policy(obs)
        with torch.no_grad():
            _, tv = self.target(obs)
        adv = rewards + 0.99 * tv - values.detach()
        logp = F.log_softmax(logits, -1).gather(1, actions[:, None]).squeeze(1)
        loss = -(logp * adv).mean() + 0.5 * F.mse_loss(values, rewards)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        return float(loss)
