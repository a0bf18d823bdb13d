import random


class DriftEnv:
    """1-D drifting target; reward for pushing toward it."""

    def __init__(self, obs_dim, episode_len, seed):
        self.obs_dim, self.episode_len = obs_dim, episode_len
        self.rng = random.Random(seed)

    def reset(self):
        self.t, self.pos, self.target = 0, 0.0, self.rng.uniform(-1, 1)
        return self._obs()

    def _obs(self):
        return [self.pos, self.target] + [0.0] * (self.obs_dim - 2)

    def step(self, action):
        self.pos += 0.1 if action == 1 else -0.1
        self.t += 1
        reward = -abs(self.pos - self.target)
        done = self.t >= self.episode_len
        if done:
            return self.reset(), reward, True
        return self._obs(), reward, False


def make_env(obs_dim, episode_len, seed):
    return DriftEnv(obs_dim, episode_len, seed)
