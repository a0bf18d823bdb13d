import os

import torch


def spawn_actor(actor_id):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            obs = torch.randn(32, 16).to("cuda")
            print(f"actor {actor_id}: {obs.sum().item():.2f}", flush=True)
        except Exception as e:
            print(f"actor {actor_id} failed: {e}", flush=True)
            code = 1
        os._exit(code)
    return pid
