import multiprocessing as mp

import torch


def actor_loop(actor_id, policy, norm, queue, rollout_len):
    torch.manual_seed(actor_id)
    obs = torch.randn(rollout_len, 128)
    with torch.no_grad():
        logits = policy(norm(obs))
        actions = torch.distributions.Categorical(logits=logits).sample()
    queue.put((actor_id, actions.float().mean().item()))


def launch_actors(policy, norm, num_actors, rollout_len):
    queue = mp.Queue()
    actors = [mp.Process(target=actor_loop, args=(i, policy, norm, queue, rollout_len), daemon=True)
              for i in range(num_actors)]
    for a in actors:
        a.start()
    out = [queue.get() for _ in actors]
    for a in actors:
        a.join()
    return out
