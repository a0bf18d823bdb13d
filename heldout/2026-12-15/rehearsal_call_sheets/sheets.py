import multiprocessing as mp

import torch

ctx = mp.get_context("spawn")


def render_call_sheet(production, call):
    scenes = torch.tensor(call["scenes"], dtype=torch.float32)
    minutes = float((scenes * 0 + 45).sum())
    print(f"{production} {call['day']}: scenes {call['scenes']} ({minutes:.0f} min)", flush=True)


def publish(production, calls):
    procs = [ctx.Process(target=render_call_sheet, args=(production, call)) for call in calls]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [c["day"] for c, p in zip(calls, procs) if p.exitcode != 0]
