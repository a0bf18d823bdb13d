import torch
import torch.multiprocessing as mp

from kws import SpotterWorker, keyword_scores

MODEL = {"keywords": 12, "n_mels": 40, "template_frames": 30, "clips": 64}


def main():
    g = torch.Generator().manual_seed(0)
    templates = torch.randn(MODEL["keywords"], MODEL["n_mels"], MODEL["template_frames"], generator=g)
    dev = torch.randn(MODEL["clips"], MODEL["n_mels"], 400, generator=g)
    print("dev top keyword", int(keyword_scores(dev, templates).argmax(dim=1).bincount().argmax()))
    results = mp.Queue()
    workers = [SpotterWorker(r, results, templates, MODEL["clips"]) for r in range(2)]
    for w in workers:
        w.start()
    print(sorted(results.get() for _ in workers))
    for w in workers:
        w.join()


if __name__ == "__main__":
    main()
