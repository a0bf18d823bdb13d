import torch


def synth_corpus(n_utterances, min_frames, max_frames, n_mels=80, seed=0):
    g = torch.Generator().manual_seed(seed)
    lens = torch.randint(min_frames, max_frames, (n_utterances,), generator=g)
    return {f"utt{i:04d}": torch.randn(int(n), n_mels, generator=g) * 3 + 1 for i, n in enumerate(lens)}
