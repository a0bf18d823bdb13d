import multiprocessing as mp

import torch


def scan_chunk(job):
    chunk, seqs, pwm, bg = job
    width = pwm.shape[1]
    onehot = torch.nn.functional.one_hot(seqs, 4).float()          # N x L x 4
    windows = onehot.unfold(1, width, 1)                            # N x (L-w+1) x 4 x w
    scores = torch.einsum("nlcw,cw->nl", windows, pwm - bg.log_freqs[:, None])
    return chunk, round(float(scores.max(dim=1).values.mean()), 4)


def scan(chunks, pwm, bg, workers=2):
    with mp.Pool(workers) as pool:
        return list(pool.imap(scan_chunk,
                              ((chunk, seqs, pwm, bg) for chunk, seqs in chunks), chunksize=1))
