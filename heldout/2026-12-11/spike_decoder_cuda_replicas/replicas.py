import multiprocessing as mp

import torch


def _decode_session(dec, session):
    rates = torch.rand(1000, dec.n_units)
    out = dec.decode(rates.cuda())
    print(f"session {session}: mean velocity {float(out.mean()):.3f}")


def run_replicas(dec, n_sessions):
    procs = [mp.Process(target=_decode_session, args=(dec, s)) for s in range(n_sessions)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    if any(p.exitcode for p in procs):
        raise RuntimeError("a decoding replica failed")
