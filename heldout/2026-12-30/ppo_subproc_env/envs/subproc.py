import os
import pickle

import torch


def _env_worker(env_id, policy, write_fd, steps):
    torch.manual_seed(env_id)
    obs = torch.randn(steps, 64)
    with torch.no_grad():
        values = policy.critic(obs)
        feats = torch.randn(256, 256) @ torch.randn(256, 256)
    os.write(write_fd, pickle.dumps((env_id, values.mean().item(), feats.shape[0])))


class SubprocVecEnv:
    def __init__(self, policy, num_envs=2, steps=128):
        self.pids, self.fds = [], []
        for env_id in range(num_envs):
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(r)
                try:
                    _env_worker(env_id, policy, w, steps)
                finally:
                    os._exit(0)
            os.close(w)
            self.pids.append(pid)
            self.fds.append(r)

    def collect(self):
        out = []
        for pid, fd in zip(self.pids, self.fds):
            with os.fdopen(fd, "rb") as f:
                out.append(pickle.loads(f.read()))
            os.waitpid(pid, 0)
        return out
