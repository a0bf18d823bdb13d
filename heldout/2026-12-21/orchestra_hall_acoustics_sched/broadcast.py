import multiprocessing as mp

import torch


def block_clarity(block, rows, width, decay, conn):
    torch.manual_seed(len(block))
    seats = torch.randn(rows, width)
    reflections = torch.randn(width, width) * decay
    conn.send((block, float((seats @ reflections).abs().mean())))
    conn.close()


def broadcast(blocks, rows, width, decay):
    links, procs = [], []
    for block in blocks:
        parent_end, child_end = mp.Pipe(duplex=False)
        p = mp.Process(target=block_clarity, args=(block, rows, width, decay, child_end))
        p.start()
        links.append(parent_end)
        procs.append(p)
    clarity = dict(link.recv() for link in links)
    for p in procs:
        p.join()
    return clarity
