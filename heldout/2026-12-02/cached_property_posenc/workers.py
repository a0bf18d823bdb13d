import torch
import torch.multiprocessing as mp

from encoding import SinusoidalEncoding


def encode_documents(worker_id, n_docs, out):
    enc = SinusoidalEncoding(max_len=2048, dim=64)
    total = 0.0
    for doc in range(n_docs):
        ids = torch.arange(512 + doc)
        total += float(enc.encode(ids).sum())
    out.put((worker_id, round(total, 1)))


def spawn_encoders(n_workers=2, n_docs=3):
    out = mp.Queue()
    procs = [mp.Process(target=encode_documents, args=(w, n_docs, out)) for w in range(n_workers)]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
