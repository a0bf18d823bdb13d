import torch
import torch.multiprocessing as tmp


def _actor_loop(rank, policy, queue, done, cfg):
    g = torch.Generator().manual_seed(1000 + rank)
    for _ in range(cfg.updates):
        obs = torch.randn(cfg.unroll, cfg.obs_dim, generator=g)
        with torch.no_grad():
            logits, _ = policy(obs)
        actions = torch.distributions.Categorical(logits=logits).sample()
        rewards = (actions == 0).float()
        queue.put((obs, actions, rewards))
    # keep shared-memory handles alive until the learner has consumed them
    done.wait(timeout=300)


def launch_actors(policy, queue, done, cfg):
    procs = []
    for rank in range(cfg.n_actors):
        p = tmp.Process(target=_actor_loop, args=(rank, policy, queue, done, cfg), daemon=True)
        p.start()
        procs.append(p)
    return procs
