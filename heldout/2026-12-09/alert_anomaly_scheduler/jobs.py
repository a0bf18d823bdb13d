import multiprocessing as mp

import torch

from scheduler import every


def score_shard(shard_id, window, baseline_mean, baseline_std):
    z = (window - baseline_mean) / baseline_std
    alerts = torch.sigmoid(z.abs() - 3.0) > 0.5
    print(f"shard {shard_id}: {int(alerts.sum())} alerts", flush=True)


@every(1)
def refresh_baseline(ctx):
    history = ctx["store"].history()
    ctx["mean"] = history.mean(dim=0)
    ctx["std"] = history.std(dim=0)


@every(2)
def fan_out_scoring(ctx):
    procs = []
    for shard_id, window in enumerate(ctx["store"].latest_windows(ctx["shards"])):
        p = mp.Process(target=score_shard, args=(shard_id, window, ctx["mean"], ctx["std"]))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()
