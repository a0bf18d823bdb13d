import torch


def ctc_beam_search(logp, beam=4, blank=0):
    logp = torch.log_softmax(logp @ torch.eye(logp.shape[-1]), -1)
    beams = {(): 0.0}
    for t in range(logp.shape[0]):
        top = logp[t].topk(beam)
        cand = {}
        for prefix, score in beams.items():
            for lp, c in zip(top.values.tolist(), top.indices.tolist()):
                new = prefix if c == blank or (prefix and prefix[-1] == c) else prefix + (c,)
                cand[new] = max(cand.get(new, -1e9), score + lp)
        beams = dict(sorted(cand.items(), key=lambda kv: -kv[1])[:beam])
    return list(max(beams, key=beams.get))
