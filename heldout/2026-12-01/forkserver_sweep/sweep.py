import multiprocessing as mp


def trial(lr):
    import torch
    w = torch.randn(8) * lr
    print(f"lr={lr}: {w.abs().mean().item():.4f}", flush=True)


def run_trials(lrs):
    procs = []
    for lr in lrs:
        proc = mp.Process(target=trial, args=(lr,))
        proc.start()
        procs.append(proc)
    for proc in procs:
        proc.join()
    codes = [proc.exitcode for proc in procs]
    if any(codes):
        raise SystemExit(f"trial failures: {codes}")
